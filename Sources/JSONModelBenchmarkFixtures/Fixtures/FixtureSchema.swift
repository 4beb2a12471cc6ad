import Foundation
import JSONModelKit

/// One document shape modelled twice: as JSONModel classes and as Codable structs.
///
/// A schema says how each library decodes and encodes the document and how to summarize the
/// result; ``FixtureOperations`` turns it into closures that the benchmarks call.
protocol FixtureSchema {
    /// The decoded document with JSONModelKit: a model or an array of models.
    associatedtype Model
    /// The decoded document with Foundation.
    associatedtype Structure: Codable

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
    static func makeDecoder() -> JSONDecoder { JSONDecoder() }

    static func makeEncoder() -> JSONEncoder { JSONEncoder() }
}

extension JSONModel.EncodingOptions {
    /// Compact output in every build, to compare with `JSONEncoder`'s default.
    static let compact = JSONModel.EncodingOptions(prettyPrinted: false)
}
