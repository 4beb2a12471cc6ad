import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSONModelHummingbird
import JSONModelKit
import NIOCore
import Testing

/// Writing responses: models and arrays of models returned straight from handlers.
@Suite struct ResponseEncoderTests {
    @Test(arguments: Setup.allCases)
    func handlerReturnsAnArrayOfModels(setup: Setup) async throws {
        try await makeTestApplication().test(setup.testingSetup) { client in
            try await client.execute(uri: "/orders", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                #expect(response.headers[.contentLength] == String(response.body.readableBytes))
                let expected = try (1...3).map { sampleOrder(id: $0) }
                    .toJSONString(options: JSONModel.EncodingOptions(prettyPrinted: false))
                #expect(response.bodyText == expected)
                let orders = try Order.arrayFromJSONData(response.bodyData)
                #expect(orders.map(\.id) == [1, 2, 3])
            }
        }
    }

    @Test func writesModelsWithJSONModelKitsWriter() throws {
        let encoder = JSONModelResponseEncoder()
        let order = sampleOrder(id: 4)
        let text = String(decoding: try encoder.encodedData(order), as: UTF8.self)
        #expect(text == (try order.toJSONString(options: JSONModel.EncodingOptions(prettyPrinted: false))))
        // JSONModelKit's rules, not Foundation's: snake_case keys, the nil note left out.
        #expect(text.hasPrefix(#"{"id":4,"customer":"Customer 4","items":[{"sku":"SKU-4","quantity":4,"price":9.5}]"#))
        #expect(text.contains(#""placed_at":"2024-05-01T12:30:00Z""#))
        #expect(!text.contains("note"))
    }

    @Test func writesArraysOfMixedSubclassesWithEveryField() throws {
        let base = sampleOrder(id: 1)
        let rush = RushOrder()
        rush.id = 2
        rush.deadline = "noon"
        let text = String(decoding: try JSONModelResponseEncoder().encodedData([base, rush]), as: UTF8.self)
        #expect(text.contains(#""deadline":"noon""#))
    }

    @Test func writesJSONStructsAndTheirArrays() throws {
        let encoder = JSONModelResponseEncoder()
        let point = Point(x: 1, y: 2, label: "p")
        #expect(String(decoding: try encoder.encodedData(point), as: UTF8.self) == #"{"x":1,"y":2,"label":"p"}"#)
        #expect(String(decoding: try encoder.encodedData([point]), as: UTF8.self) == #"[{"x":1,"y":2,"label":"p"}]"#)
    }

    @Test func otherEncodableValuesGoThroughFoundation() throws {
        let encoder = JSONModelResponseEncoder(options: JSONModel.EncodingOptions(sortedKeys: true))
        let text = String(decoding: try encoder.encodedData(Plain(name: "a", count: 1)), as: UTF8.self)
        #expect(text == #"{"count":1,"name":"a"}"#)
    }

    @Test func optionsApply() throws {
        let pretty = JSONModelResponseEncoder(options: JSONModel.EncodingOptions(prettyPrinted: true))
        #expect(String(decoding: try pretty.encodedData(sampleOrder(id: 1)), as: UTF8.self).contains("\n  \"id\": 1"))
        // `prettyPrinted: nil` is compact in a server, whatever the build.
        let unset = JSONModelResponseEncoder(options: JSONModel.EncodingOptions(sortedKeys: true))
        let text = String(decoding: try unset.encodedData(sampleOrder(id: 1)), as: UTF8.self)
        #expect(!text.contains("\n"))
        #expect(text.hasPrefix(#"{"customer":"Customer 1","id":1"#))
    }

    @Test func anUnwritableModelIsAServerErrorWithoutDetails() async throws {
        let router = Router(context: JSONModelRequestContext.self)
        router.get("nan") { _, _ -> OrderItem in
            let item = OrderItem()
            item.price = .nan
            return item
        }
        try await Application(router: router).test(.router) { client in
            try await client.execute(uri: "/nan", method: .get) { response in
                #expect(response.status == .internalServerError)
                #expect(!response.bodyText.contains("OrderItem"))
            }
        }
    }

    @Test func modelsWorkWithHummingbirdsDefaultCodersToo() async throws {
        // Without JSONModelKit's coders in the context, models still are `ResponseEncodable`
        // and `Decodable`: they go through their `Codable` conformance.
        let router = Router(context: BasicRequestContext.self)
        router.post("orders") { request, context -> Order in
            try await request.decode(as: Order.self, context: context)
        }
        try await Application(router: router).test(.router) { client in
            let body = orderJSON(id: 3, customer: "Cy")
            try await client.execute(uri: "/orders", method: .post, body: body.buffer) { response in
                #expect(response.status == .ok)
                let order = try Order.fromJSONData(response.bodyData)
                #expect(order.customer == "Cy")
            }
        }
    }
}

final class RushOrder: Order {
    var deadline = ""
}
