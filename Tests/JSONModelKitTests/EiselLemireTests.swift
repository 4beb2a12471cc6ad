import Foundation
import Testing

@testable import JSONModelKit

/// The Eisel–Lemire conversion, checked bit for bit against `Double(String)`, which is
/// correctly rounded.
@Suite struct EiselLemireTests {
    /// Eisel–Lemire's own answer for `literal`, or `nil` when it leaves the literal to the fallback.
    static func eiselLemire(_ literal: String) -> Double? {
        withLiteral(literal) { EiselLemire.double($0) }
    }

    /// The full parser's answer: Clinger, then Eisel–Lemire, then the fallback.
    static func parsed(_ literal: String) -> Double {
        withLiteral(literal) { JSONNumberParser.double($0) }
    }

    // MARK: - Hard cases

    struct HardCase: Sendable, CustomTestStringConvertible {
        let literal: String
        /// Whether Eisel–Lemire must decide this literal itself (not leave it to the fallback).
        let mustDecide: Bool
        var testDescription: String { literal }
    }

    static let hardCases: [HardCase] = [
        // Halfway between two doubles: ties go to the even significand.
        HardCase(literal: "9007199254740993", mustDecide: true),
        HardCase(literal: "9007199254740995", mustDecide: true),
        HardCase(literal: "-9007199254740993", mustDecide: true),
        HardCase(literal: "9007199254740993.0", mustDecide: true),
        HardCase(literal: "90071992547409930e-1", mustDecide: true),
        HardCase(literal: "9007199254740993.00000000000000000000001", mustDecide: false),
        HardCase(literal: "9007199254740992.99999999999999999999999", mustDecide: true),
        HardCase(literal: "1.00000000000000011102230246251565404236316680908203125", mustDecide: false),
        HardCase(literal: "1.00000000000000011102230246251565404236316680908203124", mustDecide: false),
        HardCase(literal: "1.00000000000000011102230246251565404236316680908203126", mustDecide: false),
        // Around the smallest normal number and in the subnormals.
        HardCase(literal: "2.2250738585072011e-308", mustDecide: true),
        HardCase(literal: "2.2250738585072012e-308", mustDecide: true),
        HardCase(literal: "2.2250738585072014e-308", mustDecide: true),
        HardCase(literal: "2.2250738585072009e-308", mustDecide: true),
        HardCase(literal: "4.9406564584124654e-324", mustDecide: true),
        HardCase(literal: "5e-324", mustDecide: true),
        HardCase(literal: "-5e-324", mustDecide: true),
        HardCase(literal: "3e-324", mustDecide: true),
        HardCase(literal: "2e-324", mustDecide: true),
        HardCase(literal: "2.4703282292062327e-324", mustDecide: true),
        HardCase(literal: "2.4703282292062328e-324", mustDecide: true),
        HardCase(literal: "7.4109846876186982e-324", mustDecide: true),
        HardCase(literal: "1e-323", mustDecide: true),
        HardCase(literal: "1e-320", mustDecide: true),
        HardCase(literal: "4.9e-324", mustDecide: true),
        HardCase(literal: "1e-342", mustDecide: true),
        HardCase(literal: "9999999999999999999e-343", mustDecide: true),
        HardCase(literal: "1e-343", mustDecide: true),
        // The largest finite number and overflow.
        HardCase(literal: "1.7976931348623157e308", mustDecide: true),
        HardCase(literal: "-1.7976931348623157e308", mustDecide: true),
        HardCase(literal: "1.7976931348623158e308", mustDecide: true),
        HardCase(literal: "1.7976931348623159e308", mustDecide: true),
        HardCase(literal: "-1.7976931348623159e308", mustDecide: true),
        HardCase(literal: "179769313486231580793728971405301e276", mustDecide: false),
        HardCase(literal: "8.98846567431158e307", mustDecide: true),
        HardCase(literal: "1e308", mustDecide: true),
        HardCase(literal: "1e309", mustDecide: true),
        HardCase(literal: "0.01e310", mustDecide: true),
        // Classic values.
        HardCase(literal: "0.1", mustDecide: true),
        HardCase(literal: "0.2", mustDecide: true),
        HardCase(literal: "0.3", mustDecide: true),
        HardCase(literal: "1e23", mustDecide: true),
        HardCase(literal: "8.5e22", mustDecide: true),
        HardCase(literal: "3.14159265358979323846264338327950288", mustDecide: true),
        HardCase(literal: "2.718281828459045235360287", mustDecide: true),
        HardCase(literal: "0.30000000000000004", mustDecide: true),
        HardCase(literal: "6.02214076e23", mustDecide: true),
        HardCase(literal: "1.5", mustDecide: true),
        HardCase(literal: "0.000244140625", mustDecide: true),
        HardCase(literal: "1.50000000000000000", mustDecide: true),
        HardCase(literal: "0.1000000000000000055511151231257827", mustDecide: true),
        // Zeros, with their signs.
        HardCase(literal: "0", mustDecide: true),
        HardCase(literal: "-0", mustDecide: true),
        HardCase(literal: "-0.0", mustDecide: true),
        HardCase(literal: "0.000", mustDecide: true),
        HardCase(literal: "-0e999", mustDecide: true),
        HardCase(literal: "0e-99999", mustDecide: true),
        // Exponents with many digits.
        HardCase(literal: "1e-99999", mustDecide: true),
        HardCase(literal: "-1e-99999", mustDecide: true),
        HardCase(literal: "1e99999", mustDecide: true),
        HardCase(literal: "-1e99999", mustDecide: true),
        HardCase(literal: "1e+000000000000000000000000000000308", mustDecide: true),
        HardCase(literal: "1e-000000000000000000000000000000308", mustDecide: true),
        HardCase(literal: "1e99999999999999999999999999999999", mustDecide: true),
        HardCase(literal: "1e-99999999999999999999999999999999", mustDecide: true),
        // Long significands: 19 digits fit exactly, 20 and 21 are truncated.
        HardCase(literal: "1234567890123456789", mustDecide: true),
        HardCase(literal: "12345678901234567890", mustDecide: true),
        HardCase(literal: "123456789012345678901", mustDecide: true),
        HardCase(literal: "9999999999999999999", mustDecide: true),
        HardCase(literal: "99999999999999999999", mustDecide: true),
        HardCase(literal: "999999999999999999999", mustDecide: true),
        HardCase(literal: "18446744073709551615", mustDecide: true),
        HardCase(literal: "18446744073709551616", mustDecide: true),
        HardCase(literal: "0.1234567890123456789", mustDecide: true),
        HardCase(literal: "0.12345678901234567891", mustDecide: true),
        HardCase(literal: "0.123456789012345678912", mustDecide: true),
        HardCase(literal: "1.234567890123456789012e-300", mustDecide: true),
        HardCase(literal: "9.999999999999999999999e307", mustDecide: true),
        // Trailing zeros, within and beyond the 19 kept digits.
        HardCase(literal: "1.0000000000000000000000000000000000000", mustDecide: true),
        HardCase(literal: "100000000000000000000000000000000000000", mustDecide: true),
        HardCase(literal: "123000000000000000000000000000e-30", mustDecide: true),
        HardCase(literal: "0.00000000000000000000000000000000000001000", mustDecide: true),
        HardCase(
            literal: "10000000000000000000000000000000000000000000000000000000000000000000000000000000e-80",
            mustDecide: true
        ),
    ]

