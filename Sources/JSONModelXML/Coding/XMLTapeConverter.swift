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
    /// Stops the recursion (one level per model and per collection) before the thread's stack
    /// runs out: a thread may have 512 KiB or less, while `maxDepth` allows 512 levels.
    let stackGuard = StackGuard()
    /// `maxCollectionCount`, with `nil` as `Int.max` and negative values as 0.
    let maxCollectionCount: Int
    /// The model and struct types whose layouts this conversion has used.
    ///
    /// With ``layouts``, so that an element's layout is found without ``XMLLayout/of(_:)``'s
    /// lock and hashing (3% of decoding twitter.json's XML). A few types per document: a linear
    /// search.
    private var layoutTypes: [ObjectIdentifier] = []
    /// The layouts of ``layoutTypes``, in the same order.
    private var layouts: [XMLLayout] = []

    init(bytes: UnsafeBufferPointer<UInt8>, options: XMLOptions) {
        var readerOptions = XMLReaderOptions()
        readerOptions.maxDepth = options.decoding.maxDepth
        readerOptions.maxInputSize = options.decoding.maxInputSize
        readerOptions.maxTextLength = options.decoding.maxStringLength
        readerOptions.stripNamespacePrefixes = options.stripsNamespacePrefixes
        self.reader = XMLReader(bytes: bytes, options: readerOptions)
        self.options = options
        self.maxCollectionCount = options.decoding.maxCollectionCount.map { max(0, $0) } ?? .max
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
                if position >= maxCollectionCount {
                    throw collectionLimitExceeded("a list of more than", "items", at: offset)
                }
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
    ///
    /// Recursive, one call per model level, so its frame is kept small: everything but the loop
    /// over the children (the layout, the attributes, the inline items, the text, every error) is
    /// in functions that are not inlined, which return before the next level starts. Inlined,
    /// they made this frame 5 KB, and a model level (with the collection around it) 13 KB.
    @inline(never)
    mutating func convertModel(
        _ shape: ValueShape,
        attributes givenAttributes: [XMLReaderAttribute]? = nil
    ) throws(JSONModelError) {
        guard stackGuard.hasRoom() else { throw stackExhausted(at: lastOffset) }
        let layout = try beginModel(shape, attributes: givenAttributes)
        let members = layout.members
        var hasText = false
        var inline = XMLInlineItems()
        var childCount = 0
        // Children usually come in declaration order: the reader is told the next one's name.
        var expected = 0
        loop: while true {
            if try convertPlainScalarChild(at: expected, of: layout, count: &childCount) {
                expected &+= 1
                continue
            }
            let token = try nextToken(expectingChild: expected, of: layout)
            let offset = lastOffset
            switch token {
            case .startElement:
                let index: Int
                if reader.tokenNameWasExpected {
                    index = layout.elementIndex(at: expected)
                    expected &+= 1
                } else if let found = layout.elementIndex(
                    named: reader.bytes(in: reader.tokenName),
                    expected: &expected
                ) {
                    index = found
                } else {
                    try skipUnknownElement(countingAs: &childCount, at: offset)
                    continue
                }
                // Not retained: `members` holds them for the whole element (a retain and a
                // release per member were 0.8% of decoding twitter.json's XML).
                unowned(unsafe) let member = members[index]
                if member.role.isInline, case .array(let elementShape) = member.shape {
                    try convertInlineItem(of: member, elementShape, index: index, into: &inline, at: offset)
                } else {
                    // Members, as JSON counts an object's; an inline collection counts its own.
                    childCount &+= 1
                    if childCount > maxCollectionCount {
                        throw collectionLimitExceeded("an element with more than", "child elements", at: offset)
                    }
                    mark(offset)
                    member.writeKey(into: &tape)
                    currentPath.push(member)
                    let shape = member.shape
                    // Only a collection has an item tag; reading it for a scalar retains it.
                    let itemTag: XMLName?
                    if case .array = shape { itemTag = member.itemTagName } else { itemTag = nil }
                    try convertValue(shape, itemTag: itemTag, acceptsNull: member.acceptsNull, at: offset)
                    currentPath.pop()
                }
            case .text:
                if layout.text != nil {
                    if !hasText { pieces.removeAll(keepingCapacity: true) }
                    hasText = true
                    Self.appendTokenText(of: reader, to: &pieces)
                } else {
                    try requireWhitespace(in: "an element with child elements", at: offset)
                }
            case .endElement:
                break loop
            }
        }
        try finishModel(layout, hasText: hasText, inline: inline)
    }

    /// Converts the next child element when it is the one at `position` of `layout`'s child
    /// elements, holds a scalar and is written plainly (see
    /// ``XMLReader/readPlainScalarElement(named:asNumber:)``), as ``convertModel(_:attributes:)``
    /// would have; returns `false` having read nothing otherwise.
    ///
    /// Not inlined, as the other parts of ``convertModel(_:attributes:)``, and handed the layout
    /// rather than the name, which would take room in that recursive function's frame.
    @inline(never)
    private mutating func convertPlainScalarChild(
        at position: Int,
        of layout: XMLLayout,
        count childCount: inout Int
    ) throws(JSONModelError) -> Bool {
        guard let scalar = layout.expectedScalarElement(at: position),
            let element = reader.readPlainScalarElement(named: scalar.name, asNumber: scalar.isNumber)
        else { return false }
        lastOffset = reader.eventOffset
        childCount &+= 1
        if childCount > maxCollectionCount {
            throw collectionLimitExceeded("an element with more than", "child elements", at: element.tagStart)
        }
        mark(element.tagStart)
        // The element's name is the property's key.
        tape.appendString(scalar.name, isASCII: scalar.isASCII)
        emitElement(element, asNumber: scalar.isNumber, as: scalar.shape, acceptsNull: scalar.acceptsNull)
        return true
    }

    /// Writes the content of an element ``XMLReader/readPlainScalarElement(named:asNumber:)``
    /// read (`asNumber` as it was given), as a scalar of `shape`: what ``convertText(shape:acceptsNull:)``
    /// writes for the same content.
    @inline(__always)
    mutating func emitElement(
        _ element: XMLReader.PlainScalarElement,
        asNumber: Bool,
        as shape: ValueShape,
        acceptsNull: Bool
    ) {
        let content = reader.bytes(in: element.content)
        if asNumber {
            // Already checked as a number literal.
            tape.numberLiteral(content, isInteger: element.isInteger)
        } else {
            emitText(content, as: shape, acceptsNull: acceptsNull)
        }
    }

    /// Picks the layout of the element just started (asking the class for a subclass when it
    /// chooses one), opens its object and converts its attributes.
    @inline(never)
    private mutating func beginModel(
        _ shape: ValueShape,
        attributes givenAttributes: [XMLReaderAttribute]?
    ) throws(JSONModelError) -> XMLLayout {
        let attributes = givenAttributes ?? reader.tokenAttributes
        var layout: XMLLayout
        switch shape {
        case .model(let modelClass):
            layout = try cachedLayout(of: modelClass)
            if layout.description.choosesClassForDecoding {
                let chosen = try chooseClass(for: modelClass, attributes: attributes)
                if chosen != modelClass {
                    layout = try cachedLayout(of: chosen)
                }
            }
        case .structType(let structType):
            layout = try cachedLayout(of: structType)
        default:
            throw JSONModelError(code: .unsupportedType, message: "expected a model type")
        }
        try tape.beginObject()
        if !attributes.isEmpty { try convertAttributes(attributes, of: layout) }
        return layout
    }

    /// The layout of a model class or struct type (see ``layoutTypes``).
    private mutating func cachedLayout(of type: any Any.Type) throws(JSONModelError) -> XMLLayout {
        let identifier = ObjectIdentifier(type)
        if let position = layoutTypes.firstIndex(of: identifier) { return layouts[position] }
        let layout = try XMLLayout.of(type)
        // Bounded, so that a document of many types costs no more than the shared cache.
        if layoutTypes.count < 32 {
            layoutTypes.append(identifier)
            layouts.append(layout)
        }
        return layout
    }

    /// Writes the attributes the model's layout knows as members.
    private mutating func convertAttributes(
        _ attributes: [XMLReaderAttribute],
        of layout: XMLLayout
    ) throws(JSONModelError) {
        let members = layout.members
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
    }

    /// Appends the text the reader's last token read to `pieces`.
    ///
    /// Static, with the reader and the pieces as parameters: a closure in a method of `self`
    /// that writes `pieces` made Swift copy the whole reader to read it.
    @inline(never)
    private static func appendTokenText(of reader: XMLReader, to pieces: inout [UInt8]) {
        reader.withTokenText { pieces.append(contentsOf: $0) }
    }

    /// Skips the unknown child element just started, or throws when unknown keys are refused.
    ///
    /// It counts as a member (`childCount`), as an unknown key counts in a JSON object.
    @inline(never)
    private mutating func skipUnknownElement(countingAs childCount: inout Int, at offset: Int) throws(JSONModelError) {
        childCount &+= 1
        if childCount > maxCollectionCount {
            throw collectionLimitExceeded("an element with more than", "child elements", at: offset)
        }
        if options.decoding.unknownKeys == .reject {
            let name = tokenNameString()
            throw unknownError("element <\(name)>", at: offset, path: currentPath.appending(.key(name)))
        }
        try skipElement()
    }

    /// Writes the members that come after the children: the text and the inline collections,
    /// then closes the model's object.
    @inline(never)
    private mutating func finishModel(
        _ layout: XMLLayout,
        hasText: Bool,
        inline: XMLInlineItems
    ) throws(JSONModelError) {
        let members = layout.members
        if let textIndex = layout.text {
            let member = members[textIndex]
            tape.string(member.key)
            if !hasText { pieces.removeAll(keepingCapacity: true) }
            let text = pieces
            text.withUnsafeBufferPointer { emitText($0, as: member.shape, acceptsNull: member.acceptsNull) }
        }
        // Nothing to write, and nothing to look at, for the many models without one.
        if layout.hasInlineMembers { try inline.write(for: layout, into: &tape) }
        tape.endContainer()
    }

    /// Converts the element just started as a value of `shape`, up to and including its end tag.
    ///
    /// `itemTag` names the items of a collection; `nil` means the default for its elements.
    /// `attributes` are the element's, `nil` for the start tag's (see ``convertModel(_:attributes:)``).
    ///
    /// Inlined into its callers, so that a level of nesting is the frame of the function that
    /// reads the element's content, not one more.
    @inline(__always)
    mutating func convertValue(
        _ shape: ValueShape,
        itemTag: XMLName?,
        acceptsNull: Bool,
        attributes: [XMLReaderAttribute]? = nil,
        at offset: Int
    ) throws(JSONModelError) {
        switch shape {
        case .model, .structType:
            try convertModel(shape, attributes: attributes)
        case .array(let elementShape):
            try convertArray(
                of: elementShape,
                itemTag: itemTag ?? XMLLayout.defaultItemTagName(for: elementShape),
                at: offset
            )
        case .dictionary(let valueShape):
            try convertDictionary(of: valueShape, at: offset)
        case .string, .number, .bool, .any:
            try convertText(shape: shape, acceptsNull: acceptsNull)
        }
    }

    // MARK: Tokens

    /// The next token, or `nil` after the root element; ``lastOffset`` becomes where it starts.
    ///
    /// `expectedName` is the name the next start tag most likely has (see
    /// ``XMLReader/nextToken(expecting:)``).
    private mutating func nextTokenIfAny(
        expecting expectedName: UnsafeBufferPointer<UInt8>? = nil
    ) throws(JSONModelError) -> XMLToken? {
        do throws(XMLSyntaxError) {
            guard let token = try reader.nextToken(expecting: expectedName) else { return nil }
            lastOffset = reader.eventOffset
            return token
        } catch {
            throw Self.readerError(error)
        }
    }

    /// The next token, told that the next child of a `layout` element is most likely the one at
    /// `position` in declaration order (see ``nextToken(expecting:)``).
    ///
    /// Not inlined, so that the recursive function that calls it keeps no name in its frame.
    @inline(never)
    mutating func nextToken(expectingChild position: Int, of layout: XMLLayout) throws(JSONModelError) -> XMLToken {
        try nextToken(expecting: layout.expectedElementName(at: position))
    }

    /// The next token (see ``nextTokenIfAny()``).
    ///
    /// Not inlined: the reader's code, inlined here, made the frame of each recursive function
    /// that reads tokens (a level of nesting) several kilobytes larger.
    ///
    /// - Throws: `syntaxError` at the end of the input.
    @inline(never)
    mutating func nextToken(
        expecting expectedName: UnsafeBufferPointer<UInt8>? = nil
    ) throws(JSONModelError) -> XMLToken {
        guard let token = try nextTokenIfAny(expecting: expectedName) else {
            throw syntaxError("unexpected end of input", at: lastOffset)
        }
        return token
    }

    /// The reader's error as the library's.
    static func readerError(_ error: XMLSyntaxError) -> JSONModelError {
        JSONModelError(
            code: error.isDepthExceeded ? .tooDeeplyNested : error.isLimitExceeded ? .limitExceeded : .syntaxError,
            message: error.message
        ).located(at: error.location)
    }

    /// Reads past the end of the element just started.
    mutating func skipElement() throws(JSONModelError) {
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

    /// Records that the next value starts at byte `offset` of the XML.
    mutating func mark(_ offset: Int) {
        tape.mark(sourceOffset: offset)
    }

    /// Whether the element the last token started is named `name`.
    ///
    /// Inlined: called as a method of the whole converter from its mutating methods, it made
    /// Swift copy all of `self` (584 bytes, and a retain of each reference in it) per element.
    @inline(__always)
    func tokenNameIs(_ name: XMLName) -> Bool {
        name.matches(reader.bytes(in: reader.tokenName))
    }

    /// The name of the element the last token started, for messages.
    func tokenNameString() -> String {
        String(decoding: reader.bytes(in: reader.tokenName), as: UTF8.self)
    }
}
