/// What a reflected field is the storage of.
enum PropertyStorage {
    /// The property itself.
    case plain
    /// A property wrapper's storage (`_name`).
    case wrapper
    /// The `@Observable` macro's storage of an observed property (`_name`).
    case observed
}

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
        /// ``JSONModel/constraints``, by property name without a leading `$`.
        let constraints: [String: [JSONModel.Constraint]]
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
        var constraints: [String: [JSONModel.Constraint]] = [:]
        for (name, list) in modelType.constraints where !list.isEmpty {
            constraints[PropertyName.strippingDollarPrefix(name), default: []] += list
        }
        let setting = Setting(
            modelType: modelType,
            keyStyle: cache.keyStyle ?? modelType.keyStyle,
            dateStrategy: cache.dateStrategy ?? modelType.dateStrategy,
            keyMapping: keyMapping,
            constraints: constraints,
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
        try checkConstraintNames(of: setting, properties: properties)
        let rules = try schemaRules(of: setting, properties: properties)
        let groups = try buildKeyGroups(properties, of: setting.type)
        return ModelSchema(
            modelType: modelType,
            properties: properties,
            root: groups.encoding,
            decodingRoot: groups.decoding,
            rules: rules
        )
    }

    private static func storedProperties(
        of setting: Setting,
        blank: UnsafeMutableRawPointer
    ) throws(JSONModelError) -> [SchemaProperty] {
        let fields = FieldReflection.fields(of: setting.type)
        try checkReflectionMetadata(of: setting, fields: fields)
        let observedStorage = ObservationStorage.offsets(in: fields, of: setting.type)
        var properties: [SchemaProperty] = []
        for field in fields {
            // `let` (a pointer write would be lost), weak/unowned references and lazy storage
            // are not mapped.
            guard field.isVar, field.isStrong, !field.name.hasPrefix(ReflectedField.lazyStoragePrefix) else {
                continue
            }
            let isObserved = observedStorage.contains(field.offset)
            if let property = try storedProperty(
                field,
                type: field.type,
                isObservedStorage: isObserved,
                setting: setting,
                blank: blank
            ) {
                properties.append(property)
            }
        }
        return properties
    }

    /// Fails when instances hold storage that reflection does not list: the type's module was
    /// built without reflection metadata, and decoding would silently ignore every key.
    private static func checkReflectionMetadata(
        of setting: Setting,
        fields: [ReflectedField]
    ) throws(JSONModelError) {
        let registersKeyPaths = setting.modelType.modelClass.map { !$0.keyPathProperties.isEmpty } ?? false
        guard !registersKeyPaths, FieldReflection.hasUnlistedStorage(setting.type, fields: fields) else { return }
        throw schemaError(
            "\(setting.type) has stored properties that reflection cannot see: its module was built without reflection metadata (-disable-reflection-metadata, or Xcode's Reflection Metadata Level set to None)",
            modelType: setting.type,
            property: "",
            fix:
                "Build the module with reflection metadata (Reflection Metadata Level: All, the default), or register every property in keyPathProperties: [KeyPathProperty(\"name\", \\\(setting.type).name), ...]."
        )
    }

    private static func storedProperty<Field>(
        _ field: ReflectedField,
        type: Field.Type,
        isObservedStorage: Bool,
        setting: Setting,
        blank: UnsafeMutableRawPointer
    ) throws(JSONModelError) -> SchemaProperty? {
        let prototype = FieldSlot(in: blank, offset: field.offset).load(as: Field.self)
        var name = field.name
        var traits = PropertyTraits()
        var storage = PropertyStorage.plain
        // Wrapper and `@Observable` storage is always named `_name`; checking the name first
        // spares other fields a protocol conformance lookup.
        if field.name.hasPrefix("_") {
            if let wrapper = prototype as? any ModelPropertyWrapper {
                traits = wrapper.combinedTraits
                storage = .wrapper
            } else if isObservedStorage {
                storage = .observed
            } else if !CodecFactory.mapsDirectly(Field.self) {
                // A user's own wrapper (`@Clamped var percent` is stored as `_percent`).
                storage = .wrapper
            }
            if storage != .plain { name.removeFirst() }
        }
        if traits.isIgnored || setting.modelType.modelClass?.propertyIsIgnored(name) == true {
            return nil
        }
        return try makeProperty(
            named: name,
            type: Field.self,
            storage: storage,
            traits: traits,
            prototype: prototype,
            setting: setting,
            copyUnmapped: { [offset = field.offset] source, destination in
                FieldSlot(in: destination, offset: offset).store(
                    FieldSlot(in: source, offset: offset).load(as: Field.self),
                    as: Field.self
                )
            },
            makeAccessor: { (factory: CodecFactory) throws(JSONModelError) -> PropertyAccessor in
                StoredFieldAccessor<Field>(
                    offset: field.offset,
                    codec: try factory.codec(for: Field.self),
                    encodesNull: traits.encodesNull
                )
            }
        )
    }

    private static func addKeyPathProperties(
        of modelClass: JSONModel.Type,
        setting: Setting,
        to properties: inout [SchemaProperty]
    ) throws(JSONModelError) {
        let fields = FieldReflection.fields(of: setting.type)
        let observedStorage = ObservationStorage.offsets(in: fields, of: setting.type)
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
            // The macro's storage of an observed property, for updates that must not tell
            // observers of changes they roll back.
            if let storage = fields.first(where: {
                $0.name == "_" + registration.name && observedStorage.contains($0.offset)
            }) {
                property.accessor.adoptObservedStorage(storage)
            }
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
        storage: PropertyStorage = .plain,
        traits: PropertyTraits,
        prototype: Any?,
        setting: Setting,
        copyUnmapped: UnmappedPropertyAccessor.Copy? = nil,
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
        var accessor: PropertyAccessor
        var unmappedError: JSONModelError?
        do {
            accessor = try makeAccessor(factory)
        } catch  where error.code == .unsupportedType {
            // Kept as a property that only hooks can handle: the error is thrown when no hook
            // does (every time, for a class without hooks).
            let typeName = type.map { String(describing: $0) } ?? "its type"
            let wrapperFix =
                storage == .wrapper
                ? " If \(typeName) is a property wrapper, conform it: extension \(typeName): JSONPropertyWrapper {}."
                : ""
            let failure = schemaError(
                "\(setting.type).\(name) has a type JSONModelKit cannot map: \(error.message)",
                code: .unsupportedType,
                modelType: setting.type,
                property: name,
                fix:
                    "Use a supported type (String, numbers, Bool, Date, URL, UUID, Data, Decimal, enums with String or integer raw values, JSONModel subclasses, JSONStruct types, JSONValue, JSONField, Codable types, or Optional, Array, Set and [String: V] of these), use @Transformed, handle it in decodeProperty/encodeProperty, or mark the property @Ignore.\(wrapperFix) Declared type: \(typeName)."
            )
            accessor = UnmappedPropertyAccessor(error: failure, typeName: typeName, copy: copyUnmapped)
            unmappedError = failure
        } catch  where error.code == .schemaError && error.modelType == nil {
            throw schemaError(
                "\(setting.type).\(name): \(error.message)",
                modelType: setting.type,
                property: name,
                fix:
                    "Return the declared element type or one of its subclasses from classForCollectionProperty, or nil."
            )
        }
        if let constraints = setting.constraints[name] {
            do throws(ConstraintMisuse) {
                accessor = try accessor.constrained(by: constraints)
            } catch {
                throw schemaError(
                    "\(setting.type).constraints gives \(name) a constraint it cannot have: \(error.message)",
                    modelType: setting.type,
                    property: name,
                    fix: error.fix
                )
            }
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
        let paths: [[String]]
        if let explicitPath {
            paths = [explicitPath]
        } else {
            paths = try keyPaths(of: name, traits: traits, setting: setting)
        }
        let isOptional = traits.isOptional || modelClass?.propertyIsOptional(name) == true
        return SchemaProperty(
            name: name,
            path: paths[0],
            fallbackPaths: Array(paths.dropFirst()),
            isRequired: !(codec.isOptionalType || isOptional),
            keepsDefaultOnNull: isOptional && !codec.acceptsNull,
            accessor: accessor,
            xmlRole: traits.xmlRole,
            isObservedStorage: storage == .observed,
            unmappedError: unmappedError
        )
    }

    /// Fails when ``JSONModel/constraints`` names a property the model does not map.
    private static func checkConstraintNames(
        of setting: Setting,
        properties: [SchemaProperty]
    ) throws(JSONModelError) {
        let mappedNames = properties.map(\.name)
        for name in setting.constraints.keys.sorted() where !mappedNames.contains(name) {
            throw schemaError(
                "\(setting.type).constraints names \"\(name)\", which is not a mapped property of \(setting.type)"
                    + suggestion(for: name, among: mappedNames),
                modelType: setting.type,
                property: name,
                fix:
                    "Use the Swift property name as the dictionary key (mapped properties: \(mappedNames.joined(separator: ", ")))."
            )
        }
    }

    /// `; did you mean "nickname"?` for a property name that is close to a mapped one, else
    /// nothing.
    private static func suggestion(for name: String, among mappedNames: [String]) -> String {
        KeySuggestion.closest(to: name, among: mappedNames).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// The model's ``JSONModel/rules``, with the properties each one reads; fails when a rule
    /// takes another type or names a property the model does not map.
    private static func schemaRules(
        of setting: Setting,
        properties: [SchemaProperty]
    ) throws(JSONModelError) -> [SchemaRule] {
        let mappedNames = properties.map(\.name)
        var rules: [SchemaRule] = []
        for rule in setting.modelType.rules {
            guard rule.accepts(setting.type) else {
                throw schemaError(
                    "\(setting.type).rules has the rule \"\(rule.name)\", whose closure takes \(rule.subjectType), not \(setting.type)",
                    modelType: setting.type,
                    property: rule.properties.first ?? "",
                    fix: "Write the closure's parameter as (m: \(setting.type))."
                )
            }
            var indices: [Int] = []
            for name in rule.properties {
                guard let index = mappedNames.firstIndex(of: PropertyName.strippingDollarPrefix(name)) else {
                    throw schemaError(
                        "\(setting.type).rules has the rule \"\(rule.name)\", which names \"\(name)\", not a mapped property of \(setting.type)"
                            + suggestion(for: name, among: mappedNames),
                        modelType: setting.type,
                        property: name,
                        fix: "List the Swift names of the properties the rule reads."
                    )
                }
                indices.append(index)
            }
            rules.append(SchemaRule(rule: rule, propertyIndices: indices))
        }
        return rules
    }

    /// The JSON paths of a property, its first one first: `@Key` (with its fallback keys),
    /// else `keyMapping`, else the key style.
    private static func keyPaths(
        of name: String,
        traits: PropertyTraits,
        setting: Setting
    ) throws(JSONModelError) -> [[String]] {
        let mapped: (texts: [String], source: String)
        if let key = traits.key {
            mapped = ([key] + traits.fallbackKeys, "@Key")
        } else if let key = setting.keyMapping[name] {
            mapped = ([key], "keyMapping")
        } else {
            return [[setting.keyStyle.key(for: name)]]
        }
        var paths: [[String]] = []
        for text in mapped.texts {
            guard let segments = MappedKey.segments(of: text) else {
                throw schemaError(
                    "\(setting.type).\(name) has the \(mapped.source) key \"\(text)\", which has an empty key in it",
                    modelType: setting.type,
                    property: name,
                    fix: "Write keys separated by single dots, such as \"owner.phone\"; escape a literal dot as \\\\."
                )
            }
            guard !paths.contains(segments) else {
                throw schemaError(
                    "\(setting.type).\(name) lists the @Key key \"\(text)\" twice",
                    modelType: setting.type,
                    property: name,
                    fix: "List each key once: @Key(\"first\", \"fallback\")."
                )
            }
            paths.append(segments)
        }
        return paths
    }

    /// The key groups of `properties`: the one encoding writes (each property's first path),
    /// and the one decoding reads (fallback paths too; the same group when there are none).
    private static func buildKeyGroups(
        _ properties: [SchemaProperty],
        of type: any Any.Type
    ) throws(JSONModelError) -> (encoding: KeyGroup, decoding: KeyGroup) {
        let encoding = try buildKeyGroup(properties, of: type, withFallbacks: false)
        guard properties.contains(where: { !$0.fallbackPaths.isEmpty }) else { return (encoding, encoding) }
        return (encoding, try buildKeyGroup(properties, of: type, withFallbacks: true))
    }

    private static func buildKeyGroup(
        _ properties: [SchemaProperty],
        of type: any Any.Type,
        withFallbacks: Bool
    ) throws(JSONModelError) -> KeyGroup {
        let builder = KeyGroupBuilder()
        for (index, property) in properties.enumerated() {
            let paths = withFallbacks ? property.allPaths : [property.path]
            for (rank, path) in paths.enumerated() {
                do throws(KeyGroupBuilder.Conflict) {
                    try builder.add(property: index, rank: rank, path: path)
                } catch {
                    let first = properties[error.first]
                    let second = properties[error.second]
                    let message =
                        error.first == error.second
                        ? "\(type).\(first.name) reads the JSON key \"\(error.path)\" twice, once for a value and once for a nested object"
                        : "\(type).\(first.name) (\"\(first.key)\") and \(type).\(second.name) (\"\(path.joined(separator: "."))\") both use the JSON key \"\(error.path)\", one for a value and one for a nested object"
                    throw schemaError(
                        message,
                        modelType: type,
                        property: second.name,
                        fix:
                            "Map the nested values to properties of a nested model instead, mark one @Ignore, or give one another key with @Key or keyMapping."
                    )
                }
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
            let text = message + (message.hasSuffix("?") ? " " : ". ") + fix
        #else
            let text = message
        #endif
        return JSONModelError(code: code, message: text, modelType: modelType, property: property)
    }
}
