import Testing

@testable import JSONModelKit

/// Exact conversion of validated number literals by `JSONNumberParser`.
@Suite struct NumberParsingTests {
    // MARK: - Int64

    struct IntegerCase<Value: Sendable & Equatable>: Sendable, CustomTestStringConvertible {
        let literal: String
        let expected: Value?
        var testDescription: String { literal }
    }

    static let int64Cases: [IntegerCase<Int64>] = [
        IntegerCase(literal: "0", expected: 0),
        IntegerCase(literal: "-0", expected: 0),
        IntegerCase(literal: "1", expected: 1),
        IntegerCase(literal: "-1", expected: -1),
        IntegerCase(literal: "42", expected: 42),
        IntegerCase(literal: "505874924095815681", expected: 505_874_924_095_815_681),
        IntegerCase(literal: "9007199254740993", expected: 9_007_199_254_740_993),
        IntegerCase(literal: "9223372036854775806", expected: Int64.max - 1),
        IntegerCase(literal: "9223372036854775807", expected: Int64.max),
        IntegerCase(literal: "-9223372036854775807", expected: Int64.min + 1),
        IntegerCase(literal: "-9223372036854775808", expected: Int64.min),
        IntegerCase(literal: "9223372036854775808", expected: nil),
        IntegerCase(literal: "-9223372036854775809", expected: nil),
        IntegerCase(literal: "18446744073709551615", expected: nil),
        IntegerCase(literal: "-18446744073709551615", expected: nil),
        IntegerCase(literal: "18446744073709551616", expected: nil),
        IntegerCase(literal: "-18446744073709551616", expected: nil),
        IntegerCase(literal: "99999999999999999999", expected: nil),
        IntegerCase(literal: "100000000000000000000000000000", expected: nil),
    ]

    @Test(arguments: int64Cases)
    func int64(_ testCase: IntegerCase<Int64>) {
        #expect(withLiteral(testCase.literal) { JSONNumberParser.int64($0) } == testCase.expected)
    }

    static let uint64Cases: [IntegerCase<UInt64>] = [
        IntegerCase(literal: "0", expected: 0),
        IntegerCase(literal: "-0", expected: 0),
        IntegerCase(literal: "1", expected: 1),
        IntegerCase(literal: "-1", expected: nil),
        IntegerCase(literal: "-10", expected: nil),
        IntegerCase(literal: "9223372036854775807", expected: UInt64(Int64.max)),
        IntegerCase(literal: "9223372036854775808", expected: UInt64(Int64.max) + 1),
        IntegerCase(literal: "18446744073709551614", expected: UInt64.max - 1),
        IntegerCase(literal: "18446744073709551615", expected: UInt64.max),
        IntegerCase(literal: "18446744073709551616", expected: nil),
        IntegerCase(literal: "18446744073709551620", expected: nil),
        IntegerCase(literal: "28446744073709551615", expected: nil),
        IntegerCase(literal: "184467440737095516150", expected: nil),
        IntegerCase(literal: "-9223372036854775808", expected: nil),
    ]

    @Test(arguments: uint64Cases)
    func uint64(_ testCase: IntegerCase<UInt64>) {
        #expect(withLiteral(testCase.literal) { JSONNumberParser.uint64($0) } == testCase.expected)
    }

    @Test func integersAgreeWithTheStandardLibrary() {
        var generator = SeededGenerator(seed: 0x1A7E_6E25)
        for _ in 0..<5_000 {
            let signed = Int64(bitPattern: generator.next()) >> Int64.random(in: 0..<64, using: &generator)
            let unsigned = generator.next() >> UInt64.random(in: 0..<64, using: &generator)
            #expect(withLiteral(String(signed)) { JSONNumberParser.int64($0) } == signed)
            #expect(withLiteral(String(unsigned)) { JSONNumberParser.uint64($0) } == unsigned)
            #expect(withLiteral(String(unsigned)) { JSONNumberParser.int64($0) } == Int64(exactly: unsigned))
        }
    }

    // MARK: - Double

    /// Literals compared bit for bit with `Double(String)`, which is correctly rounded.
    static let doubleLiterals: [String] = [
        "0", "-0", "0.0", "-0.0", "0e0", "0E-0", "-0e10", "0e400", "-0.0e-400",
        "1", "-1", "1.0", "1.0E+0", "3.25", "0.1", "0.2", "0.3", "-0.1", "1.5", "2.5e-1",
        "0.5e-3", "1e5", "1E+2", "1e-2", "1e-7", "1e-22", "1e-23", "1e21", "1e22", "1e23", "1e24",
        "9e22", "8.98846567431158e307",
        "123456789012345", "1234567890123456", "12345678901234567", "123456789012345678",
        "12345678901234567890", "123456789012345678901234567890",
        "9007199254740991", "9007199254740992", "9007199254740993", "9007199254740994", "9007199254740995",
        "18446744073709551615", "18446744073709551616", "-9223372036854775809",
        "0.30000000000000004", "0.1000000000000000055511151231257827",
        "3.141592653589793", "2.718281828459045", "1.7976931348623157e308", "-1.7976931348623157e308",
        "1.7976931348623158e308", "1.7976931348623159e308", "179769313486231570000000000000000000000e270",
        "2.2250738585072014e-308", "2.2250738585072011e-308", "2.2250738585072012e-308",
        "4.9406564584124654e-324", "5e-324", "-5e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
        "1e-324", "1e400", "-1e400", "1E400", "1e-400", "-1e-400", "1e100000", "1e100001",
        "1e-100001", "1e999999999999", "0.0000000000000000000000000000001e31",
        "123456789012345.6e7", "123456789012345e22", "123456789012345e-22", "1234567890.12345e-15",
        "0.000001", "0.0000001", "100000000000000000000000", "4.35679e-5", "6.02214076e23",
        "1.00000000000000011102230246251565404236316680908203125",
        "1.00000000000000011102230246251565404236316680908203124",
        "1.00000000000000011102230246251565404236316680908203126",
        "7.2057594037927933e16", "9223372036854775807", "9223372036854775808",
        "0.000000000000000000000000000000000000000000000000000000000000000000000000000001",
        "10000000000000000000000000000000000000000000000000000000000000000000000000000000e-80",
    ]

