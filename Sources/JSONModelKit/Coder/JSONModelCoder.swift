/// A reusable decoding and encoding configuration, with optional hooks that see every property.
///
/// The `JSONModel` entry points (`Person.fromJSONString(_:)`, `person.toJSONString()`) use a
/// coder with nothing set. Make one when several calls share options, when a whole document
/// should use another key style or date strategy than the classes declare, or to handle some
/// properties yourself:
///
/// ```swift
/// var coder = JSONModelCoder(keyStyle: .unchanged)
/// coder.decodeHook = { property, model, object in
///     guard property.name == "fullName", let person = model as? Person else { return false }
///     person.fullName = [object["first"]?.stringValue, object["last"]?.stringValue]
///         .compactMap { $0 }.joined(separator: " ")
///     return true
/// }
/// let person = try coder.decode(Person.self, fromJSONString: json)
/// ```
///
/// For each property of each model, decoding calls the coder's ``decodeHook`` first, then the
/// model's ``JSONModel/decodeProperty(_:from:)``, then the default mapping; the first that
/// handles the property wins. Encoding does the same with ``encodeHook`` and
/// ``JSONModel/encodeProperty(_:into:)``. Hooks apply to nested models too.
public struct JSONModelCoder: Sendable {
    /// A decode hook: set the property on the model from the object's members and return
    /// `true`, or return `false` to leave it to the next step.
    public typealias DecodeHook = @Sendable (JSONModel.Property, JSONModel, [String: JSONValue]) throws -> Bool

    /// An encode hook: add members to the object for the property and return `true`, or return
    /// `false` to leave it to the next step.
    public typealias EncodeHook = @Sendable (JSONModel.Property, JSONModel, inout [String: JSONValue]) throws -> Bool

    /// Decoding settings; `nil` uses the defaults.
    public var decodingOptions: JSONModel.DecodingOptions?

    /// Encoding settings; `nil` uses the defaults.
    public var encodingOptions: JSONModel.EncodingOptions?

    /// Replaces every class's ``JSONModel/keyStyle``; `nil` keeps each class's.
    public var keyStyle: JSONModel.KeyStyle? {
        didSet { cache = Self.cache(keyStyle: keyStyle, dateStrategy: dateStrategy) }
    }

    /// Replaces every class's ``JSONModel/dateStrategy`` (date wrappers still win); `nil`
    /// keeps each class's.
    public var dateStrategy: JSONModel.DateStrategy? {
        didSet { cache = Self.cache(keyStyle: keyStyle, dateStrategy: dateStrategy) }
    }

    /// Called for every property of every decoded model, before anything else.
    public var decodeHook: DecodeHook?

    /// Called for every property of every encoded model, before anything else.
    public var encodeHook: EncodeHook?

    /// Whether JSON text is decoded in one pass, straight from its bytes (the default).
    ///
    /// `false` reads the whole document onto a tape first. Both give the same models and the
    /// same errors: the differential tests and fuzz target compare them.
    @_spi(Testing) public var decodesTextInOnePass = true

    /// The schemas of this configuration: the standard ones, or this coder's own when it
    /// overrides the key style or the date strategy (copies of the coder share them).
    private(set) var cache: SchemaCache

    /// Creates a coder; every setting is optional.
    ///
    /// - Parameters:
    ///   - decodingOptions: Decoding settings; `nil` uses the defaults.
    ///   - encodingOptions: Encoding settings; `nil` uses the defaults.
    ///   - keyStyle: A key style for every class; `nil` keeps each class's.
    ///   - dateStrategy: A date strategy for every class; `nil` keeps each class's.
    ///   - decodeHook: Called for every property of every decoded model first.
    ///   - encodeHook: Called for every property of every encoded model first.
    public init(
        decodingOptions: JSONModel.DecodingOptions? = nil,
        encodingOptions: JSONModel.EncodingOptions? = nil,
        keyStyle: JSONModel.KeyStyle? = nil,
        dateStrategy: JSONModel.DateStrategy? = nil,
        decodeHook: DecodeHook? = nil,
        encodeHook: EncodeHook? = nil
    ) {
        self.decodingOptions = decodingOptions
        self.encodingOptions = encodingOptions
        self.keyStyle = keyStyle
        self.dateStrategy = dateStrategy
        self.decodeHook = decodeHook
        self.encodeHook = encodeHook
        self.cache = Self.cache(keyStyle: keyStyle, dateStrategy: dateStrategy)
    }

    /// The schemas are cached per configuration for the life of the process, so a coder made
    /// for each call costs no more than one kept around; a ``JSONModel/KeyStyle/custom(_:)``
    /// style cannot be compared, so each such coder builds its own (keep that coder).
    private static func cache(keyStyle: JSONModel.KeyStyle?, dateStrategy: JSONModel.DateStrategy?) -> SchemaCache {
        SchemaCache.cache(keyStyle: keyStyle, dateStrategy: dateStrategy)
    }

    /// The decoding options in effect.
    var resolvedDecodingOptions: JSONModel.DecodingOptions {
        decodingOptions ?? JSONModel.DecodingOptions()
    }

    /// The encoding options in effect.
    var resolvedEncodingOptions: JSONModel.EncodingOptions {
        encodingOptions ?? JSONModel.EncodingOptions()
    }
}
