import Foundation
import Testing

@testable import JSONModelKit

/// The places where RFC 8259 leaves a choice to the parser (duplicate keys, Unicode
/// normalization of keys, numbers beyond a type's range, `-0`), each pinned down by a test so
/// the documented behaviour cannot drift.
@Suite struct ConformanceChoiceTests {
    // MARK: - Duplicate keys

    @Test func duplicateKeyInAModelIsRejectedByDefaultWithItsPath() throws {
        let error = try #require(throws: JSONModelError.self) {
            try ChoiceCounter.fromJSONString(#"{"count":1,"count":2}"#)
        }
        #expect(error.code == .duplicateKey)
        #expect(error.pathComponents == [.key("count")])
        #expect(error.property == "count")
    }

    @Test func duplicateKeyInANestedModelHasTheFullPath() throws {
        let error = try #require(throws: JSONModelError.self) {
            try ChoiceCounterList.fromJSONString(#"{"counters":[{"count":1},{"count":1,"count":2}]}"#)
        }
        #expect(error.code == .duplicateKey)
        #expect(error.path == "counters[1].count")
    }

    @Test func duplicateKeyWithUseLastTakesTheLastValue() throws {
        let options = JSONModel.DecodingOptions(duplicateKeys: .useLast)
        let counter = try ChoiceCounter.fromJSONString(#"{"count":1,"count":2,"count":3}"#, options: options)
        #expect(counter.count == 3)
    }

    @Test func duplicateKeyInADictionaryPropertyFollowsTheSamePolicy() throws {
        let json = #"{"table":{"a":1,"a":2}}"#
        let error = try #require(throws: JSONModelError.self) {
            try ChoiceTable.fromJSONString(json)
        }
        #expect(error.code == .duplicateKey)
        #expect(error.path == "table.a")
        let table = try ChoiceTable.fromJSONString(json, options: JSONModel.DecodingOptions(duplicateKeys: .useLast))
        #expect(table.table == ["a": 2])
    }

