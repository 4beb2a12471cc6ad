import Foundation
import JSONModelKit
import Testing

/// The schemas, checked by Python's `jsonschema`: valid draft 2020-12 schemas, and in agreement
/// with the decoder and the encoder on hundreds of documents per model.
@Suite(
    "JSON Schema against a real validator",
    .enabled(if: JSONSchemaValidator.pythonIsAvailable, JSONSchemaValidator.skipReason)
)
struct JSONSchemaValidationTests {
    /// Both modes of a model's schema, with `options` otherwise.
    static func schemas(
        of type: JSONModel.Type,
        options: JSONSchemaOptions = JSONSchemaOptions()
    ) throws -> (decoding: JSONValue, encoding: JSONValue) {
        var encoding = options
        encoding.mode = .encoding
        return (try type.jsonSchema(options: options), try type.jsonSchema(options: encoding))
    }

    @Test("every schema the library emits is a valid draft 2020-12 schema")
    func schemasAreValid() throws {
        JSONModel.register(SchemaCircle.self, SchemaSquare.self)
        let models: [JSONModel.Type] = [
            SchemaEverything.self, SchemaCar.self, SchemaNode.self, SchemaKennel.self, SchemaAnimal.self,
            SchemaContact.self, SchemaDescribed.self, SchemaTwoGarages.self, SchemaTransformed.self,
            SchemaPrice.self, SchemaLossy.self, SchemaHooked.self, SchemaShape.self, SchemaDrawing.self,
            SchemaCodable.self, Person.self, Employee.self, AllTypes.self,
        ]
        var schemas: [JSONValue] = []
        for model in models {
            for mode in [JSONSchemaOptions.Mode.decoding, .encoding] {
                for unknownKeys in [JSONModel.DecodingOptions.UnknownKeyPolicy.ignore, .reject] {
                    for includeDefaults in [true, false] {
                        let options = JSONSchemaOptions(
                            mode: mode,
                            unknownKeys: unknownKeys,
                            includeDefaults: includeDefaults
                        )
                        schemas.append(try model.jsonSchema(options: options))
                    }
                }
            }
        }
        let coder = JSONModelCoder(keyStyle: .unchanged, dateStrategy: .millisecondsSince1970)
        for mode in [JSONSchemaOptions.Mode.decoding, .encoding] {
            let options = JSONSchemaOptions(mode: mode)
            schemas += [
                try SchemaPath.jsonSchema(options: options), try SchemaPoint.jsonSchema(options: options),
                try coder.jsonSchema(for: SchemaEverything.self, options: options),
                try coder.jsonSchema(for: [SchemaNode].self, options: options),
                try coder.jsonSchema(for: [Double].self, options: options),
                try coder.jsonSchema(for: [String: [Int8?]].self, options: options),
                try coder.jsonSchema(for: Set<SchemaSize>.self, options: options),
                try coder.jsonSchema(for: JSONValue.self, options: options),
                try coder.jsonSchema(for: Date.self, options: options),
                try coder.jsonSchema(for: SchemaShape.self, options: options),
            ]
        }
        let results = try JSONSchemaValidator.validate(schemas.map { .init(schema: $0, instances: []) })
        for (schema, result) in zip(schemas, results) {
            #expect(
                result.schemaError == nil,
                "\(result.schemaError ?? ""):\n\(schema.jsonString(prettyPrinted: true))"
            )
        }
    }

    @Test("every kind of property: the schemas agree with the decoder and the encoder")
    func everything() throws {
        let (decoding, encoding) = try Self.schemas(of: SchemaEverything.self)
        let counts = try SchemaAgreement().check(
            base: schemaEverythingDocument,
            decodingSchema: decoding,
            encodingSchema: encoding,
            roundTrip: modelRoundTrip(SchemaEverything.self)
        )
        // Enough of both kinds for the check to mean something.
        #expect(counts.accepted > 150)
        #expect(counts.rejected > 800)
    }

    @Test("closed objects: unknown keys fail decoding and validation alike")
    func closedObjects() throws {
        let options = JSONSchemaOptions(unknownKeys: .reject)
        let (decoding, encoding) = try Self.schemas(of: SchemaEverything.self, options: options)
        try SchemaAgreement(options: options).check(
            base: schemaEverythingDocument,
            decodingSchema: decoding,
            encodingSchema: encoding,
            maxDepth: 1,
            roundTrip: modelRoundTrip(SchemaEverything.self, options: .init(unknownKeys: .reject))
        )
        let (contactDecoding, contactEncoding) = try Self.schemas(of: SchemaContact.self, options: options)
        try SchemaAgreement(options: options).check(
            base: #"{"id": "c1", "owner": {"phone": "555", "name": "Ann"}, "address": {"city": "Rome"}}"#,
            decodingSchema: contactDecoding,
            encodingSchema: contactEncoding,
            roundTrip: modelRoundTrip(SchemaContact.self, options: .init(unknownKeys: .reject))
        )
    }

    @Test("key paths, recursion, inheritance, structs, descriptions and shared names agree")
    func structure() throws {
        let cases: [(JSONModel.Type, String, SchemaAgreement.RoundTrip)] = [
            (
                SchemaContact.self, #"{"id": "c1", "owner": {"phone": "555", "name": "Ann"}, "address": null}"#,
                modelRoundTrip(SchemaContact.self)
            ),
            (
                SchemaNode.self,
                #"{"name": "root", "children": [{"name": "a", "children": [{"name": "b", "children": []}]}], "parent": {"name": "p", "children": []}}"#,
                modelRoundTrip(SchemaNode.self)
            ),
            (
                SchemaKennel.self,
                #"{"animals": [{"name": "Tom", "legs": 4}], "dogs": [{"name": "Rex", "legs": 3, "breed": "pug"}]}"#,
                modelRoundTrip(SchemaKennel.self)
            ),
            (
                SchemaDescribed.self, #"{"name": "Ann", "car": {"make": "VW", "year": 1}, "birthday": "2001/02/03"}"#,
                modelRoundTrip(SchemaDescribed.self)
            ),
            (
                SchemaTwoGarages.self, #"{"first": {"wheels": 3}, "second": {"sails": 2}}"#,
                modelRoundTrip(SchemaTwoGarages.self)
            ),
            (
                Employee.self,
                #"{"name": "Ann", "date_of_birth": "1990-04-12", "preferred_bands": ["Muse"], "cars": [{"make": "VW", "year": 2001}], "image_url": "https://example.org/ann.png", "updated_at": "2024-05-01T12:30:00+02:00", "employee_id": 7}"#,
                modelRoundTrip(Employee.self)
            ),
        ]
        for (model, base, roundTrip) in cases {
            let (decoding, encoding) = try Self.schemas(of: model)
            try SchemaAgreement().check(
                base: base,
                decodingSchema: decoding,
                encodingSchema: encoding,
                roundTrip: roundTrip
            )
        }
        try SchemaAgreement().check(
            base:
                #"{"points": [{"x": 1, "y": 2, "label": "a"}], "origin": {"x": 0, "y": 0}, "car": {"make": "VW", "year": 1}}"#,
            decodingSchema: try SchemaPath.jsonSchema(),
            encodingSchema: try SchemaPath.jsonSchema(options: .init(mode: .encoding)),
            roundTrip: structRoundTrip(SchemaPath.self)
        )
    }

    @Test("transforms, @Lossy and Codable values agree")
    func lenientValues() throws {
        let (transformedDecoding, transformedEncoding) = try Self.schemas(of: SchemaTransformed.self)
        try SchemaAgreement().check(
            base:
                #"{"homepage": "https://a.example", "avatar": "/img/1.png", "token": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "thumbnail": "YWJj", "is_admin": "YES", "gender": "male", "cents": 5}"#,
            decodingSchema: transformedDecoding,
            encodingSchema: transformedEncoding,
            extraDocuments: [
                #"{"homepage": "x", "thumbnail": "", "is_admin": true, "cents": "anything", "gender": "f"}"#,
                #"{"homepage": "x", "thumbnail": "", "is_admin": "maybe", "cents": 1}"#,
                #"{"homepage": "x", "thumbnail": "", "is_admin": "N", "cents": 1, "gender": "x"}"#,
            ],
            roundTrip: modelRoundTrip(SchemaTransformed.self)
        )
        let (priceDecoding, priceEncoding) = try Self.schemas(of: SchemaPrice.self)
        try SchemaAgreement().check(
            base: #"{"amount": "12 cents"}"#,
            decodingSchema: priceDecoding,
            encodingSchema: priceEncoding,
            roundTrip: modelRoundTrip(SchemaPrice.self)
        )
        let (lossyDecoding, lossyEncoding) = try Self.schemas(of: SchemaLossy.self)
        let counts = try SchemaAgreement().check(
            base:
                #"{"items": [1, "2", "x"], "set": ["a", "a", 3], "ratings": {"a": 1, "b": "x"}, "count": "12", "label": 5}"#,
            decodingSchema: lossyDecoding,
            encodingSchema: lossyEncoding,
            roundTrip: modelRoundTrip(SchemaLossy.self)
        )
        #expect(counts.accepted > 100)
        let (codableDecoding, codableEncoding) = try Self.schemas(of: SchemaCodable.self)
        try SchemaAgreement(strict: false).check(
            base: #"{"location": {"latitude": 1.5, "longitude": 2}}"#,
            decodingSchema: codableDecoding,
            encodingSchema: codableEncoding,
            roundTrip: modelRoundTrip(SchemaCodable.self)
        )
    }

    @Test("hooks and polymorphism get schemas that stay true")
    func hooksAndPolymorphism() throws {
        JSONModel.register(SchemaCircle.self, SchemaSquare.self)
        let (hookedDecoding, hookedEncoding) = try Self.schemas(of: SchemaHooked.self)
        try SchemaAgreement(strict: false).check(
            base: #"{"balance_cents": "1250", "name": "Ann"}"#,
            decodingSchema: hookedDecoding,
            encodingSchema: hookedEncoding,
            roundTrip: modelRoundTrip(SchemaHooked.self)
        )
        let (drawingDecoding, drawingEncoding) = try Self.schemas(of: SchemaDrawing.self)
        let drawing =
            #"{"shapes": [{"kind": "circle", "radius": 1.5}, {"kind": "square", "side": 2}, {"kind": "blob"}]}"#
        try SchemaAgreement(strict: false).check(
            base: drawing,
            decodingSchema: drawingDecoding,
            encodingSchema: drawingEncoding,
            roundTrip: modelRoundTrip(SchemaDrawing.self)
        )
        // Closed objects too: the anyOf cannot say which subclass the "kind" picks, so a circle
        // missing its radius still passes as a plain shape.
        let closed = JSONSchemaOptions(unknownKeys: .reject)
        let (closedDecoding, closedEncoding) = try Self.schemas(of: SchemaDrawing.self, options: closed)
        try SchemaAgreement(options: closed, strict: false).check(
            base: drawing,
            decodingSchema: closedDecoding,
            encodingSchema: closedEncoding,
            roundTrip: modelRoundTrip(SchemaDrawing.self, options: .init(unknownKeys: .reject))
        )
    }

    @Test("a coder's key style and date strategy, and top-level arrays and values, agree")
    func coderOverrides() throws {
        let coder = JSONModelCoder(keyStyle: .unchanged, dateStrategy: .secondsSince1970)
        let decoding = try coder.jsonSchema(for: SchemaCar.self)
        #expect(decoding["properties"]?["year"] != nil)
        let base = #"{"make": "VW", "year": 1999, "color": null}"#
        try SchemaAgreement().check(
            base: base,
            decodingSchema: decoding,
            encodingSchema: try coder.jsonSchema(for: SchemaCar.self, options: .init(mode: .encoding)),
            roundTrip: { text throws(JSONModelError) in
                [try coder.encodeToJSONString(try coder.decode(SchemaCar.self, fromJSONString: text))]
            }
        )
        let values = try coder.jsonSchema(for: [[Double?]].self)
        let valuesEncoding = try coder.jsonSchema(for: [[Double?]].self, options: .init(mode: .encoding))
        try SchemaAgreement().check(
            base: "[[1.5, null], [], [2]]",
            decodingSchema: values,
            encodingSchema: valuesEncoding,
            roundTrip: { text throws(JSONModelError) in
                [try coder.encodeValueToJSONString(try coder.decodeValue([[Double?]].self, fromJSONString: text))]
            }
        )
    }
}
