/// The table `jsonmodel-bench` prints: one row per fixture and operation.
struct ResultTable {
    /// One measured operation.
    struct Row {
        var fixture: String
        var byteCount: Int
        var operation: String
        /// Best seconds per call; `nil` when the library failed or does not take part.
        var jsonModelKitSeconds: Double?
        var foundationSeconds: Double?
        var note = ""
    }

    private(set) var rows: [Row] = []

    mutating func append(_ row: Row) {
        rows.append(row)
    }

    /// The rendered table, columns aligned, throughput in MB/s (MB = 10^6 bytes of input).
    var text: String {
        let header = ["fixture", "size", "operation", "JSONModelKit MB/s", "Foundation MB/s", "ratio", "note"]
        let body = rows.map { row -> [String] in
            let jsonModelKit = row.jsonModelKitSeconds.map { Double(row.byteCount) / $0 / 1e6 }
            let foundation = row.foundationSeconds.map { Double(row.byteCount) / $0 / 1e6 }
            var ratio = "-"
            if let jsonModelKit, let foundation { ratio = Self.format(jsonModelKit / foundation, decimals: 2) + "x" }
            return [
                row.fixture, Self.formatSize(row.byteCount), row.operation,
                jsonModelKit.map { Self.format($0, decimals: 1) } ?? "-",
                foundation.map { Self.format($0, decimals: 1) } ?? "-",
                ratio, row.note,
            ]
        }
        let all = [header] + body
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        let rightAligned: Set<Int> = [1, 3, 4, 5]
        func render(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }
            .joined(separator: "  ")
            .trimmingTrailingSpaces()
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([render(header), rule] + body.map(render)).joined(separator: "\n")
    }

    static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "-" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = "\(Int(rounded))"
        if decimals > 0 {
            let fraction = Int(((rounded - Double(Int(rounded))) * scale).rounded())
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: decimals - digits.count) + digits
        }
        return text
    }

    static func formatSize(_ byteCount: Int) -> String {
        if byteCount >= 1_000_000 { return format(Double(byteCount) / 1e6, decimals: 1) + " MB" }
        if byteCount >= 1_000 { return format(Double(byteCount) / 1e3, decimals: 1) + " KB" }
        return "\(byteCount) B"
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
