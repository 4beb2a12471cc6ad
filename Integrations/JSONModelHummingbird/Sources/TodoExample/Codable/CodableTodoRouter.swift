import Foundation
import HTTPTypes
import Hummingbird
import TodoExampleShared

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

// swift-format-ignore: AvoidRetroactiveConformances
// The baseline's structs are shared with the Vapor example, which must not see Hummingbird.
extension CodableTodo: @retroactive ResponseEncodable {}
