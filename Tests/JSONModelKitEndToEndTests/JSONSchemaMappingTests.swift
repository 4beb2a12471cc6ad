import Foundation
import JSONModelKit
import Testing

/// What each kind of property becomes in a JSON Schema (no validator needed).
@Suite("JSON Schema mapping")
struct JSONSchemaMappingTests {
    static let encoding = JSONSchemaOptions(mode: .encoding)

    static func property(_ schema: JSONValue, _ key: String) throws -> JSONValue {
        try #require(schema["properties"]?[key], "no property \(key) in \(schema.jsonString())")
    }

    static func required(_ schema: JSONValue) -> Set<String> {
        Set(schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
    }

    /// A property's schema without its `default` and `description` annotations.
    static func bare(_ schema: JSONValue) -> JSONValue {
        guard case .object(var members) = schema else { return schema }
        members["default"] = nil
        members["description"] = nil
        return .object(members)
    }

    static func nullable(_ schema: JSONValue) -> JSONValue {
        ["anyOf": [schema, ["type": "null"]]]
    }

    @Test("the document: draft 2020-12, the root model inline, one $defs entry per nested model")
    func document() throws {
        let schema = try SchemaEverything.jsonSchema()
        #expect(schema["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["type"] == "object")
        #expect(schema["title"] == "SchemaEverything")
        #expect(schema["$defs"]?.objectValue.map { Set($0.keys) } == ["SchemaCar"])
        #expect(try Self.property(schema, "car") == ["$ref": "#/$defs/SchemaCar"])
        #expect(
            try Self.bare(Self.property(schema, "cars")) == ["type": "array", "items": ["$ref": "#/$defs/SchemaCar"]]
        )
        #expect(try Self.bare(Self.property(schema, "spare")) == Self.nullable(["$ref": "#/$defs/SchemaCar"]))
        #expect(try SchemaEverything.jsonSchema() == schema, "the same on every call")
    }

    @Test("required: the keys whose absence fails the decode")
    func requiredKeys() throws {
        let schema = try SchemaEverything.jsonSchema()
        let optional: Set<String> = ["maybe", "nickname", "patch", "deleted_at", "spare"]
        let all = Set(schema["properties"]?.objectValue?.keys.map { $0 } ?? [])
        #expect(all.count == 38)
        #expect(Self.required(schema) == all.subtracting(optional))
        #expect(Self.required(try Person.jsonSchema()).contains("nickname") == false)
        #expect(Self.required(try #require(schema["$defs"]?["SchemaCar"])) == ["make", "year"])
    }

    @Test(
        "integers have their type's bounds",
        arguments: [
            ("int", "-9223372036854775808", "9223372036854775807"), ("int8", "-128", "127"),
            ("int16", "-32768", "32767"), ("int32", "-2147483648", "2147483647"),
            ("int64", "-9223372036854775808", "9223372036854775807"), ("uint", "0", "18446744073709551615"),
            ("uint8", "0", "255"), ("uint16", "0", "65535"), ("uint32", "0", "4294967295"),
            ("uint64", "0", "18446744073709551615"),
        ]
    )
    func integerBounds(key: String, minimum: String, maximum: String) throws {
        let schema = try Self.property(SchemaEverything.jsonSchema(), key)
        #expect(schema["type"] == "integer")
        #expect(schema["minimum"] == (try JSONValue(parsing: minimum)))
        #expect(schema["maximum"] == (try JSONValue(parsing: maximum)))
    }

    @Test("scalars: strings, numbers, URLs, UUIDs, data, enums and free JSON")
    func scalars() throws {
        let schema = try SchemaEverything.jsonSchema()
        let expected: [(String, JSONValue)] = [
            ("string", ["type": "string"]),
            ("double", ["type": "number"]),
            ("float", ["type": "number"]),
            ("decimal", ["type": "number"]),
            ("url", ["type": "string", "format": "uri"]),
            ("uuid", ["type": "string", "format": "uuid"]),
            ("data", ["type": "string", "contentEncoding": "base64"]),
            ("size", ["type": "string", "enum": ["small", "medium", "large"]]),
            ("level", ["type": "integer", "enum": [1, 200]]),
            ("json", [:]),
        ]
        for (key, value) in expected {
            #expect(try Self.bare(Self.property(schema, key)) == value, "\(key)")
        }
    }

