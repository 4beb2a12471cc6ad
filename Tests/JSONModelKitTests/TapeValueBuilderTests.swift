import Testing

@testable import JSONModelKit

/// Large `JSONValue` trees are built with a key table and from object shapes (objects with the
/// same keys in the same order are copies of one dictionary with their values set by
/// position); each case here is large enough to take that path, and must give exactly the
/// values a member-by-member build gives.
@Suite struct TapeValueBuilderTests {
    /// `count` copies of `element` in an array: more than the builder's smallest keyed tree.
    private func array(of element: String, count: Int = 40) -> String {
        "[" + Array(repeating: element, count: count).joined(separator: ",") + "]"
    }

    @Test func objectsOfOneShapeKeepTheirOwnValues() throws {
        let text =
            "["
            + (0..<50).map { #"{"id": \#($0), "name": "n\#($0)", "tags": [\#($0)]}"# }
            .joined(separator: ",") + "]"
        let elements = try #require(try JSONValue(parsing: text).arrayValue)
        #expect(elements.count == 50)
        for (index, element) in elements.enumerated() {
            #expect(
                element == [
                    "id": .number(JSONNumber(index)), "name": .string("n\(index)"),
                    "tags": [.number(JSONNumber(index))],
                ]
            )
        }
    }

    @Test func theSameKeysInAnotherOrderOrWithOneKeyChangedAreOtherShapes() throws {
        let text = array(
            of: #"{"a": 1, "b": 2}, {"b": 3, "a": 4}, {"a": 5, "c": 6}, {"a": 7}, {"a": 8, "b": 9, "c": 10}"#
        )
        let elements = try #require(try JSONValue(parsing: text).arrayValue)
        let expected: [JSONValue] = [
            ["a": 1, "b": 2], ["b": 3, "a": 4], ["a": 5, "c": 6], ["a": 7], ["a": 8, "b": 9, "c": 10],
        ]
        #expect(elements == Array(Array(repeating: expected, count: 40).joined()))
    }

    @Test func aRepeatedKeyKeepsItsLastValueInEveryObject() throws {
        let text = array(of: #"{"a": 1, "a": 2}, {"a": 3, "b": 4, "a": 5}, {"a": 6, "b": 7}"#)
        let elements = try #require(try JSONValue(parsing: text).arrayValue)
        let expected: [JSONValue] = [["a": 2], ["a": 5, "b": 4], ["a": 6, "b": 7]]
        #expect(elements == Array(Array(repeating: expected, count: 40).joined()))
    }

    @Test func keysTheTableDoesNotKeepAreBuiltAsTheyCome() throws {
        let long = String(repeating: "k", count: 100)
        let text = array(of: #"{"\#(long)": 1, "e\u0073caped": 2, "ключ": 3, "": 4, "short": 5}"#)
        let elements = try #require(try JSONValue(parsing: text).arrayValue)
        let expected: JSONValue = [long: 1, "escaped": 2, "ключ": 3, "": 4, "short": 5]
        #expect(elements == Array(repeating: expected, count: 40))
    }

    /// More distinct keys than the table holds: the keys met once it is crowded are made
    /// without it, and their objects are built member by member.
    @Test func moreDistinctKeysThanTheTableHolds() throws {
        let objects = (0..<3_000).map { #"{"key\#($0)": \#($0), "shared": "s"}"# }
        let elements = try #require(try JSONValue(parsing: "[" + objects.joined(separator: ",") + "]").arrayValue)
        #expect(elements.count == 3_000)
        for (index, element) in elements.enumerated() {
            #expect(element == ["key\(index)": .number(JSONNumber(index)), "shared": "s"])
        }
    }

    /// More shapes than a tree keeps: the objects past the limit are built member by member.
    @Test func moreShapesThanATreeKeeps() throws {
        var expected: [JSONValue] = []
        var objects: [String] = []
        for first in 0..<40 {
            for second in (first + 1)..<40 {
                for copy in 0..<2 {
                    objects.append(#"{"k\#(first)": \#(copy), "k\#(second)": "v"}"#)
                    expected.append(["k\(first)": .number(JSONNumber(copy)), "k\(second)": "v"])
                }
            }
        }
        #expect(try JSONValue(parsing: "[" + objects.joined(separator: ",") + "]") == .array(expected))
    }

    /// Random trees with few shapes, written and read back: the builder gives the same value.
    @Test func randomTreesReadBackEqual() throws {
        var generator = SeededGenerator(seed: 0x5EED_7A9E)
        let keys = ["id", "name", "user", "entities", "url", "profile_background_image_url_https", "x"]
        func randomValue(depth: Int) -> JSONValue {
            switch Int.random(in: 0..<(depth < 4 ? 7 : 4), using: &generator) {
            case 0: return .null
            case 1: return .bool(Bool.random(using: &generator))
            case 2: return .number(JSONNumber(Int.random(in: -1_000...1_000, using: &generator)))
            case 3: return .string(String(repeating: "v", count: Int.random(in: 0..<20, using: &generator)))
            case 4, 5:
                let count = Int.random(in: 0...4, using: &generator)
                return .object(
                    Dictionary(uniqueKeysWithValues: keys.prefix(count).map { ($0, randomValue(depth: depth + 1)) })
                )
            default:
                return .array((0..<Int.random(in: 0...6, using: &generator)).map { _ in randomValue(depth: depth + 1) })
            }
        }
        for _ in 0..<50 {
            let value = JSONValue.array((0..<30).map { _ in randomValue(depth: 0) })
            for sortedKeys in [true, false] {
                #expect(try JSONValue(parsing: value.jsonString(sortedKeys: sortedKeys)) == value)
            }
        }
    }

    /// A decode with hooks keeps the members of every object it built; objects made from a
    /// shape are kept with their own values.
    @Test func hookMembersOfObjectsOfOneShape() throws {
        let text = #"{"list": "# + array(of: #"{"a": {"b": 1}, "c": [true]}"#, count: 30) + "}"
        let bytes = Array(text.utf8)
        try bytes.withUnsafeBufferPointer { buffer in
            let tape = try JSONReader.parse(buffer, maxDepth: 512)
            let context = DecodingContext(tape: tape, options: JSONModel.DecodingOptions())
            #expect(context.members(ofObjectAt: 0) == JSONValue(tape: context.tape, at: 0).objectValue)
            // The root, and two objects in each element.
            #expect(context.pools.builtObjectCount == 61)
            for index in 0..<tape.count where context.kind(at: index) == .object {
                #expect(context.members(ofObjectAt: index) == JSONValue(tape: context.tape, at: index).objectValue)
            }
        }
    }
}
