import JSONModelBenchmarkFixtures

/// Runs `--check`: every fixture decoded by both libraries must give the same summary.
enum SelfCheckRunner {
    /// Checks each fixture and prints one line per fixture and per difference.
    ///
    /// - Returns: `true` when every fixture passed.
    static func run(_ fixtures: [Fixture]) -> Bool {
        var passed = true
        for fixture in fixtures {
            let name = fixture.name.rawValue
            do {
                let differences = try fixture.selfCheck()
                if differences.isEmpty {
                    print("ok    \(name)")
                } else {
                    passed = false
                    print("FAIL  \(name)")
                    for difference in differences { print("      \(difference)") }
                }
            } catch {
                passed = false
                print("FAIL  \(name): \(error)")
            }
        }
        return passed
    }
}
