/// A codec with a property's constraints: it reads and writes values as the codec it wraps,
/// and fails a decoded value that breaks a constraint with
/// ``JSONModelError/Code/constraintViolated``.
///
/// Made by ``ValueCodec/constrained(by:)`` when a schema is built: for a value (`.range` on an
/// `Int`), for an element (`.each` wraps the element codec of an array) or for a collection as a
/// whole (`.count` wraps the array codec). The check runs right after the wrapped codec stored
/// the value, so the failure is located at the value and the member pass adds its key, model
/// and property as for any other failure; encoding is untouched.
///
/// Not final: ``ConstrainedIntCodec``, ``ConstrainedDoubleCodec`` and ``ConstrainedStringCodec``
/// decode the most common constrained fields with the leaf codec and the check called directly.
class ConstrainedCodec<Value>: ValueCodec<Value>, @unchecked Sendable {
    /// The codec that reads and writes the values.
    let wrapped: ValueCodec<Value>
    /// The constraints, as declared (for JSON Schema export).
    let constraints: [JSONModel.Constraint]
    /// The constraints, compiled for `Value`.
    private let check: ConstraintCheck
    /// Whether decoding checks the values; `false` when the wrapped codec checks the document
    /// itself (a `Set`, whose array may repeat elements), leaving `check` to
    /// ``JSONModel/validate()``.
    private let checksDecodedValues: Bool
    /// For a `Double` or `Float` read from a number literal: the longest literal (without
    /// exponent) that is exactly the decimal its value prints as (15 characters for `Double`, 6
    /// for `Float`), past which the literal is checked as written too; `nil` for other values.
    private let exactLiteralLength: Int?

    init(
        wrapping wrapped: ValueCodec<Value>,
        constraints: [JSONModel.Constraint],
        check: ConstraintCheck,
        checksDecodedValues: Bool = true
    ) {
        self.wrapped = wrapped
        self.constraints = constraints
        self.check = check
        self.checksDecodedValues = checksDecodedValues
        self.exactLiteralLength =
            switch wrapped {
            case is DoubleCodec: 15
            case is FloatCodec: 6
            default: nil
            }
        super.init(typeName: wrapped.typeName)
    }

    override var shape: CodecShape { .constrained(wrapped, constraints) }
    override var isOptionalType: Bool { wrapped.isOptionalType }
    override var acceptsNull: Bool { wrapped.acceptsNull }
    override var containsModel: Bool { wrapped.containsModel }
    override var isValidated: Bool { true }

    // MARK: - Checking

    /// Throws the first constraint `value` breaks, unless the options turn checks off.
    @inline(__always)
    private func verify(_ value: UnsafePointer<Value>, in context: DecodingContext) throws(JSONModelError) {
        guard checksDecodedValues, context.options.checksConstraints,
            let violation = check.firstViolation(UnsafeRawPointer(value))
        else {
            return
        }
        throw JSONModelError(violation: violation)
    }

    /// ``verify(_:in:)`` for a value held in a variable.
    @inline(__always)
    private func verify(value: Value, in context: DecodingContext) throws(JSONModelError) {
        guard checksDecodedValues, context.options.checksConstraints, let violation = check.violation(by: value) else {
            return
        }
        throw JSONModelError(violation: violation)
    }

    /// ``verify(_:in:)`` for the `Value?` in `field`, when it holds a value.
    @inline(__always)
    private func verifyOptional(_ field: FieldSlot, in context: DecodingContext) throws(JSONModelError) {
        guard checksDecodedValues, context.options.checksConstraints, let value = field.loadOptional(of: Value.self)
        else { return }
        try verify(value: value, in: context)
    }

