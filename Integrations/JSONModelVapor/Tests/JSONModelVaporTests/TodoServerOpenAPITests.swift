import Foundation
import JSONModelKit
import JSONModelVapor
import Testing
import TodoExampleShared
import Vapor
import VaporTodoExample

/// The example server's OpenAPI document, its routes' descriptions and its 405s, over real HTTP.
@Suite struct TodoServerOpenAPITests {
    static func document(of server: TestServer) async throws -> JSONValue {
        let response = try await server.send(.GET, "/openapi.json")
        #expect(response.status == .ok)
        #expect(response.contentType == "application/json; charset=utf-8")
        return try JSONValue(parsing: response.text)
    }

    @Test func theExampleServesItsOpenAPIDocument() async throws {
        try await TodoServerTests.run { server in
            let document = try await Self.document(of: server)
            #expect(document["openapi"] == "3.1.0")
            #expect(document["info"]?["title"] == "Todos")
            let paths = try #require(document["paths"]?.objectValue)
            #expect(paths.keys.sorted() == ["/openapi.json", "/todos", "/todos/{id}"])
            #expect(paths["/todos"]?.objectValue?.keys.sorted() == ["get", "post"])
            #expect(paths["/todos/{id}"]?.objectValue?.keys.sorted() == ["delete", "get", "patch"])

            let post = try #require(paths["/todos"]?["post"])
            #expect(
                post["requestBody"]?["content"]?["application/json"]?["schema"]
                    == ["$ref": "#/components/schemas/Todo-Input"]
            )
            #expect(post["parameters"]?[0]?["name"] == "dry_run")
            #expect(post["parameters"]?[0]?["in"] == "query")
            let responses = try #require(post["responses"]?.objectValue)
            #expect(responses.keys.sorted() == ["200", "201", "400", "413", "422"])
            #expect(responses["200"]?["content"] == responses["201"]?["content"])
            #expect(
                responses["201"]?["content"]?["application/json"]?["schema"]
                    == ["$ref": "#/components/schemas/Todo-Output"]
            )
            for status in ["400", "413", "422"] {
                #expect(
                    responses[status]?["content"]?["application/problem+json"]?["schema"]
                        == ["$ref": "#/components/schemas/ProblemDetails"]
                )
            }

            let get = try #require(paths["/todos/{id}"]?["get"])
            #expect(get["parameters"]?[0]?["name"] == "id")
            #expect(get["parameters"]?[0]?["schema"]?["type"] == "integer")
            #expect(get["responses"]?.objectValue?.keys.sorted() == ["200", "400", "404"])

            let patch = try #require(paths["/todos/{id}"]?["patch"])
            #expect(
                patch["requestBody"]?["content"]?["application/json"]?["schema"]
                    == ["$ref": "#/components/schemas/Todo-Patch"]
            )

            let schemas = try #require(document["components"]?["schemas"])
            #expect(schemas["Todo-Patch"]?["required"] == nil)
            #expect(schemas["Todo-Input"]?["required"] == ["title"])
            // The example rejects unknown keys, and the document says so.
            #expect(schemas["Todo-Input"]?["additionalProperties"] == false)
            #expect(schemas["Todo-Input"]?["properties"]?["title"]?["minLength"] == 1)
            #expect(schemas["Todo-Input"]?["properties"]?["title"]?["maxLength"] == 200)
            #expect(schemas["ProblemDetails"] != nil)
        }
    }

    @Test func everyRouteOfTheExampleIsDescribed() async throws {
        let app = try await makeTodoApplication(port: 0, logLevel: .critical, environment: .testing)
        #expect(app.routes.all.count == 6)
        #expect(app.routes.undescribedRoutes.map(\.description) == [])
        try await app.asyncShutdown()
    }

    @Test func theExampleAnswersAnUndocumentedMethodWith405AndAllow() async throws {
        try await TodoServerTests.run(seed: 1) { server in
            let put = try await server.send(.PUT, "/todos/1", body: "{}")
            #expect(put.status == .methodNotAllowed)
            #expect(put.headers.first(name: .allow) == "DELETE, GET, HEAD, PATCH")
            #expect(try put.problem().statusCode == 405)
            let delete = try await server.send(.DELETE, "/openapi.json")
            #expect(delete.status == .methodNotAllowed)
            #expect(delete.headers.first(name: .allow) == "GET, HEAD")
        }
    }

    @Test(arguments: [("true", HTTPResponseStatus.ok), ("1", .ok), ("false", .created), ("0", .created)])
    func dryRunReadsTheDocumentedBooleans(value: String, status: HTTPResponseStatus) async throws {
        try await TodoServerTests.run { server in
            let body = #"{"id": 5, "title": "Buy milk"}"#
            let response = try await server.send(.POST, "/todos?dry_run=\(value)", body: body)
            #expect(response.status == status)
            // Only a stored todo has an id, and it is the store's.
            #expect(try Todo.fromJSONData(response.data).id == (status == .created ? 1 : nil))
        }
    }
}
