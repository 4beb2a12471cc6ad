import Foundation
import JSONModelBenchmarkFixtures

// `swift run -c release jsonmodel-bench`: JSONModelKit against Foundation on the same fixtures,
// in the same run. See BenchOptions.usage.

let options: BenchOptions
do {
    options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    printProgress("jsonmodel-bench: \(error)\n\n\(BenchOptions.usage)")
    exit(2)
}
if options.help {
    print(BenchOptions.usage)
    exit(0)
}

if options.scaling {
    do {
        print("pattern                                        1x size  1x ms   10x size  10x ms  ratio")
        for row in try ScalingCheck.run() {
            let line =
                row.pattern.padding(toLength: 44, withPad: " ", startingAt: 0)
                + String(
                    format: " %8d %7.2f %9d %8.2f %6.1f",
                    row.smallSize,
                    row.smallSeconds * 1000,
                    row.largeSize,
                    row.largeSeconds * 1000,
                    row.timeRatio
                )
            print(line)
        }
        exit(0)
    } catch {
        printProgress("jsonmodel-bench: scaling failed: \(error)")
        exit(1)
    }
}

if options.coderPerCall {
    do {
        try printBestTimes(of: CoderPerCallCheck.operations(), iterations: options.iterations)
        exit(0)
    } catch {
        printProgress("jsonmodel-bench: coder-per-call failed: \(error)")
        exit(1)
    }
}

if options.hooks {
    do {
        let check = try HookPathCheck.operations(
            corpusDirectory: CorpusLocator.directory(commandLineValue: options.corpusDirectory)
        )
        print(check.fixture)
        try printBestTimes(of: check.operations, iterations: options.iterations)
        exit(0)
    } catch {
        printProgress("jsonmodel-bench: hooks failed: \(error)")
        exit(1)
    }
}

if options.constraints {
    do {
        let timer = InterleavedTimer(
            iterations: options.iterationsGiven ? options.iterations : 50,
            budget: .seconds(10)
        )
        try ConstraintsRunner(timer: timer).run()
        exit(0)
    } catch {
        printProgress("jsonmodel-bench: constraints failed: \(error)")
        exit(1)
    }
}

if options.profile == .constraintsDecode {
    // Not a fixture: the document of --constraints, into the models of the variants --filter picks.
    do {
        let data = ConstraintsCheck.document()
        let variants = ConstraintsCheck.Variant.allCases.filter { options.filter.map($0.rawValue.contains) ?? true }
        guard !variants.isEmpty else {
            printProgress("jsonmodel-bench: --filter matched no variant (none, numeric-length, pattern, checks-off)")
            exit(2)
        }
        for variant in variants {
            for _ in 0..<options.iterations { consume(try ConstraintsCheck.decode(variant, data)) }
            printProgress("profiled decode-constraints of \(variant.rawValue) \(options.iterations) times")
        }
        exit(0)
    } catch {
        printProgress("jsonmodel-bench: profile failed: \(error)")
        exit(1)
    }
}

if let megabytes = options.streamMegabytes {
    do {
        // `--filter` picks runs by "<file|bytes|lines> <nonisolated|main-actor>", e.g. "file main".
        let sources: [(key: String, source: StreamingCheck.Source)] = [
            ("file", .file), ("bytes", .bytes), ("lines", .lines),
        ]
        let callers: [(key: String, caller: StreamingCheck.Caller)] = [
            ("nonisolated", .nonisolated), ("main-actor", .mainActor),
        ]
        var runs: [(source: StreamingCheck.Source, caller: StreamingCheck.Caller)] = []
        for (sourceKey, source) in sources {
            for (callerKey, caller) in callers
            where options.filter.map({ "\(sourceKey) \(callerKey)".contains($0) }) ?? true {
                runs.append((source, caller))
            }
        }
        guard !runs.isEmpty else {
            printProgress("jsonmodel-bench: --filter matched no streaming run (try \"file\", \"lines main\")")
            exit(2)
        }
        let result = try await StreamingCheck.run(megabytes: megabytes, runs: runs)
        let rows = result.rows
        let inMemory = result.inMemoryMegabytesPerSecond
        print("sequence                         loop on       file MB  models      seconds   MB/s  vs in memory")
        for row in rows {
            print(
                row.source.rawValue.padding(toLength: 32, withPad: " ", startingAt: 0) + " "
                    + row.caller.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
                    + String(
                        format: " %8d %8d %10.2f %6.0f %12.2f",
                        row.fileSize / 1_000_000,
                        row.modelCount,
                        row.seconds,
                        row.megabytesPerSecond,
                        row.megabytesPerSecond / inMemory
                    )
            )
        }
        print(
            """
            in memory: arrayFromJSONData on the 10 MB generated fixture (the same orders), \
            \(String(format: "%.0f", inMemory)) MB/s
            peak resident memory: \(result.peakResidentBytesBefore / 1_000_000) MB before streaming, \
            \(result.peakResidentBytesAfter / 1_000_000) MB after
            """
        )
        let small = try await SmallElementsStreamingCheck.run()
        print(
            String(
                format: """
                    small elements: %d objects of about 100 B, %.1f MB: arrayFromJSONData %.0f MB/s, \
                    sequence(fromJSONArrayAt:) %.0f MB/s on the same bytes, %.2fx (best of 3 each)
                    """,
                small.count,
                Double(small.fileSize) / 1e6,
                Double(small.fileSize) / small.inMemorySeconds / 1e6,
                Double(small.fileSize) / small.streamedSeconds / 1e6,
                small.inMemorySeconds / small.streamedSeconds
            )
        )
        exit(0)
    } catch {
        printProgress("jsonmodel-bench: streaming failed: \(error)")
        exit(1)
    }
}

