import JSONModelKit
import JSONModelVapor
import Logging
import TodoExampleShared
import Vapor

/// Builds the example server: an in-memory todo list on Vapor, answering every error with an
/// RFC 9457 problem.
///
/// With ``TodoCoders/jsonmodel``, the routes of ``addTodoRoutes(to:store:)`` decode with
/// `req.decodeJSONModel(_:)`: strict types, unknown keys rejected, every error collected, bodies up
/// to 1 MiB (`app.routes.defaultMaxBodySize`), larger ones a 413. With ``TodoCoders/codable``,
/// ``addCodableTodoRoutes(to:store:)`` serves the same JSON with Vapor's default coders.
///
/// With ``TodoCoders/jsonmodel`` every route is described for OpenAPI and the document is served
/// at `GET /openapi.json` (``addOpenAPIRoute(to:)``). In both modes a routed path called with
/// another method is a 405 problem with an `Allow` header (`MethodNotAllowedMiddleware`).
///
/// - Parameters:
///   - coders: Which coders and models serve the routes.
///   - host: The address to listen on.
///   - port: The port; 0 picks a free one.
///   - seed: How many sample todos (``TodoSamples/seedJSON(_:)``) to store first.
///   - logLevel: The server's log level.
///   - environment: Vapor's environment; its arguments are not read (the servers parse their
///     own command line).
/// - Returns: The application, configured; serve it with `execute()` or start its server.
/// - Throws: ``JSONModelError`` or `DecodingError` if a sample does not decode (a bug), or what
///   Vapor throws while making the application.
public func makeTodoApplication(
    coders: TodoCoders = .jsonmodel,
    host: String = "127.0.0.1",
    port: Int = 8080,
    seed: Int = 0,
    logLevel: Logger.Level = .info,
    environment: Environment = Environment(name: "production", arguments: ["todo-server-vapor"])
) async throws -> Application {
    var logger = Logger(label: "todo-server-vapor")
    logger.logLevel = logLevel
    let app = try await Application.make(environment, logger: logger)
    app.http.server.configuration.hostname = host
    app.http.server.configuration.port = port
    app.http.server.configuration.serverName = "todo-server-vapor"
    app.routes.defaultMaxBodySize = "1mb"
    // Every error is a problem: Vapor's default error middleware is replaced, not kept in front.
    app.middleware = Middlewares()
    app.middleware.use(RouteLoggingMiddleware(logLevel: .debug))
    app.middleware.use(JSONModelProblemMiddleware())
    // A documented path called with another method is a 405 with `Allow`, not a 404.
    app.middleware.use(MethodNotAllowedMiddleware())

    do {
        switch coders {
        case .jsonmodel:
            var options = JSONModel.DecodingOptions.requestBodies
            options.unknownKeys = .reject
            app.jsonModel.decodingOptions = options
            let store = TodoStore()
            try await store.addSamples(seed)
            addTodoRoutes(to: app, store: store)
            addOpenAPIRoute(to: app)
        case .codable:
            let store = CodableTodoStore()
            try await store.addSamples(seed)
            addCodableTodoRoutes(to: app, store: store)
        }
    } catch {
        try await app.asyncShutdown()
        throw error
    }
    return app
}
