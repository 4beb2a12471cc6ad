import Foundation
import JSONModelKit
import Testing

/// Constraints on properties inside wrappers, fields, lenient collections, sets, keyed
/// dictionaries, Foundation numbers and key-path properties.
@Suite struct ConstraintCompositionTests {
    final class Mixed: JSONModel {
        @Optional var retries = 3
        var note: JSONField<String> = .absent
        @Lossy var codes: [String] = []
        var labels: Set<String> = []
        var byYear: [Int: String] = [:]
        var ratio = NSNumber(value: 0.5)
        @Ignore var hidden = 0

        override class var constraints: [String: [Constraint]] {
            [
                "retries": [.range(0...5)],
                "note": [.length(...5)],
                "codes": [.each(.pattern("^[A-Z]+$"))],
                "labels": [.count(...2), .each(.length(1...))],
                "byYear": [.each(.length(...3))],
                "ratio": [.range(0...1)],
                "extra": [.range(0...9)],
            ]
        }

        override class var keyPathProperties: [KeyPathProperty] {
            [KeyPathProperty("extra", \Mixed.hidden)]
        }
    }

    @Test func validDocumentDecodes() throws {
        let model = try Mixed.fromJSONString(
            #"{"retries": 5, "note": null, "codes": ["AB", "x", "CD"], "labels": ["a"], "by_year": {"2024": "abc"}, "ratio": 1, "extra": 9}"#
        )
        #expect(model.codes == ["AB", "CD"])
        #expect(model.note == .null)
        #expect(model.hidden == 9)
    }

