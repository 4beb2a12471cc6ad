import Foundation
import JSONModelKit
import Testing

/// Checks that a model's schemas say what its decoder and encoder do, with a real validator.
///
/// From one valid document it makes many: every key removed, every value (at every depth, and
/// the first element of every array) replaced by each of a list of JSON literals, and an
/// unknown key added. Each document is decoded; then Python's `jsonschema` validates every
/// document against the decoding-mode schema and every encoder output against the
/// encoding-mode schema. The rules:
///
/// - a document the decoder accepts validates;
/// - with `strict`, a document the decoder rejects for a missing required key, a wrong type, an
///   unknown key, a number that is not an integer or out of an integer type's range, or an
///   unknown enum value does not validate (other rejections, such as a malformed date inside
///   a string, are beyond what the schema can say: `format` is an annotation);
/// - whatever the encoder writes for an accepted document (with `nil` left out and written as
///   `null`) validates against the encoding-mode schema.
struct SchemaAgreement {
    /// Decodes a document and returns what the encoder writes for it, in every layout tried.
    typealias RoundTrip = (String) throws(JSONModelError) -> [String]

    /// The schema options, apart from the mode.
    var options = JSONSchemaOptions()
    /// Whether rejected documents must fail validation too (see the type's documentation).
    var strict = true

    /// The JSON literals each value is replaced by.
    static let literals = [
        "null", #""x""#, #""""#, "0", "1", "-1", "1.0", "2.5", "200", "256", "-129", "70000", "4294967296",
        "9223372036854775808", "-9223372036854775809", "18446744073709551616", "1e400", "true", "false", "[]",
        "[1]", #"["a", "a"]"#, "{}", #"{"a": 1}"#, #""2024-05-01""#, #""2024-05-01T12:30:00Z""#, #""large""#,
        #""huge""#,
    ]

    /// What happened to each document.
    struct Outcome {
        var document: String
        var error: JSONModelError?
        var encodings: [String]
    }

