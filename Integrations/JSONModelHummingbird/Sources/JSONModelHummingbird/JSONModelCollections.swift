import Foundation
import JSONModelKit

// The coders get `T.Type` or `some Encodable` and must find out at run time whether it is an
// array of models or of JSONModelKit structs. A conditional conformance of `Array` to a
// protocol of this module answers that with one cast (`as? any JSONModelCollection.Type`).

/// An array of `JSONModel` subclass instances, which JSONModelKit reads and writes as a whole.
protocol JSONModelCollection {
    /// Decodes a JSON array of objects into a new array.
    static func decodeJSONModelArray(
        from data: Data,
        options: JSONModel.DecodingOptions
    ) throws(JSONModelError) -> Self

    /// Writes the array as JSON.
    func encodedJSONModelArray(options: JSONModel.EncodingOptions) throws(JSONModelError) -> Data
}

extension Array: JSONModelCollection where Element: JSONModel {
    static func decodeJSONModelArray(
        from data: Data,
        options: JSONModel.DecodingOptions
    ) throws(JSONModelError) -> [Element] {
        try Element.arrayFromJSONData(data, options: options)
    }

    func encodedJSONModelArray(options: JSONModel.EncodingOptions) throws(JSONModelError) -> Data {
        try toJSONData(options: options)
    }
}

/// An array of ``JSONStruct`` values, which JSONModelKit reads and writes as a whole.
protocol JSONStructCollection {
    /// Decodes a JSON array of objects into a new array.
    static func decodeJSONStructArray(
        from data: Data,
        options: JSONModel.DecodingOptions
    ) throws(JSONModelError) -> Self

    /// Writes the array as JSON.
    func encodedJSONStructArray(options: JSONModel.EncodingOptions) throws(JSONModelError) -> Data
}

extension Array: JSONStructCollection where Element: JSONStruct {
    static func decodeJSONStructArray(
        from data: Data,
        options: JSONModel.DecodingOptions
    ) throws(JSONModelError) -> [Element] {
        try Element.arrayFromJSONData(data, options: options)
    }

    func encodedJSONStructArray(options: JSONModel.EncodingOptions) throws(JSONModelError) -> Data {
        try toJSONData(options: options)
    }
}
