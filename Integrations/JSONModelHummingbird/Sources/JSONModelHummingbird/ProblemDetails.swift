import HTTPTypes
import Hummingbird
import JSONModelKit
import NIOCore

/// An RFC 9457 problem response: what a client gets back when its request body cannot be
/// decoded.
///
/// ``JSONModelRequestDecoder`` throws one for every failure, and Hummingbird turns it into the
/// response, whatever encoder the request context has. The body is `application/problem+json`
/// with one entry per problem, each with the JSON path, the stable ``JSONModelError/Code`` name
/// and the message, plus the line and column where the error has them, and the broken
/// constraint's JSON Schema keyword or rule name for a ``JSONModelError/Code/constraintViolated``
/// error (``JSONModelError/constraint``):
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
/// of an error that breaks none) are left out,
/// not written as `null`. The body names no Swift type of the server, no file and no stack: only
/// what JSONModelKit's messages say about the document.
///
/// The type is a ``JSONStruct``, so a client written with JSONModelKit decodes it with
/// `ProblemDetails.fromJSONData(body)`. Handlers can throw their own:
/// `throw ProblemDetails(status: .notFound, detail: "No todo has the id 7.")`.
public struct ProblemDetails: JSONStruct, HTTPResponseError, Sendable, Equatable {
    /// A URI reference for the kind of problem; `about:blank` (the default) means the HTTP status
    /// says it all.
    public var type = "about:blank"
    /// A short summary of the kind of problem: the status's reason phrase for `about:blank`.
    public var title = ""
    /// The HTTP status code, written as the `status` member: the body repeats it for clients
    /// that keep only the body.
    public var statusCode = 500
    /// This occurrence of the problem in words.
    public var detail: String? = nil
    /// One entry per problem found in the request body; empty when the problem is not about the
    /// body's content (a body that is too large, a missing resource).
    public var errors: [Entry] = []

    /// One problem in the request body.
    public struct Entry: JSONStruct, Sendable, Equatable {
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

    /// Creates an empty problem (for decoding).
    public init() {}

    /// ``statusCode`` is the `status` member.
    public static var keyMapping: [String: String] { ["statusCode": "status"] }

    /// The HTTP status of the response (``statusCode`` as a Hummingbird status).
    public var status: HTTPResponse.Status {
        HTTPResponse.Status(code: statusCode)
    }

    /// Creates a problem.
    ///
    /// - Parameters:
    ///   - status: The HTTP status of the response.
    ///   - type: A URI reference for the kind of problem (default `about:blank`).
    ///   - title: A short summary; `nil` uses the status's reason phrase.
    ///   - detail: This occurrence in words.
    ///   - errors: The problems found in the request body.
    public init(
        status: HTTPResponse.Status,
        type: String = "about:blank",
        title: String? = nil,
        detail: String? = nil,
        errors: [Entry] = []
    ) {
        self.type = type
        self.title = title ?? status.reasonPhrase
        self.statusCode = status.code
        self.detail = detail
        self.errors = errors
    }

    /// Creates the problem for a request body that JSONModelKit could not decode.
    ///
    /// A syntax error is a 400 (Bad Request); every other failure of the body's content (a
    /// missing key, a wrong type, an invalid value, an unknown key, a broken limit, a broken
    /// constraint or rule, a failed validation) is a 422 (Unprocessable Content) with one entry per failure, taken from
    /// ``JSONModelError/errors`` when the decoder collected them all (when decoding stopped at
    /// `maxCollectedErrors`, the detail says that more were found). Paths and messages quote
    /// at most `JSONModelError.quotedTextLimit` Unicode scalars of a key or value. A failure of
    /// the model declarations themselves (``JSONModelError/Code/schemaError``,
    /// ``JSONModelError/Code/unsupportedType``) is the server's fault: a 500 with no entries,
    /// so nothing about the server's types reaches the client.
    ///
    /// - Parameter error: What the decoder threw.
    public init(decoding error: JSONModelError) {
        let failures = Self.flattened(error)
        if failures.contains(where: { $0.code == .schemaError || $0.code == .unsupportedType }) {
            self.init(status: .internalServerError)
        } else if failures.count == 1 && failures[0].code == .syntaxError {
            self.init(
                status: .badRequest,
                detail: "The request body is not valid JSON.",
                errors: [Entry(failures[0])]
            )
        } else if error.hasUnlistedErrors {
            self.init(
                status: .unprocessableContent,
                detail:
                    "The request body has more than \(failures.count) errors; the first \(failures.count) are listed.",
                errors: failures.map(Entry.init)
            )
        } else {
            let count = failures.count == 1 ? "1 error" : "\(failures.count) errors"
            self.init(
                status: .unprocessableContent,
                detail: "The request body has \(count).",
                errors: failures.map(Entry.init)
            )
        }
    }

    /// The single failures in an error: itself, or the failures ``JSONModelError/Code/multiple``
    /// lists (at any depth).
    private static func flattened(_ error: JSONModelError) -> [JSONModelError] {
        error.code == .multiple ? error.errors.flatMap(flattened) : [error]
    }

    /// The problem for a request body larger than the context's `maxUploadSize`: a 413
    /// (Content Too Large).
    ///
    /// - Parameter limit: The most bytes the endpoint accepts.
    /// - Returns: The problem, with no entries.
    public static func contentTooLarge(limit: Int) -> ProblemDetails {
        ProblemDetails(
            status: .contentTooLarge,
            detail: "The request body is larger than the \(limit) bytes this endpoint accepts."
        )
    }

    /// The response: this problem as `application/problem+json`, written by JSONModelKit.
    ///
    /// - Parameters:
    ///   - request: The request that failed.
    ///   - context: The request context (its encoder is not used: problems are always JSON).
    /// - Returns: The response with this problem's status.
    /// - Throws: ``JSONModelError`` if the problem cannot be written (it always can).
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let body = try toJSONData(options: JSONModel.EncodingOptions(prettyPrinted: false))
        var headers = HTTPFields()
        headers.reserveCapacity(4)
        headers[.contentType] = "application/problem+json"
        headers[.contentLength] = String(body.count)
        return Response(
            status: status,
            headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body))
        )
    }
}
