/// The ``ConstrainedCodec`` of an `Int` read by ``IntCodec``: the same decoding and the same
/// checks, with the codec and the compiled check called directly instead of through the
/// wrapped codec's table and the check's closure.
///
/// Only the decoding of a value at a tape index (every scalar field of a document, and the
/// elements of arrays) is replaced; the rest is ``ConstrainedCodec``'s.
final class ConstrainedIntCodec: ConstrainedCodec<Int>, @unchecked Sendable {
    /// The codec that reads the values.
    private let leaf: IntCodec
    /// The constraints, compiled for `Int`.
    private let compiled: IntegerConstraintCheck<Int>

    /// Compiles `constraints` for the values `leaf` reads.
    ///
    /// - Throws: ``ConstraintMisuse`` when a constraint cannot apply to `Int`, or is malformed.
    init(wrapping leaf: IntCodec, constraints: [JSONModel.Constraint]) throws(ConstraintMisuse) {
        try ConstraintCompiler.checkWellFormed(constraints)
        let compiled = try IntegerConstraintCheck<Int>(constraints, typeName: leaf.typeName)
        self.leaf = leaf
        self.compiled = compiled
        super.init(wrapping: leaf, constraints: constraints, check: compiled.check)
    }

    /// Throws the first constraint `value` breaks, unless the options turn checks off.
    @inline(__always)
    private func verify(_ value: Int, in context: DecodingContext) throws(JSONModelError) {
        guard context.options.checksConstraints, let violation = compiled.firstViolation(by: value) else { return }
        throw JSONModelError(violation: violation)
    }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Int {
        let value = try leaf.decode(at: index, in: context)
        try verify(value, in: context)
        return value
    }

    override func decodeField(into field: FieldSlot, at index: Int, in context: DecodingContext) throws(JSONModelError)
    {
        // As the leaf's own `decodeField(into:at:in:)`, with its reading inlined.
        let value = try leaf.decode(at: index, in: context)
        field.store(value, as: Int.self)
        try verify(value, in: context)
    }
}

/// The ``ConstrainedCodec`` of a `Double` read by ``DoubleCodec``, with the codec and the
/// compiled check called directly (see ``ConstrainedIntCodec``).
final class ConstrainedDoubleCodec: ConstrainedCodec<Double>, @unchecked Sendable {
    /// The codec that reads the values.
    private let leaf: DoubleCodec
    /// The constraints, compiled for `Double`.
    private let compiled: FloatingPointConstraintCheck<Double>

    /// Compiles `constraints` for the values `leaf` reads.
    ///
    /// - Throws: ``ConstraintMisuse`` when a constraint cannot apply to `Double`, or is malformed.
    init(wrapping leaf: DoubleCodec, constraints: [JSONModel.Constraint]) throws(ConstraintMisuse) {
        try ConstraintCompiler.checkWellFormed(constraints)
        let compiled = try FloatingPointConstraintCheck<Double>(constraints, typeName: leaf.typeName)
        self.leaf = leaf
        self.compiled = compiled
        super.init(wrapping: leaf, constraints: constraints, check: compiled.check)
    }

    /// Throws the first constraint `value` breaks, unless the options turn checks off.
    @inline(__always)
    private func verify(_ value: Double, in context: DecodingContext) throws(JSONModelError) {
        guard context.options.checksConstraints, let violation = compiled.firstViolation(by: value) else { return }
        throw JSONModelError(violation: violation)
    }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Double {
        let value = try leaf.decode(at: index, in: context)
        try verify(value, in: context)
        try verifyLiteral(at: index, in: context)
        return value
    }

    override func decodeField(into field: FieldSlot, at index: Int, in context: DecodingContext) throws(JSONModelError)
    {
        // As the leaf's own `decodeField(into:at:in:)`, with its reading inlined.
        let value = try leaf.decode(at: index, in: context)
        field.store(value, as: Double.self)
        try verify(value, in: context)
        // A literal with more digits than a `Double` keeps is checked as written too.
        try verifyLiteral(at: index, in: context)
    }
}

/// The ``ConstrainedCodec`` of a `String` read by ``StringCodec``, with the codec and the
/// compiled check called directly (see ``ConstrainedIntCodec``); a decoded field is checked
/// where it is stored, without a copy of the string.
final class ConstrainedStringCodec: ConstrainedCodec<String>, @unchecked Sendable {
    /// The codec that reads the values.
    private let leaf: StringCodec
    /// The constraints, compiled for `String` (patterns compiled once).
    private let compiled: StringConstraintCheck

    /// Compiles `constraints` for the values `leaf` reads.
    ///
    /// - Throws: ``ConstraintMisuse`` when a constraint cannot apply to `String`, is malformed,
    ///   or is a pattern that does not compile.
    init(wrapping leaf: StringCodec, constraints: [JSONModel.Constraint]) throws(ConstraintMisuse) {
        try ConstraintCompiler.checkWellFormed(constraints)
        let compiled = try StringConstraintCheck(constraints, typeName: leaf.typeName)
        self.leaf = leaf
        self.compiled = compiled
        super.init(wrapping: leaf, constraints: constraints, check: compiled.check)
    }

    /// Throws the first constraint `text` breaks, unless the options turn checks off.
    @inline(__always)
    private func verify(_ text: String, in context: DecodingContext) throws(JSONModelError) {
        guard context.options.checksConstraints, let violation = compiled.firstViolation(by: text) else { return }
        throw JSONModelError(violation: violation)
    }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> String {
        let text = try leaf.decode(at: index, in: context)
        try verify(text, in: context)
        return text
    }

    override func decodeField(into field: FieldSlot, at index: Int, in context: DecodingContext) throws(JSONModelError)
    {
        // As the leaf's own `decodeField(into:at:in:)`, with its reading inlined; the string is
        // checked where it is stored.
        field.store(try leaf.decode(at: index, in: context), as: String.self)
        try verify(field.borrow(as: String.self).pointee, in: context)
    }
}
