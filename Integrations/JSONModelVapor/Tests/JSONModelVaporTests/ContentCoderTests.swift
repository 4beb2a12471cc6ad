import Foundation
import JSONModelKit
import JSONModelVapor
import NIOCore
import NIOHTTP1
import Testing
import Vapor

/// A signup form checked with Vapor's `Validatable`, which decodes through the content decoder
/// with `userInfo`.
struct Signup: Content, Validatable {
    struct Address: Content {
        var city: String
    }

    struct Phone: Content {
        var number: String
    }

    var name: String
    var email: String
    var age: Int
    var address: Address
    var phones: [Phone]

    static func validations(_ validations: inout Validations) {
        validations.add("name", as: String.self, is: .count(2...))
        validations.add("email", as: String.self, is: .email)
        validations.add("age", as: Int.self, is: .range(18...))
        validations.add("address") { address in
            address.add("city", as: String.self, is: !.empty)
        }
        validations.add(each: "phones") { _, phone in
            phone.add("number", as: String.self, is: .count(3...))
        }
    }

    static func json(
        name: String = "Ann",
        email: String = "ann@example.org",
        age: String = "30",
        city: String = "Oslo"
    ) -> String {
        """
        {"name": "\(name)", "email": "\(email)", "age": \(age), "address": {"city": "\(city)"}, \
        "phones": [{"number": "555-1234"}, {"number": "1"}]}
        """
    }
}

/// `JSONModelContentDecoder` and `JSONModelContentEncoder` as Vapor's JSON coders.
@Suite struct ContentCoderTests {
    init() {
        installJSONModelContentCoders
    }

    static func configure(_ app: Application) {
        app.post("orders") { request async throws -> Order in
            try request.content.decode(Order.self)
        }
        app.post("orders", "batch") { request async throws -> JSONModelArray<Order> in
            JSONModelArray(try request.content.decode([Order].self))
        }
        app.post("sizes") { request async throws -> Response in
            let size = try request.content.decode(Size.self)
            let response = Response()
            try response.content.encode(size, as: .json)
            return response
        }
        app.post("signups") { request async throws -> Signup in
            try Signup.validate(content: request)
            return try request.content.decode(Signup.self)
        }
        app.post("lookup") { request async throws -> String in
            let name = try request.content.get(String.self, at: "customer")
            let sku = try request.content.get(String.self, at: "items", 0, "sku")
            let order = try request.content.get(Order.self, at: "order")
            return "\(name) \(sku) \(order.id)"
        }
    }

