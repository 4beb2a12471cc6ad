import Vapor

extension Request {
    /// A path parameter (`:id`), read as an OpenAPI document of this route describes it: as
    /// JSONModelKit's decoder reads a value of `type`.
    ///
    /// ```swift
    /// app.get("todos", ":id") { req async throws -> Todo in
    ///     let id = try req.pathParameter("id", as: Int.self)    // "7", "7.0" and "7e0"; not "7x" or "+7"
    ///     ...
    /// }
    /// .openAPI(parameters: [.path("id", Int.self)], response: Todo.self)
    /// ```
    ///
    /// The document gives a parameter its type's schema as decoding reads it; this reads it the
    /// same way, with `app.jsonModel.coder`, so that the server accepts exactly what the
    /// document says. The text is taken as a JSON string first (a `String`, a string enum, a
    /// `Date`, a `UUID`), then as a JSON value other than a string (an `Int` from `7` or `7.0`,
    /// a `Bool` from `true` or `1`); text with surrounding white space is only ever a string.
    ///
    /// - Parameters:
    ///   - name: The parameter's name in the route, without the colon.
    ///   - type: The type to read.
    /// - Returns: The value.
    /// - Throws: A 400 ``ProblemDetails`` when the route has no such parameter or its text is
    ///   not a `type`.
    public func pathParameter<Value>(_ name: String, as type: Value.Type) throws(ProblemDetails) -> Value {
        let text = parameters.get(name) ?? ""
        return try Self.parameterValue(
            text,
            type,
            describing: "path parameter \"\(name)\"",
            coder: application.jsonModel.coder
        )
    }

    /// A query member, read as an OpenAPI document describes a `.query(name, type)` parameter,
    /// the way ``pathParameter(_:as:)`` reads a path parameter.
    ///
    /// ```swift
    /// let dryRun = try req.queryParameter("dry_run", as: Bool.self) ?? false   // true, false, 1 or 0
    /// ```
    ///
    /// - Parameters:
    ///   - name: The query member's name.
    ///   - type: The type to read.
    /// - Returns: The value, or `nil` when the query has no such member.
    /// - Throws: A 400 ``ProblemDetails`` when the member's text is not a `type`.
    public func queryParameter<Value>(_ name: String, as type: Value.Type) throws(ProblemDetails) -> Value? {
        guard let text = query[String.self, at: name] else { return nil }
        return try Self.parameterValue(
            text,
            type,
            describing: "query parameter \"\(name)\"",
            coder: application.jsonModel.coder
        )
    }

    private static func parameterValue<Value>(
        _ text: String,
        _ type: Value.Type,
        describing parameter: String,
        coder: JSONModelCoder
    ) throws(ProblemDetails) -> Value {
        if let value = try? coder.decodeValue(type, fromJSONString: JSONValue.string(text).jsonString()) {
            return value
        }
        // Not a JSON string (`"red"` is not the text `red`), nor text padded with white space,
        // which no schema but a string's accepts.
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !text.isEmpty, trimmed == text, !text.hasPrefix("\""),
            let value = try? coder.decodeValue(type, fromJSONString: text)
        {
            return value
        }
        throw ProblemDetails(
            status: .badRequest,
            detail: "The \(parameter) is \"\(text)\", which is not a valid \(String(describing: type))."
        )
    }
}
