/// Discovers a model type's properties by reflection and builds its ``ModelSchema``.
///
/// Wrappers are read from a blank instance, so configuration given in declarations (`@Key("id")`,
/// a date format, a transform) is part of the schema.
enum SchemaBuilder {
    /// Everything about the model type that the properties' rules depend on.
    private struct Setting {
        let modelType: ModelType
        let keyStyle: JSONModel.KeyStyle
        let dateStrategy: JSONModel.DateStrategy
        let keyMapping: [String: String]
        let cache: SchemaCache
        let schemasInProgress: Set<ObjectIdentifier>

        var type: any Any.Type { modelType.type }
    }

    static func build(
        _ modelType: ModelType,
        cache: SchemaCache,
        schemasInProgress: Set<ObjectIdentifier>
    ) throws(JSONModelError) -> ModelSchema {
        var inProgress = schemasInProgress
        inProgress.insert(modelType.identifier)
        var keyMapping: [String: String] = [:]
        for (name, key) in modelType.keyMapping {
            keyMapping[PropertyName.strippingDollarPrefix(name)] = key
        }
        let setting = Setting(
            modelType: modelType,
            keyStyle: cache.keyStyle ?? modelType.keyStyle,
            dateStrategy: cache.dateStrategy ?? modelType.dateStrategy,
            keyMapping: keyMapping,
            cache: cache,
            schemasInProgress: inProgress
        )
        var properties = try modelType.withBlankInstance { blank throws(JSONModelError) in
            try storedProperties(of: setting, blank: blank)
        }
        if let modelClass = modelType.modelClass {
            try addKeyPathProperties(of: modelClass, setting: setting, to: &properties)
        }
        let mappedNames = Set(properties.map(\.name))
        for name in keyMapping.keys.sorted() where !mappedNames.contains(name) {
            throw schemaError(
                "\(setting.type).keyMapping maps \"\(name)\", which is not a mapped property of \(setting.type)",
                modelType: setting.type,
                property: name,
                fix:
                    "Use the Swift property name as the dictionary key (mapped properties: \(properties.map(\.name).joined(separator: ", ")))."
            )
        }
        let root = try buildKeyGroups(properties, of: setting.type)
        return ModelSchema(modelType: modelType, properties: properties, root: root)
    }

    private static func storedProperties(
        of setting: Setting,
        blank: UnsafeMutableRawPointer
    ) throws(JSONModelError) -> [SchemaProperty] {
        var properties: [SchemaProperty] = []
        for field in FieldReflection.fields(of: setting.type) {
            // `let` (a pointer write would be lost), weak/unowned references and lazy storage
            // are not mapped.
            guard field.isVar, field.isStrong, !field.name.hasPrefix(ReflectedField.lazyStoragePrefix) else {
                continue
            }
            if let property = try storedProperty(field, type: field.type, setting: setting, blank: blank) {
                properties.append(property)
            }
        }
        return properties
    }

    private static func storedProperty<Field>(
        _ field: ReflectedField,
        type: Field.Type,
        setting: Setting,
        blank: UnsafeMutableRawPointer
    ) throws(JSONModelError) -> SchemaProperty? {
        let prototype = FieldReflection.fieldPointer(in: blank, offset: field.offset, as: Field.self).pointee
        var name = field.name
        var traits = PropertyTraits()
        // Wrapper storage is always named `_name`; checking the name first spares other fields
        // a protocol conformance lookup.
        if field.name.hasPrefix("_"), let wrapper = prototype as? any ModelPropertyWrapper {
            traits = wrapper.combinedTraits
            if name.hasPrefix("_") { name.removeFirst() }
        }
        if traits.isIgnored || setting.modelType.modelClass?.propertyIsIgnored(name) == true {
            return nil
        }
        return try makeProperty(
            named: name,
            type: Field.self,
            traits: traits,
            prototype: prototype,
            setting: setting
        ) { (factory: CodecFactory) throws(JSONModelError) -> PropertyAccessor in
            StoredFieldAccessor<Field>(
                offset: field.offset,
                codec: try factory.codec(for: Field.self),
                encodesNull: traits.encodesNull
            )
        }
    }

    private static func addKeyPathProperties(
        of modelClass: JSONModel.Type,
        setting: Setting,
        to properties: inout [SchemaProperty]
    ) throws(JSONModelError) {
        for registration in modelClass.keyPathProperties {
            guard isClass(modelClass, kindOf: registration.rootType) else {
                throw schemaError(
                    "\(modelClass).keyPathProperties registers \"\(registration.name)\" with a key path from \(registration.rootType), which is not \(modelClass) or a superclass",
                    modelType: modelClass,
                    property: registration.name,
                    fix: "Use a key path rooted at \(modelClass) or one of its superclasses."
                )
            }
            let property = try makeProperty(
                named: registration.name,
                type: nil,
                explicitPath: registration.key.map { [$0] },
                traits: PropertyTraits(),
                prototype: nil,
                setting: setting,
                makeAccessor: registration.makeAccessor
            )
            if let existing = properties.firstIndex(where: { $0.name == registration.name }) {
                properties[existing] = property
            } else {
                properties.append(property)
            }
        }
    }

