/// Writes `null` for the property when it is `nil`, whatever the call's
/// ``JSONModel/EncodingOptions/nilEncoding`` says.
///
/// Inside a model, write it as `@EncodeNull`.
///
/// ```swift
/// final class Patch: JSONModel {
///     @EncodeNull var deletedAt: String? = nil   // always written: "deleted_at": null
/// }
/// ```
public typealias JSONEncodeNull<Value> = JSONMarked<JSONMarks.EncodesNull, Value>

extension JSONMarks {
    /// The mark of ``JSONEncodeNull``: `nil` is written as `null`.
    public enum EncodesNull: JSONPropertyMark {
        /// What the mark says about the property.
        public static var traits: PropertyTraits { PropertyTraits(encodesNull: true) }
    }
}
