import Foundation
import JSONModelKit
import Testing

/// The models of the README's "JSON Schema" section, as written there.
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

/// Keeps the README's "JSON Schema" example true: its models give exactly the output shown.
@Suite("README JSON Schema example")
struct JSONSchemaReadmeTests {
    @Test("the README's models give the README's schema")
    func readmeExample() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("README.md"),
            encoding: .utf8
        )
        let schema = try ReadmeSchemaModels.Person.jsonSchema()
        let section = try #require(readme.components(separatedBy: "## JSON Schema\n").dropFirst().first)
        let shown = try #require(
            section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first
        )
        // The README orders the keys for reading; the values must be the same.
        #expect(try JSONValue(parsing: shown) == schema)
    }
}
