import Foundation

/// `Float`: any JSON number within the range of `Float`, correctly rounded from the text.
final class FloatCodec: ValueCodec<Float>, @unchecked Sendable {
    override var shape: CodecShape { .number }

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
