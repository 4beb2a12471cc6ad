import HTTPTypes
import Hummingbird

/// Answers a request for a path the routes have, with a method none of them has, with 405
/// (Method Not Allowed) and an `Allow` header listing the methods the path has, as RFC 9110
/// asks; ``OpenAPIRoutes`` adds it to its router.
///
/// Hummingbird answers such a request with the 404 of a path no route matches. This middleware
/// lets every request through, and looks at the routes only when a 404 `HTTPError` comes back,
/// so it costs nothing on the requests the routes answer.
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    let registry: RouteRegistry

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let methods = registry.methods(matching: Substring(request.uri.path))
            guard !methods.isEmpty, !methods.contains(request.method) else { throw error }
            throw HTTPError(
                .methodNotAllowed,
                headers: [.allow: methods.map(\.rawValue).joined(separator: ", ")],
                message: "\(request.uri.path) allows \(methods.map(\.rawValue).joined(separator: ", "))."
            )
        }
    }
}
