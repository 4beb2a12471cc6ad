import Foundation

/// `UUID`: a JSON string in the 8-4-4-4-12 hexadecimal form; written in uppercase.
final class UUIDCodec: ValueCodec<UUID>, @unchecked Sendable {
    override var shape: CodecShape { .uuid }
    init() { super.init(typeName: "UUID") }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> UUID {
        guard context.kind(at: index) == .string else { throw mismatch(context, at: index) }
        guard let uuid = UUID(uuidString: context.string(at: index)) else {
            throw invalid(context, at: index, "not a UUID like E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        }
        return uuid
    }

    override func encode(_ value: UUID, to writer: inout JSONWriter, in context: EncodingContext) {
        writer.string(value.uuidString)
    }
}
