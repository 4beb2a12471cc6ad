import Foundation
import Testing

@_spi(Testing) @testable import JSONModelKit

// The one-pass decode (straight from the bytes) against the tape decode (the whole document read
// first) on the same text: the same models, the same reports, the same errors, with their codes,
// paths, messages, lines and columns. Documents are valid ones with every kind of property, then
// the same documents with values of the wrong kind, missing, repeated, unknown and null keys,
// and with bytes cut, dropped or inserted.

/// A leaf model: scalars and an array of strings.
final class OPLeaf: JSONModel {
    var name = ""
    var count = 0
    var ratio: Double? = nil
    var flag = false
    var tags: [String] = []
}

/// A point, as a struct.
struct OPPoint: JSONStruct {
    var x = 0.0
    var y = 0.0
}

/// Picks its subclass from `"kind"` (the object is read onto the tape for it).
class OPShape: JSONModel {
    var kind = ""

    override class func classForDecoding(from object: [String: JSONValue]) -> JSONModel.Type {
        object["kind"]?.stringValue == "circle" ? OPCircle.self : self
    }
}

final class OPCircle: OPShape {
    var radius = 0.0
}

/// Decodes `code` itself; the rest by the default mapping (the hook path).
final class OPHooked: JSONModel {
    var code = 0
    var leaf: OPLeaf? = nil

    override func decodeProperty(_ property: JSONModel.Property, from object: [String: JSONValue]) throws -> Bool {
        guard property.name == "code", case .string(let text)? = object["code"], let value = Int(text) else {
            return false
        }
        code = value
        return true
    }
}

/// Fails validation when `count` is negative.
final class OPValidated: JSONModel {
    var count = 0

    override func didDecode() throws {
        if count < 0 { throw JSONModelError(code: .validationFailed, message: "count is negative") }
    }
}

/// Every kind of property the pass meets: scalars, collections, nested models and structs,
/// wrappers, key paths into objects and arrays, fallback keys, `@Lossy`, hooks and
/// polymorphism.
final class OPEverything: JSONModel {
    var int = 0
    var small: Int8 = 0
    var unsigned: UInt = 0
    var double = 0.0
    var float: Float = 0
    var string = ""
    var bool = false
    var maybe: Int? = nil
    var url: URL? = nil
    var numbers: [Int] = []
    var grid: [[Double]] = []
    var lookup: [String: Int] = [:]
    var unique: Set<String> = []
    var any: JSONValue = .null
    var leaf = OPLeaf()
    var leaves: [OPLeaf] = []
    var optionalLeaf: OPLeaf? = nil
    var nestedLeaves: [[OPLeaf]] = []
    var leavesByName: [String: OPLeaf] = [:]
    var point = OPPoint()
    var points: [OPPoint] = []
    var shapes: [OPShape] = []
    var hooked: OPHooked? = nil
    var validated: [OPValidated] = []
    @Lossy var lossyNumbers: [Int] = []
    @Lossy var lossyCount = 0
    @Key("meta.version") var version: Int? = nil
    @Key("items.1.name") var secondName: String? = nil
    @Key("title", "heading") var title = ""
    @Optional var note = ""
}

/// A fallback key, whose value waits until the object ends, and an array of numbers.
final class OPFallback: JSONModel {
    @Key("title", "heading") var title = ""
    var numbers: [Int] = []
}

/// A recursive model.
final class OPTree: JSONModel {
    var value = 0
    var children: [OPTree] = []
    var next: OPTree? = nil
}

@Suite("One pass against the tape")
struct OnePassDifferentialTests {
    /// Option sets every document is decoded with.
    static let optionSets: [JSONModel.DecodingOptions] = [
        JSONModel.DecodingOptions(),
        JSONModel.DecodingOptions(unknownKeys: .reject, collectAllErrors: true),
        JSONModel.DecodingOptions(collectAllErrors: true, duplicateKeys: .useLast, maxCollectedErrors: 3),
        JSONModel.DecodingOptions(
            maxDepth: 6,
            maxInputSize: 4_000,
            maxStringLength: 12,
            maxCollectionCount: 4
        ),
    ]

