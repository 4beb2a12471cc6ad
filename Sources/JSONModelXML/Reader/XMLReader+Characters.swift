extension XMLReader {
    /// Decodes the character whose UTF-8 encoding starts at `offset` and checks that XML allows
    /// it (`Char`: no controls other than tab, line feed and carriage return, no surrogates,
    /// no U+FFFE or U+FFFF).
    ///
    /// - Returns: The scalar value and the length of its encoding in bytes.
    /// - Throws: ``XMLSyntaxError`` for malformed, overlong or truncated UTF-8 and for
    ///   characters XML forbids.
    ///
    /// `mutating` though it changes nothing, as ``characterLength(at:)``: called from the
    /// reading loops (mutating methods), a non-mutating method makes the compiler copy the
    /// whole reader first.
    @inline(__always)
    mutating func character(at offset: Int) throws(XMLSyntaxError) -> (value: UInt32, length: Int) {
        let lead = base[offset]
        if lead < 0x80 {
            guard lead >= 0x20 || lead == 0x09 || lead == 0x0A || lead == 0x0D else {
                throw syntaxError("the control character \(describeByte(at: offset)) is not allowed in XML", at: offset)
            }
            return (UInt32(lead), 1)
        }
        return try multiByteCharacter(at: offset)
    }

    /// The length of the character whose UTF-8 encoding starts at `offset`, checked as
    /// ``character(at:)`` checks it, for the loops that step over characters without needing
    /// their value (text, CDATA sections, attribute values, comments, processing instructions).
    ///
    /// The two-byte forms (U+0080–U+07FF) and the three-byte forms led by E1–EC and EE
    /// (U+1000–U+CFFF, U+E000–U+EFFF) are all characters XML allows, so for them the
    /// continuation bytes are the whole check; every other byte (ASCII, overlong forms,
    /// surrogates, U+FFFE and U+FFFF, four bytes) takes ``character(at:)``.
    ///
    /// `mutating` though it changes nothing: inlined as a non-mutating method into the loops
    /// (mutating methods), it made the compiler copy the whole reader, 240 bytes, before each
    /// character of two or more bytes (3% of decoding twitter.json's XML).
    @inline(__always)
    mutating func characterLength(at offset: Int) throws(XMLSyntaxError) -> Int {
        let lead = base[offset]
        if lead >= 0xE1, lead <= 0xEE, lead != 0xED, offset &+ 3 <= count,
            base[offset &+ 1] & 0xC0 == 0x80, base[offset &+ 2] & 0xC0 == 0x80
        {
            return 3
        }
        if lead >= 0xC2, lead <= 0xDF, offset &+ 2 <= count, base[offset &+ 1] & 0xC0 == 0x80 {
            return 2
        }
        return try character(at: offset).length
    }

    private mutating func multiByteCharacter(at offset: Int) throws(XMLSyntaxError) -> (value: UInt32, length: Int) {
        let lead = base[offset]
        let length: Int
        var value: UInt32
        let minimum: UInt32
        switch lead {
        case 0xC2...0xDF:
            (length, value, minimum) = (2, UInt32(lead & 0x1F), 0x80)
        case 0xE0...0xEF:
            (length, value, minimum) = (3, UInt32(lead & 0x0F), 0x800)
        case 0xF0...0xF4:
            (length, value, minimum) = (4, UInt32(lead & 0x07), 0x1_0000)
        default:
            throw syntaxError("invalid UTF-8: \(describeByte(at: offset)) cannot start a character", at: offset)
        }
        guard length <= count &- offset else {
            throw syntaxError("invalid UTF-8: the input ends inside a character", at: offset)
        }
        for index in 1..<length {
            let byte = base[offset &+ index]
            guard byte & 0xC0 == 0x80 else {
                throw syntaxError("invalid UTF-8: a character's sequence is cut short", at: offset)
            }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, value <= 0x10_FFFF, !(0xD800...0xDFFF).contains(value) else {
            throw syntaxError("invalid UTF-8: overlong encoding, surrogate or value beyond U+10FFFF", at: offset)
        }
        guard XMLCharacterClass.isCharacter(value) else {
            throw syntaxError(
                "the character U+\(String(value, radix: 16, uppercase: true)) is not allowed in XML",
                at: offset
            )
        }
        return (value, length)
    }

    /// Skips XML whitespace and returns whether there was any.
    @discardableResult
    @inline(__always)
    mutating func skipWhitespace() -> Bool {
        let start = position
        while position < count, XMLCharacterClass.isWhitespace(base[position]) {
            position &+= 1
        }
        return position != start
    }

    /// Reads a name (`Name`, XML 1.0 §2.3) at ``position`` and returns its byte range.
    ///
    /// - Parameters:
    ///   - what: What the name is for, in messages (`"an element name"`).
    ///   - isLimited: Whether ``XMLReaderOptions/maxNameLength`` applies (not to the settings of
    ///     the XML declaration, which are checked against a fixed list).
    /// - Returns: The byte range of the name in the input.
    /// - Throws: ``XMLSyntaxError`` when no name starts here, for invalid UTF-8, or when the name
    ///   is longer than the limit.
    mutating func readName(_ what: String, isLimited: Bool = true) throws(XMLSyntaxError) -> Range<Int> {
        let start = position
        guard position < count else { throw unexpectedEnd(in: what) }
        let first = base[position]
        if XMLCharacterClass.isASCIINameStart(first) {
            position &+= 1
        } else {
            guard first >= 0x80 else {
                throw syntaxError("expected \(what), found \(describeByte(at: position))", at: position)
            }
            let (value, length) = try character(at: position)
            guard XMLCharacterClass.isNameStart(value) else {
                throw syntaxError("expected \(what), found a character that cannot start a name", at: position)
            }
            position &+= length
        }
        while position < count {
            // Letters, digits and underscores eight at a time; the byte that ends them is
            // looked at below.
            if position &+ 8 <= count {
                let others = XMLWord.notLetterDigitOrUnderscore(XMLWord.load(base + position))
                if others == 0 {
                    position &+= 8
                    continue
                }
                position &+= XMLWord.firstFlaggedByte(others)
            }
            let byte = base[position]
            if XMLCharacterClass.isASCIIName(byte) {
                position &+= 1
            } else if byte >= 0x80 {
                let (value, length) = try character(at: position)
                guard XMLCharacterClass.isName(value) else { break }
                position &+= length
            } else {
                break
            }
        }
        if isLimited, position &- start > maxNameLength {
            throw limitExceeded(
                "a name of \(position - start) bytes exceeds maxNameLength (\(maxNameLength))",
                at: start
            )
        }
        return start..<position
    }

    /// The name in `range` as reported in events: without its namespace prefix when the
    /// options say so.
    func reportedName(_ range: Range<Int>) -> String {
        string(reportedNameRange(range))
    }

    /// The part of the name in `range` that events report: all of it, or without its prefix
    /// when ``XMLReaderOptions/stripNamespacePrefixes`` is set.
    ///
    /// Inlined, like the reader's other helpers called per tag: called as a method from the
    /// reader's mutating methods, it made Swift copy the whole reader (240 bytes and a retain
    /// of each reference in it) for every start tag.
    @inline(__always)
    func reportedNameRange(_ range: Range<Int>) -> Range<Int> {
        guard stripsNamespacePrefixes else { return range }
        var localStart = range.lowerBound
        for offset in range where base[offset] == UInt8(ascii: ":") {
            localStart = offset &+ 1
        }
        // A name ending in ':' keeps its prefix rather than becoming empty.
        return localStart < range.upperBound ? localStart..<range.upperBound : range
    }
}
