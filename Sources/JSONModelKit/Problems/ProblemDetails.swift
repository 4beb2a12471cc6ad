/// An RFC 9457 problem: what a client gets back when its request fails, in one shape for every
/// server framework.
///
/// The integration packages (`JSONModelHummingbird`, `JSONModelVapor`) throw one for every body
/// they cannot decode and write it as `application/problem+json`: one entry per problem, each
/// with the JSON path, the stable ``JSONModelError/Code`` name and the message, plus the line and
/// column where the error has them, and the broken constraint's JSON Schema keyword or rule name
/// for a ``JSONModelError/Code/constraintViolated`` error (``JSONModelError/constraint``):
///
/// ```json
/// {
///   "type": "about:blank",
///   "title": "Unprocessable Content",
///   "status": 422,
///   "detail": "The request body has 3 errors.",
///   "errors": [
///     {"path": "title", "code": "typeMismatch", "message": "expected String, found number 5", "line": 1, "column": 11},
///     {"path": "tags[0]", "code": "constraintViolated", "constraint": "maxLength",
///      "message": "expected a string of at most 32 characters, found 40 characters", "line": 1, "column": 30},
///     {"path": "done", "code": "keyNotFound", "message": "missing required key \"done\" (Bool)"}
///   ]
/// }
/// ```
///
/// Members without a value (`line` and `column` of an error that has no location, `constraint`
/// of an error that breaks none) are left out, not written as `null`. The body names no Swift
/// type of the server, no file and no stack: only what JSONModelKit's messages say about the
/// document.
///
/// The type is a ``JSONStruct``, so a client written with JSONModelKit decodes it with
/// `ProblemDetails.fromJSONData(body)` (also a problem from another server: `type`, `title` and
/// `errors` may be missing, and members it does not know, such as `instance`, are skipped), and `ProblemDetails.jsonSchema(options:)` describes it
/// (the OpenAPI documents of `JSONModelOpenAPI` use that schema for every error response).
/// Handlers throw their own: `throw ProblemDetails(statusCode: 404, detail: "No todo has the id 7.")`;
/// each integration adds an initializer that takes its framework's status type.
public struct ProblemDetails: JSONStruct, Error, Sendable, Equatable, Hashable {
    /// A URI reference for the kind of problem; `about:blank` (the default, also when a body
    /// leaves it out) means the HTTP status says it all.
    @JSONOptional public var type = "about:blank"
    /// A short summary of the kind of problem: the status's reason phrase for `about:blank`.
    @JSONOptional public var title = ""
    /// The HTTP status code, written as the `status` member: the body repeats it for clients
    /// that keep only the body.
    public var statusCode = 500
    /// This occurrence of the problem in words.
    public var detail: String? = nil
    /// One entry per problem found in the request body.
    ///
    /// Empty when the problem is not about the body's content (a body that is too large, a
    /// missing resource). A problem from a server that does not write the member decodes with
    /// none.
    @JSONOptional public var errors: [Entry] = []

    /// Creates an empty problem (for decoding).
    public init() {}

    /// ``statusCode`` is the `status` member.
    public static var keyMapping: [String: String] { ["statusCode": "status"] }

    /// What each member means, for the JSON Schema and the OpenAPI documents.
    public static var modelDescription: String? {
        "An RFC 9457 problem: why the request failed, with one entry per problem in the request body."
    }

    /// Creates a problem.
    ///
    /// - Parameters:
    ///   - statusCode: The HTTP status code of the response, such as 404.
    ///   - type: A URI reference for the kind of problem (default `about:blank`).
    ///   - title: A short summary; `nil` uses the status's reason phrase
    ///     (``reasonPhrase(forStatusCode:)``).
    ///   - detail: This occurrence in words.
    ///   - errors: The problems found in the request body.
    public init(
        statusCode: Int,
        type: String = "about:blank",
        title: String? = nil,
        detail: String? = nil,
        errors: [Entry] = []
    ) {
        self.type = type
        self.title = title ?? Self.reasonPhrase(forStatusCode: statusCode)
        self.statusCode = statusCode
        self.detail = detail
        self.errors = errors
    }

    /// The problem for a request body larger than an endpoint accepts: a 413 (Content Too
    /// Large).
    ///
    /// - Parameter limit: The most bytes the endpoint accepts.
    /// - Returns: The problem, with no entries.
    public static func contentTooLarge(limit: Int) -> ProblemDetails {
        ProblemDetails(
            statusCode: 413,
            detail: "The request body is larger than the \(limit) bytes this endpoint accepts."
        )
    }

    /// The JSON of the problem as a response body: compact, whatever the build.
    ///
    /// - Returns: The UTF-8 JSON text.
    public func responseBody() -> [UInt8] {
        // A problem is strings, integers and arrays of them: writing it cannot fail.
        (try? toJSONString(options: JSONModel.EncodingOptions(prettyPrinted: false))).map { Array($0.utf8) } ?? []
    }

    /// The media type of a problem response body: `application/problem+json`.
    public static let mediaType = "application/problem+json"
}
