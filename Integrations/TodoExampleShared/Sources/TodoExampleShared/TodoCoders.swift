/// Which coders an example server uses.
public enum TodoCoders: String, Sendable, CaseIterable {
    /// JSONModelKit's coders and ``Todo`` models.
    case jsonmodel
    /// The framework's default `JSONDecoder`/`JSONEncoder` and ``CodableTodo`` structs: the load
    /// scripts' baseline.
    case codable
}
