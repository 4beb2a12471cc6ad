import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSONModelHummingbird
import JSONModelKit
import NIOCore
import Testing

/// Decoding request bodies, through the router and over real HTTP.
@Suite struct RequestDecoderTests {
    @Test(arguments: Setup.allCases)
    func decodesAModelAndReturnsIt(setup: Setup) async throws {
        try await makeTestApplication().test(setup.testingSetup) { client in
            let body = orderJSON(id: 7, customer: "Ann")
            try await client.execute(uri: "/orders", method: .post, headers: jsonHeaders, body: body.buffer) {
                response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                let order = try Order.fromJSONData(response.bodyData)
                #expect(order.id == 7)
                #expect(order.customer == "Ann")
                #expect(order.items.first?.sku == "S7")
                #expect(order.placedAt == Date(timeIntervalSince1970: 1_714_566_600))
                // Compact, with JSONModelKit's keys.
                #expect(!response.bodyText.contains("\n"))
                #expect(response.bodyText.contains(#""placed_at":"2024-05-01T12:30:00Z""#))
            }
        }
    }

    @Test(arguments: Setup.allCases)
    func syntaxErrorIsABadRequestWithLineAndColumn(setup: Setup) async throws {
        try await makeTestApplication().test(setup.testingSetup) { client in
            let body = "{\n  \"id\": 1,\n  \"customer\": \"Ann\",\n  \"items\": [}\n}"
            try await client.execute(uri: "/orders", method: .post, headers: jsonHeaders, body: body.buffer) {
                response in
                #expect(response.status == .badRequest)
                #expect(response.headers[.contentType] == "application/problem+json")
                let problem = try response.problem()
                #expect(problem.type == "about:blank")
                #expect(problem.title == "Bad Request")
                #expect(problem.statusCode == 400)
                #expect(problem.detail == "The request body is not valid JSON.")
                let entry = try #require(problem.errors.first)
                #expect(problem.errors.count == 1)
                #expect(entry.code == "syntaxError")
                #expect(entry.path == "$")
                #expect(entry.line == 4)
                #expect(entry.column == 13)
                #expect(!entry.message.isEmpty)
                // The same location JSONModelKit reports for the same text.
                let expected = try #require(decodingError(Order.self, body))
                #expect(entry.line == expected.line && entry.column == expected.column)
                #expect(entry.message == expected.message)
            }
        }
    }

    @Test(arguments: Setup.allCases)
    func emptyBodyIsABadRequest(setup: Setup) async throws {
        try await makeTestApplication().test(setup.testingSetup) { client in
            try await client.execute(uri: "/orders", method: .post) { response in
                #expect(response.status == .badRequest)
                let entry = try #require(try response.problem().errors.first)
                #expect(entry.code == "syntaxError")
                #expect(entry.line == 1 && entry.column == 1)
            }
        }
    }

    @Test(arguments: Setup.allCases)
    func everyProblemIsAnEntryOfAnUnprocessableEntity(setup: Setup) async throws {
        try await makeTestApplication().test(setup.testingSetup) { client in
            let body = Self.invalidOrder
            try await client.execute(uri: "/orders", method: .post, headers: jsonHeaders, body: body.buffer) {
                response in
                #expect(response.status == .unprocessableContent)
                #expect(response.headers[.contentType] == "application/problem+json")
                let problem = try response.problem()
                #expect(problem.title == "Unprocessable Content")
                #expect(problem.statusCode == 422)
                #expect(problem.detail == "The request body has 4 errors.")
                #expect(problem.errors.map(\.path) == ["id", "items[0].quantity", "items[1].price", "placed_at"])
                #expect(problem.errors.map(\.code) == ["typeMismatch", "invalidValue", "keyNotFound", "invalidValue"])
                #expect(problem.errors[0].message == #"expected Int, found string "7""#)
                #expect(problem.errors[2].message.contains("missing required key \"price\""))
                // Each message is JSONModelKit's own, for the same failure.
                let expected = try #require(decodingError(Order.self, body, collectAll: true))
                #expect(problem.errors.map(\.message) == expected.errors.map(\.message))
                #expect(problem.errors.map(\.path) == expected.errors.map(\.path))
            }
        }
    }

