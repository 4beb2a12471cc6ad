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
/// - with `strict`, a document the decoder rejects for a constraint (``JSONModel/Constraint``,
///   published as its keyword) does not validate; one rejected by a rule (`x-rules`) may;
/// - whatever the encoder writes for an accepted document (with `nil` left out and written as
///   `null`) validates against the encoding-mode schema.
struct SchemaAgreement {
    /// Decodes a document and returns what the encoder writes for it, in every layout tried.
    typealias RoundTrip = (String) throws(JSONModelError) -> [String]

    /// The schema options, apart from the mode.
    var options = JSONSchemaOptions()
    /// Whether rejected documents must fail validation too (see the type's documentation).
    var strict = true
    /// Whether the validator follows draft 2020-12 where the `jsonschema` package departs from
    /// it (exact decimal numbers, ECMA-262 patterns; ``JSONSchemaValidator/Case/exact``).
    var exact = false

    /// The JSON literals each value is replaced by.
    static let literals = [
        "null", #""x""#, #""""#, "0", "1", "-1", "1.0", "2.5", "200", "256", "-129", "70000", "4294967296",
        "9223372036854775808", "-9223372036854775809", "18446744073709551616", "1e400", "true", "false", "[]",
        "[1]", #"["a", "a"]"#, "{}", #"{"a": 1}"#, #""2024-05-01""#, #""2024-05-01T12:30:00Z""#, #""large""#,
        #""huge""#,
    ]

    /// One model's documents and schemas: `base`, its mutations and `extraDocuments`, decoded
    /// and encoded by `roundTrip`.
    struct Subject {
        /// A document the decoder accepts, mutated into many.
        var base: String
        /// The decoding-mode schema.
        var decodingSchema: JSONValue
        /// The encoding-mode schema.
        var encodingSchema: JSONValue
        /// How deep the mutations go.
        var maxDepth = 3
        /// Documents checked besides the mutations.
        var extraDocuments: [String] = []
        /// Decodes a document and returns what the encoder writes for it.
        var roundTrip: RoundTrip
        /// Whether this subject's rejected documents must fail validation too (with the
        /// agreement's ``SchemaAgreement/strict``): not for values the decoder converts first.
        var strict = true
    }

    /// What happened to each document.
    struct Outcome {
        var document: String
        var error: JSONModelError?
        var encodings: [String]
    }

    /// How many documents of a subject the decoder accepted and rejected, and why it rejected
    /// them, for sanity checks.
    struct Counts {
        /// Documents the decoder accepted.
        var accepted = 0
        /// Documents the decoder rejected.
        var rejected = 0
        /// Rejected documents by error code (`typeMismatch`, `constraintViolated`...).
        var rejectedByCode: [String: Int] = [:]
        /// Documents rejected for a constraint, by keyword or rule name.
        var rejectedByConstraint: [String: Int] = [:]
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
        roundTrip: @escaping RoundTrip,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Counts {
        let subject = Subject(
            base: base,
            decodingSchema: decodingSchema,
            encodingSchema: encodingSchema,
            maxDepth: maxDepth,
            extraDocuments: extraDocuments,
            roundTrip: roundTrip
        )
        return try check([subject], sourceLocation: sourceLocation)[0]
    }

    /// Decodes the documents of every subject, validates them all in one run of the validator,
    /// and records an issue for each disagreement.
    ///
    /// - Returns: For each subject, how many documents the decoder accepted and rejected.
    @discardableResult
    func check(_ subjects: [Subject], sourceLocation: SourceLocation = #_sourceLocation) throws -> [Counts] {
        var allOutcomes: [[Outcome]] = []
        var cases: [JSONSchemaValidator.Case] = []
        for subject in subjects {
            let documents =
                try [subject.base] + Self.mutations(of: subject.base, maxDepth: subject.maxDepth)
                + subject.extraDocuments
            var outcomes: [Outcome] = []
            for document in documents {
                do throws(JSONModelError) {
                    outcomes.append(Outcome(document: document, error: nil, encodings: try subject.roundTrip(document)))
                } catch {
                    outcomes.append(Outcome(document: document, error: error, encodings: []))
                }
            }
            #expect(
                outcomes[0].error == nil,
                "the base document must decode: \(outcomes[0].error.map(String.init(describing:)) ?? "")",
                sourceLocation: sourceLocation
            )
            allOutcomes.append(outcomes)
            cases.append(.init(schema: subject.decodingSchema, instances: outcomes.map(\.document), exact: exact))
            cases.append(
                .init(schema: subject.encodingSchema, instances: outcomes.flatMap(\.encodings), exact: exact)
            )
        }
        let results = try JSONSchemaValidator.validate(cases)
        return allOutcomes.enumerated().map { index, outcomes in
            report(
                outcomes,
                decoding: results[2 * index],
                encoding: results[2 * index + 1],
                strict: strict && subjects[index].strict,
                at: sourceLocation
            )
        }
    }

