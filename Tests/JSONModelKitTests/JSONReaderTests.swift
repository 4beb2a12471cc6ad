import Foundation
import Testing

@testable import JSONModelKit

/// The strict RFC 8259 reader: what it accepts, what it rejects, nesting limits and truncation.
@Suite struct JSONReaderTests {
    // MARK: - Accepted documents

    struct Accepted: Sendable, CustomTestStringConvertible {
        let text: String
        let expected: JSONValue
        var testDescription: String { text }
    }

    static let acceptedDocuments: [Accepted] = [
        // Top-level scalars.
        Accepted(text: "true", expected: true),
        Accepted(text: "false", expected: false),
        Accepted(text: "null", expected: nil),
        Accepted(text: "0", expected: 0),
        Accepted(text: "-0", expected: 0),
        Accepted(text: "42", expected: 42),
        Accepted(text: "-17", expected: -17),
        Accepted(text: "1e5", expected: 100_000),
        Accepted(text: "1E+2", expected: 100),
        Accepted(text: "1e-2", expected: 0.01),
        Accepted(text: "0.5e-3", expected: 0.0005),
        Accepted(text: "-0.0", expected: 0),
        Accepted(text: "3.25", expected: 3.25),
        Accepted(text: "1E400", expected: .number(JSONNumber(Double.infinity))),
        Accepted(text: "-1e400", expected: .number(JSONNumber(-Double.infinity))),
        Accepted(text: "1e-400", expected: 0),
        Accepted(text: "123456789012345678901234567890", expected: 123_456_789_012_345_678_901_234_567_890.0),
        Accepted(text: #""""#, expected: ""),
        Accepted(text: #""abc""#, expected: "abc"),
        // Whitespace around values (only space, tab, line feed, carriage return).
        Accepted(text: " \t\r\n1 \t\r\n", expected: 1),
        Accepted(text: " [ ] ", expected: []),
        Accepted(text: "\t{\n}\r\n", expected: [:]),
        // Empty and nested containers.
        Accepted(text: "[]", expected: []),
        Accepted(text: "{}", expected: [:]),
        Accepted(text: "[[]]", expected: [[]]),
        Accepted(text: "[{}]", expected: [[:]]),
        Accepted(text: "[[[]]]", expected: [[[]]]),
        Accepted(text: #"{"a":{}}"#, expected: ["a": [:]]),
        Accepted(text: "[1,2,3]", expected: [1, 2, 3]),
        Accepted(text: "[1 , 2 ,\n3]", expected: [1, 2, 3]),
        Accepted(text: #"[true,false,null,"x",0.5,{}]"#, expected: [true, false, nil, "x", 0.5, [:]]),
        Accepted(
            text: #"{"a":{"b":[1,{"c":null}]},"d":"e"}"#,
            expected: ["a": ["b": [1, ["c": nil]]], "d": "e"]
        ),
        Accepted(text: #"{ "key" : "value" , "k2":[ ] }"#, expected: ["key": "value", "k2": []]),
        Accepted(text: #"{"":0}"#, expected: ["": 0]),
        // Escapes.
        Accepted(text: #""\"\\\/\b\f\n\r\t""#, expected: "\"\\/\u{08}\u{0C}\n\r\t"),
        Accepted(text: #""\u0041""#, expected: "A"),
        Accepted(text: #""\u00e9\u00E9""#, expected: "éé"),
        Accepted(text: #""\u20AC""#, expected: "€"),
        Accepted(text: #""\u0000""#, expected: "\u{0}"),
        Accepted(text: #""\u001f""#, expected: "\u{1F}"),
        Accepted(text: #""\uD83D\uDE00""#, expected: "😀"),
        Accepted(text: #""\ud83d\ude00""#, expected: "😀"),
        Accepted(text: #""\uD800\uDC00""#, expected: "\u{10000}"),
        Accepted(text: #""\uDBFF\uDFFF""#, expected: "\u{10FFFF}"),
        Accepted(text: #""\uFFFF""#, expected: "\u{FFFF}"),
        Accepted(text: #""a\nb\u0041c""#, expected: "a\nbAc"),
        Accepted(text: #"{"\u006b":"\u0076"}"#, expected: ["k": "v"]),
        // Raw non-ASCII UTF-8 and the highest ASCII characters.
        Accepted(text: "\"é€😀\u{10FFFF}\"", expected: "é€😀\u{10FFFF}"),
        Accepted(text: "\"\u{7F}~\"", expected: "\u{7F}~"),
        Accepted(text: "\"\u{2028}\u{2029}\"", expected: "\u{2028}\u{2029}"),
        Accepted(
            text: "\"a long string without escapes, longer than eight bytes\"",
            expected: "a long string without escapes, longer than eight bytes"
        ),
        // A byte order mark at the very start is skipped (RFC 8259 §8.1 allows ignoring it).
        Accepted(text: "\u{FEFF}{}", expected: [:]),
        Accepted(text: "\u{FEFF}1", expected: 1),
        Accepted(text: "\u{FEFF} [true] ", expected: [true]),
    ]

    @Test(arguments: acceptedDocuments)
    func acceptsValidDocument(_ document: Accepted) throws {
        let value = try readJSON(Array(document.text.utf8)).get()
        #expect(value == document.expected)
        #expect(readerError(document.text) == nil)
    }

    @Test func acceptsUTF8BoundaryCharactersInStrings() throws {
        // The first and last scalar of each UTF-8 length, next to the excluded surrogate range.
        let scalars: [UInt32] = [0x80, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFFFD, 0xFFFF, 0x10000, 0xFFFFF, 0x10FFFF]
        for value in scalars {
            let scalar = try #require(Unicode.Scalar(value))
            let text = String(Character(scalar))
            let parsed = try readJSON(Array("\"\(text)\"".utf8)).get()
            #expect(parsed == .string(text), "U+\(String(value, radix: 16))")
        }
    }

    @Test func acceptsEveryEscapableControlCharacterAsUnicodeEscape() throws {
        for value in 0..<0x20 {
            let hex = String(value, radix: 16).leftPadded(to: 4)
            let parsed = try readJSON(Array("\"\\u\(hex)\"".utf8)).get()
            let scalar = try #require(Unicode.Scalar(UInt32(value)))
            #expect(parsed == .string(String(Character(scalar))))
        }
    }

    @Test func duplicateKeysAreSyntacticallyValid() throws {
        // RFC 8259 only says names SHOULD be unique; the reader accepts duplicates.
        #expect(readerError(#"{"a":1,"a":2}"#) == nil)
    }

    // MARK: - Rejected documents

    static let rejectedDocuments: [ByteDocument] = [
        // Nothing to read.
        ByteDocument("empty input", []),
        ByteDocument(" "),
        ByteDocument(" \t\r\n"),
        ByteDocument("byte order mark only", [0xEF, 0xBB, 0xBF]),
        ByteDocument("byte order mark twice", [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x31]),
        ByteDocument("byte order mark after whitespace", [0x20, 0xEF, 0xBB, 0xBF, 0x31]),
        ByteDocument("[\u{FEFF}1]"),
        // Comments.
        ByteDocument("// comment\n1"),
        ByteDocument("/* comment */ 1"),
        ByteDocument("[1 /* comment */]"),
        ByteDocument("1 // comment"),
        ByteDocument("# comment\n1"),
        // Trailing and missing commas.
        ByteDocument("[1,]"),
        ByteDocument("[1,2,]"),
        ByteDocument("[1, ]"),
        ByteDocument(#"{"a":1,}"#),
        ByteDocument(#"{"a":1 , }"#),
        ByteDocument("[,]"),
        ByteDocument("[,1]"),
        ByteDocument("{,}"),
        ByteDocument("[1,,2]"),
        ByteDocument("[1 2]"),
        ByteDocument(#"{"a":1 "b":2}"#),
        // Not numbers in JSON.
        ByteDocument("NaN"),
        ByteDocument("nan"),
        ByteDocument("Infinity"),
        ByteDocument("-Infinity"),
        ByteDocument("[NaN]"),
        ByteDocument("+1"),
        ByteDocument("01"),
        ByteDocument("-01"),
        ByteDocument("00"),
        ByteDocument("[01]"),
        ByteDocument("-"),
        ByteDocument("[-]"),
        ByteDocument("- 1"),
        ByteDocument("1."),
        ByteDocument("1.e5"),
        ByteDocument(".5"),
        ByteDocument("-.5"),
        ByteDocument("1e"),
        ByteDocument("1e+"),
        ByteDocument("1E-"),
        ByteDocument("[1e]"),
        ByteDocument("0x10"),
        ByteDocument("1_000"),
        ByteDocument("1.5.2"),
        ByteDocument("1e5e5"),
        ByteDocument("--1"),
        // Unescaped control characters in strings.
        ByteDocument("NUL in string", [0x22, 0x61, 0x00, 0x62, 0x22]),
        ByteDocument("U+0001 in string", [0x22, 0x01, 0x22]),
        ByteDocument("tab in string", [0x22, 0x09, 0x22]),
        ByteDocument("line feed in string", [0x22, 0x0A, 0x22]),
        ByteDocument("carriage return in string", [0x22, 0x0D, 0x22]),
        ByteDocument("U+001F in string", [0x22, 0x1F, 0x22]),
        ByteDocument("control character after eight plain bytes", Array("\"abcdefghij".utf8) + [0x01, 0x22]),
        // Invalid escapes.
        ByteDocument(#""\x41""#),
        ByteDocument(#""\a""#),
        ByteDocument(#""\'""#),
        ByteDocument(#""\U0041""#),
        ByteDocument(#""\0""#),
        ByteDocument(#""\u12""#),
        ByteDocument(#""\u12G4""#),
        ByteDocument(#""\u""#),
        ByteDocument(#""\u 123""#),
        ByteDocument(#""\"#),
        ByteDocument(#""\ ""#),
        // Lone and mismatched surrogates.
        ByteDocument(#""\uD800""#),
        ByteDocument(#""\uDBFF""#),
        ByteDocument(#""\uDC00""#),
        ByteDocument(#""\uDFFF""#),
        ByteDocument(#""\uDC00\uD800""#),
        ByteDocument(#""\uD800x""#),
        ByteDocument(#""\uD800\u0041""#),
        ByteDocument(#""\uD800\uD800""#),
        ByteDocument(#""\uD800\uE000""#),
        ByteDocument(#""\uDBFF\n""#),
        ByteDocument(#""\uD800\""#),
        ByteDocument(#""\uD800\u""#),
        // Invalid UTF-8 inside strings.
        ByteDocument("overlong C0 80", [0x22, 0xC0, 0x80, 0x22]),
        ByteDocument("overlong C1 BF", [0x22, 0xC1, 0xBF, 0x22]),
        ByteDocument("overlong E0 80 80", [0x22, 0xE0, 0x80, 0x80, 0x22]),
        ByteDocument("overlong E0 9F BF", [0x22, 0xE0, 0x9F, 0xBF, 0x22]),
        ByteDocument("overlong F0 80 80 80", [0x22, 0xF0, 0x80, 0x80, 0x80, 0x22]),
        ByteDocument("overlong F0 8F BF BF", [0x22, 0xF0, 0x8F, 0xBF, 0xBF, 0x22]),
        ByteDocument("surrogate ED A0 80", [0x22, 0xED, 0xA0, 0x80, 0x22]),
        ByteDocument("surrogate ED BF BF", [0x22, 0xED, 0xBF, 0xBF, 0x22]),
        ByteDocument("above U+10FFFF F4 90 80 80", [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22]),
        ByteDocument("lead byte F5", [0x22, 0xF5, 0x80, 0x80, 0x80, 0x22]),
        ByteDocument("lead byte F8", [0x22, 0xF8, 0x88, 0x80, 0x80, 0x80, 0x22]),
        ByteDocument("byte FE", [0x22, 0xFE, 0x22]),
        ByteDocument("byte FF", [0x22, 0xFF, 0x22]),
        ByteDocument("stray continuation 80", [0x22, 0x80, 0x22]),
        ByteDocument("stray continuation BF", [0x22, 0x61, 0xBF, 0x22]),
        ByteDocument("two-byte sequence truncated by quote", [0x22, 0xC3, 0x22]),
        ByteDocument("three-byte sequence truncated by quote", [0x22, 0xE2, 0x82, 0x22]),
        ByteDocument("four-byte sequence truncated by quote", [0x22, 0xF0, 0x9F, 0x98, 0x22]),
        ByteDocument("three-byte sequence with ASCII third byte", [0x22, 0xE2, 0x82, 0x41, 0x22]),
        ByteDocument("four-byte sequence with ASCII fourth byte", [0x22, 0xF0, 0x9F, 0x98, 0x41, 0x22]),
        ByteDocument("two-byte sequence at end of input", [0x22, 0xC3]),
        ByteDocument("four-byte sequence at end of input", [0x22, 0xF0, 0x9F, 0x98]),
        ByteDocument("invalid UTF-8 after eight plain bytes", Array("\"abcdefghij".utf8) + [0xC0, 0x80, 0x22]),
        ByteDocument("invalid UTF-8 in a key", [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]),
        // Non-ASCII and non-RFC whitespace outside strings.
        ByteDocument("non-ASCII outside string", [0xC3, 0xA9]),
        ByteDocument("form feed before value", Array("\u{0C}1".utf8)),
        ByteDocument("form feed after value", Array("1\u{0C}".utf8)),
        ByteDocument("vertical tab", Array("\u{0B}1".utf8)),
        ByteDocument("no-break space", Array("\u{A0}1".utf8)),
        ByteDocument("no-break space inside array", Array("[1,\u{A0}2]".utf8)),
        ByteDocument("line separator", Array("[1,\u{2028}2]".utf8)),
        ByteDocument("ideographic space", Array("\u{3000}1".utf8)),
        ByteDocument("NUL after value", [0x31, 0x00]),
        // Trailing garbage.
        ByteDocument("{} x"),
        ByteDocument("1 2"),
        ByteDocument("[] []"),
        ByteDocument("{}}"),
        ByteDocument("[]]"),
        ByteDocument("[1]]"),
        ByteDocument("nullx"),
        ByteDocument("truex"),
        ByteDocument("1a"),
        ByteDocument(#""a"b"#),
        ByteDocument(#""a""b""#),
        ByteDocument("[1],"),
        // Quoting, keys and structure.
        ByteDocument("'a'"),
        ByteDocument("['a']"),
        ByteDocument("{'a':1}"),
        ByteDocument("{a:1}"),
        ByteDocument("{1:1}"),
        ByteDocument("{null:1}"),
        ByteDocument(#"{"a" 1}"#),
        ByteDocument(#"{"a":}"#),
        ByteDocument(#"{"a"}"#),
        ByteDocument(#"{"a"::1}"#),
        ByteDocument(#"{"a",1}"#),
        ByteDocument(#"["a":1]"#),
        ByteDocument("[", Array("[".utf8)),
        ByteDocument("{"),
        ByteDocument("]"),
        ByteDocument("}"),
        ByteDocument(":"),
        ByteDocument(","),
        ByteDocument("[}"),
        ByteDocument("{]"),
        ByteDocument(#"{"a":[}"#),
        ByteDocument(#"{"a":1]"#),
        ByteDocument(#""abc"#),
        ByteDocument(#"[""#),
        // Misspelled literals.
        ByteDocument("tru"),
        ByteDocument("nul"),
        ByteDocument("fals"),
        ByteDocument("True"),
        ByteDocument("NULL"),
        ByteDocument("FALSE"),
        ByteDocument("t"),
        ByteDocument("[nil]"),
        ByteDocument("undefined"),
    ]

    @Test(arguments: rejectedDocuments)
    func rejectsInvalidDocument(_ document: ByteDocument) throws {
        let error = try #require(readerError(document.bytes))
        #expect(error.code == .syntaxError)
        #expect(error.byteOffset != nil)
        #expect(error.line != nil)
        #expect(error.column != nil)
        // The public entry points agree with the internal reader.
        switch readJSON(document.bytes) {
        case .success(let value): Issue.record("accepted as \(value)")
        case .failure(let failure): #expect(failure.code == .syntaxError)
        }
    }

    /// Runs of the four whitespace bytes of every length up to 20, between every pair of tokens
    /// and at both ends, read word by word and in the byte loop at the end of the input; any
    /// other byte below 0x21 (or a non-breaking space) in the run is an error at its own offset.
    @Test func whitespaceRunsOfEveryShapeAndTheBytesThatEndThem() throws {
        let tokens = ["[", "1", ",", "{", "\"a\"", ":", "true", "}", "]"]
        let expected: JSONValue = [1, ["a": true]]
        var generator = SeededGenerator(seed: 0x5EED_0B5E)
        let whitespace: [UInt8] = [0x20, 0x0A, 0x0D, 0x09]
        for length in 0...20 {
            for _ in 0..<8 {
                let run = (0..<length).map { _ in
                    // Mostly spaces, as in indentation, with the other three mixed in.
                    Int.random(in: 0..<4, using: &generator) == 0
                        ? whitespace.randomElement(using: &generator) ?? 0x20 : 0x20
                }
                let bytes = run + tokens.flatMap { Array($0.utf8) + run }
                #expect(try readJSON(bytes).get() == expected, "run \(run)")
                guard !run.isEmpty else { continue }
                let badOffset = Int.random(in: 0..<bytes.count, using: &generator)
                guard whitespace.contains(bytes[badOffset]) else { continue }
                for bad: UInt8 in [0x00, 0x0B, 0x0C, 0x1F, 0xA0] {
                    var broken = bytes
                    broken[badOffset] = bad
                    let error = try #require(readerError(broken), "byte \(bad) at \(badOffset) of \(broken)")
                    #expect(error.code == .syntaxError)
                    #expect(error.byteOffset == badOffset, "byte \(bad) in \(broken)")
                }
            }
        }
    }

    /// The messages that name a byte of the input, a control character or a string's length
    /// (made out of the reader's hot path), word for word, with their offsets.
    @Test func messagesThatDescribeTheInput() throws {
        let cases: [(text: String, message: String, offset: Int)] = [
            ("1 x", "unexpected 'x' after the JSON value", 2),
            ("[?]", "expected a JSON value, found '?'", 1),
            ("{1:2}", "expected a string key, found '1'", 1),
            ("[\"a\u{1F}\"]", "unescaped control character U+001F in string", 3),
            ("{\"a\":1,\u{7F}}", "expected a string key, found byte 0x7F", 7),
        ]
        for (text, message, offset) in cases {
            let error = try #require(readerError(text), "\(text)")
            #expect(error.message == message)
            #expect(error.byteOffset == offset, "\(text)")
        }
        let long = Array("[\"abcdef\"]".utf8)
        let failure = long.withUnsafeBufferPointer { buffer -> JSONModelError? in
            do throws(JSONModelError) {
                _ = try JSONReader.parse(buffer, maxDepth: 10, limits: JSONReader.Limits(maxStringLength: 5))
                return nil
            } catch {
                return error
            }
        }
        let limit = try #require(failure)
        #expect(limit.code == .limitExceeded)
        #expect(limit.message == "a string of 6 bytes exceeds maxStringLength (5)")
        #expect(limit.byteOffset == 1)
    }

    @Test func rejectsEveryUnescapedControlCharacter() throws {
        for byte in UInt8(0)..<0x20 {
            let error = try #require(readerError([0x22, byte, 0x22]), "byte \(byte)")
            #expect(error.code == .syntaxError)
            #expect(error.byteOffset == 1)
        }
    }

    @Test func rejectsEveryInvalidEscapeLetter() throws {
        let allowed = Set("\"\\/bfnrtu".utf8)
        for byte in UInt8(0x20)..<0x7F where !allowed.contains(byte) {
            let error = try #require(readerError([0x22, 0x5C, byte, 0x22]), "escape byte \(byte)")
            #expect(error.code == .syntaxError)
            #expect(error.byteOffset == 1)
        }
    }

    @Test func rejectsEveryLeadByteThatCannotStartUTF8() throws {
        // 0x80...0xC1 (continuations and overlong leads) and 0xF5...0xFF never start a sequence.
        let invalidLeads = Array(UInt8(0x80)...0xC1) + Array(UInt8(0xF5)...0xFF)
        for lead in invalidLeads {
            let error = try #require(readerError([0x22, lead, 0x80, 0x80, 0x80, 0x22]), "lead byte \(lead)")
            #expect(error.code == .syntaxError)
            #expect(error.byteOffset == 1)
        }
    }

    @Test func rejectsAllEncodedSurrogatesAndAcceptsTheirNeighbours() throws {
        for second in UInt8(0x80)...0xBF {
            let bytes: [UInt8] = [0x22, 0xED, second, 0x80, 0x22]
            if second >= 0xA0 {
                #expect(readerError(bytes)?.code == .syntaxError, "ED \(second) 80")
            } else {
                #expect(readerError(bytes) == nil, "ED \(second) 80")
            }
        }
    }

    @Test func validateAgreesWithTheReader() throws {
        for document in Self.acceptedDocuments {
            #expect(throws: Never.self, "\(document.text)") {
                try JSONValue.validate(document.text)
                try JSONValue.validate(Data(document.text.utf8))
            }
        }
        for document in Self.rejectedDocuments {
            let error = #expect(throws: JSONModelError.self, "\(document.label)") {
                try JSONValue.validate(Data(document.bytes))
            }
            #expect(error?.code == .syntaxError, "\(document.label)")
            #expect(error?.byteOffset == readerError(document.bytes)?.byteOffset, "\(document.label)")
        }
        #expect(throws: JSONModelError.self) {
            try JSONValue.validate("[[]]", maxDepth: 1)
        }
    }

    @Test func publicInitializersThrowSyntaxErrors() throws {
        let error = try #require(throws: JSONModelError.self) {
            try JSONValue(parsing: "[1,]")
        }
        #expect(error.code == .syntaxError)
    }

    // MARK: - Depth

    static func nestedArrays(depth: Int) -> [UInt8] {
        Array(repeating: UInt8(ascii: "["), count: depth) + Array(repeating: UInt8(ascii: "]"), count: depth)
    }

    static func nestedObjects(depth: Int) -> [UInt8] {
        Array(String(repeating: #"{"a":"#, count: depth).utf8) + [UInt8(ascii: "1")]
            + Array(repeating: UInt8(ascii: "}"), count: depth)
    }

    @Test func acceptsArraysNestedToTheDefaultLimit() throws {
        #expect(readerError(Self.nestedArrays(depth: 512)) == nil)
        var value = try readJSON(Self.nestedArrays(depth: 512)).get()
        var depth = 0
        while case .array(let elements) = value {
            depth += 1
            guard let first = elements.first else { break }
            value = first
        }
        #expect(depth == 512)
    }

    @Test func rejectsArraysNestedOneBeyondTheDefaultLimit() throws {
        let error = try #require(readerError(Self.nestedArrays(depth: 513)))
        #expect(error.code == .tooDeeplyNested)
        // The location points at the bracket that opens level 513.
        #expect(error.byteOffset == 512)
        #expect(error.line == 1)
        #expect(error.column == 513)
    }

    @Test func appliesTheLimitToObjects() throws {
        #expect(readerError(Self.nestedObjects(depth: 512)) == nil)
        #expect(readerError(Self.nestedObjects(depth: 513))?.code == .tooDeeplyNested)
    }

    @Test func appliesTheLimitToMixedContainers() throws {
        let open = String(repeating: #"[{"k":"#, count: 256)
        let close = String(repeating: "}]", count: 256)
        #expect(readerError(open + "0" + close) == nil)
        #expect(readerError("[" + open + "0" + close + "]")?.code == .tooDeeplyNested)
    }

    @Test func limitZeroAcceptsOnlyScalars() throws {
        #expect(readerError("1", maxDepth: 0) == nil)
        #expect(readerError(#""text""#, maxDepth: 0) == nil)
        #expect(readerError("[]", maxDepth: 0)?.code == .tooDeeplyNested)
        #expect(readerError("{}", maxDepth: 0)?.code == .tooDeeplyNested)
    }

    @Test(arguments: [1, 2, 10, 100])
    func honoursACustomLimit(maxDepth: Int) throws {
        #expect(readerError(Self.nestedArrays(depth: maxDepth), maxDepth: maxDepth) == nil)
        #expect(readerError(Self.nestedArrays(depth: maxDepth + 1), maxDepth: maxDepth)?.code == .tooDeeplyNested)
        // Scalars have no depth.
        #expect(readerError("1", maxDepth: maxDepth) == nil)
    }

    @Test func publicInitializerHonoursItsLimit() throws {
        let text = String(repeating: "[", count: 4) + String(repeating: "]", count: 4)
        #expect(try JSONValue(parsing: text, maxDepth: 4) == [[[[]]]])
        let error = try #require(throws: JSONModelError.self) {
            try JSONValue(parsing: text, maxDepth: 3)
        }
        #expect(error.code == .tooDeeplyNested)
    }

    @Test func rejectsAMillionOpenBracketsWithoutCrashing() throws {
        let bytes = Array(repeating: UInt8(ascii: "["), count: 1_000_000)
        let error = try #require(readerError(bytes))
        #expect(error.code == .tooDeeplyNested)
        #expect(error.byteOffset == 512)
    }

    @Test func readsAMillionOpenBracketsIterativelyWithoutALimit() throws {
        // With no practical limit the reader must still not recurse: it runs to the end of the
        // input and reports the missing value there.
        let bytes = Array(repeating: UInt8(ascii: "["), count: 1_000_000)
        let error = try #require(readerError(bytes, maxDepth: .max))
        #expect(error.code == .syntaxError)
        #expect(error.byteOffset == 1_000_000)
    }

    // MARK: - Truncation

    static let completeDocuments: [ByteDocument] = [
        ByteDocument(#"{"a":[1,-2.5e+3,true,false,null,"x\u00e9\uD83D\uDE00\n"],"b":{},"c":[]}"#),
        ByteDocument(#"[{"k":"é€😀"},{"":0},[0.5,-0,1E2]]"#),
        ByteDocument(#""\u0041\"x\\""#),
        ByteDocument("true"),
        ByteDocument("false"),
        ByteDocument("null"),
        ByteDocument("\"é€😀\""),
        ByteDocument("byte order mark then array", [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)),
        ByteDocument(" \r\n\t[ 1 , { \"a\" : [ ] } , \"b\" ]"),
        ByteDocument(#"{"a":{"b":{"c":{"d":[[[[0]]]]}}}}"#),
        ByteDocument(#"{"long key without escapes":"long value without escapes, more than eight bytes"}"#),
    ]

    @Test(arguments: completeDocuments)
    func rejectsEveryProperPrefix(_ document: ByteDocument) throws {
        #expect(readerError(document.bytes) == nil, "the complete document is valid")
        for length in 0..<document.bytes.count {
            let prefix = Array(document.bytes[..<length])
            let error = readerError(prefix)
            #expect(error?.code == .syntaxError, "prefix of \(length) bytes")
            if let offset = error?.byteOffset {
                #expect(offset <= length, "prefix of \(length) bytes")
            }
        }
    }

    // MARK: - Robustness

    @Test func mutatedDocumentsEitherFailCleanlyOrRoundTrip() throws {
        // Random byte edits of valid documents: whatever the reader accepts must be a value whose
        // JSON text reads back to the same value; whatever it rejects must carry a location.
        var generator = SeededGenerator(seed: 0x5EED_0001)
        let alphabet =
            Array(#"{}[]",:.-+eE0123456789 \nabtrunlfsx\/"#.utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xC3, 0xED, 0xF0, 0xFF]
        var acceptedCount = 0
        var rejectedCount = 0
        for _ in 0..<4_000 {
            guard let original = Self.completeDocuments.randomElement(using: &generator) else { continue }
            var bytes = original.bytes
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                guard let byte = alphabet.randomElement(using: &generator) else { continue }
                let position = Int.random(in: 0...bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0 where position < bytes.count: bytes[position] = byte
                case 1 where position < bytes.count: bytes.remove(at: position)
                default: bytes.insert(byte, at: position)
                }
            }
            switch readJSON(bytes) {
            case .success(let value):
                acceptedCount += 1
                let reread = try readJSON(Array(value.jsonString().utf8)).get()
                #expect(reread == value, "\(bytes)")
            case .failure(let error):
                rejectedCount += 1
                #expect(error.code == .syntaxError || error.code == .tooDeeplyNested)
                let offset = try #require(error.byteOffset)
                #expect((0...bytes.count).contains(offset))
            }
        }
        #expect(acceptedCount > 0)
        #expect(rejectedCount > 0)
    }
}