    static let everything: JSONValue = .object([
        "int": 42, "small": -8, "unsigned": 7, "double": 2.5, "float": 0.25, "string": "caf\u{E9} \"q\"",
        "bool": true, "maybe": .null, "url": "https://example.com/a?b=c",
        "numbers": [1, 2, 3], "grid": [[1.5, 2], [], [3]], "lookup": ["a": 1, "b": 2], "unique": ["x", "y"],
        "any": ["k": [1, "two", .null, true]],
        "leaf": leaf("root", 1),
        "leaves": [leaf("a", 2), leaf("b", 3)],
        "optional_leaf": leaf("o", 4),
        "nested_leaves": [[leaf("n", 5)], []],
        "leaves_by_name": ["first": leaf("f", 6)],
        "point": ["x": 1, "y": 2],
        "points": [["x": 3, "y": 4]],
        "shapes": [["kind": "circle", "radius": 2], ["kind": "plain"]],
        "hooked": ["code": "12", "leaf": leaf("h", 7)],
        "validated": [["count": 1]],
        "lossy_numbers": [1, "x", 3],
        "lossy_count": "12",
        "meta": ["version": 3],
        "items": [["name": "zero"], ["name": "one"]],
        "heading": "fallback title",
        "note": "n",
    ])

    static let tree: JSONValue = .object([
        "value": 1,
        "children": [["value": 2, "children": [["value": 3]]], ["value": 4, "next": ["value": 5]]],
        "next": ["value": 6, "children": []],
    ])

    static func leaf(_ name: String, _ count: Int) -> JSONValue {
        .object(["name": .string(name), "count": .number(JSONNumber(count)), "flag": true, "tags": ["t"], "ratio": 0.5])
    }

    @Test func validDocumentsDecodeTheSameBothWays() throws {
        for options in Self.optionSets {
            try expectSameOutcome(OPEverything.self, Self.everything.jsonString(prettyPrinted: true), options)
            try expectSameOutcome(OPTree.self, Self.tree.jsonString(), options)
        }
        let decoded = outcome(
            OPEverything.self,
            Self.everything.jsonString(),
            JSONModel.DecodingOptions(),
            onePass: true
        )
        #expect(decoded.hasPrefix("ok"), "\(decoded)")
    }

