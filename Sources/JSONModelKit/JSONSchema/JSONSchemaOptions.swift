/// What ``JSONModel/jsonSchema(options:)`` describes: the documents the decoder accepts or the
/// documents the encoder writes, whether objects are closed, and whether defaults are listed.
///
/// ```swift
/// let accepted = try Person.jsonSchema()                                    // what decoding accepts
/// let written = try Person.jsonSchema(options: .init(mode: .encoding))      // what encoding writes
/// let strict = try Person.jsonSchema(options: .init(unknownKeys: .reject))  // additionalProperties: false
/// ```
public struct JSONSchemaOptions: Sendable, Equatable {
    /// Which side of the mapping the schema describes.
    public enum Mode: Sendable, Equatable, Hashable {
        /// The documents the decoder accepts (the default), with its leniencies: a `Bool` also
        /// takes `0` and `1`, a `@Lossy` value takes anything, a date takes every form its
        /// strategy reads.
        case decoding
        /// The documents the encoder writes: a `Bool` is always `true` or `false`, a `Set`'s
        /// elements are unique, optional properties may be left out.
        case encoding
    }

    /// Which side of the mapping the schema describes (default ``Mode/decoding``).
    public var mode: Mode
    /// Whether objects are closed to keys that match no property.
    ///
    /// ``JSONModel/DecodingOptions/UnknownKeyPolicy/reject`` writes
    /// `"additionalProperties": false` on every model object (and on the nested objects of key
    /// paths), as decoding with that policy rejects unknown keys. The default,
    /// ``JSONModel/DecodingOptions/UnknownKeyPolicy/ignore``, leaves objects open, as decoding
    /// skips unknown keys. A ``JSONModelCoder`` whose decoding options reject unknown keys
    /// closes objects too.
    public var unknownKeys: JSONModel.DecodingOptions.UnknownKeyPolicy
    /// Whether each property lists the value a fresh `init()` gives it as `default`, when that
    /// value is representable (default `true`).
    public var includeDefaults: Bool

    /// Creates options; every argument has the default shown.
    ///
    /// - Parameters:
    ///   - mode: What the decoder accepts (``Mode/decoding``) or what the encoder writes
    ///     (``Mode/encoding``).
    ///   - unknownKeys: ``JSONModel/DecodingOptions/UnknownKeyPolicy/reject`` closes objects with
    ///     `"additionalProperties": false`.
    ///   - includeDefaults: Whether properties list their declared defaults as `default`.
    public init(
        mode: Mode = .decoding,
        unknownKeys: JSONModel.DecodingOptions.UnknownKeyPolicy = .ignore,
        includeDefaults: Bool = true
    ) {
        self.mode = mode
        self.unknownKeys = unknownKeys
        self.includeDefaults = includeDefaults
    }
}
