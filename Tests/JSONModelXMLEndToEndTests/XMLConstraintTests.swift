import Foundation
import JSONModelKit
import JSONModelXML
import Testing

/// A signed-up user, with a constraint of each kind that XML text carries.
private final class ConstrainedMember: JSONModel {
    var name = ""
    var age = 0
    var tags: [String] = []

    override class var constraints: [String: [Constraint]] {
        ["name": [.length(1...)], "age": [.range(13...)], "tags": [.each(.pattern("^[a-z]+$"))]]
    }
}

/// Constraints are checked on values read from XML, with the XML path and location.
@Suite("XML constraints")
struct XMLConstraintTests {
    final class Booking: JSONModel {
        var guest = ""
        var nights = 1
        var rooms: [String] = []

        override class var constraints: [String: [Constraint]] {
            ["guest": [.length(1...40)], "nights": [.range(1...30)], "rooms": [.each(.pattern("^[0-9]{3}$"))]]
        }

        override class var rules: [Rule] {
            [
                Rule("roomPerNight", properties: ["nights", "rooms"], message: "at most one room per night") {
                    (m: Booking) in m.rooms.count <= m.nights
                }
            ]
        }
    }

    @Test func validXMLDecodes() throws {
        let booking = try Booking.fromXMLString(
            "<booking><guest>Ann</guest><nights>2</nights><rooms><item>101</item></rooms></booking>"
        )
        #expect(booking.nights == 2 && booking.rooms == ["101"])
    }

    @Test func numericViolationHasTheXMLPath() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Booking.fromXMLString("<booking>\n<guest>Ann</guest>\n<nights>31</nights><rooms/></booking>")
        }
        #expect(error.code == .constraintViolated)
        #expect(error.constraint == "maximum")
        #expect(error.path == "booking.nights")
        #expect(error.property == "nights")
        #expect(error.line == 3)
    }

    @Test func elementViolationAndRule() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Booking.fromXMLString(
                "<booking><guest>Ann</guest><nights>1</nights><rooms><item>1a</item></rooms></booking>"
            )
        }
        #expect(error.constraint == "pattern")
        let rule = try #require(throws: JSONModelError.self) {
            try Booking.fromXMLString(
                "<booking><guest>Ann</guest><nights>1</nights><rooms><item>101</item><item>102</item></rooms></booking>"
            )
        }
        #expect(rule.constraint == "roomPerNight")
    }

    @Test func everyViolationIsCollected() throws {
        let xml = "<member><name></name><age>12</age><tags><item>swift</item><item>Go</item></tags></member>"
        let error = try #require(throws: JSONModelError.self) {
            try ConstrainedMember.fromXMLString(xml, options: XMLOptions(decoding: .init(collectAllErrors: true)))
        }
        #expect(error.errors.map(\.code) == [.constraintViolated, .constraintViolated, .constraintViolated])
        #expect(error.errors.map(\.constraint) == ["minLength", "minimum", "pattern"])
        #expect(error.errors.allSatisfy { $0.line == 1 })
    }
}
