import Foundation
import Testing

@testable import JSONModelKit

/// Numbers the reader reads as it finds their end: the significand and exponent it keeps in
/// the tape entry (``TapeEntry/decimalExponent``), and what `Double` and `Int` codecs make of
/// them, against the standard library reading the same literal.
@Suite struct TapeDecimalTests {
    /// The entry keeps its twenty bytes: the exponent sits in what was padding.
    @Test func entriesStayTwentyBytes() {
        #expect(MemoryLayout<TapeEntry>.stride == 20)
    }

    /// The decimal the reader keeps for the number `text`, read while its bytes are alive
    /// (a reader's tape borrows them: the sign is read from the text).
    static func decimal(of text: String) throws -> EiselLemire.DecimalLiteral? {
        try Array(text.utf8).withUnsafeBufferPointer { buffer throws(JSONModelError) in
            try JSONReader.parse(buffer, maxDepth: 8).decimal(at: 0)
        }
    }

    /// Which literals the entry holds (at most 19 digits, exponent within ±127) and which it
    /// leaves to the literal path, and the parts it holds.
    @Test(
        arguments: [
            ("0", 0, 0, false), ("-0", 0, 0, true), ("7", 7, 0, false),
            ("-65.613616999999977", 65_613_616_999_999_977, -15, true),
            ("1e5", 1, 5, false), ("1.5E-3", 15, -4, false), ("0.000123", 123, -6, false),
            ("9223372036854775807", 9_223_372_036_854_775_807, 0, false),
            ("-9223372036854775808", 9_223_372_036_854_775_808, 0, true),
            ("9999999999999999999", 9_999_999_999_999_999_999, 0, false), ("1e127", 1, 127, false),
            ("1e-127", 1, -127, false), ("12.5e-126", 125, -127, false),
        ] as [(String, UInt64, Int, Bool)]
    )
    func heldLiterals(_ text: String, _ significand: UInt64, _ exponent: Int, _ isNegative: Bool) throws {
        let decimal = try #require(try Self.decimal(of: text))
        #expect(decimal.significand == significand)
        #expect(decimal.exponent == exponent)
        #expect(decimal.isNegative == isNegative)
        #expect(!decimal.isTruncated)
    }

    @Test(arguments: [
        "18446744073709551616", "12345678901234567890", "1.2345678901234567890", "0.00000000000000000001",
        "1e128", "1e-128", "12.5e-127", "1e999999", "-1e-999999",
    ])
    func literalsLeftToTheLiteralPath(_ text: String) throws {
        #expect(try Self.decimal(of: text)?.significand == nil)
        let stored = try Array(text.utf8).withUnsafeBufferPointer { buffer throws(JSONModelError) in
            try JSONReader.parse(buffer, maxDepth: 8).storedNumber(at: 0)
        }
        #expect(stored == nil)
    }

    final class Numbers: JSONModel, @unchecked Sendable {
        var double = 0.0
        var integer = 0
        var doubles: [Double] = []
        var integers: [Int] = []
    }

    /// Random literals of every shape, decoded into `Double` and `Int` properties and arrays:
    /// the same values as `Double(_:)` and `Int(_:)` give (bit for bit, the sign of zero
    /// included), or the same refusal.
    @Test func codecsAgreeWithTheStandardLibraryOnRandomLiterals() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let text = Self.randomLiteral(using: &generator)
            let json = #"{"double": \#(text), "doubles": [\#(text), \#(text)], "integer": 0, "integers": []}"#
            let expected = try #require(Double(text))
            if expected.isFinite {
                let model = try Numbers.fromJSONString(json)
                #expect(model.double.bitPattern == expected.bitPattern, "\(text)")
                #expect(model.doubles.map(\.bitPattern) == [expected.bitPattern, expected.bitPattern], "\(text)")
            } else {
                #expect(throws: JSONModelError.self, "\(text)") { try Numbers.fromJSONString(json) }
            }
            let integerJSON = #"{"integer": \#(text), "integers": [\#(text)], "double": 0, "doubles": []}"#
            if !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
                if let integer = Int(text) {
                    let model = try Numbers.fromJSONString(integerJSON)
                    #expect(model.integer == integer, "\(text)")
                    #expect(model.integers == [integer], "\(text)")
                } else {
                    #expect(throws: JSONModelError.self, "\(text)") { try Numbers.fromJSONString(integerJSON) }
                }
            }
        }
    }

    static func randomLiteral(using generator: inout SystemRandomNumberGenerator) -> String {
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
        }
        var text = Bool.random(using: &generator) ? "-" : ""
        let integerDigits = Int.random(in: 1...21, using: &generator)
        let integer = digits(integerDigits)
        text += integer.first == "0" ? "0" : integer
        if Bool.random(using: &generator) { text += "." + digits(Int.random(in: 1...21, using: &generator)) }
        if Int.random(in: 0..<3, using: &generator) == 0 {
            text += ["e", "E", "e+", "e-", "E-"].randomElement(using: &generator) ?? "e"
            text += String(Int.random(in: 0...340, using: &generator))
        }
        return text
    }
}
