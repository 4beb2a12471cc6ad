import Foundation
import JSONModelKit
import Testing

/// A number decodes into an integer type only when its exact decimal value is an integer in
/// range, whatever fraction or exponent its literal has and wherever it comes from (JSON text,
/// `JSONValue`, `fromDictionary`, the `Codable` bridge, `@Lossy` strings); it never goes
/// through `Double` on the way.
@Suite("Exact integers")
struct ExactIntegerTests {
    /// What one literal gives an integer type: its exact value, or an error saying why.
    enum Outcome: Sendable, Equatable, CustomTestStringConvertible {
        case value(String)
        case notInteger
        case outOfRange

        var reason: String? {
            switch self {
            case .value: nil
            case .notInteger: "not an integer"
            case .outOfRange: "out of range"
            }
        }

        var testDescription: String {
            switch self {
            case .value(let text): text
            case .notInteger, .outOfRange: reason ?? ""
            }
        }
    }

    static let zeros = String(repeating: "0", count: 1000)

    /// Literal × type (an `IntegerWidths` key) → value or error.
    static let table: [(key: String, literal: String, outcome: Outcome)] = [
        // The examples.
        ("int64", "9007199254740993.0", .value("9007199254740993")),
        ("uint64", "9.223372036854775807e18", .value("9223372036854775807")),
        ("int", "0.99999999999999999999", .notInteger),
        ("int", "1e-400", .notInteger),
        ("int", "1e-7", .notInteger),
        // Fractions and exponents whose value is an integer.
        ("int", "1.0", .value("1")),
        ("int", "1e2", .value("100")),
        ("int", "1E2", .value("100")),
        ("int", "1e+2", .value("100")),
        ("int", "1.0e0", .value("1")),
        ("int", "100e-2", .value("1")),
        ("int", "123.456e3", .value("123456")),
        ("int", "12345678900000000000e-10", .value("1234567890")),
        ("int", "12345678901234567890e-10", .notInteger),
        ("int", "0.00000000000000000000000000001e29", .value("1")),
        ("int", "-0.0", .value("0")),
        ("int", "-0e5", .value("0")),
        ("int", "0e-400", .value("0")),
        ("int", "0.0e400", .value("0")),
        ("uint8", "-0.0", .value("0")),
        ("uint64", "-0.0e-7", .value("0")),
        // Very long literals: a thousand zeros.
        ("int", "1." + zeros, .value("1")),
        ("int", "0." + zeros, .value("0")),
        ("int", "1" + zeros + "e-1000", .value("1")),
        ("int", "0." + zeros + "1e1001", .value("1")),
        ("int", "1" + zeros + ".0", .outOfRange),
        ("int", "1" + zeros + ".5", .notInteger),
        ("int", "1." + zeros + "1", .notInteger),
        // Not integers.
        ("int", "1.5", .notInteger),
        ("int", "123.456e2", .notInteger),
        ("int", "9007199254740993.5", .notInteger),
        ("int64", "9223372036854775807.5", .notInteger),
        ("int", "1e-1000000000000000000000", .notInteger),
        // Huge exponents, without work proportional to them.
        ("int", "1e400", .outOfRange),
        ("int", "1e1000000000000000000000", .outOfRange),
        ("int", "-1e400", .outOfRange),
        // Every width, at its boundaries.
        ("int8", "-128.0", .value("-128")),
        ("int8", "1.27e2", .value("127")),
        ("int8", "-1.29e2", .outOfRange),
        ("int8", "128.0", .outOfRange),
        ("int16", "-3.2768e4", .value("-32768")),
        ("int16", "32767.0", .value("32767")),
        ("int16", "3.2768e4", .outOfRange),
        ("int32", "-2.147483648e9", .value("-2147483648")),
        ("int32", "2147483647.0", .value("2147483647")),
        ("int32", "2.147483648e9", .outOfRange),
        ("int64", "9.223372036854775807e18", .value("9223372036854775807")),
        ("int64", "-9.223372036854775808e18", .value("-9223372036854775808")),
        ("int64", "9223372036854775808.0", .outOfRange),
        ("int64", "-9223372036854775809.0", .outOfRange),
        ("int", "9.223372036854775807e18", .value("9223372036854775807")),
        ("int", "9.223372036854775808e18", .outOfRange),
        ("uint", "1.8446744073709551615e19", .value("18446744073709551615")),
        ("uint", "-1.0", .outOfRange),
        ("uint8", "2.55e2", .value("255")),
        ("uint8", "256.0", .outOfRange),
        ("uint8", "-1e0", .outOfRange),
        ("uint16", "6.5535e4", .value("65535")),
        ("uint16", "65536.0", .outOfRange),
        ("uint32", "4.294967295e9", .value("4294967295")),
        ("uint32", "4294967296.0", .outOfRange),
        ("uint64", "18446744073709551615.0", .value("18446744073709551615")),
        ("uint64", "1.8446744073709551616e19", .outOfRange),
        ("uint64", "1e20", .outOfRange),
    ]

