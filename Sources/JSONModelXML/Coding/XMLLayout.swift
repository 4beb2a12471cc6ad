import JSONModelKit

/// How one model type's properties are laid out in an XML element.
///
/// Attributes, text, child elements and inline items; checked once per type. A class, so the
/// cache hands out one reference instead of copying five collections per element read.
final class XMLLayout: @unchecked Sendable {
    // @unchecked: immutable after construction.

    /// One property as the XML coder reads and writes it, taken from the schema once.
    ///
    /// A class: the converter takes one per element, and a reference is one retain.
    ///
    /// The shape of a collection is read from the schema on each use rather than stored: the
    /// boxes of ``ValueShape``'s recursive cases, kept in a cache for the life of the process,
    /// would be referenced only through tagged pointers, which LeakSanitizer cannot follow and
    /// reports as leaks. Every other shape has no box and is kept.
    final class Member: Sendable {
        /// The JSON key: the element or attribute name.
        let key: String
        /// The key's UTF-8, written into the tape for each value of the property.
        let keyName: XMLName
        /// The property in the schema.
        private let property: PropertyDescription
        /// The shape when it is not a collection's.
        private let leafShape: ValueShape?
        /// How the value looks in JSON.
        var shape: ValueShape { leafShape ?? property.shape }
        /// Whether `null` is a value of the property.
        let acceptsNull: Bool
        /// Where the property goes in XML.
        let role: XMLPropertyRole
        /// For a collection: the tag of each item (the role's, or the default for its elements).
        var itemTag: String? { itemTagName?.string }
        /// ``itemTag`` as the reader matches it.
        let itemTagName: XMLName?

        init(_ property: PropertyDescription, role: XMLPropertyRole, itemTag: String?) {
            self.key = property.key
            self.keyName = XMLName(property.key)
            self.property = property
            switch property.shape {
            case .array, .dictionary: leafShape = nil
            case let shape: leafShape = shape
            }
            self.acceptsNull = property.acceptsNull
            self.role = role
            self.itemTagName = itemTag.map { $0 == "item" ? XMLName.item : XMLName($0) }
        }

        /// Writes the key into `tape`.
        ///
        /// A method, so that the key is read from a member the call holds: read from the
        /// converter's unretained reference, it was retained and released for every element.
        /// The key's bytes are kept, ASCII or not, so nothing is scanned.
        func writeKey(into tape: inout TapeBuilder) {
            tape.appendString(keyName.bytes, isASCII: keyName.isASCII)
        }
    }

    let description: ModelDescription
    /// The properties in declaration order, as ``description`` lists them.
    let members: [Member]
    /// Indices of the properties written as attributes.
    let attributes: [Int]
    /// The index of the `@XMLText` property, if any.
    let text: Int?
    /// Indices of the properties written as child elements (inline collections included).
    let elements: [Int]
    /// Property index by attribute name.
    let attributeIndex: [String: Int]
    /// Whether a property is an inline collection (`@XMLInline`).
    let hasInlineMembers: Bool
    /// The child element names in declaration order, each with its property index.
    ///
    /// Memory of the layout's own, read without bounds checks or retains for every child
    /// element; the names' bytes are those of ``elementNameObjects``.
    private let elementNames: UnsafeMutablePointer<ElementName>
    /// How many entries ``elementNames`` has.
    private let elementNameCount: Int
    /// Keeps the bytes ``elementNames`` points to.
    private let elementNameObjects: [XMLName]

    /// One child element name of ``elementNames``.
    private struct ElementName {
        /// The name's UTF-8 (an ``XMLName``'s).
        let name: UnsafeBufferPointer<UInt8>
        /// The property's index.
        let index: Int
        /// Whether the reader may expect the name (``XMLName/isExpectable``).
        let isExpectable: Bool
        /// Whether the element holds a scalar (a property that is neither a model, a
        /// collection nor inline), and whether that scalar is a number.
        let isScalar: Bool
        let isNumber: Bool
        /// Whether the name is all ASCII (for a scalar, the name is the property's key).
        let isASCII: Bool
        /// The property's shape, and whether `null` is one of its values.
        let shape: ValueShape
        let acceptsNull: Bool
    }

