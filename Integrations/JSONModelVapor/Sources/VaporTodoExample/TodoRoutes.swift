import JSONModelKit
import JSONModelVapor
import NIOHTTP1
import TodoExampleShared
import Vapor

/// Adds the example server's routes, as the Hummingbird example serves them, each described for
/// the OpenAPI document (``addOpenAPIRoute(to:)``).
///
/// - `GET /todos`: every todo (`JSONModelArray<Todo>`).
/// - `POST /todos`: a new todo, 201 with the stored todo and its `Location`; `?dry_run=true`
///   validates the body and answers 200 with the decoded todo, without an id, without storing
///   it (the load script uses it so that its store does not grow).
/// - `GET /todos/:id`: one todo, or a 404 problem (400 for an id that is not an integer).
/// - `PATCH /todos/:id`: applies the members present in the body (`update(fromJSONData:)`),
///   inside the store's actor.
/// - `DELETE /todos/:id`: 204, or a 404 problem.
///
/// - Parameters:
///   - routes: Where to add them.
///   - store: Where the todos are kept.
public func addTodoRoutes(to routes: any RoutesBuilder, store: TodoStore) {
    let todos = routes.grouped("todos")
    let id = OpenAPIDocument.Parameter.path("id", Int.self, description: "The todo's id.")

    todos.get { _ async -> JSONModelArray<Todo> in
        JSONModelArray(await store.all())
    }
    .openAPI(summary: "List the todos", response: [Todo].self)

    todos.post { request async throws -> Response in
        let todo = try await request.decodeJSONModel(Todo.self)
        if try request.queryParameter("dry_run", as: Bool.self) ?? false {
            // Nothing is stored, so there is no id: an id the client sent would name a todo
            // that does not exist (the store replaces it when it does store one).
            todo.id = nil
            return try await todo.encodeResponse(for: request)
        }
        let stored = await store.add(todo)
        return try await stored.encodeResponse(
            status: .created,
            headers: ["Location": "/todos/\(stored.id ?? 0)"],
            for: request
        )
    }
    .openAPI(
        summary: "Create a todo",
        parameters: [
            .query("dry_run", Bool.self, description: "Validate the todo and answer it with 200, without storing it.")
        ],
        requestBody: Todo.self,
        response: Todo.self,
        status: .created,
        additionalStatuses: [200]
    )

    todos.get(":id") { request async throws -> Todo in
        let id = try todoID(of: request)
        guard let todo = await store.todo(id) else { throw notFound(id) }
        return todo
    }
    .openAPI(summary: "Get a todo", parameters: [id], response: Todo.self)

    todos.patch(":id") { request async throws -> Todo in
        let id = try todoID(of: request)
        let body = try await request.jsonModelBody()
        // The change runs inside the store, so concurrent updates of one todo cannot interleave.
        guard let todo = try await store.update(id, { todo in try body.update(todo) }) else {
            throw notFound(id)
        }
        return todo
    }
    .openAPI(
        summary: "Change a todo",
        parameters: [id],
        requestBody: Todo.self,
        response: Todo.self,
        partialRequestBody: true
    )

    todos.delete(":id") { request async throws -> HTTPStatus in
        let id = try todoID(of: request)
        guard await store.remove(id) else { throw notFound(id) }
        return .noContent
    }
    .openAPI(summary: "Delete a todo", parameters: [id], status: .noContent)
}

/// The `:id` of a todo route, read as the document describes it (`7`, `7.0`): a 400 problem
/// when it is not an integer, as in the Hummingbird example.
func todoID(of request: Request) throws(ProblemDetails) -> Int {
    try request.pathParameter("id", as: Int.self)
}

private func notFound(_ id: Int) -> ProblemDetails {
    ProblemDetails(status: .notFound, detail: "No todo has the id \(id).")
}
