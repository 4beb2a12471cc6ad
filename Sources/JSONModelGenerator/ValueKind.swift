/// The kind of a non-null JSON value.
enum ValueKind: Hashable, Sendable {
    /// `true` or `false`.
    case bool
    /// Any number.
    case number
    /// A string.
    case string
    /// An array.
    case array
    /// An object.
    case object
}
