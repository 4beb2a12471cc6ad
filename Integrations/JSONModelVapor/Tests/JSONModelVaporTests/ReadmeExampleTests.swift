import Foundation
import JSONModelKit
import JSONModelVapor
import NIOCore
import Testing
import Vapor

/// The integration README's first example, compiled and run (in an enum, so that its names do
/// not meet the example server's).
enum PackageReadmeExample {
    final class Todo: JSONModel {
        var id: Int? = nil
        var title = ""
        @Optional var completed = false
        var dueDate: Date? = nil  // "due_date", ISO 8601
    }

    static func configure(_ app: Application) {
        app.middleware.use(JSONModelProblemMiddleware())  // every error as application/problem+json

        app.post("todos") { req async throws -> Todo in
            let todo = try await req.decodeJSONModel(Todo.self)  // 400, 413 or 422 problems
            todo.id = 1
            return todo  // compact JSON
        }
        app.get("todos") { req async -> JSONModelArray<Todo> in
            JSONModelArray([])
        }
    }
}

/// The example of JSONModelKit's DocC article "Servers" (Vapor section), compiled and run.
enum ServersArticleExample {
    final class Todo: JSONModel {
        var id: Int? = nil
        var title = ""
        @Optional var completed = false
        var dueDate: Date? = nil  // "due_date", ISO 8601

        /// Models are mutable classes: the store below hands out copies, never its own instances.
        func copy() -> sending Todo {
            let copy = Todo()
            copy.id = id
            copy.title = title
            copy.completed = completed
            copy.dueDate = dueDate
            return copy
        }
    }

    actor TodoStore {
        private var todos: [Todo] = []

        func add(_ todo: sending Todo) -> sending Todo {
            todo.id = todos.count + 1
            todos.append(todo)
            return todo.copy()
        }

        func all() -> sending [Todo] {
            var copies: [Todo] = []
            for todo in todos { copies.append(todo.copy()) }
            return copies
        }

        /// Applies a change inside the actor, so two updates of one todo cannot interleave.
        func update(_ id: Int, _ change: (Todo) throws -> Void) throws -> sending Todo? {
            guard let todo = todos.first(where: { $0.id == id }) else { return nil }
            try change(todo)  // JSONModelKit's update leaves the todo alone when it throws
            return todo.copy()
        }
    }

    static func configure(_ app: Application) {
        app.middleware.use(JSONModelProblemMiddleware())  // errors as application/problem+json
        app.routes.defaultMaxBodySize = "1mb"  // larger bodies are a 413, however they arrive

        let store = TodoStore()
        app.post("todos") { req async throws -> Response in
            let todo = try await req.decodeJSONModel(Todo.self)  // strict, every error, limits
            return try await store.add(todo).encodeResponse(status: .created, for: req)
        }
        app.get("todos") { req async -> JSONModelArray<Todo> in  // models are AsyncResponseEncodable
            JSONModelArray(await store.all())
        }
        app.patch("todos", ":id") { req async throws -> Todo in
            let id = try req.parameters.require("id", as: Int.self)
            let body = try await req.jsonModelBody()  // read here, applied inside the actor
            guard let todo = try await store.update(id, { try body.update($0) }) else {
                throw ProblemDetails(status: .notFound, detail: "No todo has the id \(id).")
            }
            return todo
        }
    }
}

@Suite struct ReadmeExampleTests {
    static let articleProblem = """
        {"type":"about:blank","title":"Unprocessable Content","status":422,\
        "detail":"The request body has 3 errors.","errors":[\
        {"path":"title","code":"typeMismatch","message":"expected String, found number 5","line":1,"column":11},\
        {"path":"completed","code":"typeMismatch","message":"expected Bool, found string \\"yes\\"","line":1,"column":27},\
        {"path":"due_date","code":"invalidValue","message":\
        "expected an ISO 8601 date-time like 2024-05-01T12:30:00Z, found string \\"tomorrow\\"","line":1,"column":46}]}
        """

    @Test func thePackageReadmeExampleServes() async throws {
        try await TestServer.run(problems: false, configure: PackageReadmeExample.configure) { server in
            let created = try await server.send(.POST, "/todos", body: #"{"title": "a"}"#)
            #expect(created.text == #"{"id":1,"title":"a","completed":false}"#)
            let list = try await server.send(.GET, "/todos")
            #expect(list.text == "[]")
            let invalid = try await server.send(.POST, "/todos", body: #"{"title": 5}"#)
            #expect(invalid.status == .unprocessableEntity)
            #expect(try invalid.problem().errors.map(\.path) == ["title"])
        }
    }

    @Test func theServersArticleExampleServes() async throws {
        try await TestServer.run(problems: false, configure: ServersArticleExample.configure) { server in
            let body = #"{"title": "Buy milk", "due_date": "2025-05-01T10:00:00Z"}"#
            let created = try await server.send(.POST, "/todos", body: body)
            #expect(created.status == .created)
            #expect(created.text.hasPrefix(#"{"id":1,"title":"Buy milk","completed":false"#))
            // The article's sample problem, locations included.
            let bad = #"{"title": 5, "completed": "yes", "due_date": "tomorrow"}"#
            let invalid = try await server.send(.POST, "/todos", body: bad)
            #expect(invalid.status == .unprocessableEntity)
            #expect(try invalid.problem() == ProblemDetails.fromJSONString(Self.articleProblem))
            let patched = try await server.send(.PATCH, "/todos/1", body: #"{"completed": true}"#)
            #expect(try ServersArticleExample.Todo.fromJSONData(patched.data).completed)
            let list = try await server.send(.GET, "/todos")
            #expect(try ServersArticleExample.Todo.arrayFromJSONData(list.data).map(\.title) == ["Buy milk"])
            let missing = try await server.send(.PATCH, "/todos/9", body: "{}")
            #expect(try missing.problem().detail == "No todo has the id 9.")
        }
    }
}
