import Testing

@testable import JSONModelKit

private final class HintedProfile: JSONModel {
    var firstName: String? = nil
    var lastName: String? = nil
    @Key("nick") var nickName: String? = nil
    var age = 0
}

private struct HintedStruct: JSONStruct {
    var firstName: String? = nil
}

private final class SwiftNamedProfile: JSONModel {
    var firstName: String? = nil
    override class var keyStyle: KeyStyle { .unchanged }
}

/// DEBUG builds say once per property when a key of another key style was in the JSON while
/// the property kept its default.
@Suite struct KeyStyleHintsTests {
    private func warned(_ name: String) -> Bool {
        KeyStyleHints.warned.withLock { $0.contains(name) }
    }

    @Test func aCamelCaseKeyForASnakeCaseModelIsNamed() throws {
        let profile = try HintedProfile.fromJSONString(
            #"{"firstName": "Ann", "last_name": "B", "nickName": "x", "age": 3}"#
        )
        #expect(profile.firstName == nil)
        #expect(profile.lastName == "B")
        #expect(warned("HintedProfile.firstName"))
        // Present under its own key: nothing to say.
        #expect(!warned("HintedProfile.lastName"))
        // Mapped by hand with @Key: the mapping is meant.
        #expect(!warned("HintedProfile.nickName"))
    }

    @Test func theMessageNamesThePropertyTheKeyAndTheSetting() throws {
        let schema = try SchemaCache.standard.schema(for: HintedProfile.self)
        let property = try #require(schema.properties.first { $0.name == "firstName" })
        let message = KeyStyleHints.message(for: property, in: schema, jsonKey: "firstName")
        #expect(message.contains("HintedProfile.firstName"))
        #expect(message.contains(#"no key "first_name" but has "firstName""#))
        #expect(message.contains("override class var keyStyle: KeyStyle { .unchanged }"))
        #expect(message.contains(#"@Key("firstName")"#))
    }

    @Test func structsAndTheOtherDirectionAreCoveredToo() throws {
        _ = try HintedStruct.fromJSONString(#"{"firstName": "Ann"}"#)
        #expect(warned("HintedStruct.firstName"))
        let schema = try SchemaCache.standard.schema(for: .structType(HintedStruct.self), schemasInProgress: [])
        let property = try #require(schema.properties.first)
        #expect(
            KeyStyleHints.message(for: property, in: schema, jsonKey: "firstName")
                .contains("static var keyStyle: JSONModel.KeyStyle { .unchanged }")
        )
        _ = try SwiftNamedProfile.fromJSONString(#"{"first_name": "Ann"}"#)
        #expect(warned("SwiftNamedProfile.firstName"))
    }
}
