/// A table rendered as Markdown with padded columns, readable in a terminal and pasteable into
/// the README or a DocC article.
struct MarkdownTable {
    /// The column titles.
    let header: [String]
    /// The columns whose cells are numbers, padded on the left and marked `---:`.
    var rightAligned: Set<Int> = []
    private(set) var rows: [[String]] = []

    init(header: [String], rightAligned: Set<Int> = []) {
        self.header = header
        self.rightAligned = rightAligned
    }

    mutating func append(_ cells: [String]) {
        rows.append(cells)
    }

    /// The rendered table, one line per row.
    var text: String {
        let all = [header] + rows
        let widths = header.indices.map { column in
            max(3, all.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0)
        }
        func render(_ cells: [String]) -> String {
            let padded = widths.indices.map { column in
                let cell = column < cells.count ? cells[column] : ""
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule = widths.indices.map { column in
            let dashes = String(repeating: "-", count: widths[column])
            return rightAligned.contains(column) ? String(dashes.dropLast()) + ":" : dashes
        }
        return ([render(header), "| " + rule.joined(separator: " | ") + " |"] + rows.map(render))
            .joined(separator: "\n")
    }
}
