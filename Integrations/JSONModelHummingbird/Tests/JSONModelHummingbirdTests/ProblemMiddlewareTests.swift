import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSONModelHummingbird
import JSONModelKit
import Logging
import Testing

/// ``JSONModelProblemMiddleware``: every error a router throws becomes a problem.
@Suite struct ProblemMiddlewareTests {
    struct Secret: Error {
        var password = "hunter2"
    }

    func makeApplication() -> some ApplicationProtocol {
        let router = Router(context: JSONModelRequestContext.self)
        router.add(middleware: JSONModelProblemMiddleware())
        router.get("forbidden") { _, _ -> String in
            throw HTTPError(.forbidden, headers: [.retryAfter: "60"], message: "Members only.")
        }
        router.get("secret") { _, _ -> String in throw Secret() }
        router.get("gone") { _, _ -> String in throw ProblemDetails(status: .gone, detail: "It left.") }
        router.post("orders") { request, context in try await request.decode(as: Order.self, context: context) }
        var logger = Logger(label: "ProblemMiddlewareTests")
        logger.logLevel = .critical
        return Application(router: router, logger: logger)
    }

    @Test func anHTTPErrorKeepsItsStatusMessageAndHeaders() async throws {
        try await makeApplication().test(.live) { client in
            try await client.execute(uri: "/forbidden", method: .get) { response in
                #expect(response.status == .forbidden)
                #expect(response.headers[.contentType] == ProblemDetails.mediaType)
                #expect(response.headers[.retryAfter] == "60")
                let problem = try response.problem()
                #expect(problem.title == "Forbidden")
                #expect(problem.detail == "Members only.")
            }
        }
    }

    @Test func anyOtherErrorIsA500ThatSaysNothing() async throws {
        try await makeApplication().test(.live) { client in
            try await client.execute(uri: "/secret", method: .get) { response in
                #expect(response.status == .internalServerError)
                #expect(response.headers[.contentType] == ProblemDetails.mediaType)
                #expect(!response.bodyText.contains("hunter2"))
                let value = try response.problem().detail
                #expect(value == nil)
            }
        }
    }

    @Test func problemsAndDecodingErrorsPassThrough() async throws {
        try await makeApplication().test(.live) { client in
            try await client.execute(uri: "/gone", method: .get) { response in
                #expect(response.status == .gone)
                let value = try response.problem().detail
                #expect(value == "It left.")
            }
            try await client.execute(uri: "/orders", method: .post, body: "{".buffer) { response in
                #expect(response.status == .badRequest)
                #expect(response.headers[.contentType] == ProblemDetails.mediaType)
            }
            try await client.execute(uri: "/nowhere", method: .get) { response in
                #expect(response.status == .notFound)
                let value = try response.problem().title
                #expect(value == "Not Found")
            }
        }
    }

    @Test func theProblemOfEachKindOfError() {
        #expect(ProblemDetails(error: HTTPError(.badRequest, message: "No.")).detail == "No.")
        #expect(ProblemDetails(error: HTTPError(.notFound)).statusCode == 404)
        #expect(ProblemDetails(error: HTTPError(.notFound)).detail == nil)
        let decoding = DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "bad"))
        #expect([400, 422].contains(ProblemDetails(error: decoding).statusCode))
        #expect(ProblemDetails(error: Secret()).statusCode == 500)
    }
}