    private static func typeName(_ key: String) -> String {
        key.replacingOccurrences(of: "uint", with: "UInt").replacingOccurrences(of: "int", with: "Int")
    }

    @Test(arguments: table)
    func jsonText(key: String, literal: String, outcome: Outcome) throws {
        let json = "{\"\(key)\": \(literal)}"
        switch outcome {
        case .value(let expected):
            let model = try IntegerWidths.fromJSONString(json)
            #expect(model.text(for: key) == expected)
        case .notInteger, .outOfRange:
            let error = try #require(throws: JSONModelError.self) { try IntegerWidths.fromJSONString(json) }
            #expect(error.code == .invalidValue)
            #expect(error.path == key)
            #expect(error.line == 1)
            #expect(error.column == key.count + 6)
            // The message names the type, the literal (clipped when long) and why.
            let message = error.message
            #expect(message.hasPrefix("expected \(Self.typeName(key)), found number \(literal.prefix(40))"), "\(error)")
            #expect(message.contains(outcome.reason ?? "?"), "\(error)")
        }
    }

    /// `JSONValue`'s integer accessors read the same exact value.
    @Test(arguments: table)
    func jsonValueAccessors(key: String, literal: String, outcome: Outcome) throws {
        let value = try JSONValue(parsing: literal)
        let number = try #require(value.numberValue)
        switch outcome {
        case .value(let expected):
            if let signed = Int64(expected) {
                #expect(number.int64Value == signed)
                #expect(value.intValue == Int(signed))
            } else {
                #expect(number.uint64Value == UInt64(expected))
            }
            #expect(number.isInteger)
        case .notInteger:
            #expect(number.int64Value == nil)
            #expect(number.uint64Value == nil)
            #expect(value.intValue == nil)
            #expect(!number.isInteger)
        case .outOfRange:
            #expect(number.isInteger)
        }
    }

    /// The `Codable` bridge (`Int64` and the others read by a `Decodable` type) gives the
    /// same values and refuses the same literals.
    @Test(arguments: table)
    func codableBridge(key: String, literal: String, outcome: Outcome) throws {
        let json = "{\"value\": \(literal)}"
        switch outcome {
        case .value(let expected):
            #expect(try Self.decodeBox(key, json) == expected)
        case .notInteger, .outOfRange:
            let error = try #require(throws: JSONModelError.self) { try Self.decodeBox(key, json) }
            // The bridge's errors name the coding path in their message.
            let problem = outcome == .notInteger ? "is not an integer" : "does not fit in"
            #expect(error.message.contains("value: Number \(literal) \(problem)"), "\(error)")
        }
    }

    /// A `Decodable` type the engine reads through its `Codable` bridge.
    struct Box<Integer: Codable & Sendable>: Codable {
        var value: Integer
    }

