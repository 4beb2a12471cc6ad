import Foundation

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

    /// Stores sample todos (``TodoSamples/seedJSON(_:)``), as ``add(_:)`` does.
    ///
    /// - Parameter count: How many.
    /// - Throws: `DecodingError` if a sample does not decode (a bug).
    public func addSamples(_ count: Int) throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        for index in 0..<count {
            _ = add(try decoder.decode(CodableTodo.self, from: Data(TodoSamples.seedJSON(index).utf8)))
        }
    }
}