    /// A child element that holds a scalar, as ``expectedScalarElement(at:)`` gives it: all the
    /// converter needs to read it and write it into the tape, so that it touches no ``Member``
    /// (each use of one from the layout's unretained reference retained and released it).
    struct ScalarElement {
        /// The element's name, which is the property's key, and whether it is all ASCII.
        let name: UnsafeBufferPointer<UInt8>
        let isASCII: Bool
        /// Whether the scalar is a number.
        let isNumber: Bool
        /// The property's shape, and whether `null` is one of its values.
        let shape: ValueShape
        let acceptsNull: Bool
    }

    private static let cache = Locked<[ObjectIdentifier: Result<XMLLayout, JSONModelError>]>([:])

    /// The layout of a model class or struct type.
    static func of(_ type: any Any.Type) throws(JSONModelError) -> XMLLayout {
        let identifier = ObjectIdentifier(type)
        if let cached = cache.withLock({ $0[identifier] }) { return try cached.get() }
        let built: Result<XMLLayout, JSONModelError>
        do {
            built = .success(try XMLLayout(type))
        } catch {
            built = .failure(error)
        }
        cache.withLock { $0[identifier] = built }
        return try built.get()
    }

    private init(_ type: any Any.Type) throws(JSONModelError) {
        if let modelClass = type as? JSONModel.Type {
            description = try ModelDescription.of(modelClass)
        } else if let structType = type as? any JSONStruct.Type {
            description = try ModelDescription.of(structType)
        } else {
            throw JSONModelError(code: .unsupportedType, message: "\(type) is not a JSONModel or JSONStruct type")
        }
        var attributes: [Int] = []
        var text: Int?
        var elements: [Int] = []
        var attributeIndex: [String: Int] = [:]
        var members: [Member] = []
        var elementNames: [(name: XMLName, index: Int)] = []
        func addElementName(_ name: XMLName, index: Int) {
            elementNames.append((name, index))
        }
        for (index, property) in description.properties.enumerated() {
            let role = property.xmlRole
            let shape = property.shape
            var itemTag: String?
            if case .array(let elementShape) = shape {
                itemTag = role.itemTag ?? Self.defaultItemTag(for: elementShape)
            }
            let member = Member(property, role: role, itemTag: itemTag)
            members.append(member)
            let fail = { (message: String) -> JSONModelError in
                Self.schemaError(message, type: type, property: property.name)
            }
            guard property.path.count == 1 else {
                throw fail("nested key paths (\"\(property.key)\") are not supported in XML")
            }
            guard property.fallbackPaths.isEmpty else {
                throw fail("fallback keys (@Key(\"\(property.key)\", ...)) are not supported in XML")
            }
            if let other = description.properties[..<index].first(where: { $0.key == property.key }) {
                throw fail(
                    "\(other.name) and \(property.name) both map the name \"\(property.key)\", which XML does not support"
                )
            }
            if role.isAttribute {
                guard Self.isScalar(property.shape) else {
                    throw fail("@XMLAttribute needs a scalar value, not a model or collection")
                }
                attributes.append(index)
                attributeIndex[property.key] = index
            } else if role.isText {
                guard Self.isScalar(property.shape) else {
                    throw fail("@XMLText needs a scalar value, not a model or collection")
                }
                guard text == nil else { throw fail("a model can have only one @XMLText property") }
                text = index
            } else {
                if role.isInline {
                    guard case .array = property.shape, let itemTagName = member.itemTagName, role.itemTag != nil
                    else {
                        throw fail("@XMLInline needs an array or set")
                    }
                    addElementName(itemTagName, index: index)
                } else {
                    addElementName(member.keyName, index: index)
                }
                elements.append(index)
            }
        }
        if let text, !elements.isEmpty {
            let properties = description.properties
            let childNames = elements.map { properties[$0].name }.joined(separator: ", ")
            throw Self.schemaError(
                "a model with an @XMLText property can have no child elements (\(childNames))",
                type: type,
                property: properties[text].name
            )
        }
        self.members = members
        self.attributes = attributes
        self.text = text
        self.elements = elements
        self.attributeIndex = attributeIndex
        self.hasInlineMembers = members.contains { $0.role.isInline }
        self.elementNameObjects = elementNames.map(\.name)
        self.elementNameCount = elementNames.count
        self.elementNames = .allocate(capacity: max(1, elementNames.count))
        for (position, element) in elementNames.enumerated() {
            let member = members[element.index]
            let shape = member.shape
            (self.elementNames + position).initialize(
                to: ElementName(
                    name: element.name.bytes,
                    index: element.index,
                    isExpectable: element.name.isExpectable,
                    isScalar: !member.role.isInline && Self.isScalar(shape),
                    isNumber: { if case .number = shape { true } else { false } }(),
                    isASCII: element.name.isASCII,
                    shape: shape,
                    acceptsNull: member.acceptsNull
                )
            )
        }
    }

