import Foundation

extension JSONModelCoder {
    /// Decodes a model from JSON text.
    ///
    /// - Parameters:
    ///   - type: The model class (or a superclass that picks the class with
    ///     ``JSONModel/classForDecoding(from:)``).
    ///   - string: A JSON object.
    /// - Returns: A new, fully decoded instance.
    /// - Throws: ``JSONModelError``, as ``JSONModel/fromJSONString(_:options:)``, and any
    ///   failure of a hook.
    public func decode<Model: JSONModel>(
        _ type: Model.Type,
        fromJSONString string: String
    ) throws(JSONModelError) -> Model {
        try UTF8Input.withBytes(of: string) { bytes throws(JSONModelError) in
            try decodeDocument(type, from: bytes).model
        }
    }

    /// Decodes a model from UTF-8 JSON data.
    ///
    /// - Parameters:
    ///   - type: The model class.
    ///   - data: A JSON object as UTF-8.
    /// - Returns: A new, fully decoded instance.
    /// - Throws: ``JSONModelError``, as ``decode(_:fromJSONString:)-1gsqd``.
    public func decode<Model: JSONModel>(_ type: Model.Type, fromJSONData data: Data) throws(JSONModelError) -> Model {
        try UTF8Input.withBytes(of: data) { bytes throws(JSONModelError) in
            try decodeDocument(type, from: bytes).model
        }
    }

    /// Decodes a model from a `[String: Any]` dictionary as `JSONSerialization` produces.
    ///
    /// - Parameters:
    ///   - type: The model class.
    ///   - dictionary: JSON-compatible Foundation values.
    /// - Returns: A new, fully decoded instance.
    /// - Throws: ``JSONModelError``, as ``decode(_:fromJSONString:)-1gsqd``.
    public func decode<Model: JSONModel>(
        _ type: Model.Type,
        fromDictionary dictionary: [String: Any]
    ) throws(JSONModelError) -> Model {
        let document = try DecodingDocument.foundationValue(
            dictionary,
            options: resolvedDecodingOptions,
            rootType: type
        )
        return try decodeDocument(type, from: document).model
    }

    /// Decodes a top-level JSON array of models.
    ///
    /// - Parameters:
    ///   - type: The element class.
    ///   - string: A JSON array of objects.
    /// - Returns: The models, in order.
    /// - Throws: ``JSONModelError``; element failures have the element index in their path.
    public func decodeArray<Model: JSONModel>(
        _ type: Model.Type,
        fromJSONString string: String
    ) throws(JSONModelError) -> [Model] {
        try UTF8Input.withBytes(of: string) { bytes throws(JSONModelError) in
            try decodeDocumentArray(type, from: bytes)
        }
    }

    /// Decodes a top-level JSON array of models from UTF-8 data.
    ///
    /// - Parameters:
    ///   - type: The element class.
    ///   - data: A JSON array of objects as UTF-8.
    /// - Returns: The models, in order.
    /// - Throws: ``JSONModelError``, as ``decodeArray(_:fromJSONString:)-dm9n``.
    public func decodeArray<Model: JSONModel>(
        _ type: Model.Type,
        fromJSONData data: Data
    ) throws(JSONModelError) -> [Model] {
        try UTF8Input.withBytes(of: data) { bytes throws(JSONModelError) in
            try decodeDocumentArray(type, from: bytes)
        }
    }

    // MARK: - Implementation

    /// Decodes the document in `bytes` as one model.
    func decodeDocument<Model: JSONModel>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>
    ) throws(JSONModelError) -> (model: Model, report: JSONModel.DecodingReport) {
        let (model, report) = try decode(ModelRoot(modelClass: type), from: bytes)
        // `ModelRoot` only ever creates this class or a subclass.
        return (unsafeDowncast(model, to: type), report)
    }

    /// Decodes `document` as one model.
    func decodeDocument<Model: JSONModel>(
        _ type: Model.Type,
        from document: DecodingDocument
    ) throws(JSONModelError) -> (model: Model, report: JSONModel.DecodingReport) {
        let (model, report) = try decode(ModelRoot(modelClass: type), from: document)
        return (unsafeDowncast(model, to: type), report)
    }

    /// Decodes the document in `bytes` as an array of models.
    func decodeDocumentArray<Model: JSONModel>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>
    ) throws(JSONModelError) -> [Model] {
        Self.downcast(try decode(ArrayRoot(element: ModelRoot(modelClass: type)), from: bytes).result, to: type)
    }

    /// Decodes `document` as an array of models.
    func decodeDocumentArray<Model: JSONModel>(
        _ type: Model.Type,
        from document: DecodingDocument
    ) throws(JSONModelError) -> [Model] {
        Self.downcast(try decode(ArrayRoot(element: ModelRoot(modelClass: type)), from: document).result, to: type)
    }

    /// `models`, each of which is a `type`, as an array of `type`.
    ///
    /// The entry points that decode an array of models are generic over the model and run
    /// unspecialized, where appending to a `[Model]` looks up the array type's metadata at run
    /// time for every element (about 330 instructions). They read the elements as
    /// `JSONModel`s and make the `[Model]` here, with one look-up.
    static func downcast<Model: JSONModel>(_ models: [JSONModel], to type: Model.Type) -> [Model] {
        // Not for none: with capacity 0 the standard library writes the count into the shared
        // empty-array storage, which ThreadSanitizer reports against any thread reading an
        // empty array's `span` at the same time.
        guard !models.isEmpty else { return [] }
        return [Model](unsafeUninitializedCapacity: models.count) { buffer, initializedCount in
            for (index, model) in models.enumerated() {
                buffer.initializeElement(at: index, to: unsafeDowncast(model, to: type))
            }
            initializedCount = models.count
        }
    }
}
