/// One property of a generated model: its name and key, its type, and how the samples used
/// the key.
struct InferredProperty: Hashable, Sendable {
    /// The Swift name and JSON key.
    var name: AssignedPropertyName
    /// The type of the values, without the optionality that ``presence`` adds.
    var type: InferredType
    /// Whether the key was always there, and whether it was ever `null`.
    var presence: Presence

    /// How the samples used a key, which decides between `T`, `T?`, `@EncodeNull T?` and
    /// `JSONField<T>` so that encoding writes back exactly what was read.
    enum Presence: Hashable, Sendable {
        /// Always present, never `null`: `T`.
        case required
        /// Missing in some objects, never `null`: `T?`, left out when `nil`.
        case optional
        /// Always present, sometimes `null`: `@EncodeNull T?`, written as `null` when `nil`.
        case nullable
        /// Missing in some objects and `null` in others: `JSONField<T>`, which keeps the two
        /// apart.
        case absentOrNull
    }
}
