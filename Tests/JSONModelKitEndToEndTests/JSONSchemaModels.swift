import Foundation
import JSONModelKit

// Models for the JSON Schema tests: one of every kind of property, and one per rule of the
// mapping (recursion, inheritance, key paths, hooks, polymorphism, transforms, @Lossy).

enum SchemaSize: String {
    case small
    case medium
    case large
}

enum SchemaLevel: UInt8, CaseIterable {
    case low = 1
    case high = 200
}

final class SchemaCar: JSONModel {
    var make = ""
    var year: Int16 = 0
    var color: String? = nil
}

/// Every scalar, date strategy, collection and optionality.
final class SchemaEverything: JSONModel {
    var string = ""
    var bool = false
    var int = 0
    var int8: Int8 = 0
    var int16: Int16 = 0
    var int32: Int32 = 0
    var int64: Int64 = 0
    var uint: UInt = 0
    var uint8: UInt8 = 0
    var uint16: UInt16 = 0
    var uint32: UInt32 = 0
    var uint64: UInt64 = 0
    var double = 0.0
    var float: Float = 0
    var decimal: Decimal = 0
    var url = URL(fileURLWithPath: "/")
    var uuid = UUID()
    var data = Data()
    var size = SchemaSize.medium
    var level = SchemaLevel.low
    var json: JSONValue = .null
    var date = Date(timeIntervalSince1970: 0)
    @DateOnly var day = Date(timeIntervalSince1970: 0)
    @UnixTime var seconds = Date(timeIntervalSince1970: 0)
    @UnixTimeMilliseconds var milliseconds = Date(timeIntervalSince1970: 0)
    @DateFormat("dd/MM/yyyy") var formatted = Date(timeIntervalSince1970: 0)
    var tags: [String] = []
    var uniqueTags: Set<String> = []
    var scores: [String: Double] = [:]
    var matrix: [[Int]] = []
    var maybe: Int? = nil
    @Optional var nickname = "none"
    var patch: JSONField<Int> = .absent
    @EncodeNull var deletedAt: String? = nil
    var car = SchemaCar()
    var cars: [SchemaCar] = []
    var spare: SchemaCar? = nil
    var createdAt = Date()
}

/// A JSON document `SchemaEverything` decodes, with every key present.
let schemaEverythingDocument = """
    {"string": "s", "bool": true, "int": -5, "int8": -128, "int16": 32767, "int32": 7, "int64": 9223372036854775807,
     "uint": 1, "uint8": 255, "uint16": 65535, "uint32": 4294967295, "uint64": 18446744073709551615,
     "double": 1.5, "float": 2.25, "decimal": 3.1415, "url": "https://example.org/a",
     "uuid": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "data": "YWJj", "size": "large", "level": 200,
     "json": {"any": [1, "thing"]}, "date": "2024-05-01T12:30:00Z", "day": "2024-05-01", "seconds": 1714566600,
     "milliseconds": 1714566600250, "formatted": "01/05/2024", "tags": ["a", "b"], "unique_tags": ["a", "b"],
     "scores": {"x": 1.5}, "matrix": [[1, 2], []], "maybe": 3, "nickname": "Al", "patch": 4,
     "deleted_at": null, "car": {"make": "VW", "year": 2001}, "cars": [{"make": "Fiat", "year": 1999, "color": "red"}],
     "spare": null, "created_at": "2024-05-01T12:30:00Z"}
    """

/// A recursive model.
final class SchemaNode: JSONModel {
    var name = ""
    var children: [SchemaNode] = []
    var parent: SchemaNode? = nil
}

/// Inheritance: a subclass's definition holds the superclass's properties too.
class SchemaAnimal: JSONModel {
    var name = ""
    var legs = 4
}

final class SchemaDog: SchemaAnimal {
    var breed = ""
}

final class SchemaKennel: JSONModel {
    var animals: [SchemaAnimal] = []
    var dogs: [SchemaDog] = []
}

/// Nested key paths.
final class SchemaContact: JSONModel {
    @Key("id") var identifier = ""
    var ownerPhone = ""
    var ownerName: String? = nil
    var addressCity: String? = nil
    var addressStreet: String? = nil
    override class var keyMapping: [String: String] {
        [
            "ownerPhone": "owner.phone", "ownerName": "owner.name", "addressCity": "address.city",
            "addressStreet": "address.street",
        ]
    }
}

