/// Collects report entries during one decode, by where their values start in the tape's bytes;
/// paths are worked out at the end (only when there is something to report), so the hot path
/// never tracks them.
final class DecodingReportCollector {
    private var items: [(offset: UInt32, kind: JSONModel.DecodingReport.Kind, message: String)] = []

    /// Whether nothing has been recorded.
    var isEmpty: Bool { items.isEmpty }

    /// Records that the value starting at `offset` of the tape's bytes was dropped, defaulted
    /// or coerced.
    func record(_ kind: JSONModel.DecodingReport.Kind, atOffset offset: UInt32, message: String) {
        items.append((offset, kind, message))
    }

    /// The report, with each entry's path found on `tape`, the whole document's tape (whose
    /// entries start at increasing offsets).
    func makeReport(for tape: JSONTape) -> JSONModel.DecodingReport {
        var report = JSONModel.DecodingReport()
        guard !items.isEmpty else { return report }
        for item in items.sorted(by: { $0.offset < $1.offset }) {
            let components = tape.pathComponents(to: tape.index(ofValueStartingAt: item.offset))
            report.entries.append(
                JSONModel.DecodingReport.Entry(
                    path: JSONModelError.render(components),
                    pathComponents: components,
                    kind: item.kind,
                    message: item.message
                )
            )
        }
        return report
    }
}
