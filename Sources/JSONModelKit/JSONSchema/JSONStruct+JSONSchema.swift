extension JSONStruct {
    /// The JSON Schema (draft 2020-12) of this type's JSON: what decoding accepts, or with
    /// ``JSONSchemaOptions/Mode/encoding`` what encoding writes.
    ///
    /// ```swift
    /// struct Point: JSONStruct {
    ///     var x = 0.0
    ///     var y = 0.0
    /// }
    /// let schema = try Point.jsonSchema()   // {"type": "object", "required": ["x", "y"], ...}
    /// ```
    ///
    /// The same rules as ``JSONModel/jsonSchema(options:)``; descriptions come from
    /// ``modelDescription`` and ``propertyDescriptions``.
    ///
    /// - Parameter options: Decoding or encoding, closed objects, defaults.
    /// - Returns: The schema document, with `"$schema"` and any `"$defs"`.
    /// - Throws: ``JSONModelError`` when the type (or a type in it) cannot be mapped.
    public static func jsonSchema(options: JSONSchemaOptions = JSONSchemaOptions()) throws(JSONModelError) -> JSONValue
    {
        try JSONModelCoder().jsonSchema(for: self, options: options)
    }
}
