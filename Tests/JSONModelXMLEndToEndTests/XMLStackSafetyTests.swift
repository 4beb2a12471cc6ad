import Foundation
import JSONModelKit
import JSONModelXML
import Testing

/// Deep XML and deep model graphs written as XML end in a value or a clean `tooDeeplyNested`
/// error, with a location, on threads with small stacks: never a crash.
@Suite("XML stack safety")
struct XMLStackSafetyTests {
    final class Node: JSONModel {
        var name = ""
        var children: [Node] = []
    }

    /// The same nesting through an inline collection: `<node><node>…</node></node>`.
    final class InlineNode: JSONModel {
        override class var xmlRootTag: String { "node" }
        var name: String? = nil
        @XMLInline(itemTag: "node") var children: [InlineNode] = []
    }

    /// What a decode or encode ended in.
    enum Outcome: Sendable, Equatable {
        /// Decoded (the number of model levels) or encoded (the number of bytes).
        case done(Int)
        /// The error's code, and whether it had a line and column.
        case failed(JSONModelError.Code, located: Bool)
    }

    /// `<node><children>` `levels` times, the document of the issue (1.7 KB at 48 levels).
    ///
    /// With names, every level has its required `name`; without, the innermost misses it.
    static func document(levels: Int, names: Bool = true) -> Data {
        let open = names ? "<node><name>n</name><children>" : "<node><children>"
        return Data(
            (String(repeating: open, count: levels) + String(repeating: "</children></node>", count: levels)).utf8
        )
    }

    static func decode(_ data: Data, maxDepth: Int = 512) -> Outcome {
        do throws(JSONModelError) {
            var node: Node? = try Node.fromXMLData(data, options: XMLOptions(decoding: .init(maxDepth: maxDepth)))
            var levels = 0
            while let current = node {
                levels += 1
                node = current.children.first
            }
            return .done(levels)
        } catch {
            return .failed(error.code, located: error.line != nil && error.column != nil)
        }
    }

    /// A chain of `levels` nodes, encoded as XML, then taken apart one level at a time (a deep
    /// graph's release is itself recursive).
    static func encodeChain(levels: Int, maxDepth: Int = 512) -> Outcome {
        let root = Node()
        var current = root
        for _ in 1..<levels {
            let child = Node()
            current.children = [child]
            current = child
        }
        defer {
            var next: Node? = root
            while let node = next {
                next = node.children.first
                node.children = []
            }
        }
        do throws(JSONModelError) {
            let options = XMLOptions(includesDeclaration: false, encoding: .init(maxDepth: maxDepth))
            return .done(try root.toXMLData(options: options).count)
        } catch {
            return .failed(error.code, located: !error.pathComponents.isEmpty)
        }
    }

    /// Whether frames are those of an optimized build without sanitizers.
    ///
    /// The Reliability article gives their sizes: there 48 nested models decode with 387 KiB of
    /// stack and encode with less. Debug and sanitizer frames are several times larger, and the
    /// guard may stop even 48 levels there.
    static let framesAreOptimized: Bool = {
        #if DEBUG
            false
        #else
            ProcessInfo.processInfo.environment["JSONMODELKIT_SANITIZER"] == nil
        #endif
    }()

    /// Whether 48 nested models must fit a stack of `stackSize` bytes: 512 KiB or more, with
    /// optimized frames.
    static func mustFit48Levels(stackSize: Int) -> Bool {
        framesAreOptimized && stackSize >= 512 * 1024
    }

    /// `outcome` is `expected`, or the stack guard's error where 48 levels need not fit.
    static func isExpected(_ outcome: Outcome, _ expected: Outcome, stackSize: Int) -> Bool {
        outcome == expected
            || (!mustFit48Levels(stackSize: stackSize) && outcome == .failed(.tooDeeplyNested, located: true))
    }

    // MARK: Decoding

    @Test(arguments: SmallStack.sizes)
    func theIssuesDocumentOf48LevelsDecodesOnASmallStack(stackSize: Int) async {
        let outcome = await SmallStack.run(stackSize: stackSize) { Self.decode(Self.document(levels: 48)) }
        #expect(Self.isExpected(outcome, .done(48), stackSize: stackSize), "\(outcome)")
        // Without names it is the innermost node's missing name, located: not a crash.
        let unnamed = await SmallStack.run(stackSize: stackSize) {
            Self.decode(Self.document(levels: 48, names: false))
        }
        #expect(Self.isExpected(unnamed, .failed(.keyNotFound, located: true), stackSize: stackSize), "\(unnamed)")
    }

    @Test(arguments: SmallStack.sizes)
    func levelsWithinTheDefaultDepthDecodeOrFailCleanly(stackSize: Int) async {
        // 255 models are 510 elements, inside maxDepth (512).
        let outcome = await SmallStack.run(stackSize: stackSize) { Self.decode(Self.document(levels: 255)) }
        #expect(outcome == .done(255) || outcome == .failed(.tooDeeplyNested, located: true), "\(outcome)")
    }

