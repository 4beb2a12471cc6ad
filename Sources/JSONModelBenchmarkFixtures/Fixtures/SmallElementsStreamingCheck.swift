import Foundation
import JSONModelKit

/// Streams an array of many small objects from a file and decodes the same bytes in memory:
/// the case where a document's fixed costs per element would show.
public enum SmallElementsStreamingCheck {
    /// A small object: about 100 bytes of JSON with five fields.
    final class Reading: JSONModel {
        var id = 0
        var sensor = ""
        var value = 0.0
        var ok = false
        var tags: [String] = []
    }

    /// What one run measured.
    public struct Result: Sendable {
        /// The file's size in bytes.
        public var fileSize: Int
        /// How many objects it holds.
        public var count: Int
        /// `arrayFromJSONData` on the file's bytes, best of 3, in seconds.
        public var inMemorySeconds: Double
        /// `sequence(fromJSONArrayAt:)` on the file, best of 3, in seconds.
        public var streamedSeconds: Double
    }

    /// Writes `count` small objects as an array to a temporary file, decodes it both ways
    /// three times each (alternating), and deletes it.
    public static func run(count: Int = 320_000) async throws -> Result {
        var text = "["
        text.reserveCapacity(count * 110)
        for index in 0..<count {
            if index > 0 { text += ",\n" }
            text += #"{"id": \#(index), "sensor": "sensor-\#(index % 97)-north-wing", "value": "#
            text += #"\#(Double(index) * 0.25), "ok": \#(index % 3 == 0), "tags": ["a\#(index % 7)", "b"]}"#
        }
        text += "]"
        let data = Data(text.utf8)
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("jsonmodelkit-small-\(ProcessInfo.processInfo.processIdentifier).json")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let clock = ContinuousClock()
        var inMemory = Double.infinity
        var streamed = Double.infinity
        for _ in 0..<3 {
            var decoded = 0
            inMemory = min(inMemory, seconds(try clock.measure { decoded = try Reading.arrayFromJSONData(data).count }))
            var seen = 0
            let start = clock.now
            for try await reading in Reading.sequence(fromJSONArrayAt: url) { seen += reading.id >= 0 ? 1 : 0 }
            streamed = min(streamed, seconds(clock.now - start))
            guard decoded == count, seen == count else {
                throw CocoaError(.coderValueNotFound, userInfo: [NSDebugDescriptionErrorKey: "\(decoded), \(seen)"])
            }
        }
        return Result(fileSize: data.count, count: count, inMemorySeconds: inMemory, streamedSeconds: streamed)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
