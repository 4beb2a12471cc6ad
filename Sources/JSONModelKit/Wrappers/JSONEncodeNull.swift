/// Writes `null` for the property when it is `nil`, whatever the call's
/// ``JSONModel/EncodingOptions/nilEncoding`` says.
///
/// Inside a model, write it as `@EncodeNull`.
///
/// ```swift
/// final class Patch: JSONModel {
///     @EncodeNull var deletedAt: String? = nil   // always written: "deleted_at": null
/// }
/// ```
@propertyWrapper
public struct JSONEncodeNull<Value>: ModelPropertyWrapper {
    /// The property's value.
    public var wrappedValue: Value

    /// Wraps the property's initial value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// An optional property declared without a default (`nil`).
    public init() where Value: ExpressibleByNilLiteral {
        self.wrappedValue = nil
    }

    package var traits: PropertyTraits { PropertyTraits(encodesNull: true) }
}

extension JSONEncodeNull: Sendable where Value: Sendable {}
extension JSONEncodeNull: Equatable where Value: Equatable {}
extension JSONEncodeNull: Hashable where Value: Hashable {}
