import Testing

@testable import JSONModelKit

/// Pairs of pattern and text that make a backtracking matcher take exponential time.
///
/// The Pike VM answers them in one pass over the text; these tests check the answers and that
/// each run completes (no timing: speed is measured by benchmarks, never by unit tests).
@Suite struct PatternHostileInputTests {
    static let cases: [PatternCase] = [
        PatternCase("^(a+)+$", matches: [aaa(5_000)], rejects: [aaa(5_000) + "!"]),
        PatternCase("(a|a)*b", matches: [aaa(5_000) + "b"], rejects: [aaa(5_000)]),
        PatternCase("(a|aa)*c", matches: [], rejects: [aaa(5_000)]),
        PatternCase(
            "(.*a){20}",
            matches: [String(repeating: "ab", count: 2_500)],
            rejects: [aaa(19) + String(repeating: "b", count: 5_000)]
        ),
        PatternCase(
            #"^(\w+\s?)*$"#,
            matches: [String(repeating: "word ", count: 1_000)],
            rejects: [String(repeating: "word ", count: 1_000) + "!"]
        ),
        PatternCase("^a{1,1000}$", matches: [aaa(1_000)], rejects: [aaa(1_001), ""]),
        PatternCase("^(a?){1000}a{1000}$", matches: [aaa(1_000), aaa(2_000)], rejects: [aaa(999), aaa(2_001)]),
        PatternCase("((a*)*)*b", matches: [], rejects: [aaa(5_000)]),
        PatternCase("(x+x+)+y", matches: [String(repeating: "x", count: 5_000) + "y"], rejects: []),
    ]

    /// A run of `a`s.
    static func aaa(_ count: Int) -> String {
        String(repeating: "a", count: count)
    }

    @Test(arguments: cases)
    func completes(_ item: PatternCase) throws {
        let pattern = try JSONSchemaPattern(item.pattern)
        for (text, expected) in item.texts {
            #expect(pattern.matches(text) == expected)
        }
    }
}
