// xml-bench: a quick table of JSONModelKit's XML coder against XMLCoder on the generated feed.
//
//   swift run -c release xml-bench [--kilobytes 9900] [--runs 5]
//
// The default feed is 9.9 MB: XMLCoder reads through FoundationXML (libxml2), which refuses a
// document of 10,000,000 bytes or more given in one piece ("huge input lookup").
//
// Both libraries run on the same data in the same process, interleaved run by run, so a busy
// machine slows both alike. Best of N runs; MB/s relative to the feed's size (MB = 10^6 bytes).

import Foundation
import XMLFeedFixtures

func option(_ name: String, default value: Int) -> Int {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
        let number = Int(arguments[index + 1])
    else {
        return value
    }
    return number
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// The best time of each operation over `runs` interleaved runs.
func bestTimes(runs: Int, operations: [(name: String, run: () throws -> Void)]) throws -> [String: Double] {
    var best: [String: Double] = [:]
    for _ in 0..<runs {
        for operation in operations {
            let time = try seconds(operation.run)
            best[operation.name] = min(best[operation.name] ?? .infinity, time)
        }
    }
    return best
}

func main() throws {
    let kilobytes = option("--kilobytes", default: 9_900)
    let runs = option("--runs", default: 5)
    let data = FeedGenerator.document(targetByteCount: kilobytes * 1_000)
    try FeedOperations.checkAgreement(data)
    let model = try FeedOperations.decodeWithJSONModelKit(data)
    let value = try FeedOperations.decodeWithXMLCoder(data)
    let best = try bestTimes(
        runs: runs,
        operations: [
            ("decode ours", { _ = try FeedOperations.decodeWithJSONModelKit(data) }),
            ("decode XMLCoder", { _ = try FeedOperations.decodeWithXMLCoder(data) }),
            ("encode ours", { _ = try FeedOperations.encodeWithJSONModelKit(model) }),
            ("encode XMLCoder", { _ = try FeedOperations.encodeWithXMLCoder(value) }),
        ]
    )
    let size = Double(data.count) / 1e6
    func rate(_ key: String) -> String { String(format: "%.1f", size / (best[key] ?? .infinity)) }
    func ratio(_ ours: String, _ theirs: String) -> String {
        String(format: "%.1fx", (best[theirs] ?? 0) / (best[ours] ?? .infinity))
    }
    print("feed: \(String(format: "%.1f", size)) MB, \(model.entries.count) entries, best of \(runs)")
    print("| operation | JSONModelXML MB/s | XMLCoder MB/s | ratio |")
    print("|---|---|---|---|")
    print(
        "| decode | \(rate("decode ours")) | \(rate("decode XMLCoder")) | \(ratio("decode ours", "decode XMLCoder")) |"
    )
    print(
        "| encode | \(rate("encode ours")) | \(rate("encode XMLCoder")) | \(ratio("encode ours", "encode XMLCoder")) |"
    )
}

try main()
