import Foundation
import Hummingbird
import Logging
import TodoExample

let usage = """
    usage: todo-server [--host HOST] [--port PORT] [--coders jsonmodel|codable] [--seed N] [--log-level LEVEL]
           todo-server --print-sample-body
    """

/// The command line's settings.
struct ServerOptions {
    var host = "127.0.0.1"
    var port = 8080
    var coders = TodoCoders.jsonmodel
    var seed = 0
    var logLevel = Logger.Level.info
    var printSampleBody = false

    /// Reads the arguments; ends the process with status 2 on a bad one.
    init(arguments: [String]) {
        var remaining = arguments[...]
        func value(of option: String) -> String {
            guard let value = remaining.popFirst() else { fail("\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--host": host = value(of: argument)
            case "--port":
                let text = value(of: argument)
                guard let number = Int(text) else { fail("bad port \(text)") }
                port = number
            case "--coders":
                let name = value(of: argument)
                guard let chosen = TodoCoders(rawValue: name) else { fail("unknown coders \(name)") }
                coders = chosen
            case "--seed":
                let text = value(of: argument)
                guard let count = Int(text), count >= 0 else { fail("bad seed count \(text)") }
                seed = count
            case "--log-level":
                let name = value(of: argument)
                guard let level = Logger.Level(rawValue: name) else { fail("unknown log level \(name)") }
                logLevel = level
            case "--print-sample-body": printSampleBody = true
            case "--help", "-h":
                print(usage)
                exit(0)
            default: fail("unknown argument \(argument)")
            }
        }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("todo-server: \(message)\n\(usage)\n".utf8))
    exit(2)
}

let options = ServerOptions(arguments: Array(CommandLine.arguments.dropFirst()))
if options.printSampleBody {
    print(TodoSamples.largeBody)
} else {
    let app = try await makeTodoApplication(
        coders: options.coders,
        host: options.host,
        port: options.port,
        seed: options.seed,
        logLevel: options.logLevel
    )
    try await app.runService()
}
