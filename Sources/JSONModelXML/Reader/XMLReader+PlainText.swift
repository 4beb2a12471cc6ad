import JSONModelKit

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
    /// ``readContent(expecting:)``, which looks for everything else. Any other content, or text that breaks
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

    /// Reads the rest of the element just started when its content is one JSON number literal
    /// (RFC 8259 grammar) and its end tag: the state afterwards, and the token text, are those
    /// ``readPlainTextElement()`` leaves for the same content.
    ///
    /// The content of most elements that hold a number, checked as a number while it is read
    /// rather than read as text and then checked. Any other content returns `nil` having read
    /// nothing.
    ///
    /// Call it only right after ``nextToken()`` returned ``XMLToken/startElement``.
    ///
    /// - Returns: The literal's byte range (read it with ``bytes(in:)``) and whether it is an
    ///   integer literal (no fraction, no exponent), or `nil`.
    package mutating func readPlainNumberElement() -> (literal: Range<Int>, isInteger: Bool)? {
        guard failure == nil, !pendingEndElement, !openElements.isEmpty, position < count else { return nil }
        let start = position
        // The literal's bytes (digits, `-`, `+`, `.`, `e`, `E`) are all plain text, and `<`
        // cannot continue a literal: text that is a literal followed by `</` is plain text
        // that is a literal.
        guard let scanned = try? JSONNumberGrammar.scan(base, from: start, count: count) else { return nil }
        let end = scanned.end
        guard end &- start <= maxTextLength, end &+ 1 < count, base[end] == UInt8(ascii: "<"),
            base[end &+ 1] == UInt8(ascii: "/"), let tagEnd = exactEndTagEnd(at: end)
        else { return nil }
        resetCollected()
        scratchRun = start..<end
        eventStart = end
        position = tagEnd
        _ = closeInnermostElement()
        return (start..<end, scanned.isInteger)
    }

    /// An element read whole by ``readPlainScalarElement(named:asNumber:)``.
    package struct PlainScalarElement {
        /// Where the start tag's `<` is.
        package let tagStart: Int
        /// The content's byte range (read it with ``XMLReader/bytes(in:)``); never empty.
        package let content: Range<Int>
        /// For a number: whether it is an integer literal (no fraction, no exponent).
        package let isInteger: Bool
    }

    /// Reads the element at ``position`` when it is written exactly `<name>content</name>`
    /// (no attribute, no space in the tags) with plain content (see
    /// ``readPlainTextElement()``), or, when `asNumber`, with one JSON number literal as
    /// content: the state afterwards is the one ``nextToken()`` and ``readPlainTextElement()``
    /// (or ``readPlainNumberElement()``) leave for the same element.
    ///
    /// The usual child of a model or item of a list that holds a scalar, read in one step
    /// instead of a start tag, its text and its end tag one after another: the element is never
    /// pushed on the stack of open elements. Anything else (text before the tag, another name,
    /// attributes, empty or other content, a limit that the element would break) returns `nil`
    /// having read nothing, and ``nextToken()`` then reads it (and reports its errors) as usual.
    ///
    /// - Parameters:
    ///   - name: The UTF-8 of a name for which ``isExpectableName(_:)`` is true.
    ///   - asNumber: Whether the content must be a number literal.
    /// - Returns: What was read, or `nil`.
    package mutating func readPlainScalarElement(
        named name: UnsafeBufferPointer<UInt8>,
        asNumber: Bool
    ) -> PlainScalarElement? {
        guard failure == nil, !pendingEndElement, !openElements.isEmpty, openElements.count < maxDepth,
            let nameBase = name.baseAddress
        else { return nil }
        let tagStart = position
        let nameStart = tagStart &+ 1
        let length = name.count
        // `<name>` and at least one byte of content.
        guard length <= maxNameLength, length &+ 3 < count &- tagStart, base[tagStart] == UInt8(ascii: "<"),
            base[nameStart &+ length] == UInt8(ascii: ">"),
            XMLWord.bytesEqual(base + nameStart, nameBase, count: length)
        else { return nil }
        let contentStart = nameStart &+ length &+ 1
        let contentEnd: Int
        var isInteger = false
        if asNumber {
            // As in readPlainNumberElement: a literal followed by `<` is plain text.
            guard let scanned = try? JSONNumberGrammar.scan(base, from: contentStart, count: count) else { return nil }
            contentEnd = scanned.end
            isInteger = scanned.isInteger
        } else {
            guard let end = plainTextEnd(from: contentStart) else {
                position = tagStart
                return nil
            }
            position = tagStart
            contentEnd = end
        }
        // `</name>` right after the content (plainTextEnd stops only before `</`).
        let closingNameStart = contentEnd &+ 2
        let tagEnd = closingNameStart &+ length
        guard contentEnd > contentStart, contentEnd &- contentStart <= maxTextLength, tagEnd < count,
            base[contentEnd] == UInt8(ascii: "<"), base[contentEnd &+ 1] == UInt8(ascii: "/"),
            base[tagEnd] == UInt8(ascii: ">"), XMLWord.bytesEqual(base + closingNameStart, nameBase, count: length)
        else { return nil }
        resetCollected()
        scratchRun = contentStart..<contentEnd
        eventStart = contentEnd
        position = tagEnd &+ 1
        // The names are the same with or without prefix stripping: an expectable name has no
        // colon.
        tokenName = nameStart..<(nameStart &+ length)
        if !tokenAttributes.isEmpty { tokenAttributes = [] }
        tokenNameWasExpected = true
        return PlainScalarElement(tagStart: tagStart, content: contentStart..<contentEnd, isInteger: isInteger)
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
                // A run of multi-byte characters (CJK text is all three-byte ones) in one loop.
                var offset = position
                repeat {
                    let lead = base[offset]
                    if lead >= 0xE1, lead <= 0xEE, lead != 0xED, offset &+ 3 <= count,
                        base[offset &+ 1] & 0xC0 == 0x80, base[offset &+ 2] & 0xC0 == 0x80
                    {
                        offset &+= 3
                    } else {
                        guard let length = try? characterLength(at: offset) else { return nil }
                        offset &+= length
                    }
                } while offset < end && base[offset] >= 0x80
                position = offset
            default:
                // `&`, `]` (which may start `]]>`), a carriage return or another control.
                return nil
            }
        }
    }
}
