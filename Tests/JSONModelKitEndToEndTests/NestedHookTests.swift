import Foundation
import JSONModelKit
import Synchronization
import Testing

/// A node whose class is chosen per object and whose hook records, per level, the object it was
/// given: each level must see its own object, with every nested value in it.
class NHNode: JSONModel {
    var level = 0
    var label = ""
    @Optional var child: NHNode? = nil

    /// The `level` and member count of every object `decodeProperty` saw for `label`.
    static let seen = Mutex<[(level: Int, members: Int, childLevel: Int?)]>([])

    override class func classForDecoding(from object: [String: JSONValue]) -> JSONModel.Type {
        object["child"] == nil ? NHLeaf.self : NHNode.self
    }

    override func decodeProperty(_ property: JSONModel.Property, from object: [String: JSONValue]) throws -> Bool {
        guard property.name == "label" else { return false }
        let level = object["level"]?.intValue ?? -1
        let childLevel = object["child"]?["level"]?.intValue
        Self.seen.withLock { $0.append((level, object.count, childLevel)) }
        label = "hooked \(level)"
        return true
    }
}

final class NHLeaf: NHNode {}

@Suite("Hooks on nested models", .serialized)
struct NestedHookTests {
    /// A chain `depth` levels deep, outermost level 0.
    static func chain(depth: Int) -> String {
        var text = ""
        for level in 0..<depth {
            text += #"{"level": \#(level), "label": "l\#(level)""#
            text += level == depth - 1 ? "}" : #", "child": "#
        }
        return text + String(repeating: "}", count: depth - 1)
    }

    @Test func everyLevelSeesItsOwnObjectAndGetsItsClass() throws {
        NHNode.seen.withLock { $0.removeAll() }
        let root = try NHNode.fromJSONString(Self.chain(depth: 100))
        var node: NHNode? = root
        var levels: [Int] = []
        while let current = node {
            levels.append(current.level)
            #expect(current.label == "hooked \(current.level)")
            #expect((current is NHLeaf) == (current.child == nil))
            node = current.child
        }
        #expect(levels == Array(0..<100))
        let seen = NHNode.seen.withLock { $0 }
        #expect(seen.map(\.level) == Array(0..<100))
        #expect(seen.allSatisfy { $0.members == ($0.level == 99 ? 2 : 3) })
        #expect(seen.allSatisfy { $0.childLevel == ($0.level == 99 ? nil : $0.level + 1) })
    }

    @Test func aCoderHookSeesEachNestedObjectOnce() throws {
        let calls = Mutex<[Int: Int]>([:])
        let coder = JSONModelCoder(decodeHook: { property, _, object in
            if property.name == "level", let level = object["level"]?.intValue {
                calls.withLock { $0[level, default: 0] += 1 }
            }
            return false
        })
        NHNode.seen.withLock { $0.removeAll() }
        let root = try coder.decode(NHNode.self, fromJSONString: Self.chain(depth: 50))
        #expect(root.child?.child?.level == 2)
        let counts = calls.withLock { $0 }
        #expect(counts.count == 50)
        #expect(counts.values.allSatisfy { $0 == 1 })
    }
}
