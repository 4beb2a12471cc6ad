/// The Eisel–Lemire algorithm: converts a decimal significand and exponent to the nearest
/// `Double` with one or two 64-bit multiplications by a 128-bit power of five.
///
/// Daniel Lemire, "Number Parsing at a Gigabyte per Second" (Software: Practice and Experience,
/// 2021), after Michael Eisel. The answer is exact whenever it is given; in the rare cases where
/// 128 bits of the power of five cannot decide the rounding, it returns `nil` and the caller
/// falls back to a slower exact parser.
enum EiselLemire {
    /// A number literal split into an integer significand and a power of ten.
    ///
    /// The value is `significand × 10^exponent`, plus less than one unit of the last kept digit
    /// when `isTruncated` is set (digits after the 19th significant one are dropped).
    struct DecimalLiteral {
        /// The first 19 significant digits, as an integer.
        var significand: UInt64
        /// The power of ten that scales `significand`.
        var exponent: Int
        /// Whether the literal starts with a minus sign.
        var isNegative: Bool
        /// Whether nonzero digits were dropped after the 19th significant digit.
        var isTruncated: Bool

        /// A literal's parts, as ``JSONNumberGrammar/scanDecimal(_:from:count:)`` finds them.
        init(significand: UInt64, exponent: Int, isNegative: Bool, isTruncated: Bool) {
            self.significand = significand
            self.exponent = exponent
            self.isNegative = isNegative
            self.isTruncated = isTruncated
        }

