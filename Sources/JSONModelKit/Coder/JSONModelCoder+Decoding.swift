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

    /// Parses `bytes` and runs `body` on the document; failures name `rootType` and say where
    /// in `bytes` they are (line, column and byte offset, computed only then).
    func withDocument<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>,
        rootType: any Any.Type,
        _ body: (DecodingContext) throws(JSONModelError) -> Result
    ) throws(JSONModelError) -> (result: Result, report: JSONModel.DecodingReport) {
        let document = try DecodingDocument.parsing(bytes, options: resolvedDecodingOptions, rootType: rootType)
        return try withDocument(document, rootType: rootType, body)
    }

    /// Runs `body` on `document`: the one place every decode goes through.
    ///
    /// Failures name `rootType` and are located as the document's source allows.
    func withDocument<Result>(
        _ document: DecodingDocument,
        rootType: any Any.Type,
        _ body: (DecodingContext) throws(JSONModelError) -> Result
    ) throws(JSONModelError) -> (result: Result, report: JSONModel.DecodingReport) {
        let tape = document.tape
        do throws(JSONModelError) {
            let context = DecodingContext(
                tape: tape,
                options: resolvedDecodingOptions,
                cache: cache,
                decodeHook: decodeHook
            )
            let result = try body(context)
            return (result, context.report.makeReport(for: tape))
        } catch {
            var failure = error
            // What no step closer to the failure located is about the document as a whole.
            failure.locate(atByteOffset: tape.entries[0].start)
            document.resolveLocations(&failure)
            failure.setRootType(rootType)
            failure.listAlone(collecting: resolvedDecodingOptions.collectAllErrors)
            throw failure
        }
    }

    /// Decodes the document in `bytes` as one model.
    func decodeDocument<Model: JSONModel>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>
    ) throws(JSONModelError) -> (model: Model, report: JSONModel.DecodingReport) {
        if let (model, report) = try decodeInOnePass(
            bytes,
            rootType: type,
            { source, context throws(JSONModelError) in
                try type.decodeInstance(from: &source, in: context)
            }
        ) {
            return (model, report)
        }
        return try decodeDocument(
            type,
            from: DecodingDocument.parsing(bytes, options: resolvedDecodingOptions, rootType: type)
        )
    }

    /// Decodes `document` as one model.
    func decodeDocument<Model: JSONModel>(
        _ type: Model.Type,
        from document: DecodingDocument
    ) throws(JSONModelError) -> (model: Model, report: JSONModel.DecodingReport) {
        let (model, report) = try withDocument(document, rootType: type) { context throws(JSONModelError) in
            try type.decodeInstance(at: 0, in: context)
        }
        return (model, report)
    }

    /// Decodes the document in `bytes` as an array of models.
    func decodeDocumentArray<Model: JSONModel>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>
    ) throws(JSONModelError) -> [Model] {
        // Read as `JSONModel`s (see `downcast(_:to:)`).
        if let models = try decodeArrayInOnePass(
            bytes,
            rootType: type,
            { source, context throws(JSONModelError) -> JSONModel in
                try type.decodeInstance(from: &source, in: context)
            }
        ) {
            return Self.downcast(models, to: type)
        }
        return try decodeDocumentArray(
            type,
            from: DecodingDocument.parsing(bytes, options: resolvedDecodingOptions, rootType: type)
        )
    }

    /// `models`, each of which is a `type`, as an array of `type`.
    ///
    /// The entry points that decode an array of models are generic over the model and run
    /// unspecialized, where appending to a `[Model]` looks up the array type's metadata at run
    /// time for every element (about 330 instructions). They read the elements as
    /// `JSONModel`s and make the `[Model]` here, with one look-up.
    static func downcast<Model: JSONModel>(_ models: [JSONModel], to type: Model.Type) -> [Model] {
        [Model](unsafeUninitializedCapacity: models.count) { buffer, initializedCount in
            for (index, model) in models.enumerated() {
                buffer.initializeElement(at: index, to: unsafeDowncast(model, to: type))
            }
            initializedCount = models.count
        }
    }

    /// Decodes `document` as an array of models.
    func decodeDocumentArray<Model: JSONModel>(
        _ type: Model.Type,
        from document: DecodingDocument
    ) throws(JSONModelError) -> [Model] {
        let models = try withDocument(document, rootType: type) { context throws(JSONModelError) in
            try decodeArrayElements(
                at: 0,
                in: context,
                mismatch: { Self.arrayMismatch(of: type, at: 0, in: context) },
                decodeElement: { element throws(JSONModelError) -> JSONModel in
                    try type.decodeInstance(from: &element, in: context)
                }
            )
        }.result
        return Self.downcast(models, to: type)
    }

    /// The error for a document (or the value at a path) that should be an array of `type`.
    static func arrayMismatch(of type: any Any.Type, at index: Int, in context: DecodingContext) -> JSONModelError {
        JSONModelError(
            code: .typeMismatch,
            message: "expected an array of \(type), found \(context.tape.describeValue(at: index))"
        )
    }
}
