import Foundation
import JSONModelKit
import JSONModelVapor
import NIOCore
import Testing
import Vapor
import VaporTesting

/// A body with one long string, to make bodies of a chosen size.
final class Note: JSONModel {
    var text = ""

    static func json(size: Int) -> String {
        let frame = #"{"text": ""}"#.utf8.count
        return #"{"text": "\#(String(repeating: "a", count: size - frame))"}"#
    }
}

/// Where the body limit holds: a 20 KB body against 16 KB routes, sent in one write or in many,
/// with or without `Content-Length`, over a real socket.
@Suite struct BodyLimitTests {
    static let limit = 16_384
    static let large = Note.json(size: 20_000)
    static let small = Note.json(size: 15_000)
    static let tooLargeDetail = "The request body is larger than the 16384 bytes this endpoint accepts."

    /// How a body reaches the server.
    enum Arrival: String, CaseIterable, CustomTestStringConvertible, Sendable {
        /// Head and body in one write, with `Content-Length`: Vapor hands the handler the body
        /// as it is, without comparing it with the route's limit.
        case oneChunk
        /// Head and body in one write, `Transfer-Encoding: chunked`.
        case oneChunkWithoutLength
        /// The body in 1 KB pieces with pauses between them, with `Content-Length`.
        case manyChunks
        /// The body in 1 KB HTTP chunks with pauses between them.
        case manyChunksWithoutLength

        var testDescription: String { rawValue }

        func request(_ path: String, body: String) -> RawHTTP.Request {
            switch self {
            case .oneChunk: .post(path, body: body)
            case .oneChunkWithoutLength: .post(path, body: body, declaresLength: false)
            case .manyChunks: .post(path, body: body, chunkSize: 1_024)
            case .manyChunksWithoutLength: .post(path, body: body, chunkSize: 1_024, declaresLength: false)
            }
        }
    }

    /// Routes limited to 16 KB three ways, plus the helpers of the one-chunk case.
    static func configure(_ app: Application) {
        // Vapor's default limit, 16 KB, left as it is.
        app.on(.POST, "limited", body: .collect(maxSize: "16kb")) { request async throws -> Note in
            try await request.decodeJSONModel(Note.self)
        }
        app.on(.POST, "streaming", body: .stream) { request async throws -> Note in
            try await request.decodeJSONModel(Note.self)
        }
        // Says whether the body reached the handler in one piece (already in memory).
        app.on(.POST, "arrival", body: .stream) { request async throws -> String in
            let inOnePiece = request.body.data != nil
            _ = try await request.body.collect(max: nil).get()
            return inOnePiece ? "one piece" : "streamed"
        }
    }

    /// Sends `request` over a connection whose server-side read buffer has grown first (after
    /// a 60 KB body), so that a 20 KB request written at once is read at once; a probe on the same
    /// connection checks that it was.
    static func exchange(
        port: Int,
        _ arrival: Arrival,
        _ requests: [RawHTTP.Request]
    ) async throws -> [RawHTTP.Response] {
        guard arrival == .oneChunk else { return try await RawHTTP.exchange(port: port, requests) }
        let warmUp = RawHTTP.Request.post("/arrival", body: Note.json(size: 60_000), chunkSize: 30_000)
        let probe = RawHTTP.Request.post("/arrival", body: large)
        let responses = try await RawHTTP.exchange(port: port, [warmUp, probe] + requests)
        try #require(responses[1].body == "one piece", "the 20 KB body did not reach the server in one read")
        return Array(responses.dropFirst(2))
    }

