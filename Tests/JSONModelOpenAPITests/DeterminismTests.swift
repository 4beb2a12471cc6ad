import Foundation
import JSONModelKit
import JSONModelOpenAPI
import Testing

/// The same operations give the same text, every time: keys in ascending order, names given in
/// the order the operations were added.
@Suite struct DeterminismTests {
    @Test func writingTwiceGivesTheSameText() throws {
        let document = ValidationTests.everythingDocument()
        let first = try document.jsonString(prettyPrinted: true)
        #expect(try document.jsonString(prettyPrinted: true) == first)
        #expect(try ValidationTests.everythingDocument().jsonString(prettyPrinted: true) == first)
        #expect(try document.jsonString() == document.jsonValue().jsonString())
    }

    @Test func keysAreInAscendingOrder() throws {
        let text = try IssueExampleTests.issueDocument().jsonString()
        let components = try #require(text.range(of: "\"components\""))
        let info = try #require(text.range(of: "\"info\""))
        let openapi = try #require(text.range(of: "\"openapi\""))
        let paths = try #require(text.range(of: "\"paths\""))
        #expect(components.lowerBound < info.lowerBound)
        #expect(info.lowerBound < openapi.lowerBound)
        #expect(openapi.lowerBound < paths.lowerBound)
    }

    @Test func documentsBuiltConcurrentlyAgree() async throws {
        let expected = try ValidationTests.everythingDocument().jsonString()
        let texts = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask { try ValidationTests.everythingDocument().jsonString() }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(texts.count == 8)
        #expect(texts.allSatisfy { $0 == expected })
    }

    @Test func aCompactDocumentHasNoNewlines() throws {
        let text = try IssueExampleTests.issueDocument().jsonString()
        #expect(!text.contains("\n"))
        #expect(try JSONValue(parsing: text) == IssueExampleTests.issueDocument().jsonValue())
    }
}
