/// Writes the decimal digits of an unsigned integer eight at a time.
///
/// Each block of eight digits is computed in one 64-bit word (SWAR: a few multiplications and
/// shifts split it into halves, pairs and single digits in parallel) and stored with one
/// unaligned write, where a digit-pair loop needed a division per two digits.
enum IntegerDigits {
    /// The most bytes ``write(_:to:)`` stores (20 digits are written as three 8-byte words).
    static let maxBytesWritten = 24

    /// 10^exponent, for `exponent` from 0 to 19 (the largest that fits).
    ///
    /// A `switch` of constants compiles to a lookup table in read-only data; a global array
    /// would be retained and released, two atomic operations, on each use.
    @inline(__always)
    static func powerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        case 15: 1_000_000_000_000_000
        case 16: 10_000_000_000_000_000
        case 17: 100_000_000_000_000_000
        case 18: 1_000_000_000_000_000_000
        default: 10_000_000_000_000_000_000
        }
    }

    /// Writes `value`'s decimal digits at `output` and returns how many there are.
    ///
    /// Stores up to ``maxBytesWritten`` bytes; only the returned count of them are digits.
    @inline(__always)
    static func write(_ value: UInt64, to output: UnsafeMutablePointer<UInt8>) -> Int {
        if value < 100_000_000 {
            return writeLeading(value, to: output)
        }
        if value < 10_000_000_000_000_000 {
            let high = value / 100_000_000
            // Nine digits (ids, timestamps in seconds) are common: their first digit is one byte.
            let leading = high < 10 ? writeDigit(high, to: output) : writeLeading(high, to: output)
            writeEight(value &- high &* 100_000_000, to: output + leading)
            return leading &+ 8
        }
        let top = value / 10_000_000_000_000_000
        let rest = value &- top &* 10_000_000_000_000_000
        let middle = rest / 100_000_000
        let leading = writeLeading(top, to: output)
        writeEight(middle, to: output + leading)
        writeEight(rest &- middle &* 100_000_000, to: output + leading + 8)
        return leading &+ 16
    }

    /// Writes `value` as exactly `digitCount` digits, with leading zeros ("0042" for 42 and 4).
    ///
    /// `value` must be below 10^digitCount, and `digitCount` from 1 to 24. Stores up to
    /// ``maxBytesWritten`` bytes; the first `digitCount` of them are the digits.
    @inline(__always)
    static func write(_ value: UInt64, digitCount: Int, to output: UnsafeMutablePointer<UInt8>) {
        if digitCount <= 8 {
            writeLast(digitCount, of: value, to: output)
        } else if digitCount <= 16 {
            let high = value / 100_000_000
            writeLast(digitCount &- 8, of: high, to: output)
            writeEight(value &- high &* 100_000_000, to: output + (digitCount &- 8))
        } else {
            let top = value / 10_000_000_000_000_000
            let rest = value &- top &* 10_000_000_000_000_000
            let middle = rest / 100_000_000
            let leading = digitCount &- 16
            writeLast(leading, of: top, to: output)
            writeEight(middle, to: output + leading)
            writeEight(rest &- middle &* 100_000_000, to: output + leading + 8)
        }
    }

    /// Writes the last `count` (1 to 8) of the eight digits of `value` (below 10^8).
    @inline(__always)
    private static func writeLast(_ count: Int, of value: UInt64, to output: UnsafeMutablePointer<UInt8>) {
        store((digitBytes(value) | asciiZeros) >> UInt64(truncatingIfNeeded: (8 &- count) &* 8), at: output)
    }

    /// Writes `value` (below 10^8) without leading zeros and returns its digit count.
    @inline(__always)
    private static func writeLeading(_ value: UInt64, to output: UnsafeMutablePointer<UInt8>) -> Int {
        let digits = digitBytes(value)
        // The leading zero digits are the word's low zero bytes (0 writes one digit, "0").
        let zeroBits = value == 0 ? 56 : digits.trailingZeroBitCount & ~7
        store((digits | asciiZeros) >> UInt64(zeroBits), at: output)
        return 8 &- zeroBits >> 3
    }

    /// Writes `value` (below 10) as one digit and returns 1.
    @inline(__always)
    private static func writeDigit(_ value: UInt64, to output: UnsafeMutablePointer<UInt8>) -> Int {
        output.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
        return 1
    }

    /// Writes `value` (below 10^8) as exactly eight digits, with leading zeros.
    @inline(__always)
    private static func writeEight(_ value: UInt64, to output: UnsafeMutablePointer<UInt8>) {
        store(digitBytes(value) | asciiZeros, at: output)
    }

    /// The ASCII digit "0" in every byte.
    @inline(__always)
    private static var asciiZeros: UInt64 { 0x3030_3030_3030_3030 }

    /// The eight decimal digits of `value` (below 10^8) as byte values 0 to 9, the first
    /// (most significant) digit in the lowest byte, so that a little-endian store writes them
    /// in reading order.
    @inline(__always)
    private static func digitBytes(_ value: UInt64) -> UInt64 {
        // Two 32-bit lanes: the first four digits in the low lane, the last four in the high.
        let firstFour = value / 10_000
        let fours = firstFour | ((value &- firstFour &* 10_000) << 32)
        // Each lane divided by 100 (x * 10486 >> 20 is x / 100 below 10,000), the quotient
        // and the remainder in 16-bit lanes.
        let hundreds = ((fours &* 10_486) >> 20) & 0x0000_007F_0000_007F
        let pairs = hundreds | ((fours &- hundreds &* 100) << 16)
        // Each 16-bit lane divided by 10 (x * 103 >> 10 is x / 10 below 100), the tens and
        // the ones in bytes.
        let tens = ((pairs &* 103) >> 10) & 0x000F_000F_000F_000F
        return tens | ((pairs &- tens &* 10) << 8)
    }

    @inline(__always)
    private static func store(_ word: UInt64, at output: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(output).storeBytes(of: word.littleEndian, as: UInt64.self)
    }
}
