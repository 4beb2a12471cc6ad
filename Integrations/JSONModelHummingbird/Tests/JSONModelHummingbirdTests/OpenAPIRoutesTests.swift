import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSONModelHummingbird
import JSONModelKit
import JSONModelOpenAPI
import Logging
import Testing
import TodoExample

/// ``OpenAPIRoutes``: the example's document served over real HTTP, 405 with `Allow`, and the
/// check that every route is described.
@Suite struct OpenAPIRoutesTests {
    func makeApplication() async throws -> any ApplicationProtocol {
        try await makeTodoApplication(port: 0, logLevel: .critical)
    }

    @Test func theExampleServesItsDocument() async throws {
        try await makeApplication().test(.live) { client in
            try await client.execute(uri: "/openapi.json", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                let document = try JSONValue(parsing: response.bodyData)
                #expect(document["openapi"] == "3.1.0")
                #expect(document["info"]?["title"] == "Todos")
                let paths = try #require(document["paths"]?.objectValue)
                #expect(Set(paths.keys) == ["/todos", "/todos/{id}"])
                #expect(Set(paths["/todos"]?.objectValue?.keys ?? [:].keys) == ["get", "post"])
                #expect(Set(paths["/todos/{id}"]?.objectValue?.keys ?? [:].keys) == ["get", "patch", "delete"])

                let post = try #require(paths["/todos"]?["post"])
                let problem: JSONValue = [
                    "application/problem+json": ["schema": ["$ref": "#/components/schemas/ProblemDetails"]]
                ]
                for status in ["400", "413", "422"] {
                    #expect(post["responses"]?[status]?["content"] == problem, "POST /todos \(status)")
                }
                let created = try #require(post["responses"]?["201"]?["content"]?["application/json"]?["schema"])
                let dryRun = try #require(post["parameters"]?[0])
                #expect(dryRun["name"] == "dry_run")
                #expect(dryRun["in"] == "query")

                let read = try #require(paths["/todos/{id}"]?["get"])
                #expect(read["parameters"]?[0]?["name"] == "id")
                #expect(read["parameters"]?[0]?["schema"]?["type"] == "integer")
                #expect(read["responses"]?["404"]?["content"] == problem)
                #expect(read["responses"]?["400"]?["content"] == problem)

                // Every reference points at a component, and the title's rule is in its schema.
                let schemas = try #require(document["components"]?["schemas"]?.objectValue)
                let references = Self.references(in: document)
                #expect(references.contains("#/components/schemas/ProblemDetails"))
                for reference in references {
                    let name = String(reference.dropFirst("#/components/schemas/".count))
                    #expect(schemas[name] != nil, "\(reference) has no component")
                }
                let todoName = try #require(created["$ref"]?.stringValue?.split(separator: "/").last)
                #expect(schemas[String(todoName)]?["properties"]?["title"]?["minLength"] == 1)
            }
        }
    }

