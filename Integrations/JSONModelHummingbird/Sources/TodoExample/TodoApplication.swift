import Foundation
import Hummingbird
import JSONModelKit
import Logging

/// Which coders the example server uses.
public enum TodoCoders: String, Sendable, CaseIterable {
    /// JSONModelKit's coders and `Todo` models (``makeTodoRouter(store:)``).
    case jsonmodel
    /// Hummingbird's default `JSONDecoder`/`JSONEncoder` and `Codable` structs
    /// (``makeCodableTodoRouter(store:)``), the load script's baseline.
    case codable
}

/// Builds the example server.
///
/// - Parameters:
///   - coders: Which coders and models serve the routes.
///   - host: The address to listen on.
///   - port: The port; 0 picks a free one.
///   - seed: How many sample todos (``TodoSamples/seedJSON(_:)``) to store first.
///   - logLevel: The server's log level.
/// - Returns: The application, ready to run.
/// - Throws: ``JSONModelError`` or `DecodingError` if a sample does not decode (a bug).
public func makeTodoApplication(
    coders: TodoCoders = .jsonmodel,
    host: String = "127.0.0.1",
    port: Int = 8080,
    seed: Int = 0,
    logLevel: Logger.Level = .info
) async throws -> any ApplicationProtocol {
    var logger = Logger(label: "todo-server")
    logger.logLevel = logLevel
    let configuration = ApplicationConfiguration(address: .hostname(host, port: port), serverName: "todo-server")
    switch coders {
    case .jsonmodel:
        let store = TodoStore()
        for index in 0..<seed {
            _ = await store.add(try Todo.fromJSONString(TodoSamples.seedJSON(index)))
        }
        return Application(router: makeTodoRouter(store: store), configuration: configuration, logger: logger)
    case .codable:
        let store = CodableTodoStore()
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        for index in 0..<seed {
            _ = await store.add(try decoder.decode(CodableTodo.self, from: Data(TodoSamples.seedJSON(index).utf8)))
        }
        return Application(router: makeCodableTodoRouter(store: store), configuration: configuration, logger: logger)
    }
}
