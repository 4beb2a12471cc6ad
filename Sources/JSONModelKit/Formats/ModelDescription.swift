import Foundation

/// A read-only view of a model type's schema, for other modules of this package (the XML
/// coder): its properties, their keys, shapes and XML roles, and access to their values.
///
/// Package API: not for users.
package struct ModelDescription: @unchecked Sendable {
    // @unchecked: wraps an immutable schema.
    private let schema: ModelSchema

    /// The model type.
    package var type: any Any.Type { schema.type }

    /// The class, for a ``JSONModel`` subclass.
    package var modelClass: JSONModel.Type? { schema.modelType.modelClass }

    /// The class overrides ``JSONModel/classForDecoding(from:)``.
    package var choosesClassForDecoding: Bool { schema.choosesClassForDecoding }

    /// The mapped properties in declaration order.
    package let properties: [PropertyDescription]

    private init(schema: ModelSchema) {
        self.schema = schema
        self.properties = schema.properties.map(PropertyDescription.init)
    }

    /// The description of a model class (building its schema on first use).
    package static func of(_ modelClass: JSONModel.Type) throws(JSONModelError) -> ModelDescription {
        ModelDescription(schema: try SchemaCache.standard.schema(for: modelClass))
    }

    /// The description of a ``JSONStruct`` type.
    package static func of(_ structType: any JSONStruct.Type) throws(JSONModelError) -> ModelDescription {
        ModelDescription(schema: try SchemaCache.standard.schema(for: .structType(structType), schemasInProgress: []))
    }
}

/// A read-only view of one mapped property.
///
/// Package API: not for users.
package struct PropertyDescription: @unchecked Sendable {
    // @unchecked: wraps an immutable schema property.
    private let property: SchemaProperty

    init(_ property: SchemaProperty) {
        self.property = property
    }

    /// The Swift name.
    package var name: String { property.name }
    /// The JSON key path (one key unless `keyMapping` or `@Key` gave a dotted path).
    package var path: [String] { property.path }
    /// The key as written in messages.
    package var key: String { property.key }
    /// The paths decoding reads when ``path`` is missing (`@Key("username", "nickname")`).
    package var fallbackPaths: [[String]] { property.fallbackPaths }
    /// Whether decoding fails when the key is missing.
    package var isRequired: Bool { property.isRequired }
    /// Whether `null` is a value of the property (`T?`, `JSONValue`, `JSONField`).
    package var acceptsNull: Bool { property.accessor.valueCodec.acceptsNull }
    /// How values look in JSON.
    package var shape: ValueShape { property.valueShape }
    /// Where the property goes in XML.
    package var xmlRole: XMLPropertyRole { property.xmlRole }

    /// The property's value in `model` as JSON, or `nil` when encoding leaves it out.
    package func jsonValue(of model: JSONModel, options: JSONModel.EncodingOptions) throws(JSONModelError) -> JSONValue?
    {
        try jsonValue(ofInstanceAt: FieldReflection.base(of: model), options: options)
    }

    /// ``jsonValue(of:options:)`` with a number kept as the text the JSON encoder writes
    /// (`1.0` for a floating-point `NSNumber`, every digit of an `NSDecimalNumber`), which a
    /// ``JSONValue`` built from that text would not keep (it holds `1.0` as the integer 1).
    package func jsonValueKeepingNumberText(
        of model: JSONModel,
        options: JSONModel.EncodingOptions
    ) throws(JSONModelError) -> JSONValue? {
        guard case .number? = try jsonValue(of: model, options: options) else {
            return try jsonValue(of: model, options: options)
        }
        var writer = JSONWriter(prettyPrinted: false, maxDepth: options.maxDepth)
        try property.accessor.encodeValue(
            of: FieldReflection.base(of: model),
            to: &writer,
            in: EncodingContext(options: options)
        )
        var text = writer.makeString()
        return text.withUTF8 { literal in .number(JSONNumber(keepingLiteral: literal)) }
    }

    /// The property's value in the instance at `base` as JSON, or `nil` when encoding leaves it
    /// out.
    func jsonValue(
        ofInstanceAt base: UnsafeMutableRawPointer,
        options: JSONModel.EncodingOptions
    ) throws(JSONModelError) -> JSONValue? {
        let context = EncodingContext(options: options)
        guard property.accessor.isWritten(of: base, in: context) else { return nil }
        var writer = JSONWriter(buildingValuesWithMaxDepth: options.maxDepth)
        try property.accessor.encodeValue(of: base, to: &writer, in: context)
        return JSONValue(tape: writer.makeTape(), at: 0)
    }

    /// The property's value in `model`, unwrapped from any property wrapper (a model, an array
    /// of models, an optional...).
    package func value(of model: JSONModel) -> Any {
        var value = property.accessor.anyValue(of: FieldReflection.base(of: model))
        while let wrapper = value as? any ModelPropertyWrapper {
            value = wrapper.wrappedValue
        }
        return value
    }
}

extension JSONModelCoder {
    /// Decodes a model from a tape another format's reader built.
    ///
    /// Package API: for the XML coder.
    package static func decode<Model: JSONModel>(
        _ type: Model.Type,
        from document: DecodingDocument,
        options: JSONModel.DecodingOptions
    ) throws(JSONModelError) -> Model {
        try JSONModelCoder(decodingOptions: options).decodeDocument(type, from: document).model
    }

    /// Decodes an array of models from a tape another format's reader built.
    ///
    /// Package API: for the XML coder.
    package static func decodeArray<Model: JSONModel>(
        _ type: Model.Type,
        from document: DecodingDocument,
        options: JSONModel.DecodingOptions
    ) throws(JSONModelError) -> [Model] {
        try JSONModelCoder(decodingOptions: options).decodeDocumentArray(type, from: document)
    }
}
