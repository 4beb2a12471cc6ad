/// A nested ``JSONStruct``: a JSON object decoded into a new value.
final class StructCodec<Model: JSONStruct>: ValueCodec<Model>, @unchecked Sendable {
    override var shape: CodecShape { .model(.structType(Model.self)) }

    /// The schema when it was ready at build time; `nil` for recursive types (through an
    /// optional or a collection), whose schema is looked up on use.
    private let preparedSchema: ModelSchema?

    init(schema: ModelSchema?) {
        self.preparedSchema = schema
        super.init(typeName: String(describing: Model.self))
    }

    /// A codec for an entry point, whose schema is looked up here, once, rather than for each
    /// value of an array; a type whose schema cannot be built gets a codec that looks it up on
    /// use, which throws the schema's error where the entry point expects it.
    convenience init(preparedIn cache: SchemaCache) {
        self.init(schema: try? cache.schema(for: .structType(Model.self), schemasInProgress: []))
    }

    override var containsModel: Bool { true }

    @inline(__always)
    private func schema(in cache: SchemaCache) throws(JSONModelError) -> ModelSchema {
        if let preparedSchema { return preparedSchema }
        return try cache.schema(for: .structType(Model.self), schemasInProgress: [])
    }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Model {
        var source = TapeSource(index: index)
        return try decodeObject(from: &source, in: context)
    }

    override func decode(from source: inout ByteSource, in context: DecodingContext) throws(JSONModelError) -> Model {
        try decodeObject(from: &source, in: context)
    }

    override func decodeField(
        into field: FieldSlot,
        from source: inout ByteSource,
        in context: DecodingContext
    ) throws(JSONModelError) {
        field.store(try decode(from: &source, in: context), as: Model.self)
    }

    /// Decodes the object at `source`'s cursor into a new value and moves the cursor past it.
    @inline(__always)
    func decodeObject<Source: DecodingSource>(
        from source: inout Source,
        in context: DecodingContext
    ) throws(JSONModelError) -> Model {
        try source.expectObject(named: typeName, in: context)
        guard context.stackGuard.hasRoom() else { throw StackGuard.exhaustedError() }
        let schema = try schema(in: context.cache)
        var value = Model()
        try withMutableStorage(of: &value) { base throws(JSONModelError) in
            _ = try schema.decodeObject(into: base, object: nil, from: &source, in: context)
        }
        try schema.runDidDecode { try value.didDecode() }
        return value
    }

    override func encode(
        _ value: Model,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        guard context.stackGuard.hasRoom() else { throw StackGuard.exhaustedError() }
        let schema = try schema(in: context.cache)
        var copy = value
        try withMutableStorage(of: &copy) { base throws(JSONModelError) in
            try schema.encode(base, object: nil, to: &writer, in: context)
        }
    }

    // MARK: - Constraints

    override var isValidated: Bool { true }

    override func collectViolations(in value: UnsafeRawPointer, into walk: ValidationWalk) {
        walk.collectViolations(of: value.load(as: Model.self))
    }
}
