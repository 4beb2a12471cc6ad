import JSONModelKit
import Testing

@testable import JSONModelXML

/// Well-formed documents and the exact events the reader reports for them.
@Suite struct XMLReaderAcceptedTests {
    struct Accepted: Sendable, CustomTestStringConvertible {
        let text: String
        let expected: [XMLEvent]
        var options = XMLReaderOptions()
        var testDescription: String { text }
    }

    static let elements: [Accepted] = [
        Accepted(text: "<a></a>", expected: [.start("a"), .end("a")]),
        Accepted(text: "<a/>", expected: [.start("a"), .end("a")]),
        Accepted(text: "<a />", expected: [.start("a"), .end("a")]),
        Accepted(text: "<a\n\t/>", expected: [.start("a"), .end("a")]),
        Accepted(text: "<a ></a >", expected: [.start("a"), .end("a")]),
        Accepted(text: "<a></a\r\n>", expected: [.start("a"), .end("a")]),
        Accepted(
            text: "<a><b/><c></c></a>",
            expected: [.start("a"), .start("b"), .end("b"), .start("c"), .end("c"), .end("a")]
        ),
        Accepted(
            text: "<a><b><c><d/></c></b></a>",
            expected: [.start("a"), .start("b"), .start("c"), .start("d"), .end("d"), .end("c"), .end("b"), .end("a")]
        ),
        Accepted(
            text: "<root><item>1</item><item>2</item></root>",
            expected: [
                .start("root"), .start("item"), .text("1"), .end("item"),
                .start("item"), .text("2"), .end("item"), .end("root"),
            ]
        ),
        Accepted(text: "<a>hello</a>", expected: [.start("a"), .text("hello"), .end("a")]),
        Accepted(
            text: "<a>x<b/>y</a>",
            expected: [.start("a"), .text("x"), .start("b"), .end("b"), .text("y"), .end("a")]
        ),
        Accepted(
            text: "<a>a text run that is longer than eight bytes, to use the word-at-a-time loop</a>",
            expected: [
                .start("a"), .text("a text run that is longer than eight bytes, to use the word-at-a-time loop"),
                .end("a"),
            ]
        ),
        Accepted(
            text: "<a>> and ] and ]] are fine</a>",
            expected: [.start("a"), .text("> and ] and ]] are fine"), .end("a")]
        ),
        Accepted(text: "<a>]]</a>", expected: [.start("a"), .text("]]"), .end("a")]),
        Accepted(text: "<a>é€😀\u{10FFFF}</a>", expected: [.start("a"), .text("é€😀\u{10FFFF}"), .end("a")]),
        // The edges of the two- and three-byte forms that skip the full decoding.
        Accepted(
            text: "<a>\u{80}\u{7FF}\u{1000}名前\u{CFFF}\u{E000}\u{EFFF}\u{D7FF}\u{F000}\u{FFFD}</a>",
            expected: [
                .start("a"), .text("\u{80}\u{7FF}\u{1000}名前\u{CFFF}\u{E000}\u{EFFF}\u{D7FF}\u{F000}\u{FFFD}"),
                .end("a"),
            ]
        ),
        // The same characters in a CDATA section and an attribute value.
        Accepted(
            text:
                "<a v='\u{80}\u{7FF}名\u{E000}\u{EFFF}\u{FFFD}'><![CDATA[\u{80}\u{7FF}名\u{E000}\u{EFFF}\u{FFFD}]]></a>",
            expected: [
                .start("a", ["v": "\u{80}\u{7FF}名\u{E000}\u{EFFF}\u{FFFD}"]),
                .text("\u{80}\u{7FF}名\u{E000}\u{EFFF}\u{FFFD}"), .end("a"),
            ]
        ),
        Accepted(text: "<a>\u{7F}~</a>", expected: [.start("a"), .text("\u{7F}~"), .end("a")]),
        // Names: every ASCII name character, prefixes, non-ASCII letters and combining marks.
        Accepted(text: "<_a-b.c:d9/>", expected: [.start("_a-b.c:d9"), .end("_a-b.c:d9")]),
        Accepted(text: "<:a/>", expected: [.start(":a"), .end(":a")]),
        Accepted(text: "<café>x</café>", expected: [.start("café"), .text("x"), .end("café")]),
        Accepted(text: "<日本語 属性=\"値\"/>", expected: [.start("日本語", ["属性": "値"]), .end("日本語")]),
        Accepted(text: "<a·\u{300}‿/>", expected: [.start("a·\u{300}‿"), .end("a·\u{300}‿")]),
        Accepted(text: "<\u{10000}/>", expected: [.start("\u{10000}"), .end("\u{10000}")]),
    ]

