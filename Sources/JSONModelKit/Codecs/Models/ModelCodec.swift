/// A nested model: a JSON object decoded into a new instance of `modelClass` (the declared type
/// or the subclass `classForCollectionProperty` chose, or the subclass its
/// ``JSONModel/classForDecoding(from:)`` picks).
final class ModelCodec<Model: JSONModel>: ValueCodec<Model>, @unchecked Sendable {
    override var shape: CodecShape { .model(.modelClass(modelClass)) }

    let modelClass: JSONModel.Type
    /// The schema of `modelClass` when it was ready at build time; `nil` for recursive models,
    /// whose schema is looked up on use.
    private let preparedSchema: ModelSchema?
    /// ``preparedSchema``, unretained, for encoding.
    ///
    /// Reading the stored reference would retain it for every object written;
    /// `preparedSchema` keeps it alive.
    private let unretainedSchema: Unmanaged<ModelSchema>?

    init(modelClass: JSONModel.Type, schema: ModelSchema?) {
        self.modelClass = modelClass
        self.preparedSchema = schema
        self.unretainedSchema = schema.map { Unmanaged.passUnretained($0) }
        super.init(typeName: String(describing: Model.self))
    }

    override var containsModel: Bool { true }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Model {
        var source = TapeSource(index: index)
        return try decodeObject(from: &source, in: context, reusing: nil)
    }

    override func decode(from source: inout ByteSource, in context: DecodingContext) throws(JSONModelError) -> Model {
        try decodeObject(from: &source, in: context, reusing: nil)
    }

    /// Decodes the object at `source`'s cursor into `reusable` when it is an instance of the
    /// class to decode, else into a new instance.
    @inline(__always)
    private func decodeObject<Source: DecodingSource>(
        from source: inout Source,
        in context: DecodingContext,
        reusing reusable: JSONModel?
    ) throws(JSONModelError) -> Model {
        try source.expectObject(named: typeName, in: context)
        guard context.stackGuard.hasRoom() else { throw StackGuard.exhaustedError() }
        let instance = try modelClass.instantiate(
            from: &source,
            in: context,
            preparedSchema: preparedSchema,
            reusing: reusable
        )
        // `modelClass` is `Model` or a subclass, checked when the schema was built, and
        // `instantiate` creates (or reuses) that class or a subclass of it.
        return unsafeDowncast(instance, to: Model.self)
    }

