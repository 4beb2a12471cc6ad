/// Marks a property whose key may be missing from the JSON.
///
/// Inside a model, write it as `@Optional`. On an optional type, a missing key or `null` gives
/// `nil`; on a non-optional type, they keep the declared default.
///
/// ```swift
/// final class Settings: JSONModel {
///     @Optional var nickname: String? = nil
///     @Optional var retries = 3          // stays 3 when "retries" is missing or null
/// }
/// ```
public typealias JSONOptional<Value> = JSONMarked<JSONMarks.OptionalKey, Value>

extension JSONMarks {
    /// The mark of ``JSONOptional``: the key may be missing.
    public enum OptionalKey: JSONPropertyMark {
        /// What the mark says about the property.
        public static var traits: PropertyTraits { PropertyTraits(isOptional: true) }
    }
}
