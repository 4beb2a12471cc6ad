import Foundation
import JSONModelBenchmarkFixtures

/// Measures every fixture with both libraries and builds the result table.
struct BenchRunner {
    var timer: InterleavedTimer

    /// Measures decode, encode and validate on each fixture.
    ///
    /// A library that throws gets no number in its row and the error in the note, and the run
    /// goes on; `failed` tells the caller to exit non-zero.
    func run(_ fixtures: [Fixture]) -> (table: ResultTable, failed: Bool) {
        var table = ResultTable()
        var failed = false
        for fixture in fixtures {
            let data = fixture.data
            let operations = fixture.operations
            printProgress("measuring \(fixture.name.rawValue) (\(ResultTable.formatSize(data.count)))")
            let rows: [(operation: String, prepare: () throws -> [() throws -> Any])] = [
                (
                    "decode",
                    {
                        [
                            { try operations.decodeWithJSONModelKit(data) },
                            { try operations.decodeWithFoundation(data) },
                        ]
                    }
                ),
                (
                    "encode",
                    {
                        let jsonModelKit = try operations.prepareEncodingWithJSONModelKit(data)
                        let foundation = try operations.prepareEncodingWithFoundation(data)
                        return [{ try jsonModelKit() }, { try foundation() }]
                    }
                ),
                (
                    "validate",
                    {
                        [
                            { try operations.validateWithJSONModelKit(data) },
                            { try operations.validateWithFoundation(data) },
                        ]
                    }
                ),
            ]
            for (operation, prepare) in rows {
                var row = ResultTable.Row(fixture: fixture.name.rawValue, byteCount: data.count, operation: operation)
                do {
                    let seconds = try timer.bestSecondsPerCall(try prepare())
                    row.jsonModelKitSeconds = seconds[0]
                    row.foundationSeconds = seconds[1]
                } catch {
                    row.note = "error: \(error)"
                    failed = true
                }
                table.append(row)
            }
        }
        return (table, failed)
    }
}

/// Writes a line to standard error, so that standard output holds only the table.
func printProgress(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
