import JSONModelKit

/// Writes the JSON Schema that the generated code reports, from the inferred schema alone
/// (no compiling): `Root.jsonSchema()` for a root model (the schema of one element when the
/// samples are arrays of root objects), `JSONModelCoder().jsonSchema(for: Root.self)` for a
/// root `typealias`.
///
/// It follows JSONModelKit's rules for the few types and wrappers the generator writes, in
/// decoding mode with the default options: required keys, `anyOf` with `null` for optional
/// ones, integer bounds, `Bool` with `0`/`1`, date formats, one `$defs` entry per model named
/// after it, and the defaults the generated declarations give. The end-to-end test compiles
/// the generated code and checks that both agree.
struct JSONSchemaEmitter {
    /// The generator's options (the root name).
    var options: GeneratorOptions

    /// The schema document.
    func emit(_ schema: InferredSchema) -> JSONValue {
        var definitions: [String: JSONValue] = [:]
        var document: JSONValue
        switch schema.root {
        case .model:
            guard let root = schema.models.first else {
                document = [:]
                break
            }
            let referencesRoot = schema.models.contains { model in
                model.properties.contains { Self.refers(to: 0, $0.type) }
            }
            for (index, model) in schema.models.enumerated() where index > 0 || referencesRoot {
                definitions[model.name] = objectSchema(of: model, in: schema)
            }
            document = referencesRoot ? Self.reference(to: root.name) : objectSchema(of: root, in: schema)
        case .value(let type):
            for model in schema.models {
                definitions[model.name] = objectSchema(of: model, in: schema)
            }
            document = self.schema(of: type, in: schema)
        }
        guard case .object(var members) = document else { return document }
        members["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        if !definitions.isEmpty { members["$defs"] = .object(definitions) }
        return .object(members)
    }

    /// A model's object schema: properties by JSON key, in declaration order for `required`.
    private func objectSchema(of model: InferredModel, in schema: InferredSchema) -> JSONValue {
        var properties: [String: JSONValue] = [:]
        var required: [JSONValue] = []
        for property in model.properties {
            var value: JSONValue
            var isRequired = false
            let defaultValue: JSONValue?
            switch (property.presence, property.type) {
            case (.required, let type):
                value = self.schema(of: type, in: schema)
                isRequired = true
                defaultValue = Self.defaultValue(of: type, in: schema)
            case (.nullable, .json):
                // `var x: JSONValue = .null`: the key is required, null is a value.
                value = [:]
                isRequired = true
                defaultValue = JSONValue.null
            case (.optional, let type), (.nullable, let type):
                value = Self.nullable(self.schema(of: type, in: schema))
                defaultValue = JSONValue.null
            case (.absentOrNull, let type):
                // `JSONField<T> = .absent`: never required, and no default to show.
                value = Self.nullable(self.schema(of: type, in: schema))
                defaultValue = Optional.none
            }
            if let defaultValue, case .object(var members) = value {
                members["default"] = defaultValue
                value = .object(members)
            }
            properties[property.name.key] = value
            if isRequired { required.append(.string(property.name.key)) }
        }
        var members: [String: JSONValue] = [
            "type": "object", "title": .string(model.name), "properties": .object(properties),
        ]
        if !required.isEmpty { members["required"] = .array(required) }
        return .object(members)
    }

    /// The schema of a type where it is used.
    private func schema(of type: InferredType, in schema: InferredSchema) -> JSONValue {
        switch type {
        case .bool: ["anyOf": [["type": "boolean"], ["enum": [0, 1]]]]
        case .integer:
            ["type": "integer", "minimum": .number(JSONNumber(Int.min)), "maximum": .number(JSONNumber(Int.max))]
        case .unsignedInteger: ["type": "integer", "minimum": 0, "maximum": .number(JSONNumber(UInt64.max))]
        case .double: ["type": "number"]
        case .string: ["type": "string"]
        case .url: ["type": "string", "format": "uri"]
        case .date(.iso8601): ["type": "string", "format": "date-time"]
        case .date(.dateOnly): ["type": "string", "format": "date"]
        case .json: [:]
        case .model(let index): Self.reference(to: schema.models[index].name)
        case .array(let element): ["type": "array", "items": self.schema(of: element, in: schema)]
        case .dictionary(let value): ["type": "object", "additionalProperties": self.schema(of: value, in: schema)]
        case .optional(let wrapped): Self.nullable(self.schema(of: wrapped, in: schema))
        }
    }

    /// The value the generated declaration gives a required property, as JSONModelKit writes
    /// it; `nil` for a nested model, whose default is a whole object (JSONModelKit shows it
    /// only when it is `{}`: a model whose properties are all left out).
    private static func defaultValue(of type: InferredType, in schema: InferredSchema) -> JSONValue? {
        switch type {
        case .bool: JSONValue.bool(false)
        case .integer, .unsignedInteger, .double: JSONValue.number(0)
        case .string: JSONValue.string("")
        case .url: JSONValue.string("file:///")
        case .date(.iso8601): JSONValue.string("1970-01-01T00:00:00Z")
        case .date(.dateOnly): JSONValue.string("1970-01-01")
        case .json, .optional: JSONValue.null
        case .model(let index):
            schema.models[index].properties.allSatisfy { $0.presence == .absentOrNull }
                ? JSONValue.object([:]) : Optional.none
        case .array: JSONValue.array([])
        case .dictionary: JSONValue.object([:])
        }
    }

    /// `schema` or `null`, written as JSONModelKit writes it: `{}` stays `{}`, and an `anyOf`
    /// gets `null` as one more choice.
    private static func nullable(_ schema: JSONValue) -> JSONValue {
        guard case .object(var members) = schema, !members.isEmpty else { return schema }
        let null: JSONValue = ["type": "null"]
        if members.count == 1, case .array(var choices)? = members["anyOf"] {
            if !choices.contains(null) { choices.append(null) }
            members["anyOf"] = .array(choices)
            return .object(members)
        }
        return ["anyOf": [schema, null]]
    }

    private static func reference(to name: String) -> JSONValue {
        ["$ref": .string("#/$defs/" + name)]
    }

    /// Whether `type` holds the model at `index`.
    private static func refers(to index: Int, _ type: InferredType) -> Bool {
        switch type {
        case .model(let other): other == index
        case .array(let inner), .dictionary(let inner), .optional(let inner): refers(to: index, inner)
        default: false
        }
    }
}
