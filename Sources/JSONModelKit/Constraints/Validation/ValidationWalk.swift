/// One ``JSONModel/validate()`` (or ``JSONStruct/validate()``): walks a model built or changed
/// in code through its schema's codecs, nested models and collections included, and collects
/// every constraint and rule it breaks, each with its path, model and property.
///
/// A reference type because the codecs pass it down through their overrides
/// (``AnyValueCodec/collectViolations(in:into:)``), each adding a path component for the
/// element or member it looks into.
final class ValidationWalk {
    /// The schemas to read (the standard configuration's).
    private let cache: SchemaCache
    /// The failures found so far.
    private(set) var failures: [JSONModelError] = []
    /// The path from the root to the value being looked at, outermost first.
    private var path: [JSONModelError.PathComponent] = []
    /// The model and property being looked at, for the failures found inside its value.
    private var attribution: (modelType: any Any.Type, property: String)?
    /// The objects on the path, so that a reference cycle ends the walk instead of looping.
    private var objectsOnPath: Set<ObjectIdentifier> = []
    /// Stops the walk where the stack runs short, as decoding does, on any thread's stack.
    private let stackGuard = StackGuard()

    init(cache: SchemaCache = .standard) {
        self.cache = cache
    }

    /// Runs `body` with `component` added to the path.
    func within(_ component: JSONModelError.PathComponent, _ body: () -> Void) {
        path.append(component)
        body()
        path.removeLast()
    }

    /// Adds `failure`, found at the current path, with the model and property being looked at.
    func add(_ failure: JSONModelError) {
        var located = failure
        for component in path.reversed() {
            located.prepend(component)
        }
        if let attribution {
            located.attribute(to: attribution.modelType, property: attribution.property)
        }
        failures.append(located)
    }

    /// Walks a model: its properties' values, then its rules.
    func collectViolations(of model: JSONModel) {
        let identifier = ObjectIdentifier(model)
        guard !objectsOnPath.contains(identifier) else { return }
        guard let schema = schema(for: .modelClass(type(of: model))) else { return }
        objectsOnPath.insert(identifier)
        defer { objectsOnPath.remove(identifier) }
        withExtendedLifetime(model) {
            collectViolations(of: schema, base: FieldReflection.base(of: model), object: model)
        }
    }

    /// Walks a struct value: its properties' values, then its rules.
    func collectViolations<Model: JSONStruct>(of value: Model) {
        guard let schema = schema(for: .structType(Model.self)) else { return }
        var copy = value
        withUnsafeMutablePointer(to: &copy) { pointer in
            collectViolations(of: schema, base: UnsafeMutableRawPointer(pointer), object: nil)
        }
    }

    /// The failure of the walk as one error: `nil` when nothing is broken, the failure itself
    /// when there is one, a ``JSONModelError/Code/multiple`` error listing them otherwise.
    func combinedFailure(rootType: any Any.Type) -> JSONModelError? {
        guard !failures.isEmpty else { return nil }
        var failure = JSONModelError.combining(failures)
        failure.setRootType(rootType)
        failure.isValidation = true
        return failure
    }

    /// The schema of `modelType`, or `nil` after adding the error that it cannot be built.
    private func schema(for modelType: ModelType) -> ModelSchema? {
        do throws(JSONModelError) {
            return try cache.schema(for: modelType, schemasInProgress: [])
        } catch {
            add(error)
            return nil
        }
    }

    /// Walks the instance at `base`, which `schema` describes.
    private func collectViolations(of schema: ModelSchema, base: UnsafeMutableRawPointer, object: JSONModel?) {
        guard schema.hasConstraints else { return }
        guard stackGuard.hasRoom() else {
            add(StackGuard.exhaustedError())
            return
        }
        let outer = attribution
        defer { attribution = outer }
        for property in schema.properties where property.accessor.valueCodec.isValidated {
            attribution = (schema.type, property.name)
            let depth = path.count
            path += property.pathComponents
            property.accessor.collectViolations(of: base, into: self)
            path.removeSubrange(depth...)
        }
        attribution = nil
        for failure in schema.ruleFailures(of: RuleSubject(base: UnsafeRawPointer(base), object: object)) {
            add(failure)
        }
    }
}
