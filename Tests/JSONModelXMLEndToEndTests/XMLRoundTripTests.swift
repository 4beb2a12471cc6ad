import Foundation
import JSONModelKit
import JSONModelXML
import Testing

/// JSON → model → XML → model → JSON keeps every value.
@Suite("XML round trips")
struct XMLRoundTripTests {
    static let everythingJSON = """
        {
          "text": "a <b> & \\"c\\" 'd' ]]> é 😀\\nline",
          "empty_text": "",
          "integer": -9007199254740993,
          "small": -128,
          "unsigned": 18446744073709551615,
          "double": 0.1,
          "float": 1.5,
          "decimal": 12345678901234567890.123456789,
          "flag": true,
          "optional_text": "here",
          "uuid": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
          "data": "AAEC/w==",
          "renamed": "mapped by keyMapping",
          "explicit_key": 42,
          "seconds": 1714566600,
          "formatted": "01/05/2024",
          "yes_no": "YES",
          "nested": [[1, 2], [], [3]],
          "doubles": [1e300, -0.0, 2.5],
          "dictionary": {"k": "v", "with space": "w"},
          "models": {"eur": {"currency": "EUR", "amount": 9.99}},
          "genres": ["science", "fiction"]
        }
        """

    @Test func everyValueSurvivesJSONToXMLAndBack() throws {
        let model = try Everything.fromJSONString(Self.everythingJSON)
        #expect(model.maybe == "default")
        let xml = try model.toXMLString()
        let fromXML = try Everything.fromXMLString(xml)
        let original = try JSONValue(parsing: model.toJSONString())
        let roundTripped = try JSONValue(parsing: fromXML.toJSONString())
        #expect(roundTripped == original)
        // Every key of the input is in the output, plus `maybe`, which has a default.
        #expect(
            try JSONValue(parsing: Self.everythingJSON).objectValue.map { $0.count + 1 } == original.objectValue?.count
        )
        #expect(fromXML.ignored == "not written")
        #expect(!xml.contains("not written"))
        #expect(fromXML.unsigned == .max)
        #expect(fromXML.double == 0.1)
        #expect(fromXML.decimal == model.decimal)
    }

    @Test func compactAndPrettyReadTheSame() throws {
        let model = try Everything.fromJSONString(Self.everythingJSON)
        let compact = try Everything.fromXMLString(model.toXMLString(options: XMLOptions(prettyPrinted: false)))
        let pretty = try Everything.fromXMLString(model.toXMLString(options: XMLOptions(prettyPrinted: true)))
        #expect(try JSONValue(parsing: compact.toJSONString()) == JSONValue(parsing: pretty.toJSONString()))
    }

    @Test func nilOptionalsAreOmittedOrWrittenEmpty() throws {
        let note = Note()
        note.title = "t"
        #expect(try note.toXMLString(options: compactXML) == "<note><title>t</title></note>")
        var withNull = compactXML
        withNull.encoding.nilEncoding = .null
        let xml = try note.toXMLString(options: withNull)
        #expect(xml == "<note><title>t</title><body/></note>")
        #expect(try Note.fromXMLString(xml).body == nil)
    }

    @Test func libraryRoundTripsThroughBothFormats() throws {
        let json = """
            {"name": "City", "books": [
              {"isbn": "1", "available": true, "title": "A", "pages": 10, "rating": 4.5, "genre": "fiction",
               "published": "2024-05-01T12:30:00Z", "tags": ["x"], "scores": {"a": 1}, "extra": {"k": [null, 1.5]}},
              {"isbn": "2", "available": false, "title": "B", "pages": 20, "rating": 3, "genre": "science",
               "subtitle": "S", "published": "2024-05-02T00:00:00Z", "printed": "2024-05-03",
               "homepage": "https://example.org/b?x=1&y=2", "tags": [], "scores": {}, "extra": "text"}
            ], "branches": [{"city": "Oslo", "phones": ["1", "2"]}]}
            """
        let library = try Library.fromJSONString(json)
        let fromXML = try Library.fromXMLString(library.toXMLString())
        #expect(try JSONValue(parsing: fromXML.toJSONString()) == JSONValue(parsing: library.toJSONString()))
        #expect(fromXML.books[1].homepage?.absoluteString == "https://example.org/b?x=1&y=2")
        #expect(fromXML.books[0].extra == ["k": [nil, 1.5]])
    }

    @Test func concurrentUseFromManyTasks() async throws {
        let xml = try Everything.fromJSONString(Self.everythingJSON).toXMLString()
        let expected = try JSONValue(parsing: Everything.fromXMLString(xml).toJSONString())
        try await withThrowingTaskGroup(of: JSONValue.self) { group in
            for _ in 0..<8 {
                group.addTask { try JSONValue(parsing: Everything.fromXMLString(xml).toJSONString()) }
            }
            for try await result in group {
                #expect(result == expected)
            }
        }
    }
}
