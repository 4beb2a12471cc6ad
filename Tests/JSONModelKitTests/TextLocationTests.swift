import Testing

@testable import JSONModelKit

/// Where syntax errors are reported: 1-based line, 1-based column in Unicode scalars, 0-based
/// byte offset.
@Suite struct SourceLocationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let bytes: [UInt8]
        let line: Int
        let column: Int
        let byteOffset: Int

        init(_ label: String, _ text: String, line: Int, column: Int, byteOffset: Int) {
            self.label = label
            self.bytes = Array(text.utf8)
            self.line = line
            self.column = column
            self.byteOffset = byteOffset
        }

        init(_ label: String, bytes: [UInt8], line: Int, column: Int, byteOffset: Int) {
            self.label = label
            self.bytes = bytes
            self.line = line
            self.column = column
            self.byteOffset = byteOffset
        }

        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case("empty input", "", line: 1, column: 1, byteOffset: 0),
        Case("whitespace only", "  \n ", line: 2, column: 2, byteOffset: 4),
        Case("first byte", "x", line: 1, column: 1, byteOffset: 0),
        Case("trailing comma in array", "[1,]", line: 1, column: 4, byteOffset: 3),
        Case("trailing comma in object", #"{"a":1,}"#, line: 1, column: 8, byteOffset: 7),
        Case(
            "literal on the third line",
            "{\n  \"a\": 1,\n  \"b\": tru\n}",
            line: 3,
            column: 8,
            byteOffset: 19
        ),
        Case("missing comma on the second line", "[1,\n2 3]", line: 2, column: 3, byteOffset: 6),
        Case("error at the last byte", "[1,2}", line: 1, column: 5, byteOffset: 4),
        Case("error at end of input", "[1,2", line: 1, column: 5, byteOffset: 4),
        Case("end of input after a newline", "{\"a\":1\n", line: 2, column: 1, byteOffset: 7),
        Case("end of input inside a string", "\"abc", line: 1, column: 5, byteOffset: 4),
        Case("end of input after several lines", "[\n1,\n2,\n", line: 4, column: 1, byteOffset: 8),
        Case("trailing garbage", "{} x", line: 1, column: 4, byteOffset: 3),
        Case("leading zero points at the zero", "[01]", line: 1, column: 2, byteOffset: 1),
        Case("digit missing after the decimal point", "1.x", line: 1, column: 3, byteOffset: 2),
        Case("digit missing in the exponent", "1e+]", line: 1, column: 4, byteOffset: 3),
        Case("two-byte character before the error", "[\"é\", x]", line: 1, column: 7, byteOffset: 7),
        Case("three-byte character before the error", "[\"€€\",x]", line: 1, column: 7, byteOffset: 10),
        Case("four-byte character before the error", "[\"😀\",x]", line: 1, column: 6, byteOffset: 8),
        Case(
            "multi-byte characters on an earlier line do not shift the column",
            "[\"😀é€\",\n  x]",
            line: 2,
            column: 3,
            byteOffset: 16
        ),
        Case(
            "multi-byte characters on the same line after a newline",
            "[1,\n\"ü\", ?]",
            line: 2,
            column: 6,
            byteOffset: 10
        ),
        Case("CRLF line endings", "{\r\n\"a\":1,\r\n}", line: 3, column: 1, byteOffset: 11),
        Case("CRLF with indentation", "[\r\n1,\r\n  x]", line: 3, column: 3, byteOffset: 9),
        Case("a lone CR does not end a line", "[1,\rx]", line: 1, column: 5, byteOffset: 4),
        Case("raw line feed inside a string", "\"ab\ncd\"", line: 1, column: 4, byteOffset: 3),
        Case("invalid escape points at the backslash", #"["ab\x"]"#, line: 1, column: 5, byteOffset: 4),
        Case("lone high surrogate points at its escape", #"["\uD800"]"#, line: 1, column: 3, byteOffset: 2),
        Case("lone low surrogate points at its escape", #"["a\uDC00"]"#, line: 1, column: 4, byteOffset: 3),
        Case(
            "high surrogate followed by a non-low escape points at the second escape",
            #""\uD800\u0041""#,
            line: 1,
            column: 8,
            byteOffset: 7
        ),
        Case("bad hex digit", #""\u12G4""#, line: 1, column: 6, byteOffset: 5),
        Case(
            "invalid UTF-8 points at the lead byte",
            bytes: [0x5B, 0x22, 0xC3, 0xA9, 0xE0, 0x80, 0x80, 0x22, 0x5D],
            line: 1,
            column: 4,
            byteOffset: 4
        ),
        Case(
            "byte order mark counts as one scalar",
            bytes: [0xEF, 0xBB, 0xBF, 0x78],
            line: 1,
            column: 2,
            byteOffset: 3
        ),
        Case(
            "unexpected byte on line 5 of a pretty document",
            "{\n  \"a\": [\n    1,\n    2\n  ]]\n}",
            line: 5,
            column: 4,
            byteOffset: 27
        ),
    ]

    @Test(arguments: cases)
    func reportsLocation(_ testCase: Case) throws {
        let error = try #require(readerError(testCase.bytes))
        #expect(error.code == .syntaxError)
        #expect(error.line == testCase.line)
        #expect(error.column == testCase.column)
        #expect(error.byteOffset == testCase.byteOffset)
    }

    @Test func descriptionNamesTheLineAndColumn() throws {
        let error = try #require(readerError("[\n1,\n]"))
        #expect(error.line == 3)
        #expect(error.column == 1)
        #expect(error.description.contains("line 3, column 1"))
    }

    @Test func locationOfTooDeeplyNestedError() throws {
        let text = "[\n" + String(repeating: "[", count: 3)
        let error = try #require(readerError(text, maxDepth: 3))
        #expect(error.code == .tooDeeplyNested)
        #expect(error.line == 2)
        #expect(error.column == 3)
        #expect(error.byteOffset == 4)
    }

    @Test func publicParserReportsTheSameLocation() throws {
        let error = try #require(throws: JSONModelError.self) {
            try JSONValue(parsing: "{\n  \"é\": [1,,2]\n}")
        }
        #expect(error.line == 2)
        #expect(error.column == 11)
        #expect(error.byteOffset == 13)
    }

    // MARK: - SourceLocation itself

    static func location(of offset: Int, in text: String) -> JSONModelKit.TextLocation {
        Array(text.utf8).withUnsafeBufferPointer { JSONModelKit.TextLocation(offset: offset, in: $0) }
    }

    @Test func locationOfEveryOffsetInAMultiLineText() throws {
        // Walk the scalars and compute the expected line and column independently.
        let text = "ab\né€\r\n😀x\n\nz"
        var expected: [Int: (line: Int, column: Int)] = [:]
        var line = 1
        var column = 1
        var offset = 0
        for scalar in text.unicodeScalars {
            expected[offset] = (line, column)
            offset += String(scalar).utf8.count
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        expected[offset] = (line, column)
        #expect(expected.count == text.unicodeScalars.count + 1)
        for (offset, location) in expected {
            let actual = Self.location(of: offset, in: text)
            #expect(actual.line == location.line, "offset \(offset)")
            #expect(actual.column == location.column, "offset \(offset)")
        }
    }

    @Test func offsetBeyondTheEndIsClampedToTheEnd() throws {
        let location = Self.location(of: 100, in: "ab\nc")
        #expect(location.line == 2)
        #expect(location.column == 2)
    }
}
