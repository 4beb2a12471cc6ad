// Strings: the scan for the closing quote, escapes and UTF-8 checks.
extension JSONReader {
    @inline(__always)
    mutating func parseString() throws(JSONModelError) {
        let start = position
        let (hasEscapes, isASCII) = try scanString()
        append(
            TapeEntry(
                kind: .string,
                flag: hasEscapes,
                isASCII: isASCII,
                count: 0,
                start: UInt32(start),
                end: UInt32(position),
                next: 0
            )
        )
    }

    /// Validates the string whose opening quote is at `position` and moves past its closing
    /// quote, enforcing `maxStringLength`; returns whether its body has escapes and whether it
    /// is all ASCII.
    @inline(__always)
    mutating func scanString() throws(JSONModelError) -> (hasEscapes: Bool, isASCII: Bool) {
        let start = position
        position &+= 1
        var hasEscapes = false
        var isASCII = true
        while true {
            skipPlainStringBytes()
            guard position < count else {
                throw syntaxError("unexpected end of input in string", at: position)
            }
            let byte = base[position]
            if byte == UInt8(ascii: "\"") {
                position &+= 1
                break
            } else if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                try parseEscape()
            } else if byte < 0x20 {
                throw controlCharacterError(at: position)
            } else {
                isASCII = false
                try validateMultiByteRun()
            }
        }
        // The body between the quotes as written (escapes not undone) bounds the decoded length
        // without decoding. Wrapping arithmetic: both offsets lie within the input.
        if position &- start > maxStringSpan {
            throw stringLimitExceeded(from: start, to: position)
        }
        return (hasEscapes, isASCII)
    }

    /// Skips string bytes that need no attention (ASCII other than `"`, `\` and controls), eight
    /// at a time, and stops exactly at the first byte that does.
    @inline(__always)
    mutating func skipPlainStringBytes() {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        while position &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            // A byte's high bit is set here if it is `"`, `\`, below 0x20, or 0x80 and above.
            // Borrows can only flag bytes after a truly special one, so the lowest flag is exact.
            let special =
                (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
                    | (word &- ones &* 0x20) | word) & highBits
            if special != 0 {
                position &+= special.trailingZeroBitCount >> 3
                return
            }
            position &+= 8
        }
        while position < count {
            let byte = base[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 {
                return
            }
            position &+= 1
        }
    }

    /// Validates a run of multi-byte UTF-8 sequences (Unicode Table 3-7: no overlong forms, no
    /// surrogates, nothing above U+10FFFF), stopping at the next ASCII byte.
    @inline(__always)
    mutating func validateMultiByteRun() throws(JSONModelError) {
        // A local copy of `position`, so the loop keeps it in a register.
        var offset = position
        while offset < count {
            let lead = base[offset]
            if lead < 0x80 { break }
            // Fast paths for the common three- and two-byte forms (CJK, Latin, Greek, Cyrillic...).
            if offset &+ 4 <= count {
                // One load for 1110xxxx 10xxxxxx 10xxxxxx (the fourth byte is not looked at),
                // except leads E0 (overlong forms) and ED (surrogates), left to the full check.
                let word = UInt32(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt32.self))
                if word & 0x00C0_C0F0 == 0x0080_80E0, lead != 0xE0, lead != 0xED {
                    offset &+= 3
                    continue
                }
            }
            if lead >= 0xC2, lead <= 0xDF, offset &+ 1 < count, base[offset &+ 1] & 0xC0 == 0x80 {
                offset &+= 2
                continue
            }
            position = offset
            try validateMultiByteSequence()
            offset = position
        }
        position = offset
    }

    mutating func parseEscape() throws(JSONModelError) {
        let escapeStart = position
        position &+= 1
        guard position < count else {
            throw syntaxError("unexpected end of input in string escape", at: position)
        }
        switch base[position] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position &+= 1
        case UInt8(ascii: "u"):
            position &+= 1
            let unit = try parseHexQuad()
            if (0xDC00...0xDFFF).contains(unit) {
                throw syntaxError("lone low surrogate \\u\(hex(unit)) in string", at: escapeStart)
            }
            if (0xD800...0xDBFF).contains(unit) {
                guard position + 1 < count, base[position] == UInt8(ascii: "\\"),
                    base[position + 1] == UInt8(ascii: "u")
                else {
                    throw syntaxError("lone high surrogate \\u\(hex(unit)) in string", at: escapeStart)
                }
                let lowStart = position
                position &+= 2
                let low = try parseHexQuad()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw syntaxError(
                        "high surrogate \\u\(hex(unit)) is followed by \\u\(hex(low)), not a low surrogate",
                        at: lowStart
                    )
                }
            }
        default:
            throw syntaxError(
                "invalid escape sequence '\\\(describeByte(at: position, quoted: false))' in string",
                at: escapeStart
            )
        }
    }

    mutating func parseHexQuad() throws(JSONModelError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard position < count else {
                throw syntaxError("unexpected end of input in \\u escape", at: position)
            }
            guard let digit = JSONStringUnescaper.hexDigitValue(base[position]) else {
                throw syntaxError("expected 4 hexadecimal digits after \\u", at: position)
            }
            value = value << 4 | UInt16(digit)
            position &+= 1
        }
        return value
    }

    func hex(_ unit: UInt16) -> String {
        String(unit, radix: 16, uppercase: true).leftPadded(to: 4)
    }

    /// Validates one UTF-8 sequence starting at a byte >= 0x80 (Unicode Table 3-7: no overlong
    /// forms, no surrogates, nothing above U+10FFFF).
    mutating func validateMultiByteSequence() throws(JSONModelError) {
        let lead = base[position]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default:
            throw syntaxError(
                "invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true)) in string",
                at: position
            )
        }
        guard position &+ length <= count else {
            throw syntaxError("truncated UTF-8 sequence in string", at: position)
        }
        guard secondRange.contains(base[position + 1]) else {
            throw syntaxError("invalid UTF-8 sequence in string", at: position)
        }
        for offset in 2..<max(2, length) where base[position + offset] & 0xC0 != 0x80 {
            throw syntaxError("invalid UTF-8 sequence in string", at: position)
        }
        position &+= length
    }
}