    @Test("Bool also takes 0 and 1 when decoding, and is written as true or false")
    func booleans() throws {
        let decoding = try Self.property(SchemaEverything.jsonSchema(), "bool")
        let encoding = try Self.property(SchemaEverything.jsonSchema(options: Self.encoding), "bool")
        #expect(Self.bare(decoding) == ["anyOf": [["type": "boolean"], ["enum": [0, 1]]]])
        #expect(Self.bare(encoding) == ["type": "boolean"])
        #expect(
            try SchemaEverything.fromJSONString(
                schemaEverythingDocument.replacingOccurrences(of: #""bool": true"#, with: #""bool": 1"#)
            ).bool
        )
    }

    @Test("dates follow their strategy and wrapper, in each mode")
    func dates() throws {
        let decoding = try SchemaEverything.jsonSchema()
        let encoding = try SchemaEverything.jsonSchema(options: Self.encoding)
        let expected: [(String, JSONValue, JSONValue)] = [
            ("date", ["type": "string", "format": "date-time"], ["type": "string", "format": "date-time"]),
            ("day", ["type": "string", "format": "date"], ["type": "string", "format": "date"]),
            ("seconds", ["type": "number"], ["type": "number"]),
            ("milliseconds", ["type": "number"], ["type": "integer"]),
        ]
        for (key, read, written) in expected {
            #expect(try Self.bare(Self.property(decoding, key)) == read, "\(key)")
            #expect(try Self.bare(Self.property(encoding, key)) == written, "\(key)")
        }
        let formatted = try Self.property(decoding, "formatted")
        #expect(formatted["type"] == "string")
        #expect(formatted["description"]?.stringValue?.contains(#""dd/MM/yyyy""#) == true)

        final class Stamps: JSONModel {
            @DateFormat("dd/MM/yyyy", encoding: "yyyy-MM-dd'T'HH:mm") var seen = Date(timeIntervalSince1970: 0)
        }
        let read = try Self.property(Stamps.jsonSchema(), "seen")
        let written = try Self.property(Stamps.jsonSchema(options: Self.encoding), "seen")
        #expect(read["description"]?.stringValue?.contains("dd/MM/yyyy") == true)
        #expect(written["description"]?.stringValue?.contains("yyyy-MM-dd'T'HH:mm") == true)
    }

