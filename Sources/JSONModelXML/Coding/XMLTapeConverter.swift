import JSONModelKit

/// Reads XML events into the tape the model decoder reads, guided by the models' layouts.
///
/// Attributes and child elements become members, text becomes typed scalars (numbers,
/// Booleans, strings), wrapped and inline collections become arrays. Each value is marked with
/// where it starts in the XML, so the decoder's errors point into the XML document.
///
/// Streaming: nothing but the tape is built, except for the subtree of an element whose class
/// picks a subclass from its content (``JSONModelKit/JSONModel/classForDecoding(from:)``), which
/// is recorded and replayed once the class is known.
///
/// A struct with `mutating` methods rather than a class: a class's mutable stored properties
/// are checked for exclusive access at run time on every use, which cost about 15% of the
/// conversion.
struct XMLTapeConverter {
    private var reader: XMLReader
    private let options: XMLOptions
    /// The values read so far.
    ///
    /// Unbounded depth: the XML reader limits element nesting.
    private(set) var tape = TapeBuilder()
    /// Recorded events waiting to be read again, last first.
    private var pending: [(event: XMLEvent, location: XMLLocation)] = []
    /// Where the event last returned by ``nextEvent()`` or ``nextEventIfAny()`` starts.
    private var lastLocation = XMLLocation(line: 1, column: 1, byteOffset: 0)
    /// The JSON path of the value being read, for the converter's own errors.
    private var currentPath: [JSONModelError.PathComponent] = []

    init(bytes: UnsafeBufferPointer<UInt8>, options: XMLOptions) {
        var readerOptions = XMLReaderOptions()
        readerOptions.maxDepth = options.decoding.maxDepth
        readerOptions.maxInputSize = options.decoding.maxInputSize
        readerOptions.maxTextLength = options.decoding.maxStringLength
        readerOptions.stripNamespacePrefixes = options.stripsNamespacePrefixes
        self.reader = XMLReader(bytes: bytes, options: readerOptions)
        self.options = options
    }

    // MARK: Documents

    /// Converts a document whose root element is one model of `modelClass`.
    mutating func convertModelDocument(_ modelClass: JSONModel.Type) throws(JSONModelError) {
        let (_, attributes) = try rootElement()
        try convertModel(.model(modelClass), attributes: attributes)
        try finishDocument()
    }

    /// Converts a document whose root element's children are models of `modelClass`.
    mutating func convertArrayDocument(_ modelClass: JSONModel.Type) throws(JSONModelError) {
        _ = try rootElement()
        try tape.beginArray()
        var position = 0
        while true {
            let event = try nextEvent()
            let location = lastLocation
            switch event {
            case .startElement(_, let attributes):
                currentPath.append(.index(position))
                mark(location)
                try convertModel(.model(modelClass), attributes: attributes)
                currentPath.removeLast()
                position += 1
            case .text(let text):
                try requireWhitespace(text, in: "the root element", at: location)
            case .endElement:
                tape.endContainer()
                try finishDocument()
                return
            }
        }
    }

    private mutating func rootElement() throws(JSONModelError) -> (String, [XMLReaderAttribute]) {
        let event = try nextEvent()
        let location = lastLocation
        guard case .startElement(let name, let attributes) = event else {
            throw syntaxError("expected a root element", at: location)
        }
        mark(location)
        return (name, attributes)
    }

    private mutating func finishDocument() throws(JSONModelError) {
        while try nextEventIfAny() != nil {
            throw syntaxError("unexpected content after the root element", at: lastLocation)
        }
    }

    // MARK: Models

