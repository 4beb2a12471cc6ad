/// Reads and writes values of one Swift type; built once per property when a schema is built.
///
/// Codecs are immutable after construction and shared by every thread that decodes the class.
class AnyValueCodec: @unchecked Sendable {
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

    /// The error for a JSON value of the wrong kind.
    final func mismatch(_ context: DecodingContext, at index: Int, expected: String? = nil) -> JSONModelError {
        JSONModelError(
            code: .typeMismatch,
            message: "expected \(expected ?? typeName), found \(context.tape.describeValue(at: index))"
        )
    }

    /// The error for a JSON value of the right kind but an unusable value.
    final func invalid(_ context: DecodingContext, at index: Int, _ reason: String) -> JSONModelError {
        JSONModelError(
            code: .invalidValue,
            message: "expected \(typeName), found \(context.tape.describeValue(at: index)) (\(reason))"
        )
    }
}

/// A codec for values of type `Value`; each supported type has a subclass.
class ValueCodec<Value>: AnyValueCodec, @unchecked Sendable {
    /// Reads the value at tape `index`.
    ///
    /// The base class has no way to read a `Value`; every subclass replaces this.
    func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Value {
        throw JSONModelError(code: .unsupportedType, message: "no decoder for \(typeName)")
    }

    /// Writes `value`.
    ///
    /// The base class has no way to write a `Value`; every subclass replaces this.
    func encode(_ value: Value, to writer: inout JSONWriter, in context: EncodingContext) throws(JSONModelError) {
        throw JSONModelError(code: .unsupportedType, message: "no encoder for \(typeName)")
    }

    /// Whether `value` is `nil` (written as an absent key or `null`).
    func isNil(_ value: Value) -> Bool {
        false
    }
}

/// What every codec may need while decoding one document.
final class DecodingContext {
    let tape: JSONTape
    let options: JSONModel.DecodingOptions

    init(tape: JSONTape, options: JSONModel.DecodingOptions) {
        self.tape = tape
        self.options = options
    }

    /// The kind of the value at tape `index`.
    @inline(__always)
    func kind(at index: Int) -> JSONKind {
        tape.entries[index].kind
    }
}

/// What every codec may need while encoding one value.
struct EncodingContext {
    let options: JSONModel.EncodingOptions
}
