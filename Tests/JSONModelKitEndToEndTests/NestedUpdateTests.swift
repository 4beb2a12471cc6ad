import Foundation
import JSONModelKit
import Observation
import Testing

// `update(from…)` merges into the nested models and structs a model holds (ObjectMapper's and
// JSONCoder's behaviour): a child keeps its identity and the keys its JSON leaves out.

final class NUAddress: JSONModel {
    var city: String? = nil
    var number: Int? = nil
    @Ignore var didDecodeCalls = 0

    override func didDecode() throws {
        didDecodeCalls += 1
        if number == -1 { throw NUError.badNumber }
    }
}

enum NUError: Error { case badNumber }

struct NUGeo: JSONStruct {
    @JSONOptional var lat = 0.0
    @JSONOptional var lon = 0.0
    @JSONOptional var label = ""
    var owner: NUAddress? = nil
    @JSONIgnore var merges = 0

    mutating func didDecode() {
        merges += 1
    }
}

class NUPerson: JSONModel {
    var name = ""
    var spouse: NUPerson? = nil
    var address = NUAddress()
    @Optional var previous: NUAddress? = nil
    @Key("home.geo") var geo = NUGeo()
    var optionalGeo: NUGeo? = nil
    var friends: [NUPerson] = []

    // Every key may be missing: the samples give only what each test needs.
    override class func propertyIsOptional(_ propertyName: String) -> Bool { true }
}

/// A hook that takes over `address`: its value replaces, it is not merged.
final class NUHooked: NUPerson {
    override func decodeProperty(_ property: JSONModel.Property, from object: [String: JSONValue]) throws -> Bool {
        guard property.name == "address", let city = object["address"]?["city"]?.stringValue else { return false }
        let replacement = NUAddress()
        replacement.city = "hooked \(city)"
        address = replacement
        return true
    }
}

@Observable final class NUObservedChild: JSONModel {
    var city = ""
    var zip = ""

    override class var keyPathProperties: [KeyPathProperty] {
        [KeyPathProperty("city", \NUObservedChild.city), KeyPathProperty("zip", \NUObservedChild.zip)]
    }
}

@Observable final class NUObservedParent: JSONModel {
    var name = ""
    var child = NUObservedChild()

    override class var keyPathProperties: [KeyPathProperty] {
        [KeyPathProperty("name", \NUObservedParent.name), KeyPathProperty("child", \NUObservedParent.child)]
    }
}

/// A nested model at an indexed key path.
final class NUIndexed: JSONModel {
    @Key("places.0") var first = NUAddress()
}

