import Foundation
import Testing

@testable import JSONModelKit

/// Exact decimals for numeric constraints: reading, normalization, order, conversions from
/// Swift numbers, text, and `multipleOf`.
@Suite struct ExactDecimalTests {
    /// Literals and their normalized parts, written `[-]digits e exponent` (`0e0` for zero).
    static let parseCases: [(String, String)] = [
        ("0", "0e0"),
        ("-0", "0e0"),
        ("-0.000e-400", "0e0"),
        ("1", "1e0"),
        ("1.0", "1e0"),
        ("10e-1", "1e0"),
        ("100", "1e2"),
        ("-1.50", "-15e-1"),
        ("0.01", "1e-2"),
        ("1236575.89", "123657589e-2"),
        ("12.34E2", "1234e0"),
        ("1e+5", "1e5"),
        ("1e400", "1e400"),
        ("-7E-400", "-7e-400"),
        ("0.000120e3", "12e-2"),
        ("123456789012345678901234567890.5", "1234567890123456789012345678905e-1"),
        ("1e1000000000", "1e1000000000"),
        ("1e99999999999999999999", "1e1000000000"),
        ("-1e-99999999999999999999", "-1e-1000000000"),
        ("1.5e-99999999999999999999", "15e-1000000001"),
    ]

    @Test(arguments: parseCases)
    func parsesLiterals(_ text: String, _ parts: String) throws {
        let value = try #require(ExactDecimal(text))
        let digits = value.isZero ? "0" : String(decoding: value.digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
        #expect("\(value.isNegative ? "-" : "")\(digits)e\(value.exponent)" == parts)
        #expect(withLiteral(text) { ExactDecimal(literal: $0) } == value)
    }

    @Test(arguments: [
        "", "-", "+1", "01", "-01", ".5", "1.", "1.e5", "1e", "1e+", "1e-", " 1", "1 ", "NaN", "Infinity",
        "-Infinity", "0x10", "1.5.2", "--1", "1e5e5", "١",
    ])
    func rejectsWhatIsNotOneLiteral(_ text: String) {
        #expect(ExactDecimal(text) == nil)
        #expect(withLiteral(text) { ExactDecimal(literal: $0) } == nil)
    }

    @Test(arguments: [
        ["1", "1.0", "10e-1", "0.1e1", "1.000e0", "100E-2"],
        ["0", "-0", "0.0e5", "-0.000", "0e-99999999999999999999"],
        ["-1500", "-1.5e3", "-15e2", "-1500.000"],
        ["0.01", "1e-2", "10e-3", "0.010"],
    ])
    func equalValuesAreEqual(_ texts: [String]) throws {
        let values = try texts.map { try #require(ExactDecimal($0)) }
        for value in values {
            #expect(value == values[0])
            #expect(value.hashValue == values[0].hashValue)
            #expect(!(value < values[0]) && !(values[0] < value))
        }
    }

    /// Strictly increasing: signs, exponents far apart, long significands, prefixes.
    static let increasing = [
        "-1e1000000000", "-1e400", "-123456789012345678901234567890", "-1.5", "-1.25", "-1",
        "-0.30000000000000004", "-0.3", "-1e-400", "0", "1e-1000000000", "1e-400", "0.001", "0.1", "0.3",
        "0.30000000000000004", "1", "1.0000000000000000000000000001", "1.5", "2", "9.99", "10",
        "123456789012345678901234567889", "123456789012345678901234567890", "123456789012345678901234567890.1",
        "1e400", "1e1000000000",
    ]

    @Test func ordersExactly() throws {
        let values = try Self.increasing.map { try #require(ExactDecimal($0)) }
        for (leftIndex, left) in values.enumerated() {
            for (rightIndex, right) in values.enumerated() {
                #expect((left < right) == (leftIndex < rightIndex), "\(left) < \(right)")
                #expect((left == right) == (leftIndex == rightIndex), "\(left) == \(right)")
            }
        }
        #expect(values.shuffled().sorted() == values)
    }

    @Test(arguments: [
        (ExactDecimal(UInt64.max), "18446744073709551615"),
        (ExactDecimal(Int64.min), "-9223372036854775808"),
        (ExactDecimal(Int64.max), "9223372036854775807"),
        (ExactDecimal(Int.min), "-9223372036854775808"),
        (ExactDecimal(Int8.min), "-128"),
        (ExactDecimal(UInt8.max), "255"),
        (ExactDecimal(Int16(-1)), "-1"),
        (ExactDecimal(0), "0"),
        (ExactDecimal(1000), "1000"),
        (ExactDecimal(UInt32(4_294_967_295)), "4294967295"),
        (ExactDecimal(UInt128.max), "340282366920938463463374607431768211455"),
        (ExactDecimal(Int128.min), "-170141183460469231731687303715884105728"),
    ])
    func convertsIntegers(_ value: ExactDecimal, _ expected: String) throws {
        #expect(value == (try #require(ExactDecimal(expected))))
        #expect(ExactDecimal(value.description) == value)
    }

    /// `text` split in pieces, for exact expansions longer than a line.
    private static func joined(_ pieces: String...) -> String {
        pieces.joined()
    }

    @Test(arguments: [
        (ExactDecimal(0.1), "0.1000000000000000055511151231257827021181583404541015625"),
        (ExactDecimal(-2.5), "-2.5"),
        (ExactDecimal(-0.0), "0"),
        (ExactDecimal(9_007_199_254_740_993.0), "9007199254740992"),
        (ExactDecimal(Float(0.1)), "0.100000001490116119384765625"),
        (ExactDecimal(Float.greatestFiniteMagnitude), "340282346638528859811704183484516925440"),
        (
            ExactDecimal(Float.leastNonzeroMagnitude),
            joined(
                "1.40129846432481707092372958328991613128026194187651577175706828388979108268586060148663818836212",
                "158203125e-45"
            )
        ),
        (
            ExactDecimal(Double.greatestFiniteMagnitude),
            joined(
                "17976931348623157081452742373170435679807056752584499659891747680315726078002853876058955863276",
                "68781715404589535143824642343213268894641827684675467035375169860499105765512820762454900903893",
                "28944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299",
                "881250404026184124858368"
            )
        ),
        (
            // 1e-320, a subnormal: written by its bits, as the literal warns that it underflows.
            ExactDecimal(Double(bitPattern: 0x7E8)),
            joined(
                "9.99988867182683005413375236765280057666881040491393323197385421381367226714902513775366868795951",
                "24857670824694358213268739555318176042214791112018712582252132763264349719028276435993394772633",
                "97778659665193793654309834532129281161268155283999204461560808953010434241919400457020315068567",
                "56530157956918734018810568070068704862257229701180729586514244045867882019782533039072870346563",
                "97876312416883810846728688580700304253500294977747284233762278736722315026487855632075444271337",
                "80751498964842238650982976359736953654567288487694940230564769292298397759684630055091384876749",
                "69830391559108435856667185610156437669970039229433695562704216589958933690063418205051593461487",
                "68208043631775753209163523421374707251873615102000236731782933929935097694396972656250E-321"
            )
        ),
    ])
    func expandsBinaryFloatsExactly(_ value: ExactDecimal?, _ expected: String) throws {
        let value = try #require(value)
        #expect(value == (try #require(ExactDecimal(expected))))
    }

    @Test func refusesNaNAndInfinities() {
        #expect(ExactDecimal(Double.nan) == nil)
        #expect(ExactDecimal(Double.infinity) == nil)
        #expect(ExactDecimal(-Double.infinity) == nil)
        #expect(ExactDecimal(Float.nan) == nil)
        #expect(ExactDecimal(Float.infinity) == nil)
        #expect(ExactDecimal(Decimal.nan) == nil)
    }

    /// Random doubles keep their order, and integral ones equal the integer.
    @Test func ordersDoublesAsTheyCompare() throws {
        var generator = SeededGenerator(seed: 0xDEC1_0A1)
        for _ in 0..<2_000 {
            let left = Double(
                bitPattern: generator.next() & ~(0x7FF << 52) | (UInt64.random(in: 900...1150, using: &generator) << 52)
            )
            let right = Double(bitPattern: generator.next())
            guard right.isFinite else { continue }
            let exactLeft = try #require(ExactDecimal(left))
            let exactRight = try #require(ExactDecimal(right))
            #expect((exactLeft < exactRight) == (left < right), "\(left) < \(right)")
            #expect((exactLeft == exactRight) == (left == right), "\(left) == \(right)")
            let integer = Int64.random(in: -(1 << 53)...(1 << 53), using: &generator)
            #expect(ExactDecimal(Double(integer)) == ExactDecimal(integer))
        }
    }

    @Test(arguments: [
        ("-123.45", "-123.45"),
        ("0", "0"),
        ("340282366920938463463374607431768211455e127", "340282366920938463463374607431768211455e127"),
        ("1e-128", "1e-128"),
        ("12345678901234567890123456789012345678", "12345678901234567890123456789012345678"),
    ])
    func convertsFoundationDecimals(_ decimalText: String, _ expected: String) throws {
        let decimal = try #require(Decimal(string: decimalText))
        let value = try #require(ExactDecimal(decimal))
        #expect(value == (try #require(ExactDecimal(expected))))
    }

    @Test(arguments: [
        ("0", "0"), ("-0.0", "0"), ("5", "5"), ("1500", "1500"), ("0.01", "0.01"), ("-1.5", "-1.5"),
        ("12.5e-1", "1.25"), ("0.000001", "0.000001"), ("-0.0000015", "-0.0000015"), ("1e-7", "1e-7"),
        ("-1.5e-7", "-1.5e-7"), ("1e20", "100000000000000000000"), ("1e21", "1e21"),
        ("1.2345e400", "1.2345e400"), ("7E-400", "7e-400"), ("123.456", "123.456"),
    ])
    func describesCanonically(_ text: String, _ expected: String) throws {
        let value = try #require(ExactDecimal(text))
        #expect(value.description == expected)
        #expect(ExactDecimal(value.description) == value)
    }

    @Test(arguments: [
        // pydantic's float division rejects the first ones (`multiple_of=0.01`).
        ("1236575.89", "0.01", true), ("-0.09", "0.01", true), ("0.07", "0.01", true), ("0.3", "0.01", true),
        ("0.30000000000000004", "0.01", false), ("0.005", "0.01", false), ("10", "2.5", true),
        ("11", "2.5", false), ("4.5", "1.5", true), ("4.6", "1.5", false), ("1", "3", false),
        ("0", "0.01", true), ("-0", "7", true), ("0.1", "0.1", true), ("10", "-5", true),
        ("5e-3", "0.0001", true), ("1e10", "1024", true), ("1e9", "1024", false), ("20", "4", true),
        ("2", "20", false), ("1e400", "5", true), ("7e-400", "1", false), ("7e-400", "1e-400", true),
        ("1e1000000000", "7", false), ("7e1000000000", "7", true), ("1e1000000000", "2.5", true),
        ("1e-1000000000", "1e-1000000000", true), ("1e-999999999", "1e-1000000000", true),
        ("1e-1000000000", "1e-999999999", false), ("12345678901234567890123456789012345678901234567890", "3", true),
        ("12345678901234567890123456789012345678901234567891", "3", false),
        ("121932631124828532112482853212114007011", "123456789012345678901234567891", true),
        ("121932631124828532112482853212114007012", "123456789012345678901234567891", false),
        ("1219326311248285321124828532121140070110e-1", "12345678901234567890123456789.1", true),
        ("18446744073709551615", "18446744073709551615", true), ("36893488147419103230", "18446744073709551615", true),
        ("36893488147419103231", "18446744073709551615", false), ("1", "0", false), ("0", "0", true),
    ])
    func checksMultiplesExactly(_ value: String, _ divisor: String, _ expected: Bool) throws {
        let value = try #require(ExactDecimal(value))
        let divisor = try #require(ExactDecimal(divisor))
        #expect(value.isMultiple(of: divisor) == expected)
    }

    @Test func checksMultiplesOfBinaryFloatsExactly() throws {
        let tenth = try #require(ExactDecimal("0.1"))
        #expect(try #require(ExactDecimal(0.1)).isMultiple(of: try #require(ExactDecimal("1e-55"))))
        #expect(!(try #require(ExactDecimal(0.1)).isMultiple(of: tenth)))
        #expect(try #require(ExactDecimal(0.5)).isMultiple(of: tenth))
    }

    /// Random small values against integer arithmetic on the values scaled to one exponent.
    @Test func agreesWithScaledIntegers() throws {
        var generator = SeededGenerator(seed: 0x0A11_C0DE)
        func power(_ exponent: Int) -> Int64 { (0..<exponent).reduce(1) { product, _ in product * 10 } }
        for _ in 0..<5_000 {
            let left = Int64.random(in: -999_999...999_999, using: &generator)
            let right = Int64.random(in: -999_999...999_999, using: &generator)
            let step = Int64.random(in: 1...9_999, using: &generator)
            let leftExponent = Int.random(in: -4...4, using: &generator)
            let rightExponent = Int.random(in: -4...4, using: &generator)
            let stepExponent = Int.random(in: -4...4, using: &generator)
            let common = min(leftExponent, rightExponent, stepExponent)
            let scaledLeft = left * power(leftExponent - common)
            let scaledRight = right * power(rightExponent - common)
            let scaledStep = step * power(stepExponent - common)
            let exactLeft = try #require(ExactDecimal("\(left)e\(leftExponent)"))
            let exactRight = try #require(ExactDecimal("\(right)e\(rightExponent)"))
            let exactStep = try #require(ExactDecimal("\(step)e\(stepExponent)"))
            let label = "\(exactLeft) \(exactRight) \(exactStep)"
            #expect((exactLeft < exactRight) == (scaledLeft < scaledRight), "\(label)")
            #expect((exactLeft == exactRight) == (scaledLeft == scaledRight), "\(label)")
            #expect(exactLeft.isMultiple(of: exactStep) == (scaledLeft % scaledStep == 0), "\(label)")
            #expect(ExactDecimal(exactLeft.description) == exactLeft, "\(label)")
        }
    }

    @Test(arguments: ["0", "7", "999999999", "1000000000", "123456789012345678901234567890", "100000000000000000001"])
    func limbsKeepDigits(_ text: String) {
        let digits = text.utf8.map { $0 - UInt8(ascii: "0") }
        let limbs = DecimalLimbs(digits: digits)
        #expect(limbs.digits == (text == "0" ? [] : digits))
        #expect(limbs.isZero == (text == "0"))
    }
}