    static let attributes: [Accepted] = [
        Accepted(text: #"<a x="1"/>"#, expected: [.start("a", ["x": "1"]), .end("a")]),
        Accepted(text: "<a x='1'/>", expected: [.start("a", ["x": "1"]), .end("a")]),
        Accepted(text: "<a x = \"1\"  y\t=\t'2' />", expected: [.start("a", ["x": "1", "y": "2"]), .end("a")]),
        Accepted(text: "<a\nx\n=\n\"1\"\n></a>", expected: [.start("a", ["x": "1"]), .end("a")]),
        Accepted(
            text: #"<a x="it's" y='say "hi"'/>"#,
            expected: [.start("a", ["x": "it's", "y": #"say "hi""#]), .end("a")]
        ),
        Accepted(text: #"<a x=""/>"#, expected: [.start("a", ["x": ""]), .end("a")]),
        Accepted(text: #"<a x="> ]]> /"/>"#, expected: [.start("a", ["x": "> ]]> /"]), .end("a")]),
        Accepted(text: #"<a x="é😀"/>"#, expected: [.start("a", ["x": "é😀"]), .end("a")]),
        // Document order, not sorted.
        Accepted(
            text: #"<a z="1" b="2" y="3" a="4"/>"#,
            expected: [.start("a", ["z": "1", "b": "2", "y": "3", "a": "4"]), .end("a")]
        ),
        // Nine attributes: the duplicate check switches to a set and must still accept distinct names.
        Accepted(
            text: #"<a a1="1" a2="2" a3="3" a4="4" a5="5" a6="6" a7="7" a8="8" a9="9"/>"#,
            expected: [
                .start(
                    "a",
                    ["a1": "1", "a2": "2", "a3": "3", "a4": "4", "a5": "5", "a6": "6", "a7": "7", "a8": "8", "a9": "9"]
                ),
                .end("a"),
            ]
        ),
        // Attribute names that differ only in length or in their last byte are distinct.
        Accepted(
            text: #"<a ab="1" a="2" abc="3" abd="4"/>"#,
            expected: [.start("a", ["ab": "1", "a": "2", "abc": "3", "abd": "4"]), .end("a")]
        ),
        // Prefixed attributes are different names from unprefixed ones.
        Accepted(text: #"<a x="1" p:x="2"/>"#, expected: [.start("a", ["x": "1", "p:x": "2"]), .end("a")]),
        Accepted(
            text: #"<a x="1"><b x="1"/></a>"#,
            expected: [.start("a", ["x": "1"]), .start("b", ["x": "1"]), .end("b"), .end("a")]
        ),
    ]

    static let mergedText: [Accepted] = [
        Accepted(text: "<a>x&amp;y</a>", expected: [.start("a"), .text("x&y"), .end("a")]),
        Accepted(text: "<a>&lt;</a>", expected: [.start("a"), .text("<"), .end("a")]),
        Accepted(text: "<a><![CDATA[<b>&amp;</b>]]></a>", expected: [.start("a"), .text("<b>&amp;</b>"), .end("a")]),
        Accepted(text: "<a><![CDATA[]]></a>", expected: [.start("a"), .end("a")]),
        Accepted(text: "<a><![CDATA[]]>x</a>", expected: [.start("a"), .text("x"), .end("a")]),
        Accepted(text: "<a><![CDATA[x]]]></a>", expected: [.start("a"), .text("x]"), .end("a")]),
        Accepted(text: "<a><![CDATA[]]]]><![CDATA[>]]></a>", expected: [.start("a"), .text("]]>"), .end("a")]),
        Accepted(
            text: "<a>one &amp; <![CDATA[two]]> &#51;<![CDATA[four]]>five</a>",
            expected: [.start("a"), .text("one & two 3fourfive"), .end("a")]
        ),
        Accepted(text: "<a>x<!-- comment -->y</a>", expected: [.start("a"), .text("xy"), .end("a")]),
        Accepted(text: "<a>x<?pi data?>y</a>", expected: [.start("a"), .text("xy"), .end("a")]),
        Accepted(
            text: "<a>x<!--c--><?p?><![CDATA[y]]><!--d-->&gt;z</a>",
            expected: [.start("a"), .text("xy>z"), .end("a")]
        ),
        Accepted(text: "<a><!-- only a comment --></a>", expected: [.start("a"), .end("a")]),
        Accepted(text: "<a><?only a-pi?></a>", expected: [.start("a"), .end("a")]),
        Accepted(text: "<a><!--c-->x</a>", expected: [.start("a"), .text("x"), .end("a")]),
        Accepted(text: "<a>x<!--c--></a>", expected: [.start("a"), .text("x"), .end("a")]),
        Accepted(text: "<a>x<!--c--><b/></a>", expected: [.start("a"), .text("x"), .start("b"), .end("b"), .end("a")]),
        Accepted(text: "<a><!-- - <b> & -->x</a>", expected: [.start("a"), .text("x"), .end("a")]),
        Accepted(text: "<a><!---->x</a>", expected: [.start("a"), .text("x"), .end("a")]),
        // Whitespace-only text is reported.
        Accepted(text: "<a> </a>", expected: [.start("a"), .text(" "), .end("a")]),
        Accepted(
            text: "<a>\n  <b/>\n</a>",
            expected: [.start("a"), .text("\n  "), .start("b"), .end("b"), .text("\n"), .end("a")]
        ),
        Accepted(text: "<a>\t</a>", expected: [.start("a"), .text("\t"), .end("a")]),
    ]

    static let prolog: [Accepted] = [
        Accepted(text: #"<?xml version="1.0"?><a/>"#, expected: [.start("a"), .end("a")]),
        Accepted(text: #"<?xml version="1.1"?><a/>"#, expected: [.start("a"), .end("a")]),
        Accepted(text: #"<?xml version="1.0" encoding="UTF-8"?><a/>"#, expected: [.start("a"), .end("a")]),
        Accepted(text: #"<?xml version="1.0" encoding="utf-8"?><a/>"#, expected: [.start("a"), .end("a")]),
        Accepted(text: #"<?xml version="1.0" encoding="uTf-8"?><a/>"#, expected: [.start("a"), .end("a")]),
        Accepted(text: #"<?xml version="1.0" encoding="UTF8"?><a/>"#, expected: [.start("a"), .end("a")]),
        Accepted(text: #"<?xml version="1.0" encoding="US-ASCII"?><a/>"#, expected: [.start("a"), .end("a")]),
        Accepted(text: #"<?xml version="1.0" standalone="yes"?><a/>"#, expected: [.start("a"), .end("a")]),
        Accepted(
            text: #"<?xml version="1.0" encoding="UTF-8" standalone="no"?><a/>"#,
            expected: [.start("a"), .end("a")]
        ),
        Accepted(
            text: "<?xml version='1.0' encoding='UTF-8' standalone='yes'?><a/>",
            expected: [.start("a"), .end("a")]
        ),
        Accepted(text: "<?xml  version = \"1.0\"\n\tencoding='utf-8'  ?>\n<a/>\n", expected: [.start("a"), .end("a")]),
        Accepted(text: "<?xml version=\"1.0\"?>\r\n<a/>\r\n", expected: [.start("a"), .end("a")]),
        // Comments, processing instructions and whitespace around the root element.
        Accepted(text: "<!-- before --><a/><!-- after -->", expected: [.start("a"), .end("a")]),
        Accepted(text: "<?xml-stylesheet href=\"s.css\"?><a/><?after pi?>", expected: [.start("a"), .end("a")]),
        Accepted(
            text: "<?xml version=\"1.0\"?>\n<!-- c -->\n<?pi?>\n<a>x</a>\n<!-- c -->\n<?pi x?>\n",
            expected: [.start("a"), .text("x"), .end("a")]
        ),
        Accepted(text: " \t\r\n<a/> \t\r\n", expected: [.start("a"), .end("a")]),
        Accepted(text: "<?xmlfoo?><a/>", expected: [.start("a"), .end("a")]),
        Accepted(text: "<?xml-model x?><a/>", expected: [.start("a"), .end("a")]),
        // A byte order mark, before a declaration or directly before the root element.
        Accepted(text: "\u{FEFF}<a/>", expected: [.start("a"), .end("a")]),
        Accepted(
            text: "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?><a>é</a>",
            expected: [.start("a"), .text("é"), .end("a")]
        ),
    ]

    static let namespaces: [Accepted] = [
        Accepted(
            text: #"<soap:Envelope xmlns:soap="urn:s" xmlns="urn:d"><soap:Body a:x="1" y="2"/></soap:Envelope>"#,
            expected: [
                .start("soap:Envelope", ["xmlns:soap": "urn:s", "xmlns": "urn:d"]),
                .start("soap:Body", ["a:x": "1", "y": "2"]),
                .end("soap:Body"),
                .end("soap:Envelope"),
            ]
        ),
        Accepted(
            text: #"<soap:Envelope xmlns:soap="urn:s" xmlns="urn:d"><soap:Body a:x="1" y="2"/></soap:Envelope>"#,
            expected: [.start("Envelope"), .start("Body", ["x": "1", "y": "2"]), .end("Body"), .end("Envelope")],
            options: XMLReaderOptions(stripNamespacePrefixes: true)
        ),
        Accepted(
            text: #"<a xmlns="urn:d" xmlnsx="kept" xmlns:p="urn:p" p:q="1">t</a>"#,
            expected: [.start("a", ["xmlnsx": "kept", "q": "1"]), .text("t"), .end("a")],
            options: XMLReaderOptions(stripNamespacePrefixes: true)
        ),
        // Only the last prefix goes; a name ending in ':' keeps it rather than becoming empty.
        Accepted(
            text: "<a:b:c><d:/></a:b:c>",
            expected: [.start("c"), .start("d:"), .end("d:"), .end("c")],
            options: XMLReaderOptions(stripNamespacePrefixes: true)
        ),
        // Attributes whose names differ only by prefix are distinct as written, so both are
        // reported, in order, even though they share a name once stripped.
        Accepted(
            text: #"<a p:x="1" q:x="2"/>"#,
            expected: [.start("a", ["x": "1", "x": "2"]), .end("a")],
            options: XMLReaderOptions(stripNamespacePrefixes: true)
        ),
        // End tags are compared as written, so the prefixes still have to match.
        Accepted(
            text: "<p:a><q:a/></p:a>",
            expected: [.start("a"), .start("a"), .end("a"), .end("a")],
            options: XMLReaderOptions(stripNamespacePrefixes: true)
        ),
    ]

    @Test(arguments: elements)
    func elementsAndText(_ document: Accepted) throws {
        try check(document)
    }

    @Test(arguments: attributes)
    func attributesInDocumentOrder(_ document: Accepted) throws {
        try check(document)
    }

    @Test(arguments: mergedText)
    func textReferencesAndCharacterDataMerge(_ document: Accepted) throws {
        try check(document)
    }

    @Test(arguments: prolog)
    func declarationCommentsAndInstructionsAroundTheRoot(_ document: Accepted) throws {
        try check(document)
    }

    @Test(arguments: namespaces)
    func namespacePrefixes(_ document: Accepted) throws {
        try check(document)
    }

    private func check(_ document: Accepted) throws {
        let events = try readXML(document.text, options: document.options).requireEventsIgnoringAttributeLocations()
        #expect(events == document.expected)
    }

    @Test func emptyBufferWithoutAddressIsAnEmptyDocument() throws {
        var reader = XMLReader(bytes: UnsafeBufferPointer(start: nil, count: 0))
        #expect(reader.location == XMLLocation(line: 1, column: 1, byteOffset: 0))
        let error = try #require(#expect(throws: XMLSyntaxError.self) { try reader.next() })
        #expect(error.message.contains("empty"))
        #expect(error.location == XMLLocation(line: 1, column: 1, byteOffset: 0))
    }

    @Test func attributeNamesSurviveTheSwitchToASet() throws {
        // Many attributes, with names of equal length, to exercise both duplicate checks.
        let names = (0..<40).map { "n\($0 < 10 ? "0" : "")\($0)" }
        let tag = "<a " + names.map { "\($0)=\"\($0)\"" }.joined(separator: " ") + "/>"
        let events = try readXML(tag).requireEvents()
        let first = try #require(events.first)
        guard case .startElement(let name, let attributes) = first else {
            Issue.record("expected a start tag, got \(first)")
            return
        }
        #expect(name == "a")
        #expect(attributes.map(\.name) == names)
        #expect(attributes.map(\.value) == names)
    }
}
