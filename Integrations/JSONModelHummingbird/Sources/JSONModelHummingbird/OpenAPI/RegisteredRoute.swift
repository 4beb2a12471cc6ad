import HTTPTypes
import Hummingbird

/// A route as it was added to ``OpenAPIRoutes``: its method and its full path.
///
/// ```swift
/// #expect(routes.undescribedRoutes.map(\.description) == ["GET /health"])
/// ```
public struct RegisteredRoute: Sendable, Hashable, CustomStringConvertible {
    /// The HTTP method.
    public let method: HTTPRequest.Method
    /// The full path in OpenAPI's syntax, with parameters as `{name}` (`/todos/{id}` for a route
    /// added as `todos/:id`).
    public let path: String
    /// The path as the router matches it.
    let routerPath: RouterPath

    /// Records a route.
    ///
    /// - Parameters:
    ///   - method: The HTTP method.
    ///   - routerPath: The full path, as Hummingbird parsed it.
    init(method: HTTPRequest.Method, routerPath: RouterPath) {
        self.method = method
        self.routerPath = routerPath
        // Hummingbird writes a capture as `{name}`, which is OpenAPI's syntax too.
        self.path = routerPath.description
    }

    /// The route as people name it in messages: `GET /todos/{id}`.
    public var description: String {
        method.rawValue + " " + path
    }

    /// Whether a request path is one this route's path matches, segment by segment, as the
    /// router matches it (a `{name}` capture matches any one segment).
    ///
    /// - Parameter requestPath: The path of a request, without its query.
    /// - Returns: Whether the route's path matches it.
    func matches(_ requestPath: Substring) -> Bool {
        let segments = requestPath.split(separator: "/", omittingEmptySubsequences: true)
        if routerPath.components.last == .recursiveWildcard {
            guard segments.count >= routerPath.components.count - 1 else { return false }
        } else if segments.count != routerPath.components.count {
            return false
        }
        return zip(routerPath.components, segments).allSatisfy { element, segment in
            element == .recursiveWildcard || element ~= segment
        }
    }

    /// Two routes are the same when their method and path are.
    ///
    /// - Parameters:
    ///   - lhs: A route.
    ///   - rhs: Another route.
    /// - Returns: Whether they have the same method and path.
    public static func == (lhs: RegisteredRoute, rhs: RegisteredRoute) -> Bool {
        lhs.method == rhs.method && lhs.path == rhs.path
    }

    /// Hashes the method and the path.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(method)
        hasher.combine(path)
    }
}
