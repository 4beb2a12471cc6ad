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
    enum Outcome: Sendable, CustomTestStringConvertible {
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
}
