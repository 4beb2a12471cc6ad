import Foundation
import JSONModelKit
import Testing

// `keyMapping` and `@Key`: custom JSON keys and dotted paths into nested objects.

/// Two properties that share the nested object `owner`, and one mapped to a plain key.
final class KMContact: JSONModel {
    var identifier = ""
    var ownerPhone = ""
    var ownerName: String? = nil
    var nickname: String? = nil

    override class var keyMapping: [String: String] {
        ["identifier": "id", "ownerPhone": "owner.phone", "ownerName": "owner.name"]
    }
}

/// Every property in the nested object is optional.
final class KMOptionalOwner: JSONModel {
    var ownerPhone: String? = nil
    var ownerName: String? = nil

    override class var keyMapping: [String: String] {
        ["ownerPhone": "owner.phone", "ownerName": "owner.name"]
    }
}

/// Paths three levels deep, sharing the levels above them.
final class KMDeepPaths: JSONModel {
    var cityName = ""
    var cityZip = ""
    var street = ""
    var value = 0

    override class var keyMapping: [String: String] {
        ["cityName": "address.city.name", "cityZip": "address.city.zip", "street": "address.street", "value": "a.b.c"]
    }
}

/// A model property, and a property of another type, at nested paths.
final class KMNestedValues: JSONModel {
    var primaryCar: Car? = nil
    var carCount = 0

    override class var keyMapping: [String: String] {
        ["primaryCar": "garage.primary", "carCount": "garage.count"]
    }
}

/// `$` prefixes (stripped on both sides) and backslash escapes (kept literally).
final class KMEscapedKeys: JSONModel {
    var identifier = ""
    var reference = ""
    var dotted = ""
    var price = 0

    override class var keyMapping: [String: String] {
        ["$identifier": "$id", "reference": "\\$ref", "dotted": "a\\.b", "$price": "$cost.amount"]
    }
}

/// `@Key` on its own, with a dotted path, and against a `keyMapping` entry it must win over.
final class KMKeyed: JSONModel {
    @Key("id") var identifier = ""
    @Key("profile.display_name") var displayName = ""
    @Key("profile.age") var age: Int?
    var email = ""

    override class var keyMapping: [String: String] {
        ["identifier": "ident", "email": "contact.mail"]
    }
}

class KMBase: JSONModel {
    var identifier = ""

    override class var keyMapping: [String: String] {
        ["identifier": "id"]
    }
}

final class KMDerived: KMBase {
    var ownerPhone = ""

    override class var keyMapping: [String: String] {
        super.keyMapping.merging(["ownerPhone": "owner.phone"]) { _, subclass in subclass }
    }
}

struct KMPlace: JSONStruct {
    var identifier = ""
    var latitude = 0.0
    var longitude = 0.0
    @Key("meta.label") var label = ""

    static var keyMapping: [String: String] {
        ["identifier": "id", "latitude": "position.lat", "longitude": "position.lng"]
    }
}

// Mistakes in key mappings: each is a schema error.

final class KMMapsUnknownProperty: JSONModel {
    var name = ""

    override class var keyMapping: [String: String] {
        ["nmae": "name_text"]
    }
}

/// Not a mistake: several properties may map one key, and each reads it.
final class KMMapsTwoPropertiesToOneKey: JSONModel {
    var first = ""
    var second = ""

    override class var keyMapping: [String: String] {
        ["first": "same", "second": "same"]
    }
}

/// Not a mistake: `identifier` reads `id` as the property `id` does.
final class KMMapsOntoAnotherPropertysKey: JSONModel {
    var identifier = ""
    var id = ""

    override class var keyMapping: [String: String] {
        ["identifier": "id"]
    }
}

final class KMMapsValueAndObjectToOneKey: JSONModel {
    var owner = ""
    var ownerPhone = ""

    override class var keyMapping: [String: String] {
        ["ownerPhone": "owner.phone"]
    }
}

/// The nested path declared before the plain key it collides with.
final class KMMapsObjectThenValue: JSONModel {
    var ownerPhone = ""
    var owner = ""

    override class var keyMapping: [String: String] {
        ["ownerPhone": "owner.phone"]
    }
}

