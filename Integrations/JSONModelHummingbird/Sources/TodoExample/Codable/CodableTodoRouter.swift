import Foundation
import HTTPTypes
import Hummingbird

/// The baseline's store: `Codable` structs are values, so they leave it without copies.
public actor CodableTodoStore {
    private var todos: [Int: CodableTodo] = [:]
    private var nextID = 1

    /// Creates an empty store.
    public init() {}

    /// All todos, by id.
    ///
    /// - Returns: The todos.
    public func all() -> [CodableTodo] {
        todos.keys.sorted().compactMap { todos[$0] }
    }

    /// Stores a new todo with the next id.
    ///
    /// - Parameter todo: The todo.
    /// - Returns: The stored todo.
    public func add(_ todo: CodableTodo) -> CodableTodo {
        var stored = todo
        stored.id = nextID
        stored.createdAt = stored.createdAt ?? Date()
        todos[nextID] = stored
        nextID += 1
        return stored
    }
}

/// The baseline's routes: `GET /todos` and `POST /todos` (with `?dry_run=true`), as
/// ``makeTodoRouter(store:)`` serves them, on Hummingbird's `BasicRequestContext` with its
/// default `JSONDecoder` and `JSONEncoder`.
///
/// - Parameter store: Where the todos are kept.
/// - Returns: The router.
public func makeCodableTodoRouter(store: CodableTodoStore) -> Router<BasicRequestContext> {
    let router = Router(context: BasicRequestContext.self)
    let todos = router.group("todos")

    todos.get { _, _ -> [CodableTodo] in
        await store.all()
    }

    todos.post { request, context -> EditedResponse<CodableTodo> in
        let todo = try await request.decode(as: CodableTodo.self, context: context)
        if request.uri.queryParameters.get("dry_run") == "true" {
            return EditedResponse(status: .ok, response: todo)
        }
        let stored = await store.add(todo)
        return EditedResponse(status: .created, response: stored)
    }

    return router
}

extension CodableTodo: ResponseEncodable {}
