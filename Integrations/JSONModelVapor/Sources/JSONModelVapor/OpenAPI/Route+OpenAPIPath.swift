import JSONModelOpenAPI
import Vapor

extension Route {
    /// The route's method as OpenAPI names it, or `nil` for a method OpenAPI has no name for.
    var openAPIMethod: OpenAPIDocument.Method? {
        OpenAPIDocument.Method(rawValue: method.rawValue.lowercased())
    }

    /// The route's path in Vapor's syntax from the root (`/todos/:id`), which
    /// `OpenAPIDocument.addOperation` writes as `/todos/{id}`; `/` for the root.
    var openAPIPath: String {
        "/" + path.map(\.description).joined(separator: "/")
    }
}