/// Not a mistake: both properties read `owner.phone`.
final class KMMapsTwoPropertiesToOneNestedKey: JSONModel {
    var first = ""
    var second = ""

    override class var keyMapping: [String: String] {
        ["first": "owner.phone", "second": "owner.phone"]
    }
}

final class KMEmptyMiddleSegment: JSONModel {
    var value = ""

    override class var keyMapping: [String: String] {
        ["value": "a..b"]
    }
}

final class KMEmptyLastSegment: JSONModel {
    var value = ""

    override class var keyMapping: [String: String] {
        ["value": "a."]
    }
}

final class KMEmptyFirstSegment: JSONModel {
    var value = ""

    override class var keyMapping: [String: String] {
        ["value": ".a"]
    }
}

final class KMEmptyKeyAnnotation: JSONModel {
    @Key("owner..phone") var value = ""
}

final class KMEmptyKey: JSONModel {
    @Key("") var value = ""
}

final class KMOnlyDollarKey: JSONModel {
    var value = ""

    override class var keyMapping: [String: String] {
        ["value": "$"]
    }
}

/// A value that cannot be encoded (NaN), at a nested path.
final class KMNestedNumber: JSONModel {
    var ratio = 0.0

    override class var keyMapping: [String: String] {
        ["ratio": "stats.ratio"]
    }
}

@Suite("Key mapping")
struct KeyMappingTests {
    static let contactJSON = #"{"id":"7","owner":{"phone":"555-0100","name":"Ann"},"nickname":"Annie"}"#

    // MARK: Decoding and encoding

    @Test func decodesMappedAndNestedKeys() throws {
        let contact = try KMContact.fromJSONString(Self.contactJSON)
        #expect(contact.identifier == "7")
        #expect(contact.ownerPhone == "555-0100")
        #expect(contact.ownerName == "Ann")
        #expect(contact.nickname == "Annie")
    }

    @Test func encodesMappedAndNestedKeysInDeclarationOrder() throws {
        let contact = KMContact()
        contact.identifier = "7"
        contact.ownerPhone = "555-0100"
        contact.ownerName = "Ann"
        contact.nickname = "Annie"
        #expect(try contact.toJSONString(options: compact) == Self.contactJSON)
    }

    @Test func roundTripKeepsTheExactText() throws {
        let contact = try KMContact.fromJSONString(Self.contactJSON)
        let text = try contact.toJSONString(options: compact)
        #expect(text == Self.contactJSON)
        let again = try KMContact.fromJSONString(text)
        #expect(again.identifier == contact.identifier)
        #expect(again.ownerPhone == contact.ownerPhone)
        #expect(again.ownerName == contact.ownerName)
        #expect(again.nickname == contact.nickname)
    }

