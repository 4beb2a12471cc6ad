/// A `Codable` stand-in for a JSON value that is always `null`.
///
/// twitter.json's `geo`, `coordinates`, `place` and `contributors` are null in every status.
/// The JSONModel classes hold them as `JSONValue`, which encodes `null`; this type does the same
/// for the Codable structs, so both libraries write the same keys.
struct JSONNull: Codable, Equatable {
    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard container.decodeNil() else {
            throw DecodingError.typeMismatch(
                JSONNull.self,
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected null")
            )
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
