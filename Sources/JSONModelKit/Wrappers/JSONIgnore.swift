/// Leaves a stored property out of decoding and encoding.
///
/// Inside a model, write it as `@Ignore`. The property may have any type.
///
/// ```swift
/// final class Profile: JSONModel {
///     var name = ""
///     @Ignore var cache: [String: Int] = [:]
/// }
/// ```
@propertyWrapper
public struct JSONIgnore<Value>: ModelPropertyWrapper {
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

    package var traits: PropertyTraits { PropertyTraits(isIgnored: true) }
}

extension JSONIgnore: Sendable where Value: Sendable {}
extension JSONIgnore: Equatable where Value: Equatable {}
extension JSONIgnore: Hashable where Value: Hashable {}
