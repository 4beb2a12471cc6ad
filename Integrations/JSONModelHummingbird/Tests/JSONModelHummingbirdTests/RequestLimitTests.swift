import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSONModelHummingbird
import JSONModelKit
import NIOCore
import Testing

/// The request decoder's default limits, the cap on listed errors and the clipping of quoted
/// keys in problem responses.
@Suite struct RequestLimitTests {
    /// The problem `JSONModelRequestDecoder()` throws for `body` decoded as `Order`.
    static func problem(
        _ body: String,
        decoder: JSONModelRequestDecoder = JSONModelRequestDecoder()
    ) throws
        -> ProblemDetails
    {
        try #require(throws: ProblemDetails.self) {
            _ = try decoder.decode(Order.self, from: ByteBuffer(string: body))
        }
    }

    @Test func theDefaultsBoundEveryResource() {
        let options = JSONModelRequestDecoder().options
        #expect(options == JSONModelRequestDecoder.defaultOptions)
        #expect(options.collectAllErrors)
        #expect(options.maxCollectedErrors == 100)
        #expect(options.maxInputSize == 2_097_152)
        #expect(options.maxStringLength == 262_144)
        #expect(options.maxCollectionCount == 10_000)
        #expect(options.maxDepth == 512)
    }

    @Test func aBodyOverTheInputLimitIsUnprocessable() throws {
        let padding = String(repeating: " ", count: 2_097_152)
        let problem = try Self.problem(orderJSON(id: 1, customer: "Ann") + padding)
        #expect(problem.statusCode == 422)
        #expect(problem.errors.map(\.code) == ["limitExceeded"])
    }

    @Test func aStringOverTheLimitIsUnprocessable() throws {
        let problem = try Self.problem(orderJSON(id: 1, customer: String(repeating: "a", count: 262_145)))
        #expect(problem.statusCode == 422)
        #expect(problem.errors.map(\.code) == ["limitExceeded"])
        #expect(problem.errors.first?.line == 1)
    }

    @Test func anArrayOverTheLimitIsUnprocessable() throws {
        let items = Array(repeating: #"{"sku": "A", "quantity": 1, "price": 1}"#, count: 10_001)
        let body =
            #"{"id": 1, "customer": "Ann", "items": [\#(items.joined(separator: ","))], "placed_at": "2024-05-01T12:30:00Z"}"#
        let problem = try Self.problem(body)
        #expect(problem.statusCode == 422)
        #expect(problem.errors.map(\.code) == ["limitExceeded"])
    }

    @Test(arguments: Setup.allCases)
    func manyErrorsAreCappedAndTheDetailSaysSo(setup: Setup) async throws {
        // 1,000 items with two bad fields each: 2,000 failures, 100 listed.
        let items = Array(repeating: #"{"sku": "A", "quantity": "x", "price": "y"}"#, count: 1_000)
        let body =
            #"{"id": 1, "customer": "Ann", "items": [\#(items.joined(separator: ","))], "placed_at": "2024-05-01T12:30:00Z"}"#
        try await makeTestApplication().test(setup.testingSetup) { client in
            try await client.execute(uri: "/orders", method: .post, headers: jsonHeaders, body: body.buffer) {
                response in
                #expect(response.status == .unprocessableContent)
                let problem = try response.problem()
                #expect(problem.errors.count == 100)
                #expect(problem.detail == "The request body has more than 100 errors; the first 100 are listed.")
                #expect(problem.errors.first?.path == "items[0].quantity")
                #expect(problem.errors.last?.path == "items[49].price")
                #expect(problem.errors.allSatisfy { $0.line != nil && $0.column != nil })
            }
        }
    }

    @Test(arguments: Setup.allCases)
    func quotedKeysAreClippedInTheProblem(setup: Setup) async throws {
        // A 100,000-byte unknown key: the response quotes 64 characters of it, twice.
        let key = String(repeating: "k", count: 100_000)
        let body = #"{"id": 1, "customer": "Ann", "items": [], "placed_at": "2024-05-01T12:30:00Z", "\#(key)": 1}"#
        try await makeTestApplication(context: StrictContext.self).test(setup.testingSetup) { client in
            try await client.execute(uri: "/orders", method: .post, headers: jsonHeaders, body: body.buffer) {
                response in
                #expect(response.status == .unprocessableContent)
                let problem = try response.problem()
                let clipped = String(repeating: "k", count: JSONModelError.quotedTextLimit) + "…"
                #expect(problem.errors.map(\.code) == ["unknownKey"])
                #expect(problem.errors.first?.path == #"["\#(clipped)"]"#)
                #expect(problem.errors.first?.message == #"unknown key "\#(clipped)" for Order"#)
                #expect(response.body.readableBytes < 600, "\(response.body.readableBytes) bytes")
            }
        }
    }
}
