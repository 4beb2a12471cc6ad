extension ProblemDetails {
    /// One problem in the request body.
    public struct Entry: JSONStruct, Sendable, Equatable, Hashable {
        /// Where in the body: a JSON path such as `items[2].price`, or `$` for the whole body.
        public var path = "$"
        /// The stable name of the ``JSONModelError/Code``, such as `typeMismatch` or `keyNotFound`.
        public var code = ""
        /// The problem in words, without the location (``JSONModelError/message``).
        public var message = ""
        /// The 1-based line in the body, when the error has one.
        public var line: Int? = nil
        /// The 1-based column in the body (in Unicode scalars), when the error has one.
        public var column: Int? = nil
        /// For a ``JSONModelError/Code/constraintViolated`` error: the JSON Schema keyword of the
        /// broken limit (`minimum`, `maxLength`, `pattern`...) or the broken rule's name
        /// (``JSONModelError/constraint``).
        public var constraint: String? = nil

        /// Creates an empty entry (for decoding).
        public init() {}

        /// What the entry says, for the JSON Schema and the OpenAPI documents.
        public static var modelDescription: String? { "One problem in the request body." }

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - path: The JSON path of the problem.
        ///   - code: The stable name of the error code.
        ///   - message: The problem in words.
        ///   - line: The 1-based line, if known.
        ///   - column: The 1-based column, if known.
        ///   - constraint: The broken constraint's keyword or rule's name, for a violation.
        public init(
            path: String,
            code: String,
            message: String,
            line: Int? = nil,
            column: Int? = nil,
            constraint: String? = nil
        ) {
            self.path = path
            self.code = code
            self.message = message
            self.line = line
            self.column = column
            self.constraint = constraint
        }

        /// Creates the entry for one JSONModelKit error: its path, code name, message, line,
        /// column and broken constraint.
        ///
        /// - Parameter error: A single error (not ``JSONModelError/Code/multiple``).
        public init(_ error: JSONModelError) {
            self.init(
                path: error.path,
                code: error.code.rawValue,
                message: error.message,
                line: error.line,
                column: error.column,
                constraint: error.constraint
            )
        }
    }
}
