/// Gives a property its JSON key, replacing the key style and ``JSONModel/keyMapping``.
///
/// Inside a model, write it as `@Key`. A key with dots is a path into nested objects, as in
/// ``JSONModel/keyMapping``.
///
/// ```swift
/// final class User: JSONModel {
///     @Key("id") var identifier = ""
///     @Key("profile.display_name") var displayName = ""
/// }
/// ```
@propertyWrapper
public struct JSONKey<Value>: ModelPropertyWrapper {
    /// The property's value.
    public var wrappedValue: Value
    /// The JSON key (or dotted key path).
    public let key: String

    /// Wraps the property's initial value and names its JSON key.
    ///
    /// - Parameters:
    ///   - wrappedValue: The declared default.
    ///   - key: The JSON key, or a dotted path such as `"owner.phone"`.
    public init(wrappedValue: Value, _ key: String) {
        self.wrappedValue = wrappedValue
        self.key = key
    }

    /// Names the JSON key of an optional property declared without a default (`nil`).
    ///
    /// - Parameter key: The JSON key, or a dotted path.
    public init(_ key: String) where Value: ExpressibleByNilLiteral {
        self.init(wrappedValue: nil, key)
    }

    package var traits: PropertyTraits { PropertyTraits(key: key) }
}

extension JSONKey: Sendable where Value: Sendable {}
extension JSONKey: Equatable where Value: Equatable {}
extension JSONKey: Hashable where Value: Hashable {}
