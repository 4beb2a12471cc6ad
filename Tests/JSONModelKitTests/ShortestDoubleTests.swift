import Foundation
import Testing

@testable import JSONModelKit

/// The shortest-decimal formatter, checked text for text against `Double.description` (the
/// standard library's shortest round-trip formatter) and bit for bit by reading back;
/// integers below 2^53 are checked against `Int64`'s text.
@Suite struct ShortestDoubleTests {
    /// The formatter's text for `value`.
    static func written(_ value: Double) -> String {
        var bytes = [UInt8](repeating: 0, count: ShortestDouble.maxBytesWritten + 1)
        let count = bytes.withUnsafeMutableBufferPointer { buffer in
            ShortestDouble.write(value, to: buffer.baseAddress.unsafelyUnwrapped)
        }
        return String(decoding: bytes[..<count], as: UTF8.self)
    }

    /// The JSON text expected for `value`.
    static func expected(_ value: Double) -> String {
        guard value == value.rounded(.towardZero), value.magnitude < 9_007_199_254_740_992 else {
            return value.description
        }
        return value == 0 && value.sign == .minus ? "-0.0" : String(Int64(value))
    }

    /// Compares one value with its expected text and with what the reader makes of the text.
    static func check(_ value: Double) {
        let text = written(value)
        #expect(text == expected(value), "bits 0x\(String(value.bitPattern, radix: 16))")
        let reread = withLiteral(text) { JSONNumberParser.double($0) }
        #expect(reread.bitPattern == value.bitPattern, "\(text)")
    }

    @Test(
        arguments: [
            (0.0, "0"), (-0.0, "-0.0"), (1, "1"), (-3, "-3"), (100, "100"), (0.1, "0.1"),
            (0.3, "0.3"), (1.5, "1.5"), (123.456, "123.456"), (0.0001, "0.0001"), (0.00012, "0.00012"),
            (0.00001, "1e-05"), (0.0001.nextDown, "9.999999999999999e-05"),
            (0.0001.nextUp, "0.00010000000000000002"), (0.12345678901234568, "0.12345678901234568"),
            (1234567.0000000002, "1234567.0000000002"), (0.001, "0.001"), (1e-7, "1e-07"), (1.2345e-5, "1.2345e-05"),
            (1e22, "1e+22"),
            (1e23, "1e+23"), (9_007_199_254_740_991, "9007199254740991"),
            (-4_503_599_627_370_496, "-4503599627370496"), (9_007_199_254_740_992, "9007199254740992.0"),
            (9_007_199_254_740_994, "9.007199254740994e+15"),
            (4_503_599_627_370_495.5, "4503599627370495.5"), (1e300, "1e+300"),
            (.greatestFiniteMagnitude, "1.7976931348623157e+308"), (.leastNonzeroMagnitude, "5e-324"),
            (Double(bitPattern: 2), "1e-323"), (.leastNormalMagnitude, "2.2250738585072014e-308"),
            (-65.613616999999977, "-65.61361699999998"), (0.1 + 0.2, "0.30000000000000004"),
        ] as [(Double, String)]
    )
    func writesTheShortestForm(_ value: Double, _ expected: String) {
        #expect(Self.written(value) == expected)
        Self.check(value)
    }

    /// Random bit patterns: every exponent is hit about equally often.
    @Test func randomBitPatterns() {
        var generator = SeededGenerator(seed: 0x5C4B_FAC4)
        for _ in 0..<200_000 {
            let value = Double(bitPattern: generator.next())
            if value.isFinite { Self.check(value) }
        }
    }

    /// For every binary exponent: the power of two (where the interval below is narrower), the
    /// largest significand, and random significands.
    @Test func everyBinaryExponent() {
        var generator = SeededGenerator(seed: 0xB1A5_E5)
        for biasedExponent: UInt64 in 0...2046 {
            let exponentBits = biasedExponent << 52
            Self.check(Double(bitPattern: exponentBits))
            Self.check(Double(bitPattern: exponentBits | (1 << 52 - 1)))
            Self.check(Double(bitPattern: exponentBits | 1))
            for _ in 0..<32 {
                Self.check(Double(bitPattern: exponentBits | (generator.next() & (1 << 52 - 1))))
            }
        }
    }

    /// The first subnormals, where Schubfach scales the two least by ten.
    @Test func leastSubnormals() {
        for bits: UInt64 in 1...2_000 {
            Self.check(Double(bitPattern: bits))
        }
    }

    /// Integers: every power of two below 2^53 and its neighbours, and random ones.
    @Test func integers() {
        var generator = SeededGenerator(seed: 0x1A7E_6E25)
        for power in 0...53 {
            let value = Double(sign: .plus, exponent: power, significand: 1)
            for candidate in [value - 1, value, value + 1, -value] {
                Self.check(candidate)
            }
        }
        for _ in 0..<20_000 {
            Self.check(Double(generator.next() >> UInt64(11 + generator.next() % 53)))
        }
    }

    /// Short decimals, whose shortest form is much shorter than 17 digits: the one-digit-shorter
    /// branch, trailing zeros and the point at every place.
    @Test func shortDecimals() throws {
        var generator = SeededGenerator(seed: 0xDEC1_3A15)
        for _ in 0..<50_000 {
            let digits = generator.next() % 10_000_000
            let exponent = Int(generator.next() % 80) - 40
            let value = try #require(Double("\(digits)e\(exponent)"))
            Self.check(value)
        }
    }
}