    @Test func mappedKeyReplacesTheKeyStyle() throws {
        let error = try #require(throws: JSONModelError.self) {
            try KMContact.fromJSONString(#"{"identifier":"7","owner_phone":"555-0100"}"#)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "id")
    }

    @Test func nestedMembersMayComeInAnyOrder() throws {
        let contact = try KMContact.fromJSONString(#"{"owner":{"name":"Ann","phone":"555-0100"},"id":"7"}"#)
        #expect(contact.ownerPhone == "555-0100")
        #expect(contact.ownerName == "Ann")
        #expect(contact.identifier == "7")
    }

    @Test func otherMembersOfTheNestedObjectAreIgnoredByDefault() throws {
        let contact = try KMContact.fromJSONString(
            #"{"id":"7","owner":{"phone":"555-0100","fax":"555-0199","extra":{"a":[1]}}}"#
        )
        #expect(contact.ownerPhone == "555-0100")
        #expect(contact.ownerName == nil)
    }

    @Test func deeperPathsShareTheirParents() throws {
        let json = #"{"address":{"city":{"name":"Oslo","zip":"0150"},"street":"Karl Johans gate"},"a":{"b":{"c":42}}}"#
        let model = try KMDeepPaths.fromJSONString(json)
        #expect(model.cityName == "Oslo")
        #expect(model.cityZip == "0150")
        #expect(model.street == "Karl Johans gate")
        #expect(model.value == 42)
        #expect(try model.toJSONString(options: compact) == json)
    }

    @Test func missingDeepKeyNamesTheWholePath() throws {
        let error = try #require(throws: JSONModelError.self) {
            try KMDeepPaths.fromJSONString(#"{"address":{"city":{"name":"Oslo"},"street":"S"},"a":{"b":{"c":1}}}"#)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "address.city.zip")
        #expect(error.pathComponents == [.key("address"), .key("city"), .key("zip")])
        #expect(error.property == "cityZip")
    }

    @Test func wrongTypeDeepValueNamesTheWholePath() throws {
        let error = try #require(throws: JSONModelError.self) {
            try KMDeepPaths.fromJSONString(
                #"{"address":{"city":{"name":"Oslo","zip":"0150"},"street":"S"},"a":{"b":{"c":"42"}}}"#
            )
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "a.b.c")
        #expect(error.property == "value")
    }

    @Test func modelAndScalarAtNestedPaths() throws {
        let json = #"{"garage":{"primary":{"make":"VW","year":2001},"count":2}}"#
        let model = try KMNestedValues.fromJSONString(json)
        let car = try #require(model.primaryCar)
        #expect(car.make == "VW")
        #expect(car.year == 2001)
        #expect(model.carCount == 2)
        #expect(try model.toJSONString(options: compact) == json)
    }

    @Test func errorInsideAModelAtANestedPath() throws {
        let error = try #require(throws: JSONModelError.self) {
            try KMNestedValues.fromJSONString(#"{"garage":{"primary":{"make":"VW","year":"old"},"count":2}}"#)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "garage.primary.year")
        #expect(error.modelType == Car.self)
    }

    // MARK: Missing, null and wrong nested objects

    @Test(arguments: [
        #"{"id":"7","owner":{"name":"Ann"}}"#,
        #"{"id":"7","owner":{}}"#,
        #"{"id":"7"}"#,
        #"{"id":"7","owner":null}"#,
    ])
    func missingNestedRequiredKeyIsKeyNotFound(json: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try KMContact.fromJSONString(json)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "owner.phone")
        #expect(error.pathComponents == [.key("owner"), .key("phone")])
        #expect(error.modelType == KMContact.self)
        #expect(error.property == "ownerPhone")
    }

    @Test func wrongTypeNestedValueNamesTheNestedPath() throws {
        let error = try #require(throws: JSONModelError.self) {
            try KMContact.fromJSONString(#"{"id":"7","owner":{"phone":5550100}}"#)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "owner.phone")
        #expect(error.modelType == KMContact.self)
        #expect(error.property == "ownerPhone")
        #expect(error.description.hasPrefix("KMContact.owner.phone (line 1, column 28): "), "\(error)")
    }

    @Test(arguments: [#"{"owner":null}"#, "{}", #"{"owner":{}}"#])
    func nullOrMissingNestedObjectLeavesOptionalPropertiesNil(json: String) throws {
        let model = try KMOptionalOwner.fromJSONString(json)
        #expect(model.ownerPhone == nil)
        #expect(model.ownerName == nil)
    }

    @Test(arguments: ["5", #""owner""#, "true", #"["555"]"#])
    func nestedObjectOfTheWrongKindIsATypeMismatch(owner: String) throws {
        for model in [KMContact.self, KMOptionalOwner.self] as [JSONModel.Type] {
            let error = try #require(throws: JSONModelError.self) {
                try model.fromJSONString("{\"id\":\"7\",\"owner\":\(owner)}")
            }
            #expect(error.code == .typeMismatch, "\(model)")
            #expect(error.path == "owner", "\(model)")
        }
    }

    // MARK: Encoding nested groups

    @Test func allNilNestedGroupIsLeftOut() throws {
        #expect(try KMOptionalOwner().toJSONString(options: compact) == "{}")
    }

    @Test func partlyNilNestedGroupWritesWhatItHas() throws {
        let model = KMOptionalOwner()
        model.ownerName = "Ann"
        #expect(try model.toJSONString(options: compact) == #"{"owner":{"name":"Ann"}}"#)
    }

    @Test func allNilNestedGroupIsWrittenWithNullEncoding() throws {
        let options = JSONModel.EncodingOptions(prettyPrinted: false, nilEncoding: .null)
        #expect(try KMOptionalOwner().toJSONString(options: options) == #"{"owner":{"phone":null,"name":null}}"#)
    }

    @Test func sortedKeysSortsInsideNestedGroups() throws {
        let contact = try KMContact.fromJSONString(Self.contactJSON)
        let options = JSONModel.EncodingOptions(prettyPrinted: false, sortedKeys: true)
        #expect(
            try contact.toJSONString(options: options)
                == #"{"id":"7","nickname":"Annie","owner":{"name":"Ann","phone":"555-0100"}}"#
        )

        let deep = try KMDeepPaths.fromJSONString(
            #"{"address":{"city":{"name":"Oslo","zip":"0150"},"street":"S"},"a":{"b":{"c":1}}}"#
        )
        #expect(
            try deep.toJSONString(options: options)
                == #"{"a":{"b":{"c":1}},"address":{"city":{"name":"Oslo","zip":"0150"},"street":"S"}}"#
        )
    }

    @Test func prettyPrintedNestedGroup() throws {
        let model = KMOptionalOwner()
        model.ownerPhone = "1"
        let text = try model.toJSONString(options: JSONModel.EncodingOptions(prettyPrinted: true))
        #expect(text == "{\n  \"owner\": {\n    \"phone\": \"1\"\n  }\n}")
    }

    @Test func encodingErrorNamesTheNestedPath() throws {
        let model = KMNestedNumber()
        model.ratio = .nan
        let error = try #require(throws: JSONModelError.self) {
            try model.toJSONString()
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == "stats.ratio")
        #expect(error.property == "ratio")
    }

    @Test func toDictionaryNestsTheGroups() throws {
        let contact = try KMContact.fromJSONString(Self.contactJSON)
        let dictionary = try contact.toDictionary()
        let owner = try #require(dictionary["owner"] as? [String: Any])
        #expect(owner["phone"] as? String == "555-0100")
        #expect(owner["name"] as? String == "Ann")
        #expect(dictionary["id"] as? String == "7")
        #expect(dictionary["owner.phone"] == nil)
    }

    @Test func dictionaryInputReadsNestedPaths() throws {
        let contact = try KMContact.fromDictionary(["id": "7", "owner": ["phone": "555-0100"]])
        #expect(contact.ownerPhone == "555-0100")
        #expect(contact.ownerName == nil)
    }

    // MARK: Codable

    /// A Foundation `Codable` struct holding a model, to reach the model through `JSONDecoder`.
    struct Envelope: Codable {
        var contact: KMContact
    }

    @Test func foundationCodersUseTheNestedPaths() throws {
        let json = "{\"contact\":\(Self.contactJSON)}"
        let envelope = try JSONDecoder().decode(Envelope.self, from: Data(json.utf8))
        #expect(envelope.contact.identifier == "7")
        #expect(envelope.contact.ownerPhone == "555-0100")
        #expect(envelope.contact.ownerName == "Ann")

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(envelope), as: UTF8.self)
        #expect(try parsed(text) == parsed(json))
    }

    @Test func foundationDecoderReportsAMissingNestedKey() throws {
        let json = #"{"contact":{"id":"7","owner":{"name":"Ann"}}}"#
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Envelope.self, from: Data(json.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        let underlying = try #require(context.underlyingError as? JSONModelError)
        #expect(underlying.code == .keyNotFound)
        #expect(underlying.path == "owner.phone")
    }

    // MARK: Options inside nested objects

    @Test func unknownKeyInsideANestedObjectIsRejected() throws {
        let options = JSONModel.DecodingOptions(unknownKeys: .reject)
        #expect(throws: Never.self) { try KMContact.fromJSONString(Self.contactJSON, options: options) }
        let error = try #require(throws: JSONModelError.self) {
            try KMContact.fromJSONString(#"{"id":"7","owner":{"phone":"555-0100","fax":"555-0199"}}"#, options: options)
        }
        #expect(error.code == .unknownKey)
        #expect(error.path == "owner.fax")
    }

    @Test func unknownKeyDeepInsideIsRejected() throws {
        let options = JSONModel.DecodingOptions(unknownKeys: .reject)
        let error = try #require(throws: JSONModelError.self) {
            try KMDeepPaths.fromJSONString(
                #"{"address":{"city":{"name":"Oslo","zip":"0150","country":"NO"},"street":"S"},"a":{"b":{"c":1}}}"#,
                options: options
            )
        }
        #expect(error.code == .unknownKey)
        #expect(error.path == "address.city.country")
    }

    @Test func duplicateKeyInsideANestedObjectIsRejected() throws {
        let error = try #require(throws: JSONModelError.self) {
            try KMContact.fromJSONString(#"{"id":"7","owner":{"phone":"1","phone":"2"}}"#)
        }
        #expect(error.code == .duplicateKey)
        #expect(error.path == "owner.phone")
    }

    @Test func duplicateNestedObjectIsRejected() throws {
        let error = try #require(throws: JSONModelError.self) {
            try KMContact.fromJSONString(#"{"id":"7","owner":{"phone":"1"},"owner":{"name":"Ann"}}"#)
        }
        #expect(error.code == .duplicateKey)
        #expect(error.path == "owner")
    }

    @Test func collectAllErrorsListsEveryNestedFailure() throws {
        let options = JSONModel.DecodingOptions(collectAllErrors: true)
        let error = try #require(throws: JSONModelError.self) {
            try KMDeepPaths.fromJSONString(
                #"{"address":{"city":{"name":1},"street":2},"a":{"b":{"c":"x"}}}"#,
                options: options
            )
        }
        #expect(error.code == .multiple)
        let paths = Set(error.errors.map(\.path))
        #expect(paths == ["address.city.name", "address.city.zip", "address.street", "a.b.c"])
    }

    // MARK: Escapes and `$`

    @Test func dollarPrefixesAreStrippedAndEscapesAreLiteral() throws {
        let json = ##"{"id":"1","$ref":"#/definitions/a","a.b":"dotted","cost":{"amount":9}}"##
        let model = try KMEscapedKeys.fromJSONString(json)
        #expect(model.identifier == "1")
        #expect(model.reference == "#/definitions/a")
        #expect(model.dotted == "dotted")
        #expect(model.price == 9)
        #expect(try model.toJSONString(options: compact) == json)
    }

    @Test func escapedDotIsNotANestedPath() throws {
        let error = try #require(throws: JSONModelError.self) {
            try KMEscapedKeys.fromJSONString(#"{"id":"1","$ref":"r","a":{"b":"nested"},"cost":{"amount":9}}"#)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.pathComponents == [.key("a.b")])
    }

    // MARK: @Key

    @Test func keyAnnotationGivesTheKeyAndDottedPaths() throws {
        let json = #"{"id":"u1","profile":{"display_name":"Ann","age":41},"contact":{"mail":"ann@example.com"}}"#
        let model = try KMKeyed.fromJSONString(json)
        #expect(model.identifier == "u1")
        #expect(model.displayName == "Ann")
        #expect(model.age == 41)
        #expect(model.email == "ann@example.com")
        #expect(try model.toJSONString(options: compact) == json)
    }

    @Test func keyAnnotationWinsOverKeyMapping() throws {
        let error = try #require(throws: JSONModelError.self) {
            try KMKeyed.fromJSONString(#"{"ident":"u1","profile":{"display_name":"Ann"},"contact":{"mail":"m"}}"#)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "id")
        #expect(error.property == "identifier")
    }

    @Test func optionalKeyAnnotationWithoutADefaultIsNil() throws {
        let model = try KMKeyed.fromJSONString(#"{"id":"u1","profile":{"display_name":"Ann"},"contact":{"mail":"m"}}"#)
        #expect(model.age == nil)
        #expect(
            try model.toJSONString(options: compact)
                == #"{"id":"u1","profile":{"display_name":"Ann"},"contact":{"mail":"m"}}"#
        )
    }

    // MARK: Inheritance and structs

    @Test func subclassAddsToTheSuperclassMapping() throws {
        let json = #"{"id":"7","owner":{"phone":"555-0100"}}"#
        let derived = try KMDerived.fromJSONString(json)
        #expect(derived.identifier == "7")
        #expect(derived.ownerPhone == "555-0100")
        #expect(try derived.toJSONString(options: compact) == json)

        let base = try KMBase.fromJSONString(json)
        #expect(base.identifier == "7")
        #expect(try base.toJSONString(options: compact) == #"{"id":"7"}"#)
    }

    @Test func structUsesKeyMappingAndKey() throws {
        let json = #"{"id":"p1","position":{"lat":59.9,"lng":10.75},"meta":{"label":"Oslo"}}"#
        let place = try KMPlace.fromJSONString(json)
        #expect(place.identifier == "p1")
        #expect(place.latitude == 59.9)
        #expect(place.longitude == 10.75)
        #expect(place.label == "Oslo")
        #expect(try place.toJSONString(options: compact) == json)
    }

    @Test func structReportsTheNestedPath() throws {
        let error = try #require(throws: JSONModelError.self) {
            try KMPlace.fromJSONString(#"{"id":"p1","position":{"lat":59.9},"meta":{"label":"Oslo"}}"#)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "position.lng")
    }

    // MARK: Schema errors

    struct MistakeCase: Sendable, CustomTestStringConvertible {
        let model: JSONModel.Type
        /// The property the error may name: either of two conflicting properties.
        let properties: Set<String>
        let mentions: [String]

        var testDescription: String { "\(model)" }
    }

    static let mistakes: [MistakeCase] = [
        MistakeCase(
            model: KMMapsUnknownProperty.self,
            properties: ["nmae"],
            mentions: ["KMMapsUnknownProperty", "nmae"]
        ),
        MistakeCase(
            model: KMMapsValueAndObjectToOneKey.self,
            properties: ["owner", "ownerPhone"],
            mentions: ["owner", "ownerPhone"]
        ),
        MistakeCase(
            model: KMMapsObjectThenValue.self,
            properties: ["owner", "ownerPhone"],
            mentions: ["owner", "ownerPhone"]
        ),
        MistakeCase(model: KMEmptyMiddleSegment.self, properties: ["value"], mentions: ["a..b"]),
        MistakeCase(model: KMEmptyLastSegment.self, properties: ["value"], mentions: ["a."]),
        MistakeCase(model: KMEmptyFirstSegment.self, properties: ["value"], mentions: [".a"]),
        MistakeCase(model: KMEmptyKey.self, properties: ["value"], mentions: ["KMEmptyKey", "value"]),
        MistakeCase(model: KMOnlyDollarKey.self, properties: ["value"], mentions: ["KMOnlyDollarKey", "value"]),
        MistakeCase(model: KMEmptyKeyAnnotation.self, properties: ["value"], mentions: ["owner..phone"]),
    ]

    @Test func propertiesMappedToOneKeyAllReadIt() throws {
        let plain = try KMMapsTwoPropertiesToOneKey.fromJSONString(#"{"same": "s"}"#)
        #expect(plain.first == "s" && plain.second == "s")
        let onto = try KMMapsOntoAnotherPropertysKey.fromJSONString(#"{"id": "i"}"#)
        #expect(onto.identifier == "i" && onto.id == "i")
        #expect(try onto.toJSONString(options: .init(prettyPrinted: false)) == #"{"id":"i"}"#)
        let nested = try KMMapsTwoPropertiesToOneNestedKey.fromJSONString(#"{"owner": {"phone": "p"}}"#)
        #expect(nested.first == "p" && nested.second == "p")
        #expect(try nested.toJSONString(options: .init(prettyPrinted: false)) == #"{"owner":{"phone":"p"}}"#)
    }

    @Test(arguments: mistakes)
    func mappingMistakeIsASchemaErrorOnDecode(_ sample: MistakeCase) throws {
        let error = try #require(throws: JSONModelError.self) {
            try sample.model.fromJSONString("{}")
        }
        #expect(error.code == .schemaError, "\(error)")
        #expect(error.modelTypeName == String(describing: sample.model), "\(error)")
        #expect(sample.properties.contains(error.property ?? ""), "\(error)")
        for word in sample.mentions {
            #expect(error.description.contains(word), "\(word) not in: \(error)")
        }
    }

    @Test(arguments: mistakes)
    func mappingMistakeIsASchemaErrorOnEncode(_ sample: MistakeCase) throws {
        let model = sample.model.init()
        let error = try #require(throws: JSONModelError.self) {
            try model.toJSONString()
        }
        #expect(error.code == .schemaError, "\(error)")
        #expect(error.modelTypeName == String(describing: sample.model), "\(error)")
    }
}