    // Decodes into the field's own instance when nothing else refers to it (`reusable(in:)`).
    override func decodeField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        var source = TapeSource(index: index)
        field[as: Model.self] = try decodeObject(from: &source, in: context, reusing: reusable(in: field))
    }

    override func decodeField(
        into field: FieldSlot,
        from source: inout ByteSource,
        in context: DecodingContext
    ) throws(JSONModelError) {
        field[as: Model.self] = try decodeObject(from: &source, in: context, reusing: reusable(in: field))
    }

    /// The instance in `field` when nothing else refers to it, for the decode to fill in.
    ///
    /// That instance is the default the parent's `init()` just made (`var user = User()`), so
    /// filling it in gives the same model as a new instance would, without allocating a
    /// second one (about a fifth of the allocations of twitter.json). A default that is shared
    /// (`var user = User.shared`) is not uniquely referenced and is left alone.
    @inline(__always)
    private func reusable(in field: FieldSlot) -> JSONModel? {
        isKnownUniquelyReferenced(&field[as: Model.self]) ? field[as: Model.self] : nil
    }

    override func decodeOptionalField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        try storeOptional(into: field, at: index, in: context) { () throws(JSONModelError) in
            try decode(at: index, in: context)
        }
    }

    // Overridden so that an optional model is read without the dynamic call of the default's
    // `decode(from:in:)`: optional models are common (a retweeted status, a place).
    override func decodeOptionalField(
        into field: FieldSlot,
        from source: inout ByteSource,
        in context: DecodingContext
    ) throws(JSONModelError) {
        try storeOptional(into: field, from: &source, in: context) { (source) throws(JSONModelError) in
            try decodeObject(from: &source, in: context, reusing: nil)
        }
    }

    // The elements are decoded as `JSONModel` references, in specialized code, into a buffer
    // the context keeps for reuse, then copied into a `[Model]` of their exact count: appending
    // to a `[Model]` in this generic class would look up the array type's metadata for every
    // element, and an array whose count is unknown would grow by steps.
    override func decodeArray(
        from source: inout ByteSource,
        in context: DecodingContext,
        arrayCodec: AnyValueCodec
    ) throws(JSONModelError) -> [Model] {
        var models = try decodeArrayElements(
            from: &source,
            in: context,
            mismatch: { index in arrayCodec.mismatch(context, at: index) },
            appendingTo: context.pools.takeModelBuffer(),
            decodeElement: { (source: inout ByteSource) throws(JSONModelError) -> JSONModel in
                try decodeObject(from: &source, in: context, reusing: nil)
            }
        )
        if models.isEmpty { return [] }
        defer { context.pools.recycleModelBuffer(&models) }
        // Each element is a `Model` (`decodeObject` makes nothing else), and references to
        // classes share one layout, so the references are copied as they are, each retained.
        return [Model](unsafeUninitializedCapacity: models.count) { buffer, initialized in
            guard let first = buffer.baseAddress else { return }
            first.withMemoryRebound(to: JSONModel.self, capacity: models.count) { target in
                models.withUnsafeBufferPointer { elements in
                    guard let source = elements.baseAddress else { return }
                    target.initialize(from: source, count: elements.count)
                }
            }
            initialized = models.count
        }
    }

    // Overridden so that a model reference is read from its field without the value witnesses
    // of the generic default and without retaining it: the encoded object holds it.
    override func encodeField(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        writer.key(key)
        try encodeModel(at: field, to: &writer, in: context)
    }

    override func encodeOptionalField(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        // `Model?` is one reference, null for `nil`.
        if !field.isNilReference {
            writer.key(key)
            try encodeModel(at: field, to: &writer, in: context)
        } else {
            writeNilMember(key: key, encodesNull: encodesNull, to: &writer, in: context)
        }
    }

    // The elements are read as references straight from the array's storage, neither copied
    // through the generic subscript nor retained: the array holds them.
    override func encodeArray(
        _ items: UnsafePointer<[Model]>,
        member key: JSONWriter.EncodedKey?,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        let failure: JSONModelError? = items.withArrayElements { buffer in
            do throws(JSONModelError) {
                guard try writer.beginArray(member: key, isEmpty: buffer.count == 0) else { return nil }
            } catch {
                return error
            }
            guard let first = buffer.baseAddress else { return nil }
            for position in 0..<buffer.count {
                writer.element()
                do throws(JSONModelError) {
                    try encodeModel(at: FieldSlot(reading: first + position), to: &writer, in: context)
                } catch {
                    var failure = error
                    failure.prepend(.index(position))
                    return failure
                }
            }
            writer.endArray()
            return nil
        }
        if let failure { throw failure }
    }

    override func encode(
        _ value: Model,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try encodeModel(value, to: &writer, in: context)
    }

    /// Writes the model whose reference is stored at `slot`, without retaining it; the caller
    /// keeps the object that holds the reference alive.
    @inline(__always)
    private func encodeModel(
        at slot: FieldSlot,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try withUnretained(slot.unretainedReference(to: JSONModel.self)) { (model) throws(JSONModelError) in
            try encodeModel(model, to: &writer, in: context)
        }
    }

    /// Writes `value` with its own class's schema (a subclass instance with its own properties).
    private func encodeModel(
        _ value: JSONModel,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        guard context.stackGuard.hasRoom() else { throw StackGuard.exhaustedError() }
        let dynamicType = type(of: value)
        if dynamicType == modelClass, let unretainedSchema {
            return try withUnretained(unretainedSchema) { (schema) throws(JSONModelError) in
                try schema.encode(FieldReflection.base(of: value), object: value, to: &writer, in: context)
            }
        }
        let schema = try context.cache.schema(for: dynamicType)
        try schema.encode(FieldReflection.base(of: value), object: value, to: &writer, in: context)
    }

    // MARK: - Constraints

    override var isValidated: Bool { true }

    override func collectViolations(in value: UnsafeRawPointer, into walk: ValidationWalk) {
        walk.collectViolations(of: value.load(as: Model.self))
    }
}
