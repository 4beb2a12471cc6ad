import Foundation

/// `String`: JSON strings only; nothing converts silently to a string.
final class StringCodec: ValueCodec<String>, @unchecked Sendable {
    init() { super.init(typeName: "String") }

    // Inlined into this codec's field and array loops.
    @inline(__always)
    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> String {
        guard context.kind(at: index) == .string else { throw mismatch(context, at: index) }
        return context.string(at: index)
    }

    override func decodeField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        field.store(try decode(at: index, in: context), as: String.self)
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

    // Read where the field stores it: a copy of the string costs a retain and a release.
    override func encodeField(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) {
        writer.member(key, string: field.borrow(as: String.self))
    }

    override func encodeOptionalField(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) {
        writeOptionalMember(field, key: key, encodesNull: encodesNull, to: &writer, in: context) { value, writer in
            withUnsafePointer(to: value) { writer.member(key, string: $0) }
        }
    }

    override func encodeArray(
        _ items: UnsafePointer<[String]>,
        member key: JSONWriter.EncodedKey?,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try writeArray(items, member: key, to: &writer, in: context)
    }

    override func encode(_ value: String, to writer: inout JSONWriter, in context: EncodingContext) {
        writer.string(value)
    }

    override func decodeArray(
        at index: Int,
        in context: DecodingContext,
        arrayCodec: AnyValueCodec
    ) throws(JSONModelError) -> [String] {
        try decodeArrayElements(at: index, in: context, arrayCodec: arrayCodec) { element throws(JSONModelError) in
            try decode(at: element.takeValue(in: context), in: context)
        }
    }
}

/// `Bool`: `true`, `false`, and the numbers `0` and `1`.
final class BoolCodec: ValueCodec<Bool>, @unchecked Sendable {
    override var shape: ValueShape { .bool }

    init() { super.init(typeName: "Bool") }

    // Inlined into this codec's field and array loops.
    @inline(__always)
    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Bool {
        switch context.kind(at: index) {
        case .true: return true
        case .false: return false
        case .number:
            let integer =
                context.storedNumber(at: index).map { $0.isStoredInteger ? $0.int64Value : nil }
                ?? JSONNumberParser.int64(context.rawBytes(at: index))
            switch integer {
            case 0?: return false
            case 1?: return true
            default: throw invalid(context, at: index, "only the numbers 0 and 1 are Booleans")
            }
        default: throw mismatch(context, at: index)
        }
    }

    override func decodeField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        field.store(try decode(at: index, in: context), as: Bool.self)
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
    ) {
        writer.member(key, bool: field.load(as: Bool.self))
    }

    override func encodeOptionalField(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) {
        writeOptionalMember(field, key: key, encodesNull: encodesNull, to: &writer, in: context) { value, writer in
            writer.member(key, bool: value)
        }
    }

    override func encodeArray(
        _ items: UnsafePointer<[Bool]>,
        member key: JSONWriter.EncodedKey?,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try writeArray(items, member: key, to: &writer, in: context)
    }

    override func encode(_ value: Bool, to writer: inout JSONWriter, in context: EncodingContext) {
        writer.bool(value)
    }

    override func decodeArray(
        at index: Int,
        in context: DecodingContext,
        arrayCodec: AnyValueCodec
    ) throws(JSONModelError) -> [Bool] {
        try decodeArrayElements(at: index, in: context, arrayCodec: arrayCodec) { element throws(JSONModelError) in
            try decode(at: element.takeValue(in: context), in: context)
        }
    }
}

/// `Double`: any JSON number within the range of `Double`.
final class DoubleCodec: ValueCodec<Double>, @unchecked Sendable {
    override var shape: ValueShape { .number }

    init() { super.init(typeName: "Double") }

    // Inlined into this codec's field and array loops.
    @inline(__always)
    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Double {
        guard context.kind(at: index) == .number else { throw mismatch(context, at: index) }
        let value = context.storedNumber(at: index)?.doubleValue ?? JSONNumberParser.double(context.rawBytes(at: index))
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

/// `Float`: any JSON number within the range of `Float`, correctly rounded from the text.
final class FloatCodec: ValueCodec<Float>, @unchecked Sendable {
    override var shape: ValueShape { .number }

    init() { super.init(typeName: "Float") }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Float {
        guard context.kind(at: index) == .number else { throw mismatch(context, at: index) }
        // A number given as a value is rounded from its `Double`; a literal, from its text.
        let number = context.storedNumber(at: index).map { Float($0.doubleValue) }
        guard let value = number ?? Float(context.numberText(at: index)), value.isFinite else {
            throw invalid(context, at: index, "out of the range of Float")
        }
        return value
    }

    override func encode(
        _ value: Float,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try writer.float(value)
    }
}

/// `Decimal`: a JSON number's exact value, read from its text without going through `Double`.
///
/// A literal a `Decimal` cannot hold exactly is an error, never rounded: a `Decimal` keeps at
/// most 38 significant digits (39 up to 2^128 - 1), and the last of them must have a power of
/// ten from -128 to 127 (``ExactDecimalLiteral/fitsDecimal``). Zeros are not significant
/// digits: `1.000…0` with any number of zeros, and `0e-400`, are exact.
final class DecimalCodec: ValueCodec<Decimal>, @unchecked Sendable {
    override var shape: ValueShape { .number }

    init() { super.init(typeName: "Decimal") }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Decimal {
        guard context.kind(at: index) == .number else { throw mismatch(context, at: index) }
        guard let value = try decimal(at: index, in: context), !value.isNaN else {
            throw invalid(context, at: index, "out of the range of Decimal")
        }
        return value
    }

    /// The literal's exact decimal value; for a number given as a value, its integer or the
    /// shortest decimal form of its `Double` (what `JSONSerialization` would have read).
    ///
    /// - Throws: `invalidValue` for a literal a `Decimal` cannot hold exactly.
    private func decimal(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Decimal? {
        switch context.storedNumber(at: index)?.storage {
        case .signed(let value)?: return Decimal(value)
        case .unsigned(let value)?: return Decimal(value)
        case .double(let value)?, .literalDouble(let value, _)?:
            return value.isFinite ? Decimal(string: "\(value)", locale: nil) : nil
        case .literal(let literal)?:
            // Never stored on a tape (the builder writes its text), but read exactly all the same.
            let exact = literal.text.utf8.withContiguousStorageIfAvailable { ExactDecimalLiteral($0) }
            guard let exact, exact.fitsDecimal else { return nil }
            return Decimal(string: exact.significantText, locale: nil)
        case nil:
            let exact = ExactDecimalLiteral(context.rawBytes(at: index))
            guard exact.fitsDecimal else {
                throw invalid(
                    context,
                    at: index,
                    "a Decimal holds at most 38 significant digits, the last from 10^-128 to 10^127"
                )
            }
            // Its significant digits, not the literal: `Decimal(string:)` has no zero with an
            // exponent beyond its range (`0e-400`) and overflows on long runs of zeros.
            return Decimal(string: exact.significantText, locale: nil)
        }
    }

    override func encode(
        _ value: Decimal,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        guard value.isFinite else {
            throw JSONModelError(code: .invalidValue, message: "cannot encode Decimal NaN as JSON")
        }
        // `Decimal.description` is plain decimal notation ("3.14", "-0.001"), always valid JSON.
        let literal = value.description
        writer.numberLiteral(literal, isInteger: !literal.utf8.contains(UInt8(ascii: ".")))
    }
}