    @Test(arguments: Arrival.allCases, ["/limited", "/streaming"])
    func aBodyOverTheRouteLimitIsContentTooLarge(arrival: Arrival, path: String) async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let responses = try await Self.exchange(
                port: server.port,
                arrival,
                [arrival.request(path, body: Self.large), .post(path, body: Self.small)]
            )
            let tooLarge = try #require(responses.first)
            #expect(tooLarge.status == 413)
            #expect(tooLarge.headers["content-type"] == "application/problem+json")
            let problem = try ProblemDetails.fromJSONString(tooLarge.body)
            #expect(problem.statusCode == 413)
            #expect(problem.title == "Content Too Large")
            #expect(problem.errors.isEmpty)
            // The connection still serves the next request.
            #expect(responses.last?.status == 200)
        }
    }

    @Test(arguments: Arrival.allCases, ["/limited", "/streaming"])
    func aBodyUnderTheRouteLimitIsDecoded(arrival: Arrival, path: String) async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let responses = try await Self.exchange(
                port: server.port,
                arrival,
                [arrival.request(path, body: Self.small)]
            )
            let response = try #require(responses.first)
            #expect(response.status == 200)
            #expect(try Note.fromJSONString(response.body).text.count == 15_000 - 12)
        }
    }

    @Test func aBodyOfExactlyTheLimitIsAccepted() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let body = Note.json(size: Self.limit)
            for arrival in Arrival.allCases {
                let responses = try await Self.exchange(
                    port: server.port,
                    arrival,
                    [arrival.request("/streaming", body: body)]
                )
                #expect(responses.first?.status == 200, "\(arrival)")
            }
        }
    }

    /// A route that raises its limit with Vapor's own `body: .collect(maxSize:)` keeps it for a
    /// body Vapor collected in pieces (the problem middleware saw it arrive); a body that arrived
    /// whole, which Vapor never measures, is held to the default unless the route says
    /// `maxBodySize(_:)`.
    @Test(arguments: Arrival.allCases)
    func aRouteThatRaisesItsLimitWithCollectKeepsIt(arrival: Arrival) async throws {
        try await TestServer.run { app in
            Self.configure(app)
            app.on(.POST, "raised", body: .collect(maxSize: "64kb")) { request async throws -> Note in
                try await request.decodeJSONModel(Note.self)
            }
            app.on(.POST, "raised-declared", body: .collect(maxSize: "64kb")) { request async throws -> Note in
                try await request.decodeJSONModel(Note.self)
            }.maxBodySize("64kb")
        } _: { server in
            let responses = try await Self.exchange(
                port: server.port,
                arrival,
                [arrival.request("/raised", body: Self.large), arrival.request("/raised-declared", body: Self.large)]
            )
            let arrivesWhole = arrival == .oneChunk
            #expect(responses.first?.status == (arrivesWhole ? 413 : 200), "\(arrival)")
            if arrivesWhole {
                #expect(try ProblemDetails.fromJSONString(responses[0].body).detail == Self.tooLargeDetail)
            }
            #expect(responses.last?.status == 200, "\(arrival)")
        }
    }

    /// A route's `maxBodySize(_:)` holds for every decoder and whatever the default is.
    @Test(arguments: Arrival.allCases)
    func maxBodySizeBoundsTheRouteWhateverTheDefault(arrival: Arrival) async throws {
        try await TestServer.run { app in
            app.routes.defaultMaxBodySize = "1mb"
            Self.configure(app)
            app.post("declared") { request async throws -> Note in
                try await request.decodeJSONModel(Note.self)
            }.maxBodySize("16kb")
            app.post("declared", "plain") { request async throws -> HTTPStatus in
                _ = try request.content.decode([String: String].self)
                return .ok
            }.maxBodySize("16kb")
            // Set twice: the last limit holds.
            app.post("twice") { request async throws -> Note in
                try await request.decodeJSONModel(Note.self)
            }.maxBodySize("1kb").maxBodySize("16kb")
            app.post("default") { request async throws -> Note in
                try await request.decodeJSONModel(Note.self)
            }
        } _: { server in
            for path in ["/declared", "/declared/plain", "/twice"] {
                let responses = try await Self.exchange(
                    port: server.port,
                    arrival,
                    [arrival.request(path, body: Self.large), .post(path, body: Self.small)]
                )
                #expect(responses.map(\.status) == [413, 200], "\(path)")
                let problem = try ProblemDetails.fromJSONString(responses[0].body)
                #expect(problem.detail == Self.tooLargeDetail)
            }
            // A route without a limit of its own has the application's.
            let responses = try await Self.exchange(
                port: server.port,
                arrival,
                [arrival.request("/default", body: Self.large)]
            )
            #expect(responses.first?.status == 200)
        }
    }

    /// Vapor's in-memory tester hands the handler the body as one piece, as a single chunk does.
    @Test func aBodyHandedOverWholeIsMeasured() async throws {
        let app = try await testApplication()
        do {
            Self.configure(app)
            try await app.testing().test(.POST, "limited", body: ByteBuffer(string: Self.large)) { response in
                #expect(response.status == .payloadTooLarge)
                #expect(response.headers.first(name: .contentType) == "application/problem+json")
                let problem = try ProblemDetails.fromJSONData(Data(response.body.readableBytesView))
                #expect(problem.detail == Self.tooLargeDetail)
            }
            try await app.testing().test(.POST, "limited", body: ByteBuffer(string: Self.small)) { response in
                #expect(response.status == .ok)
            }
        } catch {
            try await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    /// The options' `maxInputSize` applies when it is smaller than the route's limit.
    @Test func theInputLimitAppliesWhenSmaller() async throws {
        try await TestServer.run { app in
            app.jsonModel.decodingOptions.maxInputSize = 1_000
            Self.configure(app)
        } _: { server in
            let response = try await server.send(.POST, "/limited", body: Note.json(size: 1_001))
            #expect(response.status == .payloadTooLarge)
            #expect(
                try response.problem().detail == "The request body is larger than the 1000 bytes this endpoint accepts."
            )
            let accepted = try await server.send(.POST, "/limited", body: Note.json(size: 1_000))
            #expect(accepted.status == .ok)
        }
    }

    /// A declared length over the limit fails before the body is read.
    @Test func aDeclaredLengthOverTheLimitFailsAtOnce() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let response = try await server.sendStreamed(
                "/streaming",
                body: Self.large,
                chunkSize: 4_096,
                declaredLength: true
            )
            #expect(response.status == .payloadTooLarge)
            #expect(try response.problem().detail == Self.tooLargeDetail)
        }
    }
}
