import Foundation

extension JSONStruct {
    /// Decodes a value from the object at a path inside a JSON document (an envelope).
    ///
    /// The path is dotted, as in key paths (`"data.user"`, `"results.0.user"`); values outside
    /// it are stepped over without building anything.
    ///
    /// - Parameters:
    ///   - string: A JSON document holding an object at `path`.
    ///   - path: The keys from the document's root to the object, separated by dots.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: The decoded value.
    /// - Throws: ``JSONModelError``, as ``JSONModel/fromJSONString(_:atPath:options:)``.
    public static func fromJSONString(
        _ string: String,
        atPath path: String,
        options: JSONModel.DecodingOptions = JSONModel.DecodingOptions()
    ) throws(JSONModelError) -> Self {
        try UTF8Input.withBytes(of: string) { bytes throws(JSONModelError) in
            try JSONModelCoder(decodingOptions: options).decodeStruct(self, from: bytes, atPath: path)
        }
    }

    /// Decodes a value from the object at a path inside UTF-8 JSON data.
    ///
    /// - Parameters:
    ///   - data: A JSON document as UTF-8, holding an object at `path`.
    ///   - path: The keys from the document's root to the object, separated by dots.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: The decoded value.
    /// - Throws: ``JSONModelError``, as ``JSONModel/fromJSONString(_:atPath:options:)``.
    public static func fromJSONData(
        _ data: Data,
        atPath path: String,
        options: JSONModel.DecodingOptions = JSONModel.DecodingOptions()
    ) throws(JSONModelError) -> Self {
        try UTF8Input.withBytes(of: data) { bytes throws(JSONModelError) in
            try JSONModelCoder(decodingOptions: options).decodeStruct(self, from: bytes, atPath: path)
        }
    }

    /// Decodes an array of values from the array at a path inside a JSON document.
    ///
    /// - Parameters:
    ///   - string: A JSON document holding an array of objects at `path`.
    ///   - path: The keys from the document's root to the array, separated by dots.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: The values, in order.
    /// - Throws: ``JSONModelError``, as ``JSONModel/fromJSONString(_:atPath:options:)``; paths
    ///   go through the element index (`data.items[3].name`).
    public static func arrayFromJSONString(
        _ string: String,
        atPath path: String,
        options: JSONModel.DecodingOptions = JSONModel.DecodingOptions()
    ) throws(JSONModelError) -> [Self] {
        try UTF8Input.withBytes(of: string) { bytes throws(JSONModelError) in
            try JSONModelCoder(decodingOptions: options).decodeStructArray(self, from: bytes, atPath: path)
        }
    }

    /// Decodes an array of values from the array at a path inside UTF-8 JSON data.
    ///
    /// - Parameters:
    ///   - data: A JSON document as UTF-8, holding an array of objects at `path`.
    ///   - path: The keys from the document's root to the array, separated by dots.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: The values, in order.
    /// - Throws: ``JSONModelError``, as ``arrayFromJSONString(_:atPath:options:)``.
    public static func arrayFromJSONData(
        _ data: Data,
        atPath path: String,
        options: JSONModel.DecodingOptions = JSONModel.DecodingOptions()
    ) throws(JSONModelError) -> [Self] {
        try UTF8Input.withBytes(of: data) { bytes throws(JSONModelError) in
            try JSONModelCoder(decodingOptions: options).decodeStructArray(self, from: bytes, atPath: path)
        }
    }
}
