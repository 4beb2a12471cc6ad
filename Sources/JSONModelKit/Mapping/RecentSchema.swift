/// The class last looked up in a ``SchemaCache`` and its schema, kept by a decode or an encode
/// that asks for one class after another.
///
/// The elements of an array of models, and the objects `classForDecoding` maps to the same
/// subclass, ask for the same class in turn: that then costs a comparison rather than the
/// cache's locked, hashed look-up.
struct RecentSchema {
    private var modelClass: ObjectIdentifier?
    private var schema: ModelSchema?

    /// The schema of `modelClass` in `cache`.
    ///
    /// - Throws: The schema error of a class that cannot be mapped.
    @inline(__always)
    mutating func schema(for modelClass: JSONModel.Type, in cache: SchemaCache) throws(JSONModelError) -> ModelSchema {
        let identifier = ObjectIdentifier(modelClass)
        if identifier == self.modelClass, let schema { return schema }
        let schema = try cache.schema(for: modelClass)
        self.modelClass = identifier
        self.schema = schema
        return schema
    }
}
