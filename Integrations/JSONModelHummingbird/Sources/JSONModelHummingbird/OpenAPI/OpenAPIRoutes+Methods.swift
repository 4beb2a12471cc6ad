import HTTPTypes
import Hummingbird

// One method per HTTP method, as Hummingbird's `RouterMethods` has, each with the route's
// description; `on(_:method:_:use:)` does the work.
extension OpenAPIRoutes {
    /// Adds a described `GET` route.
    ///
    /// - Parameters:
    ///   - path: The route's path, after the group's.
    ///   - description: What the route takes and answers.
    ///   - handler: What answers the route.
    /// - Returns: These routes.
    @discardableResult
    public func get(
        _ path: RouterPath = "",
        openAPI description: OperationDescription,
        use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
    ) -> Self {
        on(path, method: .get, openAPI: description, use: handler)
    }

    /// Adds a described `POST` route.
    ///
    /// - Parameters:
    ///   - path: The route's path, after the group's.
    ///   - description: What the route takes and answers.
    ///   - handler: What answers the route.
    /// - Returns: These routes.
    @discardableResult
    public func post(
        _ path: RouterPath = "",
        openAPI description: OperationDescription,
        use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
    ) -> Self {
        on(path, method: .post, openAPI: description, use: handler)
    }

    /// Adds a described `PUT` route.
    ///
    /// - Parameters:
    ///   - path: The route's path, after the group's.
    ///   - description: What the route takes and answers.
    ///   - handler: What answers the route.
    /// - Returns: These routes.
    @discardableResult
    public func put(
        _ path: RouterPath = "",
        openAPI description: OperationDescription,
        use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
    ) -> Self {
        on(path, method: .put, openAPI: description, use: handler)
    }

    /// Adds a described `PATCH` route.
    ///
    /// - Parameters:
    ///   - path: The route's path, after the group's.
    ///   - description: What the route takes and answers.
    ///   - handler: What answers the route.
    /// - Returns: These routes.
    @discardableResult
    public func patch(
        _ path: RouterPath = "",
        openAPI description: OperationDescription,
        use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
    ) -> Self {
        on(path, method: .patch, openAPI: description, use: handler)
    }

    /// Adds a described `DELETE` route.
    ///
    /// - Parameters:
    ///   - path: The route's path, after the group's.
    ///   - description: What the route takes and answers.
    ///   - handler: What answers the route.
    /// - Returns: These routes.
    @discardableResult
    public func delete(
        _ path: RouterPath = "",
        openAPI description: OperationDescription,
        use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
    ) -> Self {
        on(path, method: .delete, openAPI: description, use: handler)
    }
}