    @Test func aMethodThePathDoesNotHaveIs405WithAllow() async throws {
        try await makeApplication().test(.live) { client in
            let cases: [(String, HTTPRequest.Method, String)] = [
                ("/todos", .put, "GET, POST"),
                ("/todos", .delete, "GET, POST"),
                ("/todos/1", .post, "GET, PATCH, DELETE"),
                ("/todos/abc", .options, "GET, PATCH, DELETE"),
            ]
            for (uri, method, allowed) in cases {
                try await client.execute(uri: uri, method: method) { response in
                    #expect(response.status == .methodNotAllowed, "\(method) \(uri)")
                    #expect(response.headers[.allow] == allowed, "\(method) \(uri)")
                    #expect(response.headers[.contentType] == ProblemDetails.mediaType)
                    let value = try response.problem().statusCode
                    #expect(value == 405)
                }
            }
            try await client.execute(uri: "/nothing", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.headers[.allow] == nil)
                #expect(response.headers[.contentType] == ProblemDetails.mediaType)
            }
        }
    }

    @Test(arguments: [HTTPRequest.Method.get, .patch, .delete])
    func aBadIDIsA400Problem(method: HTTPRequest.Method) async throws {
        try await makeApplication().test(.live) { client in
            try await client.execute(uri: "/todos/abc", method: method, body: "{}".buffer) { response in
                #expect(response.status == .badRequest)
                #expect(response.headers[.contentType] == ProblemDetails.mediaType)
                let problem = try response.problem()
                #expect(problem.statusCode == 400)
                #expect(problem.detail == #"The id "abc" is not an integer."#)
            }
        }
    }

    @Test func anIDIsReadAsAJSONInteger() async throws {
        try await makeTodoApplication(port: 0, seed: 1, logLevel: .critical).test(.live) { client in
            for uri in ["/todos/1", "/todos/1.0", "/todos/1e0"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .ok, "\(uri)")
                }
            }
            try await client.execute(uri: "/todos/1.5", method: .get) { response in
                #expect(response.status == .badRequest)
            }
        }
    }

    @Test func aDryRunIsABooleanAndAnswersWithoutAnID() async throws {
        try await makeApplication().test(.live) { client in
            let body = #"{"title": "Buy milk"}"#
            try await client.execute(uri: "/todos?dry_run=yes", method: .post, body: body.buffer) { response in
                #expect(response.status == .badRequest)
                let value = try response.problem().detail
                #expect(value == #"dry_run must be true or false, not "yes"."#)
            }
            try await client.execute(uri: "/todos?dry_run=false", method: .post, body: body.buffer) { response in
                #expect(response.status == .created)
            }
            let withID = #"{"id": 35, "title": "Buy milk"}"#
            try await client.execute(uri: "/todos?dry_run=1", method: .post, body: withID.buffer) { response in
                #expect(response.status == .ok)
                let todo = try Todo.fromJSONData(response.bodyData)
                #expect(todo.id == nil)
            }
        }
    }

    @Test func theExampleDescribesEveryRoute() throws {
        let router = Router(context: TodoRequestContext.self)
        let routes = addTodoRoutes(to: router, store: TodoStore())
        try routes.addDocumentRoute()
        #expect(routes.undescribedRoutes.isEmpty)
        #expect(routes.document.operations.count == 5)
        #expect(router.routes.count == 6)
    }

    @Test func aRouteWithoutADescriptionIsReported() throws {
        let router = Router(context: TodoRequestContext.self)
        let routes = addTodoRoutes(to: router, store: TodoStore())
        try routes.addDocumentRoute()
        routes.group("todos").get(":id/history") { _, _ in "[]" }
        router.get("metrics") { _, _ in "0" }
        router.group("admin").post("reset") { _, _ in HTTPResponse.Status.noContent }
        routes.get("health", openAPI: OperationDescription(summary: "Whether the server runs")) { _, _ in
            HTTPResponse.Status.noContent
        }
        #expect(
            Set(routes.undescribedRoutes.map(\.description))
                == ["GET /todos/{id}/history", "GET /metrics", "POST /admin/reset"]
        )
    }

    @Test func aDescribedRouteIsInTheServedDocument() async throws {
        let router = Router(context: TodoRequestContext.self)
        router.add(middleware: JSONModelProblemMiddleware())
        let routes = OpenAPIRoutes(router, document: OpenAPIDocument(title: "Points", version: "2.0.0"))
        let points = routes.group("v2").group("points")
        points.post(
            ":name",
            openAPI: OperationDescription(summary: "Echo a point", requestBody: Point.self, response: Point.self)
        ) { request, context in
            try await request.decode(as: Point.self, context: context)
        }
        try routes.addDocumentRoute(at: "docs/openapi.json")
        #expect(routes.undescribedRoutes.isEmpty)
        try await Application(router: router).test(.live) { client in
            try await client.execute(uri: "/docs/openapi.json", method: .get) { response in
                let document = try JSONValue(parsing: response.bodyData)
                let operation = try #require(document["paths"]?["/v2/points/{name}"]?["post"])
                #expect(operation["summary"] == "Echo a point")
                #expect(operation["parameters"]?[0]?["name"] == "name")
            }
            try await client.execute(uri: "/v2/points/a", method: .post, body: #"{"x": 1, "y": 2}"#.buffer) {
                response in
                #expect(response.status == .ok)
                let value = try Point.fromJSONData(response.bodyData)
                #expect(value == Point(x: 1, y: 2))
            }
            try await client.execute(uri: "/v2/points/a", method: .get) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "POST")
            }
        }
    }

    @Test func aDocumentThatCannotBeWrittenFailsAtStartup() {
        let router = Router(context: TodoRequestContext.self)
        let routes = OpenAPIRoutes(router, document: OpenAPIDocument(title: "Broken", version: "1"))
        routes.get("files/*", openAPI: OperationDescription(response: Point.self)) { _, _ in Point() }
        #expect(throws: JSONModelError.self) { try routes.addDocumentRoute() }
    }

    /// Every `$ref` in a JSON value.
    static func references(in value: JSONValue) -> Set<String> {
        switch value {
        case .object(let members):
            var found = Set(members["$ref"]?.stringValue.map { [$0] } ?? [])
            for member in members.values { found.formUnion(references(in: member)) }
            return found
        case .array(let elements):
            return elements.reduce(into: []) { $0.formUnion(references(in: $1)) }
        default:
            return []
        }
    }
}
