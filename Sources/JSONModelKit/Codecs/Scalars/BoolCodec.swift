import Foundation

/// `Bool`: `true`, `false`, and the numbers `0` and `1`.
final class BoolCodec: ValueCodec<Bool>, @unchecked Sendable {
    override var shape: CodecShape { .boolean }

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
