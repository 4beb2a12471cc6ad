import Foundation
import JSONModelKit
import Testing

// The second hostile campaign (issue 37): the `Codable` bridge, duplicate keys kept last,
// fallback keys, collected errors, document paths that start at `$`, and messages.

final class TCPerson: JSONModel {
    var name = ""
    var age = 0
}

struct TCEnvelope: Codable {
    var person: TCPerson
}

final class TCAvatar: JSONModel {
    @Key("avatar_url", "photo.url") var avatar = ""
}

final class TCOptionalAvatar: JSONModel {
    @Key("avatar_url", "photo.url") var avatar: String? = nil
}

/// A level of key paths that reads both an index and a key: it accepts arrays and objects.
final class TCMixedLevel: JSONModel {
    @Key("items.0") var first = ""
    @Key("items.label") var label: String? = nil
}

final class TCCounted: JSONModel {
    nonisolated(unsafe) static var decodedValues: [Int] = []
    var value = 0

    override func didDecode() throws {
        Self.decodedValues.append(value)
    }
}

final class TCOwner: JSONModel {
    var name = ""
    var child = TCCounted()
    var tags: [String: Int] = [:]

    override class func propertyIsOptional(_ propertyName: String) -> Bool { true }
}

final class TCData: JSONModel {
    var id = 0
}

final class TCScore: JSONModel {
    @Lossy var score = 0
}

@Suite("Second hostile campaign", .serialized)
struct TrustCampaignTwoTests {
    // MARK: 6. The Codable bridge refuses what is not an integer

