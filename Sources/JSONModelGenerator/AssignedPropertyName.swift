/// The Swift property name chosen for one JSON key.
struct AssignedPropertyName: Hashable, Sendable {
    /// The property name, without backticks.
    let name: String
    /// The JSON key.
    let key: String
    /// Whether the snake_case key style does not give `key` for `name`.
    let needsKeyMapping: Bool
}
