import Benchmark
import Foundation
import XMLFeedFixtures

// JSONModelXML against XMLCoder on the generated feed of 9.9 MB (XMLCoder, through libxml2,
// refuses 10,000,000 bytes or more in one piece): decode and encode.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = Benchmark.Configuration(
        metrics: [.throughput, .wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(5),
        maxIterations: 50
    )
    let data = FeedGenerator.document(targetByteCount: 9_900_000)

    Benchmark("feed-decode-JSONModelKit") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try FeedOperations.decodeWithJSONModelKit(data))
        }
    }
    Benchmark("feed-decode-XMLCoder") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try FeedOperations.decodeWithXMLCoder(data))
        }
    }
    let model = try? FeedOperations.decodeWithJSONModelKit(data)
    let value = try? FeedOperations.decodeWithXMLCoder(data)
    Benchmark("feed-encode-JSONModelKit") { benchmark in
        guard let model else { return }
        for _ in benchmark.scaledIterations {
            blackHole(try FeedOperations.encodeWithJSONModelKit(model))
        }
    }
    Benchmark("feed-encode-XMLCoder") { benchmark in
        guard let value else { return }
        for _ in benchmark.scaledIterations {
            blackHole(try FeedOperations.encodeWithXMLCoder(value))
        }
    }
}
