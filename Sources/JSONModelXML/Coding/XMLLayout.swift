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
        let itemTag: String?

        init(_ property: PropertyDescription, role: XMLPropertyRole, itemTag: String?) {
            self.key = property.key
            self.property = property
            switch property.shape {
            case .array, .dictionary: leafShape = nil
            case let shape: leafShape = shape
            }
            self.acceptsNull = property.acceptsNull
            self.role = role
            self.itemTag = itemTag
        }

        /// Writes the key into `tape`.
        ///
        /// A method, so that the key is read from a member the call holds: read from the
        /// converter's unretained reference, it was retained and released for every element.
        func writeKey(into tape: inout TapeBuilder) {
            tape.string(key)
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
    /// The child element names' UTF-8, one after another, in declaration order.
    private let elementNameBytes: [UInt8]
    /// Where each child element name is in ``elementNameBytes``, with its property index.
    private let elementNames: [(start: Int, count: Int, index: Int)]

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
        var elementNameBytes: [UInt8] = []
        var elementNames: [(start: Int, count: Int, index: Int)] = []
        func addElementName(_ name: String, index: Int) {
            elementNames.append((elementNameBytes.count, name.utf8.count, index))
            elementNameBytes.append(contentsOf: name.utf8)
        }
        for (index, property) in description.properties.enumerated() {
            let role = property.xmlRole
            let shape = property.shape
            var itemTag: String?
            if case .array(let elementShape) = shape {
                itemTag = role.itemTag ?? Self.defaultItemTag(for: elementShape)
            }
            members.append(Member(property, role: role, itemTag: itemTag))
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
                    guard case .array = property.shape, let itemTag = role.itemTag else {
                        throw fail("@XMLInline needs an array or set")
                    }
                    addElementName(itemTag, index: index)
                } else {
                    addElementName(property.key, index: index)
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
        self.elementNameBytes = elementNameBytes
        self.elementNames = elementNames
    }

    /// The property index of the child element named `name` (UTF-8), or `nil`.
    ///
    /// Children usually come in declaration order, so the name after the last one found
    /// (`expected`, which moves past each match) is tried first, then the others in order.
    func elementIndex(named name: UnsafeBufferPointer<UInt8>, expected: inout Int) -> Int? {
        guard let nameStart = name.baseAddress else { return nil }
        return elementNameBytes.withUnsafeBufferPointer { bytes -> Int? in
            // Names are never empty, so the buffer has an address.
            guard let base = bytes.baseAddress else { return nil }
            func matches(_ position: Int) -> Bool {
                let candidate = elementNames[position]
                return candidate.count == name.count
                    && XMLWord.bytesEqual(base + candidate.start, nameStart, count: candidate.count)
            }
            let count = elementNames.count
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

    static func lowercasedFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }
}
