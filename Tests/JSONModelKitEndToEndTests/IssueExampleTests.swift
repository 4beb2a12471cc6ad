import Foundation
import JSONModelKit
import Testing

/// The example from the issue, verbatim: decode, check every value, encode, round trip.
@Suite("The issue's example")
struct IssueExampleTests {
    @Test func decodesEveryPropertyOfTheExample() throws {
        let employee = try Employee.fromJSONString(Fixture.employeeJSON)

        #expect(employee.name == "Ann")
        #expect(employee.nickname == "Annie")
        #expect(employee.dateOfBirth == Fixture.annBirthday)
        #expect(employee.preferredBands == ["Queen", "Muse"])
        #expect(employee.cars.map(\.make) == ["VW", "BMW"])
        #expect(employee.cars.map(\.year) == [2001, 2010])
        #expect(employee.imageURL == URL(string: "https://example.com/people/ann.png"))
        let updatedAt = try #require(employee.updatedAt)
        #expect(
            abs(updatedAt.timeIntervalSince1970 - (Fixture.mayFirstNoonThirty.timeIntervalSince1970 + 0.25)) < 0.000_5
        )
        #expect(employee.cache.isEmpty)
        #expect(employee.fullName == "Ann")
        #expect(employee.employeeID == 7)
    }

    @Test func decodesThePersonSuperclassAlone() throws {
        let person = try Person.fromJSONString(Fixture.employeeJSON)
        #expect(type(of: person) == Person.self)
        #expect(person.name == "Ann")
        #expect(person.cars.count == 2)
    }

    @Test func encodesSuperclassPropertiesFirstInDeclarationOrder() throws {
        let employee = Employee()
        employee.name = "Ann"
        employee.dateOfBirth = Fixture.annBirthday
        employee.preferredBands = ["Queen"]
        let car = Car()
        car.make = "VW"
        car.year = 2001
        employee.cars = [car]
        employee.updatedAt = Fixture.mayFirstNoonThirty
        employee.employeeID = 7

        let text = try employee.toJSONString(options: compact)

        #expect(
            text
                == #"{"name":"Ann","date_of_birth":"1990-04-12","preferred_bands":["Queen"],"cars":[{"make":"VW","year":2001}],"updated_at":"2024-05-01T12:30:00Z","employee_id":7}"#
        )
    }

    @Test func neitherLetNorComputedNorIgnoredPropertiesAreEncoded() throws {
        let person = Person()
        person.name = "Ann"
        person.cache = ["hits": 3]

        let document = try parsed(try person.toJSONString())
        let keys = Set(try #require(document.objectValue).keys)

        #expect(keys == ["name", "date_of_birth", "preferred_bands", "cars"])
        #expect(!keys.contains("id"))
        #expect(!keys.contains("full_name"))
        #expect(!keys.contains("cache"))
    }

    @Test func neitherLetNorComputedNorIgnoredPropertiesAreRequiredOrDecoded() throws {
        let json = """
            {"name": "Ann", "date_of_birth": "1990-04-12", "preferred_bands": [], "cars": [],
             "id": "00000000-0000-0000-0000-000000000000", "full_name": "Someone Else", "cache": {"a": 1}}
            """
        let person = try Person.fromJSONString(json)

        #expect(person.id.uuidString != "00000000-0000-0000-0000-000000000000")
        #expect(person.fullName == "Ann")
        #expect(person.cache.isEmpty)
    }

    @Test func roundTripsThroughJSONText() throws {
        let original = try Employee.fromJSONString(Fixture.employeeJSON)
        let text = try original.toJSONString()
        let copy = try Employee.fromJSONString(text)

        #expect(copy.name == original.name)
        #expect(copy.nickname == original.nickname)
        #expect(copy.dateOfBirth == original.dateOfBirth)
        #expect(copy.preferredBands == original.preferredBands)
        #expect(copy.cars.map(\.make) == original.cars.map(\.make))
        #expect(copy.cars.map(\.year) == original.cars.map(\.year))
        #expect(copy.imageURL == original.imageURL)
        #expect(copy.updatedAt == original.updatedAt)
        #expect(copy.employeeID == original.employeeID)
        #expect(try copy.toJSONString() == text)
    }

    @Test func encodedDocumentMatchesTheInputDocument() throws {
        let employee = try Employee.fromJSONString(Fixture.employeeJSON)
        var expected = try parsed(Fixture.employeeJSON)
        // @ISO8601 writes UTC with `Z`.
        if case .object(var members) = expected {
            members["updated_at"] = "2024-05-01T12:30:00.250Z"
            expected = .object(members)
        }
        #expect(try parsed(try employee.toJSONString()) == expected)
    }
}
