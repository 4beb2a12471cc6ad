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
        try encodedJSONArray(count: models.count, options: options) { models[$0] }
    }

    /// A writer holding the `count` models that `model(at:)` gives as a JSON array.
    ///
    /// The elements share one encoding context, and an element's schema is looked up in the
    /// cache only when its class is not the previous element's.
    ///
    /// `[Model].toJSONString()` reads its elements through `model(at:)`, rather than passing
    /// them as a `[JSONModel]`: that conversion copies the array with a dynamic cast per element.
    func encodedJSONArray(
        count: Int,
        options: JSONModel.EncodingOptions,
        model: (_ index: Int) -> JSONModel
    ) throws(JSONModelError) -> JSONWriter {
        var writer = JSONWriter(prettyPrinted: options.resolvedPrettyPrinted, maxDepth: options.maxDepth)
        try writer.beginArray()
        let context = EncodingContext(options: options, cache: cache, encodeHook: encodeHook)
        var recentSchema = RecentSchema()
        for index in 0..<count {
            let model = model(index)
            writer.element()
            do throws(JSONModelError) {
                try encode(model, schema: schema(of: model, recentSchema: &recentSchema), to: &writer, in: context)
            } catch {
                var failure = error
                failure.prepend(.index(index))
                throw failure
            }
        }
        writer.endArray()
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
        var recentSchema = RecentSchema()
        return try schema(of: model, recentSchema: &recentSchema)
    }

    /// The schema of `model`'s class, without a look-up in the cache when it is the class
    /// `recentSchema` holds; an error names the class as the root.
    private func schema(
        of model: JSONModel,
        recentSchema: inout RecentSchema
    ) throws(JSONModelError) -> ModelSchema {
        do throws(JSONModelError) {
            return try recentSchema.schema(for: type(of: model), in: cache)
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