    @Test(arguments: 0..<8)
    func mutatedDocumentsDecodeTheSameBothWays(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 1)
        var decoded = 0
        let rounds = 60
        for round in 0..<rounds {
            let template = round.isMultiple(of: 3) ? Self.tree : Self.everything
            var text = MutatedDocument.text(of: template, using: &generator)
            if round.isMultiple(of: 4) { text = MutatedDocument.corrupted(text, using: &generator) }
            let options = Self.optionSets[Int.random(in: 0..<Self.optionSets.count, using: &generator)]
            let outcome =
                round.isMultiple(of: 3)
                ? try expectSameOutcome(OPTree.self, text, options)
                : try expectSameOutcome(OPEverything.self, text, options)
            if outcome.hasPrefix("ok") { decoded += 1 }
        }
        // Both kinds of outcome are compared: models and errors.
        #expect(decoded > 0 && decoded < rounds, "\(decoded) of \(rounds) decoded")
    }

    @Test func arraysAndStructsDecodeTheSameBothWays() throws {
        let texts = [
            "[\(Self.tree.jsonString()), \(Self.tree.jsonString())]", "[]", " [ ] ", "[1]", "{}",
            "[{\"value\": \"x\"}]",
            "[{\"value\": 1},]", "[{\"value\": 1}", "\u{FEFF}[{\"value\": 1}]", "[{\"value\": 1}] x",
        ]
        for text in texts {
            for options in Self.optionSets {
                let tape = arrayOutcome(text, options, onePass: false)
                let onePass = arrayOutcome(text, options, onePass: true)
                #expect(onePass == tape, "\(text)")
                let structTape = structOutcome(text, options, onePass: false)
                let structOnePass = structOutcome(text, options, onePass: true)
                #expect(structOnePass == structTape, "\(text)")
            }
        }
    }

    @Test func aSyntaxErrorAfterAModelErrorIsTheError() throws {
        // The pass meets the wrong type first; the reader, reading the whole text, the syntax error.
        let text = #"{"value": "one", "children": [}"#
        let failure = try #require(throws: JSONModelError.self) { try OPTree.fromJSONString(text) }
        #expect(failure.code == .syntaxError)
        try expectSameOutcome(OPTree.self, text, JSONModel.DecodingOptions())
    }

    @Test func limitsHoldOnWhatThePassWalks() throws {
        let options = JSONModel.DecodingOptions(maxDepth: 3, maxStringLength: 4, maxCollectionCount: 2)
        let cases = [
            #"{"value": 1, "children": [{"value": 2}, {"value": 3}, {"value": 4}]}"#,
            #"{"value": 1, "next": {"next": {"next": {"value": 2}}}}"#,
            #"{"value": 1, "children": [], "next": null, "extra": 1}"#,
            #"{"children": [], "value": 1}"#,
        ]
        for text in cases {
            try expectSameOutcome(OPTree.self, text, options)
            #expect(throws: JSONModelError.self) { try OPTree.fromJSONString(text, options: options) }
        }
    }

    @Test func unknownKeysAreSkippedNotKept() throws {
        // An unknown key's value is checked and skipped; the scratch tape stays small.
        let big = "[" + (0..<5_000).map(String.init).joined(separator: ",") + "]"
        let text = #"{"value": 1, "unknown": \#(big), "children": [{"value": 2, "x": \#(big), "children": []}]}"#
        let tree = try OPTree.fromJSONString(text)
        #expect(tree.children.first?.value == 2)
        try expectSameOutcome(OPTree.self, text, JSONModel.DecodingOptions())
    }

    @Test func valuesKeptOnTheScratchTapeSurviveItsGrowth() throws {
        // A fallback key's value waits on the scratch tape until the object ends; a large
        // value read or skipped after it moves the tape's entries (under the address
        // sanitizer, a stale pointer would be caught here).
        let numbers = "[" + Array(repeating: "1", count: 20_000).joined(separator: ",") + "]"
        let text = #"{"numbers": [1, 2], "heading": "kept", "unknown_key": \#(numbers)}"#
        let model = try OPFallback.fromJSONString(text)
        #expect(model.title == "kept")
        #expect(model.numbers == [1, 2])
        try expectSameOutcome(OPFallback.self, text, JSONModel.DecodingOptions())
    }

    // MARK: - Helpers

    /// Expects both paths to give `type` the same outcome for `text`, and returns it.
    @discardableResult
    func expectSameOutcome<Model: JSONModel>(
        _ type: Model.Type,
        _ text: String,
        _ options: JSONModel.DecodingOptions,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let tape = outcome(type, text, options, onePass: false)
        let onePass = outcome(type, text, options, onePass: true)
        #expect(onePass == tape, "\(text)", sourceLocation: sourceLocation)
        return onePass
    }

    func outcome<Model: JSONModel>(
        _ type: Model.Type,
        _ text: String,
        _ options: JSONModel.DecodingOptions,
        onePass: Bool
    ) -> String {
        Self.outcome(options, onePass: onePass) { coder throws(JSONModelError) in
            let (model, report) = try UTF8Input.withBytes(of: text) { bytes throws(JSONModelError) in
                try coder.decodeDocument(type, from: bytes)
            }
            let json = try model.toJSONString(
                options: JSONModel.EncodingOptions(prettyPrinted: false, sortedKeys: true)
            )
            return "\(json) \(report.entries.map { "\($0.path) \($0.kind) \($0.message)" })"
        }
    }

    func arrayOutcome(_ text: String, _ options: JSONModel.DecodingOptions, onePass: Bool) -> String {
        Self.outcome(options, onePass: onePass) { coder throws(JSONModelError) in
            var encoded = ""
            for model in try coder.decodeArray(OPTree.self, fromJSONString: text) {
                encoded += try model.toJSONString(options: JSONModel.EncodingOptions(prettyPrinted: false))
            }
            return encoded
        }
    }

    func structOutcome(_ text: String, _ options: JSONModel.DecodingOptions, onePass: Bool) -> String {
        Self.outcome(options, onePass: onePass) { coder throws(JSONModelError) in
            "\(try coder.decodeArray(OPPoint.self, fromJSONString: text).map { "\($0.x),\($0.y)" })"
        }
    }

    /// What `decode` gives with a coder of `options` that decodes in one pass or not, as text:
    /// `ok` and the result, or the error with everything it says.
    static func outcome(
        _ options: JSONModel.DecodingOptions,
        onePass: Bool,
        _ decode: (JSONModelCoder) throws(JSONModelError) -> String
    ) -> String {
        var coder = JSONModelCoder(decodingOptions: options)
        coder.decodesTextInOnePass = onePass
        do {
            return "ok " + (try decode(coder))
        } catch {
            return describe(error)
        }
    }

    static func describe(_ error: JSONModelError) -> String {
        let location =
            "\(error.line.map(String.init) ?? "-"):\(error.column.map(String.init) ?? "-")@\(error.byteOffset.map(String.init) ?? "-")"
        let nested = error.errors.map { describe($0) }.joined(separator: " | ")
        return "error \(error.code) \(error.path) \(error.property ?? "-") \(location) \(error) [\(nested)]"
    }
}

