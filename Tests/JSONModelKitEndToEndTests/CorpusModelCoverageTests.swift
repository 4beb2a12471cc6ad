import Foundation
import JSONModelBenchmarkFixtures
import JSONModelKit
import Testing

/// The benchmark fixtures' models of twitter.json, citm_catalog.json and canada.json hold every
/// member of every object of the documents, so that the benchmarks (and the side-by-side run
/// against msgspec, whose `Struct`s `jsonmodel-bench --peers` checks against our output) measure
/// full models, not a subset. Runs when `JSONMODELKIT_CORPUS` names the corpora's folder (CI
/// sets it).
@Suite(
    "The public corpora's models read and write every member",
    .enabled(if: CorpusDirectory.url != nil, "JSONMODELKIT_CORPUS is not set")
)
struct CorpusModelCoverageTests {
    typealias Fixture = JSONModelBenchmarkFixtures.Fixture

    static let corpora: [FixtureName] = [.twitter, .citmCatalog, .canada]

    /// The differences between a document and its re-encoding with `nil` written as `null`: a
    /// member of the original that is missing or holds another value, and a member that the
    /// original lacks and is not `null` (an absent optional). Paths are `$.statuses[3].user`;
    /// at most `limit` lines.
    static func differences(
        original: JSONValue,
        encoded: JSONValue,
        path: String = "$",
        limit: Int = 20,
        into lines: inout [String]
    ) {
        guard lines.count < limit else { return }
        switch (original, encoded) {
        case (.object(let members), .object(let encodedMembers)):
            for (key, value) in members.sorted(by: { $0.key < $1.key }) {
                if let encodedValue = encodedMembers[key] {
                    differences(
                        original: value,
                        encoded: encodedValue,
                        path: "\(path).\(key)",
                        limit: limit,
                        into: &lines
                    )
                } else {
                    lines.append("\(path).\(key): not written")
                }
            }
            for (key, value) in encodedMembers where members[key] == nil && !value.isNull {
                lines.append("\(path).\(key): written, but not in the document")
            }
        case (.array(let elements), .array(let encodedElements)):
            guard elements.count == encodedElements.count else {
                lines.append("\(path): \(encodedElements.count) elements written, \(elements.count) read")
                return
            }
            for index in elements.indices {
                differences(
                    original: elements[index],
                    encoded: encodedElements[index],
                    path: "\(path)[\(index)]",
                    limit: limit,
                    into: &lines
                )
            }
        default:
            if original != encoded {
                lines.append("\(path): \(encoded.jsonString()) written, \(original.jsonString()) read")
            }
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
        var lines: [String] = []
        Self.differences(original: original, encoded: encoded, into: &lines)
        #expect(lines.isEmpty, "\(name.rawValue):\n\(lines.joined(separator: "\n"))")
    }

    @Test("the Codable structs write the same document as the models", arguments: corpora)
    func structsMatchModels(_ name: FixtureName) throws {
        let fixture = try #require(try Fixture.load(name, corpusDirectory: CorpusDirectory.url))
        let ours = try JSONValue(parsing: try fixture.operations.prepareEncodingWithJSONModelKit(fixture.data)())
        let foundation = try JSONValue(parsing: try fixture.operations.prepareEncodingWithFoundation(fixture.data)())
        #expect(ours == foundation, "\(name.rawValue): JSONEncoder's output differs from the models' output")
    }
}
