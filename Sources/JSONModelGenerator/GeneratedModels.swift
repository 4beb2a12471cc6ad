import JSONModelKit

/// What the generator writes: the Swift source of the model types, and the JSON Schema of
/// the root type.
///
/// The schema is the one the generated code reports: `Root.jsonSchema()` for a root model
/// (the schema of one element when the samples are arrays of root objects), or
/// `JSONModelCoder().jsonSchema(for: Root.self)` for a root `typealias`. It is worked out from
/// the inferred types, without compiling the source.
public struct GeneratedModels: Sendable, Hashable {
    /// The Swift source file.
    public var source: String
    /// The JSON Schema (draft 2020-12) of the root type, in decoding mode.
    public var jsonSchema: JSONValue

    /// ``jsonSchema`` as the text `jsonmodel generate --schema` writes: pretty-printed, keys
    /// sorted, with a final newline.
    public var jsonSchemaText: String {
        jsonSchema.jsonString(prettyPrinted: true) + "\n"
    }

    /// Creates the output.
    ///
    /// - Parameters:
    ///   - source: The Swift source file.
    ///   - jsonSchema: The JSON Schema of the root type.
    public init(source: String, jsonSchema: JSONValue) {
        self.source = source
        self.jsonSchema = jsonSchema
    }
}
