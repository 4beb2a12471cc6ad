import Testing

@testable import JSONModelKit

/// The patterns `JSONSchemaPattern` refuses: features that cannot run in linear time, and
/// malformed patterns, each with its message and offset.
@Suite struct PatternSyntaxErrorTests {
    /// The message of a pattern that compiles to too many states.
    static let tooLargeMessage =
        "pattern too large: it compiles to more than 10000 states "
        + "(counted repetition such as '{1000}' copies what it repeats)"

    /// Each message, with the patterns that give it and the offset each gives.
    static let cases: [(String, [String: Int])] = [
        // Features that cannot run in linear time.
        (#"backreference '\1' is not supported"#, [#"(a)\1"#: 3, #"[\1]"#: 1]),
        (#"backreference '\k<name>' is not supported"#, [#"(?<x>a)\k<x>"#: 7]),
        ("look-ahead '(?=' is not supported", ["a(?=b)": 1]),
        ("look-ahead '(?!' is not supported", ["a(?!b)": 1]),
        ("look-behind '(?<=' is not supported", ["(?<=a)b": 0]),
        ("look-behind '(?<!' is not supported", ["(?<!a)b": 0]),
        (#"octal escape '\01' is not supported"#, [#"\01"#: 0]),

        // Malformed patterns.
        ("missing ')' for the group", ["(ab": 0, "é(": 1]),
        ("unmatched ')'", ["ab)": 2]),
        ("missing ']' for the class", ["[ab": 0]),
        ("range out of order in class: 'z-a'", ["[z-a]": 1]),
        ("a class escape cannot be the bound of a range", [#"[\d-z]"#: 1]),
        (#"'\B' inside a class"#, [#"[\B]"#: 1]),
        ("nothing to repeat before '*'", ["*a": 0, "a**": 2]),
        ("nothing to repeat before '+'", ["a|+": 2]),
        ("unknown group '(?'", ["(?)": 0]),
        ("nothing to repeat before '{'", ["a{2}{3}": 4, "{2}": 0]),
        ("nothing to repeat: an assertion cannot be quantified", ["^*": 1, #"\b+"#: 2]),
        ("malformed '{}' quantifier: expected a number", ["a{,2}": 1]),
        ("malformed '{}' quantifier: expected '}'", ["a{2": 1, "a{2,x}": 1]),
        ("numbers out of order in '{}' quantifier", ["a{3,2}": 1]),
        ("count in '{}' quantifier is larger than 100000", ["a{1000000}": 2]),
        (#"'\' at the end of the pattern"#, [#"a\"#: 1]),
        (#"unknown escape '\q'"#, [#"\q"#: 0]),
        ("malformed escape: expected 2 hexadecimal digits", [#"\x4"#: 0]),
        ("malformed escape: expected 4 hexadecimal digits", [#"\u12"#: 0]),
        (#"malformed '\u{…}' escape"#, [#"\u{}"#: 0]),
        (#"'\u{…}' beyond U+10FFFF"#, [#"\u{110000}"#: 0]),
        ("escape of a lone surrogate, which is no Unicode scalar", [#"\uD800"#: 0]),
        ("invalid group name", ["(?<1a>x)": 3, "(?<>x)": 3]),

        // Counted repetition that would compile to more than 10,000 states.
        // The error points at the outermost repetition being expanded when the cap is passed.
        (tooLargeMessage, ["(a{1000}){1000}": 9, "[a-z]{0,20000}": 5, "a{5000}b{5001}": 8]),
    ]

    /// Each refused pattern throws its message and offset: features that cannot run in linear
    /// time, malformed patterns, and counted repetition that would compile to more than 10,000
    /// states.
    @Test(arguments: cases)
    func refused(_ message: String, _ patterns: [String: Int]) {
        for (pattern, offset) in patterns {
            #expect(throws: PatternSyntaxError(message, at: offset), "\(pattern)") { try JSONSchemaPattern(pattern) }
        }
    }

    /// Repetitions of nothing compile to nothing, however many there are.
    @Test(arguments: ["((){99999}){99999}", "((a{0}){99999}){99999}", "(?:){100000}"])
    func repetitionOfNothingCompiles(_ pattern: String) throws {
        #expect(try JSONSchemaPattern(pattern).matches(""))
    }

    /// Nesting beyond the limit is refused before the parser's recursion could exhaust the stack.
    @Test func deepNestingIsRefused() {
        let depth = PatternParser.maximumDepth + 1
        let pattern = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        #expect(throws: PatternSyntaxError("groups nested more than 200 deep", at: depth - 1)) {
            try JSONSchemaPattern(pattern)
        }
        let allowed = PatternParser.maximumDepth
        #expect(
            (try? JSONSchemaPattern(String(repeating: "(", count: allowed) + String(repeating: ")", count: allowed)))
                != nil
        )
    }
}
