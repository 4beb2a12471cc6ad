extension XMLReader {
    /// What ``readPlainTextElement()`` read.
    package enum PlainTextContent {
        /// Text, then the end tag; the text is the token text (``withTokenText(_:)``).
        case text
        /// The end tag at once (`<a></a>`); the token text is left as it was.
        case empty
    }

    /// Reads the rest of the element just started when its content is plain text (no reference,
    /// CDATA section, comment, carriage return or child element): the text and the end tag,
    /// with the state ``nextToken()`` leaves after returning them as a text token and an end
    /// token (or only the end token when there is no text).
    ///
    /// The content of most elements that hold a scalar, read without the general loop of
    /// ``readContent()``, which looks for everything else. Any other content, or text that breaks
    /// a limit or is not valid UTF-8, returns `nil` having read nothing, and ``nextToken()``
    /// then reads it (and reports its errors) as usual.
    ///
    /// Call it only right after ``nextToken()`` returned ``XMLToken/startElement``.
    ///
    /// - Returns: What was read, or `nil` when the content is not plain text.
    package mutating func readPlainTextElement() -> PlainTextContent? {
        guard failure == nil, !pendingEndElement, !openElements.isEmpty else { return nil }
        let textStart = position
        // Text up to `</`, then the open element's end tag, written exactly.
        guard let textEnd = plainTextEnd(from: textStart), textEnd &- textStart <= maxTextLength,
            let tagEnd = exactEndTagEnd(at: textEnd)
        else {
            position = textStart
            return nil
        }
        let content: PlainTextContent
        if textEnd > textStart {
            resetCollected()
            scratchRun = textStart..<textEnd
            content = .text
        } else {
            content = .empty
        }
        eventStart = textEnd
        position = tagEnd
        _ = closeInnermostElement()
        return content
    }

    /// Where plain text starting at `start` ends: the offset of the `<` after it, or `nil` when
    /// anything but plain text comes first (see ``readPlainTextElement()``).
    ///
    /// Text longer than ``XMLReaderOptions/maxTextLength`` is not read to its end: `nil` as soon
    /// as it is longer, and the general reading reports the error.
    private mutating func plainTextEnd(from start: Int) -> Int? {
        position = start
        let end = textScanEnd(collected: 0)
        while true {
            skipPlainTextWords(before: end)
            guard position < end else { return nil }
            let byte = base[position]
            switch byte {
            case UInt8(ascii: "<"):
                // A comment, CDATA section or processing instruction is not plain.
                guard position &+ 1 < count, base[position &+ 1] == UInt8(ascii: "/") else { return nil }
                return position
            case 0x20..<0x80 where byte != UInt8(ascii: "&") && byte != UInt8(ascii: "]"), 0x09, 0x0A:
                position &+= 1
            case 0x80...:
                guard let length = try? characterLength(at: position) else { return nil }
                position &+= length
            default:
                // `&`, `]` (which may start `]]>`), a carriage return or another control.
                return nil
            }
        }
    }
}