    private static func decodeBox(_ key: String, _ json: String) throws(JSONModelError) -> String {
        let coder = JSONModelCoder()
        return switch key {
        case "int": String(try coder.decodeValue(Box<Int>.self, fromJSONString: json).value)
        case "int8": String(try coder.decodeValue(Box<Int8>.self, fromJSONString: json).value)
        case "int16": String(try coder.decodeValue(Box<Int16>.self, fromJSONString: json).value)
        case "int32": String(try coder.decodeValue(Box<Int32>.self, fromJSONString: json).value)
        case "int64": String(try coder.decodeValue(Box<Int64>.self, fromJSONString: json).value)
        case "uint": String(try coder.decodeValue(Box<UInt>.self, fromJSONString: json).value)
        case "uint8": String(try coder.decodeValue(Box<UInt8>.self, fromJSONString: json).value)
        case "uint16": String(try coder.decodeValue(Box<UInt16>.self, fromJSONString: json).value)
        case "uint32": String(try coder.decodeValue(Box<UInt32>.self, fromJSONString: json).value)
        default: String(try coder.decodeValue(Box<UInt64>.self, fromJSONString: json).value)
        }
    }

    // MARK: Other routes to an integer

    /// A number given in a string to `@Lossy` is read exactly too.
    @Test(arguments: [
        ("1.0", 1 as Int?),
        ("1e2", 100),
        ("9007199254740993.0", 9_007_199_254_740_993),
        ("0.99999999999999999999", nil),
        ("1e-400", nil),
        ("1e400", nil),
    ])
    func lossyStringsAreReadExactly(text: String, expected: Int?) throws {
        var report = JSONModel.DecodingReport()
        let model = try LossyInteger.fromJSONString("{\"count\": \"\(text)\"}", report: &report)
        #expect(model.count == expected ?? -1)
        #expect(report.entries.count == 1)
        #expect(report.entries.first?.kind == (expected == nil ? .defaulted : .coerced))
    }

    /// An enum with integer raw values reads its raw value exactly.
    @Test(arguments: [("2.0", true), ("2e0", true), ("2.0000000000000000001", false), ("1.9999999999999999999", false)])
    func integerRawValues(literal: String, accepted: Bool) throws {
        let json = "{\"level\": \(literal)}"
        if accepted {
            #expect(try Leveled.fromJSONString(json).level == .two)
        } else {
            let error = try #require(throws: JSONModelError.self) { try Leveled.fromJSONString(json) }
            #expect(error.path == "level")
        }
    }

    // MARK: fromDictionary

    /// A Foundation number in a dictionary, as `JSONSerialization` or Swift code puts it there.
    enum FoundationNumber: Sendable, CustomTestStringConvertible {
        case double(Double)
        case int(Int)
        case bool(Bool)
        case decimal(String)

        var value: Any {
            switch self {
            case .double(let value): NSNumber(value: value)
            case .int(let value): NSNumber(value: value)
            case .bool(let value): NSNumber(value: value)
            case .decimal(let text): NSDecimalNumber(string: text, locale: nil)
            }
        }

        var testDescription: String {
            switch self {
            case .double(let value): "NSNumber(\(value) as Double)"
            case .int(let value): "NSNumber(\(value) as Int)"
            case .bool(let value): "NSNumber(\(value) as Bool)"
            case .decimal(let text): "NSDecimalNumber(\(text))"
            }
        }
    }

    static let dictionaryTable: [(key: String, number: FoundationNumber, outcome: Outcome)] = [
        ("int", .double(1.0), .value("1")),
        ("int", .double(-0.0), .value("0")),
        ("int", .double(1e20), .outOfRange),
        ("int", .double(1.5), .notInteger),
        ("int", .double(1e-300), .notInteger),
        ("int64", .double(9_007_199_254_740_992.0), .value("9007199254740992")),
        ("int64", .double(9_223_372_036_854_775_808.0), .outOfRange),
        ("uint64", .double(9_223_372_036_854_775_808.0), .value("9223372036854775808")),
        ("int8", .double(-128.0), .value("-128")),
        ("int8", .double(128.0), .outOfRange),
        ("int", .int(42), .value("42")),
        ("int8", .int(300), .outOfRange),
        ("uint", .int(-1), .outOfRange),
        ("int64", .decimal("9007199254740993.0"), .value("9007199254740993")),
        ("int64", .decimal("9223372036854775807"), .value("9223372036854775807")),
        ("int64", .decimal("9223372036854775808"), .outOfRange),
        ("uint64", .decimal("18446744073709551615"), .value("18446744073709551615")),
        ("int", .decimal("1e20"), .outOfRange),
        ("int", .decimal("1.5"), .notInteger),
        ("int", .decimal("0.99999999999999999999"), .notInteger),
        ("int", .decimal("100e-2"), .value("1")),
        ("int", .decimal("12345678901234567890123456789.0"), .outOfRange),
    ]

