import HTTPTypes
import Hummingbird
import JSONModelKit
@_exported import JSONModelOpenAPI

/// A router that describes its routes: every route added through it is recorded, and a route
/// added with an ``OperationDescription`` becomes an operation of its OpenAPI document.
///
/// ```swift
/// let router = Router(context: AppRequestContext.self)
/// router.add(middleware: JSONModelProblemMiddleware())
/// let api = OpenAPIRoutes(router, document: OpenAPIDocument(title: "Todos", version: "1.0.0"))
/// let todos = api.group("todos")
/// todos.get(openAPI: OperationDescription(summary: "List the todos", response: [Todo].self)) { _, _ in
///     await store.all()
/// }
/// todos.get(":id", openAPI: OperationDescription(parameters: [.path("id", Int.self)], response: Todo.self)) {
///     _, context in try await store.todo(context.parameters.require("id", as: Int.self))
/// }
/// api.addDocumentRoute()   // GET /openapi.json
/// ```
///
/// It conforms to Hummingbird's `RouterMethods`, so everything a router offers works on it
/// (`get`, `post`, `group`, `add(middleware:)`, route collections), and each route is passed on
/// to the router as it is. A route added without a description still works, and
/// ``undescribedRoutes`` lists it: a test that expects that list to be empty fails when someone
/// adds a route and forgets the document.
///
/// It also makes the router answer a path it has with a method it does not have with 405
/// (Method Not Allowed) and an `Allow` header, instead of Hummingbird's 404; with
/// ``JSONModelProblemMiddleware`` added to the router first, that answer is a problem too.
public struct OpenAPIRoutes<Context: RequestContext>: RouterMethods {
    /// Where the routes go: the router, or a group of it.
    let parent: any RouterMethods<Context>
    /// The path of `parent` from the router's root.
    let prefix: RouterPath
    /// What the routes and groups of one router share.
    let registry: RouteRegistry
    /// The router itself, whose route list ``undescribedRoutes`` reads.
    private let router: Router<Context>

    /// Wraps a router: routes added through the result are recorded, described and passed on to
    /// `router`.
    ///
    /// Adds a middleware to `router` that answers 405 for a path the routes have called with
    /// a method they do not have.
    ///
    /// - Parameters:
    ///   - router: The router that serves the routes.
    ///   - document: The document the descriptions are added to: its title, version and
    ///     `coder` (set that to the request decoder's options, so that the schemas say what the
    ///     server accepts).
    public init(_ router: Router<Context>, document: OpenAPIDocument) {
        let registry = RouteRegistry(document: document)
        router.add(middleware: MethodNotAllowedMiddleware<Context>(registry: registry))
        self.init(router: router, parent: router, prefix: RouterPath(""), registry: registry)
    }

    private init(
        router: Router<Context>,
        parent: any RouterMethods<Context>,
        prefix: RouterPath,
        registry: RouteRegistry
    ) {
        self.router = router
        self.parent = parent
        self.prefix = prefix
        self.registry = registry
    }

    /// The document, with an operation for every route added with a description so far.
    public var document: OpenAPIDocument {
        registry.document
    }

    /// The routes of the router with no operation in ``document``, in the router's order.
    ///
    /// It reads the router's own list of routes, so it also finds routes added to the router
    /// directly or through Hummingbird's groups, and routes added here without an
    /// ``OperationDescription`` or with a method OpenAPI cannot describe. The route of
    /// ``addDocumentRoute(at:)`` is not an operation and is not listed.
    ///
    /// ```swift
    /// @Test func everyRouteIsDescribed() {
    ///     #expect(api.undescribedRoutes.isEmpty)
    /// }
    /// ```
    public var undescribedRoutes: [RegisteredRoute] {
        let described = Set(
            registry.document.operations.map { $0.method.rawValue.uppercased() + " " + $0.path }
        )
        let documentRoutes = registry.documentRoutes
        return router.routes.map { RegisteredRoute(method: $0.method, routerPath: $0.path) }
            .filter { !described.contains($0.description) && !documentRoutes.contains($0) }
    }

    /// A group of routes under a path, which records and describes its routes as these do.
    ///
    /// - Parameter path: The path of the group, added in front of its routes' paths.
    /// - Returns: The group.
    public func group(_ path: RouterPath = "") -> OpenAPIRoutes<Context> {
        OpenAPIRoutes(
            router: router,
            parent: parent.group(path),
            prefix: prefix.appendingPath(path),
            registry: registry
        )
    }

    /// Records a route and passes it on to the router.
    ///
    /// - Parameters:
    ///   - path: The route's path, after the group's.
    ///   - method: The HTTP method.
    ///   - responder: What answers the route.
    /// - Returns: These routes.
    @discardableResult
    public func on<Responder: HTTPResponder>(
        _ path: RouterPath,
        method: HTTPRequest.Method,
        responder: Responder
    ) -> Self where Responder.Context == Context {
        registry.record(RegisteredRoute(method: method, routerPath: prefix.appendingPath(path)))
        parent.on(path, method: method, responder: responder)
        return self
    }

    /// Adds a middleware to the routes added after it, on the router or on this group.
    ///
    /// - Parameter middleware: The middleware.
    /// - Returns: These routes.
    @discardableResult
    public func add(middleware: any MiddlewareProtocol<Request, Response, Context>) -> Self {
        _ = parent.add(middleware: middleware)
        return self
    }

    /// Adds a described route: the route goes to the router, its description into
    /// ``document``.
    ///
    /// - Parameters:
    ///   - path: The route's path, after the group's.
    ///   - method: The HTTP method.
    ///   - description: What the route takes and answers.
    ///   - handler: What answers the route.
    /// - Returns: These routes.
    @discardableResult
    public func on(
        _ path: RouterPath = "",
        method: HTTPRequest.Method,
        openAPI description: OperationDescription,
        use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
    ) -> Self {
        registry.describe(description, RegisteredRoute(method: method, routerPath: prefix.appendingPath(path)))
        return on(path, method: method, use: handler)
    }
}
