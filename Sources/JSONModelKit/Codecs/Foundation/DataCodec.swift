import Foundation

/// `Data`: a base64 JSON string.
final class DataCodec: ValueCodec<Data>, @unchecked Sendable {
    override var shape: CodecShape { .base64 }
    init() { super.init(typeName: "Data") }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Data {
        guard context.kind(at: index) == .string else { throw mismatch(context, at: index) }
        guard let data = Data(base64Encoded: context.string(at: index)) else {
            throw invalid(context, at: index, "not valid base64")
        }
        return data
    }

    override func encode(_ value: Data, to writer: inout JSONWriter, in context: EncodingContext) {
        writer.string(value.base64EncodedString())
    }
}
