import Hummingbird
import TodoExample

let options = TodoServerOptions.fromCommandLine(program: "todo-server")
let app = try await makeTodoApplication(
    coders: options.coders,
    host: options.host,
    port: options.port,
    seed: options.seed,
    logLevel: options.logLevel
)
try await app.runService()
