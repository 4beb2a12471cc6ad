import Foundation

/// `URL`: a JSON string that `URL(string:)` accepts; written as its absolute string.
final class URLCodec: ValueCodec<URL>, @unchecked Sendable {
    override var shape: CodecShape { .url }
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
