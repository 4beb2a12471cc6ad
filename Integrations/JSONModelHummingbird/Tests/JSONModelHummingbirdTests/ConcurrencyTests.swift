import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSONModelHummingbird
import JSONModelKit
import NIOCore
import Testing

/// Many requests at once over real HTTP: every response is its own request's, none is lost.
@Suite struct ConcurrencyTests {
    static let requestCount = 100

    @Test func hundredConcurrentRequestsOnSeparateConnections() async throws {
        try await makeTestApplication().test(.live) { client in
            let port = try #require(client.port)
            let answers = try await withThrowingTaskGroup(of: (Int, Int, String, HTTPResponse.Status).self) { group in
                for id in 1...Self.requestCount {
                    group.addTask {
                        // One connection per request, so the server really handles them at once.
                        try await TestClient.withClient(host: "localhost", port: port) { connection in
                            let body = orderJSON(id: id, customer: "Customer \(id)")
                            let request = TestClient.Request(
                                "/orders/slow",
                                method: .post,
                                headers: jsonHeaders,
                                body: body.buffer
                            )
                            let response = try await connection.execute(request)
                            let data = Data((response.body ?? ByteBuffer()).readableBytesView)
                            let order = try Order.fromJSONData(data)
                            return (id, order.id, order.customer, response.status)
                        }
                    }
                }
                var answers: [(Int, Int, String, HTTPResponse.Status)] = []
                for try await answer in group {
                    answers.append(answer)
                }
                return answers
            }
            #expect(answers.count == Self.requestCount)
            #expect(Set(answers.map(\.0)) == Set(1...Self.requestCount))
            for (sent, received, customer, status) in answers {
                #expect(status == .ok)
                #expect(received == sent)
                #expect(customer == "Customer \(sent)")
            }
        }
    }

    @Test func hundredConcurrentRequestsOnOneConnection() async throws {
        // HummingbirdTesting's live client pipelines the requests on its one connection.
        try await makeTestApplication().test(.live) { client in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for id in 1...Self.requestCount {
                    group.addTask {
                        // Every tenth request is invalid: its problem must reach its own sender.
                        let valid = id % 10 != 0
                        let body = valid ? orderJSON(id: id, customer: "C\(id)") : #"{"id": \#(id)}"#
                        try await client.execute(uri: "/orders", method: .post, body: body.buffer) { response in
                            if valid {
                                #expect(response.status == .ok)
                                let order = try Order.fromJSONData(response.bodyData)
                                #expect(order.id == id && order.customer == "C\(id)")
                            } else {
                                #expect(response.status == .unprocessableContent)
                                let paths = try response.problem().errors.map(\.path)
                                #expect(paths == ["customer", "items", "placed_at"])
                            }
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
    }
}
