import Foundation

extension JSONStruct {
    /// Decodes a value from JSON text.
    ///
    /// - Parameters:
    ///   - string: A JSON object.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: The decoded value.
    /// - Throws: ``JSONModelError``, as ``JSONModel/fromJSONString(_:options:)``.
    public static func fromJSONString(
        _ string: String,
        options: JSONModel.DecodingOptions = JSONModel.DecodingOptions()
    ) throws(JSONModelError) -> Self {
        try JSONModelCoder(decodingOptions: options).decode(self, fromJSONString: string)
    }

    /// Decodes a value from UTF-8 JSON data.
    ///
    /// - Parameters:
    ///   - data: A JSON object as UTF-8.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: The decoded value.
    /// - Throws: ``JSONModelError``, as ``JSONModel/fromJSONString(_:options:)``.
    public static func fromJSONData(
        _ data: Data,
        options: JSONModel.DecodingOptions = JSONModel.DecodingOptions()
    ) throws(JSONModelError) -> Self {
        try JSONModelCoder(decodingOptions: options).decode(self, fromJSONData: data)
    }

    /// Decodes a value from a `[String: Any]` dictionary as `JSONSerialization` produces.
    ///
    /// - Parameters:
    ///   - dictionary: JSON-compatible Foundation values.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: The decoded value.
    /// - Throws: ``JSONModelError``, as ``JSONModel/fromDictionary(_:options:)``.
    public static func fromDictionary(
        _ dictionary: [String: Any],
        options: JSONModel.DecodingOptions = JSONModel.DecodingOptions()
    ) throws(JSONModelError) -> Self {
        let coder = JSONModelCoder(decodingOptions: options)
        return try coder.decodeStruct(
            self,
            from: DecodingDocument.foundationValue(dictionary, options: options, rootType: self)
        )
    }

    /// Decodes an array of values from JSON text whose top level is an array.
    ///
    /// - Parameters:
    ///   - string: A JSON array of objects.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: The values, in order.
    /// - Throws: ``JSONModelError``; paths start with the element index.
    public static func arrayFromJSONString(
        _ string: String,
        options: JSONModel.DecodingOptions = JSONModel.DecodingOptions()
    ) throws(JSONModelError) -> [Self] {
        try JSONModelCoder(decodingOptions: options).decodeArray(self, fromJSONString: string)
    }

    /// Decodes an array of values from UTF-8 JSON data whose top level is an array.
    ///
    /// - Parameters:
    ///   - data: A JSON array of objects as UTF-8.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: The values, in order.
    /// - Throws: ``JSONModelError``; paths start with the element index.
    public static func arrayFromJSONData(
        _ data: Data,
        options: JSONModel.DecodingOptions = JSONModel.DecodingOptions()
    ) throws(JSONModelError) -> [Self] {
        try JSONModelCoder(decodingOptions: options).decodeArray(self, fromJSONData: data)
    }

    /// Encodes the value as JSON text.
    ///
    /// - Parameter options: Layout, key order and `nil` handling.
    /// - Returns: A JSON object.
    /// - Throws: ``JSONModelError``, as ``JSONModel/toJSONString(options:)``.
    public func toJSONString(
        options: JSONModel.EncodingOptions = JSONModel.EncodingOptions()
    ) throws(JSONModelError) -> String {
        try JSONModelCoder(encodingOptions: options).encodeToJSONString(self)
    }

    /// Encodes the value as UTF-8 JSON data.
    ///
    /// - Parameter options: Layout, key order and `nil` handling.
    /// - Returns: A JSON object as UTF-8.
    /// - Throws: ``JSONModelError``, as ``JSONModel/toJSONString(options:)``.
    public func toJSONData(
        options: JSONModel.EncodingOptions = JSONModel.EncodingOptions()
    ) throws(JSONModelError) -> Data {
        try JSONModelCoder(encodingOptions: options).encodeToJSONData(self)
    }

    /// Encodes the value as a dictionary of JSON-compatible Foundation values.
    ///
    /// - Parameter options: Key handling and `nil` handling (layout does not apply).
    /// - Returns: The value's members.
    /// - Throws: ``JSONModelError``, as ``JSONModel/toJSONString(options:)``.
    public func toDictionary(
        options: JSONModel.EncodingOptions = JSONModel.EncodingOptions()
    ) throws(JSONModelError) -> [String: Any] {
        var writer = JSONWriter(buildingValuesWithMaxDepth: options.maxDepth)
        try JSONModelCoder(encodingOptions: options).encodeStruct([self], asArray: false, to: &writer)
        return FoundationValueConversion.foundationValue(writer.makeTape(), at: 0) as? [String: Any] ?? [:]
    }
}

extension Array where Element: JSONStruct {
    /// Encodes the values as a JSON array.
    ///
    /// - Parameter options: Layout, key order and `nil` handling.
    /// - Returns: A JSON array of objects.
    /// - Throws: ``JSONModelError``; paths start with the element index.
    public func toJSONString(
        options: JSONModel.EncodingOptions = JSONModel.EncodingOptions()
    ) throws(JSONModelError) -> String {
        try JSONModelCoder(encodingOptions: options).encodedStructJSON(self, asArray: true).makeString()
    }

    /// Encodes the values as a JSON array in UTF-8.
    ///
    /// - Parameter options: Layout, key order and `nil` handling.
    /// - Returns: A JSON array of objects as UTF-8.
    /// - Throws: ``JSONModelError``; paths start with the element index.
    public func toJSONData(
        options: JSONModel.EncodingOptions = JSONModel.EncodingOptions()
    ) throws(JSONModelError) -> Data {
        try JSONModelCoder(encodingOptions: options).encodedStructJSON(self, asArray: true).makeData()
    }
}

