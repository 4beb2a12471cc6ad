import Testing

@testable import JSONModelKit

/// "Did you mean" hints: Levenshtein distance and the closest known key.
@Suite struct KeySuggestionTests {
    struct DistanceCase: Sendable, CustomTestStringConvertible {
        let lhs: String
        let rhs: String
        let distance: Int
        var testDescription: String { "\(lhs) ↔ \(rhs) = \(distance)" }
    }

    static let distances: [DistanceCase] = [
        DistanceCase(lhs: "", rhs: "", distance: 0),
        DistanceCase(lhs: "a", rhs: "", distance: 1),
        DistanceCase(lhs: "", rhs: "abc", distance: 3),
        DistanceCase(lhs: "abc", rhs: "abc", distance: 0),
        DistanceCase(lhs: "abc", rhs: "abd", distance: 1),
        DistanceCase(lhs: "abc", rhs: "ab", distance: 1),
        DistanceCase(lhs: "abc", rhs: "xabc", distance: 1),
        // Plain Levenshtein: a transposition costs two edits.
        DistanceCase(lhs: "abc", rhs: "acb", distance: 2),
        DistanceCase(lhs: "kitten", rhs: "sitting", distance: 3),
        DistanceCase(lhs: "flaw", rhs: "lawn", distance: 2),
        DistanceCase(lhs: "saturday", rhs: "sunday", distance: 3),
        DistanceCase(lhs: "intention", rhs: "execution", distance: 5),
        DistanceCase(lhs: "abc", rhs: "xyz", distance: 3),
        DistanceCase(lhs: "first_name", rhs: "frist_name", distance: 2),
        // Distances count Unicode scalars, not bytes.
        DistanceCase(lhs: "é", rhs: "e", distance: 1),
        DistanceCase(lhs: "😀", rhs: "😁", distance: 1),
        DistanceCase(lhs: "naïve", rhs: "naive", distance: 1),
    ]

    static func distance(_ lhs: String, _ rhs: String) -> Int {
        KeySuggestion.editDistance(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars))
    }

    @Test(arguments: distances)
    func editDistance(_ testCase: DistanceCase) {
        #expect(Self.distance(testCase.lhs, testCase.rhs) == testCase.distance)
        #expect(Self.distance(testCase.rhs, testCase.lhs) == testCase.distance, "symmetric")
    }

    @Test func editDistanceMatchesAFullMatrixOnRandomWords() {
        var generator = SeededGenerator(seed: 0xED17)
        let alphabet: [Unicode.Scalar] = ["a", "b", "c", "_", "é"]
        for _ in 0..<500 {
            let lhs = (0..<Int.random(in: 0...8, using: &generator)).compactMap { _ in
                alphabet.randomElement(using: &generator)
            }
            let rhs = (0..<Int.random(in: 0...8, using: &generator)).compactMap { _ in
                alphabet.randomElement(using: &generator)
            }
            #expect(KeySuggestion.editDistance(lhs, rhs) == Self.referenceDistance(lhs, rhs))
        }
    }

    /// The textbook dynamic-programming table, for comparison.
    static func referenceDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: rhs.count + 1), count: lhs.count + 1)
        for row in 0...lhs.count { table[row][0] = row }
        for column in 0...rhs.count { table[0][column] = column }
        for row in stride(from: 1, through: lhs.count, by: 1) {
            for column in stride(from: 1, through: rhs.count, by: 1) {
                let cost = lhs[row - 1] == rhs[column - 1] ? 0 : 1
                table[row][column] = min(
                    table[row - 1][column] + 1,
                    table[row][column - 1] + 1,
                    table[row - 1][column - 1] + cost
                )
            }
        }
        return table[lhs.count][rhs.count]
    }

    struct SuggestionCase: Sendable, CustomTestStringConvertible {
        let key: String
        let candidates: [String]
        let expected: String?
        var testDescription: String { "\(key) in \(candidates)" }
    }

    static let suggestions: [SuggestionCase] = [
        SuggestionCase(key: "frist_name", candidates: ["first_name", "last_name"], expected: "first_name"),
        SuggestionCase(key: "nmae", candidates: ["name", "age"], expected: "name"),
        SuggestionCase(key: "emial", candidates: ["email", "mail", "id"], expected: "email"),
        SuggestionCase(key: "zzzz", candidates: ["name"], expected: nil),
        SuggestionCase(key: "x", candidates: ["id"], expected: "id"),
        SuggestionCase(key: "anything", candidates: [], expected: nil),
        // Case is ignored when measuring, and the candidate's own spelling is returned.
        SuggestionCase(key: "FirstName", candidates: ["first_name", "firstName"], expected: "firstName"),
        SuggestionCase(key: "NAME", candidates: ["name"], expected: "name"),
        SuggestionCase(key: "First_Name", candidates: ["first_name"], expected: "first_name"),
        // Ties keep the first candidate.
        SuggestionCase(key: "ab", candidates: ["ac", "ad"], expected: "ac"),
        SuggestionCase(key: "ab", candidates: ["ad", "ac"], expected: "ad"),
        // Longer keys allow a third of their length in edits.
        SuggestionCase(
            key: "updated_at_timestamp",
            candidates: ["created_at_timestamp"],
            expected: "created_at_timestamp"
        ),
        SuggestionCase(key: "created_at", candidates: ["updated_by"], expected: nil),
        SuggestionCase(key: "identifer", candidates: ["identity", "identifier"], expected: "identifier"),
        SuggestionCase(key: "identifier", candidates: ["identity_no"], expected: nil),
        SuggestionCase(key: "abcdefghi", candidates: ["abcxyzghi"], expected: "abcxyzghi"),
        SuggestionCase(key: "abcdefghi", candidates: ["abwxyzghi"], expected: nil),
    ]

    @Test(arguments: suggestions)
    func closestKey(_ testCase: SuggestionCase) {
        #expect(KeySuggestion.closest(to: testCase.key, among: testCase.candidates) == testCase.expected)
    }
}
