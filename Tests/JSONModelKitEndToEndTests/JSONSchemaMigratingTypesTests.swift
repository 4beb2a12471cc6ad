import Foundation
import JSONModelKit
import Testing

/// Every type migrating users bring: keyed dictionaries, raw-value enums of every JSON scalar
/// raw type, Foundation reference types.
final class MTSchemaModel: JSONModel {
    var kinds: [KDKind: KDItem] = [:]
    var levels: [KDLevel: Int] = [:]
    var names: [Int: String] = [:]
    var counts: [UInt8: Bool]? = nil
    var rate = RVRate.one
    var ratio: RVRatio? = nil
    var price = RVPrice.whole
    var power = RVSwitch.off
    var number: NSNumber = 0
    var optionalNumber: NSNumber? = nil
    var decimal: NSDecimalNumber = .zero
    var text: NSString = ""
    var date: NSDate? = nil
    var list: NSArray = []
    var object: NSDictionary? = nil
    @Lossy var lossyKinds: [KDKind: Int] = [:]
}

/// The same kinds of properties in a struct.
struct MTSchemaStruct: JSONStruct {
    var levels: [KDLevel: [Int]] = [:]
    var rates: [RVRate] = []
    var number: NSNumber? = nil
    var list: NSArray? = nil
}

@Suite(
    "JSON Schema of keyed dictionaries, raw-value enums and Foundation types",
    .enabled(if: JSONSchemaValidator.pythonIsAvailable, JSONSchemaValidator.skipReason)
)
struct JSONSchemaMigratingTypesTests {
    static let document = """
        {"kinds":{"a":{"name":"x"}},"levels":{"1":5,"2":6},"names":{"-3":"m","4":"n"},"counts":{"255":true},\
        "rate":0.5,"ratio":0.33,"price":2.675,"power":true,"number":3,"optional_number":1.5,\
        "decimal":0.1,"text":"t","date":"2024-05-01T12:30:00Z","list":[1,"a",null],"object":{"k":[true]},\
        "lossy_kinds":{"a":1,"zz":2}}
        """

    static func property(_ schema: JSONValue, _ key: String) throws -> JSONValue {
        try #require(schema["properties"]?[key], "no property \(key) in \(schema.jsonString())")
    }

    @Test func keyedDictionariesNameTheirKeys() throws {
        let schema = try MTSchemaModel.jsonSchema()
        #expect(try Self.property(schema, "kinds")["propertyNames"] == ["enum": ["a", "b"]])
        #expect(try Self.property(schema, "levels")["propertyNames"] == ["enum": ["1", "2"]])
        #expect(try Self.property(schema, "names")["propertyNames"] == ["pattern": "^(0|-?[1-9][0-9]*)$"])
        // `@Lossy` drops the members whose key is not a `KDKind`: any key may be read.
        #expect(try Self.property(schema, "lossy_kinds")["propertyNames"] == nil)
        let encoding = try MTSchemaModel.jsonSchema(options: .init(mode: .encoding))
        #expect(try Self.property(encoding, "lossy_kinds")["propertyNames"] == ["enum": ["a", "b"]])
    }

    @Test func rawValueEnumsListTheirRawValues() throws {
        let schema = try MTSchemaModel.jsonSchema()
        let rate = try Self.property(schema, "rate")
        #expect(rate["type"] == "number")
        #expect(rate["enum"] == [0.5, 1, 0.1, 1e300])
        #expect(try Self.property(schema, "price")["enum"] == [0.1, 2.675, 3])
        // `Bool` raw values are also read from 0 and 1.
        #expect(try Self.property(schema, "power")["enum"] == [true, false, 0, 1])
        let encoding = try MTSchemaModel.jsonSchema(options: .init(mode: .encoding))
        #expect(try Self.property(encoding, "power")["enum"] == [true, false])
    }

    @Test func foundationTypesHaveTheirJSONTypes() throws {
        let schema = try MTSchemaModel.jsonSchema()
        #expect(try Self.property(schema, "number")["type"] == ["number", "boolean"])
        #expect(try Self.property(schema, "decimal")["type"] == "number")
        #expect(try Self.property(schema, "text")["type"] == "string")
        #expect(try Self.property(schema, "list")["type"] == "array")
        #expect(try Self.property(schema, "date")["anyOf"]?[0]?["format"] == "date-time")
    }

    @Test func theSchemasAgreeWithTheDecoderAndTheEncoder() throws {
        let decoding = try MTSchemaModel.jsonSchema()
        let encoding = try MTSchemaModel.jsonSchema(options: .init(mode: .encoding))
        let counts = try SchemaAgreement().check(
            base: Self.document,
            decodingSchema: decoding,
            encodingSchema: encoding,
            extraDocuments: [
                Self.document.replacingOccurrences(of: #""names":{"-3""#, with: #""names":{"03""#),
                Self.document.replacingOccurrences(of: #""kinds":{"a""#, with: #""kinds":{"c""#),
                Self.document.replacingOccurrences(of: #""rate":0.5"#, with: #""rate":0.25"#),
                Self.document.replacingOccurrences(of: #""number":3"#, with: #""number":false"#),
            ],
            roundTrip: modelRoundTrip(MTSchemaModel.self)
        )
        #expect(counts.accepted > 40)
        #expect(counts.rejected > 40)
    }

    @Test func theStructsSchemasAgreeToo() throws {
        let decoding = try MTSchemaStruct.jsonSchema()
        let encoding = try MTSchemaStruct.jsonSchema(options: .init(mode: .encoding))
        let counts = try SchemaAgreement().check(
            base: #"{"levels":{"1":[1],"2":[]},"rates":[0.1,1],"number":true,"list":[{"a":1}]}"#,
            decodingSchema: decoding,
            encodingSchema: encoding,
            roundTrip: structRoundTrip(MTSchemaStruct.self)
        )
        #expect(counts.accepted > 10)
        #expect(counts.rejected > 10)
    }
}
