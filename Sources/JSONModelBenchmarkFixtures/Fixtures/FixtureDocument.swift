import Foundation
import JSONModelKit

/// A document that JSONModelKit decodes and encodes whole: one model, or an array of models.
///
/// It gives every ``FixtureSchema`` the same two calls, `fromJSONData` (or `arrayFromJSONData`)
/// with the default options and `toJSONData(options: .compact)`, instead of each schema
/// spelling them out.
protocol FixtureDocument {
    /// Decodes the document from JSON text with the default (strict) options.
    static func decodeFixture(from data: Data) throws -> Self

    /// Encodes the document as compact JSON text.
    func encodeFixture() throws -> Data
}

extension JSONModel: FixtureDocument {
    static func decodeFixture(from data: Data) throws -> Self {
        try fromJSONData(data)
    }

    func encodeFixture() throws -> Data {
        try toJSONData(options: .compact)
    }
}

extension Array: FixtureDocument where Element: JSONModel {
    static func decodeFixture(from data: Data) throws -> [Element] {
        try Element.arrayFromJSONData(data)
    }

    func encodeFixture() throws -> Data {
        try toJSONData(options: .compact)
    }
}
