import Foundation
import JSONModelKit
import JSONModelXML
import Testing

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
}
