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
        let defaults = options.includeDefaults ? try JSONSchemaDefaults.values(of: schema, cache: cache) : [:]
        var members = try groupSchema(
            schema.root,
            of: schema,
            hooks: hooks,
            defaults: defaults,
            descriptions: propertyDescriptions(of: modelType)
        ).members
        members["title"] = .string(String(describing: modelType.type))
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
        for (slot, key) in group.keys.enumerated() {
            let value: JSONValue
            let isRequired: Bool
            switch group.slots[slot] {
            case .property(let index):
                (value, isRequired) = try propertySchema(
                    schema.properties[index],
                    default: defaults[index],
                    description: descriptions[schema.properties[index].name],
                    hooks: hooks
                )
            case .group(let nested):
                let inner = try groupSchema(
                    nested,
                    of: schema,
                    hooks: hooks,
                    defaults: defaults,
                    descriptions: descriptions
                )
                // Decoding: a missing or null nested object leaves its properties absent,
                // which is fine unless one of them is required.
                let object = JSONValue.object(inner.members)
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
        if rejectsUnknownKeys, !hooks.writesOtherMembers {
            members["additionalProperties"] = false
        }
        return (members, !required.isEmpty)
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
        guard let described = codec as? any SchemaDescribedCodec else { return !codec.isOptionalType }
        switch described.schemaShape {
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
