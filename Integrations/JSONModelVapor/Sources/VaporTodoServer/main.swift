import TodoExampleShared
import Vapor
import VaporTodoExample

let options = TodoServerOptions.fromCommandLine(program: "todo-server-vapor")
let app = try await makeTodoApplication(
    coders: options.coders,
    host: options.host,
    port: options.port,
    seed: options.seed,
    logLevel: options.logLevel
)
do {
    // Vapor's `serve` command, at the address set above; it returns after SIGINT or SIGTERM.
    try await app.execute()
    try await app.asyncShutdown()
} catch {
    try? await app.asyncShutdown()
    throw error
}
