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
    /// - Returns: A new, fully decoded instance of the class this is called on (or of the
    ///   subclass its ``classForDecoding(from:)`` picks).
    /// - Throws: ``JSONModelError``: a syntax error, a missing required key, a wrong type, an
    ///   invalid value, or a schema problem in the class. Nothing half-built is returned.
    public static func fromJSONString(
        _ string: String,
        options: DecodingOptions = DecodingOptions()
    ) throws(JSONModelError) -> Self {
        try JSONModelCoder(decodingOptions: options).decode(self, fromJSONString: string)
    }

    /// Decodes a model from UTF-8 JSON data.
    ///
    /// - Parameters:
    ///   - data: A JSON object as UTF-8.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: A new, fully decoded instance of the class this is called on.
    /// - Throws: ``JSONModelError``, as ``fromJSONString(_:options:)``.
    public static func fromJSONData(
        _ data: Data,
        options: DecodingOptions = DecodingOptions()
    ) throws(JSONModelError) -> Self {
        try JSONModelCoder(decodingOptions: options).decode(self, fromJSONData: data)
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
    public static func fromDictionary(
        _ dictionary: [String: Any],
        options: DecodingOptions = DecodingOptions()
    ) throws(JSONModelError) -> Self {
        try JSONModelCoder(decodingOptions: options).decode(self, fromDictionary: dictionary)
    }

    /// Decodes a model from JSON text and reports what `@Lossy` properties dropped, defaulted
    /// or coerced.
    ///
    /// ```swift
    /// var report = JSONModel.DecodingReport()
    /// let feed = try Feed.fromJSONString(json, report: &report)
    /// for entry in report.entries { print(entry.path, entry.kind, entry.message) }
    /// ```
    ///
    /// - Parameters:
    ///   - string: A JSON object.
    ///   - options: Decoding settings.
    ///   - report: Replaced with this decode's report when it succeeds.
    /// - Returns: A new, fully decoded instance.
    /// - Throws: ``JSONModelError``, as ``fromJSONString(_:options:)``.
    public static func fromJSONString(
        _ string: String,
        options: DecodingOptions = DecodingOptions(),
        report: inout DecodingReport
    ) throws(JSONModelError) -> Self {
        let decoded = try UTF8Input.withBytes(of: string) { bytes throws(JSONModelError) in
            try JSONModelCoder(decodingOptions: options).decodeDocument(self, from: bytes)
        }
        report = decoded.report
        return decoded.model
    }

    /// Decodes a model from UTF-8 JSON data and reports what `@Lossy` properties dropped,
    /// defaulted or coerced.
    ///
    /// - Parameters:
    ///   - data: A JSON object as UTF-8.
    ///   - options: Decoding settings.
    ///   - report: Replaced with this decode's report when it succeeds.
    /// - Returns: A new, fully decoded instance.
    /// - Throws: ``JSONModelError``, as ``fromJSONString(_:options:)``.
    public static func fromJSONData(
        _ data: Data,
        options: DecodingOptions = DecodingOptions(),
        report: inout DecodingReport
    ) throws(JSONModelError) -> Self {
        let decoded = try UTF8Input.withBytes(of: data) { bytes throws(JSONModelError) in
            try JSONModelCoder(decodingOptions: options).decodeDocument(self, from: bytes)
        }
        report = decoded.report
        return decoded.model
    }

    /// Decodes a model from a `[String: Any]` dictionary and reports what `@Lossy` properties
    /// dropped, defaulted or coerced.
    ///
    /// - Parameters:
    ///   - dictionary: JSON-compatible Foundation values.
    ///   - options: Decoding settings.
    ///   - report: Replaced with this decode's report when it succeeds.
    /// - Returns: A new, fully decoded instance.
    /// - Throws: ``JSONModelError``, as ``fromDictionary(_:options:)``.
    public static func fromDictionary(
        _ dictionary: [String: Any],
        options: DecodingOptions = DecodingOptions(),
        report: inout DecodingReport
    ) throws(JSONModelError) -> Self {
        let coder = JSONModelCoder(decodingOptions: options)
        let document = try DecodingDocument.foundationValue(dictionary, options: options, rootType: self)
        let decoded = try coder.decodeDocument(self, from: document)
        report = decoded.report
        return decoded.model
    }

    /// Decodes the document in `bytes` with the standard configuration.
    static func decodeDocument(
        _ bytes: UnsafeBufferPointer<UInt8>,
        options: DecodingOptions
    ) throws(JSONModelError) -> Self {
        try JSONModelCoder(decodingOptions: options).decodeDocument(self, from: bytes).model
    }
}