    private static func makeProperty(
        named name: String,
        type: (any Any.Type)?,
        explicitPath: [String]? = nil,
        traits: PropertyTraits,
        prototype: Any?,
        setting: Setting,
        makeAccessor: (CodecFactory) throws(JSONModelError) -> PropertyAccessor
    ) throws(JSONModelError) -> SchemaProperty {
        let modelClass = setting.modelType.modelClass
        let elementClass = modelClass?.classForCollectionProperty(name)
        let factory = CodecFactory(
            dateStrategy: setting.dateStrategy,
            elementClass: elementClass,
            schemasInProgress: setting.schemasInProgress,
            cache: setting.cache,
            prototype: prototype
        )
        let accessor: PropertyAccessor
        do {
            accessor = try makeAccessor(factory)
        } catch  where error.code == .unsupportedType {
            throw schemaError(
                "\(setting.type).\(name) has a type JSONModelKit cannot map: \(error.message)",
                code: .unsupportedType,
                modelType: setting.type,
                property: name,
                fix:
                    "Use a supported type (String, numbers, Bool, Date, URL, UUID, Data, Decimal, enums with String or integer raw values, JSONModel subclasses, JSONStruct types, JSONValue, JSONField, Codable types, or Optional, Array, Set and [String: V] of these), use @Transformed, or mark the property @Ignore. Declared type: \(type.map { String(describing: $0) } ?? "its type")."
            )
        } catch  where error.code == .schemaError && error.modelType == nil {
            throw schemaError(
                "\(setting.type).\(name): \(error.message)",
                modelType: setting.type,
                property: name,
                fix:
                    "Return the declared element type or one of its subclasses from classForCollectionProperty, or nil."
            )
        }
        let codec = accessor.valueCodec
        if let elementClass, !codec.containsModel {
            throw schemaError(
                "\(setting.type).classForCollectionProperty(\"\(name)\") returned \(elementClass), but \(name) (\(codec.typeName)) holds no models",
                modelType: setting.type,
                property: name,
                fix: "Return nil for properties that are not arrays, sets or dictionaries of models."
            )
        }
        let path: [String]
        if let explicitPath {
            path = explicitPath
        } else {
            path = try keyPath(of: name, traits: traits, setting: setting)
        }
        let isOptional = traits.isOptional || modelClass?.propertyIsOptional(name) == true
        return SchemaProperty(
            name: name,
            path: path,
            isRequired: !(codec.isOptionalType || isOptional),
            keepsDefaultOnNull: isOptional && !codec.acceptsNull,
            accessor: accessor,
            xmlRole: traits.xmlRole
        )
    }

    /// The JSON path of a property: `@Key`, else `keyMapping`, else the key style.
    private static func keyPath(
        of name: String,
        traits: PropertyTraits,
        setting: Setting
    ) throws(JSONModelError) -> [String] {
        let mapped: (text: String, source: String)?
        if let key = traits.key {
            mapped = (key, "@Key")
        } else if let key = setting.keyMapping[name] {
            mapped = (key, "keyMapping")
        } else {
            mapped = nil
        }
        guard let mapped else { return [setting.keyStyle.key(for: name)] }
        guard let segments = MappedKey.segments(of: mapped.text) else {
            throw schemaError(
                "\(setting.type).\(name) has the \(mapped.source) key \"\(mapped.text)\", which has an empty key in it",
                modelType: setting.type,
                property: name,
                fix: "Write keys separated by single dots, such as \"owner.phone\"; escape a literal dot as \\\\."
            )
        }
        return segments
    }

    private static func buildKeyGroups(
        _ properties: [SchemaProperty],
        of type: any Any.Type
    ) throws(JSONModelError) -> KeyGroup {
        let builder = KeyGroupBuilder()
        for (index, property) in properties.enumerated() {
            do throws(KeyGroupBuilder.Conflict) {
                try builder.add(property: index, path: property.path)
            } catch {
                let first = properties[error.first]
                let second = properties[error.second]
                let message =
                    first.path == second.path || first.path.count == second.path.count
                    ? "\(type).\(first.name) and \(type).\(second.name) both map to the JSON key \"\(error.path)\""
                    : "\(type).\(first.name) (\"\(first.key)\") and \(type).\(second.name) (\"\(second.key)\") both use the JSON key \"\(error.path)\", one for a value and one for a nested object"
                throw schemaError(
                    message,
                    modelType: type,
                    property: second.name,
                    fix: "Rename one of them, mark one @Ignore, or give one another key with @Key or keyMapping."
                )
            }
        }
        return builder.build()
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
        modelType: any Any.Type,
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