/// Descriptions.
final class SchemaDescribed: JSONModel {
    var name = ""
    var car = SchemaCar()
    @DateFormat("yyyy/MM/dd") var birthday = Date(timeIntervalSince1970: 0)
    override class var modelDescription: String? { "A described model." }
    override class var propertyDescriptions: [String: String] {
        ["name": "The full name.", "car": "The car driven most.", "birthday": "The day of birth."]
    }
}

/// Two classes with the same simple name.
enum SchemaGarageA {
    final class Vehicle: JSONModel {
        var wheels = 4
    }
}

enum SchemaGarageB {
    final class Vehicle: JSONModel {
        var sails = 1
    }
}

final class SchemaTwoGarages: JSONModel {
    var first = SchemaGarageA.Vehicle()
    var second = SchemaGarageB.Vehicle()
}

enum SchemaGender: Hashable, Sendable {
    case female
    case male
}

/// The built-in transforms and a closure transform.
final class SchemaTransformed: JSONModel {
    @Transformed(URLTransform()) var homepage = URL(fileURLWithPath: "/")
    @Transformed(RelativeURLTransform(baseURL: URL(fileURLWithPath: "/api/"))) var avatar: URL? = nil
    @Transformed(UUIDTransform()) var token: UUID? = nil
    @Transformed(Base64DataTransform()) var thumbnail = Data()
    @Transformed(BoolStringTransform(trueString: "Y", falseString: "N")) var isAdmin = false
    @Transformed(EnumTransform(["f": SchemaGender.female, "m": .male, "male": .male])) var gender: SchemaGender? = nil
    @Transformed(decode: { json in json.intValue ?? 0 }, encode: { value in .number(JSONNumber(value)) })
    var cents = 0
}

/// A transform that describes itself.
struct CentsTransform: JSONTransform {
    func decode(_ json: JSONValue) throws -> Int {
        guard let text = json.stringValue, text.hasSuffix(" cents"), let cents = Int(text.dropLast(6)) else {
            throw JSONTransformError("expected \"<n> cents\"")
        }
        return cents
    }

    func encode(_ value: Int) throws -> JSONValue {
        .string("\(value) cents")
    }

    var jsonSchema: JSONValue {
        ["type": "string", "pattern": "^-?[0-9]+ cents$"]
    }
}

final class SchemaPrice: JSONModel {
    @Transformed(CentsTransform()) var amount = 0
}

/// `@Lossy` values and collections.
final class SchemaLossy: JSONModel {
    @Lossy var items: [Int] = []
    @Lossy var set: Set<String> = []
    @Lossy var ratings: [String: Int] = [:]
    @Lossy var count = 0
    @Lossy var label: String? = nil
}

/// A class that may decode some properties itself.
final class SchemaHooked: JSONModel {
    var balance = 0
    var name = ""
    override func decodeProperty(_ property: JSONModel.Property, from object: [String: JSONValue]) throws -> Bool {
        guard property.name == "balance" else { return false }
        balance = Int(object["balance_cents"]?.stringValue ?? "") ?? 0
        return true
    }
}

/// Polymorphism: the class picks a subclass from the JSON.
class SchemaShape: JSONModel {
    var kind = ""
    override class func classForDecoding(from object: [String: JSONValue]) -> JSONModel.Type {
        switch object["kind"]?.stringValue {
        case "circle": SchemaCircle.self
        case "square": SchemaSquare.self
        default: self
        }
    }
}

final class SchemaCircle: SchemaShape {
    var radius = 0.0
}

final class SchemaSquare: SchemaShape {
    var side = 0
}

final class SchemaDrawing: JSONModel {
    var shapes: [SchemaShape] = []
}

/// A struct with a nested struct and a model.
struct SchemaPoint: JSONStruct {
    var x = 0.0
    var y = 0.0
    @JSONOptional var label: String? = nil
    static var modelDescription: String? { "A point in the plane." }
    static var propertyDescriptions: [String: String] { ["x": "Horizontal.", "y": "Vertical."] }
}

struct SchemaPath: JSONStruct {
    var points: [SchemaPoint] = []
    var origin = SchemaPoint()
    var car = SchemaCar()
}

/// A bridged Codable type.
struct SchemaGeo: Codable, Equatable {
    var latitude = 0.0
    var longitude = 0.0
}

final class SchemaCodable: JSONModel {
    var location = SchemaGeo()
}
