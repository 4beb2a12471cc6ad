/// Reads and writes a property through a ``JSONTransform``.
///
/// Inside a model, write it as `@Transformed`. On an optional property, `null` and a missing key
/// are `nil` (the transform never sees them), and `nil` is written as the options say.
///
/// ```swift
/// final class Profile: JSONModel {
///     @Transformed(URLTransform()) var homepage = URL(fileURLWithPath: "/")
///     @Transformed(BoolStringTransform()) var isAdmin = false        // "YES" / "NO"
///     @Transformed(EnumTransform(["m": Gender.male, "f": Gender.female])) var gender: Gender? = nil
///     @Transformed(decode: { json in try Money(cents: json.intValue ?? 0) },
///                  encode: { money in .number(JSONNumber(money.cents)) })
///     var balance = Money.zero
/// }
/// ```
@propertyWrapper
public struct JSONTransformed<Value, Transform: JSONTransform>: ModelPropertyWrapper {
    /// The property's value.
    public var wrappedValue: Value
    /// The transform.
    public let transform: Transform

    /// Wraps a property whose type is the transform's value type.
    ///
    /// - Parameters:
    ///   - wrappedValue: The declared default.
    ///   - transform: Converts between JSON and the value.
    public init(wrappedValue: Value, _ transform: Transform) where Value == Transform.Value {
        self.wrappedValue = wrappedValue
        self.transform = transform
    }

    /// Wraps an optional property of the transform's value type.
    ///
    /// - Parameters:
    ///   - wrappedValue: The declared default.
    ///   - transform: Converts between JSON and the value.
    public init<Wrapped>(wrappedValue: Value, _ transform: Transform)
    where Value == Wrapped?, Transform.Value == Wrapped {
        self.wrappedValue = wrappedValue
        self.transform = transform
    }

    /// Wraps an optional property declared without a default (`nil`).
    ///
    /// - Parameter transform: Converts between JSON and the value.
    public init<Wrapped>(_ transform: Transform) where Value == Wrapped?, Transform.Value == Wrapped {
        self.wrappedValue = nil
        self.transform = transform
    }

    /// Wraps a property with a one-off transform given as two closures.
    ///
    /// - Parameters:
    ///   - wrappedValue: The declared default.
    ///   - decode: Makes the value from its JSON.
    ///   - encode: Makes the JSON of a value.
    public init(
        wrappedValue: Value,
        decode: @escaping @Sendable (JSONValue) throws -> Value,
        encode: @escaping @Sendable (Value) throws -> JSONValue
    ) where Transform == JSONClosureTransform<Value> {
        self.wrappedValue = wrappedValue
        self.transform = JSONClosureTransform(decode: decode, encode: encode)
    }

    /// Wraps an optional property with a one-off transform given as two closures of the
    /// wrapped type.
    ///
    /// - Parameters:
    ///   - wrappedValue: The declared default.
    ///   - decode: Makes the value from its JSON (never called for `null`).
    ///   - encode: Makes the JSON of a value (never called for `nil`).
    public init<Wrapped>(
        wrappedValue: Value,
        decode: @escaping @Sendable (JSONValue) throws -> Wrapped,
        encode: @escaping @Sendable (Wrapped) throws -> JSONValue
    ) where Value == Wrapped?, Transform == JSONClosureTransform<Wrapped> {
        self.wrappedValue = wrappedValue
        self.transform = JSONClosureTransform(decode: decode, encode: encode)
    }

    package var traits: PropertyTraits { PropertyTraits() }

    package func makeWrapperCodec(factory: CodecFactory) throws(JSONModelError) -> AnyValueCodec {
        let transformCodec = TransformCodec(transform: transform)
        let valueCodec: ValueCodec<Value>
        if let direct = transformCodec as? ValueCodec<Value> {
            valueCodec = direct
        } else if let optional = OptionalCodec(wrapped: transformCodec) as? ValueCodec<Value> {
            valueCodec = optional
        } else {
            throw JSONModelError(
                code: .unsupportedType,
                message: "\(Transform.self) makes \(Transform.Value.self), not \(Value.self)"
            )
        }
        return WrapperCodec(prototype: self, wrapped: valueCodec, access: .libraryWrapper)
    }
}

extension JSONTransformed: Sendable where Value: Sendable {}
