import Foundation
import JSONModelKit
import Testing

/// Nested models decode into the default instance the parent's `init()` made when nothing else
/// holds it, and never into a default that is shared.
@Suite("Default instances")
struct DefaultInstanceTests {
    final class Leaf: JSONModel {
        var name = ""
        var count: Int? = nil
    }

    final class SpecialLeaf: JSONModel {
        var name = ""
    }

    /// A default that every instance shares: decoding must not write into it.
    ///
    /// `nonisolated(unsafe)`: a model class is not `Sendable`; the tests only read it, and the
    /// point of the suite is that decoding never writes to it.
    nonisolated(unsafe) static let sharedLeaf: Leaf = {
        let leaf = Leaf()
        leaf.name = "shared"
        return leaf
    }()

    final class Holder: JSONModel {
        var own = Leaf()
        var shared = DefaultInstanceTests.sharedLeaf
    }

    @Test func aSharedDefaultIsNeverWrittenInto() throws {
        let holder = try Holder.fromJSONString(#"{"own": {"name": "a"}, "shared": {"name": "b", "count": 2}}"#)
        #expect(holder.own.name == "a")
        #expect(holder.shared.name == "b")
        #expect(holder.shared.count == 2)
        #expect(holder.shared !== Self.sharedLeaf)
        #expect(Self.sharedLeaf.name == "shared")
        #expect(Self.sharedLeaf.count == nil)
    }

    @Test func everyDecodeHasItsOwnNestedInstances() throws {
        let json = #"{"own": {"name": "a"}, "shared": {"name": "b"}}"#
        let first = try Holder.fromJSONString(json)
        let second = try Holder.fromJSONString(json)
        #expect(first.own !== second.own)
        #expect(first.shared !== second.shared)
        #expect(first.own.count == nil)
    }

    final class OptionalHolder: JSONModel {
        @Optional var shared = DefaultInstanceTests.sharedLeaf
    }

    @Test func aMissingNestedModelKeepsItsDefault() throws {
        let holder = try OptionalHolder.fromJSONString("{}")
        #expect(holder.shared === Self.sharedLeaf)
        let decoded = try OptionalHolder.fromJSONString(#"{"shared": {"name": "c"}}"#)
        #expect(decoded.shared !== Self.sharedLeaf)
        #expect(Self.sharedLeaf.name == "shared")
    }

    @Test func updateMergesIntoTheNestedModelItHolds() throws {
        let holder = try Holder.fromJSONString(#"{"own": {"name": "a", "count": 1}, "shared": {"name": "b"}}"#)
        let before = holder.own
        try holder.update(fromJSONString: #"{"own": {"name": "z"}}"#)
        #expect(holder.own === before)
        #expect(holder.own.name == "z")
        #expect(holder.own.count == 1)
    }

    @Test func aFailedDecodeLeavesNoSharedStateBehind() throws {
        #expect(throws: JSONModelError.self) {
            try Holder.fromJSONString(#"{"own": {"name": "a"}, "shared": {"name": 5}}"#)
        }
        #expect(Self.sharedLeaf.name == "shared")
    }
}
