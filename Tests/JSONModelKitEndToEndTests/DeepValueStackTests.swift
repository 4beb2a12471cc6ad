import Foundation
import JSONModelKit
import Testing

/// Deep values and models on small thread stacks: every operation either works or throws
/// `tooDeeplyNested`, on threads of 512 KiB (a secondary thread on Apple platforms) and 256 KiB,
/// at the default depth limit and at the ceiling of a raised one.
@Suite("Deep values on small stacks")
struct DeepValueStackTests {
    /// 512 KiB and 256 KiB; eight times that in CI's sanitizer runs (`JSONMODELKIT_SANITIZER`
    /// set), whose instrumented frames are several times larger.
    static let stackSizes: [Int] = [512 * 1024, 256 * 1024].map { isSanitized ? $0 * 8 : $0 }
    static let largeStack = stackSizes[0]
    static let isSanitized = ProcessInfo.processInfo.environment["JSONMODELKIT_SANITIZER"] != nil
    static let ceiling = JSONModel.DecodingOptions.maxDepthCeiling

    /// Nested containers of one kind, compact and with sorted keys, as `jsonString()` writes them.
    enum Shape: String, CaseIterable, Sendable {
        case arrays, objects, mixed

        /// `depth` nested containers.
        func text(depth: Int) -> String {
            switch self {
            case .arrays:
                return String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            case .objects:
                return String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
            case .mixed:
                // [{"k":[{"k":...}]}]: an array and an object per two levels.
                var open = ""
                var close = ""
                for level in 0..<depth {
                    open += level.isMultiple(of: 2) ? "[" : #"{"k":"#
                    close = (level.isMultiple(of: 2) ? "]" : "}") + close
                }
                return open + "true" + close
            }
        }
    }

    final class Chain: JSONModel {
        var label = ""
        var next: Chain? = nil
    }

    /// A recursive `Codable` type, read and written through the library's own `Codable` bridge.
    struct Tree: Codable, Sendable {
        var name: String
        var children: [Tree]
    }

    final class Forest: JSONModel {
        var tree: Tree? = nil
    }

    /// A model with a property of any JSON.
    final class Holder: JSONModel {
        var payload: JSONValue = .null
    }

    // MARK: JSONValue

    @Test(arguments: stackSizes, Shape.allCases)
    func defaultDepthValueParsesWritesComparesHashesAndReleases(stackSize: Int, shape: Shape) async {
        let text = shape.text(depth: 512)
        let outcome = await Self.outcome(stackSize: stackSize) { () throws -> String in
            let value = try JSONValue(parsing: text)
            let copy = try JSONValue(parsing: Data(text.utf8))
            try JSONValue.validate(text)
            guard value.jsonString() == text else { return "written differently" }
            guard try JSONValue(parsing: value.jsonString(prettyPrinted: true)) == copy else { return "pretty differs" }
            guard value == copy, value.hashValue == copy.hashValue else { return "unequal" }
            return "ok"
        }
        #expect(outcome == "ok")
    }

    @Test(arguments: Shape.allCases)
    func ceilingDepthValueWorksOnA512KiBThread(shape: Shape) async throws {
        let text = shape.text(depth: Self.ceiling)
        // Parsed here, then written, compared, hashed, encoded and released on the small thread.
        let value = try JSONValue(parsing: text, maxDepth: Self.ceiling)
        let outcome = await Self.outcome(stackSize: Self.largeStack) { () throws -> String in
            let copy = try JSONValue(parsing: text, maxDepth: Self.ceiling)
            guard value.jsonString() == text else { return "written differently" }
            guard value == copy, value.hashValue == copy.hashValue else { return "unequal" }
            // A model holding it writes it too (one level more: the model's object).
            let holder = Holder()
            holder.payload = copy
            let written = try holder.toJSONString(options: .init(prettyPrinted: false, maxDepth: Self.ceiling + 1))
            guard written == #"{"payload":"# + text + "}" else { return "model wrote \(written.prefix(40))" }
            // As Foundation values, converted and released here too.
            let dictionary = try holder.toDictionary(options: .init(maxDepth: Self.ceiling + 1))
            guard Self.nestingDepth(of: dictionary["payload"] as Any) == Self.ceiling else { return "dictionary depth" }
            // Reading nested dictionaries recurses with a stack guard: it decodes or stops cleanly.
            let back = Self.outcome { () throws(JSONModelError) in
                let decoded = try Holder.fromDictionary(dictionary, options: .init(maxDepth: .max))
                if decoded.payload != value { throw JSONModelError(code: .invalidValue, message: "differs") }
            }
            return back == "tooDeeplyNested" ? "ok" : back
        }
        #expect(outcome == "ok")
    }

