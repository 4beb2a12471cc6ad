import Foundation
import JSONModelKit
import JSONModelVapor
import NIOHTTP1
import Testing
import Vapor

/// `MethodNotAllowedMiddleware`, over real HTTP.
@Suite struct MethodNotAllowedTests {
    static func addRoutes(_ app: Application) {
        app.get("todos") { _ in "[]" }
        app.post("todos") { _ in "{}" }
        app.get("todos", ":id") { _ -> String in throw ProblemDetails(status: .notFound) }
        app.patch("todos", ":id") { _ in "{}" }
        app.delete("todos", ":id") { _ in HTTPStatus.noContent }
        app.get("files", "**") { _ in "file" }
    }

    /// Runs `body` with the middleware after (inner to) the problem middleware, then before it.
    static func inEitherOrder(_ body: (TestServer) async throws -> Void) async throws {
        for problemsFirst in [true, false] {
            try await TestServer.run(
                problems: problemsFirst,
                configure: { app in
                    app.middleware.use(MethodNotAllowedMiddleware())
                    if !problemsFirst { app.middleware.use(JSONModelProblemMiddleware()) }
                    addRoutes(app)
                },
                body
            )
        }
    }

    @Test(arguments: [
        (HTTPMethod.PUT, "/todos/1", "DELETE, GET, HEAD, PATCH"),
        (.POST, "/todos/abc", "DELETE, GET, HEAD, PATCH"),
        (.DELETE, "/todos", "GET, HEAD, POST"),
        (.OPTIONS, "/todos", "GET, HEAD, POST"),
        (.TRACE, "/todos/", "GET, HEAD, POST"),
        (.POST, "/files/a/b.txt", "GET, HEAD"),
    ])
    func anotherMethodOnARoutedPathIsA405WithAllow(method: HTTPMethod, path: String, allow: String) async throws {
        try await Self.inEitherOrder { server in
            let response = try await server.send(method, path)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers.first(name: .allow) == allow)
            let problem = try response.problem()
            #expect(problem.title == "Method Not Allowed")
        }
    }

    @Test func pathsNoRouteMatchesStay404() async throws {
        try await Self.inEitherOrder { server in
            for (method, path) in [(HTTPMethod.GET, "/users"), (.PUT, "/todos/1/items"), (.POST, "/files")] {
                let response = try await server.send(method, path)
                #expect(response.status == .notFound)
                #expect(response.headers.first(name: .allow) == nil)
                #expect(try response.problem().statusCode == 404)
            }
        }
    }

    @Test func aHandlersOwn404IsKept() async throws {
        try await Self.inEitherOrder { server in
            let response = try await server.send(.GET, "/todos/7")
            #expect(response.status == .notFound)
            #expect(response.headers.first(name: .allow) == nil)
        }
    }

    @Test func headIsServedByTheGetRoute() async throws {
        try await Self.inEitherOrder { server in
            let response = try await server.send(.HEAD, "/todos")
            #expect(response.status == .ok)
        }
    }

    @Test func constantsMatchIgnoringCaseWhenTheRoutesDo() async throws {
        try await TestServer.run(
            configure: { app in
                app.routes.caseInsensitive = true
                app.middleware.use(MethodNotAllowedMiddleware())
                Self.addRoutes(app)
            },
            { server in
                let response = try await server.send(.PUT, "/TODOS")
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers.first(name: .allow) == "GET, HEAD, POST")
            }
        )
    }
}
