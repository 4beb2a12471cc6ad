import NIOHTTP1
import Vapor

/// A middleware that answers a request for a path the application serves, with a method it does
/// not serve there, with a 405 problem and an `Allow` header, instead of Vapor's 404.
///
/// ```swift
/// app.middleware.use(JSONModelProblemMiddleware())
/// app.middleware.use(MethodNotAllowedMiddleware())
/// // PUT /todos/1, where only GET, PATCH and DELETE are routed:
/// // 405, Allow: DELETE, GET, HEAD, PATCH, application/problem+json
/// ```
///
/// RFC 9110 asks for this (section 15.5.6), and API checkers such as schemathesis test it. The
/// `Allow` header lists, in alphabetical order, the methods of every route whose path matches
/// the request's path, plus `HEAD` where there is a `GET` (Vapor answers `HEAD` with the `GET`
/// route). A request whose path no route matches stays a 404. The problem is a ``ProblemDetails``
/// written as `application/problem+json` whatever other middleware there is, so the middleware
/// may come before or after ``JSONModelProblemMiddleware``.
///
/// Paths are matched segment by segment, as Vapor's router matches them: a constant matches
/// itself (ignoring case when `app.routes.caseInsensitive` is set), `:name` and `*` match any
/// one segment, and `**` matches one or more.
public struct MethodNotAllowedMiddleware: AsyncMiddleware {
    /// Creates the middleware.
    public init() {}

    /// Passes the request on, and turns a 404 for a request no route matched into a 405 when
    /// routes with other methods match its path.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - next: The rest of the chain.
    /// - Returns: The response, or a 405 problem response.
    /// - Throws: What the rest of the chain throws, except the 404 of an unmatched route whose
    ///   path has other methods.
    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let response: Response
        do {
            response = try await next.respond(to: request)
        } catch let error as any AbortError where error.status == .notFound {
            guard let answer = methodNotAllowed(request) else { throw error }
            return answer
        }
        if response.status == .notFound, let answer = methodNotAllowed(request) {
            return answer
        }
        return response
    }

    /// The 405 response for a request no route matched, or `nil` when the request did match a
    /// route or no route with another method matches its path.
    private func methodNotAllowed(_ request: Request) -> Response? {
        guard request.route == nil else { return nil }
        let routes = request.application.routes
        let segments = request.url.path.split(separator: "/")
        var allowed: Set<String> = []
        for route in routes.all where route.matches(segments, caseInsensitive: routes.caseInsensitive) {
            allowed.insert(route.method.rawValue)
            if route.method == .GET {
                allowed.insert(HTTPMethod.HEAD.rawValue)
            }
        }
        allowed.remove(request.method.rawValue)
        guard !allowed.isEmpty else { return nil }
        let methods = allowed.sorted().joined(separator: ", ")
        let problem = ProblemDetails(
            status: .methodNotAllowed,
            detail: "\(request.method.rawValue) is not allowed here; allowed: \(methods)."
        )
        return problem.response(headers: ["Allow": methods])
    }
}