/// Writes a JSON value as text with changes: values of the wrong kind, dropped, repeated,
/// unknown and null members, random whitespace; and text with bytes cut, dropped or inserted.
enum MutatedDocument {
    /// `value` as text; each kind of change is made with a chance of 1 in `rarity` per place
    /// (no changes at all but key order and whitespace for one document in three).
    static func text(of value: JSONValue, using generator: inout SeededGenerator) -> String {
        var text = ""
        let rarity = pick([Int.max, 150, 25], using: &generator)
        write(value, into: &text, depth: 0, rarity: rarity, using: &generator)
        return text
    }

    static func corrupted(_ text: String, using generator: inout SeededGenerator) -> String {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return text }
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: bytes.removeSubrange(position...)
        case 1: bytes.remove(at: position)
        case 2: bytes.insert(pick(Array(#"{}[]",:0a \"#.utf8), using: &generator), at: position)
        default: bytes[position] = 0xC3
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func write(
        _ value: JSONValue,
        into text: inout String,
        depth: Int,
        rarity: Int,
        using generator: inout SeededGenerator
    ) {
        func happens() -> Bool { rarity != Int.max && Int.random(in: 0..<rarity, using: &generator) == 0 }
        if depth > 0, happens() {
            text += pick(
                ["null", "\"text\"", "-1", "1e400", "[]", "{}", "true", "12.5", "\"\\u00e9\\n\""],
                using: &generator
            )
            return
        }
        switch value {
        case .object(let members):
            text += "{"
            var keys = members.keys.sorted().shuffled(using: &generator)
            if happens(), !keys.isEmpty { keys.removeLast() }
            if happens() { keys.insert("unknown_key", at: 0) }
            if happens(), let repeated = keys.randomElement(using: &generator) { keys.append(repeated) }
            for (position, key) in keys.enumerated() {
                if position > 0 { text += "," }
                text += whitespace(using: &generator) + "\"\(key)\"" + whitespace(using: &generator) + ":"
                write(
                    members[key] ?? ["nested": [1, 2]],
                    into: &text,
                    depth: depth + 1,
                    rarity: rarity,
                    using: &generator
                )
            }
            text += whitespace(using: &generator) + "}"
        case .array(let elements):
            text += "["
            var all = elements
            if let first = elements.first, Int.random(in: 0..<3, using: &generator) == 0 { all.append(first) }
            for (position, element) in all.enumerated() {
                if position > 0 { text += "," }
                write(element, into: &text, depth: depth + 1, rarity: rarity, using: &generator)
            }
            text += "]"
        default:
            text += whitespace(using: &generator) + value.jsonString()
        }
    }

    private static func whitespace(using generator: inout SeededGenerator) -> String {
        pick(["", "", " ", "\n  ", "\t"], using: &generator)
    }

    /// One of `choices` (not empty).
    private static func pick<Element>(_ choices: [Element], using generator: inout SeededGenerator) -> Element {
        choices[Int.random(in: 0..<choices.count, using: &generator)]
    }
}
