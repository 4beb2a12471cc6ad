import Foundation
import JSONModelKit

/// One document shape modelled twice: as JSONModel classes and as Codable structs.
///
/// A schema says how each library decodes and encodes the document and how to summarize the
/// result; ``FixtureOperations`` turns it into closures that the benchmarks call. Most
/// schemas only name their two types: decoding and encoding come from their model class (or
/// ``ModelArrayFixtureSchema``), Foundation's coders from ``datesAreISO8601``, and the
/// summaries from ``SummarizedDocument`` when both types conform to it.
protocol FixtureSchema {
    /// The decoded document with JSONModelKit: a model or an array of models.
    associatedtype Model
    /// The decoded document with Foundation.
    associatedtype Structure: Codable

    /// Whether the document's dates are ISO 8601 text, read and written by Foundation with the
    /// `.iso8601` strategies (the models use `@ISO8601`); `false` by default.
    static var datesAreISO8601: Bool { get }

    /// Decodes the document with JSONModelKit.
    static func decodeModel(from data: Data) throws -> Model

    /// Encodes the document with JSONModelKit, compact.
    static func encode(_ model: Model) throws -> Data

    /// A Foundation decoder configured for this document.
    static func makeDecoder() -> JSONDecoder

    /// A Foundation encoder configured for this document, compact.
    static func makeEncoder() -> JSONEncoder

    /// Representative values of the JSONModelKit result.
    static func summary(of model: Model) -> FixtureSummary

    /// The same values of the Foundation result.
    static func summary(of structure: Structure) -> FixtureSummary
}

extension FixtureSchema {
    static var datesAreISO8601: Bool { false }

    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        if datesAreISO8601 { decoder.dateDecodingStrategy = .iso8601 }
        return decoder
    }

    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        if datesAreISO8601 { encoder.dateEncodingStrategy = .iso8601 }
        return encoder
    }
}

// Generic over `Model`, so that each schema's copy is specialized and calls `fromJSONData` on
// its own class, as a hand-written `decodeModel` would (a `Self`-returning method on
// `JSONModel` would reach the coder with the dynamic type, through the runtime's metadata
// caches, on every measured decode).
extension FixtureSchema where Model: JSONModel {
    static func decodeModel(from data: Data) throws -> Model {
        try Model.fromJSONData(data)
    }

    static func encode(_ model: Model) throws -> Data {
        try model.toJSONData(options: .compact)
    }
}

extension FixtureSchema where Model: SummarizedDocument, Structure: SummarizedDocument {
    static func summary(of model: Model) -> FixtureSummary {
        model.fixtureSummary
    }

    static func summary(of structure: Structure) -> FixtureSummary {
        structure.fixtureSummary
    }
}

extension JSONModel.EncodingOptions {
    /// Compact output in every build, to compare with `JSONEncoder`'s default.
    static let compact = JSONModel.EncodingOptions(prettyPrinted: false)
}
