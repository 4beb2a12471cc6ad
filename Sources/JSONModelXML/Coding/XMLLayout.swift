import JSONModelKit

/// How one model type's properties are laid out in an XML element.
///
/// Attributes, text, child elements and inline items; checked once per type.
struct XMLLayout: @unchecked Sendable {
    // @unchecked: immutable after construction.
    let description: ModelDescription
    /// Indices of the properties written as attributes.
    let attributes: [Int]
    /// The index of the `@XMLText` property, if any.
    let text: Int?
    /// Indices of the properties written as child elements (inline collections included).
    let elements: [Int]
    /// Property index by attribute name.
    let attributeIndex: [String: Int]
    /// Property index by child element name (for inline collections: by item tag).
    let elementIndex: [String: Int]

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
        var elementIndex: [String: Int] = [:]
        for (index, property) in description.properties.enumerated() {
            let role = property.xmlRole
            let fail = { (message: String) -> JSONModelError in
                Self.schemaError(message, type: type, property: property.name)
            }
            guard property.path.count == 1 else {
                throw fail("nested key paths (\"\(property.key)\") are not supported in XML")
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
                    elementIndex[itemTag] = index
                } else {
                    elementIndex[property.key] = index
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
        self.attributes = attributes
        self.text = text
        self.elements = elements
        self.attributeIndex = attributeIndex
        self.elementIndex = elementIndex
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
