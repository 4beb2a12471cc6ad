/// A streaming (pull) reader for XML 1.0 documents in UTF-8.
///
/// Call ``next()`` until it returns `nil`; each call returns one ``XMLEvent``. The reader checks
/// that the document is well-formed as it goes, resolves references, normalizes line ends and
/// skips comments, processing instructions and the XML declaration.
///
/// ```swift
/// let xml = Array(#"<item id="7"><title>Tea &amp; cake</title></item>"#.utf8)
/// try xml.withUnsafeBufferPointer { bytes in
///     var reader = XMLReader(bytes: bytes)
///     while let event = try reader.next() {
///         print(reader.location, event)
///     }
/// }
/// ```
///
/// Choices worth knowing:
/// - A document type declaration (`<!DOCTYPE`) is rejected, so no entity is ever defined or
///   loaded: external entities (XXE) and entity expansion attacks cannot happen. The five
///   predefined entities and character references still work.
/// - The reader never recurses: open elements live on an explicit stack, bounded by
///   ``XMLReaderOptions/maxDepth``.
/// - After ``next()`` throws, every later call throws the same error.
/// - The caller keeps `bytes` alive and unchanged while reading. Copies of a reader share one
///   cache of line positions, which only costs time, never correctness.
package struct XMLReader {
    /// Where in the document the reader is.
    enum Phase {
        /// Nothing read yet: the XML declaration may come.
        case start
        /// Before the root element.
        case prolog
        /// Inside the root element.
        case content
        /// After the root element.
        case epilog
        /// `nil` was returned.
        case finished
    }

    /// The input; never dereferenced at or beyond `count`.
    let base: UnsafePointer<UInt8>
    let count: Int
    /// The limits of the options, with `nil` as `Int.max` and negative values as 0.
    let maxDepth: Int
    let maxInputSize: Int
    let maxNameLength: Int
    let maxTextLength: Int
    let maxAttributeCount: Int
    let stripsNamespacePrefixes: Bool
    let tracker: XMLLocationTracker
    /// Where the document starts: after the byte order mark, if there is one.
    let documentStart: Int
    /// The next byte to read.
    var position: Int
    var phase = Phase.start
    /// The elements opened and not yet closed, innermost last.
    var openElements: [XMLOpenElement] = []
    /// Whether the innermost open element came from `<a/>` and still owes its end event.
    var pendingEndElement = false
    /// Where the event last returned by `next()` starts.
    var eventStart: Int
    /// Bytes of a text or attribute value that is not a plain slice of the input; reused.
    var scratch: [UInt8] = []
    /// The text or attribute value being collected while it is one run of the input (no
    /// reference, CDATA section or line end to rewrite), instead of a copy in ``scratch``,
    /// which is then empty.
    var scratchRun: Range<Int>?
    /// The written names of the current start tag's attributes, to find duplicates.
    var attributeNames: [Range<Int>] = []
    /// The same names once an element has many attributes, so the check stays linear.
    var attributeNameSet: Set<String> = []
    /// The error thrown, thrown again by every later call.
    var failure: XMLSyntaxError?
    /// The reported name (see ``XMLEvent/startElement(name:attributes:)``) of the element the
    /// last token started or ended, as a range of the input; read it with ``bytes(in:)``.
    package internal(set) var tokenName: Range<Int> = 0..<0
    /// The attributes of the start tag the last token read, in document order.
    package internal(set) var tokenAttributes: [XMLReaderAttribute] = []
    /// Whether the element the last start tag opened has the name ``nextToken(expecting:)`` was
    /// given (found without reading the name byte by byte).
    package internal(set) var tokenNameWasExpected = false

    /// Creates a reader for the UTF-8 document in `bytes`.
    ///
    /// Nothing is read until ``next()``; a byte order mark at the start is skipped.
    ///
    /// - Parameters:
    ///   - bytes: The document. It must stay alive and unchanged while the reader is used.
    ///   - options: Limits and choices; see ``XMLReaderOptions``.
    package init(bytes: UnsafeBufferPointer<UInt8>, options: XMLReaderOptions = XMLReaderOptions()) {
        // An empty buffer may have no address; a static empty string lends one that is never
        // read, because every read checks `count` first.
        let base = bytes.baseAddress ?? ("" as StaticString).utf8Start
        self.base = base
        self.count = bytes.count
        self.maxDepth = max(0, options.maxDepth)
        self.maxInputSize = max(0, options.maxInputSize ?? .max)
        self.maxNameLength = max(0, options.maxNameLength)
        self.maxTextLength = max(0, options.maxTextLength ?? .max)
        self.maxAttributeCount = max(0, options.maxAttributeCount)
        self.stripsNamespacePrefixes = options.stripNamespacePrefixes
        let hasByteOrderMark = count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF
        self.documentStart = hasByteOrderMark ? 3 : 0
        self.position = documentStart
        self.eventStart = documentStart
        self.tracker = XMLLocationTracker(base: base, count: count, origin: position)
    }

    /// Where the event last returned by ``next()`` starts.
    ///
    /// For a start tag and for the end of an empty-element tag (`<a/>`) this is its `<`; for an
    /// end tag its `<`; for text its first character (or the `<` of a CDATA section it starts
    /// with). Before the first event it is the start of the input; after `nil`, its end.
    ///
    /// - Complexity: Amortized O(1) while reading forward; lines are counted lazily.
    package var location: XMLLocation {
        tracker.location(at: eventStart)
    }

    /// Reads the next event.
    ///
    /// - Returns: The next event, or `nil` once the root element has closed and only
    ///   whitespace, comments and processing instructions followed it.
    /// - Throws: ``XMLSyntaxError`` when the document is not well-formed, has a DTD, or breaks a
    ///   limit of ``XMLReaderOptions``. Once it has thrown, every later call throws again.
    package mutating func next() throws(XMLSyntaxError) -> XMLEvent? {
        guard let token = try nextToken() else { return nil }
        switch token {
        case .startElement: return .startElement(name: string(tokenName), attributes: tokenAttributes)
        case .endElement: return .endElement(name: string(tokenName))
        case .text: return .text(withCollectedBytes { String(decoding: $0, as: UTF8.self) })
        }
    }

    /// Reads the next event without copying its names and text into strings: they stay in the
    /// reader until the next call (``tokenName``, ``tokenAttributes``, ``withTokenText(_:)``).
    ///
    /// The same reading as ``next()``, which is built on it.
    ///
    /// - Returns: The kind of the next event, or `nil` where ``next()`` returns `nil`.
    /// - Throws: What ``next()`` throws.
    package mutating func nextToken() throws(XMLSyntaxError) -> XMLToken? {
        try nextToken(expecting: nil)
    }

    /// Reads the next event as ``nextToken()`` does, told the name the next start tag most
    /// likely has.
    ///
    /// When a start tag comes whose name is `expectedName`, the name is compared with it rather
    /// than read character by character, and ``tokenNameWasExpected`` says so; any other name
    /// is read as usual. The result is the same either way.
    ///
    /// - Parameter expectedName: The UTF-8 of a name for which ``isExpectableName(_:)`` is
    ///   true, or `nil`.
    /// - Returns: What ``nextToken()`` returns.
    /// - Throws: What ``nextToken()`` throws.
    package mutating func nextToken(
        expecting expectedName: UnsafeBufferPointer<UInt8>?
    ) throws(XMLSyntaxError) -> XMLToken? {
        if let failure { throw failure }
        do throws(XMLSyntaxError) {
            return try step(expecting: expectedName)
        } catch {
            failure = error
            throw error
        }
    }

    /// Whether `name` (UTF-8) may be handed to ``nextToken(expecting:)``: a whole `Name`
    /// (XML 1.0 §2.3) without a colon, so that finding its bytes followed by `>`, `/` or
    /// whitespace is finding that name, whatever the prefix options.
    ///
    /// - Parameter name: The candidate's UTF-8.
    /// - Returns: Whether it may be expected.
    package static func isExpectableName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !name.isEmpty, !name.contains(UInt8(ascii: ":")) else { return false }
        // The reader's own name rules, on a reader of the name alone (a name that starts with a
        // byte order mark is not read whole, and so not expectable).
        var nameReader = XMLReader(bytes: name)
        guard let range = try? nameReader.readName("a name", isLimited: false) else { return false }
        return range == 0..<name.count
    }

    /// Where the event or token last read starts, as a byte offset of the input (see
    /// ``location``).
    package var eventOffset: Int { eventStart }

    /// The line and column of byte `offset` of the input (clamped to it).
    ///
    /// - Complexity: Amortized O(1) for offsets that move forward; see ``location``.
    package func location(at offset: Int) -> XMLLocation {
        tracker.location(at: offset)
    }

    /// The input bytes in `range` (a ``tokenName``); valid while the input is.
    @inline(__always)
    package func bytes(in range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    /// Calls `body` with the UTF-8 of the text the last token read.
    ///
    /// References are resolved and line ends normalized. The bytes are a slice of the input
    /// when the text is written plainly, else the reader's own buffer; the pointer is valid
    /// only inside `body`.
    ///
    /// The text stays until the next token that is text or a start tag, so the text of
    /// `<a>text</a>` can still be read after its end tag.
    package func withTokenText<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withCollectedBytes(body)
    }

    private mutating func step(expecting expectedName: UnsafeBufferPointer<UInt8>?) throws(XMLSyntaxError) -> XMLToken?
    {
        if pendingEndElement {
            pendingEndElement = false
            return closeInnermostElement()
        }
        switch phase {
        case .content:
            return try readContent(expecting: expectedName)
        case .start:
            try readDocumentStart()
            phase = .prolog
            return try readRootElement()
        case .prolog:
            return try readRootElement()
        case .epilog:
            try skipMiscellaneous(after: true)
            guard position < count else {
                phase = .finished
                eventStart = count
                return nil
            }
            throw contentAfterRootElement()
        case .finished:
            return nil
        }
    }

    /// Checks the input size and reads the XML declaration, if there is one.
    private mutating func readDocumentStart() throws(XMLSyntaxError) {
        if count > maxInputSize {
            throw limitExceeded(
                "an input of \(count) bytes exceeds maxInputSize (\(maxInputSize))",
                at: maxInputSize
            )
        }
        // `<?xml` followed by whitespace, `?` or the end is the declaration; `<?xml-stylesheet`
        // is an ordinary processing instruction.
        if hasPrefix("<?xml", at: position),
            position + 5 == count || base[position + 5] == UInt8(ascii: "?")
                || XMLCharacterClass.isWhitespace(base[position + 5])
        {
            try readDeclaration()
        }
    }

    /// Skips the prolog and reads the root element's start tag.
    private mutating func readRootElement() throws(XMLSyntaxError) -> XMLToken {
        try skipMiscellaneous(after: false)
        guard position < count else {
            if count == documentStart {
                throw syntaxError("the document is empty (expected a root element)", at: count)
            }
            throw syntaxError("unexpected end of input, expected a root element", at: count)
        }
        guard base[position] == UInt8(ascii: "<") else {
            throw syntaxError("text is not allowed before the root element", at: position)
        }
        if position + 1 < count, base[position + 1] == UInt8(ascii: "/") {
            throw syntaxError("unexpected end tag before the root element", at: position)
        }
        let token = try readStartTag()
        phase = .content
        return token
    }

    /// Pops the innermost open element and reports its end.
    mutating func closeInnermostElement() -> XMLToken {
        // Only called with an element open (after `<a/>` or a matching end tag).
        let element = openElements.removeLast()
        if openElements.isEmpty {
            phase = .epilog
        }
        tokenName = element.reportedNameStart..<element.nameEnd
        return .endElement
    }

    /// The error for an element, end tag or text after the root element, at `position`.
    private func contentAfterRootElement() -> XMLSyntaxError {
        if base[position] == UInt8(ascii: "<") {
            if position + 1 < count, base[position + 1] == UInt8(ascii: "/") {
                return syntaxError("unexpected end tag after the root element", at: position)
            }
            return syntaxError("only one root element is allowed; another element starts here", at: position)
        }
        return syntaxError("text is not allowed after the root element", at: position)
    }
}
