import Foundation
import JSONModelKit
import Testing

// Classes declared in ways JSONModelKit cannot use. Each mistake is a thrown error naming the
// class, the property and the type, on decode and on encode; never a crash.

/// Two properties whose keys collide: both read the key.
final class CollidingKeys: JSONModel {
    var userID = ""
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // The name is the test case: it collides with userID's key.
    var user_id = ""
}

final class CustomCollidingKeys: JSONModel {
    var first = ""
    var second = ""

    override class var keyStyle: KeyStyle { .custom { _ in "same" } }
}

final class ClosureProperty: JSONModel {
    var name = ""
    var callback: () -> Void = {}
}

/// Neither `Codable` nor any other supported type.
struct OpaqueThing {
    var payload = 1
}

final class OpaqueProperty: JSONModel {
    var name = ""
    var thing = OpaqueThing()
}

final class OpaqueArrayProperty: JSONModel {
    var things: [OpaqueThing] = []
}

final class WrongCollectionClass: JSONModel {
    var vehicles: [Vehicle] = []

    override class func classForCollectionProperty(_ propertyName: String) -> JSONModel.Type? {
        propertyName == "vehicles" ? Car.self : nil
    }
}

@Suite("Schema errors")
struct SchemaErrorTests {
    struct SchemaCase: Sendable, CustomTestStringConvertible {
        let model: JSONModel.Type
        let code: JSONModelError.Code
        let property: String
        let mentions: [String]

        var testDescription: String { "\(model).\(property)" }
    }

    static let cases: [SchemaCase] = [
        SchemaCase(
            model: ClosureProperty.self,
            code: .unsupportedType,
            property: "callback",
            mentions: ["ClosureProperty", "callback", "() -> ()"]
        ),
        SchemaCase(
            model: OpaqueProperty.self,
            code: .unsupportedType,
            property: "thing",
            mentions: ["OpaqueProperty", "thing", "OpaqueThing"]
        ),
        SchemaCase(
            model: OpaqueArrayProperty.self,
            code: .unsupportedType,
            property: "things",
            mentions: ["OpaqueArrayProperty", "things", "OpaqueThing"]
        ),
        SchemaCase(
            model: WrongCollectionClass.self,
            code: .schemaError,
            property: "vehicles",
            mentions: ["WrongCollectionClass", "vehicles", "Car", "Vehicle"]
        ),
    ]

    static func check(_ error: JSONModelError, against sample: SchemaCase) {
        #expect(error.code == sample.code, "\(error)")
        #expect(error.modelTypeName == String(describing: sample.model), "\(error)")
        #expect(error.property == sample.property, "\(error)")
        for word in sample.mentions {
            #expect(error.description.contains(word), "\(word) not in: \(error)")
        }
    }

    @Test(arguments: cases)
    func decodingThrows(_ sample: SchemaCase) throws {
        let error = try #require(throws: JSONModelError.self) {
            try sample.model.fromJSONString("{}")
        }
        Self.check(error, against: sample)
    }

    @Test(arguments: cases)
    func encodingThrows(_ sample: SchemaCase) throws {
        let model = sample.model.init()
        let error = try #require(throws: JSONModelError.self) {
            try model.toJSONString()
        }
        Self.check(error, against: sample)
        #expect(throws: JSONModelError.self) { try model.toDictionary() }
        #expect(throws: JSONModelError.self) { try [model].toJSONData() }
    }

    @Test(arguments: cases)
    func errorIsStableOnEveryUse(_ sample: SchemaCase) throws {
        for _ in 0..<3 {
            let error = try #require(throws: JSONModelError.self) {
                try sample.model.arrayFromJSONString("[{}]")
            }
            #expect(error.code == sample.code)
        }
    }

    /// Decoding elements as an unrelated class must be a schema error, not a crash; run in a
    /// child process so a crash fails only this test.
    @Test func unrelatedCollectionClassWithElementsIsAnErrorNotACrash() async {
        await #expect(processExitsWith: .success) {
            do throws(JSONModelError) {
                _ = try WrongCollectionClass.fromJSONString(#"{"vehicles":[{"make":"VW","year":1}]}"#)
            } catch {
                exit(error.code == .schemaError ? EXIT_SUCCESS : 2)
            }
            exit(3)
        }
    }

    @Test func propertiesWhoseKeysCollideBothReadTheKey() throws {
        // Several properties may map one key: decoding fills each, encoding writes it once.
        let model = try CollidingKeys.fromJSONString(#"{"user_id":"x"}"#)
        #expect(model.userID == "x")
        #expect(model.user_id == "x")
        model.user_id = "y"
        #expect(try model.toJSONString(options: .init(prettyPrinted: false)) == #"{"user_id":"x"}"#)
        let custom = try CustomCollidingKeys.fromJSONString(#"{"same":"s"}"#)
        #expect(custom.first == "s" && custom.second == "s")
        #expect(try custom.toJSONString(options: .init(prettyPrinted: false)) == #"{"same":"s"}"#)
    }

    @Test func debugDescriptionOfAnUnusableModelDoesNotCrash() {
        let text = ClosureProperty().debugDescription
        #expect(text.hasPrefix("ClosureProperty"))
    }

    @Test func aModelNestingAnUnusableModelThrows() throws {
        let error = try #require(throws: JSONModelError.self) {
            try HoldsUnusable.fromJSONString(#"{"inner":{}}"#)
        }
        #expect(error.code == .unsupportedType)
        #expect(error.description.contains("callback"), "\(error)")
    }
}

final class HoldsUnusable: JSONModel {
    var inner = ClosureProperty()
}
