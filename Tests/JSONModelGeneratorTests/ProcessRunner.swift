import Foundation

/// Runs a command and collects its exit status and combined output.
enum ProcessRunner {
    /// The outcome of a command.
    struct Result {
        /// The exit status.
        var status: Int32
        /// Standard output and standard error, interleaved.
        var output: String
    }

    /// Runs `arguments` through `/usr/bin/env` (so `swift` is found on `PATH`), in `directory`.
    static func run(_ arguments: [String], in directory: URL? = nil, input: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // Output goes to a file, not a pipe, so a chatty build cannot fill a pipe buffer and stall.
        let logURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("jsonmodel-test-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: logURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: logURL) }
        let log = try FileHandle(forWritingTo: logURL)
        process.standardOutput = log
        process.standardError = log
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(input) }
        try inputPipe.fileHandleForWriting.close()
        process.waitUntilExit()
        try log.close()
        let output = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, output: output)
    }
}
