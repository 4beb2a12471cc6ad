/// Reads and writes a `Date` or `Date?` property with a `DateFormatter` pattern.
///
/// Inside a model, write it as `@DateFormat`. Patterns use the Unicode date field symbols
/// (`yyyy`, `MM`, `dd`, `HH`, `mm`, `ss`, `SSS`, `Z`...), with the `en_US_POSIX` locale and the
/// Gregorian calendar, in UTC unless the pattern has a zone field. A second pattern, `encoding:`,
/// writes dates in another format than the one read.
///
/// ```swift
/// final class Person: JSONModel {
///     @DateFormat("dd/MM/yyyy HH:mm:ss Z") var birthday = Date()
///     @DateFormat("dd/MM/yyyy HH:mm:ss Z", encoding: "MM.dd.yyyy HH:mm:ss.SSS Z") var lastSeen = Date()
/// }
/// ```
@propertyWrapper
public struct JSONDateFormat<Value: JSONModelDateValue>: ModelPropertyWrapper {
    /// The property's value.
    public var wrappedValue: Value
    /// The pattern dates are read with.
    public let format: String
    /// The pattern dates are written with (`nil`: the same as ``format``).
    public let encodingFormat: String?

    /// Wraps the property's initial value with a date pattern.
    ///
    /// - Parameters:
    ///   - wrappedValue: The declared default.
    ///   - format: The pattern to read (and, without `encoding`, write) dates with.
    ///   - encoding: A different pattern to write dates with.
    public init(wrappedValue: Value, _ format: String, encoding: String? = nil) {
        self.wrappedValue = wrappedValue
        self.format = format
        self.encodingFormat = encoding
    }

    /// A `Date?` property declared without a default (`nil`).
    ///
    /// - Parameters:
    ///   - format: The pattern to read (and, without `encoding`, write) dates with.
    ///   - encoding: A different pattern to write dates with.
    public init(_ format: String, encoding: String? = nil) where Value: ExpressibleByNilLiteral {
        self.init(wrappedValue: nil, format, encoding: encoding)
    }

    package var traits: PropertyTraits {
        PropertyTraits(dateStrategy: .formatted(format), encodingDateStrategy: encodingFormat.map { .formatted($0) })
    }
}

extension JSONDateFormat: Sendable where Value: Sendable {}
extension JSONDateFormat: Equatable where Value: Equatable {}
extension JSONDateFormat: Hashable where Value: Hashable {}