    /// Records an issue for each disagreement between the decoder (and encoder) and the
    /// validator on one subject's documents.
    private func report(
        _ outcomes: [Outcome],
        decoding: JSONSchemaValidator.Result,
        encoding: JSONSchemaValidator.Result,
        strict: Bool,
        at sourceLocation: SourceLocation
    ) -> Counts {
        #expect(
            decoding.schemaError == nil,
            "decoding schema: \(decoding.schemaError ?? "")",
            sourceLocation: sourceLocation
        )
        #expect(
            encoding.schemaError == nil,
            "encoding schema: \(encoding.schemaError ?? "")",
            sourceLocation: sourceLocation
        )
        guard decoding.schemaError == nil, encoding.schemaError == nil else { return Counts() }
        var counts = Counts()
        for (index, outcome) in outcomes.enumerated() {
            let valid = decoding.valid[index]
            if let error = outcome.error {
                counts.rejected += 1
                counts.rejectedByCode[error.code.rawValue, default: 0] += 1
                if let constraint = error.constraint { counts.rejectedByConstraint[constraint, default: 0] += 1 }
                if strict, Self.schemaMustReject(error), valid {
                    Issue.record(
                        "the decoder rejects this document (\(error)) but the schema accepts it:\n\(outcome.document)",
                        sourceLocation: sourceLocation
                    )
                }
            } else {
                counts.accepted += 1
                if !valid {
                    Issue.record(
                        "the decoder accepts this document but the schema rejects it (\(decoding.errors[index] ?? "")):\n\(outcome.document)",
                        sourceLocation: sourceLocation
                    )
                }
            }
        }
        for (index, encoded) in outcomes.flatMap(\.encodings).enumerated() where !encoding.valid[index] {
            Issue.record(
                "the encoder wrote this document but the encoding schema rejects it (\(encoding.errors[index] ?? "")):\n\(encoded)",
                sourceLocation: sourceLocation
            )
        }
        return counts
    }

    /// The JSON Schema keywords a constraint violation can name (a rule's name is none of them:
    /// the schema lists rules under `x-rules`, which validators ignore).
    static let constraintKeywords: Set<String> = [
        "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength",
        "pattern", "enum", "minItems", "maxItems", "minProperties", "maxProperties", "uniqueItems",
    ]

    /// Whether the schema can say what made the decoder reject a document.
    static func schemaMustReject(_ error: JSONModelError) -> Bool {
        switch error.code {
        case .keyNotFound, .typeMismatch, .unknownKey:
            return true
        case .constraintViolated:
            // A constraint's keyword; a rule (`x-rules`) is beyond what a validator checks.
            return error.constraint.map(constraintKeywords.contains) ?? false
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

    /// The document with the value at `path` replaced by each of `literals` (by default
    /// ``literals``), as text (so that `1.0` and big integers reach the decoder and the validator
    /// as written).
    private static func literalDocuments(
        _ root: JSONValue,
        at path: [Step],
        literals: [String] = literals
    ) -> [String] {
        let template = replacing(root, at: path, with: .string(placeholder)).jsonString()
        let quoted = "\"\(placeholder)\""
        return literals.map { template.replacingOccurrences(of: quoted, with: $0) }
    }

    /// `base` with the member at `keys` (a key of the top-level object, then of the object in
    /// it...) set to each of `values`, JSON texts written into the document as they are.
    static func documents(from base: String, setting keys: [String], to values: [String]) throws -> [String] {
        literalDocuments(try JSONValue(parsing: base), at: keys.map(Step.key), literals: values)
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
