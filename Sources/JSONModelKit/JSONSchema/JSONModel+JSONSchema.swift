extension JSONModel {
    /// The JSON Schema (draft 2020-12) of this class's JSON: what decoding accepts, or with
    /// ``JSONSchemaOptions/Mode/encoding`` what encoding writes, found by reflection like
    /// everything else.
    ///
    /// ```swift
    /// final class Car: JSONModel {
    ///     var make = ""
    ///     var year: Int16 = 0
    ///     var color: String? = nil
    /// }
    ///
    /// let schema = try Car.jsonSchema()
    /// print(schema.jsonString(prettyPrinted: true))
    /// // {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "Car",
    /// //  "type": "object", "required": ["make", "year"], "properties": {
    /// //    "make": {"type": "string", "default": ""},
    /// //    "year": {"type": "integer", "minimum": -32768, "maximum": 32767, "default": 0},
    /// //    "color": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": null}}}
    /// ```
    ///
    /// Properties are listed by JSON key; `required` holds the keys whose absence fails the
    /// decode; nested models and structs are `$ref`s to one `$defs` entry each; descriptions
    /// come from ``modelDescription`` and ``propertyDescriptions``. Where the mapping cannot be
    /// said exactly (a property a ``decodeProperty(_:from:)`` override may handle, a class
    /// chosen by ``classForDecoding(from:)``, a `Codable` type, a transform that does not
    /// describe itself), the schema is the loosest one that stays true. The rules are in
    /// the JSON Schema article of the documentation.
    ///
    /// - Parameter options: Decoding or encoding, closed objects, defaults.
    /// - Returns: The schema document, with `"$schema"` and any `"$defs"`.
    /// - Throws: ``JSONModelError`` when the class (or a type in it) cannot be mapped, as a
    ///   decode would.
    public static func jsonSchema(options: JSONSchemaOptions = JSONSchemaOptions()) throws(JSONModelError) -> JSONValue
    {
        try JSONModelCoder().jsonSchema(for: self, options: options)
    }
}
