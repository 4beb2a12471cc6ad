/// Truncated 128-bit powers of five: the one table behind reading decimal numbers
/// (``EiselLemire``) and writing them (``ShortestDouble``).
///
/// A power of ten is a power of five times a power of two, so 128 leading bits of 5^q and a
/// binary exponent (``floorLog2PowerOfTen(_:)``) stand for 10^q in both directions.
enum PowersOfFive {
    /// The smallest and largest exponents in the table.
    ///
    /// Reading needs -342 (below it, every 19-digit significand rounds to zero) to 308 (above
    /// it, everything overflows); writing needs -292 to 324 (10^324 scales the least
    /// subnormal to a 17-digit integer).
    static let smallestExponent = -342
    static let largestExponent = 324

    /// The leading 128 bits of 5^q, truncated, as (high, low) words.
    @inline(__always)
    static func entry(_ q: Int) -> (high: UInt64, low: UInt64) {
        let index = (q &- smallestExponent) &* 2
        return (table[index], table[index &+ 1])
    }

    /// `floor(q × log2(10))`, for `q` in `smallestExponent...largestExponent`.
    ///
    /// 217706 / 2^16 approximates log2(10) closely enough for |q| < 1650; the tests check every
    /// exponent in the table's range.
    static func floorLog2PowerOfTen(_ q: Int) -> Int {
        (217_706 &* q) &>> 16
    }

    /// Two words (high, low) per exponent from `smallestExponent` to `largestExponent`: for
    /// each q, the integer part of 5^q × 2^-s, where s puts the value in [2^127, 2^128) (exact
    /// for 0 <= q <= 55).
    ///
    /// Computed once, at first use, with exact multi-word arithmetic, and kept for the life of
    /// the process behind a pointer: reading a global array retains and releases it, two
    /// atomic operations for each number read or written. Never written after it is built.
    nonisolated(unsafe) static let table: UnsafePointer<UInt64> = {
        let values = makeTable()
        let storage = UnsafeMutablePointer<UInt64>.allocate(capacity: values.count)
        storage.initialize(from: values, count: values.count)
        return UnsafePointer(storage)
    }()

    private static func makeTable() -> [UInt64] {
        var table = [UInt64](repeating: 0, count: 2 * (largestExponent - smallestExponent + 1))
        func store(_ q: Int, _ value: (high: UInt64, low: UInt64)) {
            table[2 * (q - smallestExponent)] = value.high
            table[2 * (q - smallestExponent) + 1] = value.low
        }
        var power = BigNumber(1)
        for q in 0...largestExponent {
            if q > 0 { power.multiply(by: 5) }
            store(q, power.leading128Bits)
        }
        // floor(2^1024 / 5^n), by dividing by five n times (the floors compose); 5^342 < 2^795,
        // so more than 128 bits are left. Its leading 128 bits are floor(2^(127 + L) / 5^n),
        // where 2^(L-1) < 5^n < 2^L, which lies in [2^127, 2^128).
        var quotient = BigNumber(powerOfTwo: 1024)
        for n in 1...(-smallestExponent) {
            quotient.divide(by: 5)
            store(-n, quotient.leading128Bits)
        }
        return table
    }
}

/// A non-negative integer of any size, as little-endian 64-bit words: just enough arithmetic to
/// build the table of powers of five.
private struct BigNumber {
    private var words: [UInt64]

    init(_ value: UInt64) {
        words = [value]
    }

    init(powerOfTwo exponent: Int) {
        words = [UInt64](repeating: 0, count: exponent / 64 + 1)
        words[exponent / 64] = 1 << UInt64(exponent % 64)
    }

    /// The number of bits up to and including the highest set bit.
    var bitWidth: Int {
        guard let lastIndex = words.lastIndex(where: { $0 != 0 }) else { return 0 }
        return lastIndex * 64 + (64 - words[lastIndex].leadingZeroBitCount)
    }

    /// The leading 128 bits, truncated (shifted left when the number has fewer), as (high, low)
    /// words.
    var leading128Bits: (high: UInt64, low: UInt64) {
        let start = bitWidth - 128
        return (word(atBit: start + 64), word(atBit: start))
    }

    /// The 64 bits starting at bit `start`, which may be negative (shifting the number left);
    /// bits below zero or above the top are zero.
    func word(atBit start: Int) -> UInt64 {
        func word(_ index: Int) -> UInt64 {
            index >= 0 && index < words.count ? words[index] : 0
        }
        let index = start >> 6  // rounds down, also for negative starts
        let offset = UInt64(start & 63)
        guard offset != 0 else { return word(index) }
        return word(index) >> offset | word(index + 1) << (64 - offset)
    }

    mutating func multiply(by factor: UInt64) {
        var carry: UInt64 = 0
        for index in words.indices {
            let product = words[index].multipliedFullWidth(by: factor)
            let (sum, overflow) = product.low.addingReportingOverflow(carry)
            words[index] = sum
            carry = product.high + (overflow ? 1 : 0)
        }
        if carry != 0 { words.append(carry) }
    }

    /// Divides by `divisor`, rounding down.
    mutating func divide(by divisor: UInt64) {
        var remainder: UInt64 = 0
        for index in words.indices.reversed() {
            (words[index], remainder) = divisor.dividingFullWidth((remainder, words[index]))
        }
    }
}
