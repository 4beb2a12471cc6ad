import Foundation
import JSONModelKit
import JSONModelVapor
import NIOCore
import NIOHTTP1
import Testing
import Vapor

/// Every error, whatever threw it, answered with a problem.
@Suite struct ProblemMiddlewareTests {
    struct Secret: Error {
        var password = "hunter2"
    }

    static func configure(_ app: Application) {
        app.get("problem") { _ async throws -> String in
            throw ProblemDetails(status: .conflict, detail: "The todo changed meanwhile.")
        }
        app.get("custom") { _ async throws -> String in
            throw ProblemDetails(
                status: .paymentRequired,
                type: "https://example.org/problems/credit",
                title: "Out of credit",
                detail: "Your balance is 30, but that costs 50."
            )
        }
        app.get("abort") { _ async throws -> String in
            throw Abort(.unauthorized, headers: ["WWW-Authenticate": "Bearer"], reason: "The token has expired.")
        }
        app.get("abort", "plain") { _ async throws -> String in
            throw Abort(.forbidden)
        }
        app.get("secret") { _ async throws -> String in
            throw Secret()
        }
        app.post("codable") { request async throws -> String in
            struct Form: Content {
                var name: String
                var count: Int
            }
            return try request.content.decode(Form.self, as: .json).name
        }
        app.post("model", "direct") { request async throws -> String in
            // A JSONModelError thrown by the handler's own decoding.
            let order = try Order.fromJSONString(request.body.string ?? "", options: .requestBodies)
            return order.customer
        }
        app.get("returned") { _ async -> ProblemDetails in
            ProblemDetails(status: .accepted, detail: "Queued.")
        }
    }

    @Test func aThrownProblemIsItsOwnResponse() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let response = try await server.send(.GET, "/problem")
            #expect(response.status == .conflict)
            let problem = try response.problem()
            #expect(problem == ProblemDetails(statusCode: 409, detail: "The todo changed meanwhile."))
            #expect(problem.title == "Conflict")
            #expect(
                response.text
                    == #"{"type":"about:blank","title":"Conflict","status":409,"detail":"The todo changed meanwhile.","errors":[]}"#
            )

            let custom = try await server.send(.GET, "/custom")
            #expect(custom.status == .paymentRequired)
            let customProblem = try custom.problem()
            #expect(customProblem.type == "https://example.org/problems/credit")
            #expect(customProblem.title == "Out of credit")
        }
    }

    @Test func abortErrorsKeepTheirStatusReasonAndHeaders() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let response = try await server.send(.GET, "/abort")
            #expect(response.status == .unauthorized)
            #expect(response.headers.first(name: "WWW-Authenticate") == "Bearer")
            let problem = try response.problem()
            #expect(problem.title == "Unauthorized")
            #expect(problem.detail == "The token has expired.")
            // A reason that only repeats the status is left out.
            #expect(try await server.send(.GET, "/abort/plain").problem().detail == nil)
        }
    }

    @Test func aRouteThatDoesNotExistIsANotFoundProblem() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            for (method, path) in [(HTTPMethod.GET, "/nowhere"), (.DELETE, "/problem")] {
                let response = try await server.send(method, path)
                #expect(response.status == .notFound)
                #expect(try response.problem().title == "Not Found")
            }
        }
    }

    @Test func anyOtherErrorIsAServerErrorThatNamesNothing() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let response = try await server.send(.GET, "/secret")
            #expect(response.status == .internalServerError)
            let problem = try response.problem()
            #expect(problem.title == "Internal Server Error")
            #expect(problem.detail == nil)
            #expect(!response.text.contains("Secret"))
            #expect(!response.text.contains("hunter2"))
        }
    }

    @Test func vaporsDecodingErrorsBecomeProblemsWithPaths() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let missing = try await server.send(.POST, "/codable", body: #"{"name": "a"}"#)
            #expect(missing.status == .unprocessableEntity)
            let entry = try #require(try missing.problem().errors.first)
            #expect(entry.path == "count")
            #expect(entry.code == "keyNotFound")
            #expect(entry.message == #"missing required key "count""#)

            let mismatch = try await server.send(.POST, "/codable", body: #"{"name": 1, "count": 2}"#)
            #expect(try mismatch.problem().errors.map(\.path) == ["name"])
            let syntax = try await server.send(.POST, "/codable", body: #"{"name": "#)
            #expect(syntax.status == .badRequest)
            #expect(try syntax.problem().errors.map(\.code) == ["syntaxError"])
        }
    }

    @Test func aJSONModelErrorThrownByAHandlerIsAProblem() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let response = try await server.send(.POST, "/model/direct", body: invalidOrder)
            #expect(response.status == .unprocessableEntity)
            #expect(try response.problem().errors.count == 4)
        }
    }

    @Test func aHandlerMayReturnAProblem() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let response = try await server.send(.GET, "/returned")
            #expect(response.status == .accepted)
            #expect(try response.problem().detail == "Queued.")
        }
    }

    /// Without the middleware, Vapor's own error middleware still sends the problem's status,
    /// with the detail as its reason.
    @Test func withoutTheMiddlewareTheStatusAndDetailStillReachTheClient() async throws {
        try await TestServer.run(problems: false, configure: Self.configure) { server in
            let response = try await server.send(.GET, "/problem")
            #expect(response.status == .conflict)
            #expect(try VaporError.decode(response) == VaporError(error: true, reason: "The todo changed meanwhile."))
        }
    }

    @Test func problemsHaveVaporStatuses() {
        let problem = ProblemDetails(
            status: .unprocessableEntity,
            errors: [ProblemDetails.Entry(path: "a", code: "x", message: "m")]
        )
        #expect(problem.statusCode == 422)
        #expect(problem.status == .unprocessableEntity)
        // RFC 9110's phrase, not NIO's older one.
        #expect(problem.title == "Unprocessable Content")
        #expect(problem.reason == "Unprocessable Content")
        #expect(ProblemDetails(status: .payloadTooLarge).title == "Content Too Large")
        #expect(ProblemDetails(status: .custom(code: 599, reasonPhrase: "Odd")).title == "Odd")
        #expect(ProblemDetails.contentTooLarge(limit: 5).status == .payloadTooLarge)
    }

    @Test func theMappingOfErrors() throws {
        #expect(ProblemDetails(error: Secret()) == ProblemDetails(statusCode: 500))
        #expect(ProblemDetails(error: Abort(.badRequest, reason: "Nope.")).detail == "Nope.")
        let decoding = DecodingError.typeMismatch(
            Int.self,
            .init(codingPath: [BasicCodingKey.key("items"), BasicCodingKey.index(2)], debugDescription: "")
        )
        let problem = ProblemDetails(error: decoding)
        #expect(problem.statusCode == 422)
        #expect(problem.errors.map(\.path) == ["items[2]"])
    }
}
