import Foundation

/// Runs a command and collects its exit status and output: how the tests run `swift`, the
/// `jsonmodel` executable and the Python validators.
public enum ProcessRunner {
    /// The outcome of a command.
    public struct Result: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output.
        public var output: String
        /// Standard error.
        public var errorOutput: String
    }

    /// Runs `arguments` through `/usr/bin/env` (so `swift` is found on `PATH`).
    ///
    /// - Parameters:
    ///   - arguments: The command and its arguments.
    ///   - input: A file to read standard input from; none by default.
    /// - Returns: The exit status and what the process wrote.
    /// - Throws: When the process cannot be started.
    public static func run(_ arguments: [String], input: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        // Output goes to files, not pipes, so a chatty build cannot fill a pipe buffer and stall.
        let outputURL = temporaryFile()
        let errorURL = temporaryFile()
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }
        let output = try FileHandle(forWritingTo: outputURL)
        let errorOutput = try FileHandle(forWritingTo: errorURL)
        process.standardOutput = output
        process.standardError = errorOutput
        process.standardInput = try input.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errorOutput.close()
        return Result(
            status: process.terminationStatus,
            output: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
            errorOutput: (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
        )
    }

    /// Runs `arguments` with `input` on standard input.
    ///
    /// - Parameters:
    ///   - arguments: The command and its arguments.
    ///   - input: What the command reads, written to a file first.
    /// - Returns: The exit status and what the process wrote.
    /// - Throws: When the input cannot be written or the process cannot be started.
    public static func run(_ arguments: [String], input: Data) throws -> Result {
        let inputURL = temporaryFile()
        defer { try? FileManager.default.removeItem(at: inputURL) }
        try input.write(to: inputURL)
        return try run(arguments, input: inputURL)
    }

    private static func temporaryFile() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "jsonmodel-test-\(UUID().uuidString).log"
        )
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        return url
    }
}