    /// Decodes every mutation of `base`, validates, and records an issue for each disagreement.
    ///
    /// - Returns: How many documents the decoder accepted and rejected, for sanity checks.
    @discardableResult
    func check(
        base: String,
        decodingSchema: JSONValue,
        encodingSchema: JSONValue,
        maxDepth: Int = 3,
        extraDocuments: [String] = [],
        roundTrip: RoundTrip,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (accepted: Int, rejected: Int) {
        let documents = try [base] + Self.mutations(of: base, maxDepth: maxDepth) + extraDocuments
        var outcomes: [Outcome] = []
        for document in documents {
            do throws(JSONModelError) {
                outcomes.append(Outcome(document: document, error: nil, encodings: try roundTrip(document)))
            } catch {
                outcomes.append(Outcome(document: document, error: error, encodings: []))
            }
        }
        #expect(
            outcomes[0].error == nil,
            "the base document must decode: \(outcomes[0].error.map(String.init(describing:)) ?? "")",
            sourceLocation: sourceLocation
        )
        let encodings = outcomes.flatMap(\.encodings)
        let results = try JSONSchemaValidator.validate([
            .init(schema: decodingSchema, instances: outcomes.map(\.document)),
            .init(schema: encodingSchema, instances: encodings),
        ])
        #expect(
            results[0].schemaError == nil,
            "decoding schema: \(results[0].schemaError ?? "")",
            sourceLocation: sourceLocation
        )
        #expect(
            results[1].schemaError == nil,
            "encoding schema: \(results[1].schemaError ?? "")",
            sourceLocation: sourceLocation
        )
        guard results[0].schemaError == nil, results[1].schemaError == nil else { return (0, 0) }
        for (index, outcome) in outcomes.enumerated() {
            let valid = results[0].valid[index]
            if let error = outcome.error {
                if strict, Self.schemaMustReject(error), valid {
                    Issue.record(
                        "the decoder rejects this document (\(error)) but the schema accepts it:\n\(outcome.document)",
                        sourceLocation: sourceLocation
                    )
                }
            } else if !valid {
                Issue.record(
                    "the decoder accepts this document but the schema rejects it (\(results[0].errors[index] ?? "")):\n\(outcome.document)",
                    sourceLocation: sourceLocation
                )
            }
        }
        for (index, encoding) in encodings.enumerated() where !results[1].valid[index] {
            Issue.record(
                "the encoder wrote this document but the encoding schema rejects it (\(results[1].errors[index] ?? "")):\n\(encoding)",
                sourceLocation: sourceLocation
            )
        }
        let accepted = outcomes.count { $0.error == nil }
        return (accepted, outcomes.count - accepted)
    }

    /// Whether the schema can say what made the decoder reject a document.
    static func schemaMustReject(_ error: JSONModelError) -> Bool {
        switch error.code {
        case .keyNotFound, .typeMismatch, .unknownKey:
            return true
        case .invalidValue:
            // An integer type's range ("out of range -128...127"), not a Double's or a date's.
            let message = error.message
            return (message.contains("out of range") && message.contains("..."))
                || message.contains("not an integer") || message.contains("; allowed:")
        default:
            return false
        }
    }

    /// Every document made from `base` by one change at a depth up to `maxDepth`.
    static func mutations(of base: String, maxDepth: Int) throws -> [String] {
        let value = try JSONValue(parsing: base)
        var documents: [String] = []
        collect(value, path: [], depth: 0, maxDepth: maxDepth, root: value, into: &documents)
        return documents
    }

    private enum Step {
        case key(String)
        case index(Int)
    }

    private static let placeholder = "@@SCHEMA-AGREEMENT@@"

    private static func collect(
        _ value: JSONValue,
        path: [Step],
        depth: Int,
        maxDepth: Int,
        root: JSONValue,
        into documents: inout [String]
    ) {
        switch value {
        case .object(let members):
            // An unknown key at this level.
            documents.append(
                replacing(root, at: path, with: .object(members.merging(["zz_unknown": 1]) { $1 })).jsonString()
            )
            for key in members.keys.sorted() {
                guard let member = members[key] else { continue }
                var without = members
                without[key] = nil
                documents.append(replacing(root, at: path, with: .object(without)).jsonString())
                let memberPath = path + [.key(key)]
                documents += literalDocuments(root, at: memberPath)
                if depth < maxDepth {
                    collect(
                        member,
                        path: memberPath,
                        depth: depth + 1,
                        maxDepth: maxDepth,
                        root: root,
                        into: &documents
                    )
                }
            }
        case .array(let elements):
            guard let first = elements.first else { return }
            let elementPath = path + [.index(0)]
            documents += literalDocuments(root, at: elementPath)
            if depth < maxDepth {
                collect(first, path: elementPath, depth: depth + 1, maxDepth: maxDepth, root: root, into: &documents)
            }
        default:
            return
        }
    }

    /// The document with the value at `path` replaced by each literal, as text (so that `1.0`
    /// and big integers reach the decoder and the validator as written).
    private static func literalDocuments(_ root: JSONValue, at path: [Step]) -> [String] {
        let template = replacing(root, at: path, with: .string(placeholder)).jsonString()
        let quoted = "\"\(placeholder)\""
        return literals.map { template.replacingOccurrences(of: quoted, with: $0) }
    }

    private static func replacing(_ value: JSONValue, at path: [Step], with replacement: JSONValue) -> JSONValue {
        guard let step = path.first else { return replacement }
        let rest = Array(path.dropFirst())
        switch (step, value) {
        case (.key(let key), .object(var members)):
            members[key] = replacing(members[key] ?? .null, at: rest, with: replacement)
            return .object(members)
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            elements[index] = replacing(elements[index], at: rest, with: replacement)
            return .array(elements)
        default:
            return value
        }
    }
}

/// Decodes `text` as `Model` and encodes it compactly, leaving `nil` out and writing it as
/// `null` (sorted keys), for ``SchemaAgreement``.
func modelRoundTrip<Model: JSONModel>(
    _ type: Model.Type,
    options: JSONModel.DecodingOptions = .init()
) -> SchemaAgreement.RoundTrip {
    { text throws(JSONModelError) in
        let model = try Model.fromJSONString(text, options: options)
        return [
            try model.toJSONString(options: .init(prettyPrinted: false)),
            try model.toJSONString(options: .init(prettyPrinted: true, sortedKeys: true, nilEncoding: .null)),
        ]
    }
}

/// ``modelRoundTrip(_:options:)`` for a class known only at run time.
func modelRoundTrip(_ modelType: JSONModel.Type) -> SchemaAgreement.RoundTrip {
    { text throws(JSONModelError) in
        let model = try modelType.fromJSONString(text)
        return [
            try model.toJSONString(options: .init(prettyPrinted: false)),
            try model.toJSONString(options: .init(prettyPrinted: true, sortedKeys: true, nilEncoding: .null)),
        ]
    }
}

/// ``modelRoundTrip(_:options:)`` for a ``JSONStruct``.
func structRoundTrip<Model: JSONStruct>(_ type: Model.Type) -> SchemaAgreement.RoundTrip {
    { text throws(JSONModelError) in
        let value = try Model.fromJSONString(text)
        return [
            try value.toJSONString(options: .init(prettyPrinted: false)),
            try value.toJSONString(options: .init(prettyPrinted: false, sortedKeys: true, nilEncoding: .null)),
        ]
    }
}
