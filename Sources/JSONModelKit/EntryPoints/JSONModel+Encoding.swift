import Foundation

extension JSONModel {
    /// Encodes the model as JSON text.
    ///
    /// - Parameter options: Layout, key order and `nil` handling; by default pretty in DEBUG
    ///   builds and compact in release builds, declaration order, `nil` omitted.
    /// - Returns: A JSON object.
    /// - Throws: ``JSONModelError``: a non-finite number, nesting beyond `maxDepth` (such as a
    ///   reference cycle), or a schema problem in the class.
    public func toJSONString(options: EncodingOptions = EncodingOptions()) throws(JSONModelError) -> String {
        try encodedJSON(options: options).makeString()
    }

    /// Encodes the model as UTF-8 JSON data.
    ///
    /// - Parameter options: Layout, key order and `nil` handling.
    /// - Returns: A JSON object as UTF-8.
    /// - Throws: ``JSONModelError``, as ``toJSONString(options:)``.
    public func toJSONData(options: EncodingOptions = EncodingOptions()) throws(JSONModelError) -> Data {
        try encodedJSON(options: options).makeData()
    }

    /// Encodes the model as a dictionary of JSON-compatible Foundation values.
    ///
    /// Values are `String`, `Int` (integers that fit), `Double`, `Bool`, `[Any]`,
    /// `[String: Any]`, and `NSNull` for `nil` when ``EncodingOptions/nilEncoding`` is `.null`.
    /// Dates, URLs and other types appear as they would in JSON (strings or numbers).
    ///
    /// - Parameter options: Key handling and `nil` handling (layout does not apply).
    /// - Returns: The model's members.
    /// - Throws: ``JSONModelError``, as ``toJSONString(options:)``.
    public func toDictionary(options: EncodingOptions = EncodingOptions()) throws(JSONModelError) -> [String: Any] {
        try JSONModelCoder(encodingOptions: options).encodeToDictionary(self)
    }

    /// A writer holding the model's JSON.
    func encodedJSON(options: EncodingOptions) throws(JSONModelError) -> JSONWriter {
        try JSONModelCoder(encodingOptions: options).encodedJSON(self, options: options)
    }
}
