import Foundation
import JSONModelKit
import Testing

/// Numbers, Booleans and strings: what converts, what is refused, and why.
@Suite("Numbers, Booleans and strings")
struct NumberAndBoolTests {
    // MARK: Integers

    @Test(arguments: [
        ("int", "0", "0"),
        ("int", "-0", "0"),
        ("int", "3.0", "3"),
        ("int", "1e2", "100"),
        ("int", "1E+2", "100"),
        ("int", "2500e-2", "25"),
        ("int", "-9223372036854775808", "-9223372036854775808"),
        ("int8", "-128", "-128"),
        ("int8", "127", "127"),
        ("int16", "-32768", "-32768"),
        ("int16", "32767", "32767"),
        ("int32", "-2147483648", "-2147483648"),
        ("int32", "2147483647", "2147483647"),
        ("int64", "-9223372036854775808", "-9223372036854775808"),
        ("int64", "9223372036854775807", "9223372036854775807"),
        ("uint", "18446744073709551615", "18446744073709551615"),
        ("uint8", "255", "255"),
        ("uint8", "255.0", "255"),
        ("uint16", "65535", "65535"),
        ("uint32", "4294967295", "4294967295"),
        ("uint64", "18446744073709551615", "18446744073709551615"),
        ("uint64", "0", "0"),
    ])
    func integerAccepted(key: String, literal: String, expected: String) throws {
        let model = try IntegerWidths.fromJSONString("{\"\(key)\": \(literal)}")
        #expect(model.text(for: key) == expected)
        let document = try parsed(try model.toJSONString())
        #expect(document[key]?.description == expected)
    }

