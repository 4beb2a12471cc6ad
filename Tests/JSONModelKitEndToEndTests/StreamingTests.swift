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

/// Elements are decoded in batches, each read as one document; what fails in the middle of a
/// batch ends the sequence right after the elements before it, with the error a lone element
/// gives.
@Suite("Streaming in batches")
struct StreamingBatchTests {
    typealias Entry = StreamingTests.Entry

    static let badElements = [
        #"{"id": "x", "title": "t", "tags": []}"#,
        #"{"id": 1, "title": "t", "tags": [tru]}"#,
        #"{"id": 1 "title": "t"}"#,
        #"{"id": 1, "title": "t", "tags": [[]]}"#,
    ]

    @Test(arguments: badElements)
    func anElementThatFailsInTheMiddleOfABatch(_ bad: String) async throws {
        let good = (0..<500).map { #"{"id": \#($0), "title": "t", "tags": ["a"]}"# }
        let text = "[\n" + (good + [bad] + good).joined(separator: ",\n") + "\n]"
        let url = try StreamingTests.file(text)
        defer { try? FileManager.default.removeItem(at: url) }
        var decoded: [Entry] = []
        let error = await #expect(throws: JSONModelError.self) {
            for try await entry in Entry.sequence(fromJSONArrayAt: url) { decoded.append(entry) }
        }
        #expect(decoded.map(\.id) == Array(0..<500))
        // The lone element's error, moved to the element's place in the file (line 502).
        let alone = try #require(StreamingTests.elementError(bad))
        #expect(error?.code == alone.code)
        #expect(error?.path == "[500]" + (alone.path == "$" ? "" : "." + alone.path))
        #expect(error?.line == 502)
        #expect(error?.column == alone.column)
        #expect(error?.message == alone.message)
    }

    /// The same from an asynchronous byte sequence, whatever the bytes buffered at a time.
    @Test(arguments: [97, 1 << 16])
    func anElementThatFailsInTheMiddleOfAPushedBatch(chunkSize: Int) async throws {
        let good = (0..<300).map { #"{"id": \#($0), "title": "t", "tags": ["a"]}"# }
        let text = "[\n" + (good + [Self.badElements[0]] + good).joined(separator: ",\n") + "\n]"
        let bytes = AsyncStream<UInt8> { continuation in
            for byte in text.utf8 { continuation.yield(byte) }
            continuation.finish()
        }
        var decoded: [Int] = []
        let error = await #expect(throws: JSONModelError.self) {
            for try await entry in Entry.sequence(fromJSONArrayBytes: bytes, chunkSize: chunkSize) {
                decoded.append(entry.id)
            }
        }
        #expect(decoded == Array(0..<300))
        #expect(error?.path == "[300].id")
        #expect(error?.line == 302)
    }

    /// The depth limit counts the array: elements one level shallower than `maxDepth` decode,
    /// in batches as one by one.
    @Test func elementsAtTheDepthLimitDecodeInBatches() async throws {
        let text =
            "[" + Array(repeating: #"{"id": 1, "title": "t", "tags": ["a"]}"#, count: 2_000).joined(separator: ",")
            + "]"
        let url = try StreamingTests.file(text)
        defer { try? FileManager.default.removeItem(at: url) }
        var count = 0
        for try await _ in Entry.sequence(fromJSONArrayAt: url, options: .init(maxDepth: 3)) { count += 1 }
        #expect(count == 2_000)
        let error = await #expect(throws: JSONModelError.self) {
            for try await _ in Entry.sequence(fromJSONArrayAt: url, options: .init(maxDepth: 2)) {}
        }
        #expect(error?.code == .tooDeeplyNested)
        #expect(error?.path.hasPrefix("[0]") == true)
    }
}

extension StreamingBatchTests {
    /// SplitMix64, so the random arrays are the same on every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    /// Random arrays (element sizes, whitespace, lines, a bad element or none) streamed from a
    /// file and from bytes in random amounts: the models are each element's own, and the error
    /// is the first bad element's own, at its place in the file.
    @Test(arguments: 0..<12)
    func randomArraysStreamAsTheirElementsDecodeAlone(seed: Int) async throws {
        var random = Generator(state: UInt64(seed) &* 0x5851_F42D_4C95_7F2D &+ 1)
        let count = Int.random(in: 1...1_500, using: &random)
        let badIndex = Bool.random(using: &random) ? Int.random(in: 0..<count, using: &random) : nil
        var elements: [String] = []
        for index in 0..<count {
            if index == badIndex {
                elements.append(Self.badElements.randomElement(using: &random) ?? "")
            } else {
                let title = String(repeating: "é", count: Int.random(in: 0...300, using: &random))
                elements.append(#"{"id": \#(index), "title": "\#(title)", "tags": ["a", "\#(index)"]}"#)
            }
        }
        var text = "["
        for (index, element) in elements.enumerated() {
            if index > 0 { text += "," }
            text += String(
                repeating: Bool.random(using: &random) ? "\n" : " ",
                count: Int.random(in: 0...3, using: &random)
            )
            text += element
        }
        text += "\n]"

        // What each element gives alone, and where the bad one starts in the file.
        let goodCount = badIndex ?? count
        var expectedError: JSONModelError?
        if let badIndex {
            let prefix = text.components(separatedBy: elements[badIndex])[0]
            let lineOfElement = prefix.count(where: { $0 == "\n" }) + 1
            let columnOfElement = (prefix.split(separator: "\n", omittingEmptySubsequences: false).last?.count ?? 0) + 1
            var alone = try #require(StreamingTests.elementError(elements[badIndex]))
            alone.column = alone.line == 1 ? (alone.column ?? 0) + columnOfElement - 1 : alone.column
            alone.line = (alone.line ?? 0) + lineOfElement - 1
            expectedError = alone
        }

        let url = try StreamingTests.file(text)
        defer { try? FileManager.default.removeItem(at: url) }
        var fromFile: [Int] = []
        var fileError: JSONModelError?
        do {
            for try await entry in Entry.sequence(fromJSONArrayAt: url, chunkSize: 4096) { fromFile.append(entry.id) }
        } catch let error as JSONModelError {
            fileError = error
        }
        let chunkSize = Int.random(in: 1...9_000, using: &random)
        let bytes = AsyncStream<UInt8> { continuation in
            for byte in text.utf8 { continuation.yield(byte) }
            continuation.finish()
        }
        var fromBytes: [Int] = []
        var bytesError: JSONModelError?
        do {
            for try await entry in Entry.sequence(fromJSONArrayBytes: bytes, chunkSize: chunkSize) {
                fromBytes.append(entry.id)
            }
        } catch let error as JSONModelError {
            bytesError = error
        }
        for (ids, error) in [(fromFile, fileError), (fromBytes, bytesError)] {
            #expect(ids == Array(0..<goodCount))
            #expect(error?.code == expectedError?.code)
            #expect(error?.message == expectedError?.message)
            #expect(error?.line == expectedError?.line, "\(String(describing: error))")
            #expect(error?.column == expectedError?.column, "\(String(describing: error))")
            if let badIndex, let alone = StreamingTests.elementError(elements[badIndex]) {
                #expect(error?.path == "[\(badIndex)]" + (alone.path == "$" ? "" : "." + alone.path))
            }
        }
    }
}

extension StreamingTests {
    /// The error of decoding `element` as a document of its own.
    static func elementError(_ element: String) -> JSONModelError? {
        do throws(JSONModelError) {
            _ = try Entry.fromJSONString(element)
            return nil
        } catch {
            return error
        }
    }
}
