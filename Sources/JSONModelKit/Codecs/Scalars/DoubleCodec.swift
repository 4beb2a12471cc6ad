import Foundation

/// `Double`: any JSON number within the range of `Double`.
final class DoubleCodec: ValueCodec<Double>, @unchecked Sendable {
    override var shape: CodecShape { .number }

    init() { super.init(typeName: "Double") }

    /// A ``ConstrainedDoubleCodec``: this codec and the compiled check, called directly.
    override func constrained(by constraints: [JSONModel.Constraint]) throws(ConstraintMisuse) -> ValueCodec<Double> {
        guard !constraints.isEmpty else { return self }
        return try ConstrainedDoubleCodec(wrapping: self, constraints: constraints)
    }

    // Inlined into this codec's field and array loops.
    @inline(__always)
    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Double {
        guard context.kind(at: index) == .number else { throw mismatch(context, at: index) }
        // The reader's significand and exponent, else a stored number, else the literal.
        let value =
            context.decimal(at: index).flatMap(JSONNumberParser.double) ?? context.storedNumber(at: index)?.doubleValue
            ?? JSONNumberParser.double(context.rawBytes(at: index))
        guard value.isFinite else { throw invalid(context, at: index, "out of the range of Double") }
        return value
    }

    override func decodeField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        field.store(try decode(at: index, in: context), as: Double.self)
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

    override func encodeField(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try writer.member(key, double: field.load(as: Double.self))
    }

    override func encodeOptionalField(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try writeOptionalMember(field, key: key, encodesNull: encodesNull, to: &writer, in: context) {
            (value, writer) throws(JSONModelError) in
            try writer.member(key, double: value)
        }
    }

    override func encodeArray(
        _ items: UnsafePointer<[Double]>,
        member key: JSONWriter.EncodedKey?,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try writeArray(items, member: key, to: &writer, in: context)
    }

    override func encode(
        _ value: Double,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try writer.double(value)
    }

    override func decodeArray(
        at index: Int,
        in context: DecodingContext,
        arrayCodec: AnyValueCodec
    ) throws(JSONModelError) -> [Double] {
        try decodeArrayElements(at: index, in: context, arrayCodec: arrayCodec) { element throws(JSONModelError) in
            try decode(at: element.takeValue(in: context), in: context)
        }
    }
}