    @Test func aRaisedDepthLimitStopsAtTheCeilingWithALocation() throws {
        #expect(JSONModel.DecodingOptions(maxDepth: 1_000_000).maxDepth == Self.ceiling)
        var options = JSONModel.DecodingOptions()
        options.maxDepth = .max
        #expect(options.maxDepth == Self.ceiling)
        let text = Shape.arrays.text(depth: Self.ceiling + 1)
        let error = #expect(throws: JSONModelError.self) { try JSONValue(parsing: text, maxDepth: .max) }
        #expect(error?.code == .tooDeeplyNested)
        #expect(error?.line == 1)
        #expect(error?.column == Self.ceiling + 1)
        // Validation builds nothing, so the ceiling does not apply to it.
        #expect(throws: Never.self) { try JSONValue.validate(text, maxDepth: 1_000_000) }
        // Exactly at the ceiling is accepted.
        #expect(throws: Never.self) { try JSONValue(parsing: Shape.arrays.text(depth: Self.ceiling), maxDepth: .max) }
    }

    @Test(arguments: stackSizes)
    func valuesFromFoundationCodersFailCleanly(stackSize: Int) async {
        // Foundation's coders call `JSONValue`'s `Codable` methods once per level. Under the
        // thread sanitizer, 500 levels of Foundation's own recursion overflow the sanitizer's
        // stack depot (a crash inside `__tsan::CurrentStackId`, not in the process's stack), so
        // the sanitizer runs use 100; the plain run keeps 500.
        let text = Shape.mixed.text(depth: Self.isSanitized ? 100 : 500)
        let outcome = await Self.outcome(stackSize: stackSize) { () throws -> String in
            let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
            let data = try JSONEncoder().encode(value)
            return try JSONValue(parsing: data) == JSONValue(parsing: text) ? "ok" : "round trip differs"
        }
        #expect(outcome == "ok" || outcome == "tooDeeplyNested")
    }

    // MARK: Models

    @Test(arguments: stackSizes)
    func defaultDepthModelDecodesAndEncodesEveryWay(stackSize: Int) async {
        let json = Self.chainJSON(depth: 511)
        // The same chain as Foundation values, built iteratively here (a test's own thread may
        // have a small stack too); only read (and released) on the small thread.
        var nested: [String: Any] = ["label": "510"]
        for level in (0..<510).reversed() {
            nested = ["label": "\(level)", "next": nested]
        }
        let dictionary = UncheckedBox(nested)
        let outcomes = await Self.outcomes(stackSize: stackSize) { () -> [String] in
            var outcomes: [String] = []
            var chain: Chain?
            outcomes.append(Self.outcome { chain = try Chain.fromJSONString(json) })
            outcomes.append(Self.outcome { chain = try Chain.fromDictionary(dictionary.value) })
            outcomes.append(Self.outcome { _ = try JSONDecoder().decode(Chain.self, from: Data(json.utf8)) })
            if let chain {
                outcomes.append(Self.outcome { _ = try chain.toJSONString() })
                outcomes.append(Self.outcome { _ = try chain.toDictionary() })
                outcomes.append(Self.outcome { _ = try JSONEncoder().encode(chain) })
            }
            return outcomes
        }
        for outcome in outcomes {
            #expect(outcome == "ok" || outcome == "tooDeeplyNested")
        }
    }

