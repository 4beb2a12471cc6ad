extension XMLReader {
    /// Reads the start tag or empty-element tag at ``position`` and opens its element.
    ///
    /// For `<a/>` the end event is owed: ``pendingEndElement`` makes the next call report it.
    ///
    /// `expectedName` is what ``nextToken(expecting:)`` was given: a name found as it is is not
    /// read again.
    mutating func readStartTag(
        expecting expectedName: UnsafeBufferPointer<UInt8>? = nil
    ) throws(XMLSyntaxError) -> XMLToken {
        let tagStart = position
        eventStart = tagStart
        if openElements.count >= maxDepth {
            throw depthExceeded("elements are nested deeper than maxDepth (\(maxDepth))", at: tagStart)
        }
        position &+= 1
        let nameRange: Range<Int>
        if let expectedName, let nameEnd = expectedNameEnd(expectedName) {
            nameRange = position..<nameEnd
            position = nameEnd
            tokenNameWasExpected = true
        } else {
            nameRange = try readName("an element name")
            tokenNameWasExpected = false
        }
        // Most tags have no attributes: `>` right after the name is what readAttributes would
        // find first.
        let attributes: [XMLReaderAttribute]
        if position < count, base[position] == UInt8(ascii: ">") {
            attributes = []
        } else {
            attributes = try readAttributes()
        }
        guard position < count else { throw unexpectedEnd(in: "the start tag of <\(string(nameRange))>") }
        let reported = reportedNameRange(nameRange)
        let element = XMLOpenElement(
            nameStart: nameRange.lowerBound,
            reportedNameStart: reported.lowerBound,
            nameEnd: nameRange.upperBound,
            tagStart: tagStart
        )
        openElements.append(element)
        if base[position] == UInt8(ascii: "/") {
            guard position &+ 1 < count, base[position &+ 1] == UInt8(ascii: ">") else {
                throw syntaxError("expected '>' after '/' in a tag", at: position &+ 1)
            }
            position &+= 2
            pendingEndElement = true
        } else {
            // readAttributes stops only at '/', '>' or the end.
            position &+= 1
        }
        tokenName = reported
        // Replacing an empty array with another costs a release for nothing.
        if !(attributes.isEmpty && tokenAttributes.isEmpty) { tokenAttributes = attributes }
        return .startElement
    }

    /// Where the name at ``position`` ends if it is `name`, a name for which
    /// ``isExpectableName(_:)`` is true; `nil` otherwise.
    ///
    /// The name must be followed by `>`, `/` or whitespace, none of which a name may contain,
    /// so that ``readName(_:isLimited:)`` would have read exactly these bytes, and no longer
    /// than ``XMLReaderOptions/maxNameLength``, which it would have refused.
    @inline(__always)
    private func expectedNameEnd(_ name: UnsafeBufferPointer<UInt8>) -> Int? {
        let length = name.count
        guard let nameStart = name.baseAddress, length <= maxNameLength, length < count &- position else { return nil }
        let end = position &+ length
        let next = base[end]
        guard next == UInt8(ascii: ">") || next == UInt8(ascii: "/") || XMLCharacterClass.isWhitespace(next),
            XMLWord.bytesEqual(base + position, nameStart, count: length)
        else { return nil }
        return end
    }

    /// Reads the attributes of a start tag up to its `>` or `/>`, which is left unread.
    private mutating func readAttributes() throws(XMLSyntaxError) -> [XMLReaderAttribute] {
        var attributes: [XMLReaderAttribute] = []
        if !attributeNames.isEmpty { attributeNames.removeAll(keepingCapacity: true) }
        if !attributeNameSet.isEmpty { attributeNameSet.removeAll(keepingCapacity: true) }
        while true {
            let hadWhitespace = skipWhitespace()
            guard position < count else { throw unexpectedEnd(in: "a start tag") }
            let byte = base[position]
            if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") { return attributes }
            guard hadWhitespace else {
                throw syntaxError(
                    "expected whitespace, '>' or '/>' in a start tag, found \(describeByte(at: position))",
                    at: position
                )
            }
            let nameRange = try readName("an attribute name")
            if attributeNames.count >= maxAttributeCount {
                throw limitExceeded(
                    "an element has more than maxAttributeCount (\(maxAttributeCount)) attributes",
                    at: nameRange.lowerBound
                )
            }
            try checkUnique(nameRange)
            skipWhitespace()
            guard position < count, base[position] == UInt8(ascii: "=") else {
                throw syntaxError("expected '=' after the attribute name '\(string(nameRange))'", at: position)
            }
            position &+= 1
            skipWhitespace()
            let value = try readAttributeValue()
            if stripsNamespacePrefixes, isNamespaceDeclaration(nameRange) { continue }
            attributes.append(
                XMLReaderAttribute(
                    name: reportedName(nameRange),
                    value: value,
                    location: tracker.location(at: nameRange.lowerBound)
                )
            )
        }
    }

    /// Throws when the attribute name in `range` was already used in this start tag.
    private mutating func checkUnique(_ range: Range<Int>) throws(XMLSyntaxError) {
        // A linear scan is fastest for the usual few attributes; a set keeps many linear.
        if attributeNames.count < 8 {
            for other in attributeNames where other.count == range.count {
                if memoryEqual(other.lowerBound, range.lowerBound, count: range.count) {
                    throw syntaxError("the attribute '\(string(range))' appears twice", at: range.lowerBound)
                }
            }
            if attributeNames.count == 7 {
                for other in attributeNames { attributeNameSet.insert(string(other)) }
                attributeNameSet.insert(string(range))
            }
        } else if !attributeNameSet.insert(string(range)).inserted {
            throw syntaxError("the attribute '\(string(range))' appears twice", at: range.lowerBound)
        }
        attributeNames.append(range)
    }

    @inline(__always)
    private func memoryEqual(_ first: Int, _ second: Int, count length: Int) -> Bool {
        XMLWord.bytesEqual(base + first, base + second, count: length)
    }

    /// Whether the attribute name in `range` is `xmlns` or `xmlns:*`.
    private func isNamespaceDeclaration(_ range: Range<Int>) -> Bool {
        guard hasPrefix("xmlns", at: range.lowerBound) else { return false }
        return range.count == 5 || base[range.lowerBound &+ 5] == UInt8(ascii: ":")
    }

    /// Reads a quoted attribute value: references resolved, literal whitespace normalized to
    /// spaces, `<` refused.
    private mutating func readAttributeValue() throws(XMLSyntaxError) -> String {
        guard position < count, base[position] == UInt8(ascii: "\"") || base[position] == UInt8(ascii: "'") else {
            throw syntaxError("expected a quoted attribute value, found \(describeByte(at: position))", at: position)
        }
        let quote = base[position]
        position &+= 1
        let valueStart = position
        resetCollected()
        var runStart = position
        // Where the value may break maxTextLength: a long value is read no further than that.
        var end = textScanEnd(collected: 0)
        while true {
            guard position < end else {
                guard end < count else { throw unexpectedEnd(in: "an attribute value") }
                appendRun(from: runStart)
                runStart = position
                try checkTextLength(from: valueStart)
                end = textScanEnd(collected: collectedCount)
                continue
            }
            let byte = base[position]
            if byte == quote { break }
            if byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") {
                position &+= 1
                continue
            }
            switch byte {
            case UInt8(ascii: "<"):
                throw syntaxError("'<' is not allowed in an attribute value (write &lt;)", at: position)
            case UInt8(ascii: "&"):
                appendRun(from: runStart)
                try appendReference()
                runStart = position
            case 0x09, 0x0A, 0x0D:
                appendRun(from: runStart)
                appendCollected(0x20)
                // A carriage return + line feed pair is one line end, so one space.
                if byte == 0x0D, position &+ 1 < count, base[position &+ 1] == 0x0A { position &+= 1 }
                position &+= 1
                runStart = position
            default:
                position &+= try characterLength(at: position)
            }
            try checkTextLength(from: valueStart)
        }
        appendRun(from: runStart)
        try checkTextLength(from: valueStart)
        position &+= 1
        return withCollectedBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Reads the end tag at ``position`` and closes the innermost element, whose name it must
    /// repeat.
    mutating func readEndTag() throws(XMLSyntaxError) -> XMLToken {
        let tagStart = position
        eventStart = tagStart
        // The usual case: the open element's name, then `>`; anything else takes the long way.
        if let tagEnd = exactEndTagEnd(at: tagStart) {
            position = tagEnd
            return closeInnermostElement()
        }
        position &+= 2
        let nameRange = try readName("an element name in an end tag")
        skipWhitespace()
        guard position < count else { throw unexpectedEnd(in: "an end tag") }
        guard base[position] == UInt8(ascii: ">") else {
            throw syntaxError("expected '>' to close the end tag, found \(describeByte(at: position))", at: position)
        }
        // In the content phase an element is always open.
        guard let open = openElements.last else {
            throw syntaxError("unexpected end tag", at: tagStart)
        }
        let openLength = open.nameEnd &- open.nameStart
        guard nameRange.count == openLength, memoryEqual(open.nameStart, nameRange.lowerBound, count: openLength) else {
            let opened = tracker.location(at: open.tagStart)
            // Report the error at the end tag, after computing the earlier location.
            throw syntaxError(
                "the end tag </\(string(nameRange))> does not match <\(string(open.nameStart..<open.nameEnd))> opened at \(opened)",
                at: tagStart
            )
        }
        position &+= 1
        return closeInnermostElement()
    }

    /// Where the end tag at `tagStart` ends, just past its `>`, if it is written exactly.
    ///
    /// The usual form: `</name>` with the innermost open element's name and no space; `nil`
    /// for anything else. The caller has checked that `tagStart` holds `</`.
    @inline(__always)
    func exactEndTagEnd(at tagStart: Int) -> Int? {
        guard let open = openElements.last else { return nil }
        let nameStart = tagStart &+ 2
        let length = open.nameEnd &- open.nameStart
        let end = nameStart &+ length
        guard end < count, base[end] == UInt8(ascii: ">"), memoryEqual(open.nameStart, nameStart, count: length) else {
            return nil
        }
        return end &+ 1
    }
}
