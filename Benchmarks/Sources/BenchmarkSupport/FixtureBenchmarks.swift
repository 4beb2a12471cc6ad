import Benchmark
import Foundation
import JSONModelBenchmarkFixtures

/// Registers one benchmark per fixture for an operation and a library.
///
/// Benchmarks are named `<fixture>-<operation>-<library>`, for example
/// `twitter-decode-JSONModelKit`. Loading the fixture and any preparation (decoding the model
/// that an encode benchmark writes) happen in the benchmark's setup, outside the measured
/// closure; teardown releases them, so each benchmark's peak memory holds only its own fixture.
public enum FixtureBenchmarks {
    /// Throughput (calls per second: multiply by the fixture's size for bytes per second),
    /// wall clock, allocations and peak memory.
    public static var configuration: Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: [.throughput, .wallClock, .mallocCountTotal, .peakMemoryResident],
            warmupIterations: 3,
            maxDuration: .seconds(2),
            maxIterations: 1_000
        )
    }

    /// The corpus directory: `$JSONMODELKIT_CORPUS`, else `shared/data` beside the repository
    /// (the benchmark executables run in `Benchmarks/` or in the repository root).
    static var corpusDirectory: URL? {
        CorpusLocator.directory(commandLineValue: nil, fallbacks: ["../../shared/data", "../shared/data"])
    }

    /// Registers `<fixture>-<operation>-<library>` for every available fixture.
    ///
    /// A public corpus that is not found is skipped with a note on standard error.
    ///
    /// - Parameters:
    ///   - operation: `decode`, `encode` or `validate`.
    ///   - library: `JSONModelKit` or `Foundation`.
    ///   - prepare: Runs in setup with the loaded fixture; answers the call to measure.
    public static func register(
        operation: String,
        library: String,
        prepare: @escaping (Fixture) throws -> () throws -> Any
    ) {
        let directory = corpusDirectory
        for name in FixtureName.allCases {
            if let fileName = name.corpusFileName {
                guard let directory,
                    FileManager.default.fileExists(atPath: directory.appendingPathComponent(fileName).path)
                else {
                    let place = directory?.path ?? "nowhere (set \(CorpusLocator.environmentVariable))"
                    FileHandle.standardError.write(
                        Data("note: skipped \(name.rawValue): \(fileName) not found in \(place)\n".utf8)
                    )
                    continue
                }
            }
            let prepared = PreparedCall()
            Benchmark(
                "\(name.rawValue)-\(operation)-\(library)",
                closure: { benchmark in
                    let call = try prepared.call()
                    for _ in benchmark.scaledIterations {
                        blackHole(try call())
                    }
                },
                setup: {
                    guard let fixture = try Fixture.load(name, corpusDirectory: directory) else {
                        throw PreparedCall.Missing(name: name.rawValue)
                    }
                    prepared.stored = try prepare(fixture)
                },
                teardown: {
                    prepared.stored = nil
                }
            )
        }
    }
}

/// The call a benchmark measures, made in setup and released in teardown.
final class PreparedCall {
    /// A fixture that disappeared between registration and setup.
    struct Missing: Error, CustomStringConvertible {
        let name: String
        var description: String { "fixture \(name) could not be loaded" }
    }

    var stored: (() throws -> Any)?

    func call() throws -> () throws -> Any {
        guard let stored else { throw Missing(name: "(setup did not run)") }
        return stored
    }
}
