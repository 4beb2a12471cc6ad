import Foundation
import HTTPTypes
import Hummingbird
import JSONModelHummingbird
import JSONModelKit
import JSONModelOpenAPI
import TodoExampleShared

/// The example server's routes, on ``TodoRequestContext``, described in its OpenAPI document
/// (served at `GET /openapi.json`).
///
/// - `GET /todos`: every todo (`[Todo]`).
/// - `POST /todos`: a new todo, 201 with the stored todo; `?dry_run=true` validates the body
///   and answers 200 with the decoded todo, without an id, without storing it (the load script
///   uses it so that its store does not grow).
/// - `GET /todos/:id`: one todo, or a 404 problem.
/// - `PATCH /todos/:id`: applies the members present in the body (`update(fromJSONData:)`).
/// - `DELETE /todos/:id`: 204, or a 404 problem.
///
/// Every error is an `application/problem+json` problem (``JSONModelProblemMiddleware``), and
/// a method a path does not have is a 405 with `Allow`.
///
/// - Parameter store: Where the todos are kept.
/// - Returns: The router.
/// - Throws: ``JSONModelError`` if the document cannot be written (a bug).
public func makeTodoRouter(store: TodoStore) throws -> Router<TodoRequestContext> {
    let router = Router(context: TodoRequestContext.self)
    let routes = addTodoRoutes(to: router, store: store)
    try routes.addDocumentRoute()
    return router
}

/// Adds the example's routes, described, to a router: what ``makeTodoRouter(store:)`` serves,
/// without the document's own route.
///
/// - Parameters:
///   - router: The router.
///   - store: Where the todos are kept.
/// - Returns: The routes, whose `document` describes them.
public func addTodoRoutes(
    to router: Router<TodoRequestContext>,
    store: TodoStore
) -> OpenAPIRoutes<TodoRequestContext> {
    router.add(middleware: JSONModelProblemMiddleware())
    var document = OpenAPIDocument(
        title: "Todos",
        version: "1.0.0",
        description: "The JSONModelKit example server (todo-server)."
    )
    // The schemas say what the context's decoder accepts: unknown keys are rejected.
    document.coder = JSONModelCoder(decodingOptions: TodoRequestContext.decodingOptions)
    let routes = OpenAPIRoutes(router, document: document)
    let todos = routes.group("todos")
    let id = OpenAPIDocument.Parameter.path("id", Int.self, description: "The todo's id.")

    todos.get(openAPI: OperationDescription(summary: "List every todo", response: [Todo].self)) { _, _ -> [Todo] in
        await store.all()
    }

    todos.post(
        openAPI: OperationDescription(
            summary: "Create a todo",
            parameters: [
                .query("dry_run", Bool.self, description: "Validate the body and answer it, without storing it.")
            ],
            requestBody: Todo.self,
            response: Todo.self,
            status: 201,
            additionalStatuses: [200]
        )
    ) { request, context -> EditedResponse<Todo> in
        let dryRun = try dryRunParameter(of: request)
        let todo = try await request.decode(as: Todo.self, context: context)
        if dryRun {
            // Not stored, so it has no id: a client id would name a todo that does not exist.
            todo.id = nil
            return EditedResponse(status: .ok, response: todo)
        }
        let stored = await store.add(todo)
        var headers = HTTPFields()
        headers[.location] = "/todos/\(stored.id ?? 0)"
        return EditedResponse(status: .created, headers: headers, response: stored)
    }

    todos.get(":id", openAPI: OperationDescription(summary: "Read a todo", parameters: [id], response: Todo.self)) {
        _,
        context -> Todo in
        let id = try todoID(context)
        guard let todo = await store.todo(id) else { throw notFound(id) }
        return todo
    }

    todos.patch(
        ":id",
        openAPI: OperationDescription(
            summary: "Change the members of a todo present in the body",
            parameters: [id],
            requestBody: Todo.self,
            response: Todo.self,
            partialRequestBody: true
        )
    ) { request, context -> Todo in
        let id = try todoID(context)
        let decoder = context.requestDecoder
        let body = try await decoder.body(of: request, context: context)
        // The change runs inside the store, so concurrent updates of one todo cannot interleave.
        guard let todo = try await store.update(id, { todo in try decoder.update(todo, from: body) }) else {
            throw notFound(id)
        }
        return todo
    }

    todos.delete(":id", openAPI: OperationDescription(summary: "Delete a todo", parameters: [id])) {
        _,
        context -> HTTPResponse.Status in
        let id = try todoID(context)
        guard await store.remove(id) else { throw notFound(id) }
        return .noContent
    }

    return routes
}

/// The `dry_run` query member, read as JSONModelKit reads a `Bool` (the document describes it
/// so): `true` or `1`, `false` or `0`, or absent (`false`).
///
/// - Throws: A 400 ``ProblemDetails`` for any other value.
private func dryRunParameter(of request: Request) throws -> Bool {
    switch request.uri.queryParameters.get("dry_run") {
    case nil, "false", "0": return false
    case "true", "1": return true
    case let text?:
        throw ProblemDetails(status: .badRequest, detail: "dry_run must be true or false, not \"\(text)\".")
    }
}

/// The `:id` of the path, read as the document describes it: a JSON integer, so `7`, and also
/// `7.0` or `7e0`, which JSON Schema's `integer` includes (Hummingbird's own
/// `parameters.require(_:as:)` takes only `7`).
///
/// - Throws: A 400 ``ProblemDetails`` when it is not an integer in `Int`'s range.
private func todoID(_ context: TodoRequestContext) throws -> Int {
    let text = try context.parameters.require("id")
    if let id = Int(text) ?? (try? JSONValue(parsing: text))?.intValue {
        return id
    }
    throw ProblemDetails(status: .badRequest, detail: "The id \"\(text)\" is not an integer.")
}

private func notFound(_ id: Int) -> ProblemDetails {
    ProblemDetails(status: .notFound, detail: "No todo has the id \(id).")
}
