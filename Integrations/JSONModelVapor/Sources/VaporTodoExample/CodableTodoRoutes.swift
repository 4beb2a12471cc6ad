import TodoExampleShared
import Vapor

/// Adds the baseline's routes: `GET /todos` and `POST /todos` (with `?dry_run=true`), as
/// ``addTodoRoutes(to:store:)`` serves them, with Vapor's default content coders
/// (`JSONDecoder` and `JSONEncoder`) and `Codable` structs.
///
/// - Parameters:
///   - routes: Where to add them.
///   - store: Where the todos are kept.
public func addCodableTodoRoutes(to routes: any RoutesBuilder, store: CodableTodoStore) {
    let todos = routes.grouped("todos")

    todos.get { _ async -> [CodableTodo] in
        await store.all()
    }

    todos.post { request async throws -> Response in
        let todo = try request.content.decode(CodableTodo.self)
        if request.query[String.self, at: "dry_run"] == "true" {
            return try await todo.encodeResponse(for: request)
        }
        return try await store.add(todo).encodeResponse(status: .created, for: request)
    }
}

// swift-format-ignore: AvoidRetroactiveConformances
// The baseline's structs are shared with the Hummingbird example, which must not see Vapor.
extension CodableTodo: @retroactive Content {}
