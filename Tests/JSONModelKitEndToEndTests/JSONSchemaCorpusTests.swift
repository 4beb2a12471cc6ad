import Foundation
import JSONModelBenchmarkFixtures
import JSONModelKit
import Testing

/// The schemas of the benchmark fixtures' models of twitter.json, citm_catalog.json and
/// canada.json, checked on the real documents (when `JSONMODELKIT_CORPUS` names their folder;
/// CI sets it).
@Suite(
    "JSON Schema of the public corpora's models",
    .enabled(if: JSONSchemaValidator.pythonIsAvailable, JSONSchemaValidator.skipReason),
    .enabled(if: CorpusDirectory.url != nil, "JSONMODELKIT_CORPUS is not set")
)
struct JSONSchemaCorpusTests {
    typealias Fixture = JSONModelBenchmarkFixtures.Fixture

    static var corpus: URL? { CorpusDirectory.url }

    /// One change to a document that the decoder must reject and the schema too.
    struct Mutation: CustomStringConvertible {
        /// The keys and indices to the value.
        var path: [String]
        /// The new value as JSON text, or `nil` to remove the key.
        var literal: String?

        var description: String { "\(path.joined(separator: ".")) = \(literal ?? "(removed)")" }

        func apply(to document: JSONValue) throws -> String {
            let placeholder = "@@CORPUS-MUTATION@@"
            let changed = Self.replacing(document, at: path[...], with: literal == nil ? nil : .string(placeholder))
            return changed.jsonString().replacingOccurrences(of: "\"\(placeholder)\"", with: literal ?? "")
        }

        private static func replacing(
            _ value: JSONValue,
            at path: ArraySlice<String>,
            with replacement: JSONValue?
        ) -> JSONValue {
            guard let step = path.first else { return replacement ?? .null }
            let rest = path.dropFirst()
            switch value {
            case .object(var members):
                if rest.isEmpty, replacement == nil {
                    members[step] = nil
                } else {
                    members[step] = replacing(members[step] ?? .null, at: rest, with: replacement)
                }
                return .object(members)
            case .array(var elements):
                guard let index = Int(step), elements.indices.contains(index) else { return value }
                elements[index] = replacing(elements[index], at: rest, with: replacement)
                return .array(elements)
            default:
                return value
            }
        }
    }

    /// The root model class of a fixture, found from what its decode returns.
    static func modelType(of fixture: Fixture) throws -> JSONModel.Type {
        let decoded = try fixture.operations.decodeWithJSONModelKit(fixture.data)
        return try #require(type(of: decoded) as? JSONModel.Type)
    }