    /// Converts the element just started (its attributes given) as a model or struct of
    /// `shape`, up to and including its end tag.
    private mutating func convertModel(_ shape: ValueShape, attributes: [XMLReaderAttribute]) throws(JSONModelError) {
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
        let properties = layout.description.properties
        try tape.beginObject()
        for attribute in attributes {
            guard let index = layout.attributeIndex[attribute.name] else {
                if attribute.name == "xmlns" || attribute.name.hasPrefix("xmlns:") { continue }
                if options.decoding.unknownKeys == .reject {
                    throw unknownError(
                        "attribute \"\(attribute.name)\"",
                        at: attribute.location,
                        path: currentPath + [.key("@" + attribute.name)]
                    )
                }
                continue
            }
            let property = properties[index]
            mark(attribute.location)
            tape.string(property.key)
            currentPath.append(.key(property.key))
            emitScalar(attribute.value, shape: property.shape, acceptsNull: property.acceptsNull)
            currentPath.removeLast()
        }
        var text = ""
        var inlineItems: [Int: [TapeBuilder]] = [:]
        var inlineOrder: [Int] = []
        loop: while true {
            let event = try nextEvent()
            let location = lastLocation
            switch event {
            case .startElement(let name, let childAttributes):
                guard let index = layout.elementIndex[name] else {
                    if options.decoding.unknownKeys == .reject {
                        throw unknownError("element <\(name)>", at: location, path: currentPath + [.key(name)])
                    }
                    try skipElement()
                    continue
                }
                let property = properties[index]
                if property.xmlRole.isInline, case .array(let elementShape) = property.shape {
                    if inlineItems[index] == nil {
                        inlineItems[index] = []
                        inlineOrder.append(index)
                    }
                    let position = inlineItems[index]?.count ?? 0
                    currentPath.append(contentsOf: [.key(property.key), .index(position)])
                    let item = try convertAside(elementShape, attributes: childAttributes, at: location)
                    currentPath.removeLast(2)
                    inlineItems[index, default: []].append(item)
                } else {
                    mark(location)
                    tape.string(property.key)
                    currentPath.append(.key(property.key))
                    try convertValue(
                        property.shape,
                        role: property.xmlRole,
                        acceptsNull: property.acceptsNull,
                        attributes: childAttributes,
                        at: location
                    )
                    currentPath.removeLast()
                }
            case .text(let content):
                if layout.text != nil {
                    text += content
                } else {
                    try requireWhitespace(content, in: "an element with child elements", at: location)
                }
            case .endElement:
                break loop
            }
        }
        if let textIndex = layout.text {
            let property = properties[textIndex]
            tape.string(property.key)
            emitScalar(text, shape: property.shape, acceptsNull: property.acceptsNull)
        }
        // An inline collection with no items has no element at all: it reads as empty.
        for index in layout.elements where properties[index].xmlRole.isInline && inlineItems[index] == nil {
            inlineOrder.append(index)
        }
        for index in inlineOrder {
            tape.string(properties[index].key)
            try tape.beginArray()
            for item in inlineItems[index] ?? [] {
                tape.append(contentsOf: item)
            }
            tape.endContainer()
        }
        tape.endContainer()
    }

    /// Converts the element just started as a value of `shape`, up to and including its end tag.
    private mutating func convertValue(
        _ shape: ValueShape,
        role: XMLPropertyRole,
        acceptsNull: Bool,
        attributes: [XMLReaderAttribute],
        at location: XMLLocation
    ) throws(JSONModelError) {
        switch shape {
        case .model, .structType:
            try convertModel(shape, attributes: attributes)
        case .array(let elementShape):
            let itemTag = role.itemTag ?? XMLLayout.defaultItemTag(for: elementShape)
            try tape.beginArray()
            var position = 0
            while true {
                let event = try nextEvent()
                let itemLocation = lastLocation
                switch event {
                case .startElement(let name, let itemAttributes):
                    guard name == itemTag else {
                        throw JSONModelError(
                            code: .typeMismatch,
                            message: "expected <\(itemTag)> items, found <\(name)>",
                            path: currentPath
                        ).located(at: itemLocation)
                    }
                    currentPath.append(.index(position))
                    mark(itemLocation)
                    try convertValue(
                        elementShape,
                        role: XMLPropertyRole(),
                        acceptsNull: false,
                        attributes: itemAttributes,
                        at: itemLocation
                    )
                    currentPath.removeLast()
                    position += 1
                case .text(let text):
                    try requireWhitespace(text, in: "a list of <\(itemTag)> items", at: itemLocation)
                case .endElement:
                    tape.endContainer()
                    return
                }
            }
        case .dictionary(let valueShape):
            try tape.beginObject()
            while true {
                let event = try nextEvent()
                let entryLocation = lastLocation
                switch event {
                case .startElement(let name, let entryAttributes):
                    guard name == "entry", let key = entryAttributes.first(where: { $0.name == "key" })?.value else {
                        throw JSONModelError(
                            code: .typeMismatch,
                            message: "expected <entry key=\"...\"> items, found <\(name)>",
                            path: currentPath
                        ).located(at: entryLocation)
                    }
                    mark(entryLocation)
                    tape.string(key)
                    currentPath.append(.key(key))
                    try convertValue(
                        valueShape,
                        role: XMLPropertyRole(),
                        acceptsNull: true,
                        attributes: entryAttributes.filter { $0.name != "key" },
                        at: entryLocation
                    )
                    currentPath.removeLast()
                case .text(let text):
                    try requireWhitespace(text, in: "a list of <entry> items", at: entryLocation)
                case .endElement:
                    tape.endContainer()
                    return
                }
            }
        case .string, .number, .bool, .any:
            let text = try readText()
            emitScalar(text, shape: shape, acceptsNull: acceptsNull)
        }
    }

    /// The text of the element just started, up to and including its end tag.
    private mutating func readText() throws(JSONModelError) -> String {
        var text = ""
        while true {
            let event = try nextEvent()
            let location = lastLocation
            switch event {
            case .text(let content):
                text += content
            case .startElement(let name, _):
                throw JSONModelError(
                    code: .typeMismatch,
                    message: "expected text, found the element <\(name)>",
                    path: currentPath
                ).located(at: location)
            case .endElement:
                return text
            }
        }
    }