    @Test(arguments: [
        ("int", "3.5", "not an integer"),
        ("int", "0.1", "not an integer"),
        ("int", "1e-2", "not an integer"),
        ("int8", "300", "out of range"),
        ("int8", "128", "out of range"),
        ("int8", "-129", "out of range"),
        ("int16", "32768", "out of range"),
        ("int32", "2147483648", "out of range"),
        ("int64", "9223372036854775808", "out of range"),
        ("int", "1e30", "out of range"),
        ("uint", "-1", "out of range"),
        ("uint8", "256", "out of range"),
        ("uint8", "-1", "out of range"),
        ("uint16", "65536", "out of range"),
        ("uint32", "4294967296", "out of range"),
        ("uint64", "18446744073709551616", "out of range"),
    ])
    func integerRefused(key: String, literal: String, reason: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try IntegerWidths.fromJSONString("{\"\(key)\": \(literal)}")
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == key)
        #expect(error.property == key)
        #expect(error.description.contains(reason), "\(error)")
        // The value starts after `{"key": `.
        #expect(error.description.hasPrefix("IntegerWidths.\(key) (line 1, column \(key.count + 6)): "), "\(error)")
    }

    @Test func int8ErrorMessageSaysWhy() throws {
        let error = try #require(throws: JSONModelError.self) {
            try IntegerWidths.fromJSONString(#"{"int8": 300}"#)
        }
        #expect(error.description.contains("300"))
        #expect(error.description.contains("Int8"))
    }

    @Test(arguments: [#""3""#, "true", "[3]", #"{"a":3}"#, "null"])
    func integerFromWrongKindIsATypeMismatch(literal: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromJSONString("{\"make\": \"VW\", \"year\": \(literal)}")
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "year")
    }

    // MARK: Floating point and Decimal

    @Test(arguments: [
        ("3", 3.0),
        ("-0.5", -0.5),
        ("1e2", 100.0),
        ("1.7976931348623157e308", 1.7976931348623157e308),
        ("5e-324", Double.leastNonzeroMagnitude),
        ("0.1", 0.1),
        ("12345678901234567890", 12345678901234567890.0),
    ])
    func doubleAcceptsAnyNumber(literal: String, expected: Double) throws {
        let model = try AllOptionals.fromJSONString("{\"double\": \(literal)}")
        #expect(model.double == expected)
        let copy = try AllOptionals.fromJSONString(try model.toJSONString())
        #expect(copy.double == expected)
    }

    @Test(arguments: [("3", Float(3)), ("1.5", Float(1.5)), ("-0.25", Float(-0.25)), ("0.1", Float(0.1))])
    func floatAcceptsAnyNumber(literal: String, expected: Float) throws {
        let model = try AllOptionals.fromJSONString("{\"float\": \(literal)}")
        #expect(model.float == expected)
        #expect(try AllOptionals.fromJSONString(try model.toJSONString()).float == expected)
    }

    @Test(arguments: ["12.34", "0", "-7", "1e3", "3.14159265358979323846"])
    func decimalAcceptsAnyNumber(literal: String) throws {
        let model = try AllOptionals.fromJSONString("{\"decimal\": \(literal)}")
        let expected = try #require(Decimal(string: literal))
        #expect(model.decimal == expected)
    }

    @Test func doubleWritesTheShortestRoundTripForm() throws {
        let model = AllOptionals()
        model.double = 0.1
        model.float = 0.1
        let text = try model.toJSONString(options: compact)
        #expect(text.contains(#""double":0.1"#), "\(text)")
        #expect(text.contains(#""float":0.1"#), "\(text)")
    }

    @Test(arguments: [#""1.5""#, "true", "null"])
    func doubleFromWrongKindIsATypeMismatch(literal: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try AllTypes.fromJSONString(AllTypesTests.json.replacingOccurrences(of: "3.141592653589793", with: literal))
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "double")
    }

    // MARK: Booleans

    @Test(arguments: [("true", true), ("false", false), ("1", true), ("0", false)])
    func boolAccepted(literal: String, expected: Bool) throws {
        let model = try AllOptionals.fromJSONString("{\"bool\": \(literal)}")
        #expect(model.bool == expected)
        #expect(try model.toJSONString(options: compact) == "{\"bool\":\(expected),\"items\":[]}")
    }

    @Test(arguments: ["2", "-1", "0.5"])
    func boolRefusesOtherNumbers(literal: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try AllOptionals.fromJSONString("{\"bool\": \(literal)}")
        }
        #expect(error.code == .invalidValue || error.code == .typeMismatch)
        #expect(error.path == "bool")
    }

    @Test(arguments: [#""true""#, #""yes""#, "[]"])
    func boolRefusesOtherKinds(literal: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try AllOptionals.fromJSONString("{\"bool\": \(literal)}")
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "bool")
    }

    // MARK: Strings

    @Test(arguments: ["42", "4.5", "true", "false", "[]", #"{"a":"b"}"#, "null"])
    func nothingConvertsSilentlyToString(literal: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromJSONString("{\"make\": \(literal), \"year\": 1}")
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "make")
        #expect(error.description.hasPrefix("Car.make (line 1, column 10): expected String"), "\(error)")
    }

    @Test(arguments: [
        (#""plain""#, "plain"),
        (#""\" \\ \/ \b \f \n \r \t""#, "\" \\ / \u{8} \u{C} \n \r \t"),
        (#""\u0041\u00e9\u4e2d\ud83d\ude00""#, "Aé中😀"),
        (#""""#, ""),
        ("\"é中😀\"", "é中😀"),
    ])
    func stringsUnescape(literal: String, expected: String) throws {
        let car = try Car.fromJSONString("{\"make\": \(literal), \"year\": 1}")
        #expect(car.make == expected)
        #expect(try Car.fromJSONString(try car.toJSONString()).make == expected)
    }

    @Test func writerEscapesWhatMustBeEscaped() throws {
        let car = Car()
        car.make = "quote\" backslash\\ newline\n tab\t bell\u{7}"
        let text = try car.toJSONString(options: compact)
        #expect(text.contains(#"quote\" backslash\\ newline\n tab\t bell\u0007"#), "\(text)")
        #expect(try Car.fromJSONString(text).make == car.make)
    }
}