    @Test("collections: arrays, sets with unique items, dictionaries, nested arrays")
    func collections() throws {
        let decoding = try SchemaEverything.jsonSchema()
        let encoding = try SchemaEverything.jsonSchema(options: Self.encoding)
        let unique: JSONValue = ["type": "array", "items": ["type": "string"], "uniqueItems": true]
        #expect(try Self.bare(Self.property(decoding, "tags")) == ["type": "array", "items": ["type": "string"]])
        // The decoder keeps one of repeated set elements unless told to reject them.
        #expect(
            try Self.bare(Self.property(decoding, "unique_tags")) == ["type": "array", "items": ["type": "string"]]
        )
        #expect(try Self.bare(Self.property(encoding, "unique_tags")) == unique)
        let rejecting = JSONModelCoder(decodingOptions: .init(duplicateSetElements: .reject))
        #expect(try Self.bare(Self.property(rejecting.jsonSchema(for: SchemaEverything.self), "unique_tags")) == unique)
        #expect(
            try Self.bare(Self.property(decoding, "scores")) == [
                "type": "object", "additionalProperties": ["type": "number"],
            ]
        )
        #expect(try Self.property(decoding, "matrix")["items"]?["items"]?["type"] == "integer")
    }

    @Test("optional properties: T?, @Optional, JSONField and @EncodeNull in each mode")
    func optionality() throws {
        let decoding = try SchemaEverything.jsonSchema()
        let encoding = try SchemaEverything.jsonSchema(options: Self.encoding)
        let integer: JSONValue = [
            "type": "integer", "minimum": -9_223_372_036_854_775_808, "maximum": 9_223_372_036_854_775_807,
        ]
        #expect(try Self.bare(Self.property(decoding, "maybe")) == Self.nullable(integer))
        #expect(try Self.bare(Self.property(decoding, "patch")) == Self.nullable(integer))
        // `@Optional` on a String: null keeps the default when decoding; always a string when encoding.
        #expect(try Self.bare(Self.property(decoding, "nickname")) == Self.nullable(["type": "string"]))
        #expect(try Self.bare(Self.property(encoding, "nickname")) == ["type": "string"])
        // Encoding: `nil` is left out (or null), `@EncodeNull` is always written, `.absent` never.
        let written = Self.required(encoding)
        #expect(written.contains("nickname"))
        #expect(written.contains("deleted_at"))
        #expect(!written.contains("maybe"))
        #expect(!written.contains("patch"))
        #expect(!written.contains("spare"))
        #expect(!Self.required(decoding).contains("deleted_at"))
    }

    @Test("defaults: what a fresh init() holds, when it is stable and representable")
    func defaults() throws {
        let schema = try SchemaEverything.jsonSchema()
        let expected: [(String, JSONValue)] = [
            ("string", ""), ("bool", false), ("int", 0), ("size", "medium"), ("level", 1), ("json", nil),
            ("date", "1970-01-01T00:00:00Z"), ("day", "1970-01-01"), ("formatted", "01/01/1970"), ("tags", []),
            ("scores", [:]), ("maybe", nil), ("nickname", "none"), ("cars", []), ("spare", nil), ("url", "file:///"),
        ]
        for (key, value) in expected {
            #expect(try Self.property(schema, key)["default"] == value, "\(key)")
        }
        // UUID() and Date() change on every run; a nested model is a whole object; .absent is no value.
        for key in ["uuid", "created_at", "car", "patch"] {
            #expect(try Self.property(schema, key)["default"] == nil, "\(key)")
        }
        let without = try SchemaEverything.jsonSchema(options: .init(includeDefaults: false))
        #expect(!without.jsonString().contains("\"default\""))
    }

    @Test("descriptions from modelDescription and propertyDescriptions, on classes and structs")
    func descriptions() throws {
        let schema = try SchemaDescribed.jsonSchema()
        #expect(schema["description"] == "A described model.")
        #expect(try Self.property(schema, "name")["description"] == "The full name.")
        #expect(
            try Self.property(schema, "car") == ["$ref": "#/$defs/SchemaCar", "description": "The car driven most."]
        )
        let birthday = try Self.property(schema, "birthday")["description"]?.stringValue ?? ""
        #expect(birthday.hasPrefix("The day of birth.") && birthday.contains("yyyy/MM/dd"))
        let point = try SchemaPoint.jsonSchema()
        #expect(point["description"] == "A point in the plane.")
        #expect(try Self.property(point, "x")["description"] == "Horizontal.")
        #expect(try SchemaPath.jsonSchema()["$defs"]?["SchemaPoint"]?["description"] == "A point in the plane.")
    }

    @Test("recursion: the root refers to itself through $defs")
    func recursion() throws {
        let schema = try SchemaNode.jsonSchema()
        #expect(schema["$ref"] == "#/$defs/SchemaNode")
        let node = try #require(schema["$defs"]?["SchemaNode"])
        #expect(try Self.property(node, "children")["items"] == ["$ref": "#/$defs/SchemaNode"])
        #expect(try Self.bare(Self.property(node, "parent")) == Self.nullable(["$ref": "#/$defs/SchemaNode"]))
    }

    @Test("inheritance: each class's definition has all its properties, superclass first")
    func inheritance() throws {
        let schema = try SchemaKennel.jsonSchema()
        let dog = try #require(schema["$defs"]?["SchemaDog"])
        #expect(Self.required(dog) == ["name", "legs", "breed"])
        #expect(dog["required"] == ["name", "legs", "breed"])
        #expect(Self.required(try #require(schema["$defs"]?["SchemaAnimal"])) == ["name", "legs"])
        #expect(Self.required(try Employee.jsonSchema()).contains("employee_id"))
    }

    @Test("two classes with the same name get distinct definitions")
    func sharedNames() throws {
        let schema = try SchemaTwoGarages.jsonSchema()
        let first = try Self.property(schema, "first")["$ref"]?.stringValue
        let second = try Self.property(schema, "second")["$ref"]?.stringValue
        #expect(first == "#/$defs/Vehicle")
        #expect(second == "#/$defs/SchemaGarageB.Vehicle")
        #expect(schema["$defs"]?["SchemaGarageB.Vehicle"]?["title"] == "Vehicle")
    }

    @Test("key paths become nested objects, required when one of their properties is")
    func keyPaths() throws {
        let schema = try SchemaContact.jsonSchema()
        #expect(Self.required(schema) == ["id", "owner"])
        let owner = try Self.property(schema, "owner")
        #expect(owner["type"] == "object")
        #expect(Self.required(owner) == ["phone"])
        let address = try Self.property(schema, "address")
        #expect(address["anyOf"]?[1] == ["type": "null"], "an optional group may be null or missing")
        #expect(address["anyOf"]?[0]?["properties"]?["city"] != nil)
    }

    @Test("unknownKeys .reject closes every object; a coder that rejects unknown keys does too")
    func closedObjects() throws {
        let closed = try SchemaContact.jsonSchema(options: .init(unknownKeys: .reject))
        #expect(closed["additionalProperties"] == false)
        #expect(try Self.property(closed, "owner")["additionalProperties"] == false)
        #expect(try SchemaContact.jsonSchema()["additionalProperties"] == nil)
        let coder = JSONModelCoder(decodingOptions: .init(unknownKeys: .reject))
        let schema = try coder.jsonSchema(for: SchemaEverything.self)
        #expect(schema["additionalProperties"] == false)
        #expect(schema["$defs"]?["SchemaCar"]?["additionalProperties"] == false)
    }

    @Test("a property a decodeProperty override may handle is any JSON and optional")
    func hooks() throws {
        let schema = try SchemaHooked.jsonSchema()
        #expect(try Self.bare(Self.property(schema, "balance")) == [:])
        #expect(try Self.bare(Self.property(schema, "name")) == [:])
        #expect(schema["required"] == nil)
        // No encodeProperty override: encoding is exact.
        let encoding = try SchemaHooked.jsonSchema(options: Self.encoding)
        #expect(try Self.property(encoding, "name")["type"] == "string")

        var coder = JSONModelCoder()
        coder.encodeHook = { _, _, _ in false }
        let hooked = try coder.jsonSchema(for: SchemaCar.self, options: .init(mode: .encoding, unknownKeys: .reject))
        #expect(try Self.bare(Self.property(hooked, "make")) == [:])
        #expect(hooked["additionalProperties"] == nil, "an encode hook may write other members")
        #expect(try coder.jsonSchema(for: SchemaCar.self)["required"] == ["make", "year"], "decoding is not hooked")
    }

    @Test("a class that picks its subclass is anyOf the known classes, or any object")
    func polymorphism() throws {
        final class Blob: JSONModel {
            var shapes: [Unknown] = []
            class Unknown: JSONModel {
                override class func classForDecoding(from object: [String: JSONValue]) -> JSONModel.Type { self }
            }
        }
        let unknown = try Self.property(Blob.jsonSchema(), "shapes")["items"]
        #expect(unknown?["type"] == "object")
        #expect(unknown?["$ref"] == nil)

        JSONModel.register(SchemaCircle.self, SchemaSquare.self)
        let schema = try SchemaDrawing.jsonSchema()
        #expect(
            try Self.property(schema, "shapes")["items"] == [
                "anyOf": [
                    ["$ref": "#/$defs/SchemaShape"], ["$ref": "#/$defs/SchemaCircle"], ["$ref": "#/$defs/SchemaSquare"],
                ]
            ]
        )
        #expect(Self.required(try #require(schema["$defs"]?["SchemaCircle"])) == ["kind", "radius"])
        let root = try SchemaShape.jsonSchema()
        #expect(root["anyOf"]?.arrayValue?.count == 3)
        #expect(root["$defs"]?["SchemaShape"] != nil)
    }

    @Test("transforms describe themselves; a closure transform is any JSON")
    func transforms() throws {
        let schema = try SchemaTransformed.jsonSchema()
        let encoding = try SchemaTransformed.jsonSchema(options: Self.encoding)
        #expect(
            try Self.bare(Self.property(schema, "homepage")) == ["type": "string", "format": "uri", "minLength": 1]
        )
        #expect(
            try Self.bare(Self.property(schema, "avatar"))
                == Self.nullable(["type": "string", "format": "uri-reference"])
        )
        #expect(try Self.bare(Self.property(schema, "token")) == Self.nullable(["type": "string", "format": "uuid"]))
        #expect(try Self.bare(Self.property(schema, "thumbnail")) == ["type": "string", "contentEncoding": "base64"])
        #expect(try Self.bare(Self.property(encoding, "is_admin")) == ["type": "string", "enum": ["Y", "N"]])
        let isAdmin = try Self.property(schema, "is_admin")
        #expect(isAdmin["anyOf"]?[0] == ["type": "boolean"])
        #expect(isAdmin["anyOf"]?[1]?["enum"]?.arrayValue?.contains("YES") == true)
        #expect(try Self.bare(Self.property(schema, "gender")) == Self.nullable(["enum": ["f", "m", "male"]]))
        #expect(try Self.bare(Self.property(encoding, "gender")) == Self.nullable(["enum": ["f", "m"]]))
        #expect(try Self.bare(Self.property(schema, "cents")) == [:])
        #expect(try Self.bare(Self.property(SchemaPrice.jsonSchema(), "amount")) == CentsTransform().jsonSchema)
        #expect(JSONClosureTransform<Int>(decode: { _ in 0 }, encode: { _ in 0 }).jsonSchema == [:])
        #expect(BoolStringTransform().jsonSchema["anyOf"]?[0] == ["type": "boolean"])
    }

    @Test("@Lossy accepts anything the decoder accepts, and is exact when encoding")
    func lossy() throws {
        let decoding = try SchemaLossy.jsonSchema()
        let encoding = try SchemaLossy.jsonSchema(options: Self.encoding)
        for key in ["items", "set", "ratings", "count", "label"] {
            #expect(try Self.bare(Self.property(decoding, key)) == [:], "\(key)")
        }
        #expect(Self.required(decoding) == ["items", "set", "ratings", "count"], "a missing key is still an error")
        #expect(
            try Self.bare(Self.property(encoding, "set")) == [
                "type": "array", "items": ["type": "string"], "uniqueItems": true,
            ]
        )
        #expect(try Self.bare(Self.property(encoding, "count"))["type"] == "integer")
    }

    @Test("a coder's key style and date strategy, and any mapped type")
    func coder() throws {
        let coder = JSONModelCoder(keyStyle: .unchanged, dateStrategy: .secondsSince1970)
        let schema = try coder.jsonSchema(for: SchemaEverything.self)
        #expect(schema["properties"]?["uniqueTags"] != nil)
        #expect(schema["properties"]?["unique_tags"] == nil)
        #expect(try Self.bare(Self.property(schema, "date")) == ["type": "number"])
        #expect(try Self.bare(Self.property(schema, "day"))["format"] == "date", "a wrapper still wins")

        let array = try coder.jsonSchema(for: [SchemaCar].self)
        #expect(array["type"] == "array")
        #expect(array["items"] == ["$ref": "#/$defs/SchemaCar"])
        #expect(array["$defs"]?["SchemaCar"]?["properties"]?["make"] != nil)
        #expect(
            try JSONModelCoder().jsonSchema(for: Int8.self) == [
                "$schema": "https://json-schema.org/draft/2020-12/schema", "type": "integer", "minimum": -128,
                "maximum": 127,
            ]
        )
        #expect(
            try JSONModelCoder().jsonSchema(for: JSONValue.self) == [
                "$schema": "https://json-schema.org/draft/2020-12/schema"
            ]
        )
    }

    @Test("a type the library cannot map is an unsupportedType error, as for decoding")
    func unsupported() throws {
        final class Broken: JSONModel {
            var callback: @Sendable () -> Void = {}
        }
        let error = try #require(throws: JSONModelError.self) { try Broken.jsonSchema() }
        #expect(error.code == .unsupportedType)
        #expect(error.property == "callback")
    }
}
