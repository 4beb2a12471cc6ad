/// Gives a property its JSON key, replacing the key style and ``JSONModel/keyMapping``.
///
/// Inside a model, write it as `@Key`. A key with dots is a path into nested objects, as in
/// ``JSONModel/keyMapping``; a key of digits in a path indexes an array (`"photos.0.url"`).
///
/// More keys after the first are fallbacks: decoding reads the first of the keys that is
/// present (when several are, the one listed first wins), and encoding writes the first key.
/// Several properties may also map the same key: decoding fills each of them.
///
/// ```swift
/// final class User: JSONModel {
///     @Key("id") var identifier = ""
///     @Key("profile.display_name") var displayName = ""
///     @Key("username", "nickname", "login") var name = ""
///     @Key("photos.0.url") var avatar: URL?
/// }
/// ```
@propertyWrapper
public struct JSONKey<Value>: ModelPropertyWrapper {
    /// The property's value.
    public var wrappedValue: Value
    /// The JSON key (or dotted key path): the one encoding writes, and the first decoding
    /// reads.
    public let key: String
    /// The keys decoding reads when ``key`` is missing, in order.
    public let fallbackKeys: [String]

    /// Wraps the property's initial value and names its JSON key, and any fallback keys.
    ///
    /// - Parameters:
    ///   - wrappedValue: The declared default.
    ///   - key: The JSON key, or a dotted path such as `"owner.phone"`.
    ///   - fallbackKeys: Keys (or paths) read when `key` is missing, in order.
    public init(wrappedValue: Value, _ key: String, _ fallbackKeys: String...) {
        self.wrappedValue = wrappedValue
        self.key = key
        self.fallbackKeys = fallbackKeys
    }

    /// Names the JSON key, and any fallback keys, of an optional property declared without a
    /// default (`nil`).
    ///
    /// - Parameters:
    ///   - key: The JSON key, or a dotted path.
    ///   - fallbackKeys: Keys (or paths) read when `key` is missing, in order.
    public init(_ key: String, _ fallbackKeys: String...) where Value: ExpressibleByNilLiteral {
        self.wrappedValue = nil
        self.key = key
        self.fallbackKeys = fallbackKeys
    }

    package var traits: PropertyTraits { PropertyTraits(key: key, fallbackKeys: fallbackKeys) }
}

extension JSONKey: Sendable where Value: Sendable {}
extension JSONKey: Equatable where Value: Equatable {}
extension JSONKey: Hashable where Value: Hashable {}
