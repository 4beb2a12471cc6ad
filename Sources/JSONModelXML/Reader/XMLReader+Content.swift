extension XMLReader {
    /// Reads the next event inside the root element: a start tag, an end tag, or text (with
    /// references, CDATA sections and skipped comments and processing instructions merged).
    ///
    /// The text is collected in ``scratch``, which is emptied only when text starts, so that it
    /// still holds an element's text after the end tag that follows.
    ///
    /// `expectedName` is what ``nextToken(expecting:)`` was given.
    mutating func readContent(expecting expectedName: UnsafeBufferPointer<UInt8>?) throws(XMLSyntaxError) -> XMLToken? {
        var textStart: Int?
        while true {
            guard position < count else {
                let open = openElements.last.map { "<\(string($0.nameStart..<$0.nameEnd))>" } ?? "an element"
                throw syntaxError(
                    "unexpected end of input: \(open) opened at \(tracker.location(at: openElements.last?.tagStart ?? 0)) is not closed",
                    at: count
                )
            }
            let byte = base[position]
            if byte == UInt8(ascii: "<") {
                // The usual tags first: with no text before them, an end tag or a start tag
                // (a name starts with a letter, `_` or `:`) cannot be anything else.
                if textStart == nil, position &+ 1 < count {
                    let next = base[position &+ 1]
                    if next == UInt8(ascii: "/") { return try readEndTag() }
                    if XMLCharacterClass.isASCIINameStart(next) { return try readStartTag(expecting: expectedName) }
                }
                if hasPrefix("<!--", at: position) {
                    try skipComment()
                    continue
                }
                if hasPrefix("<![CDATA[", at: position) {
                    if textStart == nil { startText(at: position, &textStart) }
                    try appendCharacterData(textStart: textStart ?? position)
                    try checkTextLength(from: textStart ?? position)
                    continue
                }
                if position &+ 1 < count, base[position &+ 1] == UInt8(ascii: "?") {
                    try skipProcessingInstruction()
                    continue
                }
                // An empty CDATA section alone makes no text event.
                if let textStart, collectedCount > 0 {
                    eventStart = textStart
                    return .text
                }
                if position &+ 1 < count, base[position &+ 1] == UInt8(ascii: "/") {
                    return try readEndTag()
                }
                if hasPrefix("<!DOCTYPE", at: position) {
                    throw documentTypeRejected(at: position)
                }
                if position &+ 1 < count, base[position &+ 1] == UInt8(ascii: "!") {
                    throw syntaxError("unexpected '<!' (expected a comment or a CDATA section)", at: position)
                }
                return try readStartTag(expecting: expectedName)
            }
            if textStart == nil { startText(at: position, &textStart) }
            if byte == UInt8(ascii: "&") {
                try appendReference()
            } else {
                try appendTextRun()
            }
            try checkTextLength(from: textStart ?? position)
        }
    }

    /// Notes that text starts at `position` and empties the collected bytes for it.
    @inline(__always)
    private mutating func startText(at position: Int, _ textStart: inout Int?) {
        textStart = position
        resetCollected()
    }

    /// Moves ``position`` over text that needs no closer look, eight bytes at a time: it stops
    /// at the first `<`, `&`, `]`, control character or byte of a multi-byte character, or where
    /// fewer than eight bytes are left before `end`.
    @inline(__always)
    mutating func skipPlainTextWords(before end: Int) {
        let lessThan = XMLWord.broadcast(UInt8(ascii: "<"))
        let ampersand = XMLWord.broadcast(UInt8(ascii: "&"))
        let bracket = XMLWord.broadcast(UInt8(ascii: "]"))
        while position &+ 8 <= end {
            let word = XMLWord.load(base + position)
            let mask =
                XMLWord.equal(word, lessThan) | XMLWord.equal(word, ampersand)
                | XMLWord.equal(word, bracket) | XMLWord.controls(word) | XMLWord.nonASCII(word)
            if mask != 0 {
                position &+= XMLWord.firstFlaggedByte(mask)
                return
            }
            position &+= 8
        }
    }

    /// Appends character data up to the next `<` or `&`, normalizing line ends and checking
    /// characters and the forbidden `]]>`.
    ///
    /// It stops early, where the text may break ``XMLReaderOptions/maxTextLength``, for the
    /// caller's check: a long text costs no more reading than the limit.
    private mutating func appendTextRun() throws(XMLSyntaxError) {
        var runStart = position
        let end = textScanEnd(collected: collectedCount)
        while true {
            skipPlainTextWords(before: end)
            guard position < end else { break }
            let byte = base[position]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { break }
            if byte >= 0x20, byte < 0x80 {
                if byte == UInt8(ascii: "]"), hasPrefix("]]>", at: position) {
                    throw syntaxError("']]>' is not allowed in text (write ]]&gt;)", at: position)
                }
                position &+= 1
            } else if byte == 0x0A || byte == 0x09 {
                position &+= 1
            } else if byte == 0x0D {
                // Line ends become one line feed (XML 1.0 §2.11).
                appendLineEnd(runStart: &runStart)
            } else {
                position &+= try characterLength(at: position)
            }
        }
        appendRun(from: runStart)
    }

    /// Appends the content of the CDATA section at ``position`` (`<![CDATA[ ... ]]>`), taken
    /// literally apart from line-end normalization; `textStart` is where the text it belongs to
    /// starts, for a text length error.
    private mutating func appendCharacterData(textStart: Int) throws(XMLSyntaxError) {
        let start = position
        position &+= 9
        var runStart = position
        var end = textScanEnd(collected: collectedCount)
        while position < count {
            if position >= end {
                // Where the section may break the text length limit: check before reading on.
                appendRun(from: runStart)
                runStart = position
                try checkTextLength(from: textStart)
                end = textScanEnd(collected: collectedCount)
            }
            let byte = base[position]
            if byte == UInt8(ascii: "]"), hasPrefix("]]>", at: position) {
                appendRun(from: runStart)
                position &+= 3
                return
            }
            if (byte >= 0x20 && byte < 0x80) || byte == 0x0A || byte == 0x09 {
                position &+= 1
            } else if byte == 0x0D {
                appendLineEnd(runStart: &runStart)
            } else {
                position &+= try characterLength(at: position)
            }
        }
        throw syntaxError("unexpected end of input in the CDATA section that starts here", at: start)
    }

    /// Appends the run before the carriage return at ``position``, then the line feed that
    /// stands for it (XML 1.0 §2.11: CR and CR + LF become LF), and starts a new run after it.
    private mutating func appendLineEnd(runStart: inout Int) {
        appendRun(from: runStart)
        appendCollected(0x0A)
        position &+= 1
        if position < count, base[position] == 0x0A { position &+= 1 }
        runStart = position
    }

    /// Appends the input from `runStart` to ``position`` to the collected bytes.
    ///
    /// The first run is only noted (``scratchRun``): text or a value that is one plain run of
    /// the input, the usual case, is never copied. A second piece copies it into ``scratch``.
    @inline(__always)
    mutating func appendRun(from runStart: Int) {
        guard runStart < position else { return }
        if scratchRun == nil, scratch.isEmpty {
            scratchRun = runStart..<position
            return
        }
        appendCollected(contentsOf: UnsafeBufferPointer(start: base + runStart, count: position &- runStart))
    }

    /// Appends a byte that is not the input as it stands (a reference's replacement, a
    /// normalized line end or space) to the collected bytes, after the run noted so far.
    @inline(__always)
    mutating func appendCollected(_ byte: UInt8) {
        spillRun()
        scratch.append(byte)
    }

    /// Appends `bytes` to the collected bytes, after the run noted so far.
    @inline(__always)
    mutating func appendCollected(contentsOf bytes: some Sequence<UInt8>) {
        spillRun()
        scratch.append(contentsOf: bytes)
    }

    /// Copies a noted run (``scratchRun``) into ``scratch``, before anything else is added to it.
    @inline(__always)
    private mutating func spillRun() {
        guard let run = scratchRun else { return }
        scratchRun = nil
        scratch.append(contentsOf: UnsafeBufferPointer(start: base + run.lowerBound, count: run.count))
    }

    /// Empties the collected bytes for a new text or attribute value.
    @inline(__always)
    mutating func resetCollected() {
        scratchRun = nil
        if !scratch.isEmpty { scratch.removeAll(keepingCapacity: true) }
    }

    /// How many bytes have been collected (a noted run or ``scratch``).
    @inline(__always)
    var collectedCount: Int {
        scratchRun?.count ?? scratch.count
    }

    /// Calls `body` with the collected bytes, wherever they are.
    @inline(__always)
    func withCollectedBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let run = scratchRun {
            return body(UnsafeBufferPointer(start: base + run.lowerBound, count: run.count))
        }
        return scratch.withUnsafeBufferPointer(body)
    }

    /// Where reading text or an attribute value from ``position`` stops to check
    /// ``XMLReaderOptions/maxTextLength``, `collected` bytes being collected so far: one byte past
    /// what the limit still allows, or the end of the input.
    ///
    /// Each byte of the input adds at most one byte to the collected text (a reference or a
    /// line end is no longer than what it stands for), so text read up to there either breaks
    /// the limit or has shrunk, and reading goes on from a new stop.
    @inline(__always)
    func textScanEnd(collected: Int) -> Int {
        // Never negative: the collected text is checked against the limit as it grows.
        let room = maxTextLength &- collected
        return room < count &- position ? position &+ room &+ 1 : count
    }

    /// Throws when the text being collected is longer than ``XMLReaderOptions/maxTextLength``.
    @inline(__always)
    func checkTextLength(from start: Int) throws(XMLSyntaxError) {
        if collectedCount > maxTextLength {
            throw limitExceeded(
                "a text or attribute value longer than maxTextLength (\(maxTextLength) bytes)",
                at: start
            )
        }
    }

    /// Resolves the reference at ``position`` (`&amp;`, `&#233;`, `&#xE9;`) and appends its
    /// character.
    ///
    /// Only the five predefined entities exist, since a DTD is refused: any other name is an
    /// error, never dropped or kept as written.
    mutating func appendReference() throws(XMLSyntaxError) {
        let start = position
        position &+= 1
        guard position < count else { throw unexpectedEnd(in: "a reference") }
        if base[position] == UInt8(ascii: "#") {
            position &+= 1
            let value = try readCharacterReferenceValue(start: start)
            guard XMLCharacterClass.isCharacter(value), let scalar = Unicode.Scalar(value) else {
                throw syntaxError(
                    "the character reference \(string(start..<position)) is not a character XML allows",
                    at: start
                )
            }
            appendCollected(contentsOf: String(Character(scalar)).utf8)
            return
        }
        let nameRange = try readName("an entity name after '&'")
        guard position < count, base[position] == UInt8(ascii: ";") else {
            throw syntaxError("expected ';' to end the reference '&\(string(nameRange))'", at: position)
        }
        position &+= 1
        let replacement: UInt8
        switch string(nameRange) {
        case "lt": replacement = UInt8(ascii: "<")
        case "gt": replacement = UInt8(ascii: ">")
        case "amp": replacement = UInt8(ascii: "&")
        case "apos": replacement = UInt8(ascii: "'")
        case "quot": replacement = UInt8(ascii: "\"")
        default:
            throw syntaxError(
                "undefined entity '&\(string(nameRange));' (only &lt; &gt; &amp; &apos; &quot; and character references are defined)",
                at: start
            )
        }
        appendCollected(replacement)
    }

    /// Reads the digits of a character reference after `&#` up to and including its `;`.
    private mutating func readCharacterReferenceValue(start: Int) throws(XMLSyntaxError) -> UInt32 {
        var isHexadecimal = false
        if position < count, base[position] == UInt8(ascii: "x") {
            isHexadecimal = true
            position &+= 1
        }
        var value: UInt32 = 0
        var digitCount = 0
        while position < count, base[position] != UInt8(ascii: ";") {
            let byte = base[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte &- UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where isHexadecimal:
                digit = UInt32(byte &- UInt8(ascii: "a") &+ 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where isHexadecimal:
                digit = UInt32(byte &- UInt8(ascii: "A") &+ 10)
            default:
                throw syntaxError("unexpected \(describeByte(at: position)) in a character reference", at: position)
            }
            // Saturate above the Unicode range instead of overflowing.
            value = min(value &* (isHexadecimal ? 16 : 10) &+ digit, 0x11_0000)
            digitCount &+= 1
            position &+= 1
        }
        guard position < count else { throw unexpectedEnd(in: "a character reference") }
        guard digitCount > 0 else {
            throw syntaxError("a character reference needs digits", at: start)
        }
        position &+= 1
        return value
    }
}
