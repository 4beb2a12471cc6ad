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
public typealias JSONDateOnly<Value: JSONModelDateValue> = JSONMarked<JSONMarks.DateOnly, Value>

extension JSONMarks {
    /// The mark of ``JSONDateOnly``: a calendar date, `yyyy-MM-dd`.
    public enum DateOnly: JSONPropertyMark {
        /// What the mark says about the property.
        public static var traits: PropertyTraits { PropertyTraits(dateStrategy: .dateOnly) }
    }
}