    @Test(arguments: hardCases)
    func hardCaseMatchesTheStandardLibrary(_ testCase: HardCase) throws {
        let expected = try #require(Double(testCase.literal))
        let parsed = Self.parsed(testCase.literal)
        #expect(parsed.bitPattern == expected.bitPattern, "parsed \(parsed), expected \(expected)")
        let fast = Self.eiselLemire(testCase.literal)
        if let fast {
            #expect(fast.bitPattern == expected.bitPattern, "Eisel–Lemire \(fast), expected \(expected)")
        }
        if testCase.mustDecide {
            #expect(fast != nil, "Eisel–Lemire left the literal to the fallback")
        }
    }

    /// Values known independently of `Double(String)`.
    @Test func knownValues() {
        #expect(Self.eiselLemire("-0")?.bitPattern == (-0.0).bitPattern)
        #expect(Self.eiselLemire("-0.0e-400")?.bitPattern == (-0.0).bitPattern)
        #expect(Self.eiselLemire("5e-324") == .leastNonzeroMagnitude)
        #expect(Self.eiselLemire("2.4703282292062327e-324") == 0)
        #expect(Self.eiselLemire("2.4703282292062328e-324") == .leastNonzeroMagnitude)
        #expect(Self.eiselLemire("2.2250738585072014e-308") == .leastNormalMagnitude)
        #expect(Self.eiselLemire("1.7976931348623157e308") == .greatestFiniteMagnitude)
        #expect(Self.eiselLemire("1.7976931348623159e308") == .infinity)
        #expect(Self.eiselLemire("-1e99999") == -.infinity)
        #expect(Self.eiselLemire("-1e-99999")?.bitPattern == (-0.0).bitPattern)
        #expect(Self.eiselLemire("9007199254740993") == 9_007_199_254_740_992)
        #expect(Self.eiselLemire("9007199254740995") == 9_007_199_254_740_996)
        #expect(Self.eiselLemire("1e23") == 1e23)
        #expect(Self.eiselLemire("0.1") == 0.1)
    }

