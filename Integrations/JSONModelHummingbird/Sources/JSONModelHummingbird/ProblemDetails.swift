import HTTPTypes
import Hummingbird
@_exported import JSONModelKit
import NIOCore

// `ProblemDetails` is declared in JSONModelKit, framework-neutral, so that every server
// integration answers with the same shape. This file makes it a Hummingbird error: thrown from
// a handler, it becomes its own `application/problem+json` response. The module re-exports
// JSONModelKit, so code that imports only JSONModelHummingbird still sees `ProblemDetails`.

// swift-format-ignore: AvoidRetroactiveConformances
// The type is JSONModelKit's and the protocol Hummingbird's; JSONModelKit must not depend on
// Hummingbird, and Hummingbird does not know JSONModelKit, so no second conformance can appear.
extension ProblemDetails: @retroactive HTTPResponseError {
    /// The HTTP status of the response (``statusCode`` as a Hummingbird status).
    public var status: HTTPResponse.Status {
        HTTPResponse.Status(code: statusCode)
    }

    /// Creates a problem with a Hummingbird status.
    ///
    /// ```swift
    /// throw ProblemDetails(status: .notFound, detail: "No todo has the id 7.")
    /// ```
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
        self.init(
            statusCode: status.code,
            type: type,
            title: title ?? status.reasonPhrase,
            detail: detail,
            errors: errors
        )
    }

    /// The response: this problem as `application/problem+json`, written by JSONModelKit.
    ///
    /// - Parameters:
    ///   - request: The request that failed.
    ///   - context: The request context (its encoder is not used: problems are always JSON).
    /// - Returns: The response with this problem's status.
    /// - Throws: Nothing: writing a problem cannot fail (the protocol's requirement throws).
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let body = responseBody()
        var headers = HTTPFields()
        headers.reserveCapacity(4)
        headers[.contentType] = ProblemDetails.mediaType
        headers[.contentLength] = String(body.count)
        return Response(
            status: status,
            headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body))
        )
    }
}
