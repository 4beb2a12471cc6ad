import JSONModelKit
import Testing

@testable import JSONModelXML

/// `readPlainTextElement()` against the general reading it shortens: for every kind of element
/// content, it either reads nothing, or leaves the reader exactly where the text and end-tag
/// tokens would, with the same text, name and offsets, and the rest of the document reads the
/// same.
@Suite struct XMLReaderPlainTextTests {
    /// What a reader reports from here to the end (or to its error).
    private struct Trace: Equatable {
        var tokens: [String] = []
        var error: String?
    }

    private static func trace(_ reader: inout XMLReader) -> Trace {
        var trace = Trace()
        do {
            while let token = try reader.nextToken() {
                trace.tokens.append(describe(token, reader) + "@\(reader.eventOffset)")
            }
        } catch {
            trace.error = "\(error.message) at \(error.location.byteOffset)"
        }
        return trace
    }

    private static func describe(_ token: XMLToken, _ reader: XMLReader) -> String {
        switch token {
        case .startElement: "<\(reader.string(reader.tokenName))>"
        case .endElement: "</\(reader.string(reader.tokenName))>"
        case .text: "text(\(reader.withTokenText { Array($0) }))"
        }
    }

    static let contents: [[UInt8]] =
        [
            "", "12.5", "-65.613616999999977", "plain text with spaces", "tab\tand\nline feed",
            "Tea &amp; cake", "&#x41;", "line\r\nend", "<!-- note -->x", "x<!-- note -->", "<![CDATA[<raw>]]>",
            "a]b", "a]]>b", "caf\u{E9}", "\u{65E5}\u{672C}\u{8A9E} text", "emoji \u{1F600}", "<b/>", "<b>x</b>",
            "x</other>", "x</a >", "x</ab>", "x<?pi data?>", "x</a", "x<", "\u{1}", "\u{7F}",
            String(repeating: "long ", count: 40),
        ].map { Array($0.utf8) } + [[0xFF], [0x61, 0xC3], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBE]]

    @Test(arguments: contents)
    func readsWhatTheTokensRead(content: [UInt8]) {
        for maxTextLength in [Int?.none, 8] {
            let document = Array("<r><a>".utf8) + content + Array("</a><z/></r>".utf8)
            document.withUnsafeBufferPointer { bytes in
                var options = XMLReaderOptions()
                options.maxTextLength = maxTextLength
                var general = XMLReader(bytes: bytes, options: options)
                #expect((try? general.nextToken()) == .startElement)
                #expect((try? general.nextToken()) == .startElement)
                var fast = general
                let start = fast.position
                let label =
                    "\(String(decoding: content, as: UTF8.self).debugDescription) max \(String(describing: maxTextLength))"
                guard let read = fast.readPlainTextElement() else {
                    #expect(fast.position == start, "\(label)")
                    #expect(Self.trace(&fast) == Self.trace(&general), "\(label)")
                    return
                }
                var expected = Self.trace(&general)
                // The general reading's first tokens are the text (if any) and the end tag.
                if read == .text {
                    #expect(expected.tokens.first?.hasPrefix("text(") == true, "\(label)")
                    #expect(
                        expected.tokens.first?.prefix(while: { $0 != "@" })
                            == Substring("text(\(fast.withTokenText { Array($0) }))"),
                        "\(label)"
                    )
                    expected.tokens.removeFirst()
                }
                #expect(expected.tokens.first == "</a>@\(fast.eventOffset)", "\(label)")
                expected.tokens.removeFirst()
                #expect(Self.trace(&fast) == expected, "\(label)")
            }
        }
    }

    /// Which contents take the short way: plain text in any script, and nothing at all.
    @Test func plainContentIsReadAtOnce() {
        let expectations: [(String, XMLReader.PlainTextContent?)] = [
            ("", .empty), ("12.5", .text), ("tab\tand\nline feed", .text), ("caf\u{E9}", .text),
            ("\u{65E5}\u{672C}\u{8A9E} text", .text), ("emoji \u{1F600}", .text),
            ("Tea &amp; cake", nil), ("line\r\nend", nil), ("x<!-- note -->", nil), ("<b/>", nil),
            ("x</other>", nil), ("x</a >", nil), ("a]b", nil),
        ]
        for (content, expected) in expectations {
            let document = Array("<r><a>\(content)</a></r>".utf8)
            document.withUnsafeBufferPointer { bytes in
                var reader = XMLReader(bytes: bytes)
                _ = try? reader.nextToken()
                _ = try? reader.nextToken()
                #expect(reader.readPlainTextElement() == expected, "\(content.debugDescription)")
                if expected == .text {
                    #expect(reader.withTokenText { String(decoding: $0, as: UTF8.self) } == content)
                }
            }
        }
    }

    @Test func anEmptyElementTagIsLeftToTheTokens() {
        let document = Array("<r><a/></r>".utf8)
        document.withUnsafeBufferPointer { bytes in
            var reader = XMLReader(bytes: bytes)
            _ = try? reader.nextToken()
            _ = try? reader.nextToken()
            #expect(reader.readPlainTextElement() == nil)
            #expect((try? reader.nextToken()) == .endElement)
        }
    }
}
