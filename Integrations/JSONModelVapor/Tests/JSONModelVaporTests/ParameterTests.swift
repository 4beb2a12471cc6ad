import Foundation
import JSONModelKit
import JSONModelVapor
import NIOHTTP1
import Testing
import Vapor

/// `req.pathParameter(_:as:)` and `req.queryParameter(_:as:)`: parameters read as the OpenAPI
/// document describes them, over real HTTP.
@Suite struct ParameterTests {
    enum Color: String, Codable, Sendable {
        case red, green
    }

    static func run(_ body: (TestServer) async throws -> Void) async throws {
        try await TestServer.run(
            configure: { app in
                app.get("ints", ":value") { request async throws -> String in
                    String(try request.pathParameter("value", as: Int.self))
                }
                app.get("strings", ":value") { request async throws -> String in
                    try request.pathParameter("value", as: String.self)
                }
                app.get("colors") { request async throws -> String in
                    let color = try request.queryParameter("color", as: Color.self)
                    let flag = try request.queryParameter("flag", as: Bool.self)
                    return "\(color?.rawValue ?? "none") \(flag.map(String.init) ?? "none")"
                }
            },
            body
        )
    }

    @Test(arguments: [("7", "7"), ("-21638.0", "-21638"), ("1e2", "100"), ("0", "0")])
    func integersAreReadAsTheDecoderReadsThem(text: String, value: String) async throws {
        try await Self.run { server in
            let response = try await server.send(.GET, "/ints/\(text)")
            #expect(response.status == .ok)
            #expect(response.text == value)
        }
    }

    @Test(arguments: ["abc", "+7", "7x", "%207", "1.5", "99999999999999999999", "true", "%227%22"])
    func whatIsNotAnIntegerIsA400Problem(text: String) async throws {
        try await Self.run { server in
            let response = try await server.send(.GET, "/ints/\(text)")
            #expect(response.status == .badRequest)
            let problem = try response.problem()
            #expect(problem.detail?.hasPrefix("The path parameter \"value\" is ") == true)
        }
    }

    @Test(arguments: ["7", "true", "%22quoted%22", "null", "a%20b"])
    func aStringIsTheTextAsItIs(text: String) async throws {
        try await Self.run { server in
            let response = try await server.send(.GET, "/strings/\(text)")
            #expect(response.status == .ok)
            #expect(response.text == (text.removingPercentEncoding ?? text))
        }
    }

    @Test(arguments: [
        ("", "none none"), ("?color=red&flag=true", "red true"), ("?flag=1", "none true"), ("?flag=0", "none false"),
    ])
    func queryMembersAreOptional(query: String, answer: String) async throws {
        try await Self.run { server in
            let response = try await server.send(.GET, "/colors\(query)")
            #expect(response.status == .ok)
            #expect(response.text == answer)
        }
    }

    @Test(arguments: ["?color=blue", "?flag=yes", "?flag=2", "?color=%22red%22"])
    func aQueryMemberOfTheWrongTypeIsA400Problem(query: String) async throws {
        try await Self.run { server in
            let response = try await server.send(.GET, "/colors\(query)")
            #expect(response.status == .badRequest)
            #expect(try response.problem().detail?.hasPrefix("The query parameter ") == true)
        }
    }
}
