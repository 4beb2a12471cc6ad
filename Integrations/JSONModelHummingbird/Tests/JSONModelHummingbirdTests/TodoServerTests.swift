import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSONModelHummingbird
import JSONModelKit
import Logging
import NIOCore
import Testing
import TodoExample

/// The example server, over real HTTP.
@Suite struct TodoServerTests {
    func makeApplication(seed: Int = 0) async throws -> any ApplicationProtocol {
        try await makeTodoApplication(port: 0, seed: seed, logLevel: .warning)
    }

    @Test func createListUpdateDelete() async throws {
        try await makeApplication().test(.live) { client in
            let create = #"{"title": "Buy milk", "due_date": "2025-05-01T10:00:00Z", "tags": ["home"]}"#
            let created = try await client.execute(uri: "/todos", method: .post, body: create.buffer) { response in
                #expect(response.status == .created)
                #expect(response.headers[.location] == "/todos/1")
                return try Todo.fromJSONData(response.bodyData)
            }
            #expect(created.id == 1)
            #expect(created.title == "Buy milk")
            #expect(created.createdAt != nil)
            #expect(created.completed == false)

            try await client.execute(uri: "/todos/1", method: .patch, body: #"{"completed": true}"#.buffer) {
                response in
                #expect(response.status == .ok)
                let todo = try Todo.fromJSONData(response.bodyData)
                #expect(todo.completed)
                #expect(todo.title == "Buy milk")
                #expect(todo.tags == ["home"])
            }

            try await client.execute(uri: "/todos", method: .get) { response in
                let todos = try Todo.arrayFromJSONData(response.bodyData)
                #expect(todos.map(\.id) == [1])
                #expect(todos.first?.completed == true)
            }

            try await client.execute(uri: "/todos/1", method: .delete) { response in
                #expect(response.status == .noContent)
            }
            try await client.execute(uri: "/todos/1", method: .get) { response in
                #expect(response.status == .notFound)
                let problem = try response.problem()
                #expect(problem.detail == "No todo has the id 1.")
            }
        }
    }

    @Test func aFailedUpdateChangesNothing() async throws {
        try await makeApplication(seed: 1).test(.live) { client in
            let body = #"{"completed": "yes", "title": ""}"#
            try await client.execute(uri: "/todos/1", method: .patch, body: body.buffer) { response in
                #expect(response.status == .unprocessableContent)
                let problem = try response.problem()
                #expect(problem.errors.map(\.path) == ["completed", "title"])
                #expect(problem.errors.map(\.code) == ["typeMismatch", "constraintViolated"])
            }
            try await client.execute(uri: "/todos/1", method: .patch, body: #"{"title": ""}"#.buffer) { response in
                #expect(response.status == .unprocessableContent)
                let errors = try response.problem().errors
                #expect(errors.map(\.code) == ["constraintViolated"])
                #expect(errors.map(\.constraint) == ["minLength"])
            }
            try await client.execute(uri: "/todos/1", method: .get) { response in
                let todo = try Todo.fromJSONData(response.bodyData)
                #expect(todo.title == "Task 0: review the quarterly report")
            }
        }
    }

    @Test func theExampleRejectsUnknownKeysAndValidates() async throws {
        try await makeApplication().test(.live) { client in
            let body = #"{"titel": "Buy milk", "priority": "urgent"}"#
            try await client.execute(uri: "/todos", method: .post, body: body.buffer) { response in
                #expect(response.status == .unprocessableContent)
                let problem = try response.problem()
                #expect(problem.errors.map(\.path) == ["titel", "priority", "title"])
                #expect(problem.errors.map(\.code) == ["unknownKey", "invalidValue", "keyNotFound"])
            }
        }
    }

    @Test func constraintViolationsNameTheirKeyword() async throws {
        try await makeApplication().test(.live) { client in
            let title = String(repeating: "x", count: 201)
            let body = #"{"title": "\#(title)", "tags": ["home", "home"], "priority": "urgent"}"#
            try await client.execute(uri: "/todos", method: .post, body: body.buffer) { response in
                #expect(response.status == .unprocessableContent)
                let problem = try response.problem()
                #expect(problem.errors.map(\.path) == ["title", "tags", "priority"])
                #expect(problem.errors.map(\.code) == ["constraintViolated", "constraintViolated", "invalidValue"])
                #expect(problem.errors.map(\.constraint) == ["maxLength", "uniqueItems", nil])
                let text = response.bodyText
                #expect(text.contains(#""constraint":"maxLength""#))
                #expect(!text.contains(#""constraint":null"#))
            }
            let longTag = String(repeating: "y", count: 33)
            try await client.execute(
                uri: "/todos",
                method: .post,
                body: #"{"title": "a", "tags": ["\#(longTag)"]}"#.buffer
            ) {
                response in
                let problem = try response.problem()
                #expect(problem.errors.map(\.path) == ["tags[0]"])
                #expect(problem.errors.map(\.constraint) == ["maxLength"])
            }
        }
    }

    @Test func dryRunDecodesWithoutStoring() async throws {
        try await makeApplication().test(.live) { client in
            try await client.execute(uri: "/todos?dry_run=true", method: .post, body: TodoSamples.largeBody.buffer) {
                response in
                #expect(response.status == .ok)
                let todo = try Todo.fromJSONData(response.bodyData)
                #expect(todo.comments.count == 10)
                #expect(todo.id == nil)
            }
            try await client.execute(uri: "/todos", method: .get) { response in
                #expect(response.bodyText == "[]")
            }
        }
    }

    @Test func theSampleBodyIsAboutFiveKilobytes() {
        #expect((4_500...6_000).contains(TodoSamples.largeBody.utf8.count))
    }

    @Test(arguments: TodoCoders.allCases)
    func bothCodersServeTheSameJSON(coders: TodoCoders) async throws {
        let app = try await makeTodoApplication(coders: coders, port: 0, seed: 100, logLevel: .warning)
        try await app.test(.live) { client in
            try await client.execute(uri: "/todos", method: .get) { response in
                #expect(response.status == .ok)
                let todos = try Todo.arrayFromJSONData(response.bodyData)
                #expect(todos.count == 100)
                #expect(todos.last?.title == "Task 99: review the quarterly report")
            }
            try await client.execute(uri: "/todos?dry_run=true", method: .post, body: TodoSamples.largeBody.buffer) {
                response in
                #expect(response.status == .ok)
                let todo = try Todo.fromJSONData(response.bodyData)
                let sample = try Todo.fromJSONString(TodoSamples.largeBody)
                #expect(try todo.toJSONString() == sample.toJSONString())
            }
        }
    }

    @Test func hundredConcurrentCreatesAreAllStored() async throws {
        try await makeApplication().test(.live) { client in
            let port = try #require(client.port)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for number in 1...100 {
                    group.addTask {
                        try await TestClient.withClient(host: "localhost", port: port) { connection in
                            let request = TestClient.Request(
                                "/todos",
                                method: .post,
                                body: #"{"title": "todo \#(number)"}"#.buffer
                            )
                            let response = try await connection.execute(request)
                            #expect(response.status == .created)
                            let todo = try Todo.fromJSONData(Data((response.body ?? ByteBuffer()).readableBytesView))
                            #expect(todo.title == "todo \(number)")
                        }
                    }
                }
                try await group.waitForAll()
            }
            try await client.execute(uri: "/todos", method: .get) { response in
                let todos = try Todo.arrayFromJSONData(response.bodyData)
                #expect(todos.map(\.id) == Array(1...100))
                #expect(Set(todos.map(\.title)) == Set((1...100).map { "todo \($0)" }))
            }
        }
    }
}
