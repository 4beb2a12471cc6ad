import Testing

@testable import JSONModelKit

/// `PatternAutomaton`: which patterns get one, and that it answers as the Pike VM on every text.
@Suite struct PatternAutomatonTests {
    /// Patterns with an automaton, each against texts around what it matches.
    static let patterns = [
        "^[A-Z]{2}-[0-9]{4}$", #"^[^@\s]+@[^@\s]+\.[a-z]{2,}$"#, #"^\d+(\.\d{1,2})?$"#, "^$", "", "a", "^a", "a$",
        "^(ab|a)*b?$", "(a|b)*abb", "^a*$|^b+c$", "x?$", "^[à-ÿ]+é$", "😀+", "^.{2,3}$", "[^a]", "^(|a)$",
        "^(a|^b)c", "a$|b", #"^[\u{1F600}-\u{1F64F}]$"#, "^[^]*$", "(.*a){3}",
    ]

    /// Texts made of the scalars the patterns read, and others.
    static let texts = [
        "", "a", "b", "ab", "abb", "aabb", "ba", "c", "bc", "abc", "aab", "AB-1234", "ab-1234", "AB-123", "AB-12345",
        "x@y.io", "x@y", "@y.io", "12", "12.5", "12.50", "12.505", "1.", "é", "àé", "ÿÿé", "😀", "x😀😀", "\n", "a\nb",
        "aaa", "aaaa", "baaa", "😃", "ba\u{2028}a", "xyz", "abab", "bab",
    ]

    @Test func smallPatternsWithoutWordBoundariesGetOne() throws {
        for source in Self.patterns {
            #expect(try JSONSchemaPattern(source).automaton != nil, "/\(source)/")
        }
        #expect(try JSONSchemaPattern(#"\bword\b"#).automaton == nil)
        #expect(try JSONSchemaPattern(#"a\B"#).automaton == nil)
        #expect(try JSONSchemaPattern("^a{1,1000}$").automaton == nil)
    }

    @Test(arguments: patterns)
    func answersAsThePikeVM(_ source: String) throws {
        let pattern = try JSONSchemaPattern(source)
        for text in Self.texts {
            var contiguous = text
            contiguous.withUTF8 { bytes in
                #expect(
                    pattern.matches(utf8: bytes) == pattern.matchesWithPikeVM(utf8: bytes),
                    "/\(source)/ on \(text.debugDescription)"
                )
            }
        }
    }

    /// Patterns assembled at random from pieces (those that compile), against random texts:
    /// the automaton and the Pike VM give the same answer every time.
    @Test func randomPatternsAnswerAsThePikeVM() throws {
        let pieces = [
            "a", "b", "é", ".", "[ab]", "[^a]", "^", "$", "(", ")", "|", "*", "+", "?", "{2}", "{1,2}", "(?:", "\\d",
        ]
        let alphabet: [Character] = ["a", "b", "é", "1", "\n"]
        var random = SplitMix(seed: 0x5041_5454_4552_4E53)
        var compared = 0
        for _ in 0..<3_000 {
            let source = (0..<random.next(below: 8)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            guard let pattern = try? JSONSchemaPattern(source), pattern.automaton != nil else { continue }
            for _ in 0..<12 {
                var text = String((0..<random.next(below: 7)).map { _ in alphabet[random.next(below: alphabet.count)] })
                let answers = text.withUTF8 { (pattern.matches(utf8: $0), pattern.matchesWithPikeVM(utf8: $0)) }
                #expect(answers.0 == answers.1, "/\(source)/ on \(text.debugDescription)")
                compared += 1
            }
        }
        #expect(compared > 5_000)
    }

    /// Bytes that are not UTF-8 (the entry asks for UTF-8; the answers still agree).
    @Test func bytesThatAreNotUTF8AnswerAsThePikeVM() throws {
        let inputs: [[UInt8]] = [[0xFF], [0xF7, 0xBF, 0xBF, 0xBF], [0x61, 0xE2, 0x82], [0xC3], [0x80, 0x61]]
        for source in ["^.$", "^[^]+$", ".", "^a", "a$", "^(.|\\n)*$"] {
            let pattern = try JSONSchemaPattern(source)
            for input in inputs {
                input.withUnsafeBufferPointer { bytes in
                    #expect(
                        pattern.matches(utf8: bytes) == pattern.matchesWithPikeVM(utf8: bytes),
                        "/\(source)/ on \(input)"
                    )
                }
            }
        }
    }
}

/// A small seeded generator for the random patterns (the same on every run).
private struct SplitMix {
    /// The state.
    var state: UInt64

    /// Creates a generator; the same seed gives the same sequence.
    init(seed: UInt64) {
        state = seed
    }

    /// A number in `0..<bound`.
    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(mixed % UInt64(bound))
    }
}