    @Test(arguments: doubleLiterals)
    func doubleMatchesTheStandardLibrary(_ literal: String) throws {
        let expected = try #require(Double(literal))
        let parsed = withLiteral(literal) { JSONNumberParser.double($0) }
        #expect(parsed.bitPattern == expected.bitPattern, "parsed \(parsed), expected \(expected)")
    }

    struct DoubleCase: Sendable, CustomTestStringConvertible {
        let literal: String
        let expected: Double
        var testDescription: String { literal }
    }

    /// Values known independently of `Double(String)`.
    static let knownDoubles: [DoubleCase] = [
        DoubleCase(literal: "1e22", expected: 1e22),
        DoubleCase(literal: "1e23", expected: 1.0000000000000000e23),
        DoubleCase(literal: "5e-324", expected: .leastNonzeroMagnitude),
        DoubleCase(literal: "2.2250738585072014e-308", expected: .leastNormalMagnitude),
        DoubleCase(literal: "1.7976931348623157e308", expected: .greatestFiniteMagnitude),
        DoubleCase(literal: "1e400", expected: .infinity),
        DoubleCase(literal: "-1e400", expected: -.infinity),
        DoubleCase(literal: "1e-400", expected: 0),
        DoubleCase(literal: "-1e-400", expected: -0.0),
        DoubleCase(literal: "-0", expected: -0.0),
        DoubleCase(literal: "9007199254740993", expected: 9_007_199_254_740_992),
        DoubleCase(literal: "0.1", expected: 0.1),
        DoubleCase(literal: "100", expected: 100),
    ]

    @Test(arguments: knownDoubles)
    func doubleKnownValue(_ testCase: DoubleCase) {
        let parsed = withLiteral(testCase.literal) { JSONNumberParser.double($0) }
        #expect(parsed.bitPattern == testCase.expected.bitPattern, "parsed \(parsed)")
    }

    @Test func doubleMatchesTheStandardLibraryOnRandomLiterals() throws {
        var generator = SeededGenerator(seed: 0xD0B1E)
        for _ in 0..<20_000 {
            let literal = Self.randomLiteral(using: &generator)
            let expected = try #require(Double(literal), "\(literal)")
            let parsed = withLiteral(literal) { JSONNumberParser.double($0) }
            #expect(parsed.bitPattern == expected.bitPattern, "\(literal): parsed \(parsed), expected \(expected)")
        }
    }

    @Test func shortestRepresentationsOfRandomDoublesReadBackExactly() throws {
        var generator = SeededGenerator(seed: 0xB175)
        for _ in 0..<20_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            let parsed = withLiteral(value.description) { JSONNumberParser.double($0) }
            #expect(parsed.bitPattern == value.bitPattern, "\(value)")
        }
    }

    /// A random JSON number literal: sign, 1 to 25 significant digits, optional fraction and
    /// exponent, biased towards the fast-path boundaries (15 to 17 digits, exponents near 22).
    static func randomLiteral(using generator: inout SeededGenerator) -> String {
        var text = Bool.random(using: &generator) ? "-" : ""
        let digits = "0123456789"
        func randomDigits(_ count: Int, leadingZeroAllowed: Bool) -> String {
            var result = ""
            for index in 0..<count {
                let pool = index == 0 && !leadingZeroAllowed ? "123456789" : digits
                result.append(pool.randomElement(using: &generator) ?? "1")
            }
            return result
        }
        let integerDigits = Int.random(in: 0...20, using: &generator)
        text += integerDigits == 0 ? "0" : randomDigits(integerDigits, leadingZeroAllowed: false)
        if Bool.random(using: &generator) {
            text += "." + randomDigits(Int.random(in: 1...20, using: &generator), leadingZeroAllowed: true)
        }
        if Bool.random(using: &generator) {
            text += ["e", "E", "e+", "e-", "E-"].randomElement(using: &generator) ?? "e"
            let exponent =
                Bool.random(using: &generator)
                ? Int.random(in: 0...30, using: &generator)
                : Int.random(in: 0...330, using: &generator)
            text += String(exponent)
        }
        return text
    }
}
