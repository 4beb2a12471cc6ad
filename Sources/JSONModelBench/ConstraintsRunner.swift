import Foundation
import JSONModelBenchmarkFixtures

/// Runs `--constraints`: the 10,000 generated products decoded into models without
/// constraints, with a numeric or length constraint on every field, with a pattern besides,
/// and with the checks turned off, taking turns; prints the best and median times and their
/// ratios to the models without constraints.
struct ConstraintsRunner {
    /// The timer; its samples give both the best and the median.
    var timer: InterleavedTimer

    /// The aims of issue #39, as the most time a variant may take against ``ConstraintsCheck/Variant/none``.
    static let aims: [ConstraintsCheck.Variant: Double] = [.numericLength: 1.15, .pattern: 1.5]

    /// Checks the fixture, measures every variant and prints the table.
    ///
    /// A missed aim is shown in the table, not as a failure: single runs on a shared machine
    /// are noisy.
    ///
    /// - Throws: ``ConstraintsCheck/Failure`` when the variants disagree, and what a decode throws.
    func run() throws {
        let data = ConstraintsCheck.document()
        try ConstraintsCheck.verify(data)
        let variants = ConstraintsCheck.Variant.allCases
        printProgress("measuring \(variants.count) variants on \(ResultTable.formatSize(data.count))")
        let samples = try timer.samplesPerCall(
            variants.map { variant in { try ConstraintsCheck.decode(variant, data) } }
        )
        let best = samples.map { $0.min() ?? .infinity }
        let median = samples.map(Self.median)
        var table = MarkdownTable(
            header: ["variant", "models", "best", "median", "ratio (best)", "ratio (median)", "aim"],
            rightAligned: [2, 3, 4, 5, 6]
        )
        for (index, variant) in variants.enumerated() {
            let aim = Self.aims[variant]
            let medianRatio = median[index] / median[0]
            table.append([
                variant.rawValue, variant.title,
                Self.milliseconds(best[index]), Self.milliseconds(median[index]),
                Self.ratio(best[index] / best[0]), Self.ratio(medianRatio),
                aim.map { "≤ " + Self.ratio($0) + (medianRatio <= $0 ? " (met)" : " (missed)") } ?? "",
            ])
        }
        print(
            """
            Constraints, \(ProcessInfo.processInfo.activeProcessorCount) cores, interleaved, \
            \(samples[0].count) rounds: \(ConstraintsCheck.productCount) products, \
            \(ResultTable.formatSize(data.count)), arrayFromJSONData

            """
        )
        print(table.text)
        print(
            """

            models:  ten fields (four Int, three Double, three String); ratios against "none", the
                     same fields without constraints (Sources/JSONModelBenchmarkFixtures/Generated/ProductModels.swift)
            aim:     the most a ratio may be (issue #39); judged by the median
            """
        )
    }

    /// The median of samples (`infinity` when there are none).
    static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .infinity }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    private static func milliseconds(_ seconds: Double) -> String {
        ResultTable.format(seconds * 1e3, decimals: 2) + " ms"
    }

    private static func ratio(_ value: Double) -> String {
        ResultTable.format(value, decimals: 2) + "x"
    }
}
