import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSONModelHummingbird
import JSONModelKit
import NIOCore
import Testing

/// The example of JSONModelKit's DocC article "Servers: Hummingbird" (`Servers.md`, formerly
/// the root README's section), compiled and run (in an enum, so that its names do not meet the
/// example server's).
enum ReadmeExample {
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

    // The only change to a Hummingbird app: the context's decoder and encoder.
    struct AppRequestContext: RequestContext {
        var coreContext: CoreRequestContextStorage
        init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
        var maxUploadSize: Int { 1 << 20 }  // larger bodies are a 413
        var requestDecoder: JSONModelRequestDecoder { JSONModelRequestDecoder() }  // strict, every error
        var responseEncoder: JSONModelResponseEncoder { JSONModelResponseEncoder() }  // compact
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
    }

    static func makeRouter() -> Router<AppRequestContext> {
        let store = TodoStore()
        let router = Router(context: AppRequestContext.self)
        router.post("todos") { request, context -> EditedResponse<Todo> in
            let todo = try await request.decode(as: Todo.self, context: context)
            return EditedResponse(status: .created, response: await store.add(todo))
        }
        router.get("todos") { _, _ -> [Todo] in  // models and [Model] are ResponseEncodable
            await store.all()
        }
        return router
    }
}

@Suite struct ReadmeExampleTests {
    static let readmeProblem = """
        {"type":"about:blank","title":"Unprocessable Content","status":422,\
        "detail":"The request body has 3 errors.","errors":[\
        {"path":"title","code":"typeMismatch","message":"expected String, found number 5","line":1,"column":11},\
        {"path":"completed","code":"typeMismatch","message":"expected Bool, found string \\"yes\\"","line":1,"column":27},\
        {"path":"due_date","code":"invalidValue","message":\
        "expected an ISO 8601 date-time like 2024-05-01T12:30:00Z, found string \\"tomorrow\\"","line":1,"column":46}]}
        """

    @Test func theReadmeExampleServes() async throws {
        let app = Application(
            router: ReadmeExample.makeRouter(),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0))
        )
        try await app.test(.live) { client in
            let body = #"{"title": "Buy milk", "due_date": "2025-05-01T10:00:00Z"}"#
            try await client.execute(uri: "/todos", method: .post, body: body.buffer) { response in
                #expect(response.status == .created)
                #expect(response.bodyText.hasPrefix(#"{"id":1,"title":"Buy milk","completed":false"#))
            }
            // The README's sample problem, locations included.
            let bad = #"{"title": 5, "completed": "yes", "due_date": "tomorrow"}"#
            try await client.execute(uri: "/todos", method: .post, body: bad.buffer) { response in
                #expect(response.status == .unprocessableContent)
                let problem = try response.problem()
                #expect(problem == (try ProblemDetails.fromJSONString(Self.readmeProblem)))
            }
            try await client.execute(uri: "/todos", method: .get) { response in
                let todos = try ReadmeExample.Todo.arrayFromJSONData(response.bodyData)
                #expect(todos.map(\.title) == ["Buy milk"])
            }
        }
    }
}

/// The integration README's first example, compiled and run.
enum PackageReadmeExample {
    final class Todo: JSONModel {
        var id: Int? = nil
        var title = ""
        @Optional var completed = false
        var dueDate: Date? = nil
    }

    static func makeRouter() -> Router<JSONModelRequestContext> {
        let router = Router(context: JSONModelRequestContext.self)
        router.post("todos") { request, context -> Todo in
            let todo = try await request.decode(as: Todo.self, context: context)
            todo.id = 1
            return todo
        }
        router.get("todos") { _, _ -> [Todo] in
            []
        }
        return router
    }
}

@Suite struct PackageReadmeExampleTests {
    @Test func theFirstExampleServes() async throws {
        try await Application(router: PackageReadmeExample.makeRouter()).test(.router) { client in
            try await client.execute(uri: "/todos", method: .post, body: #"{"title": "a"}"#.buffer) { response in
                #expect(response.bodyText == #"{"id":1,"title":"a","completed":false}"#)
            }
            try await client.execute(uri: "/todos", method: .get) { response in
                #expect(response.bodyText == "[]")
            }
        }
    }
}