    @Test func manyDigitSignificands() throws {
        // 800 digits: the value is decided by the first 19 and whether any later digit is nonzero.
        let long = "1." + String(repeating: "2345678901", count: 80)
        let longLiterals = [
            long, long + "e-300", long + "e300", "-" + long,
            "1" + String(repeating: "0", count: 799), "0." + String(repeating: "0", count: 799) + "1",
            "0." + String(repeating: "0", count: 320) + "4" + String(repeating: "9", count: 400),
            "9007199254740993" + String(repeating: "0", count: 784) + "e-784",
            "9007199254740992" + String(repeating: "0", count: 783) + "1e-784",
        ]
        for literal in longLiterals {
            let expected = try #require(Double(literal))
            let parsed = Self.parsed(literal)
            #expect(parsed.bitPattern == expected.bitPattern, "\(literal.prefix(40))…: parsed \(parsed)")
            if let fast = Self.eiselLemire(literal) {
                #expect(fast.bitPattern == expected.bitPattern, "\(literal.prefix(40))…: Eisel–Lemire \(fast)")
            }
        }
    }

    @Test func eightDigitsAtOnce() {
        // The first character in the lowest byte, as a little-endian load gives it.
        func word(_ text: String) -> UInt64 {
            text.utf8.reversed().reduce(0) { word, byte in word << 8 | UInt64(byte) }
        }
        #expect(EiselLemire.eightDigits(word("12345678")) == 12_345_678)
        #expect(EiselLemire.eightDigits(word("00000000")) == 0)
        #expect(EiselLemire.eightDigits(word("99999999")) == 99_999_999)
        #expect(EiselLemire.eightDigits(word("09080706")) == 9_080_706)
        // Neighbours of the digit range, and a byte that would carry, are rejected anywhere.
        for bad: UInt8 in [0x2F, 0x3A, 0x3F, 0x2E, 0x65, 0x00, 0xFA, 0xFF] {
            for position in 0..<8 {
                var bytes = Array("12345678".utf8)
                bytes[position] = bad
                let value = bytes.withUnsafeBufferPointer { buffer in
                    buffer.baseAddress.flatMap { EiselLemire.eightDigits(at: $0) }
                }
                #expect(value == nil, "byte \(bad) at \(position)")
            }
        }
        // The last 1 to 7 digits of a literal, whatever precedes them.
        let literal = Array("-1.234567890123".utf8)
        literal.withUnsafeBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return }
            let end = start + buffer.count
            #expect(EiselLemire.lastDigits(1, endingAt: end) == 3)
            #expect(EiselLemire.lastDigits(3, endingAt: end) == 123)
            #expect(EiselLemire.lastDigits(7, endingAt: end) == 7_890_123)
            #expect(EiselLemire.lastDigits(7, endingAt: end - 5) == 2_345_678)
            #expect(EiselLemire.lastDigits(7, endingAt: start + 9) == nil)
        }
        for count in 0...19 {
            #expect(IntegerDigits.powerOfTen(count) == (0..<count).reduce(UInt64(1)) { value, _ in value * 10 })
        }
    }

    // MARK: - Randomized

    /// A random JSON number literal: sign, 1 to 25 random digits, the decimal point anywhere
    /// (or nowhere), and an optional exponent from -350 to 350 in any of its spellings.
    static func randomLiteral(using generator: inout SeededGenerator) -> String {
        let digitCount = Int.random(in: 1...25, using: &generator)
        var digits: [UInt8] = (0..<digitCount).map { _ in UInt8.random(in: 0...9, using: &generator) }
        // Occasionally runs of zeros or nines, which sit near rounding boundaries.
        if digitCount > 3, Int.random(in: 0..<8, using: &generator) == 0 {
            let fill: UInt8 = Bool.random(using: &generator) ? 0 : 9
            let start = Int.random(in: 1..<digitCount, using: &generator)
            for index in start..<digitCount { digits[index] = fill }
        }
        let pointPosition = Int.random(in: 0...digitCount, using: &generator)
        var text = Bool.random(using: &generator) ? "-" : ""
        let characters = digits.map { Character(Unicode.Scalar(UInt8(ascii: "0") + $0)) }
        if pointPosition == 0 {
            text += "0." + String(characters)
        } else {
            var integerPart = characters[0..<pointPosition]
            // JSON allows a leading zero only as the whole integer part.
            while integerPart.count > 1, integerPart.first == "0" { integerPart = integerPart.dropFirst() }
            text += String(integerPart)
            if pointPosition < digitCount { text += "." + String(characters[pointPosition...]) }
        }
        if Int.random(in: 0..<4, using: &generator) != 0 {
            text += Bool.random(using: &generator) ? "e" : "E"
            let exponent = Int.random(in: -350...350, using: &generator)
            if exponent < 0 {
                text += "-"
            } else if Bool.random(using: &generator) {
                text += "+"
            }
            text += String(exponent.magnitude)
        }
        return text
    }

    @Test func randomLiteralsMatchTheStandardLibrary() throws {
        var generator = SeededGenerator(seed: 0xE15E_1E31)
        var truncated = 0
        var undecided = 0
        for _ in 0..<200_000 {
            let literal = Self.randomLiteral(using: &generator)
            try #require(readerError(literal) == nil, "not valid JSON: \(literal)")
            let expected = try #require(Double(literal), "\(literal)")
            let parsed = Self.parsed(literal)
            #expect(parsed.bitPattern == expected.bitPattern, "\(literal): parsed \(parsed), expected \(expected)")
            let decimal = try #require(withLiteral(literal) { EiselLemire.DecimalLiteral(parsing: $0) })
            if decimal.isTruncated { truncated += 1 }
            if let fast = EiselLemire.double(decimal) {
                #expect(
                    fast.bitPattern == expected.bitPattern,
                    "\(literal): Eisel–Lemire \(fast), expected \(expected)"
                )
            } else {
                undecided += 1
                // With at most 19 significant digits the algorithm always decides.
                #expect(decimal.isTruncated, "\(literal): Eisel–Lemire left it to the fallback")
            }
        }
        // A truncated literal is undecided when its 19 kept digits, plus at most one unit of the
        // last, straddle a rounding boundary: 19 digits are about 10 bits finer than a `Double`,
        // so roughly one in a thousand.
        #expect(truncated > 10_000)
        #expect(undecided * 100 < truncated, "\(undecided) of \(truncated) truncated literals undecided")
    }

    @Test func shortestRepresentationsOfRandomDoubles() {
        var generator = SeededGenerator(seed: 0x5107_7E57)
        for _ in 0..<50_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            let fast = Self.eiselLemire(value.description)
            #expect(fast?.bitPattern == value.bitPattern, "\(value): Eisel–Lemire \(String(describing: fast))")
        }
    }

    static let canadaPath = "/work/shared/data/canada.json"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: canadaPath)))
    func everyNumberInCanadaJSON() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.canadaPath))
        let bytes = [UInt8](data)
        var numbers = 0
        try bytes.withUnsafeBufferPointer { buffer in
            let tape = try JSONReader.parse(buffer, maxDepth: 512)
            for index in 0..<tape.count where tape.entries[index].kind == .number {
                let literal = tape.numberText(at: index)
                let expected = try #require(Double(literal))
                let fast = EiselLemire.double(tape.rawBytes(at: index))
                #expect(fast?.bitPattern == expected.bitPattern, "\(literal): Eisel–Lemire \(String(describing: fast))")
                let parsed = JSONNumberParser.double(tape.rawBytes(at: index))
                #expect(parsed.bitPattern == expected.bitPattern, "\(literal): parsed \(parsed)")
                numbers += 1
            }
        }
        #expect(numbers > 100_000)
    }
}