        /// Splits a literal that the reader has validated against the JSON number grammar.
        ///
        /// Returns `nil` for an empty literal, or one so long (2 GiB) that exponent arithmetic
        /// could lose track of its size.
        init?(parsing literal: UnsafeBufferPointer<UInt8>) {
            let count = literal.count
            guard let bytes = literal.baseAddress, count > 0, count < 1 << 31 else { return nil }
            var index = 0
            isNegative = bytes[0] == UInt8(ascii: "-")
            if isNegative { index = 1 }
            // First read every digit into a wrapping UInt64; that is exact up to 19 digits,
            // and longer significands, which are rare, are read again below.
            let digitsStart = index
            var value: UInt64 = 0
            while index < count {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                value = value &* 10 &+ UInt64(digit)
                index += 1
            }
            var digitCount = index - digitsStart
            var fractionDigitCount = 0
            if index < count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                let fractionStart = index
                while count - index >= 8, let eight = EiselLemire.eightDigits(at: bytes + index) {
                    value = value &* 100_000_000 &+ eight
                    index += 8
                }
                // Fewer than eight digits left, often the end of the literal: read them in one
                // word that ends with the literal, with '0's in place of the bytes already read.
                let remaining = count - index
                if remaining > 0, remaining < 8, count >= 8,
                    let tail = EiselLemire.lastDigits(remaining, endingAt: bytes + count)
                {
                    value = value &* IntegerDigits.powerOfTen(remaining) &+ tail
                    index = count
                }
                while index < count {
                    let digit = bytes[index] &- UInt8(ascii: "0")
                    guard digit < 10 else { break }
                    value = value &* 10 &+ UInt64(digit)
                    index += 1
                }
                fractionDigitCount = index - fractionStart
                digitCount += fractionDigitCount
            }
            if digitCount > 19 {
                (significand, exponent, isTruncated) = EiselLemire.longSignificand(
                    UnsafeBufferPointer(rebasing: literal[digitsStart..<index])
                )
            } else {
                significand = value
                exponent = -fractionDigitCount
                isTruncated = false
            }
            guard index < count else { return }
            // An exponent: 'e' or 'E', an optional sign, at least one digit.
            index += 1
            var isNegativeExponent = false
            if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                isNegativeExponent = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            // Saturate far beyond any literal length: with fewer than 2^31 digits, a saturated
            // exponent keeps its sign and stays far outside the range of `Double`.
            var explicitExponent = 0
            while index < count {
                if explicitExponent < 1 << 32 {
                    explicitExponent = explicitExponent &* 10 &+ Int(bytes[index] &- UInt8(ascii: "0"))
                }
                index += 1
            }
            exponent += isNegativeExponent ? -explicitExponent : explicitExponent
        }
    }

    /// The value of eight ASCII digits at `pointer`, or `nil` if any of the bytes is not a digit.
    @inline(__always)
    static func eightDigits(at pointer: UnsafePointer<UInt8>) -> UInt64? {
        eightDigits(UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self)))
    }

    /// The value of the `count` (1 to 7) ASCII digits that end at `end`, or `nil` if any of them
    /// is not a digit.
    ///
    /// The eight bytes before `end` must be readable.
    @inline(__always)
    static func lastDigits(_ count: Int, endingAt end: UnsafePointer<UInt8>) -> UInt64? {
        let word = UInt64(littleEndian: UnsafeRawPointer(end - 8).loadUnaligned(as: UInt64.self))
        // The first bytes of the word come before the digits wanted: make them leading zeros.
        let before = (UInt64(1) &<< UInt64(8 * (8 - count))) &- 1
        return eightDigits((word & ~before) | (0x3030_3030_3030_3030 & before))
    }

    /// The value of eight ASCII digits in a little-endian word (the first digit in the lowest
    /// byte), or `nil` if any of the bytes is not a digit.
    ///
    /// Combines the digits in three steps: pairs of digits, then pairs of pairs, then the two
    /// halves.
    @inline(__always)
    static func eightDigits(_ word: UInt64) -> UInt64? {
        // A byte is a digit when its high nibble is 3 and adding 6 keeps it so. A carry out of a
        // byte only comes from a byte whose high nibble is F, which fails the first test.
        let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
        let threes: UInt64 = 0x3030_3030_3030_3030
        guard word & highNibbles == threes, (word &+ 0x0606_0606_0606_0606) & highNibbles == threes else {
            return nil
        }
        return eightDigitsValue(word)
    }

    /// The value of eight ASCII digits in a little-endian word, the first the most significant
    /// (the word must hold digits only).
    @inline(__always)
    static func eightDigitsValue(_ word: UInt64) -> UInt64 {
        let threes: UInt64 = 0x3030_3030_3030_3030
        // Each even byte becomes a two-digit number...
        let digits = word &- threes
        let pairs = (digits &* 10) &+ (digits &>> 8)
        // ...and bytes 0, 2, 4, 6 are weighted by 10^6, 10^4, 10^2, 1 in the upper 32 bits.
        let lowPairMask: UInt64 = 0x0000_00FF_0000_00FF
        let outer = (pairs & lowPairMask) &* (100 &+ (1_000_000 &<< 32))
        let inner = ((pairs &>> 16) & lowPairMask) &* (1 &+ (10_000 &<< 32))
        return (outer &+ inner) &>> 32
    }

    /// The first 19 significant digits of a significand with more digits than that, the power
    /// of ten that scales them, and whether any later digit is nonzero.
    ///
    /// - Parameter digits: The integer digits, an optional point, and the fraction digits.
    /// - Returns: The 19 digits as an integer, the power of ten to scale them by, and whether a
    ///   digit after them is nonzero.
    private static func longSignificand(
        _ digits: UnsafeBufferPointer<UInt8>
    ) -> (significand: UInt64, exponent: Int, isTruncated: Bool) {
        var significand: UInt64 = 0
        var exponent = 0
        var isTruncated = false
        var significantDigits = 0
        var isFraction = false
        for byte in digits {
            guard byte != UInt8(ascii: ".") else {
                isFraction = true
                continue
            }
            let digit = byte &- UInt8(ascii: "0")
            if significantDigits < 19 {
                significand = significand &* 10 &+ UInt64(digit)
                // Leading zeros are not significant.
                if significand != 0 { significantDigits += 1 }
                if isFraction { exponent -= 1 }
            } else {
                // A dropped integer digit scales the kept ones by ten; a dropped fraction
                // digit does not.
                if !isFraction { exponent += 1 }
                if digit != 0 { isTruncated = true }
            }
        }
        return (significand, exponent, isTruncated)
    }

    /// The `Double` nearest to `literal`, or `nil` when the algorithm cannot decide.
    static func double(_ literal: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let decimal = DecimalLiteral(parsing: literal) else { return nil }
        return double(decimal)
    }

    /// The `Double` nearest to `decimal`, or `nil` when the algorithm cannot decide.
    ///
    /// Results outside the range of `Double` are an infinity or a zero, with the literal's sign.
    static func double(_ decimal: DecimalLiteral) -> Double? {
        let signBit: UInt64 = decimal.isNegative ? 1 << 63 : 0
        guard let magnitude = magnitudeBits(decimal.significand, decimal.exponent) else { return nil }
        if decimal.isTruncated {
            // The exact value lies strictly between significand and significand + 1 (times the
            // power of ten); if both round the same way, so does everything between them.
            guard magnitudeBits(decimal.significand + 1, decimal.exponent) == magnitude else { return nil }
        }
        return Double(bitPattern: signBit | magnitude)
    }

    /// The smallest and largest powers of ten that can give a finite nonzero `Double`.
    ///
    /// Below the smallest, even `(10^19 - 1) × 10^q` is under half the least subnormal; above
    /// the largest, `1 × 10^q` overflows.
    static let smallestExponent = -342
    static let largestExponent = 308

    /// The bits of the positive `Double` nearest to `significand × 10^exponent`, or `nil` when
    /// 128 bits of the power of five leave the rounding undecided.
    private static func magnitudeBits(_ significand: UInt64, _ exponent: Int) -> UInt64? {
        let infinityBits: UInt64 = 0x7FF0_0000_0000_0000
        if significand == 0 || exponent < smallestExponent { return 0 }
        if exponent > largestExponent { return infinityBits }

        // Normalize: the significand's top bit set, 2^63 <= w < 2^64.
        let leadingZeros = significand.leadingZeroBitCount
        let w = significand &<< UInt64(leadingZeros)
        let (powerHigh, powerLow) = PowersOfFive.entry(exponent)
        // The table holds T = floor(P), where P = 5^q × 2^-s lies in [2^127, 2^128), exactly
        // for 0 <= q <= 55. The exact product X = w × P lies in [w × T, w × T + w): the error is
        // less than one `w` in the lowest of the three 64-bit words of w × T.
        let isExact = exponent >= 0 && exponent <= 55
        let first = w.multipliedFullWidth(by: powerHigh)
        var top = first.high
        // Whether anything below the top word is nonzero; carries are dealt with below.
        var lowerIsNonzero = (first.low | powerLow) != 0 || !isExact
        // The low half of T and the error add less than `w` to `first.low`, so they carry into
        // the top word only when `first.low + w` overflows. Even then the carry changes nothing
        // unless it reaches the bits kept or the rounding bit, that is unless all the bits below
        // the rounding bit of a normal number are ones. (A zero rounding remainder with a
        // carry is not a tie either way: see `lowerIsNonzero`.)
        let belowRounding = (UInt64(1) &<< (9 &+ (top &>> 63))) &- 1
        if top & belowRounding == belowRounding, first.low > ~(w &- 1) {
            let second = w.multipliedFullWidth(by: powerLow)
            let (middle, carry) = first.low.addingReportingOverflow(second.high)
            top = first.high &+ (carry ? 1 : 0)
            if !isExact && middle == .max && second.low > ~(w &- 1) {
                // The unknown error may still carry into the top word. This happens when the
                // exact product has all its low bits zero, that is when the value is a
                // dyadic fraction; otherwise only by a coincidence of 1 in 2^64.
                return dyadicBits(significand, exponent)
            }
            lowerIsNonzero = (middle | second.low) != 0 || !isExact
        }

        // The value is top × 2^(exponent of top); the top word has 63 or 64 significant bits.
        let topBit = Int(top &>> 63)
        let biasedExponent = 63 + topBit + PowersOfFive.floorLog2PowerOfTen(exponent) - leadingZeros + 1023
        // Keep 53 bits for a normal number; for a subnormal, keep fewer, at the scale of the
        // smallest normal exponent.
        var shift = 10 + topBit
        var exponentField = biasedExponent
        if biasedExponent <= 0 {
            shift += 1 - biasedExponent
            exponentField = 1
        }
        // Everything below half of the least subnormal rounds to zero.
        if shift > 64 { return 0 }
        // The kept bits and the rounding bit; round half up, except that an exact tie rounds
        // to the even neighbour.
        var mantissa = top &>> UInt64(shift - 1)
        let belowHalf = (UInt64(1) &<< UInt64(shift - 1)) &- 1
        if mantissa & 3 == 1, top & belowHalf == 0, !lowerIsNonzero {
            mantissa &-= 1
        }
        mantissa = (mantissa &+ (mantissa & 1)) &>> 1
        // The mantissa carries the implicit bit (2^52), which adds one to the exponent field;
        // rounding up to 2^53 moves to the next binade, and a subnormal rounding up to 2^52
        // becomes the least normal number, both by plain addition.
        let bits = (UInt64(exponentField - 1) &<< 52) &+ mantissa
        return min(bits, infinityBits)
    }

    /// The bits of `significand × 10^exponent` when that value is exactly
    /// `(significand / 5^-exponent) × 2^exponent`, for exponents from -27 to -1; otherwise `nil`.
    private static func dyadicBits(_ significand: UInt64, _ exponent: Int) -> UInt64? {
        guard exponent < 0, exponent >= -27 else { return nil }
        var powerOfFive: UInt64 = 1
        for _ in 0 ..< -exponent {
            powerOfFive &*= 5
        }
        let (quotient, remainder) = significand.quotientAndRemainder(dividingBy: powerOfFive)
        guard remainder == 0 else { return nil }
        // Converting the integer rounds correctly; scaling by a power of two at least 2^-27 is
        // exact, as the integer is at least 1.
        let value = Double(quotient) * Double(sign: .plus, exponent: exponent, significand: 1)
        return value.bitPattern
    }
}
