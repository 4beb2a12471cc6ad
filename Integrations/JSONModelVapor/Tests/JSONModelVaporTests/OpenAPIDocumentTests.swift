import Foundation
import JSONModelKit
import JSONModelOpenAPI
import JSONModelVapor
import Testing
import Vapor

/// `.openAPI(...)` on routes and `app.routes.openAPIDocument(title:version:)`, with the
/// document served over real HTTP.
@Suite struct OpenAPIDocumentTests {
    /// Serves `app.routes.openAPIDocument` at `GET /openapi.json` (itself undescribed) and
    /// fetches it after `configure` has added the routes.
    static func fetchDocument(_ configure: @escaping (Application) async throws -> Void) async throws -> JSONValue {
        try await TestServer.run(
            configure: { app in
                try await configure(app)
                app.get("openapi.json") { request async throws -> String in
                    var document = request.application.routes.openAPIDocument(title: "Orders", version: "2.0.0")
                    document.coder = request.application.jsonModel.coder
                    return try document.jsonString()
                }
            },
            { server in
                let response = try await server.send(.GET, "/openapi.json")
                #expect(response.status == .ok)
                return try JSONValue(parsing: response.text)
            }
        )
    }

    @Test func typedPathParametersAreDescribedFromTheRoute() async throws {
        let document = try await Self.fetchDocument { app in
            app.get("users", ":userID", "orders", ":orderID") { _ async throws -> Order in Order() }
                .openAPI(
                    summary: "One order",
                    parameters: [.path("userID", Int.self, description: "The user."), .path("orderID", UUID.self)],
                    response: Order.self
                )
        }
        #expect(document["openapi"] == "3.1.0")
        #expect(document["info"] == ["title": "Orders", "version": "2.0.0"])
        let operation = try #require(document["paths"]?["/users/{userID}/orders/{orderID}"]?["get"])
        #expect(operation["summary"] == "One order")
        #expect(operation["operationId"] == "getUsersByUserIDOrdersByOrderID")
        let parameters = try #require(operation["parameters"]?.arrayValue)
        #expect(parameters.map { $0["name"] } == ["userID", "orderID"])
        #expect(parameters.map { $0["in"] } == ["path", "path"])
        #expect(parameters.map { $0["required"] } == [true, true])
        #expect(parameters[0]["description"] == "The user.")
        #expect(parameters[0]["schema"]?["type"] == "integer")
        #expect(parameters[1]["schema"] == ["type": "string", "format": "uuid"])
        let responses = try #require(operation["responses"]?.objectValue)
        #expect(responses.keys.sorted() == ["200", "400", "404"])
        #expect(
            responses["200"]?["content"]?["application/json"]?["schema"] == ["$ref": "#/components/schemas/Order"]
        )
        #expect(document["components"]?["schemas"]?["Order"]?["properties"]?["placed_at"] != nil)
    }

    @Test func anUntypedPathParameterIsAString() async throws {
        let document = try await Self.fetchDocument { app in
            app.delete("files", ":name") { _ async -> HTTPStatus in .noContent }.openAPI(summary: "Delete a file")
        }
        let operation = try #require(document["paths"]?["/files/{name}"]?["delete"])
        #expect(operation["parameters"]?[0]?["schema"] == ["type": "string"])
        #expect(operation["responses"]?.objectValue?.keys.sorted() == ["204", "404"])
        #expect(operation["responses"]?["204"]?["content"] == nil)
    }

    @Test func bodiesStatusesAndProblemsAreTheRoutesOwn() async throws {
        let document = try await Self.fetchDocument { app in
            app.post("orders") { _ async throws -> Order in Order() }
                .openAPI(summary: "Place an order", requestBody: Order.self, response: Order.self, status: 201)
            app.put("orders", ":id") { _ async throws -> Order in Order() }
                .openAPI(requestBody: Order.self, response: Order.self, status: .accepted, problems: [409])
            app.patch("orders", ":id") { _ async throws -> Order in Order() }
                .openAPI(
                    requestBody: Order.self,
                    response: Order.self,
                    additionalStatuses: [202],
                    partialRequestBody: true
                )
            app.get("orders") { _ async -> JSONModelArray<Order> in JSONModelArray([]) }
                .description("Every order, oldest first.")
                .openAPI(summary: "List orders", tags: ["orders"], response: [Order].self)
        }
        let post = try #require(document["paths"]?["/orders"]?["post"])
        #expect(post["requestBody"]?["required"] == true)
        #expect(
            post["requestBody"]?["content"]?["application/json"]?["schema"] == ["$ref": "#/components/schemas/Order"]
        )
        #expect(post["responses"]?.objectValue?.keys.sorted() == ["201", "400", "413", "422"])
        for status in ["400", "413", "422"] {
            #expect(
                post["responses"]?[status]?["content"]?["application/problem+json"]?["schema"]
                    == ["$ref": "#/components/schemas/ProblemDetails"]
            )
        }
        let put = try #require(document["paths"]?["/orders/{id}"]?["put"])
        #expect(put["responses"]?.objectValue?.keys.sorted() == ["202", "400", "404", "409", "413", "422"])
        let patch = try #require(document["paths"]?["/orders/{id}"]?["patch"])
        #expect(
            patch["requestBody"]?["content"]?["application/json"]?["schema"]
                == ["$ref": "#/components/schemas/Order-Patch"]
        )
        #expect(patch["responses"]?.objectValue?.keys.sorted() == ["200", "202", "400", "404", "413", "422"])
        let list = try #require(document["paths"]?["/orders"]?["get"])
        #expect(list["description"] == "Every order, oldest first.")
        #expect(list["tags"] == ["orders"])
        #expect(
            list["responses"]?["200"]?["content"]?["application/json"]?["schema"]
                == ["type": "array", "items": ["$ref": "#/components/schemas/Order"]]
        )
        #expect(document["components"]?["schemas"]?["ProblemDetails"] != nil)
    }

    @Test func theDocumentDescribesWhatTheApplicationsCoderAccepts() async throws {
        let document = try await Self.fetchDocument { app in
            app.jsonModel.decodingOptions.unknownKeys = .reject
            app.post("sizes") { _ async throws -> HTTPStatus in .noContent }.openAPI(requestBody: Size.self)
        }
        #expect(document["components"]?["schemas"]?["Size"]?["additionalProperties"] == false)
    }

    @Test func undescribedRoutesAreListedAndLeftOut() async throws {
        let app = try await testApplication()
        app.get("described") { _ in "" }.openAPI(summary: "Described")
        app.get("undescribed") { _ in "" }
        app.on(.RAW(value: "PROPFIND"), "files") { _ in "" }.openAPI(summary: "No OpenAPI method")
        #expect(app.routes.undescribedRoutes.map(\.description) == ["GET /undescribed", "PROPFIND /files"])
        let document = app.routes.openAPIDocument(title: "T", version: "1")
        #expect(document.operations.map(\.path) == ["/described"])
        try await app.asyncShutdown()
    }

    @Test func aWildcardRouteIsAnErrorWhenTheDocumentIsWritten() async throws {
        let app = try await testApplication()
        app.get("files", "**") { _ in "" }.openAPI(summary: "Any file")
        let document = app.routes.openAPIDocument(title: "T", version: "1")
        let error = try #require(throws: JSONModelError.self) { try document.jsonString() }
        #expect(error.code == .schemaError)
        #expect(error.message.hasPrefix("GET /files/**:"))
        try await app.asyncShutdown()
    }

    @Test func describingARouteAgainReplacesItsDescription() async throws {
        let app = try await testApplication()
        let route = app.get("orders") { _ in "" }.openAPI(summary: "First")
        route.openAPI(summary: "Second", status: .ok)
        #expect(route.openAPIDescription?.summary == "Second")
        #expect(route.openAPIDescription?.status == 200)
        #expect(app.routes.openAPIDocument(title: "T", version: "1").operations.count == 1)
        try await app.asyncShutdown()
    }
}