    /// Throws the first constraint that the number literal at `index` breaks as written, when
    /// the value decoded from it may differ: a `Double` keeps about 16 digits, so it reads
    /// `0.1000000000000000000001` as 0.1 and `1e-400` as 0, while JSON Schema's `multipleOf`
    /// and bounds judge the number written. (The value was checked already, so that it meets
    /// the constraints too.)
    @inline(__always)
    final func verifyLiteral(at index: Int, in context: DecodingContext) throws(JSONModelError) {
        guard let exactLiteralLength, checksDecodedValues, context.options.checksConstraints,
            context.kind(at: index) == .number, context.storedNumber(at: index) == nil
        else { return }
        let literal = context.rawBytes(at: index)
        if literal.count <= exactLiteralLength, !literal.contains(where: { $0 | 0x20 == UInt8(ascii: "e") }) {
            return
        }
        guard let exact = ExactDecimal(literal: literal) else { return }
        for constraint in constraints {
            if let violation = constraint.violation(byNumber: exact) { throw JSONModelError(violation: violation) }
        }
    }

    override func collectViolations(in value: UnsafeRawPointer, into walk: ValidationWalk) {
        if let violation = check.firstViolation(value) {
            walk.add(JSONModelError(violation: violation))
        }
        wrapped.collectViolations(in: value, into: walk)
    }

    // MARK: - Decoding

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Value {
        let value = try wrapped.decode(at: index, in: context)
        try verify(value: value, in: context)
        try verifyLiteral(at: index, in: context)
        return value
    }

    override func decode(from source: inout ByteSource, in context: DecodingContext) throws(JSONModelError) -> Value {
        // A number's literal is read at its tape index.
        if exactLiteralLength != nil { return try decode(at: source.takeValue(in: context), in: context) }
        let value = try wrapped.decode(from: &source, in: context)
        try verify(value: value, in: context)
        return value
    }

    override func decodeField(into field: FieldSlot, at index: Int, in context: DecodingContext) throws(JSONModelError)
    {
        try wrapped.decodeField(into: field, at: index, in: context)
        try verify(field.borrow(as: Value.self), in: context)
        try verifyLiteral(at: index, in: context)
    }

    override func decodeField(
        into field: FieldSlot,
        from source: inout ByteSource,
        in context: DecodingContext
    ) throws(JSONModelError) {
        if exactLiteralLength != nil {
            try decodeField(into: field, at: source.takeValue(in: context), in: context)
            return
        }
        try wrapped.decodeField(into: field, from: &source, in: context)
        try verify(field.borrow(as: Value.self), in: context)
    }

    override func decodeOptionalField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        try wrapped.decodeOptionalField(into: field, at: index, in: context)
        try verifyOptional(field, in: context)
        try verifyLiteral(at: index, in: context)
    }

    override func decodeOptionalField(
        into field: FieldSlot,
        from source: inout ByteSource,
        in context: DecodingContext
    ) throws(JSONModelError) {
        if exactLiteralLength != nil {
            try decodeOptionalField(into: field, at: source.takeValue(in: context), in: context)
            return
        }
        try wrapped.decodeOptionalField(into: field, from: &source, in: context)
        try verifyOptional(field, in: context)
    }

    // MARK: - Encoding (the wrapped codec's)

    override func encode(
        _ value: Value,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try wrapped.encode(value, to: &writer, in: context)
    }

    override func encodeField(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try wrapped.encodeField(field, key: key, encodesNull: encodesNull, to: &writer, in: context)
    }

    override func encodeOptionalField(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try wrapped.encodeOptionalField(field, key: key, encodesNull: encodesNull, to: &writer, in: context)
    }

    override func encodeMember(
        _ value: Value,
        key: JSONWriter.EncodedKey,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try wrapped.encodeMember(value, key: key, to: &writer, in: context)
    }

    override func encodeArray(
        _ items: UnsafePointer<[Value]>,
        member key: JSONWriter.EncodedKey?,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try wrapped.encodeArray(items, member: key, to: &writer, in: context)
    }

    override func presence(of value: Value) -> MemberPresence {
        wrapped.presence(of: value)
    }
}

extension JSONModelError {
    /// The error for a value that breaks a constraint; the caller adds the path and location.
    init(violation: ConstraintViolation) {
        self.init(code: .constraintViolated, message: violation.message)
        constraint = violation.keyword
    }
}
