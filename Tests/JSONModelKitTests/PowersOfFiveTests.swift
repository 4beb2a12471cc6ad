import Foundation
import Testing

@testable import JSONModelKit

/// The table of powers of five that reading and writing numbers share, and its binary exponents.
@Suite struct PowersOfFiveTests {
    /// `floorLog2PowerOfTen` against the floating-point logarithm, which is far from any integer
    /// for these exponents.
    @Test func binaryExponentOfEveryPowerOfTen() {
        for q in PowersOfFive.smallestExponent...PowersOfFive.largestExponent {
            let expected = Int((Double(q) * log2(10.0)).rounded(.down))
            #expect(PowersOfFive.floorLog2PowerOfTen(q) == expected, "q = \(q)")
        }
    }

    @Test func tableOfPowersOfFive() {
        func entry(_ q: Int) -> (high: UInt64, low: UInt64) {
            PowersOfFive.entry(q)
        }
        // Every entry is normalized to 128 bits.
        for q in PowersOfFive.smallestExponent...PowersOfFive.largestExponent {
            #expect(entry(q).high >> 63 == 1, "q = \(q)")
        }
        // Small powers are exact: 5^q shifted left.
        var power: UInt64 = 1
        for q in 0...27 {
            let shift = power.leadingZeroBitCount
            #expect(entry(q).high == power << UInt64(shift), "q = \(q)")
            #expect(entry(q).low == 0, "q = \(q)")
            if q < 27 { power *= 5 }
        }
        // 2^130 / 5 = 0xCCCC…CCCC.CC…, and 2^132 / 25 = 0xA3D7_0A3D_70A3_D70A_3D70…
        #expect(entry(-1).high == 0xCCCC_CCCC_CCCC_CCCC)
        #expect(entry(-1).low == 0xCCCC_CCCC_CCCC_CCCC)
        #expect(entry(-2).high == 0xA3D7_0A3D_70A3_D70A)
        #expect(entry(-2).low == 0x3D70_A3D7_0A3D_70A3)
        // Consecutive entries differ by a factor of five up to truncation: check the leading
        // 64 bits through Double, which holds 53 of them exactly.
        for q in PowersOfFive.smallestExponent..<PowersOfFive.largestExponent {
            let ratio = Double(entry(q + 1).high) / Double(entry(q).high)
            #expect(
                abs(ratio - 5) < 1e-12 || abs(ratio - 5.0 / 4) < 1e-12 || abs(ratio - 5.0 / 8) < 1e-12,
                "q = \(q), ratio \(ratio)"
            )
        }
    }

    /// The 128-bit entries against exact arithmetic in `UInt128`, where 5^q fits (q <= 55).
    @Test func exactEntriesAgainstWideIntegers() {
        var power: UInt128 = 1
        for q in 0...55 {
            let shift = power.leadingZeroBitCount
            let normalized = power << shift
            #expect(PowersOfFive.entry(q).high == UInt64(truncatingIfNeeded: normalized >> 64), "q = \(q)")
            #expect(PowersOfFive.entry(q).low == UInt64(truncatingIfNeeded: normalized), "q = \(q)")
            if q < 55 { power *= 5 }
        }
    }
}
