// The one mapping from a codec to a schema: every kind of Swift type the library reads and
// writes, in the mode described.

extension JSONSchemaBuilder {
    /// The schema of the values `codec` accepts (decoding) or writes (encoding).
    ///
    /// A codec that does not describe itself (``AnyValueCodec/shape``) is any JSON, `{}`: the
    /// loosest schema, which stays true whatever the codec does. Add a case to ``CodecShape``
    /// for a new kind of codec.
    func schema(for codec: AnyValueCodec) throws(JSONModelError) -> JSONValue {
        switch codec.shape {
        case .string:
            return ["type": "string"]
        case .boolean:
            // The decoder also takes the numbers 0 and 1 (not 0.0 or 1.0, which JSON Schema
            // cannot tell from 0 and 1); the encoder writes true and false.
            return mode == .decoding ? ["anyOf": [["type": "boolean"], ["enum": [0, 1]]]] : ["type": "boolean"]
        case .integer(let minimum, let maximum):
            // `3.0` and `1e2` are integers to both the decoder and JSON Schema.
            return ["type": "integer", "minimum": minimum, "maximum": maximum]
        case .number:
            return ["type": "number"]
        case .url:
            return ["type": "string", "format": "uri"]
        case .uuid:
            return ["type": "string", "format": "uuid"]
        case .base64:
            return ["type": "string", "contentEncoding": "base64"]
        case .any, .unmapped:
            return [:]
        case .jsonTypes(let types):
            return ["type": types.count == 1 ? .string(types[0]) : .array(types.map(JSONValue.string))]
        case .date(let decoding, let encoding):
            return dateSchema(mode == .decoding ? decoding : encoding)
        case .enumeration(let raw, let cases):
            let values = cases.jsonRawValues
            let rawSchema = try schema(for: raw)
            guard !values.isEmpty else { return rawSchema }
            var allowed = values
            if mode == .decoding, raw is BoolCodec {
                // `Bool` raw values are read from the numbers 0 and 1 too.
                if values.contains(.bool(false)) { allowed.append(0) }
                if values.contains(.bool(true)) { allowed.append(1) }
            }
            var members: [String: JSONValue] = ["enum": .array(allowed)]
            if let type = rawSchema.objectValue?["type"] { members["type"] = type }
            return .object(members)
        case .model(let modelType):
            return try modelSchema(modelType)
        case .wrapper(let wrapped):
            return try schema(for: wrapped)
        case .constrained(let wrapped, let constraints):
            let schema = try schema(for: wrapped)
            guard valuesAreTheirJSON(wrapped) else { return schema }
            return constrainedSchema(schema, constraints, isObject: wrapped.shape.isDictionary)
        case .optional(let wrapped), .field(let wrapped):
            return JSONSchemaValues.nullable(try schema(for: wrapped))
        case .array(let element, let isSet, let dropsFailures):
            // A lossy collection drops the elements that do not decode: any element will do.
            if mode == .decoding, dropsFailures { return ["type": "array"] }
            var members: [String: JSONValue] = ["type": "array", "items": try schema(for: element)]
            if isSet, setElementsAreUnique(element, dropsFailures: dropsFailures) {
                members["uniqueItems"] = true
            }
            return .object(members)
        case .dictionary(let value, let dropsFailures, let allowedKeys, let keyPattern):
            // A lossy dictionary drops the members that do not decode, unknown keys included.
            if mode == .decoding, dropsFailures { return ["type": "object"] }
            var members: [String: JSONValue] = ["type": "object", "additionalProperties": try schema(for: value)]
            if !allowedKeys.isEmpty {
                members["propertyNames"] = ["enum": .array(allowedKeys.map(JSONValue.string))]
            } else if let keyPattern {
                members["propertyNames"] = ["pattern": .string(keyPattern)]
            }
            return .object(members)
        case .lenient(let inner):
            // `@Lossy`: a value that does not decode is converted or keeps the default.
            return mode == .decoding ? [:] : try schema(for: inner)
        case .transform(let transform):
            if let described = transform as? any ModeDescribedTransform {
                return described.jsonSchema(for: mode)
            }
            return transform.jsonSchema
        }
    }

    /// Whether the values of `codec` are their JSON as it is, so that constraints on the values
    /// are constraints on the JSON: not when a transform makes them (cents read as dollars), nor,
    /// when decoding, when `@Lossy` may convert them (`5.7` read as the default `0`).
    private func valuesAreTheirJSON(_ codec: AnyValueCodec) -> Bool {
        switch codec.shape {
        case .transform:
            return false
        case .lenient(let inner):
            return mode == .encoding && valuesAreTheirJSON(inner)
        case .wrapper(let wrapped):
            return valuesAreTheirJSON(wrapped)
        default:
            return true
        }
    }

    /// Whether the elements of a set's JSON array are unique JSON values.
    ///
    /// Not for models: a class decides its own equality (often identity), so equal JSON may
    /// decode into distinct elements, and distinct elements may write equal JSON.
    private func setElementsAreUnique(_ element: AnyValueCodec, dropsFailures: Bool) -> Bool {
        guard !element.containsModel else { return false }
        switch mode {
        case .decoding: return !dropsFailures && rejectsRepeatedSetElements
        case .encoding: return true
        }
    }

    /// A `Date` in one strategy.
    private func dateSchema(_ strategy: JSONModel.DateStrategy) -> JSONValue {
        switch strategy {
        case .iso8601, .iso8601WithFractionalSeconds:
            return ["type": "string", "format": "date-time"]
        case .dateOnly:
            return ["type": "string", "format": "date"]
        case .secondsSince1970:
            return ["type": "number"]
        case .millisecondsSince1970:
            // Written rounded to whole milliseconds; read from any number.
            return mode == .encoding ? ["type": "integer"] : ["type": "number"]
        case .formatted(let pattern):
            return ["type": "string", "description": .string("a date in the format \"\(pattern)\"")]
        }
    }
}