extension JSONModelCoder {
    /// Decodes a ``JSONStruct`` value from JSON text.
    ///
    /// - Parameters:
    ///   - type: The struct type.
    ///   - string: A JSON object.
    /// - Returns: The decoded value.
    /// - Throws: ``JSONModelError``. (Hooks apply to the `JSONModel` classes inside it.)
    public func decode<Model: JSONStruct>(
        _ type: Model.Type,
        fromJSONString string: String
    ) throws(JSONModelError) -> Model {
        try UTF8Input.withBytes(of: string) { bytes throws(JSONModelError) in
            try decodeStruct(type, from: bytes)
        }
    }

    /// Decodes a ``JSONStruct`` value from UTF-8 JSON data.
    ///
    /// - Parameters:
    ///   - type: The struct type.
    ///   - data: A JSON object as UTF-8.
    /// - Returns: The decoded value.
    /// - Throws: ``JSONModelError``.
    public func decode<Model: JSONStruct>(_ type: Model.Type, fromJSONData data: Data) throws(JSONModelError) -> Model {
        try UTF8Input.withBytes(of: data) { bytes throws(JSONModelError) in
            try decodeStruct(type, from: bytes)
        }
    }

    /// Decodes a top-level JSON array of ``JSONStruct`` values.
    ///
    /// - Parameters:
    ///   - type: The struct type.
    ///   - string: A JSON array of objects.
    /// - Returns: The values, in order.
    /// - Throws: ``JSONModelError``; paths start with the element index.
    public func decodeArray<Model: JSONStruct>(
        _ type: Model.Type,
        fromJSONString string: String
    ) throws(JSONModelError) -> [Model] {
        try UTF8Input.withBytes(of: string) { bytes throws(JSONModelError) in
            try decodeStructArray(type, from: bytes)
        }
    }

    /// Decodes a top-level JSON array of ``JSONStruct`` values from UTF-8 data.
    ///
    /// - Parameters:
    ///   - type: The struct type.
    ///   - data: A JSON array of objects as UTF-8.
    /// - Returns: The values, in order.
    /// - Throws: ``JSONModelError``; paths start with the element index.
    public func decodeArray<Model: JSONStruct>(
        _ type: Model.Type,
        fromJSONData data: Data
    ) throws(JSONModelError) -> [Model] {
        try UTF8Input.withBytes(of: data) { bytes throws(JSONModelError) in
            try decodeStructArray(type, from: bytes)
        }
    }

    /// Encodes a ``JSONStruct`` value as JSON text.
    ///
    /// - Parameter value: The value.
    /// - Returns: A JSON object.
    /// - Throws: ``JSONModelError``.
    public func encodeToJSONString<Model: JSONStruct>(_ value: Model) throws(JSONModelError) -> String {
        try encodedStructJSON([value], asArray: false).makeString()
    }

    /// Encodes a ``JSONStruct`` value as UTF-8 JSON data.
    ///
    /// - Parameter value: The value.
    /// - Returns: A JSON object as UTF-8.
    /// - Throws: ``JSONModelError``.
    public func encodeToJSONData<Model: JSONStruct>(_ value: Model) throws(JSONModelError) -> Data {
        try encodedStructJSON([value], asArray: false).makeData()
    }

    // MARK: - Implementation

    /// Decodes the document in `bytes` as one ``JSONStruct`` value.
    func decodeStruct<Model: JSONStruct>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>
    ) throws(JSONModelError) -> Model {
        try decode(StructRoot(type, in: cache), from: bytes).result
    }

    /// Decodes `document` as one ``JSONStruct`` value.
    func decodeStruct<Model: JSONStruct>(
        _ type: Model.Type,
        from document: DecodingDocument
    ) throws(JSONModelError) -> Model {
        try decode(StructRoot(type, in: cache), from: document).result
    }

    /// Decodes the document in `bytes` as an array of ``JSONStruct`` values.
    func decodeStructArray<Model: JSONStruct>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>
    ) throws(JSONModelError) -> [Model] {
        try decode(ArrayRoot(element: StructRoot(type, in: cache)), from: bytes).result
    }

    /// Decodes `document` as an array of ``JSONStruct`` values.
    func decodeStructArray<Model: JSONStruct>(
        _ type: Model.Type,
        from document: DecodingDocument
    ) throws(JSONModelError) -> [Model] {
        try decode(ArrayRoot(element: StructRoot(type, in: cache)), from: document).result
    }

    /// A writer holding one value (`asArray` false, `values` has one element) or an array.
    func encodedStructJSON<Model: JSONStruct>(_ values: [Model], asArray: Bool) throws(JSONModelError) -> JSONWriter {
        let options = resolvedEncodingOptions
        var writer = JSONWriter(prettyPrinted: options.resolvedPrettyPrinted, maxDepth: options.maxDepth)
        try encodeStruct(values, asArray: asArray, to: &writer)
        return writer
    }

    /// Writes one value (`asArray` false, `values` has one element) or an array.
    func encodeStruct<Model: JSONStruct>(
        _ values: [Model],
        asArray: Bool,
        to writer: inout JSONWriter
    ) throws(JSONModelError) {
        let options = resolvedEncodingOptions
        let context = EncodingContext(options: options, cache: cache, encodeHook: encodeHook)
        let codec = StructCodec<Model>(preparedIn: cache)
        do throws(JSONModelError) {
            if asArray {
                // The codec's array loop, as for an array property.
                try withUnsafePointer(to: values) { (values) throws(JSONModelError) in
                    try codec.encodeArray(values, member: nil, to: &writer, in: context)
                }
            } else if let value = values.first {
                try codec.encode(value, to: &writer, in: context)
            }
        } catch {
            var failure = error
            failure.setRootType(Model.self)
            throw failure
        }
    }
}
