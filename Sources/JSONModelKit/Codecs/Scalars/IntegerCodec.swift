/// Every integer type: JSON numbers whose exact value is an integer in the type's range.
///
/// A literal with a fraction or an exponent counts when its exact decimal value is an integer
/// (`3.0`, `1e2`, `100e-2`, `9007199254740993.0` into `Int64` is 9007199254740993); it is read
/// from its digits (``ExactDecimalLiteral``), never through `Double`, so `0.99999999999999999999`
/// and `1e-400` are not integers and `9.223372036854775808e18` is out of `Int64`'s range.
///
/// Not final: ``IntCodec`` specializes it for `Int`, the most common element type of arrays.
class IntegerCodec<Integer: FixedWidthInteger & Sendable>: ValueCodec<Integer>, @unchecked Sendable {
    override var shape: CodecShape {
        .integer(minimum: .number(JSONNumber(Integer.min)), maximum: .number(JSONNumber(Integer.max)))
    }

    init() { super.init(typeName: String(describing: Integer.self)) }

    // Inlined into this codec's field and array loops.
    @inline(__always)
    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Integer {
        try decodeInteger(at: index, in: context)
    }

    /// The decoding logic, inlined into ``IntCodec`` so that `[Int]` is read by specialized code.
    @inline(__always)
    final func decodeInteger(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Integer {
        guard context.kind(at: index) == .number else { throw mismatch(context, at: index) }
        if context.entries[index].flag, let decimal = context.decimal(at: index) {
            // An integer literal the reader read as it found its end (its exponent is 0).
            // Non-negative: the whole `UInt64` range (for unsigned types); negative: `Int64`'s.
            let exact =
                decimal.isNegative
                ? JSONNumberParser.int64(magnitude: decimal.significand, isNegative: true).flatMap(
                    Integer.init(exactly:)
                )
                : Integer(exactly: decimal.significand)
            guard let exact else { throw outOfRange(context, at: index) }
            return exact
        }
        if let stored = context.storedNumber(at: index) {
            return try integer(from: stored, at: index, in: context)
        }
        let literal = context.rawBytes(at: index)
        if context.entries[index].flag {
            if let value = JSONNumberParser.int64(literal) {
                guard let exact = Integer(exactly: value) else { throw outOfRange(context, at: index) }
                return exact
            }
            if let value = JSONNumberParser.uint64(literal) {
                guard let exact = Integer(exactly: value) else { throw outOfRange(context, at: index) }
                return exact
            }
            throw outOfRange(context, at: index)
        }
        return try integer(fromFractionOrExponent: literal, at: index, in: context)
    }

    /// The integer a literal with a fraction or an exponent holds, from its exact digits.
    ///
    /// Out of line: rare in documents, it stays out of the inlined integer path.
    @inline(never)
    private func integer(
        fromFractionOrExponent literal: UnsafeBufferPointer<UInt8>,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) -> Integer {
        do throws(ExactDecimalLiteral.IntegerFailure) {
            return try ExactDecimalLiteral(literal).exactInteger(as: Integer.self)
        } catch .notInteger {
            throw notInteger(context, at: index)
        } catch {
            throw outOfRange(context, at: index)
        }
    }

    /// The integer a number given as a value holds.
    private func integer(
        from number: JSONNumber,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError)
        -> Integer
    {
        switch number.storage {
        case .signed(let value):
            guard let exact = Integer(exactly: value) else { throw outOfRange(context, at: index) }
            return exact
        case .unsigned(let value):
            guard let exact = Integer(exactly: value) else { throw outOfRange(context, at: index) }
            return exact
        case .double(let value):
            // A `Double` given as a value (`fromDictionary`) is exactly what it holds.
            guard value.isFinite, value == value.rounded(.towardZero) else { throw notInteger(context, at: index) }
            guard let exact = Integer(exactly: value) else { throw outOfRange(context, at: index) }
            return exact
        case .literal(let literal):
            // Never stored on a tape (the builder writes its text), but a number all the same.
            throw literal.isInteger ? outOfRange(context, at: index) : notInteger(context, at: index)
        case .literalDouble(_, let isInteger):
            // A literal's exact value that is not a 64-bit integer: its `Double` may round to
            // one, which must not be taken.
            throw isInteger ? outOfRange(context, at: index) : notInteger(context, at: index)
        }
    }

    private func notInteger(_ context: DecodingContext, at index: Int) -> JSONModelError {
        invalid(context, at: index, "not an integer")
    }

    private func outOfRange(_ context: DecodingContext, at index: Int) -> JSONModelError {
        invalid(context, at: index, "out of range \(Integer.min)...\(Integer.max)")
    }

    override func encode(_ value: Integer, to writer: inout JSONWriter, in context: EncodingContext) {
        writer.integer(value)
    }

    // Reached from the generic field writers through the class's table: the key and the
    // value after one capacity check.
    override func encodeMember(
        _ value: Integer,
        key: JSONWriter.EncodedKey,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) {
        writer.member(key, integer: value)
    }
}

/// `Int` with a specialized array decoder (arrays of `Int` are common: ids, indices).
final class IntCodec: IntegerCodec<Int>, @unchecked Sendable {
    /// A ``ConstrainedIntCodec``: this codec and the compiled check, called directly.
    override func constrained(by constraints: [JSONModel.Constraint]) throws(ConstraintMisuse) -> ValueCodec<Int> {
        guard !constraints.isEmpty else { return self }
        return try ConstrainedIntCodec(wrapping: self, constraints: constraints)
    }

    // Inlined into this codec's field and array loops.
    @inline(__always)
    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Int {
        try decodeInteger(at: index, in: context)
    }

    override func decodeField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        field.store(try decode(at: index, in: context), as: Int.self)
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

    override func encodeArray(
        _ items: UnsafePointer<[Int]>,
        member key: JSONWriter.EncodedKey?,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try writeArray(items, member: key, to: &writer, in: context)
    }

    override func encode(_ value: Int, to writer: inout JSONWriter, in context: EncodingContext) {
        writer.integer(Int64(value))
    }

    override func encodeField(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) {
        writer.member(key, integer: Int64(field.load(as: Int.self)))
    }

    override func encodeOptionalField(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) {
        writeOptionalMember(field, key: key, encodesNull: encodesNull, to: &writer, in: context) { value, writer in
            writer.member(key, integer: Int64(value))
        }
    }

    override func decodeArray(
        at index: Int,
        in context: DecodingContext,
        arrayCodec: AnyValueCodec
    ) throws(JSONModelError) -> [Int] {
        try decodeArrayElements(at: index, in: context, arrayCodec: arrayCodec) { element throws(JSONModelError) in
            try decodeInteger(at: element.takeValue(in: context), in: context)
        }
    }
}