    /// Value errors carry a location once the core reports one for them; each entry copies it.
    @Test(arguments: Setup.allCases)
    func unprocessableEntityEntriesCarryLineAndColumn(setup: Setup) async throws {
        try await makeTestApplication().test(setup.testingSetup) { client in
            let body = Self.invalidOrder
            try await client.execute(uri: "/orders", method: .post, headers: jsonHeaders, body: body.buffer) {
                response in
                #expect(response.status == .unprocessableContent)
                let problem = try response.problem()
                let expected = try #require(decodingError(Order.self, body, collectAll: true))
                #expect(problem.errors.count == expected.errors.count)
                let lineCount = body.split(separator: "\n", omittingEmptySubsequences: false).count
                for (entry, error) in zip(problem.errors, expected.errors) {
                    let line = try #require(entry.line, "no line for \(entry.path)")
                    let column = try #require(entry.column, "no column for \(entry.path)")
                    #expect((1...lineCount).contains(line))
                    #expect(column >= 1)
                    #expect(entry.line == error.line && entry.column == error.column)
                }
                // The value errors sit on the lines of their values.
                #expect(problem.errors.first { $0.path == "id" }?.line == 2)
                #expect(problem.errors.first { $0.path == "placed_at" }?.line == 8)
            }
        }
    }

    @Test(arguments: Setup.allCases)
    func firstErrorOnlyWhenCollectingIsOff(setup: Setup) async throws {
        try await makeTestApplication(context: FirstErrorContext.self).test(setup.testingSetup) { client in
            try await client.execute(uri: "/orders", method: .post, body: Self.invalidOrder.buffer) { response in
                #expect(response.status == .unprocessableContent)
                let problem = try response.problem()
                #expect(problem.detail == "The request body has 1 error.")
                #expect(problem.errors.map(\.path) == ["id"])
                #expect(problem.errors.map(\.code) == ["typeMismatch"])
            }
        }
    }

