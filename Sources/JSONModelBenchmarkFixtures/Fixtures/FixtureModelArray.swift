import Foundation
import JSONModelKit

/// The document of a schema whose top level is an array of models: it decodes with
/// `arrayFromJSONData` and encodes with `toJSONData(options: .compact)`.
///
/// Only `Array` conforms, for any model class; ``FixtureSchema`` uses it to give array schemas
/// their decoding and encoding, as it does for one-model schemas through `JSONModel`.
protocol FixtureModelArray {
    /// Decodes the array from JSON text with the default (strict) options.
    static func decodeArray(from data: Data) throws -> Self

    /// Encodes the array as compact JSON text.
    func encodeArray() throws -> Data
}

extension Array: FixtureModelArray where Element: JSONModel {
    static func decodeArray(from data: Data) throws -> [Element] {
        try Element.arrayFromJSONData(data)
    }

    func encodeArray() throws -> Data {
        try toJSONData(options: .compact)
    }
}
