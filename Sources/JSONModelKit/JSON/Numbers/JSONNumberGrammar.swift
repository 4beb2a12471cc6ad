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
            let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            // A byte is a digit when its high nibble is 3 both as it is and after adding 6.
            // Carries only run toward later bytes, so the first non-digit is found exactly.
            let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
            let threes: UInt64 = 0x3030_3030_3030_3030
            let nonDigits =
                ((word & highNibbles) ^ threes)
                | (((word &+ 0x0606_0606_0606_0606) & highNibbles) ^ threes)
            if nonDigits != 0 {
                return position &+ nonDigits.trailingZeroBitCount >> 3
            }
            position &+= 8
        }
        while position < count, isDigit(base[position]) {
            position &+= 1
        }
        return position
    }
}
