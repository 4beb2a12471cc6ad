import Foundation
import JSONModelKit
import JSONModelVapor
import NIOCore
import Testing
import Vapor

/// Many requests at once over real HTTP: every response is its own request's, none is lost.
@Suite struct ConcurrencyTests {
    static let requestCount = 100

    @Test func hundredConcurrentRequestsEachGetTheirOwnAnswer() async throws {
        try await TestServer.run { app in
            app.post("orders", "slow") { request async throws -> Order in
                let order = try await request.decodeJSONModel(Order.self)
                // Lets requests overlap inside the server.
                try await Task.sleep(for: .milliseconds(Int.random(in: 0...5)))
                return order
            }
        } _: { server in
            let answers = try await withThrowingTaskGroup(of: (Int, TestResponse).self) { group in
                for id in 1...Self.requestCount {
                    group.addTask {
                        // Every tenth request is invalid: its problem must reach its own sender.
                        let body = id % 10 == 0 ? #"{"id": \#(id)}"# : orderJSON(id: id, customer: "Customer \(id)")
                        return (id, try await server.send(.POST, "/orders/slow", body: body))
                    }
                }
                var answers: [(Int, TestResponse)] = []
                for try await answer in group {
                    answers.append(answer)
                }
                return answers
            }
            #expect(answers.count == Self.requestCount)
            #expect(Set(answers.map(\.0)) == Set(1...Self.requestCount))
            for (id, response) in answers {
                if id % 10 == 0 {
                    #expect(response.status == .unprocessableEntity)
                    #expect(try response.problem().errors.map(\.path) == ["customer", "items", "placed_at"])
                } else {
                    #expect(response.status == .ok)
                    let order = try Order.fromJSONData(response.data)
                    #expect(order.id == id && order.customer == "Customer \(id)")
                }
            }
        }
    }
}
