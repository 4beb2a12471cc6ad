import Foundation
import JSONModelKit
import Testing

/// `sequence(fromJSONArrayAt:)`: element-by-element decoding of a top-level array in a file.
@Suite("Streaming arrays")
struct StreamingTests {
    final class Entry: JSONModel {
        var id = 0
        var title = ""
        var tags: [String] = []
        var note: String? = nil
    }

    /// Writes `text` to a new temporary file and returns its URL.
    static func file(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("jsonmodelkit-stream-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url
    }

    static func collect(_ url: URL, chunkSize: Int = 1 << 20) async throws -> [Entry] {
        var entries: [Entry] = []
        for try await entry in Entry.sequence(fromJSONArrayAt: url, chunkSize: chunkSize) {
            entries.append(entry)
        }
        return entries
    }

    /// Elements whose strings contain brackets, commas, quotes and escapes, across many chunks.
    static func tricky(count: Int) -> String {
        let elements = (0..<count).map { index in
            #"{"id": \#(index), "title": "t\"]},[{\\ \#(index) ü", "tags": ["a,b", "]", "{"], "note": null}"#
        }
        return "[\n  " + elements.joined(separator: ",\n  ") + "\n]\n"
    }

    @Test func decodesEveryElementAcrossChunkBoundaries() async throws {
        let text = Self.tricky(count: 3_000)
        let url = try Self.file(text)
        defer { try? FileManager.default.removeItem(at: url) }
        let streamed = try await Self.collect(url, chunkSize: 4096)
        let whole = try Entry.arrayFromJSONString(text)
        #expect(streamed.count == 3_000)
        #expect(streamed.map(\.id) == whole.map(\.id))
        #expect(streamed.map(\.title) == whole.map(\.title))
        #expect(streamed.map(\.tags) == whole.map(\.tags))
        #expect(streamed[7].title == #"t"]},[{\ 7 ü"#)
    }

    @Test(arguments: ["[]", " [ ] ", "\u{FEFF}[]\n", "[\n]"])
    func emptyArrayHasNoElements(_ text: String) async throws {
        let url = try Self.file(text)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try await Self.collect(url).isEmpty)
    }

    @Test func elementErrorNamesTheElement() async throws {
        let url = try Self.file(#"[{"id": 1, "title": "a", "tags": []}, {"id": "two", "title": "b", "tags": []}]"#)
        defer { try? FileManager.default.removeItem(at: url) }
        var decoded: [Entry] = []
        let error = await #expect(throws: JSONModelError.self) {
            for try await entry in Entry.sequence(fromJSONArrayAt: url) {
                decoded.append(entry)
            }
        }
        #expect(decoded.count == 1)
        #expect(error?.code == .typeMismatch)
        #expect(error?.path == "[1].id")
    }

    /// The location the whole-document reader reports for the same text: streaming must agree.
    static func wholeDocumentError(_ text: String) -> JSONModelError? {
        do throws(JSONModelError) {
            _ = try JSONValue(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    static let syntaxCases: [String] = [
        "",
        "[\n {\"id\": 1, \"title\": \"a\", \"tags\": []},\n {\"id\": 2,, \"title\": \"b\"}\n]",
        "[{\"id\": 1, \"title\": \"a\", \"tags\": []},]",
        "[{\"id\": 1, \"title\": \"a\", \"tags\": []}] x",
        "[{\"id\": 1, \"title\": \"a\", \"tags\": []} {}]",
        "[{\"id\": 1, \"title\": \"a",
        "[{\"id\": 1, \"title\": \"\u{00FC}\u{00FC}\", \"tags\": [tru]}]",
    ]

    @Test(arguments: syntaxCases)
    func syntaxErrorsHaveFileLocations(_ text: String) async throws {
        let url = try Self.file(text)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = await #expect(throws: JSONModelError.self) {
            _ = try await Self.collect(url)
        }
        let expected = try #require(Self.wholeDocumentError(text))
        #expect(error?.code == .syntaxError)
        #expect(error?.line == expected.line, "\(String(describing: error)) vs \(expected)")
        #expect(error?.column == expected.column, "\(String(describing: error)) vs \(expected)")
    }

    @Test func syntaxErrorLineCountsLinesInEarlierChunks() async throws {
        var text = Self.tricky(count: 2_000)
        text.removeLast(3)  // "\n]\n"
        text += ",\n  {\"id\": 1 2}\n]"
        let url = try Self.file(text)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = await #expect(throws: JSONModelError.self) {
            _ = try await Self.collect(url, chunkSize: 4096)
        }
        let expected = try #require(Self.wholeDocumentError(text))
        #expect(error?.code == .syntaxError)
        #expect(error?.line == expected.line)
        #expect(error?.line == text.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
        #expect(error?.column == expected.column)
        #expect(error?.byteOffset == expected.byteOffset)
        #expect(error?.byteOffset == text.utf8.count - 4)
        #expect(error?.path == "[2000]")
    }

    @Test func anotherTopLevelValueIsATypeMismatch() async throws {
        let url = try Self.file("  {\"id\": 1}")
        defer { try? FileManager.default.removeItem(at: url) }
        let error = await #expect(throws: JSONModelError.self) {
            _ = try await Self.collect(url)
        }
        #expect(error?.code == .typeMismatch)
        #expect(error?.line == 1)
        #expect(error?.column == 3)
        #expect(error?.rootType == Entry.self)
    }

    @Test func missingFileIsAnError() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "no-such-file-\(UUID().uuidString).json"
        )
        let error = await #expect(throws: JSONModelError.self) {
            _ = try await Self.collect(url)
        }
        #expect(error?.code == .invalidValue)
    }

    @Test func scalarElementsAreTypeMismatches() async throws {
        let url = try Self.file("[1]")
        defer { try? FileManager.default.removeItem(at: url) }
        let error = await #expect(throws: JSONModelError.self) {
            _ = try await Self.collect(url)
        }
        #expect(error?.code == .typeMismatch)
        #expect(error?.path == "[0]")
    }
}
