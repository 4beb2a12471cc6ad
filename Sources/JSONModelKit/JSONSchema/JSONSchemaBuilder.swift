import Foundation

/// Builds a JSON Schema document (draft 2020-12) from what reflection found: the model
/// schemas in a ``SchemaCache`` and the codecs of their properties.
///
/// One builder makes one document. The root type's schema is the document itself (or a
/// `$ref` to its `$defs` entry when the type refers to itself); every other model or struct
/// gets one `$defs` entry, built the first time it is met, so recursive types end in a `$ref`.
///
/// A builder can also collect the schemas of many root types into one set of definitions
/// (``usageSchema(for:)``), with a name table it shares with another builder, which is how
/// ``JSONSchemaCollection`` builds an OpenAPI document's components.
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
    /// Whether a `default` that breaks the property's constraints is left out.
    let listsValidDefaultsOnly: Bool

    /// The definition name of each model type, possibly shared with another builder.
    private let names: JSONSchemaDefinitionNames
    /// What stands before a definition's name in a `$ref`.
    private let referencePrefix: String
    /// The definitions built so far, by name.
    private(set) var definitions: [String: JSONValue] = [:]
    /// Definitions built or being built (a recursive type meets itself while being built).
    private var startedDefinitions: Set<String> = []
    /// The definition name of the root type when the document is its object schema.
    private var rootName: String?
    /// Whether the root type refers to itself, so that it needs a `$defs` entry too.
    private var rootIsReferenced = false

    /// Creates a builder.
    ///
    /// - Parameters:
    ///   - options: The mode, closed objects, defaults.
    ///   - coder: The configuration described.
    ///   - names: The name table; a builder of its own by default, shared to give types the same
    ///     names in several builders.
    ///   - referencePrefix: What stands before a definition's name in a `$ref`: `#/$defs/` for a
    ///     document of its own.
    ///   - listsValidDefaultsOnly: Whether a `default` that breaks the property's constraints is
    ///     left out (`title = ""` with `.length(1...)`), as OpenAPI validators require; a
    ///     document of its own lists it.
    init(
        options: JSONSchemaOptions,
        coder: JSONModelCoder,
        names: JSONSchemaDefinitionNames = JSONSchemaDefinitionNames(),
        referencePrefix: String = JSONSchemaDefinitionNames.documentPrefix,
        listsValidDefaultsOnly: Bool = false
    ) {
        self.options = options
        self.names = names
        self.referencePrefix = referencePrefix
        self.listsValidDefaultsOnly = listsValidDefaultsOnly
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
        let codec = try rootCodec(for: type)
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
                root = JSONSchemaDefinitionNames.reference(to: name, prefix: referencePrefix)
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

    /// The schema where a value of `type` is used, with the definitions it needs added to
    /// ``definitions``: a `$ref` for a model or struct (`anyOf` references for a class that
    /// chooses its subclass), an inline schema for other types (`[Person]` is an array of
    /// `$ref`s, `Int` an integer with its range).
    ///
    /// Unlike ``document(for:)``, the schema has no `$schema` and no `$defs`, and may be called
    /// for many types: their definitions collect in one set.
    ///
    /// - Throws: ``JSONModelError`` when the type (or a type inside it) cannot be mapped.
    func usageSchema(for type: any Any.Type) throws(JSONModelError) -> JSONValue {
        try schema(for: rootCodec(for: type))
    }

    /// The codec of a root type, with the configuration's date strategy.
    private func rootCodec(for type: any Any.Type) throws(JSONModelError) -> AnyValueCodec {
        let factory = CodecFactory(
            dateStrategy: cache.dateStrategy ?? .iso8601,
            elementClass: nil,
            schemasInProgress: [],
            cache: cache
        )
        return try factory.codec(forAny: type)
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
        return JSONSchemaDefinitionNames.reference(to: name, prefix: referencePrefix)
    }

    private func isPolymorphic(_ modelType: ModelType) throws(JSONModelError) -> Bool {
        guard let modelClass = modelType.modelClass else { return false }
        return try cache.schema(for: modelClass).choosesClassForDecoding
    }
}