    /// Writes element or attribute text as a JSON scalar of `shape`: numbers and Booleans are
    /// written as such when the text is one (otherwise as a string, which the decoder then
    /// reports as a wrong type); an empty text is `null` unless the value is a non-optional
    /// string.
    private mutating func emitScalar(_ text: String, shape: ValueShape, acceptsNull: Bool) {
        if text.isEmpty {
            if case .string = shape, !acceptsNull {
                tape.string("")
            } else {
                tape.null()
            }
            return
        }
        switch shape {
        case .number:
            if !tape.appendNumberLiteral(ifValid: text) {
                tape.string(text)
            }
        case .bool:
            switch text {
            case "true", "1": tape.bool(true)
            case "false", "0": tape.bool(false)
            default: tape.string(text)
            }
        case .any:
            // Text that is a JSON document (`[1, 2]`, `42`, `true`) is that value; the tape has
            // no depth limit here, the parse has the decoder's.
            if let value = try? JSONValue(parsing: text, maxDepth: options.decoding.maxDepth) {
                try? tape.append(value)
            } else {
                tape.string(text)
            }
        default:
            tape.string(text)
        }
    }

    // MARK: Polymorphism

    /// Records the element just started, shows its content as `[String: JSONValue]` to the
    /// class's `classForDecoding(from:)`, and queues the events to be read again.
    private mutating func chooseClass(
        for modelClass: JSONModel.Type,
        attributes: [XMLReaderAttribute]
    ) throws(JSONModelError) -> JSONModel.Type {
        var recorded: [(event: XMLEvent, location: XMLLocation)] = []
        var depth = 0
        while true {
            let event = try nextEvent()
            recorded.append((event, lastLocation))
            if case .startElement = event { depth += 1 }
            if case .endElement = event {
                if depth == 0 { break }
                depth -= 1
            }
        }
        var members: [String: JSONValue] = [:]
        for attribute in attributes { members[attribute.name] = .string(attribute.value) }
        var index = 0
        XMLScalarText.collectMembers(of: recorded, from: &index, into: &members)
        pending.append(contentsOf: recorded.reversed())
        let chosen = modelClass.classForDecoding(from: members)
        return chosen
    }

    // MARK: Events

    /// The next event, replayed or read, or `nil` after the root element; ``lastLocation``
    /// becomes where it starts.
    ///
    /// Returns the event alone, not with its location: an optional tuple of an enum with
    /// payloads goes through the runtime's generic tuple witnesses on every event.
    private mutating func nextEventIfAny() throws(JSONModelError) -> XMLEvent? {
        if !pending.isEmpty, let replayed = pending.popLast() {
            lastLocation = replayed.location
            return replayed.event
        }
        do throws(XMLSyntaxError) {
            guard let event = try reader.next() else { return nil }
            lastLocation = reader.location
            return event
        } catch {
            var failure = JSONModelError(
                code: error.isLimitExceeded ? .limitExceeded : .syntaxError,
                message: error.message
            )
            failure.line = error.location.line
            failure.column = error.location.column
            failure.byteOffset = error.location.byteOffset
            throw failure
        }
    }

    /// The next event (see ``nextEventIfAny()``).
    ///
    /// - Throws: `syntaxError` at the end of the input.
    private mutating func nextEvent() throws(JSONModelError) -> XMLEvent {
        guard let event = try nextEventIfAny() else {
            throw syntaxError("unexpected end of input", at: lastLocation)
        }
        return event
    }

    /// Reads past the end of the element just started.
    private mutating func skipElement() throws(JSONModelError) {
        var depth = 0
        while true {
            let event = try nextEvent()
            if case .startElement = event { depth += 1 }
            if case .endElement = event {
                if depth == 0 { return }
                depth -= 1
            }
        }
    }

    /// Converts the element just started (an item of an inline collection) as a value of
    /// `shape` into a fresh builder, and returns that builder.
    private mutating func convertAside(
        _ shape: ValueShape,
        attributes: [XMLReaderAttribute],
        at location: XMLLocation
    ) throws(JSONModelError) -> TapeBuilder {
        let saved = tape
        tape = TapeBuilder()
        defer { tape = saved }
        mark(location)
        try convertValue(shape, role: XMLPropertyRole(), acceptsNull: false, attributes: attributes, at: location)
        return tape
    }

    /// Records that the next value starts at `location` in the XML.
    private mutating func mark(_ location: XMLLocation) {
        tape.mark(sourceLocation: location)
    }

    // MARK: Errors

    private func requireWhitespace(_ text: String, in place: String, at location: XMLLocation) throws(JSONModelError) {
        guard text.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) else {
            throw JSONModelError(
                code: .typeMismatch,
                message: "unexpected text in \(place): \"\(text.prefix(40))\"",
                path: currentPath
            ).located(at: location)
        }
    }

    private func syntaxError(_ message: String, at location: XMLLocation) -> JSONModelError {
        JSONModelError(code: .syntaxError, message: message).located(at: location)
    }

    private func unknownError(
        _ what: String,
        at location: XMLLocation,
        path: [JSONModelError.PathComponent]
    ) -> JSONModelError {
        JSONModelError(code: .unknownKey, message: "unknown \(what)", path: path).located(at: location)
    }
}

extension JSONModelError {
    /// The error with a line, column and byte offset in the XML.
    func located(at location: XMLLocation) -> JSONModelError {
        var error = self
        error.line = location.line
        error.column = location.column
        error.byteOffset = location.byteOffset
        return error
    }
}
