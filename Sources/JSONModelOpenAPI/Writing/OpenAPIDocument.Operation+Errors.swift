import JSONModelKit

extension OpenAPIDocument.Operation {
    /// The error for an operation that cannot be described: a ``JSONModelError/Code/schemaError``
    /// whose message starts with the operation (`GET /todos/{id}: ...`).
    ///
    /// - Parameter message: What is wrong, in words.
    /// - Returns: The error.
    func error(_ message: String) -> JSONModelError {
        JSONModelError(code: .schemaError, message: displayName + ": " + message)
    }

    /// `error`, from describing one part of the operation (`request body`), with the operation
    /// and the part in front of its message.
    ///
    /// - Parameters:
    ///   - error: The error of the schema builder.
    ///   - part: What was being described.
    /// - Returns: The error with its fields kept and its message located.
    func error(_ error: JSONModelError, describing part: String) -> JSONModelError {
        var located = error
        located.message = displayName + ", " + part + ": " + error.message
        return located
    }
}
