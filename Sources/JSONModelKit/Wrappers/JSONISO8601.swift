/// Reads and writes a `Date` or `Date?` property as an ISO 8601 date-time.
///
/// Inside a model, write it as `@ISO8601`. Decoding accepts `Z` or a `±hh:mm` offset and
/// fractional seconds; encoding writes UTC with `Z` (see ``JSONModel/DateStrategy/iso8601``).
/// It replaces the class's ``JSONModel/dateStrategy`` for this property.
///
/// ```swift
/// final class Post: JSONModel {
///     @ISO8601 var updatedAt: Date? = nil   // "2024-05-01T12:30:00Z"
/// }
/// ```
@propertyWrapper
public struct JSONISO8601<Value: JSONModelDateValue>: ModelPropertyWrapper {
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

    package var traits: PropertyTraits { PropertyTraits(dateStrategy: .iso8601) }
}

extension JSONISO8601: Sendable where Value: Sendable {}
extension JSONISO8601: Equatable where Value: Equatable {}
extension JSONISO8601: Hashable where Value: Hashable {}
