import Foundation

extension JSONModel {
    /// Decodes a model from JSON text.
    ///
    /// ```swift
    /// let person = try Person.fromJSONString(#"{"name": "Ann", "cars": []}"#)
    /// ```
    ///
    /// - Parameters:
    ///   - string: A JSON object.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: A new, fully decoded instance of the class this is called on.
    /// - Throws: ``JSONModelError``: a syntax error, a missing required key, a wrong type, an
    ///   invalid value, or a schema problem in the class. Nothing half-built is returned.
    public static func fromJSONString(_ string: String, options: DecodingOptions = DecodingOptions()) throws(JSONModelError) -> Self {
        try UTF8Input.withBytes(of: string) { bytes throws(JSONModelError) in
            try decodeDocument(bytes, options: options)
        }
    }

    /// Decodes a model from UTF-8 JSON data.
    ///
    /// - Parameters:
    ///   - data: A JSON object as UTF-8.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: A new, fully decoded instance of the class this is called on.
    /// - Throws: ``JSONModelError``, as ``fromJSONString(_:options:)``.
    public static func fromJSONData(_ data: Data, options: DecodingOptions = DecodingOptions()) throws(JSONModelError) -> Self {
        try UTF8Input.withBytes(of: data) { bytes throws(JSONModelError) in
            try decodeDocument(bytes, options: options)
        }
    }

    /// Decodes a model from a `[String: Any]` dictionary as `JSONSerialization` produces.
    ///
    /// The same strict rules apply as for JSON text.
    ///
    /// - Parameters:
    ///   - dictionary: JSON-compatible values: `String`, numbers, `Bool`, `NSNull`, arrays and
    ///     `[String: Any]` dictionaries.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: A new, fully decoded instance of the class this is called on.
    /// - Throws: ``JSONModelError``; `invalidValue` with a path for a value JSON cannot hold.
    public static func fromDictionary(_ dictionary: [String: Any], options: DecodingOptions = DecodingOptions()) throws(JSONModelError) -> Self {
        let bytes = try foundationJSON(dictionary, options: options)
        return try UTF8Input.withBytes(of: bytes) { buffer throws(JSONModelError) in
            try decodeDocument(buffer, options: options)
        }
    }

    // MARK: - Implementation

    static func foundationJSON(_ value: Any, options: DecodingOptions) throws(JSONModelError) -> [UInt8] {
        do throws(JSONModelError) {
            return try FoundationValueConversion.jsonBytes(from: value, maxDepth: options.maxDepth)
        } catch {
            var failure = error
            failure.setRootType(self)
            throw failure
        }
    }

    static func decodeDocument(_ bytes: UnsafeBufferPointer<UInt8>, options: DecodingOptions) throws(JSONModelError) -> Self {
        do throws(JSONModelError) {
            let tape = try JSONReader.parse(bytes, maxDepth: options.maxDepth, limits: options.readerLimits)
            return try decodeInstance(at: 0, in: DecodingContext(tape: tape, options: options))
        } catch {
            var failure = error
            failure.setRootType(self)
            throw failure
        }
    }

    /// A new instance of this class decoded from the object at tape `index`.
    static func decodeInstance(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Self {
        let schema = try SchemaRegistry.schema(for: self)
        let instance = self.init()
        try schema.decode(into: instance, at: index, in: context)
        return instance
    }
}
