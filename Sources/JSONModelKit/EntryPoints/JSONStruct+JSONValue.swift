extension JSONStruct {
    /// Decodes a value from a ``JSONValue``, without writing it as text and parsing it again;
    /// see ``JSONModel/fromJSONValue(_:options:)``.
    ///
    /// - Parameters:
    ///   - value: A JSON object.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: The decoded value.
    /// - Throws: ``JSONModelError``.
    public static func fromJSONValue(
        _ value: JSONValue,
        options: JSONModel.DecodingOptions = JSONModel.DecodingOptions()
    ) throws(JSONModelError) -> Self {
        let coder = JSONModelCoder(decodingOptions: options)
        return try coder.decodeStruct(self, from: .jsonValue(value, options: options, rootType: self))
    }

    /// Decodes an array of values from a ``JSONValue`` array.
    ///
    /// - Parameters:
    ///   - value: A JSON array of objects.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: The values, in order.
    /// - Throws: ``JSONModelError``; paths start with the element index.
    public static func arrayFromJSONValue(
        _ value: JSONValue,
        options: JSONModel.DecodingOptions = JSONModel.DecodingOptions()
    ) throws(JSONModelError) -> [Self] {
        let coder = JSONModelCoder(decodingOptions: options)
        return try coder.decodeStructArray(self, from: .jsonValue(value, options: options, rootType: self))
    }

    /// Encodes the value as a ``JSONValue``, without writing text.
    ///
    /// - Parameter options: Key handling and `nil` handling (layout does not apply).
    /// - Returns: A JSON object.
    /// - Throws: ``JSONModelError``, as ``JSONModel/toJSONString(options:)``.
    public func toJSONValue(
        options: JSONModel.EncodingOptions = JSONModel.EncodingOptions()
    ) throws(JSONModelError) -> JSONValue {
        var writer = JSONWriter(buildingValuesWithMaxDepth: options.maxDepth)
        try JSONModelCoder(encodingOptions: options).encodeStruct([self], asArray: false, to: &writer)
        return JSONValue(tape: writer.makeTape(), at: 0)
    }
}
