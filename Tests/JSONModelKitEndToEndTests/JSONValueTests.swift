import Foundation
import JSONModelKit
import Testing

/// The public `JSONValue` API: parsing, literals, accessors and `jsonString()`.
@Suite("JSONValue")
struct JSONValueTests {
    static let documents: [(String, JSONValue)] = [
        ("null", .null),
        ("true", .bool(true)),
        ("false", false),
        ("0", 0),
        ("-12", -12),
        ("2.5", 2.5),
        ("1e3", 1000),
        (#""text""#, "text"),
        (" \n\t 7 \r\n", 7),
        ("[]", []),
        ("{}", [:]),
        (#"[1, "a", null, [true]]"#, [1, "a", nil, [true]]),
        (#"{"a": {"b": [1, 2.5]}, "c": null}"#, ["a": ["b": [1, 2.5]], "c": nil]),
    ]

    @Test(arguments: documents)
    func parsesAnyDocumentIncludingTopLevelScalars(text: String, expected: JSONValue) throws {
        #expect(try JSONValue(parsing: text) == expected)
        #expect(try JSONValue(parsing: Data(text.utf8)) == expected)
    }

    @Test func literalsBuildEveryCase() {
        let value: JSONValue = ["name": "Ann", "age": 41, "ratio": 0.5, "ok": true, "none": nil, "tags": ["a", "b"]]
        #expect(value["name"] == .string("Ann"))
        #expect(value["age"] == .number(JSONNumber(41)))
        #expect(value["ratio"] == .number(JSONNumber(0.5)))
        #expect(value["ok"] == .bool(true))
        #expect(value["none"] == .null)
        #expect(value["tags"] == .array([.string("a"), .string("b")]))
    }

    @Test func accessors() throws {
        let value = try JSONValue(parsing: #"{"s":"x","b":false,"i":3,"d":2.5,"a":[1],"o":{"k":null}}"#)
        #expect(value["s"]?.stringValue == "x")
        #expect(value["b"]?.boolValue == false)
        #expect(value["i"]?.intValue == 3)
        #expect(value["d"]?.doubleValue == 2.5)
        #expect(value["d"]?.intValue == nil)
        #expect(value["a"]?[0] == 1)
        #expect(value["a"]?[1] == nil)
        #expect(value["o"]?["k"]?.isNull == true)
        #expect(value["missing"] == nil)
        #expect(value.objectValue?.count == 6)
    }

    static let texts: [(JSONValue, String)] = [
        (.null, "null"),
        (true, "true"),
        (42, "42"),
        (-0.5, "-0.5"),
        ("a\"b\n", #""a\"b\n""#),
        ([1, nil, "x"], #"[1,null,"x"]"#),
        (["b": 1, "a": [true]], #"{"a":[true],"b":1}"#),
    ]

    @Test(arguments: texts)
    func jsonStringIsCompactWithSortedKeys(value: JSONValue, expected: String) throws {
        #expect(value.jsonString() == expected)
        #expect(value.description == expected)
        #expect(try JSONValue(parsing: value.jsonString()) == value)
    }

    @Test func jsonStringPrettyPrints() {
        let value: JSONValue = ["b": [1], "a": nil]
        #expect(value.jsonString(prettyPrinted: true) == "{\n  \"a\": null,\n  \"b\": [\n    1\n  ]\n}")
    }

    @Test func largeIntegersStayExact() throws {
        let value = try JSONValue(parsing: "[505874924095815681, 18446744073709551615, -9223372036854775808]")
        #expect(value[0]?.numberValue?.int64Value == 505_874_924_095_815_681)
        #expect(value[1]?.numberValue?.uint64Value == .max)
        #expect(value[2]?.numberValue?.int64Value == .min)
        #expect(value.jsonString() == "[505874924095815681,18446744073709551615,-9223372036854775808]")
    }

    @Test func numbersCompareByValue() {
        #expect(JSONNumber(1) == JSONNumber(1.0))
        #expect(JSONValue.number(JSONNumber(2)) == 2.0)
    }

    @Test func parsingErrorsAreSyntaxErrors() throws {
        let error = try #require(throws: JSONModelError.self) {
            try JSONValue(parsing: "{\"a\": }")
        }
        #expect(error.code == .syntaxError)
        #expect(error.line == 1)
        #expect(error.column == 7)
    }

    @Test func parsingHonoursMaxDepth() throws {
        #expect(try JSONValue(parsing: "[[1]]", maxDepth: 2) == [[1]])
        let error = try #require(throws: JSONModelError.self) {
            try JSONValue(parsing: "[[[1]]]", maxDepth: 2)
        }
        #expect(error.code == .tooDeeplyNested)
    }
}
