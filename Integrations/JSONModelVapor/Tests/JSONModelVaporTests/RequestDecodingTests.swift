import Foundation
import JSONModelKit
import JSONModelVapor
import NIOCore
import Testing
import Vapor

/// `req.decodeJSONModel(_:)`, `req.decodeJSONModels(_:)` and `req.update(_:)` over real HTTP.
@Suite struct RequestDecodingTests {
    static func configure(_ app: Application) {
        app.post("orders") { request async throws -> Order in
            try await request.decodeJSONModel(Order.self)
        }
        app.post("orders", "batch") { request async throws -> JSONModelArray<Order> in
            JSONModelArray(try await request.decodeJSONModels(Order.self))
        }
        app.post("orders", "strict") { request async throws -> Order in
            var options = JSONModel.DecodingOptions.requestBodies
            options.unknownKeys = .reject
            return try await request.decodeJSONModel(Order.self, options: options)
        }
        app.post("points") { request async throws -> Point in
            try await request.decodeJSONModel(Point.self)
        }
        app.post("points", "batch") { request async throws -> JSONModelArray<Point> in
            JSONModelArray(try await request.decodeJSONModels(Point.self))
        }
        app.post("broken") { request async throws -> HTTPStatus in
            _ = try await request.decodeJSONModel(BrokenModel.self)
            return .ok
        }
        app.patch("orders", "sample") { request async throws -> Order in
            let order = try Order.fromJSONString(orderJSON(id: 1, customer: "Ann"))
            do {
                try await request.update(order)
            } catch let problem as ProblemDetails {
                // The model is left as it was: the problem's detail says so for the test.
                let unchanged =
                    try order.toJSONString() == Order.fromJSONString(orderJSON(id: 1, customer: "Ann")).toJSONString()
                throw ProblemDetails(
                    status: problem.status,
                    detail: unchanged ? "unchanged" : "changed",
                    errors: problem.errors
                )
            }
            return order
        }
    }

