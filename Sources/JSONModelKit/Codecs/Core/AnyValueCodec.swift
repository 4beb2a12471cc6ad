/// Reads and writes values of one Swift type; built once per property when a schema is built.
///
/// Codecs are immutable after construction and shared by every thread that decodes the class.
/// A codec reaches a property only through the ``FieldSlot`` it is handed, naming the type it
/// reads or writes; no codec turns a raw address into a typed pointer itself.
///
/// ## The codec contract
///
/// A new codec subclasses ``ValueCodec`` for its type and implements two methods; everything
/// else has a working default built on them:
/// - `decode(at:in:)`: read the value at a tape index (every source can hand one out);
/// - `encode(_:to:in:)`: write the value with the ``JSONWriter``.
///
/// The other entry points exist for speed or for what a type holds, and a codec overrides them
/// only for that reason:
/// - `decodeField(into:at:in:)` and `encodeField(_:key:encodesNull:to:in:)`: one dynamic call
///   per property. A concrete (non-generic) codec overrides them with a one-line call of the
///   `@inline(__always)` helper, which compiles the helper for its type (no value witnesses).
/// - `decodeOptionalField(into:at:in:)` and `encodeOptionalField(_:key:encodesNull:to:in:)`:
///   the same for a `Value?` property (``OptionalCodec`` calls them on its wrapped codec).
/// - `decodeArray(at:in:arrayCodec:)` and `encodeArray(_:member:to:in:)`: arrays are read and
///   written by their element's codec, so a concrete codec's override is one specialized loop
///   (the loop itself is `decodeArrayElements` in `Engine/Decoding/ArrayElementLoop.swift` and
///   `writeArray`, shared by every override).
/// - `decodeField(into:from:in:)`, `decode(from:in:)`, `decodeOptionalField(into:from:in:)` and
///   `decodeArray(from:in:arrayCodec:)`: the one-pass decode of JSON text (``ByteSource``). The
///   defaults read the value onto the scratch tape and call the tape entry points; only codecs
///   that hold models (models, structs, arrays and optionals of them) override them, to read
///   nested objects straight from the text.
/// - `encodeMember(_:key:to:in:)` and `presence(of:)`: a member written with one capacity check
///   (integers), and values that are left out or written as `null` (optionals).
/// - `shape`: what the codec reads and writes (``CodecShape``), for JSON Schema export and for
///   formats without types (XML); any JSON unless the codec says otherwise.
///
/// A codec is picked for a property's type by ``CodecFactory``; a new one is added there.
package class AnyValueCodec: @unchecked Sendable {
    /// The type's name in messages: `Int`, `[String]`, `Car?`.
    let typeName: String

    init(typeName: String) {
        self.typeName = typeName
    }

    /// Whether the type is `Swift.Optional`, so its key may be missing and `null` means `nil`.
    var isOptionalType: Bool { false }

    /// Whether `null` is a value of this type (`Optional`, `JSONValue`).
    var acceptsNull: Bool { isOptionalType }

    /// Whether the type contains models (itself or as elements), for `classForCollectionProperty`.
    var containsModel: Bool { false }

    /// What the codec reads and writes, for JSON Schema export and for formats that carry no
    /// types (XML text).
    ///
    /// Any JSON unless the codec describes itself: the loosest description, which stays true
    /// whatever a codec does.
    var shape: CodecShape { .any }

    /// Whether values of the type can break constraints: the codec checks some
    /// (``ConstrainedCodec``) or holds codecs that do, or models, whose schemas may; for
    /// ``collectViolations(in:into:)`` to skip the rest.
    var isValidated: Bool { false }

    /// Adds to `walk` every constraint that the value at `value` (of the codec's type) and the
    /// values inside it break: ``JSONModel/validate()``.
    ///
    /// Nothing unless ``isValidated``; containers, models and ``ConstrainedCodec`` override it.
    func collectViolations(in value: UnsafeRawPointer, into walk: ValidationWalk) {}

    /// Decodes the value at tape `index` into `field`, which holds an initialized value of the
    /// codec's type (a stored property of an instance that is alive: ``FieldSlot``'s invariant).
    ///
    /// ``ValueCodec`` implements it; codecs of concrete types override it with specialized code,
    /// so that a property is decoded with one dynamic call and no value witnesses.
    func decodeField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        throw JSONModelError(code: .unsupportedType, message: "no decoder for \(typeName)")
    }

    /// Decodes the value at `source`'s cursor into `field` (as ``decodeField(into:at:in:)``) and
    /// moves the cursor past it: the one-pass decode.
    ///
    /// This default reads the value onto the scratch tape and decodes it from there; the codecs
    /// of models, and of arrays and optionals that hold them, read them straight from the text.
    func decodeField(
        into field: FieldSlot,
        from source: inout ByteSource,
        in context: DecodingContext
    ) throws(JSONModelError) {
        let index = try source.takeValue(in: context)
        try decodeField(into: field, at: index, in: context)
    }

    /// Writes the value in `field` (an initialized value of the codec's type, a stored property
    /// of an instance that is alive: ``FieldSlot``'s invariant) as the object member `key`; `nil` is left out unless
    /// `encodesNull` (`@EncodeNull`) or the options ask for `null`.
    ///
    /// ``ValueCodec`` implements it; codecs of concrete types override it with specialized code,
    /// as ``decodeField(into:at:in:)``, so that a member is written without value witnesses.
    func encodeField(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        throw JSONModelError(code: .unsupportedType, message: "no encoder for \(typeName)")
    }

    /// The error for a JSON value of the wrong kind.
    final func mismatch(_ context: DecodingContext, at index: Int, expected: String? = nil) -> JSONModelError {
        JSONModelError(
            code: .typeMismatch,
            message: "expected \(expected ?? typeName), found \(context.describeValue(at: index))"
        )
    }

    /// The error for a JSON value of the right kind but an unusable value.
    final func invalid(_ context: DecodingContext, at index: Int, _ reason: String) -> JSONModelError {
        JSONModelError(
            code: .invalidValue,
            message: "expected \(typeName), found \(context.describeValue(at: index)) (\(reason))"
        )
    }
}
