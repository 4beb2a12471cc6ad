import Testing

@testable import JSONModelXML

/// Entity and character references, and line-end and attribute-value normalization.
@Suite struct XMLReaderReferenceTests {
    struct Resolved: Sendable, CustomTestStringConvertible {
        /// The escaped form, used both as text content and as an attribute value.
        let written: String
        let value: String
        var testDescription: String { written }
    }

    static let references: [Resolved] = [
        Resolved(written: "&lt;", value: "<"),
        Resolved(written: "&gt;", value: ">"),
        Resolved(written: "&amp;", value: "&"),
        Resolved(written: "&apos;", value: "'"),
        Resolved(written: "&quot;", value: "\""),
        Resolved(written: "&lt;&gt;&amp;&apos;&quot;", value: "<>&'\""),
        Resolved(written: "&amp;lt;", value: "&lt;"),
        Resolved(written: "&#65;", value: "A"),
        Resolved(written: "&#065;", value: "A"),
        Resolved(written: "&#x41;", value: "A"),
        Resolved(written: "&#x0041;", value: "A"),
        Resolved(written: "&#233;", value: "é"),
        Resolved(written: "&#xe9;&#xE9;", value: "éé"),
        Resolved(written: "&#x20AC;", value: "€"),
        Resolved(written: "&#x1F600;", value: "😀"),
        Resolved(written: "&#128512;", value: "😀"),
        Resolved(written: "&#x10FFFF;", value: "\u{10FFFF}"),
        Resolved(written: "&#xFFFD;", value: "\u{FFFD}"),
        Resolved(written: "&#xE000;", value: "\u{E000}"),
        Resolved(written: "&#x10000;", value: "\u{10000}"),
        Resolved(written: "&#9;", value: "\t"),
        Resolved(written: "&#x20;", value: " "),
        Resolved(written: "&#0000000000000065;", value: "A"),
        Resolved(written: "a&#x62;c&#100;e", value: "abcde"),
        // Markup characters written as character references are plain text.
        Resolved(written: "&#60;&#x3C;b&#62;", value: "<<b>"),
        Resolved(written: "&#38;amp;", value: "&amp;"),
        Resolved(written: "&#34;&#39;", value: "\"'"),
        Resolved(written: "&#x5D;&#x5D;>", value: "]]>"),
    ]

    @Test(arguments: references)
    func referencesInText(_ reference: Resolved) throws {
        let events = try readXML("<a>\(reference.written)</a>").requireEvents()
        #expect(events == [.start("a"), .text(reference.value), .end("a")])
    }

    @Test(arguments: references)
    func referencesInAttributeValues(_ reference: Resolved) throws {
        let double = try readXML("<a v=\"\(reference.written)\"/>").requireEventsIgnoringAttributeLocations()
        #expect(double == [.start("a", ["v": reference.value]), .end("a")])
        let single = try readXML("<a v='\(reference.written)'/>").requireEventsIgnoringAttributeLocations()
        #expect(single == [.start("a", ["v": reference.value]), .end("a")])
    }

    @Test func lineEndReferencesAreKeptInText() throws {
        let events = try readXML("<a>&#13;&#10;&#xD;</a>").requireEvents()
        #expect(events == [.start("a"), .text("\r\n\r"), .end("a")])
    }

    // MARK: - Line ends in text and CDATA

    struct Normalized: Sendable, CustomTestStringConvertible {
        let label: String
        let text: String
        let expected: String
        var testDescription: String { label }
    }

    static let lineEnds: [Normalized] = [
        Normalized(label: "LF", text: "<a>x\ny</a>", expected: "x\ny"),
        Normalized(label: "CR LF", text: "<a>x\r\ny</a>", expected: "x\ny"),
        Normalized(label: "lone CR", text: "<a>x\ry</a>", expected: "x\ny"),
        Normalized(label: "CR CR LF", text: "<a>x\r\r\ny</a>", expected: "x\n\ny"),
        Normalized(label: "LF CR", text: "<a>x\n\ry</a>", expected: "x\n\ny"),
        Normalized(label: "CR at the end of text", text: "<a>x\r</a>", expected: "x\n"),
        Normalized(label: "only CR LF", text: "<a>\r\n</a>", expected: "\n"),
        Normalized(
            label: "CR LF in a long run",
            text: "<a>first line of text\r\nsecond line of text\rthird line\r\n</a>",
            expected: "first line of text\nsecond line of text\nthird line\n"
        ),
        Normalized(label: "CR LF in CDATA", text: "<a><![CDATA[x\r\ny]]></a>", expected: "x\ny"),
        Normalized(label: "lone CR in CDATA", text: "<a><![CDATA[x\ry\r]]></a>", expected: "x\ny\n"),
        Normalized(label: "CR in CDATA, LF after it", text: "<a><![CDATA[x\r]]>\ny</a>", expected: "x\n\ny"),
        Normalized(label: "tab and LF kept", text: "<a>\tx\n</a>", expected: "\tx\n"),
        Normalized(label: "CR LF around a reference", text: "<a>\r\n&amp;\r\n</a>", expected: "\n&\n"),
    ]

    @Test(arguments: lineEnds)
    func lineEndsInTextBecomeLineFeeds(_ document: Normalized) throws {
        let events = try readXML(document.text).requireEvents()
        #expect(events == [.start("a"), .text(document.expected), .end("a")])
    }

    // MARK: - Attribute value normalization

    static let attributeValues: [Normalized] = [
        Normalized(label: "tab", text: "<a v=\"x\ty\"/>", expected: "x y"),
        Normalized(label: "LF", text: "<a v=\"x\ny\"/>", expected: "x y"),
        Normalized(label: "CR", text: "<a v=\"x\ry\"/>", expected: "x y"),
        Normalized(label: "CR LF is one space", text: "<a v=\"x\r\ny\"/>", expected: "x y"),
        Normalized(label: "CR CR LF is two spaces", text: "<a v=\"x\r\r\ny\"/>", expected: "x  y"),
        Normalized(label: "LF CR is two spaces", text: "<a v=\"x\n\ry\"/>", expected: "x  y"),
        Normalized(label: "all four", text: "<a v=\"\t\n\r\r\n\"/>", expected: "    "),
        Normalized(label: "spaces are not collapsed", text: "<a v=\"  x  \"/>", expected: "  x  "),
        Normalized(label: "&#10; kept as a line feed", text: "<a v=\"x&#10;y\"/>", expected: "x\ny"),
        Normalized(label: "&#xA; kept as a line feed", text: "<a v=\"x&#xA;y\"/>", expected: "x\ny"),
        Normalized(label: "&#9; kept as a tab", text: "<a v=\"x&#9;y\"/>", expected: "x\ty"),
        Normalized(label: "&#13; kept as a carriage return", text: "<a v=\"x&#13;y\"/>", expected: "x\ry"),
        Normalized(label: "literal and referenced line feed", text: "<a v=\"x\n&#10;y\"/>", expected: "x \ny"),
        Normalized(label: "single quotes", text: "<a v='x\r\ny\tz'/>", expected: "x y z"),
    ]

    @Test(arguments: attributeValues)
    func attributeValueWhitespaceBecomesSpaces(_ document: Normalized) throws {
        let events = try readXML(document.text).requireEventsIgnoringAttributeLocations()
        #expect(events == [.start("a", ["v": document.expected]), .end("a")])
    }
}
