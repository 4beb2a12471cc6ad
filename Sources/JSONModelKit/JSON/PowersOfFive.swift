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
            // The leading 128 bits of 5^q, truncated.
            let start = power.bitWidth - 128
            store(q, (power.word(atBit: start + 64), power.word(atBit: start)))
        }
        power = BigNumber(1)
        for n in 1...(-smallestExponent) {
            power.multiply(by: 5)
            // 2^(L-1) < 5^n < 2^L, so floor(2^(127 + L) / 5^n) lies in [2^127, 2^128).
            store(-n, power.truncatedReciprocal128())
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

    /// The number of bits up to and including the highest set bit.
    var bitWidth: Int {
        guard let last = words.last(where: { $0 != 0 }),
            let lastIndex = words.lastIndex(where: { $0 != 0 })
        else { return 0 }
        return lastIndex * 64 + (64 - last.leadingZeroBitCount)
    }

    /// Bit `index`; bits below zero or above the top are zero.
    func bit(_ index: Int) -> UInt64 {
        guard index >= 0, index / 64 < words.count else { return 0 }
        return (words[index / 64] >> UInt64(index % 64)) & 1
    }

    /// The 64 bits starting at bit `start`, which may be negative (shifting the number left).
    func word(atBit start: Int) -> UInt64 {
        var result: UInt64 = 0
        for offset in 0..<64 {
            result |= bit(start + offset) << UInt64(offset)
        }
        return result
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

    mutating func shiftLeftByOne() {
        var carry: UInt64 = 0
        for index in words.indices {
            let word = words[index]
            words[index] = (word << 1) | carry
            carry = word >> 63
        }
        if carry != 0 { words.append(carry) }
    }

    static func >= (lhs: BigNumber, rhs: BigNumber) -> Bool {
        let count = max(lhs.words.count, rhs.words.count)
        for index in (0..<count).reversed() {
            let left = index < lhs.words.count ? lhs.words[index] : 0
            let right = index < rhs.words.count ? rhs.words[index] : 0
            if left != right { return left > right }
        }
        return true
    }

    /// Subtracts a number that is not larger.
    mutating func subtract(_ other: BigNumber) {
        var borrow = false
        for index in words.indices {
            let right = index < other.words.count ? other.words[index] : 0
            let (difference, overflow1) = words[index].subtractingReportingOverflow(right)
            let (result, overflow2) = difference.subtractingReportingOverflow(borrow ? 1 : 0)
            words[index] = result
            borrow = overflow1 || overflow2
        }
    }

    /// `floor(2^(127 + L) / self)`, where L is the bit width, for a number that is not a power
    /// of two: 128 quotient bits by binary long division.
    func truncatedReciprocal128() -> (high: UInt64, low: UInt64) {
        // Start with 2^(L-1), which is less than self; each step doubles the remainder.
        var remainder = BigNumber(0)
        let width = bitWidth
        remainder.words = [UInt64](repeating: 0, count: width / 64 + 1)
        remainder.words[(width - 1) / 64] = 1 << UInt64((width - 1) % 64)
        var high: UInt64 = 0
        var low: UInt64 = 0
        for _ in 0..<128 {
            remainder.shiftLeftByOne()
            var quotientBit: UInt64 = 0
            if remainder >= self {
                remainder.subtract(self)
                quotientBit = 1
            }
            high = (high << 1) | (low >> 63)
            low = (low << 1) | quotientBit
        }
        return (high, low)
    }
}
