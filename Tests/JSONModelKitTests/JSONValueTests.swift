import Foundation
import Testing

@testable import JSONModelKit

/// Free-form JSON values: literals, parsing, text output, number equality and accessors.
@Suite struct JSONValueTests {
    static let sample: JSONValue = [
        "name": "Ann",
        "tags": ["a", "b"],
        "age": 41,
        "ratio": 0.5,
        "extra": nil,
        "ok": true,
        "nested": ["empty": [:], "list": []],
    ]

    // MARK: - Literals

    @Test func literalsBuildTheExpectedCases() {
        let expected = JSONValue.object([
            "name": .string("Ann"),
            "tags": .array([.string("a"), .string("b")]),
            "age": .number(JSONNumber(41)),
            "ratio": .number(JSONNumber(0.5)),
            "extra": .null,
            "ok": .bool(true),
            "nested": .object(["empty": .object([:]), "list": .array([])]),
        ])
        #expect(Self.sample == expected)
    }

    @Test func repeatedLiteralKeyKeepsTheLastValue() {
        let value: JSONValue = ["a": 1, "a": 2]
        #expect(value == ["a": 2])
    }

    // MARK: - Parsing

    @Test func parsesAFullDocument() throws {
        let text =
            #"{"name":"Ann","tags":["a","b"],"age":41,"ratio":0.5,"extra":null,"ok":true,"nested":{"empty":{},"list":[]}}"#
        #expect(try JSONValue(parsing: text) == Self.sample)
        #expect(try JSONValue(parsing: Data(text.utf8)) == Self.sample)
    }

    @Test(arguments: [
        ("null", JSONValue.null),
        ("true", JSONValue.bool(true)),
        ("false", JSONValue.bool(false)),
        ("12", JSONValue.number(12)),
        ("-1.5e2", JSONValue.number(-150)),
        (#""s""#, JSONValue.string("s")),
    ])
    func parsesTopLevelScalars(_ text: String, _ expected: JSONValue) throws {
        #expect(try JSONValue(parsing: text) == expected)
    }

    @Test func duplicateKeysInTextKeepTheLastValue() throws {
        #expect(try JSONValue(parsing: #"{"a":1,"b":0,"a":2}"#) == ["a": 2, "b": 0])
    }

    @Test func parseErrorsAreJSONModelErrors() throws {
        let error = try #require(throws: JSONModelError.self) {
            try JSONValue(parsing: Data("[1 2]".utf8))
        }
        #expect(error.code == .syntaxError)
        #expect(error.byteOffset == 3)
    }

