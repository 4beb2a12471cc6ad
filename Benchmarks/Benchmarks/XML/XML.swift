import Benchmark
import Foundation
import XMLFeedFixtures

// JSONModelXML against XMLCoder on the generated 10 MB feed: decode and encode.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = Benchmark.Configuration(
        metrics: [.throughput, .wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(5),
        maxIterations: 50
    )
    let data = FeedGenerator.document(targetByteCount: 10_000_000)

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
