import Foundation

/// The peer benchmark script (`Benchmarks/Peers/msgspec_peer.py --serve`), running beside
/// `jsonmodel-bench`, one command per line.
///
/// The script times msgspec in its own Python process, one sample per request, so that the two
/// libraries take turns on the same machine in the same minute. It creates its own virtual
/// environment under `.build-peers/` on first use.
final class PeerProcess {
    /// A failure of the script or of the conversation with it.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var pending = Data()
    /// The script's first answer: msgspec's and Python's versions.
    private(set) var versions = ""

    /// Starts `python3 SCRIPT --serve --corpus DIR` and waits for its greeting.
    ///
    /// - Throws: `Failure` when Python cannot start or the script does not greet.
    init(script: URL, corpusDirectory: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--serve", "--corpus", corpusDirectory.path]
        process.standardInput = input
        process.standardOutput = output
        // Progress (creating the virtual environment, installing msgspec) shows as it happens.
        process.standardError = FileHandle.standardError
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot start python3 \(script.path): \(error)")
        }
        let greeting = try readAnswer()
        versions = "msgspec \(greeting["msgspec"] as? String ?? "?"), Python \(greeting["python"] as? String ?? "?")"
    }

    /// Sends one command and answers the script's reply.
    ///
    /// - Throws: `Failure` when the script exits or answers `"ok": false`.
    func send(_ command: String) throws -> [String: Any] {
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
        let answer = try readAnswer()
        guard answer["ok"] as? Bool == true else {
            throw Failure(description: "\(command): \(answer["error"] as? String ?? "failed")")
        }
        return answer
    }

    /// Ends the script.
    func stop() {
        input.fileHandleForWriting.write(Data("quit\n".utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    private func readAnswer() throws -> [String: Any] {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[pending.startIndex..<newline]
                pending = Data(pending[(newline + 1)...])
                guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else {
                    throw Failure(description: "unexpected answer: \(String(decoding: line, as: UTF8.self))")
                }
                return object
            }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else {
                throw Failure(description: "the peer script ended (see its messages above)")
            }
            pending.append(chunk)
        }
    }
}
