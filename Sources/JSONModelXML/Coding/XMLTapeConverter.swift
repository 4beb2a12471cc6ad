import JSONModelKit

/// Reads XML events into the tape the model decoder reads, guided by the models' layouts.
///
/// Attributes and child elements become members, text becomes typed scalars (numbers,
/// Booleans, strings), wrapped and inline collections become arrays. Each value is marked with
/// where it starts in the XML, so the decoder's errors point into the XML document.
///
/// Streaming: nothing but the tape is built. Names and text are read as bytes where the reader
/// found them (``XMLReader/nextToken()``), never made into strings, and locations are kept as
/// byte offsets, counted into lines and columns only for an error. An element whose class picks
/// a subclass from its content (``JSONModelKit/JSONModel/classForDecoding(from:)``) is read
/// twice: once by a copy of the reader to show its content to the class, then for real.
///
/// A struct with `mutating` methods rather than a class: a class's mutable stored properties
/// are checked for exclusive access at run time on every use, which cost about 15% of the
/// conversion.
struct XMLTapeConverter {
    var reader: XMLReader
    let options: XMLOptions
    /// The values read so far.
    ///
    /// Unbounded depth: the XML reader limits element nesting.
    var tape: TapeBuilder
    /// Where the token last returned by ``nextToken()`` starts, as a byte offset.
    var lastOffset = 0
    /// The JSON path of the value being read, for the converter's own errors.
    var currentPath = XMLPath()
    /// The text of an element whose text comes in pieces (around skipped unknown children).
    private var pieces: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, options: XMLOptions) {
        var readerOptions = XMLReaderOptions()
        readerOptions.maxDepth = options.decoding.maxDepth
        readerOptions.maxInputSize = options.decoding.maxInputSize
        readerOptions.maxTextLength = options.decoding.maxStringLength
        readerOptions.stripNamespacePrefixes = options.stripsNamespacePrefixes
        self.reader = XMLReader(bytes: bytes, options: readerOptions)
        self.options = options
        // A value takes at least a tag of three bytes and its end tag: reserving for one per
        // 16 bytes of input spares most of the copies of growing the tape. Its bytes (text,
        // keys as long as the tags that name them, a byte or eight per other value) are at
        // most about the input's size.
        self.tape = TapeBuilder(capacity: max(16, bytes.count / 16), byteCapacity: bytes.count)
        // Every element and attribute is marked: about one mark per two values.
        tape.reserveMarks(bytes.count / 32)
    }

    /// Turns a byte offset of the input into its line and column, for the decoder's errors
    /// (valid while the input is).
    var locate: (Int) -> XMLLocation {
        let tracker = reader.tracker
        return { offset in tracker.location(at: offset) }
    }

    // MARK: Documents

    /// Converts a document whose root element is one model of `modelClass`.
    mutating func convertModelDocument(_ modelClass: JSONModel.Type) throws(JSONModelError) {
        let attributes = try rootElement()
        try convertModel(.model(modelClass), attributes: attributes)
        try finishDocument()
    }

    /// Converts a document whose root element's children are models of `modelClass`.
    mutating func convertArrayDocument(_ modelClass: JSONModel.Type) throws(JSONModelError) {
        _ = try rootElement()
        try tape.beginArray()
        var position = 0
        while true {
            let token = try nextToken()
            let offset = lastOffset
            switch token {
            case .startElement:
                currentPath.push(index: position)
                mark(offset)
                try convertModel(.model(modelClass))
                currentPath.pop()
                position += 1
            case .text:
                try requireWhitespace(in: "the root element", at: offset)
            case .endElement:
                tape.endContainer()
                try finishDocument()
                return
            }
        }
    }

    /// Reads the root element's start tag and returns its attributes.
    private mutating func rootElement() throws(JSONModelError) -> [XMLReaderAttribute] {
        let token = try nextToken()
        guard token == .startElement else {
            throw syntaxError("expected a root element", at: lastOffset)
        }
        mark(lastOffset)
        return reader.tokenAttributes
    }

    private mutating func finishDocument() throws(JSONModelError) {
        while try nextTokenIfAny() != nil {
            throw syntaxError("unexpected content after the root element", at: lastOffset)
        }
    }

    // MARK: Models

    /// Converts the element just started as a model or struct of `shape`, up to and including
    /// its end tag.
    ///
    /// `attributes` are the element's; `nil` (the usual case) means the start tag's as the reader
    /// holds them, read only here: copying them for every element, most of which are scalars
    /// without attributes, cost a retain and a release each.
    private mutating func convertModel(
        _ shape: ValueShape,
        attributes givenAttributes: [XMLReaderAttribute]? = nil
    ) throws(JSONModelError) {
        let attributes = givenAttributes ?? reader.tokenAttributes
        var layout: XMLLayout
        switch shape {
        case .model(let modelClass):
            layout = try XMLLayout.of(modelClass)
            if layout.description.choosesClassForDecoding {
                let chosen = try chooseClass(for: modelClass, attributes: attributes)
                if chosen != modelClass {
                    layout = try XMLLayout.of(chosen)
                }
            }
        case .structType(let structType):
            layout = try XMLLayout.of(structType)
        default:
            throw JSONModelError(code: .unsupportedType, message: "expected a model type")
        }
        let members = layout.members
        try tape.beginObject()
        for attribute in attributes {
            guard let index = layout.attributeIndex[attribute.name] else {
                if attribute.name == "xmlns" || attribute.name.hasPrefix("xmlns:") { continue }
                if options.decoding.unknownKeys == .reject {
                    throw unknownError(
                        "attribute \"\(attribute.name)\"",
                        at: attribute.location.byteOffset,
                        path: currentPath.appending(.key("@" + attribute.name))
                    )
                }
                continue
            }
            unowned(unsafe) let member = members[index]
            mark(attribute.location.byteOffset)
            member.writeKey(into: &tape)
            currentPath.push(member)
            var value = attribute.value
            value.withUTF8 { emitText($0, as: member.shape, acceptsNull: member.acceptsNull) }
            currentPath.pop()
        }
        var hasText = false
        var inlineItems: [Int: [TapeBuilder]] = [:]
        var inlineOrder: [Int] = []
        // Children usually come in declaration order: look for the next one first.
        var expected = 0
        loop: while true {
            let token = try nextToken()
            let offset = lastOffset
            switch token {
            case .startElement:
                guard let index = layout.elementIndex(named: reader.bytes(in: reader.tokenName), expected: &expected)
                else {
                    if options.decoding.unknownKeys == .reject {
                        let name = tokenNameString()
                        throw unknownError("element <\(name)>", at: offset, path: currentPath.appending(.key(name)))
                    }
                    try skipElement()
                    continue
                }
                // Not retained: `members` holds them for the whole element (a retain and a
                // release per member were 0.8% of decoding twitter.json's XML).
                unowned(unsafe) let member = members[index]
                if member.role.isInline, case .array(let elementShape) = member.shape {
                    if inlineItems[index] == nil {
                        inlineItems[index] = []
                        inlineOrder.append(index)
                    }
                    let position = inlineItems[index]?.count ?? 0
                    currentPath.push(member)
                    currentPath.push(index: position)
                    let item = try convertAside(elementShape, at: offset)
                    currentPath.pop()
                    currentPath.pop()
                    inlineItems[index, default: []].append(item)
                } else {
                    mark(offset)
                    member.writeKey(into: &tape)
                    currentPath.push(member)
                    let shape = member.shape
                    // Only a collection has an item tag; reading it for a scalar retains it.
                    let itemTag: String?
                    if case .array = shape { itemTag = member.itemTag } else { itemTag = nil }
                    try convertValue(shape, itemTag: itemTag, acceptsNull: member.acceptsNull, at: offset)
                    currentPath.pop()
                }
            case .text:
                if layout.text != nil {
                    if !hasText { pieces.removeAll(keepingCapacity: true) }
                    hasText = true
                    reader.withTokenText { pieces.append(contentsOf: $0) }
                } else {
                    try requireWhitespace(in: "an element with child elements", at: offset)
                }
            case .endElement:
                break loop
            }
        }
        if let textIndex = layout.text {
            let member = members[textIndex]
            tape.string(member.key)
            if !hasText { pieces.removeAll(keepingCapacity: true) }
            let text = pieces
            text.withUnsafeBufferPointer { emitText($0, as: member.shape, acceptsNull: member.acceptsNull) }
        }
        // An inline collection with no items has no element at all: it reads as empty.
        for index in layout.elements where members[index].role.isInline && inlineItems[index] == nil {
            inlineOrder.append(index)
        }
        for index in inlineOrder {
            tape.string(members[index].key)
            try tape.beginArray()
            for item in inlineItems[index] ?? [] {
                tape.append(contentsOf: item)
            }
            tape.endContainer()
        }
        tape.endContainer()
    }

    /// Converts the element just started as a value of `shape`, up to and including its end tag.
    ///
    /// `itemTag` names the items of a collection; `nil` means the default for its elements.
    /// `attributes` are the element's, `nil` for the start tag's (see ``convertModel(_:attributes:)``).
    private mutating func convertValue(
        _ shape: ValueShape,
        itemTag: String?,
        acceptsNull: Bool,
        attributes: [XMLReaderAttribute]? = nil,
        at offset: Int
    ) throws(JSONModelError) {
        switch shape {
        case .model, .structType:
            try convertModel(shape, attributes: attributes)
        case .array(let elementShape):
            let itemTag = itemTag ?? XMLLayout.defaultItemTag(for: elementShape)
            let isText = XMLLayout.isScalar(elementShape)
            try tape.beginArray()
            var position = 0
            while true {
                let token = try nextToken()
                let itemOffset = lastOffset
                switch token {
                case .startElement:
                    guard tokenNameIs(itemTag) else {
                        throw JSONModelError(
                            code: .typeMismatch,
                            message: "expected <\(itemTag)> items, found <\(tokenNameString())>",
                            path: currentPath.components
                        ).located(at: location(of: itemOffset))
                    }
                    currentPath.push(index: position)
                    mark(itemOffset)
                    if isText {
                        // Read here rather than through another convertValue, the usual case
                        // for the numbers of a coordinate list.
                        try convertText(shape: elementShape, acceptsNull: false)
                    } else {
                        try convertValue(elementShape, itemTag: nil, acceptsNull: false, at: itemOffset)
                    }
                    currentPath.pop()
                    position += 1
                case .text:
                    try requireWhitespace(in: "a list of <\(itemTag)> items", at: itemOffset)
                case .endElement:
                    tape.endContainer()
                    return
                }
            }
        case .dictionary(let valueShape):
            try tape.beginObject()
            while true {
                let token = try nextToken()
                let entryOffset = lastOffset
                switch token {
                case .startElement:
                    let entryAttributes = reader.tokenAttributes
                    guard tokenNameIs("entry"), let key = entryAttributes.first(where: { $0.name == "key" })?.value
                    else {
                        throw JSONModelError(
                            code: .typeMismatch,
                            message: "expected <entry key=\"...\"> items, found <\(tokenNameString())>",
                            path: currentPath.components
                        ).located(at: location(of: entryOffset))
                    }
                    mark(entryOffset)
                    tape.string(key)
                    currentPath.push(key: key)
                    try convertValue(
                        valueShape,
                        itemTag: nil,
                        acceptsNull: true,
                        attributes: entryAttributes.filter { $0.name != "key" },
                        at: entryOffset
                    )
                    currentPath.pop()
                case .text:
                    try requireWhitespace(in: "a list of <entry> items", at: entryOffset)
                case .endElement:
                    tape.endContainer()
                    return
                }
            }
        case .string, .number, .bool, .any:
            try convertText(shape: shape, acceptsNull: acceptsNull)
        }
    }

    // MARK: Tokens

    /// The next token, or `nil` after the root element; ``lastOffset`` becomes where it starts.
    private mutating func nextTokenIfAny() throws(JSONModelError) -> XMLToken? {
        do throws(XMLSyntaxError) {
            guard let token = try reader.nextToken() else { return nil }
            lastOffset = reader.eventOffset
            return token
        } catch {
            throw Self.readerError(error)
        }
    }

    /// The next token (see ``nextTokenIfAny()``).
    ///
    /// - Throws: `syntaxError` at the end of the input.
    mutating func nextToken() throws(JSONModelError) -> XMLToken {
        guard let token = try nextTokenIfAny() else {
            throw syntaxError("unexpected end of input", at: lastOffset)
        }
        return token
    }

    /// The reader's error as the library's.
    static func readerError(_ error: XMLSyntaxError) -> JSONModelError {
        JSONModelError(
            code: error.isLimitExceeded ? .limitExceeded : .syntaxError,
            message: error.message
        ).located(at: error.location)
    }

    /// Reads past the end of the element just started.
    private mutating func skipElement() throws(JSONModelError) {
        var depth = 0
        while true {
            switch try nextToken() {
            case .startElement: depth += 1
            case .endElement:
                if depth == 0 { return }
                depth -= 1
            case .text: continue
            }
        }
    }

    /// Converts the element just started (an item of an inline collection) as a value of
    /// `shape` into a fresh builder, and returns that builder.
    private mutating func convertAside(
        _ shape: ValueShape,
        at offset: Int
    ) throws(JSONModelError) -> TapeBuilder {
        let saved = tape
        tape = TapeBuilder()
        defer { tape = saved }
        mark(offset)
        try convertValue(shape, itemTag: nil, acceptsNull: false, at: offset)
        return tape
    }

    /// Records that the next value starts at byte `offset` of the XML.
    private mutating func mark(_ offset: Int) {
        tape.mark(sourceOffset: offset)
    }

    /// Whether the element the last token started is named `name`.
    ///
    /// Inlined: called as a method of the whole converter from its mutating methods, it made
    /// Swift copy all of `self` (584 bytes, and a retain of each reference in it) per element.
    @inline(__always)
    private func tokenNameIs(_ name: String) -> Bool {
        let token = reader.bytes(in: reader.tokenName)
        guard name.utf8.count == token.count, let tokenStart = token.baseAddress else { return false }
        return name.utf8.withContiguousStorageIfAvailable { utf8 in
            utf8.baseAddress.map { XMLWord.bytesEqual($0, tokenStart, count: token.count) } ?? false
        } ?? name.utf8.elementsEqual(token)
    }

    /// The name of the element the last token started, for messages.
    func tokenNameString() -> String {
        String(decoding: reader.bytes(in: reader.tokenName), as: UTF8.self)
    }

    // MARK: Errors

    func location(of offset: Int) -> XMLLocation {
        reader.location(at: offset)
    }

    /// Throws unless the text the last token read is whitespace.
    private func requireWhitespace(in place: String, at offset: Int) throws(JSONModelError) {
        let isWhitespace = reader.withTokenText { $0.allSatisfy(XMLCharacterClass.isWhitespace) }
        guard isWhitespace else {
            let text = reader.withTokenText { String(decoding: $0, as: UTF8.self) }
            throw JSONModelError(
                code: .typeMismatch,
                message: "unexpected text in \(place): \"\(text.prefix(40))\"",
                path: currentPath.components
            ).located(at: location(of: offset))
        }
    }

    func syntaxError(_ message: String, at offset: Int) -> JSONModelError {
        JSONModelError(code: .syntaxError, message: message).located(at: location(of: offset))
    }

    private func unknownError(
        _ what: String,
        at offset: Int,
        path: [JSONModelError.PathComponent]
    ) -> JSONModelError {
        JSONModelError(code: .unknownKey, message: "unknown \(what)", path: path).located(at: location(of: offset))
    }
}
