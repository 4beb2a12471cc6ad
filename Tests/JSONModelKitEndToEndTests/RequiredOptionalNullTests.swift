import Foundation
import JSONModelKit
import Testing

/// Which keys are required, and what `null` means for each kind of property.
@Suite("Required, optional and null")
struct RequiredOptionalNullTests {
    @Test(arguments: ["make", "year"])
    func missingRequiredKeyIsKeyNotFound(missing: String) throws {
        let members = ["make": #""VW""#, "year": "2001"].filter { $0.key != missing }
        let json = "{" + members.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromJSONString(json)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == missing)
        #expect(error.property == missing)
        #expect(error.modelTypeName == "Car")
        #expect(error.description.contains(missing))
    }

    @Test(arguments: ["name", "date_of_birth", "preferred_bands", "cars", "employee_id"])
    func everyNonOptionalPropertyOfTheExampleIsRequired(key: String) throws {
        var document = try parsed(Fixture.employeeJSON)
        if case .object(var members) = document {
            members[key] = nil
            document = .object(members)
        }
        let error = try #require(throws: JSONModelError.self) {
            try Employee.fromJSONString(document.jsonString())
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == key)
    }

    @Test(arguments: ["nickname", "image_url", "updated_at"])
    func optionalPropertiesOfTheExampleMayBeMissingOrNull(key: String) throws {
        var document = try parsed(Fixture.employeeJSON)
        guard case .object(var members) = document else {
            Issue.record("fixture is not an object")
            return
        }
        members[key] = nil
        document = .object(members)
        let absent = try Employee.fromJSONString(document.jsonString())
        members[key] = .null
        document = .object(members)
        let null = try Employee.fromJSONString(document.jsonString())

        for employee in [absent, null] {
            switch key {
            case "nickname": #expect(employee.nickname == nil)
            case "image_url": #expect(employee.imageURL == nil)
            default: #expect(employee.updatedAt == nil)
            }
        }
    }

    @Test func nullForAPlainPropertyIsATypeMismatch() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromJSONString(#"{"make":"VW","year":null}"#)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "year")
        #expect(error.description.contains("null"))
    }

    @Test func nullForANonOptionalCollectionOrModelIsATypeMismatch() throws {
        for key in ["preferred_bands", "cars"] {
            var document = try parsed(Fixture.employeeJSON)
            if case .object(var members) = document {
                members[key] = .null
                document = .object(members)
            }
            let error = try #require(throws: JSONModelError.self) {
                try Employee.fromJSONString(document.jsonString())
            }
            #expect(error.code == .typeMismatch)
            #expect(error.path == key)
        }
    }

    @Test func nullInsideAnArrayOfNonOptionalsIsATypeMismatch() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.arrayFromJSONString(#"[{"make":"VW","year":1},null]"#)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "[1]")
    }

    // MARK: @Optional on a non-optional type

    @Test(arguments: [
        (#"{"title":"t"}"#, 3), (#"{"title":"t","retries":null}"#, 3), (#"{"title":"t","retries":5}"#, 5),
    ])
    func optionalWrapperKeepsTheDefaultOnNullOrAbsence(json: String, retries: Int) throws {
        let settings = try Settings.fromJSONString(json)
        #expect(settings.retries == retries)
    }

    @Test func optionalWrapperStillChecksTheType() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Settings.fromJSONString(#"{"title":"t","retries":"5"}"#)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "retries")
    }

    // MARK: Class-level overrides

    @Test(arguments: [
        (#"{"title":"t"}"#, "fallback"), (#"{"title":"t","fallback":null}"#, "fallback"),
        (#"{"title":"t","fallback":"set"}"#, "set"),
    ])
    func propertyIsOptionalOverride(json: String, fallback: String) throws {
        let settings = try Settings.fromJSONString(json)
        #expect(settings.fallback == fallback)
    }

    @Test func propertyIsIgnoredOverride() throws {
        let settings = try Settings.fromJSONString(#"{"title":"t","secret":"from JSON"}"#)
        #expect(settings.secret == "secret")

        settings.secret = "changed"
        let document = try parsed(try settings.toJSONString())
        #expect(document["secret"] == nil)
        #expect(document == ["title": "t", "retries": 3, "fallback": "fallback"])
    }

    @Test func titleIsStillRequired() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Settings.fromJSONString("{}")
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "title")
    }

    // MARK: Nothing half-built

    @Test func failedDecodeReturnsNothing() {
        let bad = #"{"name":"Ann","date_of_birth":"1990-04-12","preferred_bands":[],"cars":[{"make":"VW","year":"x"}]}"#
        let person: Person? = try? Person.fromJSONString(bad)
        #expect(person == nil)
        let cars: [Car]? = try? Car.arrayFromJSONString(#"[{"make":"VW","year":1},{"make":"BMW"}]"#)
        #expect(cars == nil)
    }
}
