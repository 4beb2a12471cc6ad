import Foundation
import HTTPTypes
import Hummingbird
import JSONModelHummingbird
import JSONModelKit
import TodoExampleShared

/// The example server's routes, on ``TodoRequestContext``.
///
/// - `GET /todos`: every todo (`[Todo]`).
/// - `POST /todos`: a new todo, 201 with the stored todo; `?dry_run=true` validates the body
///   and answers 200 with the decoded todo without storing it (the load script uses it so that
///   its store does not grow).
/// - `GET /todos/:id`: one todo, or a 404 problem.
/// - `PATCH /todos/:id`: applies the members present in the body (`update(fromJSONData:)`).
/// - `DELETE /todos/:id`: 204, or a 404 problem.
///
/// - Parameter store: Where the todos are kept.
/// - Returns: The router.
public func makeTodoRouter(store: TodoStore) -> Router<TodoRequestContext> {
    let router = Router(context: TodoRequestContext.self)
    let todos = router.group("todos")

    todos.get { _, _ -> [Todo] in
        await store.all()
    }

    todos.post { request, context -> EditedResponse<Todo> in
        let todo = try await request.decode(as: Todo.self, context: context)
        if request.uri.queryParameters.get("dry_run") == "true" {
            return EditedResponse(status: .ok, response: todo)
        }
        let stored = await store.add(todo)
        var headers = HTTPFields()
        headers[.location] = "/todos/\(stored.id ?? 0)"
        return EditedResponse(status: .created, headers: headers, response: stored)
    }

    todos.get(":id") { _, context -> Todo in
        let id = try context.parameters.require("id", as: Int.self)
        guard let todo = await store.todo(id) else { throw notFound(id) }
        return todo
    }

    todos.patch(":id") { request, context -> Todo in
        let id = try context.parameters.require("id", as: Int.self)
        let decoder = context.requestDecoder
        let body = try await decoder.body(of: request, context: context)
        // The change runs inside the store, so concurrent updates of one todo cannot interleave.
        guard let todo = try await store.update(id, { todo in try decoder.update(todo, from: body) }) else {
            throw notFound(id)
        }
        return todo
    }

    todos.delete(":id") { _, context -> HTTPResponse.Status in
        let id = try context.parameters.require("id", as: Int.self)
        guard await store.remove(id) else { throw notFound(id) }
        return .noContent
    }

    return router
}

private func notFound(_ id: Int) -> ProblemDetails {
    ProblemDetails(status: .notFound, detail: "No todo has the id \(id).")
}
