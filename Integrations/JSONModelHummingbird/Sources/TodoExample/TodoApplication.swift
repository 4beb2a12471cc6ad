import Foundation
import Hummingbird
import JSONModelKit
import Logging
import TodoExampleShared

/// Builds the example server.
///
/// - Parameters:
///   - coders: Which coders and models serve the routes.
///   - host: The address to listen on.
///   - port: The port; 0 picks a free one.
///   - seed: How many sample todos (``TodoSamples/seedJSON(_:)``) to store first.
///   - logLevel: The server's log level.
/// - Returns: The application, ready to run.
/// - Throws: ``JSONModelError`` or `DecodingError` if a sample does not decode, or the OpenAPI
///   document cannot be written (a bug either way).
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
        try await store.addSamples(seed)
        return Application(router: try makeTodoRouter(store: store), configuration: configuration, logger: logger)
    case .codable:
        let store = CodableTodoStore()
        try await store.addSamples(seed)
        return Application(router: makeCodableTodoRouter(store: store), configuration: configuration, logger: logger)
    }
}
