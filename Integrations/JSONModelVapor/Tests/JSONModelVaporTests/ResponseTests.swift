import Foundation
import JSONModelKit
import JSONModelVapor
import NIOCore
import Testing
import Vapor

/// Models, arrays of models and `JSONStruct` values returned from handlers.
@Suite struct ResponseTests {
    static func sampleOrder(id: Int) throws -> Order {
        try Order.fromJSONString(orderJSON(id: id, customer: "Customer \(id)"))
    }

    static func configure(_ app: Application) {
        app.get("orders") { _ async throws -> JSONModelArray<Order> in
            JSONModelArray(try (1...3).map(sampleOrder))
        }
        app.get("orders", "mixed") { _ async throws -> JSONModelArray<Order> in
            let rush = RushOrder()
            rush.id = 2
            rush.deadline = "noon"
            return JSONModelArray([try sampleOrder(id: 1), rush])
        }
        app.get("orders", "created") { request async throws -> Response in
            try await sampleOrder(id: 4).encodeResponse(
                status: .created,
                headers: ["Location": "/orders/4"],
                for: request
            )
        }
        app.get("points") { _ async -> JSONModelArray<Point> in
            JSONModelArray([Point(x: 1, y: 2), Point(x: 3, y: 4, label: "b")])
        }
        app.get("point") { _ async -> Point in
            Point(x: 0.5, y: 1)
        }
        app.get("nan") { _ async -> OrderItem in
            let item = OrderItem()
            item.price = .nan
            return item
        }
    }

    @Test func aModelIsCompactJSONWithItsOwnKeys() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let response = try await server.send(.GET, "/orders")
            #expect(response.status == .ok)
            #expect(response.contentType == "application/json; charset=utf-8")
            #expect(response.headers.first(name: .contentLength) == String(response.body.readableBytes))
            let expected = try (1...3).map(Self.sampleOrder).toJSONString(
                options: JSONModel.EncodingOptions(prettyPrinted: false)
            )
            #expect(response.text == expected)
            #expect(!response.text.contains("note"))
        }
    }

    @Test func anArrayOfMixedSubclassesKeepsEveryField() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let response = try await server.send(.GET, "/orders/mixed")
            #expect(response.text.contains(#""deadline":"noon""#))
        }
    }

    @Test func aModelCanBeSentWithAnotherStatusAndHeaders() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let response = try await server.send(.GET, "/orders/created")
            #expect(response.status == .created)
            #expect(response.headers.first(name: .location) == "/orders/4")
            #expect(response.contentType == "application/json; charset=utf-8")
            #expect(try Order.fromJSONData(response.data).id == 4)
        }
    }

    @Test func jsonStructsOptInByDeclaringTheConformance() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let point = try await server.send(.GET, "/point")
            #expect(point.text == #"{"x":0.5,"y":1}"#)
            let points = try await server.send(.GET, "/points")
            #expect(points.text == #"[{"x":1,"y":2},{"x":3,"y":4,"label":"b"}]"#)
        }
    }

    @Test func theApplicationsEncodingOptionsApply() async throws {
        try await TestServer.run { app in
            app.jsonModel.encodingOptions = JSONModel.EncodingOptions(sortedKeys: true, nilEncoding: .null)
            Self.configure(app)
        } _: { server in
            let response = try await server.send(.GET, "/point")
            // `prettyPrinted: nil` stays compact in a server.
            #expect(response.text == #"{"label":null,"x":0.5,"y":1}"#)
        }
        try await TestServer.run { app in
            app.jsonModel.encodingOptions.prettyPrinted = true
            Self.configure(app)
        } _: { server in
            let response = try await server.send(.GET, "/point")
            #expect(response.text.contains("\n"))
        }
    }

    @Test func anUnwritableModelIsAServerErrorWithoutDetails() async throws {
        try await TestServer.run(configure: Self.configure) { server in
            let response = try await server.send(.GET, "/nan")
            #expect(response.status == .internalServerError)
            let problem = try response.problem()
            #expect(problem.detail == nil)
            #expect(!response.text.contains("OrderItem"))
            #expect(!response.text.contains("price"))
        }
    }
}
