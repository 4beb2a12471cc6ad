import Foundation

extension JSONModel {
    /// Decodes a model from the value at a path inside a JSON document (an envelope).
    ///
    /// The path is dotted, as in key paths: `"data.user"`, `"results.0.user"` (a key of digits
    /// reads an array's element). Values outside the path are stepped over without building
    /// anything.
    ///
    /// ```swift
    /// // {"status": 200, "data": {"user": {"name": "Ann"}}}
    /// let user = try User.fromJSONString(text, atPath: "data.user")
    /// ```
    ///
    /// - Parameters:
    ///   - string: A JSON document holding an object at `path`.
    ///   - path: The keys from the document's root to the object, separated by dots.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: A new, fully decoded instance.
    /// - Throws: ``JSONModelError``: `keyNotFound` naming the first missing key of the path,
    ///   `typeMismatch` when the path runs into a value that is not an object or array, and
    ///   what ``fromJSONString(_:options:)`` throws, with the full path (`data.user.age`) and
    ///   the line and column.
    public static func fromJSONString(
        _ string: String,
        atPath path: String,
        options: DecodingOptions = DecodingOptions()
    ) throws(JSONModelError) -> Self {
        try UTF8Input.withBytes(of: string) { bytes throws(JSONModelError) in
            try JSONModelCoder(decodingOptions: options).decodeDocument(self, from: bytes, atPath: path)
        }
    }

    /// Decodes a model from the value at a path inside UTF-8 JSON data.
    ///
    /// - Parameters:
    ///   - data: A JSON document as UTF-8, holding an object at `path`.
    ///   - path: The keys from the document's root to the object, separated by dots.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: A new, fully decoded instance.
    /// - Throws: ``JSONModelError``, as ``fromJSONString(_:atPath:options:)``.
    public static func fromJSONData(
        _ data: Data,
        atPath path: String,
        options: DecodingOptions = DecodingOptions()
    ) throws(JSONModelError) -> Self {
        try UTF8Input.withBytes(of: data) { bytes throws(JSONModelError) in
            try JSONModelCoder(decodingOptions: options).decodeDocument(self, from: bytes, atPath: path)
        }
    }
}

extension JSONModelArrayDecoding where Self: JSONModel {
    /// Decodes an array of models from the array at a path inside a JSON document.
    ///
    /// ```swift
    /// // {"data": {"items": [{"name": "Ann"}, {"name": "Bob"}]}}
    /// let users = try User.arrayFromJSONString(text, atPath: "data.items")
    /// ```
    ///
    /// - Parameters:
    ///   - string: A JSON document holding an array of objects at `path`.
    ///   - path: The keys from the document's root to the array, separated by dots.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: One new instance per element, in order.
    /// - Throws: ``JSONModelError``, as ``JSONModel/fromJSONString(_:atPath:options:)``; paths
    ///   go through the element index (`data.items[3].name`).
    public static func arrayFromJSONString(
        _ string: String,
        atPath path: String,
        options: DecodingOptions = DecodingOptions()
    ) throws(JSONModelError) -> [Self] {
        try UTF8Input.withBytes(of: string) { bytes throws(JSONModelError) in
            try JSONModelCoder(decodingOptions: options).decodeDocumentArray(self, from: bytes, atPath: path)
        }
    }

    /// Decodes an array of models from the array at a path inside UTF-8 JSON data.
    ///
    /// - Parameters:
    ///   - data: A JSON document as UTF-8, holding an array of objects at `path`.
    ///   - path: The keys from the document's root to the array, separated by dots.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: One new instance per element, in order.
    /// - Throws: ``JSONModelError``, as ``arrayFromJSONString(_:atPath:options:)``.
    public static func arrayFromJSONData(
        _ data: Data,
        atPath path: String,
        options: DecodingOptions = DecodingOptions()
    ) throws(JSONModelError) -> [Self] {
        try UTF8Input.withBytes(of: data) { bytes throws(JSONModelError) in
            try JSONModelCoder(decodingOptions: options).decodeDocumentArray(self, from: bytes, atPath: path)
        }
    }
}
