import Foundation
import JSONModelKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Streams a large generated file through each streaming sequence, from a nonisolated task and
/// from the main actor, and compares the throughput with decoding the same kind of elements
/// in memory; reports the process's peak memory, to show that it stays bounded whatever the
/// file size.
public enum StreamingCheck {
    /// Which sequence reads the file.
    public enum Source: String, CaseIterable, Sendable {
        /// `sequence(fromJSONArrayAt:)`, a top-level array in a file.
        case file = "sequence(fromJSONArrayAt:)"
        /// `sequence(fromJSONArrayBytes:)` over ``AsyncFileBytes``.
        case bytes = "sequence(fromJSONArrayBytes:)"
        /// `sequence(fromJSONLinesBytes:)` over ``AsyncFileBytes`` of a JSON Lines file.
        case lines = "sequence(fromJSONLinesBytes:)"
    }

    /// Where the `for try await` loop runs.
    public enum Caller: String, CaseIterable, Sendable {
        /// A nonisolated async function: the loop runs on the global concurrent executor.
        case nonisolated
        /// The main actor, as in an app's view model.
        case mainActor = "main actor"
    }

    /// One streaming run.
    public struct Row: Sendable {
        /// The sequence.
        public var source: Source
        /// Where the loop ran.
        public var caller: Caller
        /// The size of the streamed file in bytes.
        public var fileSize: Int
        /// How many models were decoded.
        public var modelCount: Int
        /// The time the streaming decode took, in seconds.
        public var seconds: Double

        /// Input megabytes (10^6 bytes) per second.
        public var megabytesPerSecond: Double { Double(fileSize) / seconds / 1e6 }
    }

    /// Everything one `--stream-mb` run measured.
    public struct Result: Sendable {
        /// One row per source and caller.
        public var rows: [Row]
        /// `arrayFromJSONData` on the 10 MB generated fixture (the same orders), MB/s.
        public var inMemoryMegabytesPerSecond: Double
        /// The peak resident memory of the process after writing the files, before streaming.
        public var peakResidentBytesBefore: Int
        /// The peak resident memory after all the streaming runs (before the in-memory one).
        public var peakResidentBytesAfter: Int
    }

    /// Writes an array file and a JSON Lines file of about `megabytes` MB each (the 10 MB
    /// generated fixture's orders, repeated) into the temporary directory, streams them with
    /// each source from each caller, and deletes them.
    ///
    /// - Parameters:
    ///   - megabytes: The size of each file.
    ///   - runs: The sequences to measure and where to run their loops, in order.
    /// - Returns: The rows, the in-memory reference and the peak memory.
    /// - Throws: A file or decoding error.
    public static func run(
        megabytes: Int,
        runs: [(source: Source, caller: Caller)] = Source.allCases.flatMap { source in
            Caller.allCases.map { (source, $0) }
        }
    ) async throws -> Result {
        let directory = FileManager.default.temporaryDirectory
        let stem = "jsonmodelkit-stream-\(ProcessInfo.processInfo.processIdentifier)"
        let arrayURL = directory.appendingPathComponent(stem + ".json")
        let linesURL = directory.appendingPathComponent(stem + ".jsonl")
        defer {
            try? FileManager.default.removeItem(at: arrayURL)
            try? FileManager.default.removeItem(at: linesURL)
        }
        let arraySize = try writeFile(at: arrayURL, megabytes: megabytes, lines: false)
        let linesSize =
            runs.contains { $0.source == .lines } ? try writeFile(at: linesURL, megabytes: megabytes, lines: true) : 0
        let before = peakResidentBytes()
        var rows: [Row] = []
        for (source, caller) in runs {
            do {
                let url = source == .lines ? linesURL : arrayURL
                let clock = ContinuousClock()
                var count = 0
                let elapsed = try await clock.measure {
                    switch caller {
                    case .nonisolated: count = try await stream(source, url: url, on: nil)
                    case .mainActor: count = try await stream(source, url: url, on: MainActor.shared)
                    }
                }
                rows.append(
                    Row(
                        source: source,
                        caller: caller,
                        fileSize: source == .lines ? linesSize : arraySize,
                        modelCount: count,
                        seconds: seconds(elapsed)
                    )
                )
            }
        }
        let after = peakResidentBytes()
        return Result(
            rows: rows,
            inMemoryMegabytesPerSecond: try inMemoryMegabytesPerSecond(),
            peakResidentBytesBefore: before,
            peakResidentBytesAfter: after
        )
    }

    /// The loop, run on `actor`'s executor, or on the global concurrent executor when `actor`
    /// is `nil`.
    private static func stream(
        _ source: Source,
        url: URL,
        on actor: isolated (any Actor)?
    ) async throws -> Int {
        var count = 0
        switch source {
        case .file:
            for try await order in GeneratedModels.Order.sequence(fromJSONArrayAt: url) {
                count += order.id > 0 ? 1 : 0
            }
        case .bytes:
            for try await order in GeneratedModels.Order.sequence(fromJSONArrayBytes: AsyncFileBytes(url: url)) {
                count += order.id > 0 ? 1 : 0
            }
        case .lines:
            for try await order in GeneratedModels.Order.sequence(fromJSONLinesBytes: AsyncFileBytes(url: url)) {
                count += order.id > 0 ? 1 : 0
            }
        }
        return count
    }

    /// `arrayFromJSONData` on the 10 MB fixture, best of 3, in MB/s.
    private static func inMemoryMegabytesPerSecond() throws -> Double {
        let data = generatedFixture(.large)
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<3 {
            let elapsed = try clock.measure { _ = try GeneratedModels.Order.arrayFromJSONData(data) }
            best = min(best, seconds(elapsed))
        }
        return Double(data.count) / best / 1e6
    }

    /// Writes the file in pieces, so it never has to fit in memory: an array, or one order
    /// per line.
    private static func writeFile(at url: URL, megabytes: Int, lines: Bool) throws -> Int {
        let fixture = generatedFixture(.large)
        // The elements of the fixture: everything between its outer brackets, one per line.
        let body = fixture.dropFirst().dropLast(2)
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        // ",\n" between orders becomes "\n" in JSON Lines.
        let piece =
            lines ? Data(String(decoding: body, as: UTF8.self).replacingOccurrences(of: ",\n", with: "\n").utf8) : body
        let target = megabytes * 1_000_000
        var written = 0
        if !lines { try handle.write(contentsOf: Data("[".utf8)) }
        while written < target {
            if written > 0 { try handle.write(contentsOf: Data((lines ? "\n" : ",\n").utf8)) }
            try handle.write(contentsOf: piece)
            written += piece.count + (lines ? 1 : 2)
        }
        try handle.write(contentsOf: Data((lines ? "\n" : "]\n").utf8))
        return written + (lines ? 1 : 3)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The process's peak resident memory so far, in bytes.
    private static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
            let who = RUSAGE_SELF.rawValue
        #else
            let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        #if canImport(Darwin)
            return Int(usage.ru_maxrss)  // bytes on Darwin
        #else
            return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
    }
}
