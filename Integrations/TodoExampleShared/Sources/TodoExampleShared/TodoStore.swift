import Foundation
import JSONModelKit

/// The example server's in-memory todos.
///
/// Models are mutable classes, so the store never hands out the instances it keeps: every
/// todo that leaves it is a copy (`sending`: the caller owns it), and every todo that enters it
/// is given up by the caller. Changes run inside the actor, so two requests that change the
/// same todo cannot lose one another's update.
public actor TodoStore {
    private var todos: [Int: Todo] = [:]
    private var nextID = 1

    /// Creates an empty store.
    public init() {}

    /// All todos, by id.
    ///
    /// - Returns: Copies of the stored todos.
    public func all() -> sending [Todo] {
        var result: [Todo] = []
        result.reserveCapacity(todos.count)
        for id in todos.keys.sorted() {
            if let todo = todos[id] {
                result.append(todo.copy())
            }
        }
        return result
    }

    /// The todo with an id.
    ///
    /// - Parameter id: The todo's id.
    /// - Returns: A copy of the todo, or `nil` when there is none.
    public func todo(_ id: Int) -> sending Todo? {
        todos[id]?.copy()
    }

    /// Stores a new todo, giving it the next id and the current time as `createdAt`.
    ///
    /// - Parameter todo: The todo; the store keeps it.
    /// - Returns: A copy of the stored todo.
    public func add(_ todo: sending Todo) -> sending Todo {
        todo.id = nextID
        todo.createdAt = todo.createdAt ?? Date()
        todos[nextID] = todo
        nextID += 1
        return todo.copy()
    }

    /// Stores sample todos (``TodoSamples/seedJSON(_:)``), as ``add(_:)`` does.
    ///
    /// - Parameter count: How many.
    /// - Throws: ``JSONModelError`` if a sample does not decode (a bug).
    public func addSamples(_ count: Int) throws(JSONModelError) {
        for index in 0..<count {
            _ = add(try Todo.fromJSONString(TodoSamples.seedJSON(index)))
        }
    }

    /// Changes a stored todo in place.
    ///
    /// - Parameters:
    ///   - id: The todo's id.
    ///   - change: Applies the change; when it throws, it must leave the todo as it was (as
    ///     JSONModelKit's `update(fromJSONData:)` does).
    /// - Returns: A copy of the changed todo, or `nil` when there is none.
    /// - Throws: What `change` throws.
    public func update(_ id: Int, _ change: @Sendable (Todo) throws -> Void) throws -> sending Todo? {
        guard let todo = todos[id] else { return nil }
        try change(todo)
        // The id is the store's: an update cannot move a todo.
        todo.id = id
        return todo.copy()
    }

    /// Removes a todo.
    ///
    /// - Parameter id: The todo's id.
    /// - Returns: Whether there was one.
    public func remove(_ id: Int) -> Bool {
        todos.removeValue(forKey: id) != nil
    }
}
