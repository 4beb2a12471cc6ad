import Testing

@testable import JSONModelKit

/// `JSONSchemaPattern`: what each feature of the ECMA-262 syntax matches and does not match.
@Suite struct JSONSchemaPatternTests {
    /// Each feature's rows, matched and rejected texts side by side.
    static let cases: [PatternCase] = [
        // Literals, in any script.
        PatternCase("abc", matches: ["abc", "xxabcxx"], rejects: ["ab", "acb"]),
        PatternCase("", matches: ["", "anything"], rejects: []),
        PatternCase("a]b}", matches: ["a]b}"], rejects: []),
        PatternCase("é", matches: ["café"], rejects: []),
        PatternCase("日本", matches: ["こんにちは日本語"], rejects: []),
        PatternCase("😀+", matches: ["x😀😀y"], rejects: []),
        PatternCase("😀", matches: [], rejects: ["😃"]),

        // Escapes.
        PatternCase(#"\t\n\r"#, matches: ["a\t\n\rb"], rejects: []),
        PatternCase(#"\f\v"#, matches: ["\u{0C}\u{0B}"], rejects: []),
        PatternCase(#"\0"#, matches: ["a\u{0}b"], rejects: []),
        PatternCase(#"\x41\x62"#, matches: ["Ab"], rejects: []),
        PatternCase(#"\u00e9"#, matches: ["é"], rejects: []),
        PatternCase(#"\u{1F600}"#, matches: ["😀"], rejects: []),
        PatternCase(#"\uD83D\uDE00"#, matches: ["😀"], rejects: []),
        PatternCase(#"\u{41}"#, matches: [], rejects: ["B"]),
        PatternCase(#"\.\*\+\?\(\)\[\]\{\}\|\^\$\\\/"#, matches: [#".*+?()[]{}|^$\/"#], rejects: []),
        PatternCase(#"a\.b"#, matches: [], rejects: ["axb"]),

        // `.` and classes, with non-ASCII ranges.
        PatternCase("a.c", matches: ["abc", "a😀c"], rejects: ["a\nc", "a\rc", "a\u{2028}c", "a\u{2029}c"]),
        PatternCase("^[abc]+$", matches: ["cab"], rejects: ["cabbage"]),
        PatternCase("^[a-f0-9]+$", matches: ["deadbeef42"], rejects: ["xyz"]),
        PatternCase("^[^a-z]+$", matches: ["ABC123"], rejects: ["ABc"]),
        PatternCase("^[a-]+$", matches: ["a-a"], rejects: []),
        PatternCase("^[-a]+$", matches: ["-a"], rejects: []),
        PatternCase(#"^[\-\]]+$"#, matches: ["-]"], rejects: []),
        PatternCase(#"^[\d.]+$"#, matches: ["3.14"], rejects: []),
        PatternCase(#"^[\b]$"#, matches: ["\u{08}"], rejects: []),
        PatternCase("[]", matches: [], rejects: ["anything"]),
        PatternCase("^[^]$", matches: ["\n"], rejects: []),
        PatternCase("^[à-ÿ]+$", matches: ["éèü"], rejects: ["eu"]),
        PatternCase("^[α-ω]+$", matches: [], rejects: ["λόγος"]),
        PatternCase("^[α-ωά-ώ]+$", matches: ["λόγος"], rejects: []),
        PatternCase("^[一-龥]+$", matches: ["漢字"], rejects: []),
        PatternCase("^[😀-😏]$", matches: ["😃"], rejects: ["😐"]),
        PatternCase(#"^[\u{1F600}-\u{1F64F}]$"#, matches: ["😃"], rejects: []),
        PatternCase("^[^é]$", matches: ["e"], rejects: ["é"]),

        // Class escapes, ASCII as in ECMA-262, and `\\s` with the Unicode spaces.
        // Arabic-Indic digits: ECMA's \d is ASCII only.
        PatternCase(#"^\d+$"#, matches: ["0123456789"], rejects: ["١٢٣"]),
        PatternCase(#"^\D+$"#, matches: ["abc"], rejects: ["ab1"]),
        PatternCase(#"^\w+$"#, matches: ["snake_Case9"], rejects: ["café"]),
        PatternCase(#"^\W+$"#, matches: ["é-!"], rejects: []),
        // Zero width space is not white space.
        PatternCase(
            #"^\s+$"#,
            matches: [" \t\n\r\u{0B}\u{0C}\u{A0}\u{FEFF}\u{2003}\u{3000}\u{2028}\u{2029}\u{1680}"],
            rejects: ["\u{200B}"]
        ),
        PatternCase(#"^\S+$"#, matches: ["a\u{200B}b"], rejects: ["a b"]),
        PatternCase(#"^[\w\s]+$"#, matches: ["two words"], rejects: []),
        PatternCase(#"^[^\d\s]+$"#, matches: ["abc"], rejects: ["a c"]),

        // Word boundaries and anchors (not multiline).
        PatternCase(#"\bcat\b"#, matches: ["a cat sat"], rejects: ["concatenate"]),
        PatternCase(#"\Bcat\B"#, matches: ["concatenate"], rejects: []),
        PatternCase(#"\Bcat"#, matches: [], rejects: ["cat"]),
        PatternCase(#"\b"#, matches: [], rejects: [""]),
        PatternCase(#"\B"#, matches: [""], rejects: []),
        // É is no word scalar, so é then a is a boundary.
        PatternCase(#"é\b"#, matches: ["éa"], rejects: ["é!"]),
        PatternCase("^abc", matches: ["abcd"], rejects: ["xabc"]),
        // Not multiline.
        PatternCase("abc$", matches: ["xabc"], rejects: ["abcx", "abc\n"]),
        PatternCase("^$", matches: [""], rejects: ["\n"]),
        PatternCase("^abc$", matches: ["abc"], rejects: []),
        PatternCase("a^b", matches: [], rejects: ["ab"]),
        PatternCase("a|^b", matches: ["bx"], rejects: ["xb"]),
        PatternCase("x$|^y", matches: ["yz"], rejects: []),
        PatternCase("^(^)*a$", matches: ["a"], rejects: []),
        PatternCase(#"(\b)+cat"#, matches: ["a cat"], rejects: []),
        PatternCase(#"^(?:\B)+cat"#, matches: [], rejects: ["cat"]),

        // Groups and alternation.
        PatternCase("^(ab)+$", matches: ["ababab"], rejects: ["ababa"]),
        PatternCase("^(?:ab|cd)+$", matches: ["abcdab"], rejects: []),
        PatternCase("^(?<word>[a-z]+)-(?<number>\\d+)$", matches: ["item-42"], rejects: ["item-"]),
        PatternCase("cat|dog", matches: ["hotdog"], rejects: ["bird"]),
        PatternCase("^(cat|dog)$", matches: [], rejects: ["catdog"]),
        PatternCase("^(|a)$", matches: ["", "a"], rejects: []),
        PatternCase("^a(|b|c)d$", matches: ["acd"], rejects: []),
        PatternCase("^()$", matches: [""], rejects: []),
        PatternCase("^(()|a)+$", matches: ["aaa"], rejects: []),

        // Quantifiers, greedy and lazy.
        PatternCase("^a*$", matches: ["", "aaaa"], rejects: []),
        PatternCase("^a+$", matches: ["aaa"], rejects: [""]),
        PatternCase("^ab?c$", matches: ["ac", "abc"], rejects: ["abbc"]),
        PatternCase("^a{3}$", matches: ["aaa"], rejects: ["aa", "aaaa"]),
        PatternCase("^a{2,}$", matches: ["aaaaaa"], rejects: ["a"]),
        PatternCase("^a{2,4}$", matches: ["aaaa"], rejects: ["aaaaa"]),
        PatternCase("^a{0}$", matches: [""], rejects: []),
        PatternCase("^a{0}b$", matches: [], rejects: ["ab"]),
        PatternCase("^a{0,0}$", matches: [""], rejects: []),
        PatternCase("^(ab){2}$", matches: ["abab"], rejects: []),
        PatternCase("^a*?$", matches: ["aaa", ""], rejects: ["aab"]),
        PatternCase("^a+?$", matches: ["aaa"], rejects: [""]),
        PatternCase("^a??b$", matches: ["ab", "b"], rejects: ["aab"]),
        PatternCase("^a{2,3}?$", matches: ["aa", "aaa"], rejects: ["a", "aaaa"]),
        PatternCase("^a{2,}?$", matches: ["aaaa"], rejects: ["a"]),
        PatternCase("^(a*)*$", matches: ["", "aaa"], rejects: ["ab"]),
        PatternCase("^(a*)*b$", matches: [], rejects: ["aaac"]),
        PatternCase("^(a?){3}a{3}$", matches: ["aaa"], rejects: []),
        PatternCase("^[a-z]+@[a-z]+\\.[a-z]{2,}$", matches: ["someone@example.org"], rejects: ["someone@example.o"]),

        // Unanchored search, as JSON Schema says.
        PatternCase("b", matches: ["abc"], rejects: ["ac", ""]),
        PatternCase("bc", matches: ["abc"], rejects: ["acb"]),
        PatternCase("c$", matches: ["abc", "c"], rejects: ["cab"]),
        PatternCase("x", matches: [], rejects: ["abc"]),
        PatternCase("a+b", matches: ["caaab"], rejects: ["bba"]),
        PatternCase("\\d{3}", matches: ["ab12c345"], rejects: ["ab12c34"]),
        PatternCase("[日]", matches: ["今日は"], rejects: ["今月"]),
    ]

    /// Every table, each row through both entries.
    @Test(arguments: cases)
    func matches(_ item: PatternCase) throws {
        let pattern = try JSONSchemaPattern(item.pattern)
        for (text, expected) in item.texts {
            #expect(pattern.matches(text) == expected, "\(text.debugDescription)")
            var contiguous = text
            let fromBytes = contiguous.withUTF8 { pattern.matches(utf8: $0) }
            #expect(fromBytes == expected, "\(text.debugDescription) as UTF-8")
        }
    }

    /// One compiled pattern answers many texts, from several tasks at once.
    @Test func compiledOnceSharedAcrossTasks() async throws {
        let pattern = try JSONSchemaPattern(#"^\d{4}-\d{2}-\d{2}$"#)
        let answers = await withTaskGroup(of: Bool.self) { group in
            for day in 1...20 {
                group.addTask { pattern.matches("2024-01-\(day < 10 ? "0" : "")\(day)") }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(answers.count == 20 && answers.allSatisfy { $0 })
        #expect(!pattern.matches("2024-1-01"))
    }
}
