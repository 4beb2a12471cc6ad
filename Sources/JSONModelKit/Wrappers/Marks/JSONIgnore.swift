/// Leaves a stored property out of decoding and encoding.
///
/// Inside a model, write it as `@Ignore`. The property may have any type.
///
/// ```swift
/// final class Profile: JSONModel {
///     var name = ""
///     @Ignore var cache: [String: Int] = [:]
/// }
/// ```
public typealias JSONIgnore<Value> = JSONMarked<JSONMarks.Ignored, Value>

extension JSONMarks {
    /// The mark of ``JSONIgnore``: the property is not mapped.
    public enum Ignored: JSONPropertyMark {
        /// What the mark says about the property.
        public static var traits: PropertyTraits { PropertyTraits(isIgnored: true) }
    }
}
