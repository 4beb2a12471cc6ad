/// Discovers a model class's properties by reflection and builds its ``ModelSchema``.
enum SchemaBuilder {
    static func build(
        _ modelType: JSONModel.Type,
        schemasInProgress: Set<ObjectIdentifier>
    ) throws(JSONModelError) -> ModelSchema {
        var inProgress = schemasInProgress
        inProgress.insert(ObjectIdentifier(modelType))
        var properties: [SchemaProperty] = []

        for field in FieldReflection.fields(of: modelType) {
            // `let` (a pointer write would be lost), weak/unowned references and lazy storage
            // are not mapped.
            guard field.isVar, field.isStrong, !field.name.hasPrefix(ReflectedField.lazyStoragePrefix) else {
                continue
            }
            var name = field.name
            var traits = PropertyTraits()
            if let wrapper = field.type as? any ModelPropertyWrapper.Type {
                traits = wrapper.combinedTraits
                if name.hasPrefix("_") { name.removeFirst() }
            }
            if traits.isIgnored || modelType.propertyIsIgnored(name) { continue }
            let property = try makeProperty(
                named: name,
                type: field.type,
                traits: traits,
                of: modelType,
                schemasInProgress: inProgress
            ) { (factory: CodecFactory) throws(JSONModelError) -> PropertyAccessor in
                try makeStoredAccessor(for: field.type, offset: field.offset, factory: factory)
            }
            properties.append(property)
        }

        for registration in modelType.keyPathProperties {
            guard isClass(modelType, kindOf: registration.rootType) else {
                throw schemaError(
                    "\(modelType).keyPathProperties registers \"\(registration.name)\" with a key path from \(registration.rootType), which is not \(modelType) or a superclass",
                    modelType: modelType,
                    property: registration.name,
                    fix: "Use a key path rooted at \(modelType) or one of its superclasses."
                )
            }
            let property = try makeProperty(
                named: registration.name,
                type: nil,
                explicitKey: registration.key,
                traits: PropertyTraits(),
                of: modelType,
                schemasInProgress: inProgress,
                makeAccessor: registration.makeAccessor
            )
            if let existing = properties.firstIndex(where: { $0.name == registration.name }) {
                properties[existing] = property
            } else {
                properties.append(property)
            }
        }

        try checkKeysAreUnique(properties, of: modelType)
        return ModelSchema(modelType: modelType, properties: properties)
    }

    private static func makeStoredAccessor<Field>(
        for type: Field.Type,
        offset: Int,
        factory: CodecFactory
    ) throws(JSONModelError) -> PropertyAccessor {
        StoredFieldAccessor<Field>(offset: offset, codec: try factory.codec(for: Field.self))
    }

    private static func makeProperty(
        named name: String,
        type: (any Any.Type)?,
        explicitKey: String? = nil,
        traits: PropertyTraits,
        of modelType: JSONModel.Type,
        schemasInProgress: Set<ObjectIdentifier>,
        makeAccessor: (CodecFactory) throws(JSONModelError) -> PropertyAccessor
    ) throws(JSONModelError) -> SchemaProperty {
        let elementClass = modelType.classForCollectionProperty(name)
        let factory = CodecFactory(
            dateStrategy: traits.dateStrategy ?? modelType.dateStrategy,
            elementClass: elementClass,
            schemasInProgress: schemasInProgress
        )
        let accessor: PropertyAccessor
        do {
            accessor = try makeAccessor(factory)
        } catch where error.code == .unsupportedType {
            let typeName = type.map { String(describing: $0) } ?? "its type"
            throw schemaError(
                "\(modelType).\(name) has a type JSONModelKit cannot map: \(error.message)",
                code: .unsupportedType,
                modelType: modelType,
                property: name,
                fix: "Use a supported type (String, numbers, Bool, Date, URL, UUID, Data, Decimal, enums with String or integer raw values, JSONModel subclasses, JSONValue, Codable types, or Optional, Array, Set and [String: V] of these), or mark the property @Ignore. Declared type: \(typeName)."
            )
        }
        catch where error.code == .schemaError && error.modelType == nil {
            throw schemaError(
                "\(modelType).\(name): \(error.message)",
                modelType: modelType,
                property: name,
                fix: "Return the declared element type or one of its subclasses from classForCollectionProperty, or nil."
            )
        }
        let codec = accessor.valueCodec
        if let elementClass, !codec.containsModel {
            throw schemaError(
                "\(modelType).classForCollectionProperty(\"\(name)\") returned \(elementClass), but \(name) (\(codec.typeName)) holds no models",
                modelType: modelType,
                property: name,
                fix: "Return nil for properties that are not arrays, sets or dictionaries of models."
            )
        }
        let isOptional = traits.isOptional || modelType.propertyIsOptional(name)
        return SchemaProperty(
            name: name,
            key: explicitKey ?? modelType.keyStyle.key(for: name),
            isRequired: !(codec.isOptionalType || isOptional),
            keepsDefaultOnNull: isOptional && !codec.acceptsNull,
            accessor: accessor
        )
    }

    private static func checkKeysAreUnique(_ properties: [SchemaProperty], of modelType: JSONModel.Type) throws(JSONModelError) {
        // Keyed by the UTF-8 bytes: `String` equality is canonical equivalence, but keys that
        // differ only in Unicode normalization are distinct JSON keys.
        var owners: [[UInt8]: String] = [:]
        for property in properties {
            if let owner = owners[property.keyBytes] {
                throw schemaError(
                    "\(modelType).\(owner) and \(modelType).\(property.name) both map to the JSON key \"\(property.key)\"",
                    modelType: modelType,
                    property: property.name,
                    fix: "Rename one of them, mark one @Ignore, or register one with an explicit key in keyPathProperties."
                )
            }
            owners[property.keyBytes] = property.name
        }
    }

    /// Whether `type` is `ancestor` or one of its subclasses.
    static func isClass(_ type: AnyClass, kindOf ancestor: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let candidate = current {
            if ObjectIdentifier(candidate) == ObjectIdentifier(ancestor) { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// A schema error; in DEBUG builds the message also says how to fix it.
    static func schemaError(
        _ message: String,
        code: JSONModelError.Code = .schemaError,
        modelType: JSONModel.Type,
        property: String,
        fix: String
    ) -> JSONModelError {
        #if DEBUG
            let text = message + ". " + fix
        #else
            let text = message
        #endif
        return JSONModelError(code: code, message: text, modelType: modelType, property: property)
    }
}
