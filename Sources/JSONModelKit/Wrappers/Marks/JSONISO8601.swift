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
public typealias JSONISO8601<Value: JSONModelDateValue> = JSONMarked<JSONMarks.ISO8601, Value>

extension JSONMarks {
    /// The mark of ``JSONISO8601``: an ISO 8601 date-time.
    public enum ISO8601: JSONPropertyMark {
        /// What the mark says about the property.
        public static var traits: PropertyTraits { PropertyTraits(dateStrategy: .iso8601) }
    }
}