    @Test(arguments: dictionaryTable)
    func fromDictionary(key: String, number: FoundationNumber, outcome: Outcome) throws {
        let dictionary: [String: Any] = [key: number.value]
        switch outcome {
        case .value(let expected):
            #expect(try IntegerWidths.fromDictionary(dictionary).text(for: key) == expected)
        case .notInteger, .outOfRange:
            let error = try #require(throws: JSONModelError.self) { try IntegerWidths.fromDictionary(dictionary) }
            #expect(error.code == .invalidValue)
            #expect(error.path == key)
            #expect(error.message.hasPrefix("expected \(Self.typeName(key)), found number"), "\(error)")
            #expect(error.message.contains(outcome.reason ?? "?"), "\(error)")
        }
    }

    /// A Boolean is not a number, in a dictionary as in JSON text (as before).
    @Test func booleanNumbersStayBooleans() throws {
        let error = try #require(throws: JSONModelError.self) {
            try IntegerWidths.fromDictionary(["int": NSNumber(value: true)])
        }
        #expect(error.code == .typeMismatch)
        #expect(error.message == "expected Int, found true")
    }

    // MARK: Decimal

    static let decimalTable: [(literal: String, expected: String?)] = [
        ("1.5", "1.5"),
        ("9007199254740993.0", "9007199254740993"),
        ("0.99999999999999999999", "0.99999999999999999999"),
        ("1." + zeros, "1"),
        ("1" + zeros + "e-1000", "1"),
        ("0e-400", "0"),
        ("-0.0", "0"),
        ("1e127", "1e127"),
        ("1e-128", "1e-128"),
        ("12345678901234567890123456789012345678", "12345678901234567890123456789012345678"),
        ("340282366920938463463374607431768211455", "340282366920938463463374607431768211455"),
        ("3.40282366920938463463374607431768211455e-90", "3.40282366920938463463374607431768211455e-90"),
        // Not held exactly: refused, never rounded.
        ("340282366920938463463374607431768211456", nil),
        ("1234567890123456789012345678901234567891", nil),
        ("1.00000000000000000000000000000000000000000000001", nil),
        ("1e128", nil),
        ("1e-129", nil),
        ("1.5e-128", nil),
        ("1e400", nil),
        ("1e-400", nil),
    ]

    @Test(arguments: decimalTable)
    func decimalIsExactOrAnError(literal: String, expected: String?) throws {
        let json = "{\"decimal\": \(literal)}"
        if let expected {
            let value = try #require(Decimal(string: expected, locale: nil))
            #expect(try AllOptionals.fromJSONString(json).decimal == value)
        } else {
            let error = try #require(throws: JSONModelError.self) { try AllOptionals.fromJSONString(json) }
            #expect(error.code == .invalidValue)
            #expect(error.path == "decimal")
            #expect(error.message.hasPrefix("expected Decimal, found number \(literal.prefix(40))"), "\(error)")
        }
    }

    /// `NSDecimalNumber` and `Decimal` values in a dictionary keep every digit.
    @Test func decimalsFromDictionariesAreExact() throws {
        let text = "3.40282366920938463463374607431768211455e-90"
        let decimal = try #require(Decimal(string: text, locale: nil))
        #expect(try AllOptionals.fromDictionary(["decimal": decimal]).decimal == decimal)
        let number = NSDecimalNumber(string: text, locale: nil)
        #expect(try AllOptionals.fromDictionary(["decimal": number]).decimal == decimal)
    }
}

/// An `Int` that `@Lossy` reads from strings too.
final class LossyInteger: JSONModel {
    @Lossy var count = -1
}

/// A model with an integer raw-value enum.
final class Leveled: JSONModel {
    enum Level: Int, Codable, CaseIterable {
        case one = 1
        case two = 2
    }

    var level: Level = .one
}
