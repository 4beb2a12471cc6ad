import Foundation

/// Builds a JSON Schema document (draft 2020-12) from what reflection found: the model
/// schemas in a ``SchemaCache`` and the codecs of their properties.
///
/// One builder makes one document. The root type's schema is the document itself (or a
/// `$ref` to its `$defs` entry when the type refers to itself); every other model or struct
/// gets one `$defs` entry, built the first time it is met, so recursive types end in a `$ref`.
///
/// The rules for what cannot be said exactly are in ``schema(for:)`` and
/// ``modelSchema(_:)``: a schema is always true (everything the decoder accepts, or the encoder
/// writes, validates), and as tight as the mapping allows.
final class JSONSchemaBuilder {
    let options: JSONSchemaOptions
    /// The schemas of the configuration described: the standard one or a coder's.
    let cache: SchemaCache
    /// The decoding options of the configuration (a coder's, or the defaults).
    let decodingOptions: JSONModel.DecodingOptions
    /// A coder's decode hook may handle any property of any class.
    let hasDecodeHook: Bool
    /// A coder's encode hook may handle any property of any class.
    let hasEncodeHook: Bool

    private var names = JSONSchemaDefinitionNames()
    private var definitions: [String: JSONValue] = [:]
    /// Definitions built or being built (a recursive type meets itself while being built).
    private var startedDefinitions: Set<String> = []
    /// The definition name of the root type when the document is its object schema.
    private var rootName: String?
    /// Whether the root type refers to itself, so that it needs a `$defs` entry too.
    private var rootIsReferenced = false

    init(options: JSONSchemaOptions, coder: JSONModelCoder) {
        self.options = options
        self.cache = coder.cache
        self.decodingOptions = coder.resolvedDecodingOptions
        self.hasDecodeHook = coder.decodeHook != nil
        self.hasEncodeHook = coder.encodeHook != nil
    }

    var mode: JSONSchemaOptions.Mode { options.mode }

    /// Whether decoding rejects keys that match no property, so objects are closed.
    var rejectsUnknownKeys: Bool {
        options.unknownKeys == .reject || decodingOptions.unknownKeys == .reject
    }

    /// Whether decoding rejects a repeated element of a (non-lossy) `Set`
    /// (``JSONModel/DecodingOptions/duplicateSetElements``); by default it keeps one.
    var rejectsRepeatedSetElements: Bool {
        decodingOptions.duplicateSetElements == .reject
    }

    /// The schema document of `type`: a model, a struct, or any other type the library maps
    /// (`[Person]`, `[String: Double]`, `Int`...).
    ///
    /// - Throws: ``JSONModelError`` when the type (or a type inside it) cannot be mapped.
    func document(for type: any Any.Type) throws(JSONModelError) -> JSONValue {
        let factory = CodecFactory(
            dateStrategy: cache.dateStrategy ?? .iso8601,
            elementClass: nil,
            schemasInProgress: [],
            cache: cache
        )
        let codec = try factory.codec(forAny: type)
        var root: JSONValue
        if case .model(let modelType) = codec.shape,
            try !isPolymorphic(modelType)
        {
            let name = names.name(for: modelType.type)
            rootName = name
            startedDefinitions.insert(name)
            let body = try objectSchema(for: modelType)
            if rootIsReferenced {
                definitions[name] = body
                root = JSONSchemaDefinitionNames.reference(to: name)
            } else {
                root = body
            }
        } else {
            root = try schema(for: codec)
        }
        root = JSONSchemaValues.setting("$schema", to: .string(JSONSchemaValues.dialect), in: root)
        if !definitions.isEmpty {
            root = JSONSchemaValues.setting("$defs", to: .object(definitions), in: root)
        }
        return root
    }

    /// The schema where a model of `modelType` is expected.
    ///
    /// Usually a `$ref` to the type's definition. A class that overrides
    /// ``JSONModel/classForDecoding(from:)`` may be decoded as any of its subclasses, so it is
    /// `anyOf` the class and every subclass the process knows (registered with
    /// ``JSONModel/register(_:)``, or used before); when it knows none, the loosest schema
    /// that stays true: any JSON object.
    func modelSchema(_ modelType: ModelType) throws(JSONModelError) -> JSONValue {
        guard try isPolymorphic(modelType), let modelClass = modelType.modelClass else {
            return try reference(to: modelType)
        }
        let subclasses = ModelClassDirectory.knownSubclasses(of: modelClass)
        guard !subclasses.isEmpty else {
            return [
                "type": "object",
                "description": .string(
                    "a \(modelClass) or the subclass its classForDecoding(from:) chooses (register the subclasses to list them)"
                ),
            ]
        }
        var choices = [try reference(to: modelType)]
        for subclass in subclasses {
            choices.append(try reference(to: .modelClass(subclass)))
        }
        return ["anyOf": .array(choices)]
    }

    /// A `$ref` to the definition of `modelType`, built on first use.
    ///
    /// Definitions are built depth first, one level per model type not yet defined along a
    /// chain of distinct types (a recursive type ends in a `$ref` at once); the stack guard
    /// bounds even a very long chain.
    private func reference(to modelType: ModelType) throws(JSONModelError) -> JSONValue {
        guard StackGuard().hasRoom() else { throw StackGuard.exhaustedError() }
        let name = names.name(for: modelType.type)
        if name == rootName {
            rootIsReferenced = true
        } else if !startedDefinitions.contains(name) {
            startedDefinitions.insert(name)
            definitions[name] = try objectSchema(for: modelType)
        }
        return JSONSchemaDefinitionNames.reference(to: name)
    }

    private func isPolymorphic(_ modelType: ModelType) throws(JSONModelError) -> Bool {
        guard let modelClass = modelType.modelClass else { return false }
        return try cache.schema(for: modelClass).choosesClassForDecoding
    }
}
