import Foundation

/// `String`: JSON strings only; nothing converts silently to a string.
final class StringCodec: ValueCodec<String>, @unchecked Sendable {
    override var shape: CodecShape { .string }
    init() { super.init(typeName: "String") }

    /// A ``ConstrainedStringCodec``: this codec and the compiled check, called directly.
    override func constrained(by constraints: [JSONModel.Constraint]) throws(ConstraintMisuse) -> ValueCodec<String> {
        guard !constraints.isEmpty else { return self }
        return try ConstrainedStringCodec(wrapping: self, constraints: constraints)
    }

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
