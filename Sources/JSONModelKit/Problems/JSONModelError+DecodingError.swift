extension JSONModelError {
    /// The JSONModelKit error that says what a Foundation `DecodingError` says, so that types
    /// decoded through `JSONDecoder` fail with the same problem responses as models.
    ///
    /// Messages are written here rather than taken from `debugDescription` where Foundation's
    /// text names its own types (`CodingKeys(stringValue: ...)`). A corrupt document with no
    /// coding path is a ``Code/syntaxError``, so ``ProblemDetails/init(decoding:)`` answers it
    /// with a 400 like a model's syntax error.
    ///
    /// - Parameter decodingError: What `JSONDecoder` threw.
    public init(decodingError: DecodingError) {
        switch decodingError {
        case .keyNotFound(let key, let context):
            self.init(
                code: .keyNotFound,
                message: "missing required key \"\(key.stringValue)\"",
                path: Self.path(context.codingPath + [key])
            )
        case .valueNotFound(let type, let context):
            self.init(
                code: .typeMismatch,
                message: "expected \(type), found null",
                path: Self.path(context.codingPath)
            )
        case .typeMismatch(let type, let context):
            self.init(
                code: .typeMismatch,
                message: "expected \(type)",
                path: Self.path(context.codingPath)
            )
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            self.init(code: .syntaxError, message: "the body is not valid JSON")
        case .dataCorrupted(let context):
            self.init(
                code: .invalidValue,
                message: context.debugDescription,
                path: Self.path(context.codingPath)
            )
        @unknown default:
            self.init(code: .invalidValue, message: "the body does not match the expected type")
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> [PathComponent] {
        codingPath.map { key in
            key.intValue.map(PathComponent.index) ?? .key(key.stringValue)
        }
    }
}