    @Test func emptyDataIsASyntaxError() throws {
        let error = try #require(throws: JSONModelError.self) {
            try JSONValue(parsing: Data())
        }
        #expect(error.code == .syntaxError)
        #expect(error.line == 1)
        #expect(error.column == 1)
    }

    // MARK: - Text output

    @Test func compactSortedText() {
        #expect(
            Self.sample.jsonString()
                == #"{"age":41,"extra":null,"name":"Ann","nested":{"empty":{},"list":[]},"ok":true,"ratio":0.5,"tags":["a","b"]}"#
        )
        #expect(Self.sample.description == Self.sample.jsonString())
    }

    @Test func prettySortedText() {
        let value: JSONValue = ["b": [1, 2], "a": [:], "c": ["d": nil]]
        let expected = """
            {
              "a": {},
              "b": [
                1,
                2
              ],
              "c": {
                "d": null
              }
            }
            """
        #expect(value.jsonString(prettyPrinted: true) == expected)
    }

    @Test func sortedKeysUseStringOrder() {
        let value: JSONValue = ["b": 1, "B": 2, "a": 3, "é": 4, "aa": 5, "": 6]
        #expect(value.jsonString() == #"{"":6,"B":2,"a":3,"aa":5,"b":1,"é":4}"#)
    }

    @Test func unsortedTextReadsBackToTheSameValue() throws {
        let text = Self.sample.jsonString(prettyPrinted: false, sortedKeys: false)
        #expect(try JSONValue(parsing: text) == Self.sample)
        let pretty = Self.sample.jsonString(prettyPrinted: true, sortedKeys: false)
        #expect(try JSONValue(parsing: pretty) == Self.sample)
    }

    @Test func stringsAreEscaped() {
        let value: JSONValue = ["k\"ey": "a\"\\\n\u{1}é/"]
        #expect(value.jsonString() == #"{"k\"ey":"a\"\\\n\u0001é/"}"#)
    }

    @Test func infinitiesAreWrittenAsOverflowingLiteralsAndNaNAsNull() throws {
        let value: JSONValue = [.number(JSONNumber(Double.nan)), .number(JSONNumber(Double.infinity)), 1]
        #expect(value.jsonString() == "[null,1e999999,1]")
        #expect(JSONNumber(-Double.infinity).description == "-1e999999")
        // The overflowing literal reads back as the same infinity.
        let infinite: JSONValue = [.number(JSONNumber(Double.infinity)), .number(JSONNumber(-Double.infinity))]
        #expect(try JSONValue(parsing: infinite.jsonString()) == infinite)
    }

    @Test func numbersAreWrittenExactly() {
        let value: JSONValue = [
            .number(JSONNumber(Int64.min)), .number(JSONNumber(UInt64.max)), 0.1, -0.0, 3.0, 1e300,
        ]
        // Negative zero keeps its fraction so it reads back as a Double, not as the integer 0.
        #expect(value.jsonString() == "[-9223372036854775808,18446744073709551615,0.1,-0.0,3,1e+300]")
    }

    @Test func deeplyNestedValuesRoundTrip() throws {
        let text = String(repeating: "[", count: 512) + "1" + String(repeating: "]", count: 512)
        let value = try JSONValue(parsing: text)
        #expect(value.jsonString() == text)
        #expect(try JSONValue(parsing: value.jsonString()) == value)
    }

    // MARK: - Number equality

    @Test func integerAndDoubleWithTheSameValueAreEqual() throws {
        #expect(JSONNumber(1) == JSONNumber(1.0))
        #expect(JSONValue.number(1) == JSONValue.number(1.0))
        #expect(try JSONValue(parsing: "1") == JSONValue(parsing: "1.0"))
        #expect(try JSONValue(parsing: "100") == JSONValue(parsing: "1e2"))
        #expect(try JSONValue(parsing: "-0") == JSONValue(parsing: "0"))
        #expect(try JSONValue(parsing: "-0.0") == JSONValue(parsing: "0"))
        #expect(JSONNumber(1) != JSONNumber(1.5))
    }

    @Test func largeIntegersStayExact() throws {
        let value = try JSONValue(parsing: "505874924095815681")
        let number = try #require(value.numberValue)
        #expect(number.int64Value == 505_874_924_095_815_681)
        #expect(value.intValue == 505_874_924_095_815_681)
        #expect(value.jsonString() == "505874924095815681")
        // Neighbours that share the same nearest Double are still different numbers.
        #expect(try value != JSONValue(parsing: "505874924095815680"))
        #expect(try value != JSONValue(parsing: "505874924095815682"))
        // A literal with a fraction or an exponent whose exact value is an integer is that
        // integer, not the nearest Double (issue 29).
        let withFraction = try JSONValue(parsing: "505874924095815681.0")
        #expect(withFraction == value)
        #expect(withFraction.intValue == 505_874_924_095_815_681)
        #expect(try JSONValue(parsing: "5.05874924095815681e17") == value)
        #expect(try JSONValue(parsing: "505874924095815680.0") == JSONValue(parsing: "505874924095815680"))
        // One with a fraction left is no integer, though its nearest Double is one.
        let withHalf = try JSONValue(parsing: "505874924095815681.5")
        #expect(withHalf.intValue == nil)
        #expect(withHalf.numberValue?.isInteger == false)
    }

    @Test func unsignedRangeStaysExact() throws {
        let value = try JSONValue(parsing: "18446744073709551615")
        #expect(value == .number(JSONNumber(UInt64.max)))
        #expect(value.numberValue?.uint64Value == UInt64.max)
        #expect(value.numberValue?.int64Value == nil)
        #expect(value.intValue == nil)
        #expect(try value != JSONValue(parsing: "18446744073709551614"))
        // Beyond UInt64 the number is a Double.
        let huge = try JSONValue(parsing: "18446744073709551616")
        #expect(huge.doubleValue == 18_446_744_073_709_551_616.0)
        #expect(huge.numberValue?.uint64Value == nil)
    }

    @Test func equalNumbersHashAlike() throws {
        let values: [JSONValue] = [
            1, 1.0, try JSONValue(parsing: "1e0"), try JSONValue(parsing: "10e-1"),
        ]
        #expect(Set(values).count == 1)
        let big: [JSONValue] = [
            .number(JSONNumber(UInt64(1) << 63)), .number(JSONNumber(9_223_372_036_854_775_808.0)),
        ]
        #expect(big[0] == big[1])
        #expect(Set(big).count == 1)
        let objects: [JSONValue] = [["a": 1], ["a": 1.0]]
        #expect(Set(objects).count == 1)
    }

    @Test func numberConversions() throws {
        #expect(JSONNumber(2.5).intValue == nil)
        #expect(JSONNumber(3.0).intValue == 3)
        #expect(JSONNumber(-1).uint64Value == nil)
        #expect(JSONNumber(1e300).int64Value == nil)
        #expect(JSONNumber(2.5).isInteger == false)
        #expect(JSONNumber(3.0).isInteger)
        #expect(JSONNumber(Double.infinity).isInteger == false)
        #expect(JSONNumber(Int8(-5)).int64Value == -5)
        #expect(JSONNumber(UInt64.max).doubleValue == 18_446_744_073_709_551_615.0)
        #expect(JSONNumber(integerLiteral: 7).description == "7")
        #expect(JSONNumber(floatLiteral: 0.25).description == "0.25")
    }

    // MARK: - Accessors

    @Test func objectSubscriptAndAccessors() throws {
        let value = Self.sample
        #expect(value["name"] == "Ann")
        #expect(value["name"]?.stringValue == "Ann")
        #expect(value["age"]?.intValue == 41)
        #expect(value["age"]?.doubleValue == 41)
        #expect(value["ratio"]?.doubleValue == 0.5)
        #expect(value["ratio"]?.intValue == nil)
        #expect(value["ok"]?.boolValue == true)
        #expect(value["extra"]?.isNull == true)
        #expect(value["missing"] == nil)
        #expect(value["tags"]?.arrayValue?.count == 2)
        #expect(value["nested"]?.objectValue?.keys.sorted() == ["empty", "list"])
        #expect(value[0] == nil, "an object has no elements")
        #expect(value.objectValue?.count == 7)
    }

    @Test func arraySubscript() throws {
        let tags = try #require(Self.sample["tags"])
        #expect(tags[0] == "a")
        #expect(tags[1] == "b")
        #expect(tags[2] == nil)
        #expect(tags[-1] == nil)
        #expect(tags["a"] == nil, "an array has no members")
        #expect(tags.arrayValue == ["a", "b"])
    }

    @Test func accessorsReturnNilForOtherKinds() {
        let values: [JSONValue] = [nil, true, 1, "s", [], [:]]
        #expect(values.compactMap(\.stringValue) == ["s"])
        #expect(values.compactMap(\.boolValue) == [true])
        #expect(values.compactMap(\.numberValue) == [1])
        #expect(values.compactMap(\.doubleValue) == [1])
        #expect(values.compactMap(\.intValue) == [1])
        #expect(values.compactMap(\.arrayValue) == [[]])
        #expect(values.compactMap(\.objectValue) == [[:]])
        #expect(values.filter(\.isNull).count == 1)
        #expect(JSONValue.string("x")[0] == nil)
        #expect(JSONValue.null["x"] == nil)
    }
}
