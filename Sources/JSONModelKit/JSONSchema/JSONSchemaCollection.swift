/// The schemas of many root types in one set of definitions per mode, with one name table for
/// both modes: what an OpenAPI document's `components.schemas` is built from.
///
/// Each call of ``schema(for:mode:)`` gives the schema where a value of the type is used (a
/// `$ref` for a model or struct, an inline schema for `[Todo]` or `Int`) and adds the
/// definitions it needs to that mode's set. A type has the same name in both modes, whichever
/// mode meets it first, so the decoding and encoding definitions of one type can be compared
/// and, where they are equal, written once.
///
/// ```swift
/// let collection = JSONSchemaCollection(referencePrefix: "#/components/schemas/")
/// let body = try collection.schema(for: Todo.self, mode: .decoding)      // {"$ref": ".../Todo"}
/// let list = try collection.schema(for: [Todo].self, mode: .encoding)    // {"type": "array", ...}
/// let accepted = collection.definitions(mode: .decoding)                 // ["Todo": ..., "Person": ...]
/// ```
///
/// Names are given in the order types are met, so the same calls in the same order give the
/// same names on every run. A property's `default` is listed only when it keeps the property's
/// constraints (OpenAPI validators check defaults against their schemas); otherwise the
/// definitions are those ``JSONModel/jsonSchema(options:)`` writes, whose output this type does
/// not change.
package final class JSONSchemaCollection {
    private let decoding: JSONSchemaBuilder
    private let encoding: JSONSchemaBuilder

    /// Creates an empty collection.
    ///
    /// - Parameters:
    ///   - coder: The configuration described: its key style, date strategy, decoding options
    ///     (an unknown-key policy of `.reject` closes objects) and hooks.
    ///   - options: Closed objects and defaults; the mode is chosen per call.
    ///   - referencePrefix: What stands before a definition's name in a `$ref`, such as
    ///     `#/components/schemas/`.
    package init(
        coder: JSONModelCoder = JSONModelCoder(),
        options: JSONSchemaOptions = JSONSchemaOptions(),
        referencePrefix: String
    ) {
        let names = JSONSchemaDefinitionNames()
        var decodingOptions = options
        decodingOptions.mode = .decoding
        var encodingOptions = options
        encodingOptions.mode = .encoding
        decoding = JSONSchemaBuilder(
            options: decodingOptions,
            coder: coder,
            names: names,
            referencePrefix: referencePrefix,
            listsValidDefaultsOnly: true
        )
        encoding = JSONSchemaBuilder(
            options: encodingOptions,
            coder: coder,
            names: names,
            referencePrefix: referencePrefix,
            listsValidDefaultsOnly: true
        )
    }

    /// The schema where a value of `type` is used in `mode`, with the definitions it needs
    /// added to that mode's set.
    ///
    /// - Parameters:
    ///   - type: A ``JSONModel`` class, a ``JSONStruct`` type, or any other type the library
    ///     maps (arrays, sets, `[String: V]`, optionals, scalars).
    ///   - mode: What decoding accepts, or what encoding writes.
    /// - Returns: A `$ref` to the type's definition for a model or struct (`anyOf` several for a
    ///   class that chooses its subclass), an inline schema otherwise; never `$schema` or `$defs`.
    /// - Throws: ``JSONModelError`` when the type (or a type inside it) cannot be mapped, with
    ///   `type` as its root type.
    package func schema(for type: any Any.Type, mode: JSONSchemaOptions.Mode) throws(JSONModelError) -> JSONValue {
        do throws(JSONModelError) {
            return try builder(for: mode).usageSchema(for: type)
        } catch {
            var failure = error
            failure.setRootType(type)
            throw failure
        }
    }

    /// The definitions of every model and struct met so far in `mode`, by name.
    ///
    /// - Parameter mode: What decoding accepts, or what encoding writes.
    /// - Returns: The object schema of each type, by its name in the shared table.
    package func definitions(mode: JSONSchemaOptions.Mode) -> [String: JSONValue] {
        builder(for: mode).definitions
    }

    private func builder(for mode: JSONSchemaOptions.Mode) -> JSONSchemaBuilder {
        switch mode {
        case .decoding: decoding
        case .encoding: encoding
        }
    }
}
