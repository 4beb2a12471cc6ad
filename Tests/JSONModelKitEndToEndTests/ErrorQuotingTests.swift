import Foundation
import JSONModelKit
import Testing

// Keys and values an error quotes are clipped to `JSONModelError.quotedTextLimit` scalars with
// an ellipsis, in the path, the message and the description, so a hostile document's keys and
// values cost a bounded amount of error text.

final class EQTRecord: JSONModel {
    var name = ""
    var count = 0
}

final class EQTHolder: JSONModel {
    var scores: [String: Int] = [:]
}

@Suite("Error quoting")
struct ErrorQuotingTests {
    static let limit = JSONModelError.quotedTextLimit

    @Test func theLimitIsSixtyFour() {
        #expect(JSONModelError.quotedTextLimit == 64)
    }

    @Test func aMegabyteUnknownKeyGivesAShortError() throws {
        // The issue's case: a 4 MB unknown key under `.reject` gave 8 MB of description.
        let key = String(repeating: "a", count: 4 << 20)
        let json = #"{"name":"x","count":1,"\#(key)":1}"#
        let options = JSONModel.DecodingOptions(unknownKeys: .reject)
        let error = try #require(throws: JSONModelError.self) {
            try EQTRecord.fromJSONString(json, options: options)
        }
        #expect(error.code == .unknownKey)
        let clipped = String(repeating: "a", count: Self.limit) + "…"
        #expect(error.path == #"["\#(clipped)"]"#)
        #expect(error.message == #"unknown key "\#(clipped)" for EQTRecord"#)
        #expect(error.description.utf8.count < 300, "\(error.description.utf8.count) bytes")
        #expect(error.debugDescription.utf8.count < 600)
        // The path components keep the key for programs.
        #expect(error.pathComponents == [.key(key)])
        #expect(error.column == 23)
    }

    @Test func collectedUnknownKeysAreClippedToo() throws {
        let keys = (0..<3).map { String(repeating: "k\($0)", count: 100_000) }
        let json = "{" + keys.map { #""\#($0)":1"# }.joined(separator: ",") + #","name":"x","count":1}"#
        let options = JSONModel.DecodingOptions(unknownKeys: .reject, collectAllErrors: true)
        let error = try #require(throws: JSONModelError.self) {
            try EQTRecord.fromJSONString(json, options: options)
        }
        #expect(error.errors.count == 3)
        #expect(error.description.utf8.count < 1_000, "\(error.description.utf8.count) bytes")
    }

    @Test func aLongStringValueIsClipped() throws {
        let value = String(repeating: "é", count: 1 << 20)
        let error = try #require(throws: JSONModelError.self) {
            try EQTRecord.fromJSONString(#"{"name":"x","count":"\#(value)"}"#)
        }
        let clipped = String(repeating: "é", count: Self.limit) + "…"
        #expect(error.message == #"expected Int, found string "\#(clipped)""#)
        #expect(error.description.utf8.count < 300)
    }

    @Test func aLongNumberIsClipped() throws {
        let digits = String(repeating: "7", count: 10_000)
        let error = try #require(throws: JSONModelError.self) {
            try EQTRecord.fromJSONString(#"{"name":\#(digits),"count":1}"#)
        }
        #expect(error.message == "expected String, found number \(String(repeating: "7", count: Self.limit))…")
    }

    @Test func aLongKeyInsideAPathIsClippedWhereItIs() throws {
        let key = String(repeating: "b", count: 10_000)
        let error = try #require(throws: JSONModelError.self) {
            try EQTHolder.fromJSONString(#"{"scores":{"\#(key)":"x"}}"#)
        }
        #expect(error.path == #"scores["\#(String(repeating: "b", count: Self.limit))…"]"#)
        #expect(error.pathComponents == [.key("scores"), .key(key)])
    }

    @Test func aDuplicateLongKeyIsClipped() throws {
        let key = String(repeating: "c", count: 10_000)
        let error = try #require(throws: JSONModelError.self) {
            try EQTHolder.fromJSONString(#"{"scores":{"\#(key)":1,"\#(key)":2}}"#)
        }
        #expect(error.code == .duplicateKey)
        #expect(error.message == #"duplicate key "\#(String(repeating: "c", count: Self.limit))…""#)
    }

    @Test func keysAtTheLimitAreShownWhole() throws {
        let key = String(repeating: "d", count: Self.limit)
        let error = try #require(throws: JSONModelError.self) {
            try EQTHolder.fromJSONString(#"{"scores":{"\#(key)":"x"}}"#)
        }
        #expect(error.path == "scores.\(key)")
    }

    @Test func clippingDoesNotSplitACharacter() throws {
        // "e" + U+0301 is one character of two scalars; 63 "x" put the limit inside the
        // second one's pair.
        let key = String(repeating: "x", count: Self.limit - 1) + String(repeating: "e\u{301}", count: 10)
        let error = try #require(throws: JSONModelError.self) {
            try EQTHolder.fromJSONString(#"{"scores":{"\#(key)":"x"}}"#)
        }
        #expect(error.path == #"scores["\#(String(repeating: "x", count: Self.limit - 1))…"]"#)
    }
}