    @Test(arguments: Setup.allCases)
    func unknownKeysAreIgnoredByDefault(setup: Setup) async throws {
        try await makeTestApplication().test(setup.testingSetup) { client in
            let body =
                #"{"id": 1, "customer": "Ann", "items": [], "placed_at": "2024-05-01T12:30:00Z", "cutsomer": "x"}"#
            try await client.execute(uri: "/orders", method: .post, body: body.buffer) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test(arguments: Setup.allCases)
    func unknownKeysAreRejectedWhenConfigured(setup: Setup) async throws {
        try await makeTestApplication(context: StrictContext.self).test(setup.testingSetup) { client in
            let body = """
                {"id": 1, "customer": "Ann", "cutsomer": "Bob", "placed_at": "2024-05-01T12:30:00Z",
                 "items": [{"sku": "A", "quantity": 1, "price": 2, "colour": "red"}]}
                """
            try await client.execute(uri: "/orders", method: .post, body: body.buffer) { response in
                #expect(response.status == .unprocessableContent)
                let problem = try response.problem()
                #expect(problem.errors.map(\.code) == ["unknownKey", "unknownKey"])
                #expect(problem.errors.map(\.path) == ["cutsomer", "items[0].colour"])
                #expect(problem.errors[0].message.contains("did you mean \"customer\""))
            }
        }
    }

    @Test(arguments: Setup.allCases)
    func bodyOverTheUploadLimitIsContentTooLarge(setup: Setup) async throws {
        try await makeTestApplication(context: SmallUploadContext.self).test(setup.testingSetup) { client in
            let notes = String(repeating: "n", count: 1_000)
            let body =
                #"{"id": 1, "customer": "Ann", "items": [], "placed_at": "2024-05-01T12:30:00Z", "note": "\#(notes)"}"#
            try await client.execute(uri: "/orders", method: .post, body: body.buffer) { response in
                #expect(response.status == .contentTooLarge)
                #expect(response.headers[.contentType] == "application/problem+json")
                let problem = try response.problem()
                #expect(problem.statusCode == 413)
                #expect(problem.errors.isEmpty)
                #expect(problem.detail == "The request body is larger than the 256 bytes this endpoint accepts.")
            }
            // The connection (one connection in .live) still serves the next request.
            let small = orderJSON(id: 2, customer: "Bo")
            try await client.execute(uri: "/orders", method: .post, body: small.buffer) { response in
                #expect(response.status == .ok)
                let order = try Order.fromJSONData(response.bodyData)
                #expect(order.customer == "Bo")
            }
        }
    }

    @Test(arguments: Setup.allCases)
    func decodesAnArrayOfModels(setup: Setup) async throws {
        try await makeTestApplication().test(setup.testingSetup) { client in
            let body = "[\(orderJSON(id: 1, customer: "A")), \(orderJSON(id: 2, customer: "B"))]"
            try await client.execute(uri: "/orders/batch", method: .post, body: body.buffer) { response in
                #expect(response.status == .ok)
                let orders = try Order.arrayFromJSONData(response.bodyData)
                #expect(orders.map(\.customer) == ["A", "B"])
            }
            let bad = "[\(orderJSON(id: 1, customer: "A")), {\"id\": 2}]"
            try await client.execute(uri: "/orders/batch", method: .post, body: bad.buffer) { response in
                #expect(response.status == .unprocessableContent)
                let paths = try response.problem().errors.map(\.path)
                #expect(paths == ["[1].customer", "[1].items", "[1].placed_at"])
            }
        }
    }

    @Test(arguments: Setup.allCases)
    func decodesJSONStructsWithJSONModelKit(setup: Setup) async throws {
        try await makeTestApplication().test(setup.testingSetup) { client in
            // JSONModelKit's writer: integral doubles without ".0", nil left out.
            try await client.execute(uri: "/points", method: .post, body: #"{"x": 1, "y": 2.5}"#.buffer) { response in
                #expect(response.status == .ok)
                #expect(response.bodyText == #"{"x":1,"y":2.5}"#)
            }
            try await client.execute(
                uri: "/points/batch",
                method: .post,
                body: #"[{"x": 1, "y": 2, "label": "a"}]"#.buffer
            ) {
                response in
                #expect(response.bodyText == #"[{"x":1,"y":2,"label":"a"}]"#)
            }
            try await client.execute(uri: "/points", method: .post, body: #"{"x": "1", "y": null}"#.buffer) {
                response in
                #expect(response.status == .unprocessableContent)
                let problem = try response.problem()
                #expect(problem.errors.map(\.path) == ["x", "y"])
                #expect(problem.errors.map(\.code) == ["typeMismatch", "typeMismatch"])
            }
        }
    }

    @Test(arguments: Setup.allCases)
    func otherDecodableTypesGoThroughFoundationWithTheSameProblems(setup: Setup) async throws {
        try await makeTestApplication().test(setup.testingSetup) { client in
            try await client.execute(uri: "/plain", method: .post, body: #"{"name": "a", "count": 2}"#.buffer) {
                response in
                #expect(response.status == .ok)
                let plain = try JSONDecoder().decode(Plain.self, from: response.bodyData)
                #expect(plain == Plain(name: "a", count: 2))
            }
            try await client.execute(uri: "/plain", method: .post, body: #"{"name": "a"}"#.buffer) { response in
                #expect(response.status == .unprocessableContent)
                let entry = try #require(try response.problem().errors.first)
                #expect(entry.path == "count")
                #expect(entry.code == "keyNotFound")
                #expect(entry.message == #"missing required key "count""#)
            }
            try await client.execute(uri: "/plain", method: .post, body: #"{"name": 1, "count": 2}"#.buffer) {
                response in
                #expect(response.status == .unprocessableContent)
                let entry = try #require(try response.problem().errors.first)
                #expect(entry.path == "name")
                #expect(entry.code == "typeMismatch")
            }
            try await client.execute(uri: "/plain", method: .post, body: #"{"name": "#.buffer) { response in
                #expect(response.status == .badRequest)
                let entry = try #require(try response.problem().errors.first)
                #expect(entry.code == "syntaxError")
            }
        }
    }

    @Test(arguments: Setup.allCases)
    func aBrokenModelIsAServerErrorThatNamesNothing(setup: Setup) async throws {
        try await makeTestApplication().test(setup.testingSetup) { client in
            try await client.execute(uri: "/broken", method: .post, body: #"{}"#.buffer) { response in
                #expect(response.status == .internalServerError)
                let problem = try response.problem()
                #expect(problem.errors.isEmpty)
                #expect(problem.detail == nil)
                #expect(!response.bodyText.contains("BrokenModel"))
                #expect(!response.bodyText.contains("callback"))
            }
        }
    }

    @Test func problemBodiesLeakNoServerTypesOrFiles() throws {
        let body = Self.invalidOrder
        let error = try #require(decodingError(Order.self, body, collectAll: true))
        let problem = ProblemDetails(decoding: error)
        let text = try problem.toJSONString(options: JSONModel.EncodingOptions(prettyPrinted: false))
        for name in ["Order", "OrderItem", ".swift", "JSONModelHummingbird", "Tests"] {
            #expect(!text.contains(name), "\(name) in \(text)")
        }
    }

    /// Four failures, one per line of the items and keys they concern.
    static let invalidOrder = """
        {
          "id": "7",
          "customer": "Ann",
          "items": [
            {"sku": "A1", "quantity": 2.5, "price": 3},
            {"sku": "B2", "quantity": 1}
          ],
          "placed_at": "yesterday"
        }
        """
}

/// What JSONModelKit itself throws for a body, to compare the problem entries with.
func decodingError<Model: JSONModel>(_ type: Model.Type, _ body: String, collectAll: Bool = false) -> JSONModelError? {
    do {
        _ = try Model.fromJSONString(body, options: JSONModel.DecodingOptions(collectAllErrors: collectAll))
        return nil
    } catch {
        return error
    }
}