    @Test(arguments: ["1e-400", "0.99999999999999999999", "1.5"])
    func codableBridgeRefusesNonIntegers(literal: String) throws {
        let text = #"{"person": {"name": "Ann", "age": \#(literal)}}"#
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(TCEnvelope.self, from: Data(text.utf8))
        }
        #expect(throws: JSONModelError.self) { try TCPerson.fromJSONString(#"{"name": "Ann", "age": \#(literal)}"#) }
    }

    @Test func codableBridgeStillReadsIntegers() throws {
        let text = #"{"person": {"name": "Ann", "age": 1e2}}"#
        let envelope = try JSONDecoder().decode(TCEnvelope.self, from: Data(text.utf8))
        #expect(envelope.person.age == 100)
        let big = #"{"person": {"name": "Ann", "age": 9007199254740993}}"#
        #expect(try JSONDecoder().decode(TCEnvelope.self, from: Data(big.utf8)).person.age == 9_007_199_254_740_993)
    }

    // MARK: 8. useLast never decodes the value it discards

    @Test func useLastSkipsTheEarlierValue() throws {
        let options = JSONModel.DecodingOptions(duplicateKeys: .useLast)
        let text =
            #"{"name": 5, "name": "ok", "child": {"value": 1}, "child": {"value": 2}, "tags": {"a": "x", "a": 3}}"#
        TCCounted.decodedValues = []
        let owner = try TCOwner.fromJSONString(text, options: options)
        #expect(owner.name == "ok")
        #expect(owner.child.value == 2)
        #expect(owner.tags == ["a": 3])
        #expect(TCCounted.decodedValues == [2])

        TCCounted.decodedValues = []
        let fromData = try TCOwner.fromJSONData(Data(text.utf8), options: options)
        #expect(fromData.name == "ok" && TCCounted.decodedValues == [2])

        TCCounted.decodedValues = []
        let updated = TCOwner()
        try updated.update(fromJSONString: text, options: options)
        #expect(updated.name == "ok")
        #expect(updated.child.value == 2)
        #expect(updated.tags == ["a": 3])
        #expect(TCCounted.decodedValues == [2])

        let array = try TCOwner.arrayFromJSONString("[\(text)]", options: options)
        #expect(array.first?.name == "ok")
        let atPath = try TCOwner.fromJSONString(#"{"data": \#(text)}"#, atPath: "data", options: options)
        #expect(atPath.name == "ok")
        let value = try TCOwner.fromJSONValue(JSONValue(parsing: #"{"name": 5, "name": "ok"}"#), options: options)
        #expect(value.name == "ok")
    }

    @Test func useLastStillChecksTheSyntaxOfTheEarlierValue() {
        let options = JSONModel.DecodingOptions(duplicateKeys: .useLast)
        #expect(throws: JSONModelError.self) {
            try TCOwner.fromJSONString(#"{"name": [1,, 2], "name": "ok"}"#, options: options)
        }
    }

    // MARK: 9. Fallback keys

    @Test func aFallbackPathThroughAScalarCountsAsAbsent() throws {
        #expect(try TCAvatar.fromJSONString(#"{"avatar_url": "a", "photo": "p"}"#).avatar == "a")
        #expect(try TCAvatar.fromJSONString(#"{"photo": {"url": "u"}}"#).avatar == "u")
        #expect(try TCOptionalAvatar.fromJSONString(#"{"photo": "p"}"#).avatar == nil)
        #expect(try TCOptionalAvatar.fromJSONString(#"{"photo": [1]}"#).avatar == nil)
        let missing = try #require(throws: JSONModelError.self) {
            try TCAvatar.fromJSONString(#"{"photo": "p"}"#)
        }
        #expect(missing.code == .keyNotFound)
    }

    @Test func aLevelThatAcceptsArraysSaysSo() throws {
        #expect(try TCMixedLevel.fromJSONString(#"{"items": ["a"]}"#).first == "a")
        let error = try #require(throws: JSONModelError.self) {
            try TCMixedLevel.fromJSONString(#"{"items": 5}"#)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.message.contains("a JSON array or object"), "\(error.message)")
    }

    // MARK: 10. Collected errors list a single failure too

    @Test func collectingListsASingleFailure() throws {
        let options = JSONModel.DecodingOptions(collectAllErrors: true)
        let error = try #require(throws: JSONModelError.self) {
            try TCPerson.fromJSONString(#"{"name": 7, "age": 1}"#, options: options)
        }
        #expect(error.errors.map(\.path) == ["name"])
        #expect(error.errors.map(\.code) == [.typeMismatch])
        var printed: [String] = []
        for failure in error.errors {
            printed.append("\(failure.path) \(failure.code)")
        }
        #expect(printed == ["name typeMismatch"])
        // Without collecting, a single failure lists nothing.
        let single = try #require(throws: JSONModelError.self) {
            try TCPerson.fromJSONString(#"{"name": 7, "age": 1}"#)
        }
        #expect(single.errors.isEmpty)
        let syntax = try #require(throws: JSONModelError.self) {
            try TCPerson.fromJSONString(#"{"name": "#, options: options)
        }
        #expect(syntax.errors.count == 1)
    }

    // MARK: 15. maxCollectedErrors below 1

    @Test func maxCollectedErrorsIsClampedToOne() {
        var options = JSONModel.DecodingOptions(collectAllErrors: true, maxCollectedErrors: 0)
        #expect(options.maxCollectedErrors == 1)
        options.maxCollectedErrors = -5
        #expect(options.maxCollectedErrors == 1)
    }

    // MARK: 12. Document paths

    @Test func dollarPathsStartAtTheRoot() throws {
        let text = #"{"data": {"id": 1}, "$data": {"id": 2}, "$ref": {"id": 3}, "$": {"id": 4}}"#
        #expect(try TCData.fromJSONString(text, atPath: "$.data").id == 1)
        #expect(try TCData.fromJSONString(text, atPath: "data").id == 1)
        #expect(try TCData.fromJSONString(text, atPath: "$data").id == 2)
        #expect(try TCData.fromJSONString(text, atPath: "$ref").id == 3)
        #expect(try TCData.fromJSONString(#"{"id": 9}"#, atPath: "$").id == 9)
        #expect(try TCData.fromJSONString(text, atPath: "$.$").id == 4)
        #expect(try TCData.fromJSONString(text, atPath: "\\$ref").id == 3)
        let empty = try #require(throws: JSONModelError.self) { try TCData.fromJSONString(text, atPath: "$.") }
        #expect(empty.code == .invalidValue)
        let list = #"{"items": [{"id": 5}]}"#
        #expect(try TCData.arrayFromJSONString(list, atPath: "$.items").map(\.id) == [5])
        #expect(try TCData.fromJSONString(list, atPath: "$.items.0").id == 5)
    }

    // MARK: 11. Messages

    @Test func fromJSONValueQuotesTheLiteral() throws {
        let value = try JSONValue(parsing: #"{"name": "a", "age": 1e-400}"#)
        let error = try #require(throws: JSONModelError.self) { try TCPerson.fromJSONValue(value) }
        #expect(error.message.contains("1e-400"), "\(error.message)")
    }

    @Test func decodeErrorsNeverSayCannotEncode() throws {
        let error = try #require(throws: JSONModelError.self) {
            try FCDHolder.fromDictionary(["number": Double.nan])
        }
        #expect(!error.message.contains("encode"), "\(error.message)")
        let decimal = try #require(throws: JSONModelError.self) {
            try FCDHolder.fromDictionary(["number": Decimal.nan])
        }
        #expect(!decimal.message.contains("encode"), "\(decimal.message)")
    }

    @Test func dictionariesWithNonStringKeysSayWhatToDo() throws {
        let error = try #require(throws: JSONModelError.self) {
            try FCDHolder.fromDictionary(["map": NSDictionary(dictionary: [1: "one"])])
        }
        #expect(error.message.contains("key"), "\(error.message)")
        let typed = try #require(throws: JSONModelError.self) {
            try FCDHolder.fromDictionary(["map": [1: "one"] as [Int: String]])
        }
        #expect(typed.message.contains("String keys"), "\(typed.message)")
    }

    @Test func lossyCoercionReportShowsTheProducedValue() throws {
        var report = JSONModel.DecodingReport()
        let model = try TCScore.fromJSONString(#"{"score": "1e2"}"#, report: &report)
        #expect(model.score == 100)
        let message = try #require(report.entries.first?.message)
        #expect(message.contains("100"), "\(message)")
    }
}

/// Streaming and in-memory decoding report the same syntax and depth errors.
@Suite("Second hostile campaign: streaming messages")
struct TrustCampaignTwoStreamingTests {
    /// The error the byte-sequence stream ends with for `text`.
    static func streamError(_ text: String, options: JSONModel.DecodingOptions = .init()) async -> JSONModelError? {
        let bytes = AsyncStream<UInt8> { continuation in
            for byte in text.utf8 { continuation.yield(byte) }
            continuation.finish()
        }
        do {
            for try await _ in TCPerson.sequence(fromJSONArrayBytes: bytes, options: options) {}
            return nil
        } catch let error as JSONModelError {
            return error
        } catch {
            return nil
        }
    }

    @Test(arguments: ["[,", "[,]", #"[{"name": "a", "age": 1},,]"#, "[}", #"[{"name": "a", "age": 1},}"#])
    func syntaxErrorsMatchTheInMemoryDecode(text: String) async throws {
        let inMemory = try #require(throws: JSONModelError.self) { try TCPerson.arrayFromJSONString(text) }
        let streamed = try #require(await Self.streamError(text))
        #expect(streamed.code == inMemory.code)
        #expect(streamed.message == inMemory.message, "\(streamed.message) / \(inMemory.message)")
    }

    @Test func depthErrorsNameTheCallersMaxDepth() async throws {
        let options = JSONModel.DecodingOptions(maxDepth: 5)
        let deep = "[" + #"{"name": "a", "age": 1, "x": [[[[1]]]]}"# + "]"
        let inMemory = try #require(throws: JSONModelError.self) {
            try TCPerson.arrayFromJSONString(deep, options: options)
        }
        let streamed = try #require(await Self.streamError(deep, options: options))
        #expect(inMemory.message.contains("5"), "\(inMemory.message)")
        #expect(streamed.message == inMemory.message, "\(streamed.message) / \(inMemory.message)")
    }
}
