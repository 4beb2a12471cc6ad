import Foundation
import JSONModelKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Streams a large generated array file with `sequence(fromJSONArrayAt:)` and reports the time
/// and the process's peak memory, to show that memory stays bounded whatever the file size.
public enum StreamingCheck {
    /// What one streaming run measured.
    public struct Result: Sendable {
        /// The size of the streamed file in bytes.
        public var fileSize: Int
        /// How many models were decoded.
        public var modelCount: Int
        /// The time the streaming decode took, in seconds.
        public var seconds: Double
        /// The peak resident memory of the process before streaming (after writing the file).
        public var peakResidentBytesBefore: Int
        /// The peak resident memory of the process after streaming.
        public var peakResidentBytesAfter: Int
    }

    /// Writes a file of about `megabytes` MB (the 10 MB generated fixture's orders, repeated)
    /// into the temporary directory, streams it, and deletes it.
    public static func run(megabytes: Int) async throws -> Result {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("jsonmodelkit-stream-\(ProcessInfo.processInfo.processIdentifier).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let fileSize = try writeFile(at: url, megabytes: megabytes)
        let before = peakResidentBytes()
        let clock = ContinuousClock()
        var count = 0
        let elapsed = try await clock.measure {
            for try await order in GeneratedModels.Order.sequence(fromJSONArrayAt: url) {
                count += order.id > 0 ? 1 : 0
            }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Result(
            fileSize: fileSize,
            modelCount: count,
            seconds: seconds,
            peakResidentBytesBefore: before,
            peakResidentBytesAfter: peakResidentBytes()
        )
    }

    /// Writes the array in pieces, so the file never has to fit in memory.
    private static func writeFile(at url: URL, megabytes: Int) throws -> Int {
        let fixture = generatedFixture(.large)
        // The elements of the fixture: everything between its outer brackets.
        let body = fixture.dropFirst().dropLast(2)
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let target = megabytes * 1_000_000
        var written = 0
        try handle.write(contentsOf: Data("[".utf8))
        while written < target {
            if written > 0 { try handle.write(contentsOf: Data(",\n".utf8)) }
            try handle.write(contentsOf: body)
            written += body.count + 2
        }
        try handle.write(contentsOf: Data("]\n".utf8))
        return written + 3
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