    @Test func jsonValueKeepsTheLastOfDuplicateKeys() throws {
        // `JSONValue` is a plain tree with no options: the reader accepts the document (RFC 8259
        // only says names SHOULD be unique) and the last member wins, as in most parsers.
        let value = try JSONValue(parsing: #"{"a":1,"b":true,"a":2}"#)
        #expect(value == ["a": 2, "b": true])
        try JSONValue.validate(#"{"a":1,"a":2}"#)
    }

    // MARK: - Unicode normalization of keys

    static let composed = "\u{E9}"  // é as one scalar (NFC)
    static let decomposed = "e\u{301}"  // e + combining acute accent (NFD)

    @Test func keysDifferingOnlyInNormalizationAreDistinctModelKeys() throws {
        // Keys are matched by their UTF-8 bytes, never normalized: an NFD key does not match a
        // property whose key is NFC, whether the key is written raw or with escapes.
        let accent = try ChoiceAccent.fromJSONString(#"{"\#(Self.composed)":1}"#)
        #expect(accent.value == 1)
        let escaped = try ChoiceAccent.fromJSONString(#"{"\u00e9":2}"#)
        #expect(escaped.value == 2)
        for json in [#"{"\#(Self.decomposed)":1}"#, #"{"e\u0301":1}"#] {
            let error = try #require(throws: JSONModelError.self) {
                try ChoiceAccent.fromJSONString(json, options: JSONModel.DecodingOptions(unknownKeys: .reject))
            }
            #expect(error.code == .unknownKey, "\(json)")
        }
    }

    @Test func keysDifferingOnlyInNormalizationAreTwoModelProperties() throws {
        let json = #"{"\#(Self.composed)":1,"\#(Self.decomposed)":2}"#
        let accents = try ChoiceTwoAccents.fromJSONString(json)
        #expect(accents.composed == 1)
        #expect(accents.decomposed == 2)
        let swapped = try ChoiceTwoAccents.fromJSONString(#"{"e\u0301":3,"\u00e9":4}"#)
        #expect(swapped.composed == 4)
        #expect(swapped.decomposed == 3)
    }

    @Test func keysDifferingOnlyInNormalizationAreOneSwiftDictionaryKey() throws {
        // Swift's `String` compares by canonical equivalence, so a `[String: Int]` cannot hold
        // both keys: the reader sees two distinct keys, and the dictionary property treats the
        // second as a duplicate of the first (rejected by default, the last one with `.useLast`).
        #expect(Self.composed == Self.decomposed)
        let json = #"{"table":{"\#(Self.composed)":1,"\#(Self.decomposed)":2}}"#
        let error = try #require(throws: JSONModelError.self) {
            try ChoiceTable.fromJSONString(json)
        }
        #expect(error.code == .duplicateKey)
        let table = try ChoiceTable.fromJSONString(json, options: JSONModel.DecodingOptions(duplicateKeys: .useLast))
        #expect(table.table.count == 1)
        #expect(table.table[Self.composed] == 2)
        // The document itself is valid, with two members; `JSONValue` keeps the last.
        let value = try JSONValue(parsing: #"{"\#(Self.composed)":1,"\#(Self.decomposed)":2}"#)
        #expect(value.objectValue?.count == 1)
        #expect(value[Self.composed] == 2)
    }

    // MARK: - Numbers beyond a type's range

    @Test(arguments: [
        (#"{"int":9223372036854775808}"#, "int"),
        (#"{"int":-9223372036854775809}"#, "int"),
        (#"{"int":123456789012345678901234567890}"#, "int"),
        (#"{"int":1e19}"#, "int"),
        (#"{"int8":128}"#, "int8"),
        (#"{"int8":-129}"#, "int8"),
        (#"{"uint":-1}"#, "uint"),
        (#"{"uint":18446744073709551616}"#, "uint"),
        (#"{"double":1e309}"#, "double"),
        (#"{"double":-1e999999}"#, "double"),
        (#"{"float":1e39}"#, "float"),
        (#"{"float":-3.5e38}"#, "float"),
    ])
    func numberBeyondThePropertyTypeIsAnInvalidValue(json: String, key: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try ChoiceNumbers.fromJSONString(json)
        }
        #expect(error.code == .invalidValue, "\(error)")
        #expect(error.pathComponents == [.key(key)])
    }

    @Test func numbersAtTheEdgesOfTheirTypesDecode() throws {
        let numbers = try ChoiceNumbers.fromJSONString(
            #"{"int":-9223372036854775808,"int8":-128,"uint":18446744073709551615,"double":1.7976931348623157e308,"float":3.4028235e38}"#
        )
        #expect(numbers.int == .min)
        #expect(numbers.int8 == -128)
        #expect(numbers.uint == .max)
        #expect(numbers.double == .greatestFiniteMagnitude)
        #expect(numbers.float == .greatestFiniteMagnitude)
    }

    @Test func numberBelowTheSmallestDoubleRoundsToZero() throws {
        // Underflow is rounding, not overflow: the correctly rounded value is zero.
        let numbers = try ChoiceNumbers.fromJSONString(#"{"double":1e-400,"float":-1e-50}"#)
        #expect(numbers.double == 0)
        #expect(numbers.float == 0)
        #expect(numbers.float.sign == .minus)
    }

    @Test func hugeExponentIsValidSyntaxButNotADouble() throws {
        try JSONValue.validate("1e999999")
        #expect(try JSONValue(parsing: "1e999999").doubleValue == .infinity)
        let error = try #require(throws: JSONModelError.self) {
            try ChoiceNumbers.fromJSONString(#"{"double":1e999999}"#)
        }
        #expect(error.code == .invalidValue)
    }

    // MARK: - Negative zero

    @Test(arguments: ["-0", "-0.0", "-0e0", "-0E+5"])
    func negativeZeroKeepsItsSignInADoubleAndIsZeroInAnInt(literal: String) throws {
        let numbers = try ChoiceNumbers.fromJSONString(#"{"double":\#(literal),"float":\#(literal)}"#)
        #expect(numbers.double == 0)
        #expect(numbers.double.sign == .minus)
        #expect(numbers.float.sign == .minus)
        let integers = try ChoiceNumbers.fromJSONString(#"{"int":\#(literal),"uint":\#(literal),"int8":\#(literal)}"#)
        #expect(integers.int == 0)
        #expect(integers.uint == 0)
        #expect(integers.int8 == 0)
    }
}

// MARK: - Models

final class ChoiceCounter: JSONModel {
    var count = 0
}

final class ChoiceCounterList: JSONModel {
    var counters: [ChoiceCounter] = []
}

final class ChoiceTable: JSONModel {
    var table: [String: Int] = [:]
}

final class ChoiceNumbers: JSONModel {
    @Optional var int = 0
    @Optional var int8: Int8 = 0
    @Optional var uint: UInt = 0
    @Optional var double = 0.0
    @Optional var float: Float = 0
}

/// One property whose key is "é" in NFC.
final class ChoiceAccent: JSONModel {
    var value = 0
    override class var keyStyle: KeyStyle { .custom { _ in ConformanceChoiceTests.composed } }
}

/// Two properties whose keys differ only in normalization: "é" (NFC) and "é" (NFD).
final class ChoiceTwoAccents: JSONModel {
    var composed = 0
    var decomposed = 0
    override class var keyStyle: KeyStyle {
        .custom { name in name == "composed" ? ConformanceChoiceTests.composed : ConformanceChoiceTests.decomposed }
    }
}
