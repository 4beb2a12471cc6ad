import Foundation
import Testing

@testable import JSONModelKit

/// `ExactDecimalLiteral`: a literal's significant digits and powers of ten, read without
/// `Double`, and what they make of integers and `Decimal`s.
@Suite struct ExactDecimalLiteralTests {
    static let zeros = String(repeating: "0", count: 1000)

    /// Literal → whether its value is an integer, its significant digits, the power of ten of
    /// the last, and its magnitude when that fits `UInt64`.
    static let cases: [(literal: String, isInteger: Bool, text: String, magnitude: UInt64?)] = [
        ("0", true, "0", 0),
        ("-0.0", true, "0", 0),
        ("0e-400", true, "0", 0),
        ("0." + zeros, true, "0", 0),
        ("1.0", true, "1e0", 1),
        ("1.0e0", true, "1e0", 1),
        ("100e-2", true, "1e0", 1),
        ("1E2", true, "1e2", 100),
        ("-1.5", false, "-15e-1", nil),
        ("0.99999999999999999999", false, "99999999999999999999e-20", nil),
        ("1e-400", false, "1e-400", nil),
        ("1e400", true, "1e400", nil),
        ("9007199254740993.0", true, "9007199254740993e0", 9_007_199_254_740_993),
        ("1.8446744073709551615e19", true, "18446744073709551615e0", UInt64.max),
        ("18446744073709551616.0", true, "18446744073709551616e0", nil),
        ("99999999999999999999", true, "99999999999999999999e0", nil),
        ("1" + zeros + "e-1000", true, "1e0", 1),
        ("1" + zeros + ".0", true, "1e1000", nil),
        ("0." + zeros + "1", false, "1e-1001", nil),
        ("1e99999999999999999999999999", true, "1e1099511627776", nil),
        ("12300e-99999999999999999999999999", false, "123e-1099511627774", nil),
    ]

    @Test(arguments: cases)
    func readsTheExactValue(literal: String, isInteger: Bool, text: String, magnitude: UInt64?) {
        Array(literal.utf8).withUnsafeBufferPointer { bytes in
            let exact = ExactDecimalLiteral(bytes)
            #expect(exact.isInteger == isInteger)
            #expect(exact.significantText == text)
            #expect(exact.integerMagnitude == magnitude)
        }
    }

    @Test(arguments: [
        ("-9223372036854775808.0", Int64.min as Int64?),
        ("-9.223372036854775809e18", nil),
        ("-0.0", 0),
        ("9.223372036854775807e18", Int64.max),
        ("9.223372036854775808e18", nil),
    ])
    func signedLimits(literal: String, expected: Int64?) {
        Array(literal.utf8).withUnsafeBufferPointer { bytes in
            #expect(ExactDecimalLiteral(bytes).integer(as: Int64.self) == expected)
        }
    }

    @Test(arguments: [
        ("1", true),
        ("0e-400", true),
        ("1e127", true),
        ("1e128", false),
        ("1e-128", true),
        ("1e-129", false),
        ("10e-129", true),
        ("12345678901234567890123456789012345678", true),
        ("340282366920938463463374607431768211455", true),
        ("340282366920938463463374607431768211456", false),
        ("1234567890123456789012345678901234567890", true),
        ("1234567890123456789012345678901234567891", false),
    ])
    func decimalRange(literal: String, fits: Bool) {
        Array(literal.utf8).withUnsafeBufferPointer { bytes in
            #expect(ExactDecimalLiteral(bytes).fitsDecimal == fits)
        }
    }

    /// A `JSONValue` keeps whether its number is an integer through a tape built from it: an
    /// integer codec never reads the `Double` of `0.99999999999999999999` as 1.
    @Test(arguments: [
        ("0.99999999999999999999", "not an integer"),
        ("1e-400", "not an integer"),
        ("-9223372036854775809", "out of range"),
        ("1e30", "out of range"),
    ])
    func valuesKeepExactness(literal: String, reason: String) throws {
        let value = try JSONValue(parsing: literal)
        var builder = TapeBuilder()
        try builder.append(value)
        let tape = builder.makeTape()
        #expect(JSONValue(tape: tape, at: 0) == value)
        let context = DecodingContext(tape: tape, options: JSONModel.DecodingOptions())
        let error = try #require(throws: JSONModelError.self) {
            try IntegerCodec<Int64>().decode(at: 0, in: context)
        }
        #expect(error.message.contains(reason), "\(error)")
    }

    /// Equality and hashing compare what a number holds, as before: a literal's `Double`
    /// equals the integer it rounds to, and hashes like it.
    @Test func equalityAndHashingAreUnchanged() throws {
        let rounded = try #require(try JSONValue(parsing: "0.99999999999999999999").numberValue)
        #expect(rounded == JSONNumber(1))
        #expect(rounded.hashValue == JSONNumber(1).hashValue)
        let exact = try #require(try JSONValue(parsing: "9007199254740993.0").numberValue)
        #expect(exact == JSONNumber(9_007_199_254_740_993 as Int64))
        #expect(exact != JSONNumber(9_007_199_254_740_992 as Int64))
        #expect(exact.description == "9007199254740993")
    }
}
