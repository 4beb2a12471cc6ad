@_exported import JSONModelKit
import NIOHTTP1
import Vapor

// `ProblemDetails` is declared in JSONModelKit, framework-neutral, so that every server
// integration answers with the same shape. This file makes it a Vapor error: thrown from a
// handler, it carries its status, and `JSONModelProblemMiddleware` writes it as its own
// `application/problem+json` response. The module re-exports JSONModelKit, so code that imports
// only JSONModelVapor still sees `ProblemDetails`.

// swift-format-ignore: AvoidRetroactiveConformances
// The type is JSONModelKit's and the protocol Vapor's; JSONModelKit must not depend on Vapor,
// and Vapor does not know JSONModelKit, so no second conformance can appear.
extension ProblemDetails: @retroactive AbortError {
    /// The HTTP status of the response (``statusCode`` as a Vapor status).
    public var status: HTTPResponseStatus {
        HTTPResponseStatus(statusCode: statusCode)
    }

    /// What Vapor's own `ErrorMiddleware` writes as `reason` when this problem reaches it (without
    /// ``JSONModelProblemMiddleware``): the detail, else the title.
    public var reason: String {
        detail ?? title
    }

    /// Creates a problem with a Vapor status.
    ///
    /// ```swift
    /// throw ProblemDetails(status: .notFound, detail: "No todo has the id 7.")
    /// ```
    ///
    /// - Parameters:
    ///   - status: The HTTP status of the response.
    ///   - type: A URI reference for the kind of problem (default `about:blank`).
    ///   - title: A short summary; `nil` uses the status's reason phrase from RFC 9110
    ///     (``ProblemDetails/reasonPhrase(forStatusCode:)``, so 413 is "Content Too Large").
    ///   - detail: This occurrence in words.
    ///   - errors: The problems found in the request body.
    public init(
        status: HTTPResponseStatus,
        type: String = "about:blank",
        title: String? = nil,
        detail: String? = nil,
        errors: [Entry] = []
    ) {
        let code = Int(status.code)
        let standardTitle = ProblemDetails.reasonPhrase(forStatusCode: code)
        self.init(
            statusCode: code,
            type: type,
            title: title ?? (standardTitle.isEmpty ? status.reasonPhrase : standardTitle),
            detail: detail,
            errors: errors
        )
    }
}
