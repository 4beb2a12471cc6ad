/// Times several operations against each other, best of N wall-clock samples.
///
/// The operations take turns, sample by sample, so that a noisy machine slows all of them
/// alike. An operation that takes less than a few milliseconds is repeated within a sample, so
/// that the clock's resolution does not matter.
struct InterleavedTimer {
    /// The most samples per operation.
    var iterations: Int
    /// Once every operation has `minimumIterations` samples, stop after this much time.
    var budget: Duration = .seconds(1)
    var minimumIterations = 3
    /// The shortest sample worth timing.
    var minimumSampleDuration: Duration = .milliseconds(5)

    /// The best seconds per call of each operation, in the order given.
    ///
    /// - Throws: The first error an operation throws.
    func bestSecondsPerCall(_ operations: [() throws -> Any]) throws -> [Double] {
        try samplesPerCall(operations).map { $0.min() ?? .infinity }
    }

    /// Every sample of each operation, in seconds per call, in the order given; each
    /// operation has the same number of samples, taken in turns.
    ///
    /// - Throws: The first error an operation throws.
    func samplesPerCall(_ operations: [() throws -> Any]) throws -> [[Double]] {
        let clock = ContinuousClock()
        // One warm-up call each, which also tells how many calls make a sample.
        var repetitions: [Int] = []
        for operation in operations {
            let elapsed = try clock.measure { consume(try operation()) }
            repetitions.append(max(1, Int((minimumSampleDuration / max(elapsed, .nanoseconds(1))).rounded(.up))))
        }
        var samples = Array(repeating: [Double](), count: operations.count)
        let start = clock.now
        for iteration in 0..<iterations {
            for (index, operation) in operations.enumerated() {
                let count = repetitions[index]
                let elapsed = try clock.measure {
                    for _ in 0..<count { consume(try operation()) }
                }
                samples[index].append(elapsed.seconds / Double(count))
            }
            if iteration + 1 >= minimumIterations, clock.now - start > budget { break }
        }
        return samples
    }
}

/// Keeps the optimizer from removing the work that produced `value`.
@inline(never)
func consume(_ value: Any) {
    withExtendedLifetime(value) {}
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
