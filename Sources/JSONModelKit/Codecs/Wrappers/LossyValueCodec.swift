/// Any other `@Lossy` value: a value of the wrong JSON type is converted when the conversion
/// is exact, else the declared default is kept.
final class LossyValueCodec<Value>: ValueCodec<Value>, @unchecked Sendable {
    override var shape: CodecShape { .lenient(inner: inner) }

    let inner: ValueCodec<Value>
    let defaultValue: Value

    init(inner: ValueCodec<Value>, defaultValue: Value) {
        self.inner = inner
        self.defaultValue = defaultValue
        super.init(typeName: inner.typeName)
    }

    override var isOptionalType: Bool { inner.isOptionalType }
    override var acceptsNull: Bool { inner.acceptsNull }
    override var containsModel: Bool { inner.containsModel }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Value {
        try decodeOrFallBack(at: index, in: context) ?? freshDefault()
    }

    /// Keeps the value already in the field when nothing fits: that is the default the model's
    /// own `init()` just made, so no two decodes ever share a fallback instance.
    override func decodeField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        if let value = try decodeOrFallBack(at: index, in: context) {
            field.store(value, as: Value.self)
        }
    }

    /// The decoded or coerced value, or `nil` (reported as defaulted) when neither fits.
    private func decodeOrFallBack(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Value? {
        do throws(JSONModelError) {
            return try inner.decode(at: index, in: context)
        } catch {
            context.discardCollected(error)
            if let (value, note) = coerced(at: index, in: context) {
                context.recordInReport(.coerced, at: index, message: note)
                return value
            }
            context.recordInReport(.defaulted, at: index, message: reportMessage(error))
            return nil
        }
    }

    /// The declared default, as a new instance when it is a model, so that decodes that fall
    /// back without a field of their own do not share one object either.
    private func freshDefault() -> Value {
        if let model = defaultValue as? JSONModel, let fresh = type(of: model).init() as? Value {
            return fresh
        }
        return defaultValue
    }

    /// The value decoded from an exact conversion of the JSON at `index`, if one fits.
    private func coerced(at index: Int, in context: DecodingContext) -> (Value, String)? {
        let found = context.describeValue(at: index)
        for candidate in LossyCoercion.candidates(for: JSONValue(tape: context.tape, at: index)) {
            let scratch = DecodingContext(
                tape: candidate.tape,
                options: context.options,
                cache: context.cache,
                decodeHook: context.decodeHook
            )
            if let decoded = try? inner.decode(at: 0, in: scratch) {
                return (decoded, "\(found) read as \(typeName) \(LossyCoercion.describe(decoded))")
            }
        }
        return nil
    }

    override func encode(
        _ value: Value,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try inner.encode(value, to: &writer, in: context)
    }

    override func presence(of value: Value) -> MemberPresence {
        inner.presence(of: value)
    }

    // MARK: - Constraints

    // The constraints are the inner codec's, so a value that breaks one is treated as one that
    // does not decode: a collection leaves the element out, any other value keeps its default.
    override func constrained(by constraints: [JSONModel.Constraint]) throws(ConstraintMisuse) -> ValueCodec<Value> {
        guard !constraints.isEmpty else { return self }
        return LossyValueCodec(inner: try inner.constrained(by: constraints), defaultValue: defaultValue)
    }

    override var isValidated: Bool { inner.isValidated }

    override func collectViolations(in value: UnsafeRawPointer, into walk: ValidationWalk) {
        inner.collectViolations(in: value, into: walk)
    }
}
