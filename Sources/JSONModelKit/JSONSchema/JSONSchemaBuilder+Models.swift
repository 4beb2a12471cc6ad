// The object schema of one model or struct: its properties by JSON key, which keys are
// required, the nested objects that key paths reach into, defaults and descriptions.

extension JSONSchemaBuilder {
    /// What hooks may do to one model type's properties in the mode described.
    private struct HookUse {
        /// A hook may handle any property, so each may hold anything and may be missing.
        var handlesProperties: Bool
        /// A hook may write members that are not properties (encoding only).
        var writesOtherMembers: Bool
    }

    /// The object schema of `modelType`: every mapped property, superclass properties
    /// included (a subclass's definition stands on its own).
    func objectSchema(for modelType: ModelType) throws(JSONModelError) -> JSONValue {
        let schema = try cache.schema(for: modelType, schemasInProgress: [])
        let hooks = hookUse(of: schema)
        // A property only hooks can handle, with no hook in this direction, fails as decoding
        // or encoding would.
        if let unmappedPropertyError = schema.unmappedPropertyError, !hooks.handlesProperties {
            throw unmappedPropertyError
        }
        let defaults =
            options.includeDefaults
            ? try JSONSchemaDefaults.values(of: schema, cache: cache, validOnly: listsValidDefaultsOnly) : [:]
        var members = try groupSchema(
            mode == .decoding ? schema.decodingRoot : schema.root,
            of: schema,
            hooks: hooks,
            defaults: defaults,
            descriptions: propertyDescriptions(of: modelType)
        ).members
        members["title"] = .string(String(describing: modelType.type))
        if !schema.rules.isEmpty {
            members["x-rules"] = .array(schema.rules.map(\.rule.jsonSchemaEntry))
        }
        if let text = modelDescription(of: modelType) {
            members["description"] = .string(text)
        }
        return .object(members)
    }

    private func hookUse(of schema: ModelSchema) -> HookUse {
        // Hooks run for classes only: a struct has no instance to hand them.
        guard schema.modelType.modelClass != nil else {
            return HookUse(handlesProperties: false, writesOtherMembers: false)
        }
        switch mode {
        case .decoding:
            return HookUse(
                handlesProperties: schema.customDecodesProperties || hasDecodeHook,
                writesOtherMembers: false
            )
        case .encoding:
            let encodes = schema.customEncodesProperties || hasEncodeHook
            return HookUse(handlesProperties: encodes, writesOtherMembers: encodes)
        }
    }

    /// The object at one level of the model's keys.
    ///
    /// The model's own object, or a nested one of a key path (`"owner.phone"`). A nested
    /// object is required when one of its properties is.
    private func groupSchema(
        _ group: KeyGroup,
        of schema: ModelSchema,
        hooks: HookUse,
        defaults: [Int: JSONValue],
        descriptions: [String: String]
    ) throws(JSONModelError) -> (members: [String: JSONValue], isRequired: Bool) {
        var properties: [String: JSONValue] = [:]
        var required: [JSONValue] = []
        // Rules that span keys: fallback keys (`@Key("username", "nickname")`).
        var rules: [JSONValue] = []
        for (slot, key) in group.keys.enumerated() {
            let value: JSONValue
            let isRequired: Bool
            switch group.slots[slot] {
            case .property(let index) where mode == .decoding && !schema.properties[index].fallbackPaths.isEmpty:
                (value, isRequired) = try readersSchema(
                    [KeyReader(property: index, rank: 0)],
                    at: key,
                    of: schema,
                    hooks: hooks,
                    defaults: defaults,
                    descriptions: descriptions,
                    rules: &rules
                )
            case .property(let index):
                (value, isRequired) = try propertySchema(
                    schema.properties[index],
                    default: defaults[index],
                    description: descriptions[schema.properties[index].name],
                    hooks: hooks
                )
            case .readers(let readers):
                (value, isRequired) = try readersSchema(
                    readers,
                    at: key,
                    of: schema,
                    hooks: hooks,
                    defaults: defaults,
                    descriptions: descriptions,
                    rules: &rules
                )
            case .group(let nested):
                let inner = try groupSchema(
                    nested,
                    of: schema,
                    hooks: hooks,
                    defaults: defaults,
                    descriptions: descriptions
                )
                let object = indexedLevelSchema(nested, object: inner.members)
                // Decoding: a missing or null nested object leaves its properties absent,
                // which is fine unless one of them is required.
                value = mode == .decoding && !inner.isRequired ? JSONSchemaValues.nullable(object) : object
                isRequired = inner.isRequired
            }
            properties[key] = value
            if isRequired { required.append(.string(key)) }
        }
        var members: [String: JSONValue] = ["type": "object", "properties": .object(properties)]
        if !required.isEmpty {
            members["required"] = .array(required)
        }
        if !rules.isEmpty {
            members["allOf"] = .array(rules)
        }
        if rejectsUnknownKeys, !hooks.writesOtherMembers {
            members["additionalProperties"] = false
        }
        return (members, !required.isEmpty || hasRequiredRule(rules))
    }

