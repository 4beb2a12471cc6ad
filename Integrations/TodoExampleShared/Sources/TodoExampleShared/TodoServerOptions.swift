import Foundation
import Logging

/// The command line of the example servers (`todo-server`, `todo-server-vapor`).
///
/// ```
/// usage: todo-server [--host HOST] [--port PORT] [--coders jsonmodel|codable] [--seed N] [--log-level LEVEL]
///        todo-server --print-sample-body
/// ```
public struct TodoServerOptions: Sendable, Equatable {
    /// The address to listen on.
    public var host = "127.0.0.1"
    /// The port; 0 picks a free one.
    public var port = 8080
    /// Which coders and models serve the routes.
    public var coders = TodoCoders.jsonmodel
    /// How many sample todos to store first.
    public var seed = 0
    /// The server's log level.
    public var logLevel = Logger.Level.info
    /// Print ``TodoSamples/largeBody`` instead of serving (for the load scripts).
    public var printSampleBody = false
    /// Print the usage instead of serving.
    public var printHelp = false

    /// A command-line argument the servers do not accept.
    public struct UsageError: Error, Equatable {
        /// What is wrong, such as `bad port x`.
        public var message: String

        /// Creates an error.
        ///
        /// - Parameter message: What is wrong.
        public init(message: String) {
            self.message = message
        }
    }

    /// The settings of a server started without arguments.
    public init() {}

    /// Reads the command line.
    ///
    /// - Parameter arguments: The arguments, without the program's name.
    /// - Throws: ``UsageError`` for an unknown argument or a bad value.
    public init(parsing arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        func value(of option: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else { throw UsageError(message: "\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--host": host = try value(of: argument)
            case "--port":
                let text = try value(of: argument)
                guard let number = Int(text), (0...65_535).contains(number) else {
                    throw UsageError(message: "bad port \(text)")
                }
                port = number
            case "--coders":
                let name = try value(of: argument)
                guard let chosen = TodoCoders(rawValue: name) else {
                    throw UsageError(message: "unknown coders \(name)")
                }
                coders = chosen
            case "--seed":
                let text = try value(of: argument)
                guard let count = Int(text), count >= 0 else { throw UsageError(message: "bad seed count \(text)") }
                seed = count
            case "--log-level":
                let name = try value(of: argument)
                guard let level = Logger.Level(rawValue: name) else {
                    throw UsageError(message: "unknown log level \(name)")
                }
                logLevel = level
            case "--print-sample-body": printSampleBody = true
            case "--help", "-h": printHelp = true
            default: throw UsageError(message: "unknown argument \(argument)")
            }
        }
    }

    /// Reads the process's command line, and answers what needs no server: prints the usage and
    /// exits with status 0 after `--help` (2 after a bad argument), prints the sample body and
    /// exits after `--print-sample-body`.
    ///
    /// - Parameter program: The server's name, for the usage.
    /// - Returns: The settings of the server to start.
    public static func fromCommandLine(program: String) -> TodoServerOptions {
        let options: TodoServerOptions
        do {
            options = try TodoServerOptions(parsing: Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("\(program): \(error.message)\n\(usage(program: program))\n".utf8))
            exit(2)
        }
        if options.printHelp {
            print(usage(program: program))
            exit(0)
        }
        if options.printSampleBody {
            print(TodoSamples.largeBody)
            exit(0)
        }
        return options
    }

    /// The usage text.
    ///
    /// - Parameter program: The server's name.
    /// - Returns: The text, two lines.
    public static func usage(program: String) -> String {
        """
        usage: \(program) [--host HOST] [--port PORT] [--coders jsonmodel|codable] [--seed N] [--log-level LEVEL]
               \(program) --print-sample-body
        """
    }
}
