/// `JSONValue`: any JSON at all; `null` is `.null`.
final class JSONValueCodec: ValueCodec<JSONValue>, @unchecked Sendable {
    override var shape: CodecShape { .any }

    init() { super.init(typeName: "JSONValue") }

    override var acceptsNull: Bool { true }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> JSONValue {
        // `null` without copying the tape (a reference count) into a new value.
        if context.kind(at: index) == .null { return .null }
        return JSONValue(tape: context.tape, at: index)
    }

    override func decodeField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        field.store(try decode(at: index, in: context), as: JSONValue.self)
    }

    override func encode(
        _ value: JSONValue,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try value.writeChecked(to: &writer, sortedKeys: context.options.sortedKeys)
    }
}
