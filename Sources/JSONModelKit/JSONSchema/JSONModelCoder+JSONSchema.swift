extension JSONModelCoder {
    /// The JSON Schema (draft 2020-12) of `type` as this coder reads or writes it: with its
    /// key style and date strategy overrides, its decoding options' unknown-key policy, and
    /// its hooks.
    ///
    /// ```swift
    /// let coder = JSONModelCoder(keyStyle: .unchanged, dateStrategy: .secondsSince1970)
    /// let schema = try coder.jsonSchema(for: Person.self)
    /// let list = try coder.jsonSchema(for: [Person].self)        // a top-level array
    /// let numbers = try coder.jsonSchema(for: [Double].self)     // any type the coder maps
    /// ```
    ///
    /// `type` is a ``JSONModel`` class, a ``JSONStruct`` type, or any other type the library
    /// maps (arrays, sets, `[String: V]`, optionals and scalars, as for
    /// ``decodeValue(_:fromJSONString:)``). A decode or encode hook may handle any property
    /// of any class, so with a hook every property of every class is `{}` and none is required
    /// (in the mode the hook applies to). The rules are those of
    /// ``JSONModel/jsonSchema(options:)``.
    ///
    /// - Parameters:
    ///   - type: The type whose JSON is described.
    ///   - options: Decoding or encoding, closed objects, defaults.
    /// - Returns: The schema document, with `"$schema"` and any `"$defs"`.
    /// - Throws: ``JSONModelError`` when the type (or a type in it) cannot be mapped.
    public func jsonSchema<Value>(
        for type: Value.Type,
        options: JSONSchemaOptions = JSONSchemaOptions()
    ) throws(JSONModelError) -> JSONValue {
        do throws(JSONModelError) {
            return try JSONSchemaBuilder(options: options, coder: self).document(for: type)
        } catch {
            var failure = error
            failure.setRootType(type)
            throw failure
        }
    }
}