    @Test func modelsTakeJSONModelKitsPathWithItsProblems() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let response = try await server.send(.POST, "/orders", body: orderJSON(id: 5, customer: "Eve"))
            #expect(response.status == .ok)
            #expect(try Order.fromJSONData(response.data).customer == "Eve")
            let invalid = try await server.send(.POST, "/orders", body: invalidOrder)
            #expect(invalid.status == .unprocessableEntity)
            let problem = try invalid.problem()
            #expect(problem.errors.map(\.path) == ["id", "items[0].quantity", "items[1].price", "placed_at"])
            // Every error, with the locations JSONModelKit reports (Foundation's decoder has none).
            #expect(problem.errors.allSatisfy { $0.line != nil })
            let syntax = try await server.send(.POST, "/orders", body: "[1,")
            #expect(syntax.status == .badRequest)
            let batch = try await server.send(.POST, "/orders/batch", body: "[\(orderJSON(id: 1, customer: "A")), {}]")
            #expect(try batch.problem().errors.map(\.path) == ["[1].id", "[1].customer", "[1].items", "[1].placed_at"])
        }
    }

    @Test func jsonStructsThatAreCodableTakeJSONModelKitsPathBothWays() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let response = try await server.send(.POST, "/sizes", body: #"{"width": 3, "height": 4}"#)
            #expect(response.text == #"{"width":3,"height":4}"#)
            #expect(response.contentType == "application/json; charset=utf-8")
            let invalid = try await server.send(.POST, "/sizes", body: #"{"width": 3.5}"#)
            #expect(try invalid.problem().errors.map(\.code) == ["invalidValue", "keyNotFound"])
        }
    }

    @Test func validatableKeepsWorkingAndAnswersWithEveryFailedKey() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let valid = Signup.json().replacingOccurrences(of: #""1"}"#, with: #""555-9876"}"#)
            let accepted = try await server.send(.POST, "/signups", body: valid)
            #expect(accepted.status == .ok)
            let signup = try JSONDecoder().decode(Signup.self, from: accepted.data)
            #expect(signup.email == "ann@example.org")

            let invalid = Signup.json(name: "A", email: "not-an-address", age: "12", city: "")
            let rejected = try await server.send(.POST, "/signups", body: invalid)
            #expect(rejected.status == .unprocessableEntity)
            let problem = try rejected.problem()
            #expect(problem.detail == "The request body has 5 errors.")
            #expect(problem.errors.map(\.path) == ["name", "email", "age", "address.city", "phones[1].number"])
            #expect(problem.errors.allSatisfy { $0.code == "validationFailed" })
            #expect(problem.errors[0].message == "is less than minimum of 2 character(s)")
            #expect(problem.errors[1].message == "is not a valid email address")

            let missing = try await server.send(.POST, "/signups", body: #"{"name": "Ann", "age": "old"}"#)
            let entries = try missing.problem().errors
            #expect(entries.map(\.path) == ["email", "age", "address", "phones"])
            #expect(entries.map(\.code) == ["keyNotFound", "typeMismatch", "keyNotFound", "keyNotFound"])
        }
    }

    @Test func contentGetAtAKeyPathKeepsWorking() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let body = """
                {"customer": "Ann", "items": [{"sku": "S1"}], "order": \(orderJSON(id: 9, customer: "Bo"))}
                """
            let response = try await server.send(.POST, "/lookup", body: body)
            #expect(response.status == .ok)
            #expect(response.text == "Ann S1 9")
            // A missing key is a problem with its path.
            let missing = try await server.send(.POST, "/lookup", body: #"{"items": []}"#)
            #expect(missing.status == .unprocessableEntity)
            #expect(try missing.problem().errors.map(\.path) == ["customer"])
        }
    }

    @Test func userInfoReachesOtherTypes() throws {
        struct Probe: Decodable {
            let seen: String?
            init(from decoder: any Decoder) throws {
                seen = decoder.userInfo[CodingUserInfoKey(rawValue: "probe")!] as? String
            }
        }
        let decoder = JSONModelContentDecoder()
        let key = try #require(CodingUserInfoKey(rawValue: "probe"))
        let probe = try decoder.decode(
            Probe.self,
            from: ByteBuffer(string: "{}"),
            headers: [:],
            userInfo: [key: "here"]
        )
        #expect(probe.seen == "here")

        struct Echo: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(encoder.userInfo[CodingUserInfoKey(rawValue: "probe")!] as? String)
            }
        }
        var body = ByteBuffer()
        var headers = HTTPHeaders()
        try JSONModelContentEncoder().encode(Echo(), to: &body, headers: &headers, userInfo: [key: "there"])
        #expect(String(buffer: body) == #""there""#)
        #expect(headers.contentType == .json)
    }

    @Test func theEncoderWritesModelsWithJSONModelKitAndOthersWithFoundation() throws {
        let encoder = JSONModelContentEncoder(options: JSONModel.EncodingOptions(sortedKeys: true))
        var body = ByteBuffer()
        var headers = HTTPHeaders()
        let order = try Order.fromJSONString(orderJSON(id: 2, customer: "Di"))
        try encoder.encode(order, to: &body, headers: &headers)
        #expect(
            String(buffer: body)
                == (try order.toJSONString(options: JSONModel.EncodingOptions(prettyPrinted: false, sortedKeys: true)))
        )
        #expect(headers.first(name: .contentType) == "application/json; charset=utf-8")

        var mixed = ByteBuffer()
        let rush = RushOrder()
        rush.deadline = "noon"
        try encoder.encode([order, rush], to: &mixed, headers: &headers)
        #expect(String(buffer: mixed).contains(#""deadline":"noon""#))

        var plain = ByteBuffer()
        try encoder.encode(["b": 1, "a": 2], to: &plain, headers: &headers)
        #expect(String(buffer: plain).contains(#""a":2"#))

        var nan = ByteBuffer()
        let item = OrderItem()
        item.price = .nan
        #expect(throws: JSONModelError.self) { try encoder.encode(item, to: &nan, headers: &headers) }
    }

    /// With the content coders installed, Vapor's own error middleware still writes its errors.
    @Test func vaporsErrorMiddlewareStillWritesItsBody() async throws {
        try await TestServer.run(problems: false) { app in
            app.get("fail") { _ async throws -> String in
                throw Abort(.forbidden, reason: "No.")
            }
        } _: { server in
            let response = try await server.send(.GET, "/fail")
            #expect(response.status == .forbidden)
            #expect(try VaporError.decode(response) == VaporError(error: true, reason: "No."))
        }
    }
}