    static let violations: [(String, String, String)] = [
        (#"{"retries": 6}"#, "retries", "maximum"),
        (#"{"note": "toolong"}"#, "note", "maxLength"),
        (#"{"labels": ["a", "b", "c"]}"#, "labels", "maxItems"),
        (#"{"labels": [""]}"#, "labels[0]", "minLength"),
        (#"{"by_year": {"2024": "abcd"}}"#, "by_year[\"2024\"]", "maxLength"),
        (#"{"ratio": 1.5}"#, "ratio", "maximum"),
        (#"{"extra": 10}"#, "extra", "maximum"),
    ]

    @Test(arguments: violations)
    func violation(_ testCase: (String, String, String)) throws {
        let (text, path, keyword) = testCase
        let error = try #require(throws: JSONModelError.self) { try Mixed.fromJSONString(text) }
        #expect(error.code == .constraintViolated)
        #expect(error.path == path)
        #expect(error.constraint == keyword)
    }

    @Test func validateReadsEveryKind() throws {
        let model = Mixed()
        model.retries = 9
        model.note = .value("toolong")
        model.labels = ["a", "b", "c"]
        model.byYear = [2024: "abcd"]
        model.ratio = NSNumber(value: -1)
        model.hidden = 10
        let error = try #require(throws: JSONModelError.self) { try model.validate() }
        #expect(
            Set(error.errors.map(\.path))
                == ["retries", "note", "labels", "by_year[\"2024\"]", "ratio", "extra"]
        )
    }
}

/// Hostile strings against constrained properties: answers come in milliseconds, never hang.
@Suite struct ConstraintHostileInputTests {
    final class Hostile: JSONModel {
        var nested = ""
        var email = ""

        override class var constraints: [String: [Constraint]] {
            ["nested": [.pattern("^(a+)+$")], "email": [.pattern("^[^@]+@[^@]+$"), .length(...254)]]
        }
    }

    @Test func catastrophicBacktrackingPatternAnswersAtOnce() throws {
        let text = String(repeating: "a", count: 5_000) + "!"
        let started = ContinuousClock.now
        let error = try #require(throws: JSONModelError.self) {
            try Hostile.fromJSONString(#"{"nested": "\#(text)", "email": "a@b"}"#)
        }
        #expect(error.constraint == "pattern")
        // Generous: a backtracking engine takes longer than the age of the universe.
        #expect(ContinuousClock.now - started < .seconds(2))
    }

    @Test func hugeStringFailsTheLengthFirst() throws {
        let text = String(repeating: "x", count: 2_000_000) + "@example.com"
        let error = try #require(throws: JSONModelError.self) {
            try Hostile.fromJSONString(#"{"nested": "a", "email": "\#(text)"}"#)
        }
        #expect(error.constraint == "maxLength")
        #expect(error.message.count < 200)
    }

    class Base: JSONModel {
        var name = ""
        override class var constraints: [String: [Constraint]] { ["name": [.length(1...)]] }
    }

    final class Derived: Base {
        var code = ""
        override class var constraints: [String: [Constraint]] {
            super.constraints.merging(["code": [.pattern("^[A-Z]{2}-[0-9]{4}$")], "name": [.length(...3)]]) { $0 + $1 }
        }
    }

    @Test func subclassAddsToItsSuperclass() throws {
        _ = try Derived.fromJSONString(#"{"name": "abc", "code": "AB-1234"}"#)
        for (text, keyword) in [
            (#"{"name": "", "code": "AB-1234"}"#, "minLength"),
            (#"{"name": "abcd", "code": "AB-1234"}"#, "maxLength"),
            (#"{"name": "a", "code": "AB-12345"}"#, "pattern"),
        ] {
            let error = try #require(throws: JSONModelError.self) { try Derived.fromJSONString(text) }
            #expect(error.constraint == keyword)
            #expect(error.modelType == Derived.self)
        }
        _ = try Base.fromJSONString(#"{"name": "abcdef"}"#)
    }

    @Test func concurrentDecodesShareTheCompiledChecks() async throws {
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<16 {
                group.addTask {
                    let email = index.isMultiple(of: 2) ? "a\(index)@b.c" : "nope\(index)"
                    do throws(JSONModelError) {
                        _ = try Hostile.fromJSONString(#"{"nested": "aaa", "email": "\#(email)"}"#)
                        return index.isMultiple(of: 2)
                    } catch {
                        return !index.isMultiple(of: 2) && error.constraint == "pattern"
                    }
                }
            }
            for try await passed in group {
                #expect(passed)
            }
        }
    }
}

/// `@Lossy` treats a value that breaks a constraint as one that does not decode.
@Suite struct LossyConstraintTests {
    final class Lenient: JSONModel {
        @Lossy var retries = 3
        @Lossy var tags: [String] = []
        @Lossy var limits: [String: Int] = [:]

        override class var constraints: [String: [Constraint]] {
            ["retries": [.range(0...5)], "tags": [.each(.pattern("^[a-z]+$"))], "limits": [.each(.range(1...))]]
        }
    }

    @Test func brokenValuesAreLeftOutOrDefaulted() throws {
        let model = try Lenient.fromJSONString(
            #"{"retries": 9, "tags": ["ok", "Bad", "fine"], "limits": {"a": 0, "b": 2}}"#
        )
        #expect(model.retries == 3)
        #expect(model.tags == ["ok", "fine"])
        #expect(model.limits == ["b": 2])
        let kept = try Lenient.fromJSONString(#"{"retries": 4, "tags": [], "limits": {}}"#)
        #expect(kept.retries == 4)
        var report = JSONModel.DecodingReport()
        _ = try Lenient.fromJSONString(#"{"retries": 9, "tags": ["Bad"], "limits": {}}"#, report: &report)
        #expect(report.entries.map(\.path) == ["retries", "tags[0]"])
        #expect(report.entries.map(\.kind) == [.defaulted, .dropped])
        #expect(report.entries.last?.message.contains("expected a string matching") == true)
    }

    @Test func validateStillReportsThem() throws {
        let model = Lenient()
        model.retries = 9
        model.tags = ["Bad"]
        let error = try #require(throws: JSONModelError.self) { try model.validate() }
        #expect(Set(error.errors.map(\.path)) == ["retries", "tags[0]"])
    }
}