    @Test(arguments: SmallStack.sizes)
    func oneElementPastTheDepthLimitIsTooDeeplyNested(stackSize: Int) async {
        // 256 models are 512 elements; one more element inside the last is the 513th.
        let atLimit = Self.document(levels: 256)
        let pastLimit = Data(
            (String(repeating: "<node><name>n</name><children>", count: 256) + "<node><name>n</name></node>"
                + String(repeating: "</children></node>", count: 256)).utf8
        )
        let outcomes = await SmallStack.run(stackSize: stackSize) { (Self.decode(atLimit), Self.decode(pastLimit)) }
        #expect(outcomes.0 == .done(256) || outcomes.0 == .failed(.tooDeeplyNested, located: true), "\(outcomes.0)")
        #expect(outcomes.1 == .failed(.tooDeeplyNested, located: true))
    }

    @Test func theDepthLimitIsReportedAtTheElementThatGoesTooDeep() throws {
        let text =
            String(repeating: "<node><children>", count: 3) + "<node/>"
            + String(repeating: "</children></node>", count: 3)
        let error = try #require(throws: JSONModelError.self) {
            try Node.fromXMLString(text, options: XMLOptions(decoding: .init(maxDepth: 6)))
        }
        #expect(error.code == .tooDeeplyNested)
        #expect(error.line == 1 && error.column == 49)
    }

    @Test(arguments: SmallStack.sizes)
    func aHundredThousandLevelsAreTooDeeplyNested(stackSize: Int) async {
        let data = Self.document(levels: 100_000)
        let outcomes = await SmallStack.run(stackSize: stackSize) {
            // The depth limit, then the stack guard with the limit raised past the document.
            (Self.decode(data), Self.decode(data, maxDepth: 1_000_000))
        }
        #expect(outcomes.0 == .failed(.tooDeeplyNested, located: true))
        #expect(outcomes.1 == .failed(.tooDeeplyNested, located: true))
    }

    @Test(arguments: SmallStack.sizes)
    func deepInlineCollectionsAreTooDeeplyNested(stackSize: Int) async {
        let data = Data(
            (String(repeating: "<node>", count: 100_000) + String(repeating: "</node>", count: 100_000)).utf8
        )
        let outcome = await SmallStack.run(stackSize: stackSize) { () -> Outcome in
            do throws(JSONModelError) {
                _ = try InlineNode.fromXMLData(data, options: XMLOptions(decoding: .init(maxDepth: 1_000_000)))
                return .done(0)
            } catch {
                return .failed(error.code, located: error.line != nil && error.column != nil)
            }
        }
        #expect(outcome == .failed(.tooDeeplyNested, located: true))
    }

    @Test func theStackErrorNamesTheDepthAndThePath() async throws {
        let data = Self.document(levels: 100_000)
        let error = await SmallStack.run(stackSize: 512 * 1024) { () -> JSONModelError? in
            do throws(JSONModelError) {
                _ = try Node.fromXMLData(data, options: XMLOptions(decoding: .init(maxDepth: 1_000_000)))
                return nil
            } catch {
                return error
            }
        }
        let failure = try #require(error)
        #expect(failure.code == .tooDeeplyNested)
        #expect(failure.message.contains("stack"))
        #expect(failure.pathComponents.count > 10)
        #expect(failure.byteOffset.map { $0 > 0 && $0 < data.count } == true)
    }

    // MARK: Encoding

    @Test(arguments: SmallStack.sizes)
    func deepModelGraphsEncodeOrFailCleanly(stackSize: Int) async {
        let outcomes = await SmallStack.run(stackSize: stackSize) {
            [48, 255, 511].map { Self.encodeChain(levels: $0) }
        }
        if Self.mustFit48Levels(stackSize: stackSize) {
            #expect(outcomes[0] != .failed(.tooDeeplyNested, located: true))
        }
        for outcome in outcomes {
            if case .done(let count) = outcome {
                #expect(count > 0)
            } else {
                #expect(outcome == .failed(.tooDeeplyNested, located: true))
            }
        }
    }

    @Test(arguments: SmallStack.sizes)
    func aHundredThousandLevelModelGraphIsTooDeeplyNested(stackSize: Int) async {
        let outcomes = await SmallStack.run(stackSize: stackSize) {
            (Self.encodeChain(levels: 100_000), Self.encodeChain(levels: 100_000, maxDepth: 1_000_000))
        }
        #expect(outcomes.0 == .failed(.tooDeeplyNested, located: true))
        #expect(outcomes.1 == .failed(.tooDeeplyNested, located: true))
    }

    @Test func whatIsEncodedAtTheDepthLimitDecodesBack() async throws {
        // 255 models, the deepest chain maxDepth (512) lets XML hold: each is two elements. The
        // default depth needs about 1.6 MiB of stack in release builds (Reliability) and several
        // times that in debug and sanitizer builds: 16 MiB, or 128 MiB under the sanitizers.
        let stackSize = (ProcessInfo.processInfo.environment["JSONMODELKIT_SANITIZER"] == nil ? 16 : 128) * 1024 * 1024
        let outcome = await SmallStack.run(stackSize: stackSize) { () -> Outcome in
            let root = Node()
            var current = root
            for _ in 1..<255 {
                let child = Node()
                current.children = [child]
                current = child
            }
            do throws(JSONModelError) {
                return Self.decode(try root.toXMLData())
            } catch {
                return .failed(error.code, located: false)
            }
        }
        #expect(outcome == .done(255))
    }
}
