/// `Wrapped?`: `null` is `nil`; anything else is decoded as `Wrapped`.
final class OptionalCodec<Wrapped>: ValueCodec<Wrapped?>, @unchecked Sendable {
    override var shape: CodecShape { .optional(wrapped) }

    let wrapped: ValueCodec<Wrapped>

    init(wrapped: ValueCodec<Wrapped>) {
        self.wrapped = wrapped
        super.init(typeName: wrapped.typeName + "?")
    }

    override var isOptionalType: Bool { true }
    override var containsModel: Bool { wrapped.containsModel }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Wrapped? {
        if context.kind(at: index) == .null { return nil }
        return try wrapped.decode(at: index, in: context)
    }

    override func decodeField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        // The wrapped codec knows the concrete type, so it stores `nil` or the value itself.
        try wrapped.decodeOptionalField(into: field, at: index, in: context)
    }

    override func decode(from source: inout ByteSource, in context: DecodingContext) throws(JSONModelError) -> Wrapped?
    {
        if source.kind(in: context) == .null {
            try source.skipValue(in: context)
            return nil
        }
        return try wrapped.decode(from: &source, in: context)
    }

    override func decodeField(
        into field: FieldSlot,
        from source: inout ByteSource,
        in context: DecodingContext
    ) throws(JSONModelError) {
        try wrapped.decodeOptionalField(into: field, from: &source, in: context)
    }

    override func encodeField(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        // The wrapped codec knows the concrete type, so it reads `nil` or the value itself.
        try wrapped.encodeOptionalField(field, key: key, encodesNull: encodesNull, to: &writer, in: context)
    }

    override func encode(
        _ value: Wrapped?,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        guard let value else {
            writer.null()
            return
        }
        try wrapped.encode(value, to: &writer, in: context)
    }

    override func presence(of value: Wrapped?) -> MemberPresence {
        value == nil ? .nilValue : .value
    }

    // MARK: - Constraints

    // An optional is checked only when it holds a value: the constraints go to the wrapped codec.
    override func constrained(by constraints: [JSONModel.Constraint]) throws(ConstraintMisuse) -> ValueCodec<Wrapped?> {
        guard !constraints.isEmpty else { return self }
        return OptionalCodec(wrapped: try wrapped.constrained(by: constraints))
    }

    override var isValidated: Bool { wrapped.isValidated }

    override func collectViolations(in value: UnsafeRawPointer, into walk: ValidationWalk) {
        guard wrapped.isValidated, let item = value.load(as: Wrapped?.self) else { return }
        withUnsafePointer(to: item) { wrapped.collectViolations(in: UnsafeRawPointer($0), into: walk) }
    }
}