    /// Whether one of `rules` requires one of several keys (a required property with fallback
    /// keys), which makes the level required.
    private func hasRequiredRule(_ rules: [JSONValue]) -> Bool {
        rules.contains { rule in rule.objectValue?["anyOf"] != nil }
    }

    /// The schema of a nested level whose keys include array indexes (`"nested.1.value"`).
    ///
    /// Decoding reads it from an object or an array, encoding writes an array when every key is
    /// an index. Other levels are `object` unchanged.
    private func indexedLevelSchema(_ group: KeyGroup, object: [String: JSONValue]) -> JSONValue {
        guard !group.indexSlots.isEmpty, let last = group.indexSlots.last else { return .object(object) }
        let properties = object["properties"]?.objectValue ?? [:]
        let required = Set((object["required"]?.arrayValue ?? []).compactMap(\.stringValue))
        var items = [JSONValue](repeating: mode == .decoding ? [:] : JSONSchemaValues.null, count: last.position + 1)
        var minimumCount = 0
        for (position, slot) in group.indexSlots {
            let key = group.keys[slot]
            let element = properties[key] ?? [:]
            switch mode {
            case .decoding:
                items[position] = element
            case .encoding:
                // The array ends at its last element written; the ones before it that nothing
                // fills are `null`.
                items[position] = required.contains(key) ? element : JSONSchemaValues.nullable(element)
            }
            if required.contains(key) { minimumCount = position + 1 }
        }
        var array: [String: JSONValue] = ["type": "array", "prefixItems": .array(items)]
        if minimumCount > 0 { array["minItems"] = .number(JSONNumber(minimumCount)) }
        switch mode {
        case .decoding:
            // A required key that is not an index cannot be read from an array.
            let requiresOtherKeys = required.contains { MappedKey.arrayIndex(of: $0) == nil }
            if requiresOtherKeys { return .object(object) }
            return ["anyOf": [.object(object), .object(array)]]
        case .encoding:
            guard group.isArray else { return .object(object) }
            array["maxItems"] = .number(JSONNumber(last.position + 1))
            return .object(array)
        }
    }

