internal import CJSONModelSIMD

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
    ///
    /// The vector scanner finds the next `"`, `\\` or control byte sixteen bytes a step and
    /// notes whether a byte before it is non-ASCII; a non-ASCII body is then validated as UTF-8
    /// at once. Anything wrong (a control byte, a bad escape or UTF-8 sequence, the end of the
    /// input) hands the string to ``scanStringByteByByte(from:)``, which finds the first error
    /// and words it, so the errors are those of a byte-by-byte reader.
    @inline(__always)
    mutating func scanString() throws(JSONModelError) -> (hasEscapes: Bool, isASCII: Bool) {
        let start = position
        var offset = position &+ 1
        var hasEscapes = false
        var seen: UInt8 = 0
        while true {
            offset &+= jm_string_scan(base + offset, count &- offset, &seen)
            guard offset < count else { return try scanStringByteByByte(from: start) }
            let byte = base[offset]
            if byte == UInt8(ascii: "\"") { break }
            guard byte == UInt8(ascii: "\\") else { return try scanStringByteByByte(from: start) }
            hasEscapes = true
            position = offset
            guard skipEscape() else { return try scanStringByteByByte(from: start) }
            offset = position
        }
        if seen >= 0x80, !jm_utf8_valid(base + (start &+ 1), offset &- start &- 1) {
            return try scanStringByteByByte(from: start)
        }
        position = offset &+ 1
        // The body between the quotes as written (escapes not undone) bounds the decoded length
        // without decoding. Wrapping arithmetic: both offsets lie within the input.
        if position &- start > maxStringSpan {
            throw stringLimitExceeded(from: start, to: position)
        }
        return (hasEscapes, seen < 0x80)
    }

    /// Moves past the escape at `position`; returns `false`, with `position` anywhere, if it is
    /// not a valid one.
    @inline(__always)
    private mutating func skipEscape() -> Bool {
        do throws(JSONModelError) {
            try parseEscape()
            return true
        } catch {
            return false
        }
    }

    /// ``scanString()`` a byte at a time, for a string the vector scan found something wrong in
    /// (or that ends the input): throws the error at the first wrong byte.
    @inline(never)
    mutating func scanStringByteByByte(from start: Int) throws(JSONModelError) -> (hasEscapes: Bool, isASCII: Bool) {
        position = start &+ 1
        var hasEscapes = false
        var isASCII = true
        while true {
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
            } else if byte < 0x80 {
                position &+= 1
            } else {
                isASCII = false
                try validateMultiByteSequence()
            }
        }
        if position &- start > maxStringSpan {
            throw stringLimitExceeded(from: start, to: position)
        }
        return (hasEscapes, isASCII)
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
