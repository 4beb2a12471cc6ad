extension OpenAPIDocument {
    /// A path or query parameter of an operation, with the Swift type it is parsed as.
    ///
    /// ```swift
    /// document.addOperation(.get, "/todos/{id}", parameters: [.path("id", Int.self)], response: Todo.self)
    /// document.addOperation(.get, "/todos", parameters: [.query("limit", Int.self)], response: [Todo].self)
    /// ```
    ///
    /// The schema of a parameter is the schema of its type, as decoding reads it (`Int` gives
    /// an integer with `Int`'s range, a `String` enum the list of its raw values). An optional
    /// type is described as its wrapped type: a parameter is present or absent, never `null`.
    public struct Parameter: Sendable {
        /// Where a parameter is in the request.
        public enum Location: String, Sendable, Hashable {
            /// A `{name}` segment of the path: always required.
            case path
            /// A member of the query string.
            case query
        }

        /// The parameter's name: the `{name}` in the path, or the query member's name.
        public let name: String
        /// Whether it is in the path or the query.
        public let location: Location
        /// The Swift type the server parses it as.
        public let type: any Any.Type
        /// Whether a request must have it: always for a path parameter.
        public let isRequired: Bool
        /// What it means; left out when `nil`.
        public let description: String?

        /// The type of a path parameter, which the path names as `{name}` or `:name`.
        ///
        /// A path parameter with no ``Parameter`` of its own is a string. Naming a parameter the
        /// path does not have is an error when the document is written.
        ///
        /// - Parameters:
        ///   - name: The name in the path, without braces or colon.
        ///   - type: The Swift type the server parses it as (default `String`).
        ///   - description: What it means.
        /// - Returns: The parameter.
        public static func path(
            _ name: String,
            _ type: any Any.Type = String.self,
            description: String? = nil
        ) -> Parameter {
            Parameter(name: name, location: .path, type: type, isRequired: true, description: description)
        }

        /// A query parameter.
        ///
        /// - Parameters:
        ///   - name: The query member's name.
        ///   - type: The Swift type the server parses it as (default `String`).
        ///   - required: Whether a request must have it (default `false`).
        ///   - description: What it means.
        /// - Returns: The parameter.
        public static func query(
            _ name: String,
            _ type: any Any.Type = String.self,
            required: Bool = false,
            description: String? = nil
        ) -> Parameter {
            Parameter(name: name, location: .query, type: type, isRequired: required, description: description)
        }
    }
}
