import HTTPTypes
import Hummingbird
import JSONModelKit
import Logging

/// A middleware that answers every error with an RFC 9457 problem: `application/problem+json`,
/// written by JSONModelKit, in the one shape every JSONModelKit server integration uses.
///
/// ```swift
/// let router = Router(context: AppRequestContext.self)
/// router.add(middleware: JSONModelProblemMiddleware())
/// ```
///
/// It catches what the handlers and the middleware after it throw, and what the router throws
/// for a path no route matches (router middleware also runs for that):
///
/// - a ``ProblemDetails`` (what ``JSONModelRequestDecoder`` throws, or your own
///   `throw ProblemDetails(status: .notFound, detail: "No todo has the id 7.")`);
/// - Hummingbird's `HTTPError`, such as the 400 of `context.parameters.require("id", as: Int.self)`
///   for an `:id` that is not a number, the 404 of a path no route matches, or the 405 of
///   ``OpenAPIRoutes``, with its status, its message as `detail` and its headers (`Allow`);
/// - anything else, as a 500 that names nothing of the server, logged as an error.
///
/// ``ProblemDetails/init(error:)`` says how each error becomes a problem. Add it to the router
/// before the routes: Hummingbird applies a middleware only to the routes added after it (and
/// always to the router's own 404).
public struct JSONModelProblemMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Creates the middleware.
    public init() {}

    /// Passes the request on, and answers an error with its problem.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - context: The request context; its logger reports the errors that become a 500.
    ///   - next: The rest of the chain.
    /// - Returns: The response, or the problem response of the error.
    /// - Throws: Nothing: every error becomes a response (the protocol declares the method
    ///   throwing).
    public func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let problem = ProblemDetails(error: error)
            if problem.statusCode >= 500 {
                context.logger.error("\(request.method) \(request.uri.path) failed: \(String(reflecting: error))")
            }
            var response = try problem.response(from: request, context: context)
            if let httpError = error as? HTTPError {
                // Headers the error asks for (`Allow` on a 405), without replacing the problem's
                // own content type and length.
                for field in httpError.headers where response.headers[field.name] == nil {
                    response.headers.append(field)
                }
            }
            return response
        }
    }
}
