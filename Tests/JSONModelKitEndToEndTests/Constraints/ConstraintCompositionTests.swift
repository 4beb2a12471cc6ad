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
