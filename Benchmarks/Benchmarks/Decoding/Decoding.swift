import Benchmark
import BenchmarkSupport

// Decoding a whole document into models: JSONModel classes vs Codable structs with JSONDecoder.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = FixtureBenchmarks.configuration

    FixtureBenchmarks.register(operation: "decode", library: "JSONModelKit") { fixture in
        { try fixture.operations.decodeWithJSONModelKit(fixture.data) }
    }
    FixtureBenchmarks.register(operation: "decode", library: "Foundation") { fixture in
        { try fixture.operations.decodeWithFoundation(fixture.data) }
    }
}
