import Foundation
import JSONModelKit
import Testing

// The schemas of array indexes in key paths, shared keys and fallback keys, checked against the
// decoder and the encoder with a real validator.

/// Fallback keys (required and optional), a shared key, and indexed paths (a required one).
final class SchemaKeys: JSONModel {
    @Key("username", "nickname") var name = ""
    @Key("avatar", "picture", "photo") var avatar: String?
    var count = 0
    @Key("count") var total: Int?
    @Key("nested.1.value") var value1: Int?
    @Key("nested.0.value") var value0 = 0
    @Key("tags.0") var firstTag: String?
}

@Suite(
    "JSON Schema of key paths with indexes, shared keys and fallback keys",
    .enabled(if: JSONSchemaValidator.pythonIsAvailable, JSONSchemaValidator.skipReason)
)
struct JSONSchemaKeyTests {
    @Test func theSchemasAgreeWithTheDecoderAndTheEncoder() throws {
        for unknownKeys in [JSONModel.DecodingOptions.UnknownKeyPolicy.ignore, .reject] {
            var options = JSONSchemaOptions(unknownKeys: unknownKeys)
            let decoding = try SchemaKeys.jsonSchema(options: options)
            options.mode = .encoding
            let encoding = try SchemaKeys.jsonSchema(options: options)
            let counts = try SchemaAgreement(options: JSONSchemaOptions(unknownKeys: unknownKeys)).check(
                base:
                    #"{"username": "u", "nickname": "n", "picture": "p", "photo": "q", "count": 2, "nested": [{"value": 1}, {"value": 2}], "tags": ["t"]}"#,
                decodingSchema: decoding,
                encodingSchema: encoding,
                extraDocuments: [
                    #"{"count": 1, "nested": [{"value": 1}]}"#,
                    #"{"nickname": "n", "count": 1, "nested": {"0": {"value": 1}}}"#,
                    #"{"nickname": "n", "username": 5, "count": 1, "nested": [{"value": 1}]}"#,
                    #"{"username": "u", "avatar": 1, "count": 1, "nested": [{"value": 1}, null]}"#,
                    #"{"username": "u", "photo": 1, "count": 1, "nested": [{"value": 1}], "tags": []}"#,
                    #"{"username": "u", "count": 1, "nested": []}"#,
                ],
                roundTrip: modelRoundTrip(SchemaKeys.self, options: .init(unknownKeys: unknownKeys))
            )
            #expect(counts.accepted > 10)
            #expect(counts.rejected > 10)
        }
    }

    @Test func fallbackKeysAreListedAndOneOfThemIsRequired() throws {
        let schema = try SchemaKeys.jsonSchema()
        let properties = try #require(schema.objectValue?["properties"]?.objectValue)
        for key in ["username", "nickname", "avatar", "picture", "photo", "count", "nested", "tags"] {
            #expect(properties[key] != nil, "\(key)")
        }
        let required = schema.objectValue?["required"]?.arrayValue ?? []
        #expect(!required.contains("username"))
        #expect(required.contains("count"))
        let encoding = try SchemaKeys.jsonSchema(options: .init(mode: .encoding))
        let written = try #require(encoding.objectValue?["properties"]?.objectValue)
        #expect(written["nickname"] == nil)
        #expect(written["nested"]?.objectValue?["type"] == "array")
    }
}