    @Test func decodesAModelAndReturnsIt() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let response = try await server.send(.POST, "/orders", body: orderJSON(id: 7, customer: "Ann"))
            #expect(response.status == .ok)
            #expect(response.contentType == "application/json; charset=utf-8")
            #expect(response.headers.first(name: .contentLength) == String(response.body.readableBytes))
            let order = try Order.fromJSONData(response.data)
            #expect(order.id == 7)
            #expect(order.customer == "Ann")
            #expect(order.items.first?.sku == "S7")
            // Compact, with JSONModelKit's keys.
            #expect(!response.text.contains("\n"))
            #expect(response.text.contains(#""placed_at":"2024-05-01T12:30:00Z""#))
        }
    }

    @Test func syntaxErrorIsABadRequestWithLineAndColumn() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let body = "{\n  \"id\": 1,\n  \"customer\": \"Ann\",\n  \"items\": [}\n}"
            let response = try await server.send(.POST, "/orders", body: body)
            #expect(response.status == .badRequest)
            let problem = try response.problem()
            #expect(problem.title == "Bad Request")
            #expect(problem.detail == "The request body is not valid JSON.")
            let entry = try #require(problem.errors.first)
            #expect(problem.errors.count == 1)
            #expect(entry.code == "syntaxError")
            #expect(entry.path == "$")
            #expect(entry.line == 4 && entry.column == 13)
            let expected = try #require(decodingError(Order.self, body))
            #expect(entry.message == expected.message)
        }
    }

    @Test func anEmptyBodyIsABadRequest() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let response = try await server.send(.POST, "/orders")
            #expect(response.status == .badRequest)
            let entry = try #require(try response.problem().errors.first)
            #expect(entry.code == "syntaxError")
            #expect(entry.line == 1 && entry.column == 1)
        }
    }

    @Test func everyProblemIsAnEntryOfAnUnprocessableContent() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let response = try await server.send(.POST, "/orders", body: invalidOrder)
            #expect(response.status == .unprocessableEntity)
            let problem = try response.problem()
            #expect(problem.title == "Unprocessable Content")
            #expect(problem.detail == "The request body has 4 errors.")
            #expect(problem.errors.map(\.path) == ["id", "items[0].quantity", "items[1].price", "placed_at"])
            #expect(problem.errors.map(\.code) == ["typeMismatch", "invalidValue", "keyNotFound", "invalidValue"])
            let expected = try #require(decodingError(Order.self, invalidOrder))
            #expect(problem.errors.map(\.message) == expected.errors.map(\.message))
            #expect(problem.errors.map(\.line) == expected.errors.map(\.line))
            #expect(problem.errors.first { $0.path == "placed_at" }?.line == 8)
        }
    }

    @Test func constraintViolationsNameTheirKeyword() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let body = """
                {"id": 1, "customer": "Ann", "placed_at": "2024-05-01T12:30:00Z",
                 "items": [{"sku": "TOO-LONG-SKU", "quantity": 0, "price": 1}]}
                """
            let response = try await server.send(.POST, "/orders", body: body)
            #expect(response.status == .unprocessableEntity)
            let problem = try response.problem()
            #expect(problem.errors.map(\.path) == ["items[0].sku", "items[0].quantity"])
            #expect(problem.errors.map(\.code) == ["constraintViolated", "constraintViolated"])
            #expect(problem.errors.map(\.constraint) == ["maxLength", "minimum"])
            #expect(problem.errors.allSatisfy { $0.line == 2 })
            #expect(response.text.contains(#""constraint":"maxLength""#))
        }
    }

    @Test func theApplicationsOptionsApplyAndACallsOwnWin() async throws {
        let body = #"{"id": 1, "customer": "Ann", "cutsomer": "x", "items": [], "placed_at": "2024-05-01T12:30:00Z"}"#
        try await TestServer.run(configure: Self.configure) { server in
            // The defaults ignore unknown keys; the route's own options reject them.
            #expect(try await server.send(.POST, "/orders", body: body).status == .ok)
            let strict = try await server.send(.POST, "/orders/strict", body: body)
            #expect(strict.status == .unprocessableEntity)
            let entry = try #require(try strict.problem().errors.first)
            #expect(entry.code == "unknownKey")
            #expect(entry.message.contains(#"did you mean "customer""#))
        }
        try await TestServer.run { app in
            app.jsonModel.decodingOptions.unknownKeys = .reject
            app.jsonModel.decodingOptions.collectAllErrors = false
            Self.configure(app)
        } _: { server in
            let response = try await server.send(.POST, "/orders", body: body)
            #expect(try response.problem().errors.map(\.code) == ["unknownKey"])
            // Stops at the first error.
            let invalid = try await server.send(.POST, "/orders", body: invalidOrder)
            #expect(try invalid.problem().errors.map(\.path) == ["id"])
        }
    }

    @Test func theDefaultsAreTheRequestBodyLimits() async throws {
        let app = try await testApplication()
        #expect(app.jsonModel.decodingOptions == .requestBodies)
        #expect(app.jsonModel.decodingOptions.maxInputSize == 2_097_152)
        #expect(app.jsonModel.decodingOptions.maxStringLength == 262_144)
        #expect(app.jsonModel.decodingOptions.maxCollectionCount == 10_000)
        #expect(app.jsonModel.decodingOptions.maxCollectedErrors == 100)
        #expect(app.jsonModel.encodingOptions.prettyPrinted == false)
        try await app.asyncShutdown()
    }

    @Test func decodesArraysOfModels() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let body = "[\(orderJSON(id: 1, customer: "A")), \(orderJSON(id: 2, customer: "B"))]"
            let response = try await server.send(.POST, "/orders/batch", body: body)
            #expect(response.status == .ok)
            #expect(try Order.arrayFromJSONData(response.data).map(\.customer) == ["A", "B"])
            let bad = "[\(orderJSON(id: 1, customer: "A")), {\"id\": 2}]"
            let failed = try await server.send(.POST, "/orders/batch", body: bad)
            #expect(failed.status == .unprocessableEntity)
            #expect(try failed.problem().errors.map(\.path) == ["[1].customer", "[1].items", "[1].placed_at"])
        }
    }

    @Test func decodesAndReturnsJSONStructs() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let response = try await server.send(.POST, "/points", body: #"{"x": 1, "y": 2.5}"#)
            #expect(response.status == .ok)
            #expect(response.contentType == "application/json; charset=utf-8")
            // JSONModelKit's writer: integral doubles without ".0", nil left out.
            #expect(response.text == #"{"x":1,"y":2.5}"#)
            let batch = try await server.send(.POST, "/points/batch", body: #"[{"x": 1, "y": 2, "label": "a"}]"#)
            #expect(batch.text == #"[{"x":1,"y":2,"label":"a"}]"#)
            let invalid = try await server.send(.POST, "/points", body: #"{"x": "1", "y": null}"#)
            #expect(invalid.status == .unprocessableEntity)
            #expect(try invalid.problem().errors.map(\.path) == ["x", "y"])
        }
    }

    @Test func aBrokenModelIsAServerErrorThatNamesNothing() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let response = try await server.send(.POST, "/broken", body: "{}")
            #expect(response.status == .internalServerError)
            let problem = try response.problem()
            #expect(problem.errors.isEmpty)
            #expect(problem.detail == nil)
            #expect(!response.text.contains("BrokenModel"))
            #expect(!response.text.contains("callback"))
        }
    }

    @Test func updateMergesTheBodyAndLeavesTheModelAloneOnFailure() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let merged = try await server.send(
                .PATCH,
                "/orders/sample",
                body: #"{"customer": "Bo", "note": "fragile"}"#
            )
            #expect(merged.status == .ok)
            let order = try Order.fromJSONData(merged.data)
            #expect(order.customer == "Bo")
            #expect(order.note == "fragile")
            #expect(order.items.map(\.sku) == ["S1"])
            // The first member is valid, the second is not: nothing is applied.
            let failed = try await server.send(.PATCH, "/orders/sample", body: #"{"customer": "Cy", "id": "x"}"#)
            #expect(failed.status == .unprocessableEntity)
            let problem = try failed.problem()
            #expect(problem.detail == "unchanged")
            #expect(problem.errors.map(\.path) == ["id"])
            let syntax = try await server.send(.PATCH, "/orders/sample", body: #"{"customer": "#)
            #expect(syntax.status == .badRequest)
        }
    }

    @Test func theBodyCanBeReadFirstAndDecodedLater() async throws {
        try await TestServer.run { app in
            app.post("later") { request async throws -> Order in
                let body = try await request.jsonModelBody()
                #expect(body.options == request.application.jsonModel.decodingOptions)
                return try body.decode(Order.self)
            }
        } _: { server in
            let response = try await server.send(.POST, "/later", body: orderJSON(id: 3, customer: "Cy"))
            #expect(try Order.fromJSONData(response.data).customer == "Cy")
        }
    }
}
