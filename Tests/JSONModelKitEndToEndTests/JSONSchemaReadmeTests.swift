import Foundation
import JSONModelKit
import Testing

/// The models of the example in the DocC article "JSON Schema", as written there.
enum ReadmeSchemaModels {
    final class Car: JSONModel {
        var make = ""
        var year: Int16 = 0
        var color: String? = nil
    }

    final class Person: JSONModel {
        var name = ""
        var isAdmin = false
        @DateOnly var birthday = Date(timeIntervalSince1970: 0)
        var cars: [Car] = []

        override class var modelDescription: String? { "A registered driver." }
        override class var propertyDescriptions: [String: String] { ["name": "Full name, as on the licence."] }
    }
}

/// Keeps the example of the DocC article "JSON Schema" true (it was the README's until the
/// README was shortened): its models give exactly the output shown.
@Suite("JSON Schema article example")
struct JSONSchemaReadmeTests {
    @Test("the article's models give the article's schema")
    func readmeExample() throws {
        let article = try String(
            contentsOf: URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Sources/JSONModelKit/JSONModelKit.docc/JSONSchema.md"),
            encoding: .utf8
        )
        let schema = try ReadmeSchemaModels.Person.jsonSchema()
        let section = try #require(article.components(separatedBy: "## Overview\n").dropFirst().first)
        let shown = try #require(
            section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first
        )
        // The article orders the keys for reading; the values must be the same.
        #expect(try JSONValue(parsing: shown) == schema)
    }
}
