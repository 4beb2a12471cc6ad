extension JSONModel {
    /// Decodes a model from a ``JSONValue``, without writing it as text and parsing it again.
    ///
    /// The value goes through the same engine, rules and options as JSON text: keys, wrappers,
    /// transforms, hooks, ``classForDecoding(from:)`` and ``didDecode()``. Errors carry the path
    /// but no line and column (a value has no text).
    ///
    /// ```swift
    /// let value: JSONValue = ["name": "Ann", "cars": [["make": "VW", "year": 2001]]]
    /// let person = try Person.fromJSONValue(value)
    /// ```
    ///
    /// - Parameters:
    ///   - value: A JSON object.
    ///   - options: Decoding settings; the defaults are strict. The depth and size limits apply
    ///     to the value as to text.
    /// - Returns: A new model (or the subclass ``classForDecoding(from:)`` picks).
    /// - Throws: ``JSONModelError``.
    public static func fromJSONValue(
        _ value: JSONValue,
        options: DecodingOptions = DecodingOptions()
    ) throws(JSONModelError) -> Self {
        let coder = JSONModelCoder(decodingOptions: options)
        return try coder.decodeDocument(self, from: .jsonValue(value, options: options, rootType: self)).model
    }

    /// Encodes the model as a ``JSONValue``, without writing text.
    ///
    /// - Parameter options: Key handling and `nil` handling (layout does not apply; an object's
    ///   members have no order).
    /// - Returns: A JSON object.
    /// - Throws: ``JSONModelError``, as ``toJSONString(options:)``.
    public func toJSONValue(options: EncodingOptions = EncodingOptions()) throws(JSONModelError) -> JSONValue {
        JSONValue(tape: try JSONModelCoder(encodingOptions: options).encodedValues(self, options: options), at: 0)
    }
}

extension JSONModelArrayDecoding where Self: JSONModel {
    /// Decodes an array of models from a ``JSONValue`` array.
    ///
    /// - Parameters:
    ///   - value: A JSON array of objects.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: The models, in order.
    /// - Throws: ``JSONModelError``; paths start with the element index.
    public static func arrayFromJSONValue(
        _ value: JSONValue,
        options: JSONModel.DecodingOptions = JSONModel.DecodingOptions()
    ) throws(JSONModelError) -> [Self] {
        let coder = JSONModelCoder(decodingOptions: options)
        return try coder.decodeDocumentArray(self, from: .jsonValue(value, options: options, rootType: self))
    }
}
