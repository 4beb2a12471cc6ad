import Benchmark
import BenchmarkSupport

// Encoding a decoded document to compact JSON: JSONModelKit vs JSONEncoder. The model is
// decoded in setup; only the encode is measured.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = FixtureBenchmarks.configuration

    FixtureBenchmarks.register(operation: "encode", library: "JSONModelKit") { fixture in
        let encode = try fixture.operations.prepareEncodingWithJSONModelKit(fixture.data)
        return { try encode() }
    }
    FixtureBenchmarks.register(operation: "encode", library: "Foundation") { fixture in
        let encode = try fixture.operations.prepareEncodingWithFoundation(fixture.data)
        return { try encode() }
    }
}
