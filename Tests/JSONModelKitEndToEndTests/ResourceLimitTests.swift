import Foundation
import JSONModelKit
import Testing

/// `DecodingOptions` resource limits: `maxInputSize`, `maxStringLength`, `maxCollectionCount`.
///
/// Each is tested exactly at the limit (accepted) and one over (`limitExceeded`, located).
@Suite("Resource limits")
struct ResourceLimitTests {
    final class Record: JSONModel {
        var name = ""
        @Optional var tags: [String] = []
        @Optional var scores: [String: Int] = [:]
        @Optional var extra: JSONValue = .null
    }

    static func options(
        maxInputSize: Int? = nil,
        maxStringLength: Int? = nil,
        maxCollectionCount: Int? = nil
    ) -> JSONModel.DecodingOptions {
        JSONModel.DecodingOptions(
            maxInputSize: maxInputSize,
            maxStringLength: maxStringLength,
            maxCollectionCount: maxCollectionCount
        )
    }

    /// The `limitExceeded` error decoding `json` into `Record` with `options`.
    static func limitError(_ json: String, _ options: JSONModel.DecodingOptions) throws -> JSONModelError {
        let error = try #require(throws: JSONModelError.self) {
            try Record.fromJSONString(json, options: options)
        }
        #expect(error.code == .limitExceeded, "\(error)")
        return error
    }

    @Test func limitsAreOffByDefaultAndExistingLabelsStillWork() {
        let defaults = JSONModel.DecodingOptions()
        #expect(defaults.maxInputSize == nil)
        #expect(defaults.maxStringLength == nil)
        #expect(defaults.maxCollectionCount == nil)
        let existing = JSONModel.DecodingOptions(
            unknownKeys: .reject,
            collectAllErrors: true,
            maxDepth: 8,
            duplicateKeys: .useLast
        )
        #expect(existing.maxInputSize == nil)
        var changed = existing
        changed.maxCollectionCount = 3
        #expect(changed != existing)
        #expect(JSONModelError.Code.limitExceeded.rawValue == "limitExceeded")
    }

    // MARK: - maxInputSize

    @Test func inputOfExactlyMaxInputSizeIsAccepted() throws {
        let json = #"{"name":"Ann"}"#
        let size = json.utf8.count
        let record = try Record.fromJSONString(json, options: Self.options(maxInputSize: size))
        #expect(record.name == "Ann")
        _ = try Record.fromJSONData(Data(json.utf8), options: Self.options(maxInputSize: size))
    }

    @Test func inputOneByteOverMaxInputSizeIsRejected() throws {
        let json = "{\n\"name\":\"Ann\"}"
        let limit = json.utf8.count - 1
        let error = try Self.limitError(json, Self.options(maxInputSize: limit))
        // Located at the first byte past the limit: the closing brace on line 2.
        #expect(error.byteOffset == limit)
        #expect(error.line == 2)
        #expect(error.column == 13)
        #expect(error.message.contains("maxInputSize (\(limit))"), "\(error.message)")
    }

    @Test func maxInputSizeAppliesToEveryEntryPoint() throws {
        let options = Self.options(maxInputSize: 10)
        let array = #"[{"name":"a"}]"#
        var errors: [JSONModelError] = []
        errors.append(
            try #require(throws: JSONModelError.self) { try Record.arrayFromJSONString(array, options: options) }
        )
        errors.append(
            try #require(throws: JSONModelError.self) {
                try Record.arrayFromJSONData(Data(array.utf8), options: options)
            }
        )
        errors.append(
            try #require(throws: JSONModelError.self) {
                try Record.fromDictionary(["name": "a long name"], options: options)
            }
        )
        errors.append(
            try #require(throws: JSONModelError.self) {
                try Record.arrayFromDictionaries([["name": "a"]], options: options)
            }
        )
        for error in errors {
            #expect(error.code == .limitExceeded, "\(error)")
            #expect(error.rootType == Record.self)
        }
    }

    // MARK: - maxStringLength

    @Test func stringOfExactlyMaxStringLengthIsAccepted() throws {
        let record = try Record.fromJSONString(#"{"name":"abcde"}"#, options: Self.options(maxStringLength: 5))
        #expect(record.name == "abcde")
    }

    @Test func stringOneByteOverMaxStringLengthIsRejectedAtItsOpeningQuote() throws {
        let error = try Self.limitError(#"{"name":"abcdef"}"#, Self.options(maxStringLength: 5))
        #expect(error.byteOffset == 8)
        #expect(error.line == 1)
        #expect(error.column == 9)
        #expect(error.message.contains("maxStringLength (5)"), "\(error.message)")
    }

    @Test func stringLengthCountsUTF8BytesAsWrittenBeforeUnescaping() throws {
        // "é" raw is 2 bytes; "\u00e9" is 6 bytes as written, although it decodes to 2.
        let raw = #"{"name":"é"}"#
        #expect(try Record.fromJSONString(raw, options: Self.options(maxStringLength: 4)).name == "é")
        _ = try Self.limitError(#"{"name":"ééé"}"#, Self.options(maxStringLength: 5))
        let escaped = #"{"name":"\u00e9"}"#
        #expect(try Record.fromJSONString(escaped, options: Self.options(maxStringLength: 6)).name == "é")
        _ = try Self.limitError(escaped, Self.options(maxStringLength: 5))
    }

    @Test func objectKeysAreStringsToo() throws {
        // "name" is 4 bytes; a longer unknown key breaks the limit although it is never used.
        #expect(try Record.fromJSONString(#"{"name":""}"#, options: Self.options(maxStringLength: 4)).name.isEmpty)
        let error = try Self.limitError(#"{"name":"","names":1}"#, Self.options(maxStringLength: 4))
        #expect(error.byteOffset == 11)
    }

    @Test func stringLimitAppliesInsideJSONValueProperties() throws {
        let json = #"{"name":"","extra":{"deep":["abc"]}}"#
        _ = try Record.fromJSONString(json, options: Self.options(maxStringLength: 5))
        let error = try Self.limitError(#"{"name":"","extra":{"deep":["abcdef"]}}"#, Self.options(maxStringLength: 5))
        #expect(error.byteOffset == 28)
    }

    // MARK: - maxCollectionCount

    @Test func arrayOfExactlyMaxCollectionCountElementsIsAccepted() throws {
        let record = try Record.fromJSONString(
            #"{"name":"","tags":["a","b","c"]}"#,
            options: Self.options(maxCollectionCount: 3)
        )
        #expect(record.tags == ["a", "b", "c"])
    }

    @Test func arrayOneOverMaxCollectionCountIsRejectedAtItsStart() throws {
        let json = #"{"name":"","tags":["a","b","c","d"]}"#
        let error = try Self.limitError(json, Self.options(maxCollectionCount: 3))
        #expect(error.byteOffset == 18)
        #expect(error.column == 19)
        #expect(error.message.contains("maxCollectionCount (3)"), "\(error.message)")
        #expect(error.message.contains("array"), "\(error.message)")
    }

    @Test func objectMembersCountAgainstMaxCollectionCount() throws {
        let atLimit = #"{"name":"","scores":{"a":1,"b":2,"c":3}}"#
        #expect(try Record.fromJSONString(atLimit, options: Self.options(maxCollectionCount: 3)).scores.count == 3)
        let error = try Self.limitError(
            #"{"name":"","scores":{"a":1,"b":2,"c":3,"d":4}}"#,
            Self.options(maxCollectionCount: 3)
        )
        #expect(error.byteOffset == 20)
        #expect(error.message.contains("object"), "\(error.message)")
        // The model's own object counts too: three members are one too many for a limit of 2.
        _ = try Self.limitError(#"{"name":"","tags":[],"scores":{}}"#, Self.options(maxCollectionCount: 2))
    }

    @Test func zeroAllowsOnlyEmptyContainers() throws {
        let options = Self.options(maxCollectionCount: 0)
        #expect(try Record.arrayFromJSONString("[]", options: options).isEmpty)
        let error = try #require(throws: JSONModelError.self) {
            try Record.arrayFromJSONString(#"[{}]"#, options: options)
        }
        #expect(error.code == .limitExceeded)
        #expect(error.byteOffset == 0)
    }

    @Test func limitErrorsComeBeforeAnyModelError() throws {
        // The wrong type for "name" is never reached: the reader stops first.
        _ = try Self.limitError(#"{"name":1,"tags":["a","b"]}"#, Self.options(maxCollectionCount: 1))
    }

    // MARK: - Streaming: limits apply per element

    static func file(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("jsonmodelkit-limits-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url
    }

    static func stream(
        _ url: URL,
        _ options: JSONModel.DecodingOptions,
        chunkSize: Int = 1 << 20
    ) async throws -> [String] {
        var names: [String] = []
        for try await record in Record.sequence(fromJSONArrayAt: url, options: options, chunkSize: chunkSize) {
            names.append(record.name)
        }
        return names
    }

    @Test func maxInputSizeAppliesToEachStreamedElement() async throws {
        let elements = [#"{"name":"a"}"#, #"{"name":"bbbb"}"#, #"{"name":"cc"}"#]
        let text = "[" + elements.joined(separator: ", ") + "]"
        let url = try Self.file(text)
        defer { try? FileManager.default.removeItem(at: url) }
        let largest = elements.map(\.utf8.count).max() ?? 0
        // The file is bigger than the limit; each element fits.
        #expect(text.utf8.count > largest)
        #expect(try await Self.stream(url, Self.options(maxInputSize: largest)) == ["a", "bbbb", "cc"])

        let error = try await #require(throws: JSONModelError.self) {
            try await Self.stream(url, Self.options(maxInputSize: largest - 1))
        }
        #expect(error.code == .limitExceeded, "\(error)")
        #expect(error.pathComponents == [.index(1)])
        #expect(error.byteOffset == 1 + elements[0].utf8.count + 2)
        #expect(error.message.contains("maxInputSize (\(largest - 1))"), "\(error.message)")
    }

    @Test func anEndlessStreamedElementStopsAtTheLimit() async throws {
        // An unterminated string of 1 MB: rejected by the size limit after a few chunks,
        // not read to the end of the file.
        let text = #"[{"name":""# + String(repeating: "a", count: 1 << 20)
        let url = try Self.file(text)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = try await #require(throws: JSONModelError.self) {
            try await Self.stream(url, Self.options(maxInputSize: 10_000), chunkSize: 4096)
        }
        #expect(error.code == .limitExceeded, "\(error)")
        #expect(error.byteOffset == 1)
        #expect(error.pathComponents == [.index(0)])
    }

    @Test func maxCollectionCountCapsTheStreamedArray() async throws {
        let url = try Self.file(#"[{"name":"a"},{"name":"b"},{"name":"c"}]"#)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try await Self.stream(url, Self.options(maxCollectionCount: 3)) == ["a", "b", "c"])
        var names: [String] = []
        let error = try await #require(throws: JSONModelError.self) {
            for try await record in Record.sequence(fromJSONArrayAt: url, options: Self.options(maxCollectionCount: 2))
            {
                names.append(record.name)
            }
        }
        #expect(error.code == .limitExceeded, "\(error)")
        #expect(names == ["a", "b"])
        #expect(error.byteOffset == 27)
    }

    @Test func maxStringLengthAppliesInsideStreamedElementsWithFileLocations() async throws {
        // Keys count too: "name" is 4 bytes, within both limits.
        let url = try Self.file("[\n" + #"{"name":"abc"},"# + "\n" + #"{"name":"abcde"}]"#)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try await Self.stream(url, Self.options(maxStringLength: 5)) == ["abc", "abcde"])
        let error = try await #require(throws: JSONModelError.self) {
            try await Self.stream(url, Self.options(maxStringLength: 4))
        }
        #expect(error.code == .limitExceeded, "\(error)")
        #expect(error.pathComponents == [.index(1)])
        #expect(error.line == 3)
        #expect(error.column == 9)
    }
}
