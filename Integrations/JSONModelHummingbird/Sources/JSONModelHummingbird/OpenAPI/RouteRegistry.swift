import Foundation
import HTTPTypes
import Hummingbird
import JSONModelKit
import JSONModelOpenAPI
import Synchronization

/// What an ``OpenAPIRoutes`` and its groups share: the routes added, the document that
/// describes them, and the document's JSON once written.
///
/// Routes are added while the application is set up and read while it serves (the 405 answer,
/// `GET /openapi.json`), so the state is behind a lock.
final class RouteRegistry: Sendable {
    private struct State {
        var document: OpenAPIDocument
        var routes: [RegisteredRoute] = []
        /// The routes that serve the document.
        var documentRoutes: Set<RegisteredRoute> = []
        /// The document's JSON, written at most once per set of operations.
        var documentJSON: Data?
        /// How many times a route was described: the JSON is kept only if it describes the
        /// latest operations.
        var revision = 0
    }

    private let state: Mutex<State>

    /// Creates a registry with no routes.
    ///
    /// - Parameter document: The document the described routes are added to.
    init(document: OpenAPIDocument) {
        state = Mutex(State(document: document))
    }

    /// The document with an operation for every described route.
    var document: OpenAPIDocument {
        state.withLock { $0.document }
    }

    /// Every route added through ``OpenAPIRoutes``, in order.
    var routes: [RegisteredRoute] {
        state.withLock { $0.routes }
    }

    /// The routes that serve the document, which are not operations of the API.
    var documentRoutes: Set<RegisteredRoute> {
        state.withLock { $0.documentRoutes }
    }

    /// Records a route that serves the document.
    ///
    /// - Parameter route: The route.
    func recordDocumentRoute(_ route: RegisteredRoute) {
        state.withLock { _ = $0.documentRoutes.insert(route) }
    }

    /// Records a route the router was given.
    ///
    /// - Parameter route: The route.
    func record(_ route: RegisteredRoute) {
        state.withLock { $0.routes.append(route) }
    }

    /// Adds the operation of a route to the document.
    ///
    /// A method OpenAPI has no field for (a custom one) cannot be described: its route stays
    /// in ``OpenAPIRoutes/undescribedRoutes``.
    ///
    /// - Parameters:
    ///   - description: What the route takes and answers.
    ///   - route: The route.
    func describe(_ description: OperationDescription, _ route: RegisteredRoute) {
        guard let method = OpenAPIDocument.Method(rawValue: route.method.rawValue.lowercased()) else { return }
        state.withLock { state in
            state.document.addOperation(method, route.path, description)
            state.documentJSON = nil
            state.revision += 1
        }
    }

    /// The methods of the routes whose path matches a request's path, or an empty list when
    /// none does.
    ///
    /// - Parameter requestPath: The request's path, without its query.
    /// - Returns: The methods, each once, in the order they were added.
    func methods(matching requestPath: Substring) -> [HTTPRequest.Method] {
        var methods: [HTTPRequest.Method] = []
        for route in routes where route.matches(requestPath) && !methods.contains(route.method) {
            methods.append(route.method)
        }
        return methods
    }

    /// The document as compact JSON, written on first use and kept until another route is
    /// described.
    ///
    /// - Returns: The UTF-8 text of the document.
    /// - Throws: ``JSONModelError`` when the document cannot be written (a type that cannot be
    ///   mapped, an operation that contradicts itself).
    func documentJSON() throws(JSONModelError) -> Data {
        let (cached, document, revision) = state.withLock { ($0.documentJSON, $0.document, $0.revision) }
        if let cached { return cached }
        let data = Data(try document.jsonString().utf8)
        state.withLock { state in
            // Only when no route was described while it was being written.
            if state.revision == revision { state.documentJSON = data }
        }
        return data
    }
}
