import Vapor

extension Route {
    /// Sets the most bytes this route's request body may have, however the body arrives.
    ///
    /// ```swift
    /// app.post("imports", use: importTodos).maxBodySize("1mb")
    /// ```
    ///
    /// The body is read into memory up to the limit before the handler (and the route's own
    /// middleware) runs; a larger one is a 413 problem. This closes the gap Vapor leaves:
    /// `body: .collect(maxSize:)` bounds only a body that arrives in several chunks, and a body
    /// that arrives in one is handed over whatever its size. It also tells
    /// `req.decodeJSONModel(_:)` and its siblings the route's limit, which they cannot read from
    /// `body: .collect(maxSize:)` (see ``Vapor/Request/routeBodyLimit``); without it they use
    /// `app.routes.defaultMaxBodySize`.
    ///
    /// Set it while configuring the application, before it serves, as Vapor's routes are. Set
    /// again, the last limit holds.
    ///
    /// - Parameter size: The most bytes accepted, such as `"1mb"` or `16_384`.
    /// - Returns: The route, for chaining.
    @discardableResult
    public func maxBodySize(_ size: ByteCount) -> Route {
        userInfo[MaxBodySizeKey()] = size.value
        // Called again, the new limit replaces the old one rather than adding a second check.
        let inner = (responder as? BodyLimitResponder)?.next ?? responder
        responder = BodyLimitResponder(limit: size.value, next: inner)
        return self
    }

    /// The limit set with ``maxBodySize(_:)``, if any.
    var declaredMaxBodySize: Int? {
        userInfo[MaxBodySizeKey()] as? Int
    }
}

/// The key of ``Vapor/Route/maxBodySize(_:)``'s limit in `Route.userInfo`.
private struct MaxBodySizeKey: Hashable, Sendable {}

/// Collects a route's body up to its limit, then hands the request on: Vapor's own collection
/// then finds the body in memory and leaves it alone.
private struct BodyLimitResponder: AsyncResponder {
    let limit: Int
    let next: any Responder

    func respond(to request: Request) async throws -> Response {
        _ = try await request.collectBody(upTo: limit)
        return try await next.respond(to: request).get()
    }
}