    @Test func ceilingDepthModelDecodesOrFailsCleanlyAndReleasesOnA512KiBThread() async {
        let json = Self.chainJSON(depth: Self.ceiling)
        let outcome = await Self.outcome(stackSize: Self.largeStack) { () throws -> String in
            _ = try Chain.fromJSONString(json, options: .init(maxDepth: .max))
            return "ok"
        }
        #expect(outcome == "ok" || outcome == "tooDeeplyNested")
        // However it was made, a chain the limit allows is released on the small thread.
        let released = await Self.outcome(stackSize: Self.largeStack) { () -> String in
            var head = Chain()
            for _ in 1..<Self.ceiling {
                let link = Chain()
                link.next = head
                head = link
            }
            return head.next == nil ? "short" : "ok"
        }
        #expect(released == "ok")
    }

    @Test(arguments: stackSizes)
    func recursiveCodableValueInAModelFailsAsTooDeep(stackSize: Int) async {
        var text = #"{"tree":"#
        for level in 0..<510 { text += #"{"name":"\#(level)","children":["# }
        text += #"{"name":"leaf","children":[]}"# + String(repeating: "]}", count: 510) + "}"
        let json = text
        let outcome = await Self.outcome(stackSize: stackSize) { () throws -> String in
            let forest = try Forest.fromJSONString(json)
            _ = try forest.toJSONString()
            return "ok"
        }
        #expect(outcome == "ok" || outcome == "tooDeeplyNested")
    }

    @Test(arguments: stackSizes)
    func recursiveModelSchemaBuildsOnASmallStack(stackSize: Int) async {
        let outcome = await Self.outcome(stackSize: stackSize) { () throws -> String in
            let schema = try Chain.jsonSchema()
            return schema.jsonString().contains(#""$ref""#) ? "ok" : "no reference"
        }
        #expect(outcome == "ok")
    }

    // MARK: Support

    /// `{"label":"0","next":{"label":"1","next":...}}`, `depth` objects deep.
    static func chainJSON(depth: Int) -> String {
        var text = ""
        for level in 0..<depth {
            text += #"{"label":"\#(level)","next":"#
        }
        return text + "null" + String(repeating: "}", count: depth)
    }

    /// How many arrays and dictionaries nest in `value`, following the first child of each.
    static func nestingDepth(of value: Any) -> Int {
        var depth = 0
        var current: Any? = value
        while let container = current {
            if let array = container as? [Any] {
                current = array.first
            } else if let object = container as? [String: Any] {
                current = object.values.first
            } else {
                break
            }
            depth += 1
        }
        return depth
    }

    /// "ok", or the code of the error `body` threw (unwrapping `Codable` errors).
    static func outcome(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "ok"
        } catch {
            return code(of: error)
        }
    }

    static func code(of error: any Error) -> String {
        switch error {
        case let failure as JSONModelError: return "\(failure.code)"
        case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
            DecodingError.keyNotFound(_, let context), DecodingError.valueNotFound(_, let context):
            return context.underlyingError.map(code(of:)) ?? "\(error)"
        case EncodingError.invalidValue(_, let context):
            return context.underlyingError.map(code(of:)) ?? "\(error)"
        default: return "\(error)"
        }
    }

    /// The result of `body`, or the code of what it threw, run on a thread with `stackSize`.
    ///
    /// Everything `body` builds is also released on that thread.
    static func outcome(stackSize: Int, _ body: @escaping @Sendable () throws -> String) async -> String {
        await StackSafetyTests.onThread(stackSize: stackSize) { () -> String in
            do {
                return try body()
            } catch {
                return code(of: error)
            }
        }
    }

    /// What `body` returns, run on a thread with `stackSize`.
    static func outcomes(stackSize: Int, _ body: @escaping @Sendable () -> [String]) async -> [String] {
        await StackSafetyTests.onThread(stackSize: stackSize, body)
    }
}

/// Hands a value that is not `Sendable` to another thread that only reads it.
final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
