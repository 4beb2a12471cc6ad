/// A nested model: a JSON object decoded into a new instance of `modelClass` (the declared type
/// or the subclass `classForCollectionProperty` chose, or the subclass its
/// ``JSONModel/classForDecoding(from:)`` picks).
final class ModelCodec<Model: JSONModel>: ValueCodec<Model>, @unchecked Sendable {
    override var shape: ValueShape { .model(modelClass) }

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
        try decode(at: index, in: context, reusing: nil)
    }

    /// Decodes the object at `index` into `reusable` when it is an instance of the class to
    /// decode, else into a new instance.
    private func decode(
        at index: Int,
        in context: DecodingContext,
        reusing reusable: JSONModel?
    ) throws(JSONModelError) -> Model {
        guard context.kind(at: index) == .object else {
            throw mismatch(context, at: index, expected: "\(typeName) (a JSON object)")
        }
        guard context.stackGuard.hasRoom() else { throw StackGuard.exhaustedError() }
        let instance = try modelClass.decodeModel(
            at: index,
            in: context,
            preparedSchema: preparedSchema,
            reusing: reusable
        )
        // `modelClass` is `Model` or a subclass, checked when the schema was built, and
        // `decodeModel` creates (or reuses) that class or a subclass of it.
        return unsafeDowncast(instance, to: Model.self)
    }

    /// Decodes into the field, reusing the instance already there when nothing else refers
    /// to it.
    ///
    /// That instance is the default the parent's `init()` just made (`var user = User()`), so
    /// filling it in gives the same model as a new instance would, without allocating a
    /// second one (about a fifth of the allocations of twitter.json). A default that is shared
    /// (`var user = User.shared`) is not uniquely referenced and is left alone.
    override func decodeField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        let reusable: JSONModel? = isKnownUniquelyReferenced(&field[as: Model.self]) ? field[as: Model.self] : nil
        field[as: Model.self] = try decode(at: index, in: context, reusing: reusable)
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
}

// Making a model instance for a JSON object: the class (`classForDecoding`), a fresh or reused
// instance, then its schema's decode. Shared by nested models and the top-level entry points.
extension JSONModel {
    /// A new instance of this class (or of the subclass ``classForDecoding(from:)`` picks)
    /// decoded from the object at tape `index`.
    static func decodeInstance(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Self {
        let model = try decodeModel(at: index, in: context, preparedSchema: nil)
        // `decodeModel` only ever creates this class or a subclass.
        return unsafeDowncast(model, to: self)
    }

    /// A new instance of this class (or of the subclass ``classForDecoding(from:)`` picks)
    /// decoded from the object at tape `index`; `preparedSchema` is this class's schema when
    /// the caller has it.
    static func decodeModel(
        at index: Int,
        in context: DecodingContext,
        preparedSchema: ModelSchema?,
        reusing reusable: JSONModel? = nil
    ) throws(JSONModelError) -> JSONModel {
        guard context.kind(at: index) == .object else {
            throw JSONModelError(
                code: .typeMismatch,
                message: "expected \(self) (a JSON object), found \(context.tape.describeValue(at: index))"
            )
        }
        var schema: ModelSchema
        if let preparedSchema {
            schema = preparedSchema
        } else {
            schema = try context.cache.schema(for: self)
        }
        var modelClass: JSONModel.Type = self
        if schema.choosesClassForDecoding {
            let chosen = classForDecoding(from: context.members(ofObjectAt: index))
            guard SchemaBuilder.isClass(chosen, kindOf: self) else {
                throw SchemaBuilder.schemaError(
                    "\(self).classForDecoding(from:) returned \(chosen), which is not \(self) or a subclass of it",
                    modelType: self,
                    property: "classForDecoding",
                    fix: "Return \(self) or one of its subclasses."
                )
            }
            if chosen != self {
                schema = try context.cache.schema(for: chosen)
                modelClass = chosen
            }
        }
        // A reusable instance (a fresh default nobody else holds) must be of exactly the class
        // to decode; otherwise a new one is made.
        let instance: JSONModel
        if let reusable, type(of: reusable) == modelClass {
            instance = reusable
        } else {
            instance = modelClass.init()
        }
        _ = try schema.decode(into: FieldReflection.base(of: instance), object: instance, at: index, in: context)
        return instance
    }
}
