import Foundation
import JSONModelKit
import Observation
import Testing

@Suite("@Observable models")
struct ObservableTests {
    static let json = #"""
        {"name":"Ann","age":3,"image_url":"https://example.org/a.png","tags":["a","b"],
         "cars":[{"make":"VW","year":1999}],"owner":{"make":"Fiat","year":2001},
         "_secret":"s","cache_key":"k","nickname":"Annie"}
        """#

    @Test func decodesByDeclaredNames() throws {
        let profile = try ObservedProfile.fromJSONString(Self.json)
        #expect(profile.name == "Ann")
        #expect(profile.age == 3)
        #expect(profile.imageURL?.absoluteString == "https://example.org/a.png")
        #expect(profile.tags == ["a", "b"])
        #expect(profile.cars.first?.make == "VW")
        #expect(profile.owner.year == 2001)
        #expect(profile._secret == "s")
        #expect(profile.cacheKey == "k")
        #expect(profile.nickname == "Annie")
    }

    @Test func encodesExactlyAsThePlainTwin() throws {
        let observed = try ObservedProfile.fromJSONString(Self.json)
        let plain = try PlainProfile.fromJSONString(Self.json)
        let options = JSONModel.EncodingOptions(prettyPrinted: false, sortedKeys: true)
        #expect(try observed.toJSONString(options: options) == plain.toJSONString(options: options))
        #expect(try !observed.toJSONString(options: options).contains("_name"))
        #expect(try !observed.toJSONString(options: options).contains("registrar"))
    }

    @Test func missingKeyNamesTheDeclaredProperty() throws {
        let error = try #require(throws: JSONModelError.self) {
            try ObservedProfile.fromJSONString(#"{"age":3}"#)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.property == "name", "\(error)")
        #expect(!error.description.contains("_name"), "\(error)")
    }

    @Test func classLevelCustomizationUsesDeclaredNames() throws {
        let model = try ObservedCustomKeys.fromJSONString(#"{"id":"x"}"#)
        #expect(model.identifier == "x")
        #expect(model.firstName == "")
        #expect(
            try model.toJSONString(options: .init(prettyPrinted: false, sortedKeys: true))
                == #"{"firstName":"","id":"x"}"#
        )
    }

    @Test func polymorphismAndInheritance() throws {
        let animals = try ObservedAnimal.arrayFromJSONString(
            #"[{"kind":"cat","name":"Tom"},{"kind":"dog","name":"Rex","barks":true}]"#
        )
        #expect(animals.count == 2)
        let dog = try #require(animals.last as? ObservedDog)
        #expect(dog.barks)
        #expect(dog.name == "Rex")
        #expect(
            try dog.toJSONString(options: .init(prettyPrinted: false, sortedKeys: true))
                == #"{"barks":true,"kind":"dog","name":"Rex"}"#
        )
    }

    @Test func plainSubclassKeepsItsUnderscoredNames() throws {
        let model = try PlainSubclassOfObserved.fromJSONString(#"{"kind":"k","name":"n","_legacy":4}"#)
        #expect(model._legacy == 4)
        #expect(model.kind == "k")
    }

    @Test func updateAppliesPresentKeys() throws {
        let profile = try ObservedProfile.fromJSONString(Self.json)
        try profile.update(fromJSONString: #"{"name":"x"}"#)
        #expect(profile.name == "x")
        #expect(profile.age == 3)
    }

    @Test func updateNotifiesObserversOfRegisteredPropertiesItChanges() throws {
        let profile = try RegisteredProfile.fromJSONString(#"{"name":"Ann","age":3}"#)
        let nameChanged = Flag()
        let ageChanged = Flag()
        withObservationTracking {
            _ = profile.name
        } onChange: {
            nameChanged.set()
        }
        withObservationTracking {
            _ = profile.age
        } onChange: {
            ageChanged.set()
        }
        try profile.update(fromJSONString: #"{"name":"Bea"}"#)
        #expect(profile.name == "Bea")
        #expect(nameChanged.isSet)
        #expect(!ageChanged.isSet)
    }

    @Test func freshDecodesNeedNothingRegistered() throws {
        let profile = try RegisteredProfile.fromJSONString(#"{"name":"Ann","age":3}"#)
        #expect(profile.name == "Ann")
        #expect(
            try profile.toJSONString(options: .init(prettyPrinted: false, sortedKeys: true))
                == #"{"age":3,"name":"Ann"}"#
        )
    }
}

/// A flag observers set from any thread.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() {
        lock.withLock { value = true }
    }

    var isSet: Bool {
        lock.withLock { value }
    }
}
