import Foundation

/// Times `operations` in turns and prints each one's best time per call and its ratio to the
/// first's.
func printBestTimes(of operations: [(name: String, run: () throws -> Any)], iterations: Int) throws {
    let seconds = try InterleavedTimer(iterations: iterations).bestSecondsPerCall(operations.map(\.run))
    for (operation, time) in zip(operations, seconds) {
        let name = operation.name.padding(toLength: 52, withPad: " ", startingAt: 0)
        print(name + String(format: " %8.1f µs  %.2fx", time * 1e6, time / seconds[0]))
    }
}
