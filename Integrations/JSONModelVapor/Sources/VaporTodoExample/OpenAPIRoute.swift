import JSONModelKit
import JSONModelVapor
import Vapor

/// Adds `GET /openapi.json`: the OpenAPI 3.1 document of every described route of the
/// application (``addTodoRoutes(to:store:)``'s and this one), with the schemas of the
/// application's coder (`app.jsonModel.coder`), so that they state what it accepts.
///
/// The document is written when it is asked for, so it always describes the routes as they are.
///
/// - Parameter routes: Where to add the route.
public func addOpenAPIRoute(to routes: any RoutesBuilder) {
    routes.get("openapi.json") { request async throws -> Response in
        let application = request.application
        var document = application.routes.openAPIDocument(
            title: "Todos",
            version: "1.0.0",
            description: "The todo-server-vapor example of JSONModelVapor."
        )
        document.coder = application.jsonModel.coder
        let text = try document.jsonString()
        var headers = HTTPHeaders()
        headers.contentType = .json
        return Response(status: .ok, headers: headers, body: .init(string: text))
    }
    .openAPI(summary: "This OpenAPI document", response: JSONValue.self)
}
