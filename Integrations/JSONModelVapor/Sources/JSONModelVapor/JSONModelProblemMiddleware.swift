import Vapor

/// A middleware that answers every error with an RFC 9457 problem: `application/problem+json`,
/// written by JSONModelKit, in the one shape every JSONModelKit server integration uses.
///
/// ```swift
/// app.middleware.use(JSONModelProblemMiddleware())
/// ```
///
/// It catches what the handlers and the middleware after it throw:
///
/// - a ``ProblemDetails`` (what `req.decodeJSONModel(_:)` and ``JSONModelContentDecoder`` throw, or
///   your own `throw ProblemDetails(status: .notFound, detail: "No todo has the id 7.")`);
/// - the errors of Vapor's own decoding path: `DecodingError` (400 or 422, with the path) and
///   `Validatable`'s `ValidationsError` (422, one entry per failed key);
/// - any `AbortError`, such as `Abort(.forbidden)` or the 404 of a route that does not exist,
///   with its status and its headers;
/// - anything else, as a 500 that names nothing of the server.
///
/// It also notes how the request's body arrived, before the route collects it: a body that
/// arrived in pieces was held by Vapor to the route's `body: .collect(maxSize:)`, so
/// `req.decodeJSONModel(_:)` does not hold it to `app.routes.defaultMaxBodySize` again (only to
/// `maxInputSize` and a ``Vapor/Route/maxBodySize(_:)``); a body that arrived whole, which Vapor
/// never checks, is held to the route's `maxBodySize(_:)` or the default.
///
/// ``ProblemDetails/init(error:)`` says how each error becomes a problem. Errors are logged as
/// Vapor's `ErrorMiddleware` logs them. Added with `use(_:)`, it runs after Vapor's default
/// `ErrorMiddleware`, which then only sees errors thrown before it.
public struct JSONModelProblemMiddleware: AsyncMiddleware {
    /// Creates the middleware.
    public init() {}

    /// Passes the request on, and answers an error with its problem.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - next: The rest of the chain.
    /// - Returns: The response, or the problem response of the error.
    /// - Throws: Nothing: every error becomes a response (`AsyncMiddleware` declares the method
    ///   throwing).
    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        request.noteBodyArrival()
        do {
            return try await next.respond(to: request)
        } catch {
            request.logger.report(error: error)
            let headers = (error as? any AbortError).map(\.headers) ?? [:]
            return ProblemDetails(error: error).response(headers: headers)
        }
    }
}