@Suite("Updates merge nested models")
struct NestedUpdateTests {
    static func person() throws -> NUPerson {
        try NUPerson.fromJSONString(
            #"""
            {"name": "Ann", "spouse": {"name": "Bo", "address": {"city": "Rome", "number": 3}},
             "address": {"city": "Oslo", "number": 7}, "home": {"geo": {"lat": 1, "lon": 2, "label": "h"}},
             "optional_geo": {"lat": 5, "lon": 6, "label": "o"}, "friends": [{"name": "Cy"}]}
            """#
        )
    }

    @Test func aNestedModelKeepsItsIdentityAndItsOtherValues() throws {
        let person = try Self.person()
        let spouse = try #require(person.spouse)
        let address = person.address
        try person.update(fromJSONString: #"{"spouse": {"name": "QWERTY"}, "address": {"number": 9}}"#)
        #expect(person.spouse === spouse)
        #expect(spouse.name == "QWERTY")
        #expect(spouse.address.city == "Rome")
        #expect(person.address === address)
        #expect(address.city == "Oslo")
        #expect(address.number == 9)
        #expect(person.name == "Ann")
    }

    @Test func mergingGoesAsDeepAsTheJSON() throws {
        let person = try Self.person()
        let spouseAddress = try #require(person.spouse?.address)
        try person.update(fromDictionary: ["spouse": ["address": ["number": 4]]])
        #expect(person.spouse?.address === spouseAddress)
        #expect(spouseAddress.number == 4)
        #expect(spouseAddress.city == "Rome")
        #expect(person.spouse?.name == "Bo")
    }

    @Test func nullSetsOptionalsToNilAndANilModelIsCreated() throws {
        let person = try Self.person()
        try person.update(fromJSONString: #"{"address": {"city": null}, "spouse": null}"#)
        #expect(person.address.city == nil)
        #expect(person.address.number == 7)
        #expect(person.spouse == nil)
        #expect(person.previous == nil)
        try person.update(fromJSONString: #"{"previous": {"city": "Bergen"}, "spouse": {"name": "Di"}}"#)
        #expect(person.previous?.city == "Bergen")
        #expect(person.spouse?.name == "Di")
    }

    @Test func arraysAreReplaced() throws {
        let person = try Self.person()
        let friend = try #require(person.friends.first)
        try person.update(fromJSONString: #"{"friends": [{"name": "Ed"}]}"#)
        #expect(person.friends.count == 1)
        #expect(person.friends.first !== friend)
        #expect(person.friends.first?.name == "Ed")
        #expect(friend.name == "Cy")
    }

    @Test func structsAreMergedThroughKeyPathsAndOptionals() throws {
        let person = try Self.person()
        #expect(person.geo.merges == 1)
        try person.update(fromJSONString: #"{"home": {"geo": {"label": "new"}}, "optional_geo": {"lat": 8}}"#)
        #expect(person.geo.lat == 1)
        #expect(person.geo.lon == 2)
        #expect(person.geo.label == "new")
        #expect(person.geo.merges == 2)
        #expect(person.optionalGeo?.lat == 8)
        #expect(person.optionalGeo?.lon == 6)
        #expect(person.optionalGeo?.label == "o")
    }

    @Test func aModelInsideAStructIsMergedInPlace() throws {
        let person = try NUPerson.fromJSONString(
            #"{"name": "A", "address": {}, "home": {"geo": {"lat": 1, "lon": 2, "label": "x", "owner": {"city": "C", "number": 1}}}}"#
        )
        let owner = try #require(person.geo.owner)
        try person.update(fromJSONString: #"{"home": {"geo": {"owner": {"number": 2}}}}"#)
        #expect(person.geo.owner === owner)
        #expect(owner.number == 2)
        #expect(owner.city == "C")
        #expect(person.geo.label == "x")
    }

    @Test func didDecodeRunsOnEveryChangedModelNestedFirst() throws {
        let person = try Self.person()
        let address = person.address
        #expect(address.didDecodeCalls == 1)
        try person.update(fromJSONString: #"{"address": {"city": "Bergen"}}"#)
        #expect(address.didDecodeCalls == 2)
    }

    @Test func aFailureAnywhereLeavesTheWholeGraphAsItWas() throws {
        let person = try Self.person()
        let spouse = try #require(person.spouse)
        let options = JSONModel.EncodingOptions(prettyPrinted: false, sortedKeys: true, nilEncoding: .null)
        let before = try person.toJSONString(options: options)
        for json in [
            #"{"spouse": {"name": "Z", "address": {"number": -1}}}"#,
            #"{"spouse": {"name": "Z"}, "address": {"number": "x"}}"#,
            #"{"address": {"city": "Q"}, "home": {"geo": {"lat": "north"}}}"#,
        ] {
            #expect(throws: JSONModelError.self) { try person.update(fromJSONString: json) }
            #expect(try person.toJSONString(options: options) == before)
            #expect(person.spouse === spouse)
        }
    }

    @Test func errorsInsideAMergedModelHaveTheFullPathAndLocation() throws {
        let person = try Self.person()
        let error = try #require(throws: JSONModelError.self) {
            try person.update(fromJSONString: #"{"spouse": {"address": {"number": "x"}}}"#)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "spouse.address.number")
        #expect(error.line == 1)
        #expect(error.column == 35)
    }

    @Test func aHookThatHandlesTheNestedPropertyReplacesIt() throws {
        let person = try NUHooked.fromJSONString(#"{"name": "A", "address": {"city": "X"}}"#)
        let address = person.address
        try person.update(fromJSONString: #"{"address": {"city": "Y"}}"#)
        #expect(person.address !== address)
        #expect(person.address.city == "hooked Y")
    }

    @Test func anObservableChildNotifiesAsItsParentDoes() throws {
        let parent = try NUObservedParent.fromJSONString(#"{"name": "P", "child": {"city": "A", "zip": "1"}}"#)
        let child = parent.child
        let cityChanged = Flag()
        let zipChanged = Flag()
        let nameChanged = Flag()
        withObservationTracking {
            _ = child.city
        } onChange: {
            cityChanged.set()
        }
        withObservationTracking {
            _ = child.zip
        } onChange: {
            zipChanged.set()
        }
        withObservationTracking {
            _ = parent.name
        } onChange: {
            nameChanged.set()
        }
        try parent.update(fromJSONString: #"{"child": {"city": "B"}}"#)
        #expect(parent.child === child)
        #expect(child.city == "B")
        #expect(child.zip == "1")
        #expect(cityChanged.isSet)
        #expect(!zipChanged.isSet)
        #expect(!nameChanged.isSet)
    }

    @Test func aModelAtAnIndexedKeyPathIsMergedInPlace() throws {
        let model = try NUIndexed.fromJSONString(#"{"places": [{"city": "Oslo", "number": 1}]}"#)
        let first = model.first
        try model.update(fromJSONString: #"{"places": [{"number": 2}]}"#)
        #expect(model.first === first)
        #expect(first.number == 2)
        #expect(first.city == "Oslo")
    }
}
