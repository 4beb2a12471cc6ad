// Re-exported, as JSONModelKit is: code that imports only JSONModelVapor can write the document
// these routes describe and name its parameters (`.path("id", Int.self)`).
@_exported import JSONModelOpenAPI
import Vapor

extension Routes {
    /// An OpenAPI 3.1 document of every route described with
    /// ``Vapor/Route/openAPI(summary:description:operationID:tags:parameters:requestBody:response:status:additionalStatuses:partialRequestBody:problems:)``.
    ///
    /// ```swift
    /// var document = app.routes.openAPIDocument(title: "Todos", version: "1.0.0")
    /// document.coder = app.jsonModel.coder
    /// let text = try document.jsonString(prettyPrinted: true)
    /// ```
    ///
    /// Each described route becomes one operation, in the order the routes were added, with the
    /// route's method and its path in OpenAPI's syntax (`/todos/:id` is `/todos/{id}`). Routes
    /// without a description are left out; ``undescribedRoutes`` lists them, so that a test can
    /// require that there are none. A wildcard segment (`*`, `**`) cannot be described: the
    /// document names the route when it is written.
    ///
    /// The schemas describe what the document's `coder` reads and writes. Set it to
    /// ``Vapor/Application/JSONModelSettings/coder`` (`app.jsonModel.coder`) so that they say what
    /// this application accepts: closed objects when it rejects unknown keys, for example.
    ///
    /// - Parameters:
    ///   - title: The API's name.
    ///   - version: The API's version.
    ///   - description: What the API does; `nil` leaves it out.
    /// - Returns: The document, ready to write with `jsonString(prettyPrinted:)`.
    public func openAPIDocument(title: String, version: String, description: String? = nil) -> OpenAPIDocument {
        var document = OpenAPIDocument(title: title, version: version, description: description)
        for route in all {
            guard let operation = route.openAPIDescription, let method = route.openAPIMethod else { continue }
            var described = operation
            described.description = operation.description ?? route.userInfo["description"] as? String
            document.addOperation(method, route.openAPIPath, described)
        }
        return document
    }

    /// The routes ``openAPIDocument(title:version:description:)`` leaves out: those without an
    /// OpenAPI description, and those whose method OpenAPI has no name for (such as `PROPFIND`
    /// or `CONNECT`), described or not.
    ///
    /// ```swift
    /// #expect(app.routes.undescribedRoutes.map(\.description) == [])
    /// ```
    public var undescribedRoutes: [Route] {
        all.filter { $0.openAPIDescription == nil || $0.openAPIMethod == nil }
    }
}
