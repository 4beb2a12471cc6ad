import CJSONModelSIMD
import Testing

@testable import JSONModelKit

/// The vector scanners of CJSONModelSIMD (SSE2 here, NEON on arm64) against their scalar
/// reference and against what each input means, at every offset a sixteen-byte block can put a
/// byte in; and the reader's strings, whose errors must be those of a byte-by-byte reader.
@Suite struct VectorScanTests {
    /// `count` plain ASCII letters.
    static func letters(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(ascii: "a") + UInt8($0 % 26) }
    }

    /// A stop byte (`"`, `\`, a control) at every offset up to 40, after plain ASCII or
    /// after a non-ASCII letter: both scanners stop there, and only the second sees non-ASCII.
    @Test(arguments: [UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x00, 0x0A, 0x1F])
    func stringScanStopsAtTheFirstByteToEscape(_ stop: UInt8) {
        for offset in 0...40 {
            for prefixIsASCII in [true, false] {
                var bytes = Self.letters(offset) + [stop] + Self.letters(30)
                if !prefixIsASCII, offset >= 2 { bytes.replaceSubrange(0..<2, with: [0xC3, 0xA9]) }
                bytes.withUnsafeBufferPointer { buffer in
                    let base = buffer.baseAddress
                    var seenVector: UInt8 = 0
                    var seenScalar: UInt8 = 0
                    #expect(jm_string_scan(base, buffer.count, &seenVector) == offset)
                    #expect(jm_string_scan_scalar(base, buffer.count, &seenScalar) == offset)
                    let nonASCII = !prefixIsASCII && offset >= 2
                    #expect((seenVector >= 0x80) == nonASCII)
                    #expect((seenScalar >= 0x80) == nonASCII)
                }
            }
        }
    }

    /// Without a byte to stop at, both scanners return the length, for every length up to 64.
    @Test func stringScanRunsToTheEndWithoutAStop() {
        for count in 0...64 {
            let bytes = Self.letters(count)
            bytes.withUnsafeBufferPointer { buffer in
                var seen: UInt8 = 0
                #expect(jm_string_scan(buffer.baseAddress, count, &seen) == count)
                #expect(seen < 0x80)
            }
        }
    }

    /// Whitespace runs of every length up to 40, of each whitespace byte, ended by a token byte
    /// or by a byte below 0x21 that is not whitespace.
    @Test(arguments: [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")])
    func whitespaceScanFindsTheEndOfEveryRun(_ space: UInt8) {
        for length in 0...40 {
            for end in [UInt8(ascii: "{"), 0x0B, 0x00, 0xA0] {
                let bytes = [UInt8](repeating: space, count: length) + [end] + Self.letters(20)
                bytes.withUnsafeBufferPointer { buffer in
                    #expect(jm_whitespace_scan(buffer.baseAddress, buffer.count) == length)
                    #expect(jm_whitespace_scan_scalar(buffer.baseAddress, buffer.count) == length)
                }
            }
            let onlySpace = [UInt8](repeating: space, count: length)
            onlySpace.withUnsafeBufferPointer { buffer in
                #expect(jm_whitespace_scan(buffer.baseAddress, length) == length)
            }
        }
    }

    /// Pretty-printed indentation, a line break and spaces, ended by every kind of byte, at
    /// every length up to 40: the scan ends where the scalar one does.
    @Test func whitespaceScanFindsTheEndOfIndentation() {
        for spaces in 0...40 {
            for end in [UInt8(ascii: "\""), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x00] {
                let bytes =
                    [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: spaces) + [end]
                    + Self.letters(20)
                bytes.withUnsafeBufferPointer { buffer in
                    #expect(
                        jm_whitespace_scan(buffer.baseAddress, buffer.count)
                            == jm_whitespace_scan_scalar(buffer.baseAddress, buffer.count),
                        "\(spaces) spaces, then \(end)"
                    )
                }
            }
        }
    }

    /// Well-formed sequences and the kinds of ill-formed ones (Unicode Table 3-7), at every
    /// offset up to 40 in ASCII, so that each meets every block boundary; and at the very end,
    /// where a truncated sequence must be seen without a following block.
    @Test func utf8ValidationAgreesWithTable3Dash7AtEveryOffset() {
        let valid: [[UInt8]] = [
            [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80],
            [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xE6, 0x97, 0xA5],
        ]
        let invalid: [[UInt8]] = [
            [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC2], [0xC2, 0x41], [0xE0, 0x80, 0x80],
            [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xE1, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF8], [0xFF], [0xF1, 0x80, 0x80],
            [0xC2, 0x80, 0x80],
        ]
        for (sequences, expected) in [(valid, true), (invalid, false)] {
            for sequence in sequences {
                for offset in 0...40 {
                    for after in [0, 20] {
                        let bytes = Self.letters(offset) + sequence + Self.letters(after)
                        bytes.withUnsafeBufferPointer { buffer in
                            #expect(
                                jm_utf8_valid(buffer.baseAddress, buffer.count) == expected,
                                "\(sequence) at \(offset)"
                            )
                            #expect(jm_utf8_valid_scalar(buffer.baseAddress, buffer.count) == expected)
                        }
                    }
                }
            }
        }
    }

    // MARK: The reader's strings

    /// One wrong thing in a string at every offset up to 40: the reader reports it at that
    /// offset, with the message the byte-by-byte reader gives.
    @Test(
        arguments: [
            ([0x01], "control character"),
            ([0xFF], "invalid UTF-8 byte 0xFF"),
            ([0xED, 0xA0, 0x80], "invalid UTF-8 sequence"),
            ([0xE6, 0x97, 0x41], "invalid UTF-8 sequence"),
            (Array("\\x".utf8), "invalid escape sequence"),
            (Array("\\uD800x".utf8), "lone high surrogate"),
        ] as [([UInt8], String)]
    )
    func readerReportsTheFirstErrorInAStringWhereItIs(_ wrong: [UInt8], _ message: String) throws {
        for offset in 0...40 {
            // After ASCII, and after a non-ASCII letter (`é`), which also makes the string validated.
            let accented = offset >= 2 ? [0xC3, 0xA9] + Self.letters(offset - 2) : Self.letters(offset)
            for prefix in [Self.letters(offset), accented] {
                let document = [UInt8(ascii: "\"")] + prefix + wrong + Self.letters(25) + [UInt8(ascii: "\"")]
                let error = try #require(Self.readerError(document))
                #expect(error.byteOffset == 1 + offset, "\(wrong) at \(offset)")
                #expect(error.message.contains(message), "\(error.message)")
            }
        }
    }

    /// Invalid UTF-8 before a bad escape or a control byte is the error reported, as a
    /// byte-by-byte reader meets it first, though the vector scan stops at the later byte.
    @Test func theEarliestErrorInAStringIsTheOneReported() throws {
        for later in [Array("\\q".utf8), [0x09]] {
            let document = Array("\"abc".utf8) + [0xC0, 0xAF] + Self.letters(20) + later + Array("\"".utf8)
            let error = try #require(Self.readerError(document))
            #expect(error.byteOffset == 4)
            #expect(error.message.contains("UTF-8"))
        }
        let truncated = Array("\"abc".utf8) + [0xE6, 0x97]
        let error = try #require(Self.readerError(truncated))
        #expect(error.byteOffset == 4)
    }

    /// Strings with non-ASCII text, escapes and both, across block boundaries, read to the
    /// same text a byte-by-byte reader gives.
    @Test func stringsWithNonASCIITextAndEscapesReadCorrectly() throws {
        for offset in 0...34 {
            let prefix = String(repeating: "a", count: offset)
            let suffix = String(repeating: "z", count: offset)
            let text = prefix + "日本\"é\\😀\n" + suffix
            let value = try JSONValue(parsing: "[\"" + prefix + #"日本\"é\\😀\n"# + suffix + "\"]")
            #expect(value == [JSONValue.string(text)])
        }
    }

    static func readerError(_ bytes: [UInt8]) -> JSONModelError? {
        do {
            _ = try bytes.withUnsafeBufferPointer { buffer throws(JSONModelError) in
                try JSONReader.parse(buffer, maxDepth: 64)
            }
            return nil
        } catch {
            return error
        }
    }
}
