import Testing

@testable import JSONModelKit

/// The one number grammar, as the reader and text sources (XML content, `@Lossy`) use it.
@Suite struct JSONNumberGrammarTests {
    struct LiteralCase: Sendable, CustomTestStringConvertible {
        let text: String
        /// `nil` when `text` is not exactly one number literal.
        let isInteger: Bool?
        var testDescription: String { "\"\(text)\"" }
    }

    static let literalCases: [LiteralCase] = [
        LiteralCase(text: "0", isInteger: true),
        LiteralCase(text: "-0", isInteger: true),
        LiteralCase(text: "7", isInteger: true),
        LiteralCase(text: "-123456789012345678901234567890", isInteger: true),
        LiteralCase(text: "1.5", isInteger: false),
        LiteralCase(text: "-65.613616999999977", isInteger: false),
        LiteralCase(text: "1e5", isInteger: false),
        LiteralCase(text: "1E+5", isInteger: false),
        LiteralCase(text: "0.5e-10", isInteger: false),
        LiteralCase(text: "", isInteger: nil),
        LiteralCase(text: "-", isInteger: nil),
        LiteralCase(text: "+1", isInteger: nil),
        LiteralCase(text: "01", isInteger: nil),
        LiteralCase(text: "-01", isInteger: nil),
        LiteralCase(text: ".5", isInteger: nil),
        LiteralCase(text: "1.", isInteger: nil),
        LiteralCase(text: "1.e5", isInteger: nil),
        LiteralCase(text: "1e", isInteger: nil),
        LiteralCase(text: "1e+", isInteger: nil),
        LiteralCase(text: " 1", isInteger: nil),
        LiteralCase(text: "1 ", isInteger: nil),
        LiteralCase(text: "12345678x", isInteger: nil),
        LiteralCase(text: "NaN", isInteger: nil),
        LiteralCase(text: "Infinity", isInteger: nil),
        LiteralCase(text: "0x10", isInteger: nil),
    ]

    @Test(arguments: literalCases)
    func literalIsClassified(_ testCase: LiteralCase) {
        var text = testCase.text
        let isInteger = text.withUTF8 { JSONNumberGrammar.literalIsInteger($0) }
        #expect(isInteger == testCase.isInteger)
    }

    @Test func literalInsideLongerTextIsNotALiteral() {
        // A buffer whose bytes go on past the slice: only the slice is looked at.
        let bytes = Array("12345678901234567890]".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(JSONNumberGrammar.literalIsInteger(UnsafeBufferPointer(rebasing: buffer[0..<20])) == true)
            #expect(JSONNumberGrammar.literalIsInteger(buffer) == nil)
        }
    }

    /// A run of digits ends at the first other byte, whatever that byte is, wherever it falls
    /// against the eight-byte words, and whatever bytes stand before the literal; buffers are
    /// exactly their size.
    @Test func digitRunsEndAtTheFirstOtherByteAtEveryLengthAndOffset() throws {
        // `.`, `e` and `E` continue a literal; every other byte ends it.
        let others = (UInt8.min...UInt8.max).filter {
            !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) && !".eE".utf8.contains($0)
        }
        for prefixLength in [0, 3, 7] {
            for digitCount in 1...20 {
                for tail in [[UInt8]()] + others.map({ [$0] }) {
                    let prefix = [UInt8](repeating: 0xFF, count: prefixLength)
                    let digits = (0..<digitCount).map { UInt8(ascii: "1") + UInt8($0 % 9) }
                    let bytes = prefix + digits + tail
                    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
                    defer { buffer.deallocate() }
                    buffer.initialize(from: bytes, count: bytes.count)
                    let scanned = try JSONNumberGrammar.scan(buffer, from: prefixLength, count: bytes.count)
                    #expect(scanned.end == prefixLength + digitCount, "\(prefixLength) \(digitCount) \(tail)")
                    #expect(scanned.isInteger)
                }
            }
        }
    }

    @Test func scanStopsAtTheFirstByteThatCannotContinue() throws {
        let bytes = Array("[-12.5e3,7]".utf8)
        try bytes.withUnsafeBufferPointer { buffer in
            let base = try #require(buffer.baseAddress)
            let first = try JSONNumberGrammar.scan(base, from: 1, count: buffer.count)
            #expect(first.end == 8)
            #expect(first.isInteger == false)
            let second = try JSONNumberGrammar.scan(base, from: 9, count: buffer.count)
            #expect(second.end == 10)
            #expect(second.isInteger == true)
        }
    }

    @Test func readerReportsTheGrammarsFailures() {
        let cases: [(text: String, message: String, offset: Int)] = [
            ("[-]", "expected a digit in number", 2),
            ("[012]", "leading zeros are not allowed in numbers", 1),
            ("[1.]", "expected a digit after the decimal point", 3),
            ("[1e+]", "expected a digit in the exponent", 4),
        ]
        for (text, message, offset) in cases {
            do {
                _ = try JSONValue(parsing: text)
                Issue.record("\(text) was accepted")
            } catch {
                #expect(error.message == message, "\(text)")
                #expect(error.byteOffset == offset, "\(text)")
            }
        }
    }
}
