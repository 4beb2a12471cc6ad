/// The schemas of one configuration, one per model type, built on first use.
///
/// The standard cache serves the `JSONModel` entry points; a ``JSONModelCoder`` that overrides
/// the key style or the date strategy has its own, since those change every schema.
///
/// Safe for concurrent first use: threads that race on a new type may each build its schema
/// (building is pure), and the first stored result wins. Failures are cached too, so a broken
/// class fails fast every time with the same error.
final class SchemaCache: Sendable {
    /// The configuration every model type declares for itself.
    static let standard = SchemaCache(keyStyle: nil, dateStrategy: nil)

    /// Replaces each type's ``JSONModel/keyStyle``.
    let keyStyle: JSONModel.KeyStyle?
    /// Replaces each type's ``JSONModel/dateStrategy``.
    let dateStrategy: JSONModel.DateStrategy?
    private let schemas = Locked(Schemas())

    /// The schemas built and the errors of the types that failed, by type.
    ///
    /// Two tables rather than one of `Result`s: a hit then copies a reference out of the lock,
    /// not a `Result` as large as the error it could hold (a decode of an array of small
    /// models looks its class up once per document).
    private struct Schemas {
        var built: [ObjectIdentifier: ModelSchema] = [:]
        var failed: [ObjectIdentifier: JSONModelError] = [:]

        /// What was stored for `identifier`: its schema, its error, or `nil` when neither.
        func result(for identifier: ObjectIdentifier) -> Result<ModelSchema, JSONModelError>? {
            if let schema = built[identifier] { return .success(schema) }
            return failed[identifier].map { .failure($0) }
        }
    }

    init(keyStyle: JSONModel.KeyStyle?, dateStrategy: JSONModel.DateStrategy?) {
        self.keyStyle = keyStyle
        self.dateStrategy = dateStrategy
    }

    /// The caches of the configurations coders have asked for, so a coder made per call finds
    /// the schemas an earlier one built.
    private static let shared = Locked<[Configuration: SchemaCache]>([:])

    /// A configuration whose schemas can be shared: a built-in key style (a custom style's
    /// closure cannot be compared) and a date strategy.
    private struct Configuration: Hashable {
        let keyStyle: String?
        let dateStrategy: JSONModel.DateStrategy?
    }

    /// The cache for a configuration: ``standard`` when nothing is overridden, one shared cache
    /// per built-in key style and date strategy, and a new cache for a custom key style.
    static func cache(keyStyle: JSONModel.KeyStyle?, dateStrategy: JSONModel.DateStrategy?) -> SchemaCache {
        let styleName: String?
        switch keyStyle {
        case nil: styleName = nil
        case .snakeCase: styleName = "snakeCase"
        case .unchanged: styleName = "unchanged"
        case .custom: return SchemaCache(keyStyle: keyStyle, dateStrategy: dateStrategy)
        }
        if styleName == nil, dateStrategy == nil { return standard }
        let configuration = Configuration(keyStyle: styleName, dateStrategy: dateStrategy)
        return shared.withLock { caches in
            if let existing = caches[configuration] { return existing }
            let cache = SchemaCache(keyStyle: keyStyle, dateStrategy: dateStrategy)
            caches[configuration] = cache
            return cache
        }
    }

    /// The schema of a model class.
    func schema(for modelClass: JSONModel.Type) throws(JSONModelError) -> ModelSchema {
        try schema(for: .modelClass(modelClass), schemasInProgress: [])
    }

    /// The schema of `modelType`; `schemasInProgress` lists the types being built further up,
    /// whose nested uses are resolved lazily to allow recursive models.
    ///
    /// - Throws: A schema or unsupported-type error describing what is wrong with the type.
    func schema(
        for modelType: ModelType,
        schemasInProgress: Set<ObjectIdentifier>
    ) throws(JSONModelError) -> ModelSchema {
        let identifier = modelType.identifier
        if let schema = schemas.withLock({ $0.built[identifier] }) {
            return schema
        }
        if let error = schemas.withLock({ $0.failed[identifier] }) {
            throw error
        }
        // Built outside the lock: building reads class members that may take a while, and
        // nested models ask the cache for their own schemas.
        let built: Result<ModelSchema, JSONModelError>
        do {
            built = .success(try SchemaBuilder.build(modelType, cache: self, schemasInProgress: schemasInProgress))
        } catch {
            built = .failure(error)
        }
        let stored = schemas.withLock { schemas in
            if let existing = schemas.result(for: identifier) { return existing }
            switch built {
            case .success(let schema): schemas.built[identifier] = schema
            case .failure(let error): schemas.failed[identifier] = error
            }
            return built
        }
        if let modelClass = modelType.modelClass {
            ModelClassDirectory.record(modelClass)
        }
        return try stored.get()
    }
}
