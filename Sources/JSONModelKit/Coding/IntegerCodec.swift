/// Every integer type: integral JSON numbers in the type's range (`3.0` and `1e2` are integral).
final class IntegerCodec<Integer: FixedWidthInteger & Sendable>: ValueCodec<Integer>, @unchecked Sendable {
    init() { super.init(typeName: String(describing: Integer.self)) }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Integer {
        guard context.kind(at: index) == .number else { throw mismatch(context, at: index) }
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
        let value = JSONNumberParser.double(literal)
        guard value.isFinite, value == value.rounded(.towardZero) else {
            throw invalid(context, at: index, "not an integer")
        }
        guard let exact = Integer(exactly: value) else { throw outOfRange(context, at: index) }
        return exact
    }

    private func outOfRange(_ context: DecodingContext, at index: Int) -> JSONModelError {
        invalid(context, at: index, "out of range \(Integer.min)...\(Integer.max)")
    }

    override func encode(_ value: Integer, to writer: inout JSONWriter, in context: EncodingContext) {
        writer.integer(value)
    }
}
