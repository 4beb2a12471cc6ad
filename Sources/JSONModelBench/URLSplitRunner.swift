import Foundation
import JSONModelBenchmarkFixtures

/// Runs `--url-split`: on the fixtures with many `URL` properties, our decode against
/// `JSONSerialization.jsonObject` and `JSONDecoder`, with the part of our time that is
/// Foundation's `URL(string:)` measured on its own.
struct URLSplitRunner {
    var timer: InterleavedTimer

    /// Measures each fixture and prints the table.
    ///
    /// - Throws: The first error a decode throws.
    func run(_ fixtures: [Fixture]) throws {
        var lines: [[String]] = [
            [
                "fixture", "size", "URLs", "decode", "URL(string:)", "decode w/o URLs", "JSONSerialization",
                "JSONDecoder", "vs JSONSerialization", "w/o URLs", "vs JSONDecoder",
            ]
        ]
        for fixture in fixtures {
            let data = fixture.data
            let operations = fixture.operations
            let urls = URLCostCheck.urlStrings(in: try operations.decodeWithJSONModelKit(data))
            printProgress("measuring \(fixture.name.rawValue) (\(urls.count) URLs per decode)")
            let seconds = try timer.bestSecondsPerCall([
                { try operations.decodeWithJSONModelKit(data) },
                { URLCostCheck.createURLs(urls) },
                { try operations.validateWithFoundation(data) },
                { try operations.decodeWithFoundation(data) },
            ])
            let (ours, urlCreation, serialization, decoder) = (seconds[0], seconds[1], seconds[2], seconds[3])
            func milliseconds(_ value: Double) -> String { ResultTable.format(value * 1e3, decimals: 3) + " ms" }
            func ratio(_ value: Double) -> String { ResultTable.format(value, decimals: 2) + "x" }
            lines.append([
                fixture.name.rawValue, ResultTable.formatSize(data.count), "\(urls.count)",
                milliseconds(ours),
                milliseconds(urlCreation) + " (\(Int((urlCreation / ours * 100).rounded()))%)",
                milliseconds(ours - urlCreation), milliseconds(serialization), milliseconds(decoder),
                ratio(serialization / ours), ratio(serialization / (ours - urlCreation)), ratio(decoder / ours),
            ])
        }
        let widths = lines[0].indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
        for (index, cells) in lines.enumerated() {
            print(
                cells.enumerated().map { column, cell in
                    let padding = String(repeating: " ", count: widths[column] - cell.count)
                    return column == 0 ? cell + padding : padding + cell
                }
                .joined(separator: "  ")
            )
            if index == 0 { print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
        }
        print(
            """

            decode:             JSONModel classes, best time per call
            URL(string:):       Foundation creating the same URLs from their strings, timed alone (the
                                share of our decode that is Foundation's, not ours)
            decode w/o URLs:    decode minus URL(string:)
            JSONSerialization:  JSONSerialization.jsonObject (untyped, no URLs or dates made)
            JSONDecoder:        Codable structs with the same fields and URL properties
            vs ...:             their time / ours (above 1: JSONModelKit is faster)
            """
        )
    }
}
