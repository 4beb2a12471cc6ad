/// Reads and writes a `Date` or `Date?` property as a calendar date, `yyyy-MM-dd`, in UTC.
///
/// Inside a model, write it as `@DateOnly`. It replaces the class's
/// ``JSONModel/dateStrategy`` for this property.
///
/// ```swift
/// final class Person: JSONModel {
///     @DateOnly var dateOfBirth = Date()   // "1990-04-12"
/// }
/// ```
@propertyWrapper
public struct JSONDateOnly<Value: JSONModelDateValue>: ModelPropertyWrapper {
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

    package var traits: PropertyTraits { PropertyTraits(dateStrategy: .dateOnly) }
}

extension JSONDateOnly: Sendable where Value: Sendable {}
extension JSONDateOnly: Equatable where Value: Equatable {}
extension JSONDateOnly: Hashable where Value: Hashable {}
