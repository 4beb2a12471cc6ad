import Foundation

extension JSONModelCoder {
    /// Encodes a model as JSON text.
    ///
    /// - Parameter model: The model.
    /// - Returns: A JSON object.
    /// - Throws: ``JSONModelError``, as ``JSONModel/toJSONString(options:)``, and any failure of
    ///   a hook.
    public func encodeToJSONString(_ model: JSONModel) throws(JSONModelError) -> String {
        try encodedJSON(model, options: resolvedEncodingOptions).makeString()
    }

    /// Encodes a model as UTF-8 JSON data.
    ///
    /// - Parameter model: The model.
    /// - Returns: A JSON object as UTF-8.
    /// - Throws: ``JSONModelError``, as ``encodeToJSONString(_:)-(JSONModel)``.
    public func encodeToJSONData(_ model: JSONModel) throws(JSONModelError) -> Data {
        try encodedJSON(model, options: resolvedEncodingOptions).makeData()
    }

    /// Encodes a model as a dictionary of JSON-compatible Foundation values.
    ///
    /// - Parameter model: The model.
    /// - Returns: The model's members, as ``JSONModel/toDictionary(options:)`` gives them.
    /// - Throws: ``JSONModelError``, as ``encodeToJSONString(_:)-(JSONModel)``.
    public func encodeToDictionary(_ model: JSONModel) throws(JSONModelError) -> [String: Any] {
        let tape = try encodedValues(model, options: resolvedEncodingOptions)
        return FoundationValueConversion.foundationValue(tape, at: 0) as? [String: Any] ?? [:]
    }

    /// Encodes models as a JSON array.
    ///
    /// - Parameter models: The models (of any classes).
    /// - Returns: A JSON array of objects.
    /// - Throws: ``JSONModelError``; failures have the element index in their path.
    public func encodeArrayToJSONString(_ models: [JSONModel]) throws(JSONModelError) -> String {
        try encodedJSON(models, options: resolvedEncodingOptions).makeString()
    }

    /// Encodes models as a JSON array in UTF-8.
    ///
    /// - Parameter models: The models (of any classes).
    /// - Returns: A JSON array of objects as UTF-8.
    /// - Throws: ``JSONModelError``, as ``encodeArrayToJSONString(_:)``.
    public func encodeArrayToJSONData(_ models: [JSONModel]) throws(JSONModelError) -> Data {
        try encodedJSON(models, options: resolvedEncodingOptions).makeData()
    }

    // MARK: - Implementation

    /// A writer holding `model`'s JSON, its buffer sized by the last text written for the
    /// class.
    func encodedJSON(_ model: JSONModel, options: JSONModel.EncodingOptions) throws(JSONModelError) -> JSONWriter {
        let schema = try schema(of: model)
        var writer = JSONWriter(
            prettyPrinted: options.resolvedPrettyPrinted,
            maxDepth: options.maxDepth,
            capacity: schema.encodedTextCapacity
        )
        let context = EncodingContext(options: options, cache: cache, encodeHook: encodeHook)
        try encode(model, schema: schema, to: &writer, in: context)
        schema.noteEncodedTextSize(writer.byteCount)
        return writer
    }

    /// `model`'s members as values (for dictionaries, `JSONValue`, `Codable` encoders and XML):
    /// the same encoders as for text, with a writer that builds a tape.
    func encodedValues(_ model: JSONModel, options: JSONModel.EncodingOptions) throws(JSONModelError) -> JSONTape {
        var writer = JSONWriter(buildingValuesWithMaxDepth: options.maxDepth)
        try encode(model, to: &writer, options: options)
        return writer.makeTape()
    }

    /// A writer holding `models` as a JSON array.
    func encodedJSON(_ models: [JSONModel], options: JSONModel.EncodingOptions) throws(JSONModelError) -> JSONWriter {
        try withUnsafePointer(to: models) { (models) throws(JSONModelError) in
            try encodedJSONArray(models, options: options)
        }
    }

    /// A writer holding the models at `models` as a JSON array, written by the codec of
    /// `Model` as a property's array is (``ModelCodec/encodeArray(_:member:to:in:)``); a
    /// failure names the failing element's class as the root.
    ///
    /// `[Model].toJSONString()` passes its own array by address: converting it to a
    /// `[JSONModel]` would copy it with a dynamic cast per element.
    func encodedJSONArray<Model: JSONModel>(
        _ models: UnsafePointer<[Model]>,
        options: JSONModel.EncodingOptions
    ) throws(JSONModelError) -> JSONWriter {
        var writer = JSONWriter(prettyPrinted: options.resolvedPrettyPrinted, maxDepth: options.maxDepth)
        let context = EncodingContext(options: options, cache: cache, encodeHook: encodeHook)
        let codec = ModelCodec<Model>(modelClass: Model.self, schema: try? cache.schema(for: Model.self))
        do throws(JSONModelError) {
            try codec.encodeArray(models, member: nil, to: &writer, in: context)
        } catch {
            var failure = error
            if case .index(let index)? = failure.pathComponents.first, models.pointee.indices.contains(index) {
                failure.setRootType(type(of: models.pointee[index]))
            }
            throw failure
        }
        return writer
    }

    /// Writes `model` as one JSON object.
    func encode(
        _ model: JSONModel,
        to writer: inout JSONWriter,
        options: JSONModel.EncodingOptions
    ) throws(JSONModelError) {
        let context = EncodingContext(options: options, cache: cache, encodeHook: encodeHook)
        try encode(model, schema: schema(of: model), to: &writer, in: context)
    }

    /// The schema of `model`'s class; an error names the class as the root.
    private func schema(of model: JSONModel) throws(JSONModelError) -> ModelSchema {
        do throws(JSONModelError) {
            return try cache.schema(for: type(of: model))
        } catch {
            var failure = error
            failure.setRootType(type(of: model))
            throw failure
        }
    }

    /// Writes `model`, whose class `schema` describes, as one JSON object; an error names the
    /// class as the root.
    private func encode(
        _ model: JSONModel,
        schema: ModelSchema,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        do throws(JSONModelError) {
            try schema.encode(FieldReflection.base(of: model), object: model, to: &writer, in: context)
        } catch {
            var failure = error
            failure.setRootType(type(of: model))
            throw failure
        }
    }
}
