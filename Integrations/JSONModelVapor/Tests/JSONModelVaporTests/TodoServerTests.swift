import Foundation
import JSONModelKit
import JSONModelVapor
import NIOCore
import Testing
import TodoExampleShared
import Vapor
import VaporTodoExample

/// The example server, over real HTTP.
@Suite struct TodoServerTests {
    static func run(
        coders: TodoCoders = .jsonmodel,
        seed: Int = 0,
        _ body: (TestServer) async throws -> Void
    ) async throws {
        try await TestServer.run(
            makeApplication: {
                try await makeTodoApplication(
                    coders: coders,
                    port: 0,
                    seed: seed,
                    logLevel: .critical,
                    environment: .testing
                )
            },
            body
        )
    }

    @Test func createListUpdateDelete() async throws {
        try await Self.run { server in
            let create = #"{"title": "Buy milk", "due_date": "2025-05-01T10:00:00Z", "tags": ["home"]}"#
            let created = try await server.send(.POST, "/todos", body: create)
            #expect(created.status == .created)
            #expect(created.headers.first(name: .location) == "/todos/1")
            let todo = try Todo.fromJSONData(created.data)
            #expect(todo.id == 1 && todo.title == "Buy milk" && todo.createdAt != nil && !todo.completed)

            let patched = try await server.send(.PATCH, "/todos/1", body: #"{"completed": true}"#)
            #expect(patched.status == .ok)
            let updated = try Todo.fromJSONData(patched.data)
            #expect(updated.completed && updated.title == "Buy milk" && updated.tags == ["home"])

            let list = try await server.send(.GET, "/todos")
            #expect(try Todo.arrayFromJSONData(list.data).map(\.completed) == [true])

            #expect(try await server.send(.DELETE, "/todos/1").status == .noContent)
            let gone = try await server.send(.GET, "/todos/1")
            #expect(gone.status == .notFound)
            #expect(try gone.problem().detail == "No todo has the id 1.")
        }
    }

    @Test func aFailedUpdateChangesNothing() async throws {
        try await Self.run(seed: 1) { server in
            let mixed = try await server.send(.PATCH, "/todos/1", body: #"{"completed": "yes", "title": ""}"#)
            #expect(mixed.status == .unprocessableEntity)
            #expect(try mixed.problem().errors.map(\.path) == ["completed", "title"])
            let empty = try await server.send(.PATCH, "/todos/1", body: #"{"title": ""}"#)
            #expect(try empty.problem().errors.map(\.code) == ["constraintViolated"])
            #expect(try empty.problem().errors.map(\.constraint) == ["minLength"])
            let todo = try Todo.fromJSONData(try await server.send(.GET, "/todos/1").data)
            #expect(todo.title == "Task 0: review the quarterly report")
        }
    }

    @Test func theExampleRejectsUnknownKeysAndChecksConstraints() async throws {
        try await Self.run { server in
            let unknown = try await server.send(.POST, "/todos", body: #"{"titel": "Buy milk", "priority": "urgent"}"#)
            let problem = try unknown.problem()
            #expect(problem.errors.map(\.path) == ["titel", "priority", "title"])
            #expect(problem.errors.map(\.code) == ["unknownKey", "invalidValue", "keyNotFound"])

            let title = String(repeating: "x", count: 201)
            let body = #"{"title": "\#(title)", "tags": ["home", "home"], "priority": "urgent"}"#
            let violations = try await server.send(.POST, "/todos", body: body).problem()
            #expect(violations.errors.map(\.path) == ["title", "tags", "priority"])
            #expect(violations.errors.map(\.code) == ["constraintViolated", "constraintViolated", "invalidValue"])
            #expect(violations.errors.map(\.constraint) == ["maxLength", "uniqueItems", nil])
        }
    }

    /// Every error the example sends is a problem, whatever caused it.
    @Test func everyErrorIsAProblem() async throws {
        try await Self.run(seed: 1) { server in
            let cases: [(HTTPMethod, String, String?, HTTPResponseStatus)] = [
                (.GET, "/todos/99", nil, .notFound),
                (.GET, "/todos/abc", nil, .badRequest),
                (.PATCH, "/todos/abc", "{}", .badRequest),
                (.DELETE, "/todos/99", nil, .notFound),
                (.GET, "/nothing", nil, .notFound),
                (.PUT, "/todos/1", "{}", .methodNotAllowed),
                (.POST, "/todos?dry_run=maybe", #"{"title": "x"}"#, .badRequest),
                (.POST, "/todos", "{", .badRequest),
                (.POST, "/todos", "", .badRequest),
                (.POST, "/todos", "[]", .unprocessableEntity),
                (.PATCH, "/todos/1", #"{"id": "x"}"#, .unprocessableEntity),
                (.POST, "/todos", #"{"title": "\#(String(repeating: "a", count: 1 << 20))"}"#, .payloadTooLarge),
            ]
            for (method, path, body, status) in cases {
                let response = try await server.send(method, path, body: body)
                #expect(response.status == status, "\(method) \(path)")
                #expect(response.contentType == "application/problem+json", "\(method) \(path)")
                #expect((try? ProblemDetails.fromJSONData(response.data))?.statusCode == Int(status.code))
            }
        }
    }

    @Test func dryRunDecodesWithoutStoring() async throws {
        try await Self.run { server in
            let response = try await server.send(.POST, "/todos?dry_run=true", body: TodoSamples.largeBody)
            #expect(response.status == .ok)
            let todo = try Todo.fromJSONData(response.data)
            #expect(todo.comments.count == 10 && todo.id == nil)
            #expect(try await server.send(.GET, "/todos").text == "[]")
        }
    }

    @Test(arguments: TodoCoders.allCases)
    func bothCodersServeTheSameJSON(coders: TodoCoders) async throws {
        try await Self.run(coders: coders, seed: 100) { server in
            let list = try await server.send(.GET, "/todos")
            #expect(list.status == .ok)
            let todos = try Todo.arrayFromJSONData(list.data)
            #expect(todos.count == 100)
            #expect(todos.last?.title == "Task 99: review the quarterly report")
            let echo = try await server.send(.POST, "/todos?dry_run=true", body: TodoSamples.largeBody)
            #expect(echo.status == .ok)
            let sample = try Todo.fromJSONString(TodoSamples.largeBody)
            #expect(try Todo.fromJSONData(echo.data).toJSONString() == sample.toJSONString())
            // The baseline's errors are problems too.
            let invalid = try await server.send(.POST, "/todos", body: #"{"title": 5}"#)
            #expect(invalid.status == .unprocessableEntity)
            #expect(try invalid.problem().errors.first?.path == "title")
        }
    }

    @Test func hundredConcurrentCreatesAreAllStored() async throws {
        try await Self.run { server in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for number in 1...100 {
                    group.addTask {
                        let response = try await server.send(.POST, "/todos", body: #"{"title": "todo \#(number)"}"#)
                        #expect(response.status == .created)
                        #expect(try Todo.fromJSONData(response.data).title == "todo \(number)")
                    }
                }
                try await group.waitForAll()
            }
            let todos = try Todo.arrayFromJSONData(try await server.send(.GET, "/todos").data)
            #expect(todos.map(\.id) == Array(1...100))
            #expect(Set(todos.map(\.title)) == Set((1...100).map { "todo \($0)" }))
        }
    }
}
