/// Marks a property whose key may be missing from the JSON.
///
/// Inside a model, write it as `@Optional`. On an optional type, a missing key or `null` gives
/// `nil`; on a non-optional type, they keep the declared default.
///
/// ```swift
/// final class Settings: JSONModel {
///     @Optional var nickname: String? = nil
///     @Optional var retries = 3          // stays 3 when "retries" is missing or null
/// }
/// ```
@propertyWrapper
public struct JSONOptional<Value>: ModelPropertyWrapper {
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

    package var traits: PropertyTraits { PropertyTraits(isOptional: true) }
}

extension JSONOptional: Sendable where Value: Sendable {}
extension JSONOptional: Equatable where Value: Equatable {}
extension JSONOptional: Hashable where Value: Hashable {}