    deinit {
        elementNames.deinitialize(count: elementNameCount)
        elementNames.deallocate()
    }

    /// The name of the child element at `position` in declaration order when the reader may
    /// expect it (``XMLName/isExpectable``), or `nil` (also past the last one).
    ///
    /// Children usually come in declaration order: the converter expects the one after the last
    /// found, and the reader matches it without reading the name.
    @inline(__always)
    func expectedElementName(at position: Int) -> UnsafeBufferPointer<UInt8>? {
        guard position < elementNameCount else { return nil }
        // Fields read in place: a copy of the entry would copy its `ValueShape` too.
        return elementNames[position].isExpectable ? elementNames[position].name : nil
    }

    /// The child element at `position` in declaration order when it holds a scalar and the
    /// reader may expect it; `nil` otherwise.
    @inline(__always)
    func expectedScalarElement(at position: Int) -> ScalarElement? {
        guard position < elementNameCount else { return nil }
        let element = elementNames + position
        guard element.pointee.isExpectable, element.pointee.isScalar else { return nil }
        return ScalarElement(
            name: element.pointee.name,
            isASCII: element.pointee.isASCII,
            isNumber: element.pointee.isNumber,
            shape: element.pointee.shape,
            acceptsNull: element.pointee.acceptsNull
        )
    }

    /// The property index of the child element at `position` in declaration order (less than
    /// the number of child element names).
    @inline(__always)
    func elementIndex(at position: Int) -> Int {
        elementNames[position].index
    }

    /// The property index of the child element named `name` (UTF-8), or `nil`.
    ///
    /// Children usually come in declaration order, so the name after the last one found
    /// (`expected`, which moves past each match) is tried first, then the others in order.
    func elementIndex(named name: UnsafeBufferPointer<UInt8>, expected: inout Int) -> Int? {
        guard let nameStart = name.baseAddress else { return nil }
        func matches(_ position: Int) -> Bool {
            let candidate = elementNames[position].name
            // Names are never empty, so their buffers have addresses.
            guard candidate.count == name.count, let candidateStart = candidate.baseAddress else { return false }
            return XMLWord.bytesEqual(candidateStart, nameStart, count: candidate.count)
        }
        let count = elementNameCount
        if expected < count, matches(expected) {
            defer { expected += 1 }
            return elementNames[expected].index
        }
        for position in 0..<count where matches(position) {
            expected = position + 1
            return elementNames[position].index
        }
        return nil
    }

    private static func schemaError(_ message: String, type: any Any.Type, property: String) -> JSONModelError {
        JSONModelError(
            code: .schemaError,
            message: "\(type).\(property): \(message)",
            modelType: type,
            property: property
        )
    }

    /// Whether values of `shape` are written as text.
    static func isScalar(_ shape: ValueShape) -> Bool {
        switch shape {
        case .string, .number, .bool, .any: true
        case .model, .structType, .array, .dictionary: false
        }
    }

    /// The default tag of each item of a collection whose elements have `shape`.
    ///
    /// Not inlined: in the converter's recursive functions, its string work took stack room
    /// at every level of nesting.
    @inline(never)
    static func defaultItemTag(for shape: ValueShape) -> String {
        switch shape {
        case .model(let modelClass): modelClass.xmlRootTag
        case .structType(let structType): lowercasedFirst(String(describing: structType))
        default: "item"
        }
    }

    /// ``defaultItemTag(for:)`` as the reader matches it.
    @inline(never)
    static func defaultItemTagName(for shape: ValueShape) -> XMLName {
        switch shape {
        case .model, .structType: XMLName(defaultItemTag(for: shape))
        default: .item
        }
    }

    static func lowercasedFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }
}
