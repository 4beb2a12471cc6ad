import JSONModelKit

// Element and attribute text as JSON scalars of the shape the model declares.
extension XMLTapeConverter {
    /// Reads the text of the element just started, up to and including its end tag, and
    /// writes it as a scalar of `shape`.
    mutating func convertText(shape: ValueShape, acceptsNull: Bool) throws(JSONModelError) {
        // A number, the usual content of a number's element, checked while it is read.
        if case .number = shape, let number = reader.readPlainNumberElement() {
            lastOffset = reader.eventOffset
            tape.numberLiteral(reader.bytes(in: number.literal), isInteger: number.isInteger)
            return
        }
        let hasText: Bool
        // The usual content, `text</name>`, without a token for each part.
        if let content = reader.readPlainTextElement() {
            lastOffset = reader.eventOffset
            hasText = content == .text
        } else {
            hasText = try readTextTokens()
        }
        if hasText {
            // The text stays in the reader until the next text or start tag.
            Self.emitTokenText(
                of: reader,
                shape: shape,
                acceptsNull: acceptsNull,
                maxDepth: options.decoding.maxDepth,
                into: &tape
            )
        } else {
            emitText(UnsafeBufferPointer(start: nil, count: 0), as: shape, acceptsNull: acceptsNull)
        }
    }

    /// Reads the tokens of the element just started up to and including its end tag, and
    /// returns whether there was text; the text stays in the reader.
    ///
    /// - Throws: `typeMismatch` for a child element.
    private mutating func readTextTokens() throws(JSONModelError) -> Bool {
        var hasText = false
        while true {
            switch try nextToken() {
            case .text:
                // The reader merges adjacent text: one piece, read after the end tag.
                hasText = true
            case .startElement:
                throw JSONModelError(
                    code: .typeMismatch,
                    message: "expected text, found the element <\(tokenNameString())>",
                    path: currentPath.components
                ).located(at: location(of: lastOffset))
            case .endElement:
                return hasText
            }
        }
    }

    /// Writes the text the reader's last token read as a JSON scalar of `shape` (see
    /// ``emitScalar(_:shape:acceptsNull:maxDepth:into:)``).
    ///
    /// Static, with the reader and the tape as parameters: a closure in a method of `self` that
    /// writes `tape` captures all of `self`, and Swift then copies `reader` to read it.
    private static func emitTokenText(
        of reader: XMLReader,
        shape: ValueShape,
        acceptsNull: Bool,
        maxDepth: Int,
        into tape: inout TapeBuilder
    ) {
        reader.withTokenText { text in
            emitScalar(text, shape: shape, acceptsNull: acceptsNull, maxDepth: maxDepth, into: &tape)
        }
    }

    /// Writes element or attribute text as a JSON scalar of `shape` (see
    /// ``emitScalar(_:shape:acceptsNull:maxDepth:into:)``).
    mutating func emitText(_ text: UnsafeBufferPointer<UInt8>, as shape: ValueShape, acceptsNull: Bool) {
        Self.emitScalar(text, shape: shape, acceptsNull: acceptsNull, maxDepth: options.decoding.maxDepth, into: &tape)
    }

    /// Writes element or attribute text (UTF-8 the reader checked) as a JSON scalar of `shape`:
    /// numbers and Booleans are written as such when the text is one (otherwise as a string,
    /// which the decoder then reports as a wrong type); an empty text is `null` unless the value
    /// is a non-optional string.
    ///
    /// Static, writing into `tape`, so that it can run inside a closure that lends the text: an
    /// instance method would read all of `self`, tape included, while the tape is written,
    /// and the tape would be copied.
    private static func emitScalar(
        _ text: UnsafeBufferPointer<UInt8>,
        shape: ValueShape,
        acceptsNull: Bool,
        maxDepth: Int,
        into tape: inout TapeBuilder
    ) {
        if text.isEmpty {
            if case .string = shape, !acceptsNull {
                tape.appendString(text)
            } else {
                tape.null()
            }
            return
        }
        switch shape {
        case .number:
            if !tape.appendNumberLiteral(ifValid: text) {
                tape.appendString(text)
            }
        case .bool:
            if Self.text(text, is: "true") || Self.text(text, is: "1") {
                tape.bool(true)
            } else if Self.text(text, is: "false") || Self.text(text, is: "0") {
                tape.bool(false)
            } else {
                tape.appendString(text)
            }
        case .any:
            // A number is kept as its literal, as JSON text keeps it (`1.0` stays floating
            // point, a long literal keeps its digits). Other text that is a JSON document
            // (`[1, 2]`, `true`) is that value; the tape has no depth limit here, the parse has
            // the decoder's.
            if tape.appendNumberLiteral(ifValid: text) { return }
            let string = String(decoding: text, as: UTF8.self)
            if let value = try? JSONValue(parsing: string, maxDepth: maxDepth) {
                try? tape.append(value)
            } else {
                tape.appendString(text)
            }
        default:
            tape.appendString(text)
        }
    }

    /// Whether `text` is the ASCII `word`.
    ///
    /// Compared as bytes: `elementsEqual`, once this file stood apart from the converter's, was
    /// no longer inlined and cost about 30 instructions a Boolean (0.8% of decoding twitter.json's
    /// XML).
    private static func text(_ text: UnsafeBufferPointer<UInt8>, is word: StaticString) -> Bool {
        guard text.count == word.utf8CodeUnitCount, let base = text.baseAddress else { return false }
        return XMLWord.bytesEqual(base, word.utf8Start, count: text.count)
    }
}
