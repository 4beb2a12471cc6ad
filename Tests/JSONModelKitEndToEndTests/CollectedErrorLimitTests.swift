import Foundation
import JSONModelKit
import Synchronization
import Testing

// `maxCollectedErrors`: a decode that collects errors stops at the first failure past the limit,
// lists the ones before it and says that more were found. Failures inside values `@Lossy`
// leaves out do not count.

/// Two integer fields, so that `{"a":"x","b":"y"}` has two failures.
final class CELPair: JSONModel {
    var a = 0
    var b = 0
}

/// Counts the elements that decode, to show where a decode stopped.
final class CELCountedPair: JSONModel {
    static let decodedCount = Mutex(0)

    var a = 0
    var b = 0

    override func didDecode() throws {
        Self.decodedCount.withLock { $0 += 1 }
    }
}

/// Arrays of arrays of models.
final class CELGrid: JSONModel {
    var rows: [[CELPair]] = []
}

/// A `@Lossy` array (whose bad elements are left out) before two plain fields.
final class CELLossyHolder: JSONModel {
    @Lossy var items: [CELPair] = []
    var a = 0
    var b = 0
}

@Suite("Collected error limit")
struct CollectedErrorLimitTests {
    static func collecting(_ limit: Int? = nil) -> JSONModel.DecodingOptions {
        var options = JSONModel.DecodingOptions(collectAllErrors: true)
        if let limit { options.maxCollectedErrors = limit }
        return options
    }