    /// The schema of a key that several properties read, or that a property reads as a
    /// fallback key, and whether the key must be there.
    ///
    /// Decoding: each property that reads the key first holds the value (`allOf`); a property
    /// that reads it as a fallback only does when none of its earlier keys is present, a rule
    /// added to `rules` when those keys are at the same level (else left out: the schema stays
    /// true for everything the decoder accepts). Encoding writes the value of the first
    /// property with one (`anyOf`).
    private func readersSchema(
        _ readers: [KeyReader],
        at key: String,
        of schema: ModelSchema,
        hooks: HookUse,
        defaults: [Int: JSONValue],
        descriptions: [String: String],
        rules: inout [JSONValue]
    ) throws(JSONModelError) -> (schema: JSONValue, isRequired: Bool) {
        var firstReads: [JSONValue] = []
        var isRequired = false
        for reader in readers {
            let property = schema.properties[reader.property]
            var (value, required) = try propertySchema(
                property,
                default: defaults[reader.property],
                description: descriptions[property.name],
                hooks: hooks
            )
            if mode == .decoding, !property.fallbackPaths.isEmpty {
                let keys = property.allPaths
                let sameLevel = keys.allSatisfy {
                    $0.count == property.path.count && $0.dropLast() == property.path.dropLast()
                }
                if required, sameLevel, reader.rank == 0 {
                    // One of the keys must be there.
                    let choices = keys.compactMap(\.last).map { JSONValue.object(["required": [.string($0)]]) }
                    rules.append(["anyOf": .array(choices)])
                }
                required = false
                if reader.rank > 0 {
                    if sameLevel {
                        let earlier = keys[..<reader.rank].compactMap(\.last).map {
                            JSONValue.object(["required": [.string($0)]])
                        }
                        rules.append(["if": ["anyOf": .array(earlier)], "else": ["properties": [key: value]]])
                    }
                    continue
                }
            }
            firstReads.append(value)
            isRequired = isRequired || required
        }
        let value: JSONValue
        switch firstReads.count {
        case 0: value = [:]
        case 1: value = firstReads[0]
        default: value = [mode == .decoding ? "allOf" : "anyOf": .array(firstReads)]
        }
        return (value, isRequired)
    }

    /// One property's schema, and whether its key must be there (decoding) or is always
    /// written (encoding).
    private func propertySchema(
        _ property: SchemaProperty,
        default defaultValue: JSONValue?,
        description: String?,
        hooks: HookUse
    ) throws(JSONModelError) -> (schema: JSONValue, isRequired: Bool) {
        let codec = property.accessor.valueCodec
        var value: JSONValue
        let isRequired: Bool
        if hooks.handlesProperties {
            // A hook may set the property from anything, or from nothing (a handled property
            // counts as present): the loosest schema that stays true.
            value = [:]
            isRequired = false
        } else {
            switch mode {
            case .decoding:
                value = try schema(for: codec)
                // `@Optional` on a non-optional type: `null` keeps the declared default.
                if property.keepsDefaultOnNull { value = JSONSchemaValues.nullable(value) }
                isRequired = property.isRequired
            case .encoding:
                value = try schema(for: codec)
                isRequired = isAlwaysWritten(codec, encodesNull: property.accessor.encodesNull)
            }
        }
        if let description {
            value = JSONSchemaValues.describing(value, with: description)
        }
        if let defaultValue {
            value = JSONSchemaValues.setting("default", to: defaultValue, in: value)
        }
        return (value, isRequired)
    }

    /// Whether encoding writes the member whatever the value: not for `nil` (unless
    /// `@EncodeNull`) and never for an absent ``JSONField``.
    private func isAlwaysWritten(_ codec: AnyValueCodec, encodesNull: Bool) -> Bool {
        switch codec.shape {
        case .wrapper(let inner), .lenient(let inner):
            return isAlwaysWritten(inner, encodesNull: encodesNull)
        case .optional:
            return encodesNull
        case .field:
            return false
        default:
            return !codec.isOptionalType
        }
    }

    private func modelDescription(of modelType: ModelType) -> String? {
        switch modelType {
        case .modelClass(let modelClass): modelClass.modelDescription
        case .structType(let structType): structType.modelDescription
        }
    }

    private func propertyDescriptions(of modelType: ModelType) -> [String: String] {
        switch modelType {
        case .modelClass(let modelClass): modelClass.propertyDescriptions
        case .structType(let structType): structType.propertyDescriptions
        }
    }
}
