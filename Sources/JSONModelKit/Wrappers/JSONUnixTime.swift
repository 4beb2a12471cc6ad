/// Reads and writes a `Date` or `Date?` property as a number of seconds since 1970.
///
/// Inside a model, write it as `@UnixTime`. Fractions are kept (`1714566600.25`).
///
/// ```swift
/// final class Event: JSONModel {
///     @UnixTime var createdAt = Date()   // 1714566600
/// }
/// ```
public typealias JSONUnixTime<Value: JSONModelDateValue> = JSONMarked<JSONMarks.UnixTime, Value>

extension JSONMarks {
    /// The mark of ``JSONUnixTime``: seconds since 1970.
    public enum UnixTime: JSONPropertyMark {
        /// What the mark says about the property.
        public static var traits: PropertyTraits { PropertyTraits(dateStrategy: .secondsSince1970) }
    }
}

/// Reads and writes a `Date` or `Date?` property as a number of milliseconds since 1970.
///
/// Inside a model, write it as `@UnixTimeMilliseconds`. Written as a whole number.
///
/// ```swift
/// final class Event: JSONModel {
///     @UnixTimeMilliseconds var createdAt = Date()   // 1714566600250
/// }
/// ```
public typealias JSONUnixTimeMilliseconds<Value: JSONModelDateValue> = JSONMarked<JSONMarks.UnixTimeMilliseconds, Value>

extension JSONMarks {
    /// The mark of ``JSONUnixTimeMilliseconds``: milliseconds since 1970.
    public enum UnixTimeMilliseconds: JSONPropertyMark {
        /// What the mark says about the property.
        public static var traits: PropertyTraits { PropertyTraits(dateStrategy: .millisecondsSince1970) }
    }
}