    /// `count` elements with two bad fields each.
    static func badPairs(_ count: Int) -> String {
        "[" + Array(repeating: #"{"a":"x","b":"y"}"#, count: count).joined(separator: ",") + "]"
    }

    @Test func theDefaultIsOneHundred() {
        #expect(JSONModel.DecodingOptions().maxCollectedErrors == 100)
        #expect(JSONModel.DecodingOptions(maxCollectedErrors: 7).maxCollectedErrors == 7)
    }

    @Test func aLargeArrayOfBadElementsStopsAtTheLimit() throws {
        // The issue's 22 MB document, scaled down: 100,000 elements with two bad fields each.
        let json = Self.badPairs(100_000)
        let clock = ContinuousClock()
        let start = clock.now
        let error = try #require(throws: JSONModelError.self) {
            try CELPair.arrayFromJSONString(json, options: Self.collecting())
        }
        let elapsed = clock.now - start
        #expect(error.code == .multiple)
        #expect(error.errors.count == 100)
        #expect(error.hasUnlistedErrors)
        #expect(error.errors.first?.path == "[0].a")
        #expect(error.errors.last?.path == "[49].b")
        #expect(error.message == "more than 100 errors")
        #expect(
            error.description.hasPrefix(
                "more than 100 errors decoding CELPair (decoding stopped at maxCollectedErrors; the first 100 are listed):\n"
            ),
            "\(error.description.prefix(200))"
        )
        // Every failure is still located.
        #expect(error.errors.allSatisfy { $0.line == 1 && $0.column != nil })
        // Reading 2.2 MB and decoding 51 elements; collecting all 200,000 failures took
        // seconds before the limit.
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }

    @Test func decodingStopsAtTheFailurePastTheLimit() throws {
        // Good and bad elements alternate; only the good ones before the stop are decoded.
        let good = #"{"a":1,"b":2}"#
        let bad = #"{"a":"x","b":"y"}"#
        let elements = (0..<20_000).map { $0.isMultiple(of: 2) ? good : bad }
        let json = "[" + elements.joined(separator: ",") + "]"
        CELCountedPair.decodedCount.withLock { $0 = 0 }
        let error = try #require(throws: JSONModelError.self) {
            try CELCountedPair.arrayFromJSONString(json, options: Self.collecting())
        }
        #expect(error.errors.count == 100)
        #expect(error.hasUnlistedErrors)
        // The 101st failure is at element 101 (the 51st bad one): elements 0, 2, ... 100
        // decoded, nothing after.
        #expect(error.errors.last?.path == "[99].b")
        #expect(CELCountedPair.decodedCount.withLock { $0 } == 51)
    }

    @Test func aLimitOfOneListsOneAndSaysThereIsMore() throws {
        let error = try #require(throws: JSONModelError.self) {
            try CELPair.fromJSONString(#"{"a":"x","b":"y"}"#, options: Self.collecting(1))
        }
        #expect(error.code == .multiple)
        #expect(error.errors.map(\.path) == ["a"])
        #expect(error.hasUnlistedErrors)
        #expect(error.message == "more than 1 error")
        #expect(error.description.contains("(decoding stopped at maxCollectedErrors; the first is listed)"))
    }

    @Test(arguments: [0, -5])
    func aLimitBelowOneIsOne(limit: Int) throws {
        let error = try #require(throws: JSONModelError.self) {
            try CELPair.fromJSONString(#"{"a":"x","b":"y"}"#, options: Self.collecting(limit))
        }
        #expect(error.errors.map(\.path) == ["a"])
        #expect(error.hasUnlistedErrors)
    }

    @Test func exactlyTheLimitIsListedInFull() throws {
        // Three elements, six failures: a limit of 6 lists them all and stops nothing.
        let full = try #require(throws: JSONModelError.self) {
            try CELPair.arrayFromJSONString(Self.badPairs(3), options: Self.collecting(6))
        }
        #expect(full.errors.count == 6)
        #expect(!full.hasUnlistedErrors)
        #expect(full.message == "6 errors")
        #expect(!full.description.contains("maxCollectedErrors"))
        // One less: the sixth is found, not listed.
        let stopped = try #require(throws: JSONModelError.self) {
            try CELPair.arrayFromJSONString(Self.badPairs(3), options: Self.collecting(5))
        }
        #expect(stopped.errors.map(\.path) == ["[0].a", "[0].b", "[1].a", "[1].b", "[2].a"])
        #expect(stopped.hasUnlistedErrors)
    }

    @Test func nestedArraysStopAtTheLimitInDocumentOrder() throws {
        let inner = Self.badPairs(3)
        let json = #"{"rows": [\#(inner),[],\#(inner),\#(inner)]}"#
        let error = try #require(throws: JSONModelError.self) {
            try CELGrid.fromJSONString(json, options: Self.collecting(8))
        }
        #expect(
            error.errors.map(\.path) == [
                "rows[0][0].a", "rows[0][0].b", "rows[0][1].a", "rows[0][1].b", "rows[0][2].a", "rows[0][2].b",
                "rows[2][0].a", "rows[2][0].b",
            ]
        )
        #expect(error.hasUnlistedErrors)
        #expect(error.errors.allSatisfy { $0.column != nil })
    }

    @Test func failuresInsideValuesLossyLeavesOutDoNotCount() throws {
        // Ten elements left out, each with two failures, then two real failures: a limit of
        // two lists exactly the two real ones.
        let json = #"{"items": \#(Self.badPairs(10)), "a": "x", "b": "y"}"#
        var report = JSONModel.DecodingReport()
        let error = try #require(throws: JSONModelError.self) {
            try CELLossyHolder.fromJSONString(json, options: Self.collecting(2), report: &report)
        }
        #expect(error.errors.map(\.path) == ["a", "b"])
        #expect(!error.hasUnlistedErrors)
        // The same document with good plain fields decodes, and the report lists every
        // element left out.
        let valid = #"{"items": \#(Self.badPairs(10)), "a": 1, "b": 2}"#
        let holder = try CELLossyHolder.fromJSONString(valid, options: Self.collecting(1), report: &report)
        #expect(holder.items.isEmpty)
        #expect(report.entries.count == 10)
        #expect(report.entries.allSatisfy { $0.kind == .dropped })
        #expect(report.entries.first?.path == "items[0]")
    }

    @Test func withoutCollectingTheLimitChangesNothing() throws {
        let error = try #require(throws: JSONModelError.self) {
            try CELPair.arrayFromJSONString(Self.badPairs(3), options: JSONModel.DecodingOptions(maxCollectedErrors: 1))
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "[0].a")
        #expect(!error.hasUnlistedErrors)
    }

    @Test func theLimitAppliesToUpdates() throws {
        let pair = CELPair()
        let error = try #require(throws: JSONModelError.self) {
            try pair.update(fromJSONData: Data(#"{"a":"x","b":"y"}"#.utf8), options: Self.collecting(1))
        }
        #expect(error.errors.map(\.path) == ["a"])
        #expect(error.hasUnlistedErrors)
        #expect(pair.a == 0)
    }
}
