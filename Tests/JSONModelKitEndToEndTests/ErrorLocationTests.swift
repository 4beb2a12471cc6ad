import Foundation
import JSONModelKit
import Testing

/// Every decode error from text says where it is: the offending value, the key for unknown
/// and duplicate keys, the opening brace of an object that lacks a required key.
@Suite("Error locations")
struct ErrorLocationTests {
    static let events = """
        [
          {"id": 1, "created_at": "2024-05-01T12:30:00Z", "tags": ["a"]},
          {"id": 2,
           "created_at": "noon", "tags": []}
        ]
        """

    final class LocatedEvent: JSONModel {
        var id = 0
        @ISO8601 var createdAt = Date()
        var tags: [String] = []
    }

    @Test func valueErrorPointsAtTheValue() throws {
        let error = try #require(throws: JSONModelError.self) {
            try LocatedEvent.arrayFromJSONString(Self.events)
        }
        #expect(error.path == "[1].created_at")
        #expect(error.line == 4)
        #expect(error.column == 18)
        let offset = try #require(error.byteOffset)
        #expect(Array(Self.events.utf8)[offset] == UInt8(ascii: "\""))
        #expect(error.description.hasPrefix("LocatedEvent[1].created_at (line 4, column 18): expected"), "\(error)")
    }

    @Test func missingKeyPointsAtTheOpeningBrace() throws {
        let json = "{\"id\": 1,\n \"tags\": []}"
        let error = try #require(throws: JSONModelError.self) { try LocatedEvent.fromJSONString(json) }
        #expect(error.code == .keyNotFound)
        #expect(error.line == 1)
        #expect(error.column == 1)
        #expect(error.byteOffset == 0)
    }

    @Test func unknownAndDuplicateKeysPointAtTheKey() throws {
        let unknown = "{\"id\": 1, \"created_at\": \"2024-05-01T12:30:00Z\",\n  \"tagz\": [], \"tags\": []}"
        let unknownError = try #require(throws: JSONModelError.self) {
            try LocatedEvent.fromJSONString(unknown, options: .init(unknownKeys: .reject))
        }
        #expect(unknownError.code == .unknownKey)
        #expect(unknownError.line == 2)
        #expect(unknownError.column == 3)
        let duplicate = "{\"id\": 1, \"id\": 2, \"created_at\": \"2024-05-01T12:30:00Z\", \"tags\": []}"
        let duplicateError = try #require(throws: JSONModelError.self) { try LocatedEvent.fromJSONString(duplicate) }
        #expect(duplicateError.code == .duplicateKey)
        #expect(duplicateError.column == 11)
    }

    @Test func collectedErrorsEachHaveTheirOwnLocation() throws {
        let json = "{\"id\": \"x\",\n \"created_at\": 5,\n \"tags\": [1]}"
        let error = try #require(throws: JSONModelError.self) {
            try LocatedEvent.fromJSONString(json, options: .init(collectAllErrors: true))
        }
        #expect(error.code == .multiple)
        let lines = Dictionary(uniqueKeysWithValues: error.errors.map { ($0.path, $0.line) })
        #expect(lines == ["id": 1, "created_at": 2, "tags[0]": 3])
    }

    @Test func errorsFromValuesHaveNoLocation() throws {
        let error = try #require(throws: JSONModelError.self) {
            try LocatedEvent.fromDictionary(["id": "x", "created_at": "2024-05-01T12:30:00Z", "tags": []])
        }
        #expect(error.path == "id")
        #expect(error.line == nil)
        #expect(error.byteOffset == nil)
        let bridged = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode([LocatedEvent].self, from: Data(#"[{"id":"x"}]"#.utf8))
        }
        guard case .dataCorrupted(let context) = bridged else {
            Issue.record("expected dataCorrupted, got \(bridged)")
            return
        }
        let underlying = try #require(context.underlyingError as? JSONModelError)
        #expect(underlying.line == nil)
    }

    @Test func streamedElementErrorsAreLocatedInTheWholeFile() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("located-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(Self.events.utf8).write(to: url)
        do {
            for try await _ in LocatedEvent.sequence(fromJSONArrayAt: url) {}
            Issue.record("expected an error")
        } catch let error as JSONModelError {
            #expect(error.path == "[1].created_at")
            #expect(error.line == 4)
            #expect(error.column == 18)
        }
    }
}
