import Logging
import Testing
import TodoExampleShared

/// The example servers' command line.
@Suite struct TodoServerOptionsTests {
    @Test func everyOptionIsRead() throws {
        let options = try TodoServerOptions(parsing: [
            "--host", "0.0.0.0", "--port", "9000", "--coders", "codable", "--seed", "3", "--log-level", "debug",
        ])
        var expected = TodoServerOptions()
        expected.host = "0.0.0.0"
        expected.port = 9000
        expected.coders = .codable
        expected.seed = 3
        expected.logLevel = .debug
        #expect(options == expected)
        #expect(try TodoServerOptions(parsing: []) == TodoServerOptions())
        #expect(try TodoServerOptions(parsing: ["--help"]).printHelp)
        #expect(try TodoServerOptions(parsing: ["--print-sample-body"]).printSampleBody)
    }

    @Test(arguments: [
        (["--port"], "--port needs a value"),
        (["--port", "x"], "bad port x"),
        (["--port", "70000"], "bad port 70000"),
        (["--coders", "fast"], "unknown coders fast"),
        (["--seed", "-1"], "bad seed count -1"),
        (["--log-level", "loud"], "unknown log level loud"),
        (["--verbose"], "unknown argument --verbose"),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], message: String) {
        #expect(throws: TodoServerOptions.UsageError(message: message)) {
            try TodoServerOptions(parsing: arguments)
        }
    }

    @Test func theUsageNamesTheProgram() {
        let usage = TodoServerOptions.usage(program: "todo-server-vapor")
        #expect(usage.hasPrefix("usage: todo-server-vapor [--host HOST] [--port PORT] [--coders jsonmodel|codable]"))
        #expect(usage.contains("todo-server-vapor --print-sample-body"))
    }
}
