/// The JSON number grammar (RFC 8259 §6), in one place for the reader and for sources whose
/// numbers arrive as text (XML content, strings `@Lossy` reads as numbers).
///
/// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`: no leading zeros, no `+` sign, no
/// bare `.` or exponent, no NaN or infinity. Scanning allocates nothing. Offsets never pass
/// `count`, a buffer's length, so they advance with wrapping arithmetic (no overflow checks).
package enum JSONNumberGrammar {
    /// Where and why text stops being a number literal.
    package struct Failure: Error {
        /// The byte offset the reader reports.
        package let offset: Int
        /// What was expected, for a syntax error's message.
        package let message: String
    }

    /// Scans the number literal that starts at `start`, stopping at the first byte that cannot
    /// continue it.
    ///
    /// - Parameters:
    ///   - base: The input.
    ///   - start: The offset of the literal's first byte (`-` or a digit for a valid literal);
    ///     less than `count`.
    ///   - count: The input's length.
    /// - Returns: The offset just past the literal and whether it is an integer literal (no
    ///   fraction, no exponent).
    /// - Throws: ``Failure`` when the bytes from `start` do not begin a number literal.
    @inline(__always)
    package static func scan(
        _ base: UnsafePointer<UInt8>,
        from start: Int,
        count: Int
    ) throws(Failure) -> (end: Int, isInteger: Bool) {
        var position = start
        var isInteger = true
        if base[position] == UInt8(ascii: "-") {
            position &+= 1
        }
        guard position < count, isDigit(base[position]) else {
            throw Failure(offset: position, message: "expected a digit in number")
        }
        if base[position] == UInt8(ascii: "0") {
            position &+= 1
            if position < count, isDigit(base[position]) {
                throw Failure(offset: position - 1, message: "leading zeros are not allowed in numbers")
            }
        } else {
            position = skipDigits(base, from: position, count: count)
        }
        if position < count, base[position] == UInt8(ascii: ".") {
            isInteger = false
            position &+= 1
            guard position < count, isDigit(base[position]) else {
                throw Failure(offset: position, message: "expected a digit after the decimal point")
            }
            position = skipDigits(base, from: position, count: count)
        }
        if position < count, base[position] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position &+= 1
            if position < count, base[position] == UInt8(ascii: "+") || base[position] == UInt8(ascii: "-") {
                position &+= 1
            }
            guard position < count, isDigit(base[position]) else {
                throw Failure(offset: position, message: "expected a digit in the exponent")
            }
            position = skipDigits(base, from: position, count: count)
        }
        return (position, isInteger)
    }

    /// Scans the number literal at `start` and reads its value in the same step: digits are
    /// checked and added to the significand up to eight at a time, as the scan finds them.
    ///
    /// The reader reads numbers so and keeps the parts in the number's tape entry, so that
    /// codecs convert them without reading the digits again.
    ///
    /// - Returns: The offset just past the literal, whether it is an integer literal (no
    ///   fraction, no exponent) and its parts; `nil` for anything but a valid literal of at
    ///   most 19 digits (leading zeros of a fraction included), which the caller reads the
    ///   general way (``scan(_:from:count:)``, which reports the errors).
    @inline(__always)
    static func scanDecimal(
        _ base: UnsafePointer<UInt8>,
        from start: Int,
        count: Int
    ) -> (end: Int, isInteger: Bool, decimal: EiselLemire.DecimalLiteral)? {
        var position = start
        let isNegative = base[position] == UInt8(ascii: "-")
        if isNegative { position &+= 1 }
        guard position < count else { return nil }
        var significand: UInt64 = 0
        let integerStart = position
        if base[position] == UInt8(ascii: "0") {
            position &+= 1
            // Leading zeros are an error, which the general path reports.
            if position < count, isDigit(base[position]) { return nil }
        } else {
            position = addDigits(base, from: position, count: count, to: &significand)
            guard position > integerStart else { return nil }
        }
        var digitCount = position &- integerStart
        var exponent = 0
        var isInteger = true
        if position < count, base[position] == UInt8(ascii: ".") {
            isInteger = false
            let fractionStart = position &+ 1
            position = addDigits(base, from: fractionStart, count: count, to: &significand)
            guard position > fractionStart else { return nil }
            digitCount &+= position &- fractionStart
            exponent = fractionStart &- position
        }
        // More digits would not fit in the significand.
        guard digitCount <= 19 else { return nil }
        if position < count, base[position] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position &+= 1
            var isNegativeExponent = false
            if position < count, base[position] == UInt8(ascii: "+") || base[position] == UInt8(ascii: "-") {
                isNegativeExponent = base[position] == UInt8(ascii: "-")
                position &+= 1
            }
            let digitsStart = position
            var explicitExponent = 0
            while position < count, isDigit(base[position]) {
                // Saturated far outside the range of `Double`, keeping its sign.
                if explicitExponent < 1 << 20 {
                    explicitExponent = explicitExponent &* 10 &+ Int(base[position] &- UInt8(ascii: "0"))
                }
                position &+= 1
            }
            guard position > digitsStart else { return nil }
            exponent &+= isNegativeExponent ? -explicitExponent : explicitExponent
        }
        let decimal = EiselLemire.DecimalLiteral(
            significand: significand,
            exponent: exponent,
            isNegative: isNegative,
            isTruncated: false
        )
        return (position, isInteger, decimal)
    }

    /// Adds the digits at `start` to `value` (wrapping: the caller counts them) and returns the
    /// offset of the first byte that is not a digit.
    ///
    /// Eight bytes are loaded at a time: the digits before the first other byte are moved to
    /// the end of the word, with `0`s before them, and read at once.
    @inline(__always)
    private static func addDigits(
        _ base: UnsafePointer<UInt8>,
        from start: Int,
        count: Int,
        to value: inout UInt64
    ) -> Int {
        var position = start
        while position &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            let digitCount = leadingDigitCount(word)
            if digitCount == 8 {
                value = value &* 100_000_000 &+ EiselLemire.eightDigitsValue(word)
                position &+= 8
                continue
            }
            guard digitCount > 0 else { return position }
            // Little-endian: shifting left moves the digits to the word's last bytes, and the
            // bytes shifted in become '0's.
            let shift = UInt64(truncatingIfNeeded: 64 &- 8 &* digitCount)
            let digits = (word &<< shift) | (0x3030_3030_3030_3030 &>> (64 &- shift))
            value = value &* IntegerDigits.powerOfTen(digitCount) &+ EiselLemire.eightDigitsValue(digits)
            return position &+ digitCount
        }
        while position < count, isDigit(base[position]) {
            value = value &* 10 &+ UInt64(base[position] &- UInt8(ascii: "0"))
            position &+= 1
        }
        return position
    }

    /// How many of the (little-endian) word's first bytes are digits: 8 when all are.
    @inline(__always)
    private static func leadingDigitCount(_ word: UInt64) -> Int {
        // A byte is a digit when its high nibble is 3 both as it is and after adding 6.
        // Carries only run toward later bytes, so the first non-digit is found exactly.
        let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
        let threes: UInt64 = 0x3030_3030_3030_3030
        let nonDigits =
            ((word & highNibbles) ^ threes) | (((word &+ 0x0606_0606_0606_0606) & highNibbles) ^ threes)
        return nonDigits.trailingZeroBitCount >> 3
    }

    /// Whether `text` is exactly one number literal (no whitespace), and if so whether it is an
    /// integer literal.
    ///
    /// - Parameter text: The candidate literal.
    /// - Returns: `nil` when `text` is not a number literal; else whether it is an integer
    ///   literal.
    static func literalIsInteger(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let base = text.baseAddress, !text.isEmpty,
            let scanned = try? scan(base, from: 0, count: text.count),
            scanned.end == text.count
        else { return nil }
        return scanned.isInteger
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// The offset of the first byte at or after `start` that is not a digit.
    @inline(__always)
    private static func skipDigits(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        var position = start
        while position &+ 8 <= count {
            let digitCount = leadingDigitCount(
                UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            )
            position &+= digitCount
            if digitCount < 8 { return position }
        }
        while position < count, isDigit(base[position]) {
            position &+= 1
        }
        return position
    }
}
