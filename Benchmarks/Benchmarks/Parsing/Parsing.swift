import Benchmark
import BenchmarkSupport

// Parse-only validation with JSONValue.validate: the strict reader, no values built. Foundation
// has no validate-only call; JSONSerialization, its nearest equivalent, runs beside it.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = FixtureBenchmarks.configuration

    FixtureBenchmarks.register(operation: "validate", library: "JSONModelKit") { fixture in
        { try fixture.operations.validateWithJSONModelKit(fixture.data) }
    }
    FixtureBenchmarks.register(operation: "validate", library: "Foundation") { fixture in
        { try fixture.operations.validateWithFoundation(fixture.data) }
    }
}
