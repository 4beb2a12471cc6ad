import Foundation
import JSONModelBenchmarkFixtures
import JSONModelKit
import Testing

/// The benchmark fixtures' models of the public corpora hold every member of every object.
///
/// twitter.json, citm_catalog.json and canada.json, so that the benchmarks (and the side-by-side
/// run against msgspec, whose `Struct`s `jsonmodel-bench --peers` checks against our output)
/// measure full models, not a subset. Runs when `JSONMODELKIT_CORPUS` names the corpora's folder
/// (CI sets it).
@Suite(
    "The public corpora's models read and write every member",
    .enabled(if: CorpusDirectory.url != nil, "JSONMODELKIT_CORPUS is not set")
)
struct CorpusModelCoverageTests {
    typealias Fixture = JSONModelBenchmarkFixtures.Fixture

    static let corpora: [FixtureName] = [.twitter, .citmCatalog, .canada]

    /// The differences between two documents, one line each.
    ///
    /// A member of `expected` that `actual` lacks or holds with another value, and a member of
    /// `actual` that `expected` lacks and that is not `null` (an absent optional written as
    /// `null`). Paths are `$.statuses[3].user`; at most `limit` lines.
    static func differences(
        expected: JSONValue,
        actual: JSONValue,
        path: String = "$",
        limit: Int = 20,
        into lines: inout [String]
    ) {
        guard lines.count < limit else { return }
        switch (expected, actual) {
        case (.object(let members), .object(let actualMembers)):
            for (key, value) in members.sorted(by: { $0.key < $1.key }) {
                if let actualValue = actualMembers[key] {
                    differences(
                        expected: value,
                        actual: actualValue,
                        path: "\(path).\(key)",
                        limit: limit,
                        into: &lines
                    )
                } else {
                    lines.append("\(path).\(key): missing")
                }
            }
            for (key, value) in actualMembers where members[key] == nil && !value.isNull {
                lines.append("\(path).\(key): not expected")
            }
        case (.array(let elements), .array(let actualElements)):
            guard elements.count == actualElements.count else {
                lines.append("\(path): \(actualElements.count) elements instead of \(elements.count)")
                return
            }
            for index in elements.indices {
                differences(
                    expected: elements[index],
                    actual: actualElements[index],
                    path: "\(path)[\(index)]",
                    limit: limit,
                    into: &lines
                )
            }
        default:
            if expected != actual {
                lines.append("\(path): \(actual.jsonString()) instead of \(expected.jsonString())")
            }
        }
    }

    /// Records the differences of `actual` from `expected`, one a line (`#expect` on the
    /// documents or the lines would print them whole).
    static func expectSame(
        _ expected: JSONValue,
        _ actual: JSONValue,
        _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var lines: [String] = []
        differences(expected: expected, actual: actual, into: &lines)
        if !lines.isEmpty {
            Issue.record(
                "\(context), differences (at most 20):\n\(lines.joined(separator: "\n"))",
                sourceLocation: sourceLocation
            )
        }
    }

    @Test("every member of every object is decoded and encoded again, with its value", arguments: corpora)
    func everyMember(_ name: FixtureName) throws {
        let fixture = try #require(try Fixture.load(name, corpusDirectory: CorpusDirectory.url))
        let model = try #require(try fixture.operations.decodeWithJSONModelKit(fixture.data) as? JSONModel)
        let original = try JSONValue(parsing: fixture.data)
        // `nil` written as `null`, so that a member that is always null in the document (an
        // optional the models must still declare) shows up in the output.
        let encoded = try JSONValue(
            parsing: try model.toJSONData(options: .init(prettyPrinted: false, nilEncoding: .null))
        )
        Self.expectSame(original, encoded, "\(name.rawValue) re-encoded with nil as null")
    }

    @Test("the Codable structs write the same document as the models", arguments: corpora)
    func structsMatchModels(_ name: FixtureName) throws {
        let fixture = try #require(try Fixture.load(name, corpusDirectory: CorpusDirectory.url))
        let ours = try JSONValue(parsing: try fixture.operations.prepareEncodingWithJSONModelKit(fixture.data)())
        let foundation = try JSONValue(parsing: try fixture.operations.prepareEncodingWithFoundation(fixture.data)())
        // Both ways: a member that only one of them writes as `null` is missing from the other.
        Self.expectSame(ours, foundation, "\(name.rawValue), JSONEncoder's output against the models'")
        Self.expectSame(foundation, ours, "\(name.rawValue), the models' output against JSONEncoder's")
    }
}
