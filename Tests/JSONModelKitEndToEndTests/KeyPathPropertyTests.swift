import Foundation
import JSONModelKit
import Testing

/// `keyPathProperties`: computed read-write properties registered with key paths.
@Suite("Key path properties")
struct KeyPathPropertyTests {
    @Test func computedPropertyDecodesThroughItsSetter() throws {
        let contact = try Contact.fromJSONString(#"{"email":"ada@example.com","full_name_text":"Ada Lovelace"}"#)
        #expect(contact.email == "ada@example.com")
        #expect(contact.firstName == "Ada")
        #expect(contact.lastName == "Lovelace")
        #expect(contact.fullName == "Ada Lovelace")
    }

    @Test func computedPropertyEncodesThroughItsGetterAfterReflectedProperties() throws {
        let contact = Contact()
        contact.email = "grace@example.com"
        contact.firstName = "Grace"
        contact.lastName = "Hopper"
        #expect(
            try contact.toJSONString(options: compact)
                == #"{"email":"grace@example.com","full_name_text":"Grace Hopper"}"#
        )
    }

    @Test func registeredPropertyIsRequiredLikeAnyOther() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Contact.fromJSONString(#"{"email":"ada@example.com"}"#)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "full_name_text")
        #expect(error.property == "fullName")
    }

    @Test func registeredPropertyChecksItsType() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Contact.fromJSONString(#"{"email":"a","full_name_text":42}"#)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "full_name_text")
    }

    @Test func keyDefaultsToTheClassKeyStyle() throws {
        let measured = try Measured.fromJSONString(#"{"label":"rope","centimeters":12}"#)
        #expect(measured.millimeters == 120)
        #expect(try measured.toJSONString(options: compact) == #"{"label":"rope","centimeters":12}"#)
    }

    @Test func sameNameReplacesTheReflectedPropertyInPlace() throws {
        let headline = try Headline.fromJSONString(#"{"headline":"Moon landing","year":1969}"#)
        #expect(headline.title == "Moon landing")
        #expect(headline.year == 1969)
        #expect(try headline.toJSONString(options: compact) == #"{"headline":"Moon landing","year":1969}"#)

        let error = try #require(throws: JSONModelError.self) {
            try Headline.fromJSONString(#"{"title":"Moon landing","year":1969}"#)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "headline")
    }
}
