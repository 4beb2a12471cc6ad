import AsyncHTTPClient
import Foundation
import JSONModelKit
import JSONModelVapor
import Logging
import NIOCore
import NIOHTTP1
import Testing
import Vapor

// MARK: - Models

class Order: JSONModel {
    var id = 0
    var customer = ""
    var items: [OrderItem] = []
    var placedAt = Date(timeIntervalSince1970: 0)
    @Optional var note: String? = nil
}

final class RushOrder: Order {
    var deadline = ""
}

final class OrderItem: JSONModel {
    var sku = ""
    var quantity = 0
    var price = 0.0

    override class var constraints: [String: [Constraint]] {
        ["quantity": [.range(1...)], "sku": [.length(1...8)]]
    }
}

/// A model whose declaration JSONModelKit cannot use: a server bug, never the client's fault.
final class BrokenModel: JSONModel {
    var callback: @Sendable () -> Void = {}
}

/// A `JSONStruct` returned from handlers: declaring `AsyncResponseEncodable` is enough.
struct Point: JSONStruct, AsyncResponseEncodable, Equatable {
    var x = 0.0
    var y = 0.0
    var label: String? = nil
}

/// A `JSONStruct` that is also `Codable`, for Vapor's `req.content.decode`.
struct Size: JSONStruct, Codable, Equatable {
    var width = 0
    var height = 0
}

func orderJSON(id: Int, customer: String) -> String {
    """
    {"id": \(id), "customer": "\(customer)", "items": [{"sku": "S\(id)", "quantity": \(id), "price": 1.5}], \
    "placed_at": "2024-05-01T12:30:00Z"}
    """
}

/// Four failures, one per line of the items and keys they concern.
let invalidOrder = """
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

/// What JSONModelKit itself throws for a body, to compare the problem entries with.
func decodingError<Model: JSONModel>(_ type: Model.Type, _ body: String) -> JSONModelError? {
    do {
        _ = try Model.fromJSONString(body, options: .requestBodies)
        return nil
    } catch {
        return error
    }
}

// MARK: - A server on 127.0.0.1

/// A Vapor application serving on a free port of 127.0.0.1, with a client for it.
struct TestServer: Sendable {
    let app: Application
    let port: Int
    let client: HTTPClient

    /// Makes an application, lets `configure` add its routes and settings, starts it, runs
    /// `body`, and shuts everything down.
    static func run<Result: Sendable>(
        problems: Bool = true,
        configure: (Application) async throws -> Void,
        _ body: (TestServer) async throws -> Result
    ) async throws -> Result {
        try await run(makeApplication: { try await testApplication(problems: problems) }, configure: configure, body)
    }

    /// Starts an application made by `makeApplication`, as ``run(problems:configure:_:)`` does.
    static func run<Result: Sendable>(
        makeApplication: () async throws -> Application,
        configure: (Application) async throws -> Void = { _ in },
        _ body: (TestServer) async throws -> Result
    ) async throws -> Result {
        let app = try await makeApplication()
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = 128
        let client = HTTPClient(eventLoopGroup: MultiThreadedEventLoopGroup.singleton, configuration: configuration)
        do {
            try await configure(app)
            try await app.asyncBoot()
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            let port = try #require(app.http.server.shared.localAddress?.port)
            let result = try await body(TestServer(app: app, port: port, client: client))
            try await stop(app, client)
            return result
        } catch {
            try? await stop(app, client)
            throw error
        }
    }

    private static func stop(_ app: Application, _ client: HTTPClient) async throws {
        try await client.shutdown()
        await app.server.shutdown()
        try await app.asyncShutdown()
    }

    /// Sends a request with the whole body known up front (`Content-Length`).
    func send(
        _ method: HTTPMethod,
        _ path: String,
        body: String? = nil,
        headers: HTTPHeaders = ["Content-Type": "application/json"]
    ) async throws -> TestResponse {
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)")
        request.method = method
        request.headers = headers
        if let body {
            request.body = .bytes(ByteBuffer(string: body))
        }
        return try await execute(request)
    }

    /// Sends a body in chunks of `chunkSize` bytes, pausing between them so that they arrive
    /// separately; with `declaredLength`, the request says its `Content-Length`, else it is
    /// sent with `Transfer-Encoding: chunked`.
    func sendStreamed(_ path: String, body: String, chunkSize: Int, declaredLength: Bool) async throws -> TestResponse {
        let bytes = Array(body.utf8)
        let chunks = stride(from: 0, to: bytes.count, by: chunkSize).map { start in
            ByteBuffer(bytes: bytes[start..<min(start + chunkSize, bytes.count)])
        }
        let stream = AsyncStream<ByteBuffer> { continuation in
            Task {
                for chunk in chunks {
                    continuation.yield(chunk)
                    try? await Task.sleep(for: .milliseconds(2))
                }
                continuation.finish()
            }
        }
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)")
        request.method = .POST
        request.headers = ["Content-Type": "application/json"]
        request.body = .stream(stream, length: declaredLength ? .known(Int64(bytes.count)) : .unknown)
        return try await execute(request)
    }

    private func execute(_ request: HTTPClientRequest) async throws -> TestResponse {
        let response = try await client.execute(request, timeout: .seconds(30))
        let body = try await response.body.collect(upTo: 16 << 20)
        return TestResponse(status: response.status, headers: response.headers, body: body)
    }
}

/// An application for tests: quiet, with the problem middleware unless `problems` is false.
func testApplication(problems: Bool = true) async throws -> Application {
    var logger = Logger(label: "JSONModelVaporTests")
    logger.logLevel = .critical
    let app = try await Application.make(.testing, logger: logger)
    if problems {
        app.middleware.use(JSONModelProblemMiddleware())
    }
    return app
}

/// A response read whole.
struct TestResponse: Sendable {
    let status: HTTPResponseStatus
    let headers: HTTPHeaders
    let body: ByteBuffer

    var text: String { String(buffer: body) }
    var data: Data { Data(body.readableBytesView) }
    var contentType: String? { headers.first(name: .contentType) }

    /// The body as a problem, checking that it says it is one.
    func problem(sourceLocation: SourceLocation = #_sourceLocation) throws -> ProblemDetails {
        #expect(contentType == "application/problem+json", sourceLocation: sourceLocation)
        let problem = try ProblemDetails.fromJSONData(data)
        #expect(problem.statusCode == Int(status.code), sourceLocation: sourceLocation)
        return problem
    }
}

/// The body Vapor's own `ErrorMiddleware` writes (its members in any order).
struct VaporError: Decodable, Equatable {
    var error: Bool
    var reason: String

    static func decode(_ response: TestResponse) throws -> VaporError {
        try JSONDecoder().decode(VaporError.self, from: response.data)
    }
}

/// Installs JSONModelKit's content coders for JSON, once.
///
/// `ContentConfiguration` is global to the process. The coders send every other type to `JSONDecoder`/`JSONEncoder` with Vapor's own
/// settings, so the tests that use Vapor's default coders behave the same with them.
let installJSONModelContentCoders: Void = {
    ContentConfiguration.global.use(decoder: JSONModelContentDecoder(), for: .json)
    ContentConfiguration.global.use(encoder: JSONModelContentEncoder(), for: .json)
}()