let corpusDirectory = CorpusLocator.directory(commandLineValue: options.corpusDirectory)
var fixtures: [Fixture] = []
var loadFailed = false
for name in FixtureName.allCases where options.filter.map({ name.rawValue.contains($0) }) ?? true {
    do {
        if let fixture = try Fixture.load(name, corpusDirectory: corpusDirectory) {
            fixtures.append(fixture)
        } else {
            let place =
                corpusDirectory?.path ?? "nowhere (set \(CorpusLocator.environmentVariable) or pass --corpus DIR)"
            printProgress("note: skipped \(name.rawValue): \(name.corpusFileName ?? "") not found in \(place)")
        }
    } catch {
        printProgress("error: cannot load \(name.rawValue): \(error)")
        loadFailed = true
    }
}

if options.urlSplit {
    do {
        let urlFixtures = fixtures.filter { $0.name == .githubEvents || $0.name == .updateCenter }
        try URLSplitRunner(timer: InterleavedTimer(iterations: options.iterationsGiven ? options.iterations : 20))
            .run(urlFixtures)
        exit(0)
    } catch {
        printProgress("jsonmodel-bench: url-split failed: \(error)")
        exit(1)
    }
}

if options.sources {
    do {
        let sourceFixtures = fixtures.filter { SourcesCheck.fixtureNames.contains($0.name) }
        guard !sourceFixtures.isEmpty else {
            printProgress("jsonmodel-bench: --filter matched no fixture of --sources")
            exit(2)
        }
        // Up to a dozen operations take turns per fixture, so each group gets more than the
        // default second.
        let timer = InterleavedTimer(iterations: options.iterations, budget: .seconds(5))
        print(
            """
            Sources and sinks, \(ProcessInfo.processInfo.activeProcessorCount) cores, best of \(options.iterations) \
            (or about 5 s per group), MB = 10^6 bytes of the fixture's JSON

            """
        )
        try SourcesRunner(timer: timer).run(sourceFixtures)
        exit(loadFailed ? 1 : 0)
    } catch {
        printProgress("jsonmodel-bench: sources failed: \(error)")
        exit(1)
    }
}

if options.peers {
    let peerFixtures = fixtures.filter { $0.name.corpusFileName != nil }
    guard let corpusDirectory, !peerFixtures.isEmpty else {
        printProgress(
            "jsonmodel-bench: --peers needs the public corpora (--corpus DIR or $\(CorpusLocator.environmentVariable))"
        )
        exit(2)
    }
    guard let script = PeerRunner.scriptURL() else {
        printProgress("jsonmodel-bench: Benchmarks/Peers/msgspec_peer.py not found; run from the repository root")
        exit(2)
    }
    do {
        let runner = PeerRunner(iterations: options.iterationsGiven ? options.iterations : 20)
        exit(try runner.run(peerFixtures, corpusDirectory: corpusDirectory, script: script) && !loadFailed ? 0 : 1)
    } catch {
        printProgress("jsonmodel-bench: peers failed: \(error)")
        exit(1)
    }
}

if options.check {
    exit(SelfCheckRunner.run(fixtures) && !loadFailed ? 0 : 1)
}

if let operation = options.profile {
    do {
        for fixture in fixtures {
            let data = fixture.data
            let operations = fixture.operations
            let run: () throws -> Any
            switch operation {
            case .decode: run = { try operations.decodeWithJSONModelKit(data) }
            case .encode: run = try operations.prepareEncodingWithJSONModelKit(data)
            case .validate: run = { try operations.validateWithJSONModelKit(data) }
            case .foundationDecode: run = { try operations.decodeWithFoundation(data) }
            case .xmlDecode, .xmlEncode:
                let plan = try SourcesCheck.prepare(fixture)
                let operations = operation == .xmlDecode ? plan.decoding : plan.encoding
                guard let xml = operations.first(where: { $0.route == .xml }) else {
                    printProgress("no XML for \(fixture.name.rawValue): its models cannot round-trip through XML")
                    continue
                }
                run = xml.run
            case .constraintsDecode:
                continue  // run above, before the fixtures are loaded
            }
            for _ in 0..<options.iterations { consume(try run()) }
            printProgress("profiled \(operation.rawValue) of \(fixture.name.rawValue) \(options.iterations) times")
        }
        exit(loadFailed ? 1 : 0)
    } catch {
        printProgress("jsonmodel-bench: profile failed: \(error)")
        exit(1)
    }
}

#if DEBUG
    printProgress("warning: a debug build; measure with `swift run -c release jsonmodel-bench`")
#endif
let runner = BenchRunner(timer: InterleavedTimer(iterations: options.iterations))
let (table, failed) = runner.run(fixtures)
print(
    """
    JSONModelKit vs Foundation, \(ProcessInfo.processInfo.activeProcessorCount) cores, best of \
    \(options.iterations) (or about 1 s), MB = 10^6 bytes of input JSON
    """
)
print(table.text)
print(
    """

    decode:   JSONModel classes vs Codable structs with JSONDecoder
    encode:   compact, from a model decoded beforehand, vs JSONEncoder
    validate: JSONValue.validate vs JSONSerialization.jsonObject (parse-only; Foundation has no validate-only call)
    ratio:    JSONModelKit MB/s / Foundation MB/s (above 1: JSONModelKit is faster)
    """
)
exit(failed || loadFailed ? 1 : 0)
