import Foundation
import JSONModelBenchmarkFixtures

/// Runs `--peers`: JSONModelKit and msgspec take turns on twitter.json, citm_catalog.json and
/// canada.json, and one table of times and ratios is printed.
///
/// Each round times one sample of our decode, one of msgspec's (in the peer script's process),
/// then the same for encode, corpus by corpus; the table shows the best and the median sample
/// of each, both libraries timed the same way in the same run. Before timing,
/// the peer checks that our encoded output has the same members as msgspec's and decodes into
/// the same msgspec models.
struct PeerRunner {
    /// Rounds of samples.
    var iterations: Int
    /// The shortest sample worth timing.
    var minimumSampleDuration: Duration = .milliseconds(5)

    /// The samples of one operation on one corpus, in seconds per call.
    struct Samples {
        var ours: [Double] = []
        var peer: [Double] = []

        /// The best sample of each library.
        var best: (ours: Double, peer: Double) { (ours.min() ?? .infinity, peer.min() ?? .infinity) }
        /// The median sample of each library.
        var median: (ours: Double, peer: Double) { (Self.median(of: ours), Self.median(of: peer)) }

        private static func median(of samples: [Double]) -> Double {
            let sorted = samples.sorted()
            guard !sorted.isEmpty else { return .infinity }
            let middle = sorted.count / 2
            return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
        }
    }

    /// One corpus's results.
    struct Row {
        var fixture: Fixture
        var decode = Samples()
        var encode = Samples()
        var check = ""
    }

    /// The peer script: `Benchmarks/Peers/msgspec_peer.py` in the current directory's
    /// repository, or in the repository this tool was built from.
    static func scriptURL() -> URL? {
        let relative = "Benchmarks/Peers/msgspec_peer.py"
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(relative)
        // Sources/JSONModelBench/PeerRunner.swift -> the repository root.
        let built = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(relative)
        return [current, built].first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Measures every fixture against the peer and prints the table.
    ///
    /// - Returns: `false` when the peer failed or an output check did not pass.
    func run(_ fixtures: [Fixture], corpusDirectory: URL, script: URL) throws -> Bool {
        let peer = try PeerProcess(script: script, corpusDirectory: corpusDirectory)
        defer { peer.stop() }
        var rows: [Row] = []
        var passed = true
        for fixture in fixtures {
            let name = fixture.name.rawValue
            _ = try peer.send("load \(name)")
            var row = Row(fixture: fixture)
            let output = try fixture.operations.prepareEncodingWithJSONModelKit(fixture.data)()
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("jsonmodel-bench-\(ProcessInfo.processInfo.processIdentifier)-\(name).json")
            try output.write(to: path)
            defer { try? FileManager.default.removeItem(at: path) }
            let comparison = try peer.send("compare \(name) \(path.path)")
            let sameMembers = comparison["sameMembers"] as? Bool == true
            let roundTrip = comparison["roundTrip"] as? Bool == true
            passed = passed && sameMembers && roundTrip
            row.check =
                (sameMembers ? "same members" : "DIFFERENT members")
                + (roundTrip ? "" : ", DOES NOT decode to the same msgspec models")
                + ", \(comparison["ourBytes"] as? Int ?? 0) B vs \(comparison["msgspecBytes"] as? Int ?? 0) B"
            rows.append(row)
        }
        let decoders = rows.map { row in { try row.fixture.operations.decodeWithJSONModelKit(row.fixture.data) } }
        let encoders = try rows.map { row in
            try row.fixture.operations.prepareEncodingWithJSONModelKit(row.fixture.data)
        }
        for round in 0..<iterations {
            printProgress("round \(round + 1) of \(iterations)")
            for index in rows.indices {
                let name = rows[index].fixture.name.rawValue
                let ourDecode = try sample(decoders[index])
                let peerDecode = try seconds(peer.send("sample \(name) decode"))
                let ourEncode = try sample(encoders[index])
                let peerEncode = try seconds(peer.send("sample \(name) encode"))
                rows[index].decode.ours.append(ourDecode)
                rows[index].decode.peer.append(peerDecode)
                rows[index].encode.ours.append(ourEncode)
                rows[index].encode.peer.append(peerEncode)
            }
        }
        print(
            """
            JSONModelKit vs \(peer.versions), \(ProcessInfo.processInfo.activeProcessorCount) cores, \
            interleaved, \(iterations) rounds: best / median
            """
        )
        print(Self.table(rows))
        print(
            """

            decode:  JSONModel classes (Sources/JSONModelBenchmarkFixtures) vs msgspec.json.Decoder(type) with
                     msgspec.Struct models of the same fields (Benchmarks/Peers/msgspec_peer.py)
            encode:  compact, from models decoded beforehand, None/nil left out by both
            speedup: msgspec's time / ours (above 1: JSONModelKit is faster), of the best samples and
                     of the medians
            check:   our encoded output parsed and compared with msgspec's (members and values), and
                     decoded by msgspec into the same models; then both outputs' sizes
            """
        )
        return passed
    }

    /// Seconds per call of one sample of `operation`, repeated to last at least
    /// `minimumSampleDuration`.
    private func sample(_ operation: () throws -> Any) throws -> Double {
        let clock = ContinuousClock()
        let once = try clock.measure { consume(try operation()) }
        let count = max(1, Int((minimumSampleDuration / max(once, .nanoseconds(1))).rounded(.up)))
        let elapsed = try clock.measure {
            for _ in 0..<count { consume(try operation()) }
        }
        return elapsed.seconds / Double(count)
    }

    private func seconds(_ answer: [String: Any]) throws -> Double {
        guard let seconds = answer["seconds"] as? Double else {
            throw PeerProcess.Failure(description: "no time in the answer \(answer)")
        }
        return seconds
    }

    private static func table(_ rows: [Row]) -> String {
        let header = [
            "file", "size", "decode ours", "decode msgspec", "speedup", "encode ours", "encode msgspec", "speedup",
            "check",
        ]
        func milliseconds(_ samples: Samples, _ side: KeyPath<(ours: Double, peer: Double), Double>) -> String {
            ResultTable.format(samples.best[keyPath: side] * 1e3, decimals: 3) + " / "
                + ResultTable.format(samples.median[keyPath: side] * 1e3, decimals: 3) + " ms"
        }
        func speedup(_ samples: Samples) -> String {
            ResultTable.format(samples.best.peer / samples.best.ours, decimals: 2) + "x / "
                + ResultTable.format(samples.median.peer / samples.median.ours, decimals: 2) + "x"
        }
        let body = rows.map { row in
            [
                row.fixture.name.corpusFileName ?? row.fixture.name.rawValue,
                ResultTable.formatSize(row.fixture.data.count),
                milliseconds(row.decode, \.ours), milliseconds(row.decode, \.peer), speedup(row.decode),
                milliseconds(row.encode, \.ours), milliseconds(row.encode, \.peer), speedup(row.encode),
                row.check,
            ]
        }
        let all = [header] + body
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func render(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 || column == cells.count - 1 ? cell + padding : padding + cell
            }
            .joined(separator: "  ")
            .replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([render(header), rule] + body.map(render)).joined(separator: "\n")
    }
}
