import Foundation

/// `URL`: a JSON string that `URL(string:)` accepts; written as its absolute string.
final class URLCodec: ValueCodec<URL>, @unchecked Sendable {
    init() { super.init(typeName: "URL") }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> URL {
        guard context.kind(at: index) == .string else { throw mismatch(context, at: index) }
        guard let url = URL(string: context.string(at: index)) else {
            throw invalid(context, at: index, "not a valid URL")
        }
        return url
    }

    // Specialized for URL, as the other scalars: the inherited versions look up `URL?`'s type
    // metadata on every call.
    override func decodeField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        field.store(try decode(at: index, in: context), as: URL.self)
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

    override func encode(_ value: URL, to writer: inout JSONWriter, in context: EncodingContext) {
        writer.string(value.absoluteString)
    }
}

/// `UUID`: a JSON string in the 8-4-4-4-12 hexadecimal form; written in uppercase.
final class UUIDCodec: ValueCodec<UUID>, @unchecked Sendable {
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

/// `Data`: a base64 JSON string.
final class DataCodec: ValueCodec<Data>, @unchecked Sendable {
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