    /// Decodes the corpus and its mutations; validates them against the decoding-mode schema
    /// and the re-encoded corpus against the encoding-mode schema.
    func check(
        _ name: FixtureName,
        mutations: [Mutation],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let fixture = try #require(try Fixture.load(name, corpusDirectory: Self.corpus))
        let modelType = try Self.modelType(of: fixture)
        let text = String(decoding: fixture.data, as: UTF8.self)
        let document = try JSONValue(parsing: text)
        let model = try modelType.fromJSONString(text)
        let encoded = [
            try model.toJSONString(options: .init(prettyPrinted: false)),
            try model.toJSONString(options: .init(prettyPrinted: false, sortedKeys: true, nilEncoding: .null)),
        ]
        var rejected: [String] = []
        for mutation in mutations {
            let changed = try mutation.apply(to: document)
            #expect(throws: JSONModelError.self, "\(mutation) must fail decoding", sourceLocation: sourceLocation) {
                try modelType.fromJSONString(changed)
            }
            rejected.append(changed)
        }
        let results = try JSONSchemaValidator.validate([
            .init(schema: try modelType.jsonSchema(), instances: [text] + rejected),
            .init(schema: try modelType.jsonSchema(options: .init(mode: .encoding)), instances: encoded),
        ])
        #expect(results[0].schemaError == nil, sourceLocation: sourceLocation)
        #expect(results[1].schemaError == nil, sourceLocation: sourceLocation)
        guard results[0].schemaError == nil, results[1].schemaError == nil else { return }
        #expect(results[0].valid[0], "\(name): \(results[0].errors[0] ?? "")", sourceLocation: sourceLocation)
        for (index, mutation) in mutations.enumerated() {
            #expect(
                !results[0].valid[index + 1],
                "\(name): \(mutation) must fail validation",
                sourceLocation: sourceLocation
            )
        }
        for (index, valid) in results[1].valid.enumerated() {
            #expect(valid, "\(name) re-encoded: \(results[1].errors[index] ?? "")", sourceLocation: sourceLocation)
        }
    }

    @Test("twitter.json: the document validates, re-encoded too; broken copies fail both ways")
    func twitter() throws {
        try check(
            .twitter,
            mutations: [
                Mutation(path: ["statuses", "0", "user", "screen_name"], literal: nil),
                Mutation(path: ["statuses", "3", "id"], literal: #""1234""#),
                Mutation(path: ["statuses", "1", "retweet_count"], literal: "9223372036854775808"),
                Mutation(path: ["search_metadata", "count"], literal: "1.5"),
                Mutation(path: ["statuses", "0", "entities", "hashtags"], literal: "{}"),
                Mutation(path: ["statuses", "0", "truncated"], literal: "2"),
                Mutation(path: ["search_metadata"], literal: nil),
            ]
        )
    }

    @Test("citm_catalog.json: the document validates, re-encoded too; broken copies fail both ways")
    func catalog() throws {
        try check(
            .citmCatalog,
            mutations: [
                Mutation(path: ["performances", "0", "eventId"], literal: nil),
                Mutation(path: ["events", "138586341", "name"], literal: "5"),
                Mutation(path: ["performances", "2", "prices", "0", "amount"], literal: "1e30"),
                Mutation(path: ["topicSubTopics", "107888604"], literal: #"["x"]"#),
                Mutation(path: ["areaNames"], literal: "null"),
            ]
        )
    }

    @Test("canada.json: the document validates, re-encoded too; broken copies fail both ways")
    func canada() throws {
        try check(
            .canada,
            mutations: [
                Mutation(path: ["features", "0", "geometry", "coordinates", "0", "0", "1"], literal: #""x""#),
                Mutation(path: ["features", "0", "properties", "name"], literal: nil),
                Mutation(path: ["type"], literal: "null"),
            ]
        )
    }

    @Test("a twitter.json status, changed in every way, agrees with the schemas")
    func twitterStatusAgreement() throws {
        let fixture = try #require(try Fixture.load(.twitter, corpusDirectory: Self.corpus))
        let modelType = try Self.modelType(of: fixture)
        // One status without its retweet (about 5 KB) keeps the thousands of documents small.
        let document = try JSONValue(parsing: fixture.data)
        guard case .object(var status)? = document["statuses"]?[0],
            let metadata = document["search_metadata"]
        else {
            Issue.record("twitter.json has no statuses")
            return
        }
        status["retweeted_status"] = nil
        let base: JSONValue = ["statuses": [.object(status)], "search_metadata": metadata]
        let counts = try SchemaAgreement().check(
            base: base.jsonString(),
            decodingSchema: try modelType.jsonSchema(),
            encodingSchema: try modelType.jsonSchema(options: .init(mode: .encoding)),
            roundTrip: modelRoundTrip(modelType)
        )
        #expect(counts.accepted > 100)
        #expect(counts.rejected > 1000)
    }
}

/// The folder of twitter.json, citm_catalog.json and canada.json, from `JSONMODELKIT_CORPUS`.
enum CorpusDirectory {
    static var url: URL? {
        guard let path = ProcessInfo.processInfo.environment["JSONMODELKIT_CORPUS"], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path)
    }
}

/// The benchmarks' generated fixtures (always there; arrays of orders): their model's schemas
/// agree with the decoder on the first order of the small document and every change to it,
/// and every order of the medium document validates, as written and re-encoded.
@Suite(
    "JSON Schema of the generated fixtures' models",
    .enabled(if: JSONSchemaValidator.pythonIsAvailable, JSONSchemaValidator.skipReason)
)
struct JSONSchemaGeneratedFixtureTests {
    typealias Fixture = JSONModelBenchmarkFixtures.Fixture

    /// The element class of a generated fixture and its elements as JSON text.
    static func orders(_ name: FixtureName) throws -> (modelType: JSONModel.Type, elements: [String]) {
        let fixture = try #require(try Fixture.load(name, corpusDirectory: nil))
        let decoded = try #require(try fixture.operations.decodeWithJSONModelKit(fixture.data) as? [JSONModel])
        let first = try #require(decoded.first)
        let elements = try #require(try JSONValue(parsing: fixture.data).arrayValue)
        return (type(of: first), elements.map { $0.jsonString() })
    }

    @Test("an order of the small document, changed in every way, agrees with the schemas")
    func small() throws {
        let (modelType, elements) = try Self.orders(.generatedSmall)
        let counts = try SchemaAgreement().check(
            base: try #require(elements.first),
            decodingSchema: try modelType.jsonSchema(),
            encodingSchema: try modelType.jsonSchema(options: .init(mode: .encoding)),
            roundTrip: modelRoundTrip(modelType)
        )
        #expect(counts.accepted > 50)
        #expect(counts.rejected > 300)
    }

    @Test("every order of the medium document validates, and so does its encoding")
    func medium() throws {
        let (modelType, elements) = try Self.orders(.generatedMedium)
        let encoded = try elements.map {
            try modelType.fromJSONString($0).toJSONString(options: .init(prettyPrinted: false))
        }
        let results = try JSONSchemaValidator.validate([
            .init(schema: try modelType.jsonSchema(), instances: elements),
            .init(schema: try modelType.jsonSchema(options: .init(mode: .encoding)), instances: encoded),
        ])
        #expect(elements.count > 50)
        for result in results {
            #expect(result.schemaError == nil)
            #expect(result.valid.allSatisfy { $0 }, "\(result.errors.compactMap { $0 }.prefix(3))")
        }
    }
}
