import Foundation

extension JSONModelCoder {
    /// Decodes a document of any type the library maps, with the same strict rules as a
    /// model's properties: `[Double]`, `[[Int]]`, `[String: Person]`, `Date`, `JSONValue`...
    ///
    /// For documents whose top level is not an object, such as an array of numbers:
    ///
    /// ```swift
    /// typealias Readings = [Double]
    /// let readings = try JSONModelCoder().decodeValue(Readings.self, fromJSONString: "[1.5, 2, 3]")
    /// let text = try JSONModelCoder().encodeValueToJSONString(readings)   // [1.5,2,3]
    /// ```
    ///
    /// A `Date` uses the coder's ``dateStrategy`` (default ISO 8601); a ``JSONModel`` class or
    /// a ``JSONStruct`` type works too, as with ``decode(_:fromJSONString:)-1gsqd``.
    ///
    /// - Parameters:
    ///   - type: The type of the whole document.
    ///   - string: The JSON text.
    /// - Returns: The decoded value.
    /// - Throws: ``JSONModelError``: a syntax error, a value of the wrong type (with its
    ///   path, such as `[3]`), or `unsupportedType` for a type the library cannot map.
    public func decodeValue<Value>(_ type: Value.Type, fromJSONString string: String) throws(JSONModelError) -> Value {
        try UTF8Input.withBytes(of: string) { bytes throws(JSONModelError) in
            try decodeValue(type, from: bytes)
        }
    }

    /// Decodes a document of any type the library maps from UTF-8 data.
    ///
    /// - Parameters:
    ///   - type: The type of the whole document.
    ///   - data: The JSON text as UTF-8.
    /// - Returns: The decoded value.
    /// - Throws: ``JSONModelError``, as ``decodeValue(_:fromJSONString:)``.
    public func decodeValue<Value>(_ type: Value.Type, fromJSONData data: Data) throws(JSONModelError) -> Value {
        try UTF8Input.withBytes(of: data) { bytes throws(JSONModelError) in
            try decodeValue(type, from: bytes)
        }
    }

    /// Encodes a value of any type the library maps as JSON text.
    ///
    /// - Parameter value: The value: an array, a dictionary, a scalar, a model...
    /// - Returns: Its JSON text, laid out as the coder's encoding options say.
    /// - Throws: ``JSONModelError`` when the value cannot be written (a NaN, a date out of
    ///   range, a type the library cannot map).
    public func encodeValueToJSONString<Value>(_ value: Value) throws(JSONModelError) -> String {
        try encodedValue(value).makeString()
    }

    /// Encodes a value of any type the library maps as UTF-8 JSON data.
    ///
    /// - Parameter value: The value.
    /// - Returns: Its JSON text as UTF-8.
    /// - Throws: ``JSONModelError``, as ``encodeValueToJSONString(_:)``.
    public func encodeValueToJSONData<Value>(_ value: Value) throws(JSONModelError) -> Data {
        try encodedValue(value).makeData()
    }

    // MARK: - Implementation

    /// The codec of a whole document of type `Value`.
    private func documentCodec<Value>(for type: Value.Type) throws(JSONModelError) -> ValueCodec<Value> {
        let factory = CodecFactory(
            dateStrategy: cache.dateStrategy ?? .iso8601,
            elementClass: nil,
            schemasInProgress: [],
            cache: cache
        )
        return try factory.codec(for: type)
    }

    private func decodeValue<Value>(
        _ type: Value.Type,
        from bytes: UnsafeBufferPointer<UInt8>
    ) throws(JSONModelError) -> Value {
        do throws(JSONModelError) {
            let codec = try documentCodec(for: type)
            return try withDocument(bytes, rootType: type) { context throws(JSONModelError) in
                try codec.decode(at: 0, in: context)
            }.result
        } catch {
            var failure = error
            failure.setRootType(type)
            throw failure
        }
    }

    private func encodedValue<Value>(_ value: Value) throws(JSONModelError) -> JSONWriter {
        let options = resolvedEncodingOptions
        var writer = JSONWriter(prettyPrinted: options.resolvedPrettyPrinted, maxDepth: options.maxDepth)
        do throws(JSONModelError) {
            let codec = try documentCodec(for: Value.self)
            let context = EncodingContext(options: options, cache: cache, encodeHook: encodeHook)
            try codec.encode(value, to: &writer, in: context)
        } catch {
            var failure = error
            failure.setRootType(Value.self)
            throw failure
        }
        return writer
    }
}
