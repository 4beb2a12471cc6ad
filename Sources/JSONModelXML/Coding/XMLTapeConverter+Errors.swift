import JSONModelKit

// The converter's own errors, each with the XML line and column and the path read so far.
//
// Made by functions that are not inlined: built in place, a `JSONModelError` takes stack room
// in the frame of the (recursive) function that throws it, at every level of nesting. They are
// `mutating` though they change nothing: a non-mutating method of the converter, called from a
// mutating one, is handed a copy of all of it (656 bytes), and every call site had its own.
extension XMLTapeConverter {
    mutating func location(of offset: Int) -> XMLLocation {
        reader.location(at: offset)
    }

    /// Throws unless the text the last token read is whitespace.
    ///
    /// - Parameters:
    ///   - place: Where the text is, for the message ("the root element").
    ///   - offset: Where the text starts.
    /// - Throws: `typeMismatch` for other text.
    mutating func requireWhitespace(in place: StaticString, at offset: Int) throws(JSONModelError) {
        guard tokenTextIsWhitespace() else { throw unexpectedText(in: "\(place)", at: offset) }
    }

    /// Throws unless the text the last token read, between the `<tag>` items of a collection,
    /// is whitespace.
    mutating func requireWhitespace(betweenItemsTagged tag: String, at offset: Int) throws(JSONModelError) {
        guard tokenTextIsWhitespace() else { throw unexpectedText(in: "a list of <\(tag)> items", at: offset) }
    }

    private func tokenTextIsWhitespace() -> Bool {
        reader.withTokenText { $0.allSatisfy(XMLCharacterClass.isWhitespace) }
    }

    /// The error for text that is not whitespace where only elements belong.
    @inline(never)
    private mutating func unexpectedText(in place: String, at offset: Int) -> JSONModelError {
        let text = reader.withTokenText { String(decoding: $0, as: UTF8.self) }
        return JSONModelError(
            code: .typeMismatch,
            message: "unexpected text in \(place): \"\(text.prefix(40))\"",
            path: currentPath.components
        ).located(at: location(of: offset))
    }

    /// The error for a child element that is not an `<expected>` item.
    @inline(never)
    mutating func unexpectedItem(expected: String, at offset: Int) -> JSONModelError {
        JSONModelError(
            code: .typeMismatch,
            message: "expected <\(expected)> items, found <\(tokenNameString())>",
            path: currentPath.components
        ).located(at: location(of: offset))
    }

    @inline(never)
    mutating func syntaxError(_ message: String, at offset: Int) -> JSONModelError {
        JSONModelError(code: .syntaxError, message: message).located(at: location(of: offset))
    }

    @inline(never)
    mutating func unknownError(
        _ what: String,
        at offset: Int,
        path: [JSONModelError.PathComponent]
    ) -> JSONModelError {
        JSONModelError(code: .unknownKey, message: "unknown \(what)", path: path).located(at: location(of: offset))
    }

    /// The error for the element at `offset`, one more than `maxCollectionCount` allows in the
    /// collection (or model element) being read: "`what` N <`tag`> `items` exceeds
    /// maxCollectionCount (N)".
    ///
    /// Thrown when the item starts, before it is read, so a long list costs no more than the limit.
    @inline(never)
    mutating func collectionLimitExceeded(
        _ what: StaticString,
        tag: String? = nil,
        _ items: StaticString,
        at offset: Int
    ) -> JSONModelError {
        let tagged = tag.map { "<\($0)> " } ?? ""
        return JSONModelError(
            code: .limitExceeded,
            message:
                "\(what) \(maxCollectionCount) \(tagged)\(items) exceeds maxCollectionCount (\(maxCollectionCount))",
            path: currentPath.components
        ).located(at: location(of: offset))
    }

    /// The error for the element at `offset`, which starts a level of nesting the thread's stack
    /// has no room for (``stackGuard``).
    @inline(never)
    mutating func stackExhausted(at offset: Int) -> JSONModelError {
        JSONModelError(
            code: .tooDeeplyNested,
            message:
                "the XML nests too deeply for this thread's stack (at element depth \(reader.openElements.count); maxDepth is \(options.decoding.maxDepth)): decode on a thread with a larger stack, or lower maxDepth",
            path: currentPath.components
        ).located(at: location(of: offset))
    }
}
