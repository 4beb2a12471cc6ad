/// Small pieces shared by the schema builder: JSON values of Swift values, and the schema
/// combinators it uses more than once.
enum JSONSchemaValues {
    /// The JSON Schema dialect of every document: draft 2020-12.
    static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The schema that accepts only `null`.
    static let null: JSONValue = ["type": "null"]

    /// What `codec` writes for `value`, as a ``JSONValue``; `nil` when it cannot be written.
    static func json<Value>(of value: Value, codec: ValueCodec<Value>, cache: SchemaCache = .standard) -> JSONValue? {
        var writer = JSONWriter(buildingValuesWithMaxDepth: 512)
        let context = EncodingContext(options: JSONModel.EncodingOptions(), cache: cache)
        do {
            try codec.encode(value, to: &writer, in: context)
            return JSONValue(tape: writer.makeTape(), at: 0)
        } catch {
            return nil
        }
    }

    /// `schema` or `null`.
    ///
    /// `{}` already accepts `null`; an `anyOf` gets `null` as one more choice instead of a
    /// second level of nesting.
    static func nullable(_ schema: JSONValue) -> JSONValue {
        guard case .object(var members) = schema else { return schema }
        if members.isEmpty { return schema }
        if members.count == 1, case .array(var choices)? = members["anyOf"] {
            if !choices.contains(null) { choices.append(null) }
            members["anyOf"] = .array(choices)
            return .object(members)
        }
        return ["anyOf": [schema, null]]
    }

    /// `schema` with `keyword` set to `value`; a schema that is not an object is returned as
    /// it is.
    static func setting(_ keyword: String, to value: JSONValue, in schema: JSONValue) -> JSONValue {
        guard case .object(var members) = schema else { return schema }
        members[keyword] = value
        return .object(members)
    }

    /// `schema` with `text` as its description, after any description it already has.
    static func describing(_ schema: JSONValue, with text: String) -> JSONValue {
        guard case .object(let members) = schema else { return schema }
        if case .string(let existing)? = members["description"], !existing.isEmpty {
            return setting("description", to: .string(text + " (" + existing + ")"), in: schema)
        }
        return setting("description", to: .string(text), in: schema)
    }
}
