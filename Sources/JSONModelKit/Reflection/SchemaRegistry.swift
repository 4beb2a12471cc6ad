import Synchronization

/// The process-wide cache of model schemas, one per class, built on first use.
///
/// Safe for concurrent first use: threads that race on a new class may each build its schema
/// (building is pure), and the first stored result wins. Failures are cached too, so a broken
/// class fails fast every time with the same error.
enum SchemaRegistry {
    private static let schemas = Mutex<[ObjectIdentifier: Result<ModelSchema, JSONModelError>]>([:])

    /// The schema of `modelType`, building it on first use.
    ///
    /// - Throws: A schema or unsupported-type error describing what is wrong with the class.
    static func schema(for modelType: JSONModel.Type) throws(JSONModelError) -> ModelSchema {
        try schema(for: modelType, schemasInProgress: [])
    }

    /// The schema of `modelType`; `schemasInProgress` lists the classes being built further up,
    /// whose nested uses are resolved lazily to allow recursive models.
    static func schema(
        for modelType: JSONModel.Type,
        schemasInProgress: Set<ObjectIdentifier>
    ) throws(JSONModelError) -> ModelSchema {
        let identifier = ObjectIdentifier(modelType)
        if let cached = schemas.withLock({ $0[identifier] }) {
            return try cached.get()
        }
        // Built outside the lock: building reads class members that may take a while, and
        // nested models ask the registry for their own schemas.
        let built: Result<ModelSchema, JSONModelError>
        do {
            built = .success(try SchemaBuilder.build(modelType, schemasInProgress: schemasInProgress))
        } catch {
            built = .failure(error)
        }
        let stored = schemas.withLock { schemas in
            if let existing = schemas[identifier] { return existing }
            schemas[identifier] = built
            return built
        }
        return try stored.get()
    }
}
