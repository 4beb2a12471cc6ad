import Foundation

/// The class-level API `JSONModel` shares with its subclasses where the result is `[Self]`
/// (a class method cannot return `[Self]`; a protocol extension can).
///
/// Only `JSONModel` adopts it; you never adopt it yourself.
public protocol JSONModelArrayDecoding: AnyObject {}

extension JSONModel: JSONModelArrayDecoding {}

extension JSONModelArrayDecoding where Self: JSONModel {
    /// Decodes an array of models from JSON text whose top level is an array.
    ///
    /// - Parameters:
    ///   - string: A JSON array of objects.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: One new instance per element, in order.
    /// - Throws: ``JSONModelError``; paths start with the element index (`[3].name`).
    public static func arrayFromJSONString(
        _ string: String,
        options: DecodingOptions = DecodingOptions()
    ) throws(JSONModelError) -> [Self] {
        try UTF8Input.withBytes(of: string) { bytes throws(JSONModelError) in
            try decodeArrayDocument(bytes, options: options)
        }
    }

    /// Decodes an array of models from UTF-8 JSON data whose top level is an array.
    ///
    /// - Parameters:
    ///   - data: A JSON array of objects as UTF-8.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: One new instance per element, in order.
    /// - Throws: ``JSONModelError``; paths start with the element index (`[3].name`).
    public static func arrayFromJSONData(
        _ data: Data,
        options: DecodingOptions = DecodingOptions()
    ) throws(JSONModelError) -> [Self] {
        try UTF8Input.withBytes(of: data) { bytes throws(JSONModelError) in
            try decodeArrayDocument(bytes, options: options)
        }
    }

    /// Decodes an array of models from `[String: Any]` dictionaries.
    ///
    /// - Parameters:
    ///   - dictionaries: One JSON-compatible dictionary per model.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: One new instance per dictionary, in order.
    /// - Throws: ``JSONModelError``; paths start with the element index (`[3].name`).
    public static func arrayFromDictionaries(
        _ dictionaries: [[String: Any]],
        options: DecodingOptions = DecodingOptions()
    ) throws(JSONModelError) -> [Self] {
        let document = try DecodingDocument.foundationValue(dictionaries, options: options, rootType: self)
        return try JSONModelCoder(decodingOptions: options).decodeDocumentArray(self, from: document)
    }

    static func decodeArrayDocument(
        _ bytes: UnsafeBufferPointer<UInt8>,
        options: DecodingOptions
    ) throws(JSONModelError) -> [Self] {
        try JSONModelCoder(decodingOptions: options).decodeDocumentArray(self, from: bytes)
    }
}
