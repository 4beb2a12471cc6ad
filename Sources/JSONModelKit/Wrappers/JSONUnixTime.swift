/// Reads and writes a `Date` or `Date?` property as a number of seconds since 1970.
///
/// Inside a model, write it as `@UnixTime`. Fractions are kept (`1714566600.25`).
///
/// ```swift
/// final class Event: JSONModel {
///     @UnixTime var createdAt = Date()   // 1714566600
/// }
/// ```
@propertyWrapper
public struct JSONUnixTime<Value: JSONModelDateValue>: ModelPropertyWrapper {
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

    package var traits: PropertyTraits { PropertyTraits(dateStrategy: .secondsSince1970) }
}

extension JSONUnixTime: Sendable where Value: Sendable {}
extension JSONUnixTime: Equatable where Value: Equatable {}
extension JSONUnixTime: Hashable where Value: Hashable {}

/// Reads and writes a `Date` or `Date?` property as a number of milliseconds since 1970.
///
/// Inside a model, write it as `@UnixTimeMilliseconds`. Written as a whole number.
///
/// ```swift
/// final class Event: JSONModel {
///     @UnixTimeMilliseconds var createdAt = Date()   // 1714566600250
/// }
/// ```
@propertyWrapper
public struct JSONUnixTimeMilliseconds<Value: JSONModelDateValue>: ModelPropertyWrapper {
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

    package var traits: PropertyTraits { PropertyTraits(dateStrategy: .millisecondsSince1970) }
}

extension JSONUnixTimeMilliseconds: Sendable where Value: Sendable {}
extension JSONUnixTimeMilliseconds: Equatable where Value: Equatable {}
extension JSONUnixTimeMilliseconds: Hashable where Value: Hashable {}
