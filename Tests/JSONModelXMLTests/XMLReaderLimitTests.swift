import JSONModelKit
import Testing

@testable import JSONModelXML

/// The limits of `XMLReaderOptions`: within a limit the document is read, one past it the reader
/// throws an error with `isLimitExceeded` set, at the offending place.
@Suite struct XMLReaderLimitTests {
    private func nested(_ depth: Int) -> String {
        String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
    }

    private func requireLimitError(
        _ text: String,
        _ options: XMLReaderOptions,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> XMLSyntaxError {
        let error = try readXML(text, options: options).requireError(sourceLocation: sourceLocation)
        #expect(error.isLimitExceeded, "\(error)", sourceLocation: sourceLocation)
        #expect(error.description.hasPrefix("XML limit exceeded at "), sourceLocation: sourceLocation)
        return error
    }

    // MARK: - Depth

    @Test func defaultDepthAccepts512Levels() throws {
        let events = try readXML(nested(512)).requireEvents()
        #expect(events.count == 1024)
    }

    @Test func defaultDepthRejects513Levels() throws {
        let error = try requireLimitError(nested(513), XMLReaderOptions())
        #expect(error.message.contains("maxDepth"))
        // At the `<` of the 513th start tag.
        #expect(error.location == XMLLocation(line: 1, column: 1537, byteOffset: 1536))
    }

    @Test(arguments: [1, 2, 3, 10, 100])
    func customDepth(_ maxDepth: Int) throws {
        let options = XMLReaderOptions(maxDepth: maxDepth)
        let events = try readXML(nested(maxDepth), options: options).requireEvents()
        #expect(events.count == 2 * maxDepth)
        let error = try requireLimitError(nested(maxDepth + 1), options)
        #expect(error.location.byteOffset == 3 * maxDepth)
    }

    @Test func depthCountsEmptyElementTags() throws {
        let options = XMLReaderOptions(maxDepth: 2)
        #expect(try readXML("<a><b/><b/></a>", options: options).requireEvents().count == 6)
        let error = try requireLimitError("<a><b><c/></b></a>", options)
        #expect(error.location.byteOffset == 6)
    }

    @Test(arguments: [0, -1, Int.min])
    func depthZeroOrNegativeRejectsTheRoot(_ maxDepth: Int) throws {
        let error = try requireLimitError("<a/>", XMLReaderOptions(maxDepth: maxDepth))
        #expect(error.location == XMLLocation(line: 1, column: 1, byteOffset: 0))
    }

    @Test func veryDeepDocumentIsRejectedQuickly() throws {
        let text = String(repeating: "<a>", count: 100_000)
        let clock = ContinuousClock()
        let start = clock.now
        let error = try requireLimitError(text, XMLReaderOptions())
        #expect(clock.now - start < .seconds(5))
        #expect(error.location.byteOffset == 1536)
    }

    @Test func veryDeepDocumentIsReadWithoutRecursionWhenAllowed() throws {
        // An explicit stack: 100,000 levels would overflow a recursive reader's thread stack.
        let depth = 100_000
        let events = try readXML(nested(depth), options: XMLReaderOptions(maxDepth: depth)).requireEvents()
        #expect(events.count == 2 * depth)
        #expect(events.first == .start("a"))
        #expect(events.last == .end("a"))
    }

    @Test func veryDeepUnclosedDocumentIsRejectedWithoutRecursion() throws {
        let depth = 100_000
        let text = String(repeating: "<a>", count: depth)
        let error = try readXML(text, options: XMLReaderOptions(maxDepth: depth)).requireError()
        #expect(!error.isLimitExceeded)
        #expect(error.message.contains("not closed"))
        #expect(error.location.byteOffset == 3 * depth)
    }

    // MARK: - Input size

    @Test func inputSize() throws {
        let text = #"<a b="c">text</a>"#
        let size = text.utf8.count
        #expect(try readXML(text, options: XMLReaderOptions(maxInputSize: size)).requireEvents().count == 3)
        #expect(try readXML(text, options: XMLReaderOptions(maxInputSize: nil)).requireEvents().count == 3)
        let error = try requireLimitError(text, XMLReaderOptions(maxInputSize: size - 1))
        #expect(error.message.contains("maxInputSize"))
        #expect(error.location.byteOffset == size - 1)
        // Checked before anything is read: no event comes first.
        #expect(readXML(text, options: XMLReaderOptions(maxInputSize: size - 1)).events.isEmpty)
    }

    @Test func inputSizeCountsTheByteOrderMark() throws {
        let text = "\u{FEFF}<a/>"
        #expect(try readXML(text, options: XMLReaderOptions(maxInputSize: 7)).requireEvents().count == 2)
        _ = try requireLimitError(text, XMLReaderOptions(maxInputSize: 6))
    }

    @Test(arguments: [0, -5])
    func inputSizeZeroOrNegative(_ maxInputSize: Int) throws {
        _ = try requireLimitError("<a/>", XMLReaderOptions(maxInputSize: maxInputSize))
        // An empty document is empty, not too large.
        let error = try readXML("", options: XMLReaderOptions(maxInputSize: maxInputSize)).requireError()
        #expect(!error.isLimitExceeded)
    }

    // MARK: - Names

    struct NameCase: Sendable, CustomTestStringConvertible {
        let text: String
        /// The length of the longest name, in UTF-8 bytes.
        let longest: Int
        /// Where that name starts.
        let offset: Int
        var testDescription: String { text }
    }

    static let names: [NameCase] = [
        NameCase(text: "<abcde/>", longest: 5, offset: 1),
        NameCase(text: "<p:abc/>", longest: 5, offset: 1),
        NameCase(text: "<café/>", longest: 5, offset: 1),
        NameCase(text: #"<a abcdef="1"/>"#, longest: 6, offset: 3),
        NameCase(text: "<a><?target?></a>", longest: 6, offset: 5),
        NameCase(text: "<a>&quot;</a>", longest: 4, offset: 4),
        NameCase(text: "<abcdefgh></abcdefgh>", longest: 8, offset: 1),
    ]

    @Test(arguments: names)
    func nameLength(_ name: NameCase) throws {
        let events = try readXML(name.text, options: XMLReaderOptions(maxNameLength: name.longest)).requireEvents()
        #expect(!events.isEmpty)
        let error = try requireLimitError(name.text, XMLReaderOptions(maxNameLength: name.longest - 1))
        #expect(error.message.contains("maxNameLength"))
        #expect(error.location.byteOffset == name.offset)
    }

    @Test func defaultNameLength() throws {
        let name = String(repeating: "n", count: 4096)
        #expect(try readXML("<\(name)/>").requireEvents() == [.start(name), .end(name)])
        let longer = name + "n"
        let error = try requireLimitError("<\(longer)/>", XMLReaderOptions())
        #expect(error.location.byteOffset == 1)
    }

    // MARK: - Text and attribute values

    struct TextCase: Sendable, CustomTestStringConvertible {
        let text: String
        /// The length of the longest text or value once resolved, in UTF-8 bytes.
        let longest: Int
        /// Where that text or value starts.
        let offset: Int
        var testDescription: String { text }
    }

    static let texts: [TextCase] = [
        TextCase(text: "<a>abcde</a>", longest: 5, offset: 3),
        TextCase(text: "<a>a text run longer than eight bytes</a>", longest: 34, offset: 3),
        TextCase(text: "<a>ééé</a>", longest: 6, offset: 3),
        TextCase(text: "<a>&amp;&lt;&#x1F600;</a>", longest: 6, offset: 3),
        TextCase(text: "<a>x\r\ny\r\n</a>", longest: 4, offset: 3),
        TextCase(text: "<a><b/>xy<!-- long comment -->z</a>", longest: 3, offset: 7),
        TextCase(text: "<a>ab<![CDATA[cd]]>ef</a>", longest: 6, offset: 3),
        TextCase(text: #"<a v="abcde"/>"#, longest: 5, offset: 6),
        TextCase(text: "<a v='x&amp;y\r\nz'/>", longest: 5, offset: 6),
        TextCase(text: #"<a v="é&#233;é"/>"#, longest: 6, offset: 6),
        TextCase(text: #"<a v="1" w="22" x="333">4</a>"#, longest: 3, offset: 19),
    ]

    @Test(arguments: texts)
    func textLength(_ text: TextCase) throws {
        let events = try readXML(text.text, options: XMLReaderOptions(maxTextLength: text.longest)).requireEvents()
        #expect(!events.isEmpty)
        let error = try requireLimitError(text.text, XMLReaderOptions(maxTextLength: text.longest - 1))
        #expect(error.message.contains("maxTextLength"))
        #expect(error.location.byteOffset == text.offset)
    }

    /// Text that ends with a CDATA section counts that section too (a CDATA section is text).
    @Test(arguments: [
        TextCase(text: "<a>ab<![CDATA[cdef]]></a>", longest: 6, offset: 3),
        TextCase(text: "<a><![CDATA[abcdef]]></a>", longest: 6, offset: 3),
        TextCase(text: "<a><![CDATA[abc]]><![CDATA[def]]><!-- c --></a>", longest: 6, offset: 3),
        TextCase(text: "<a><b/><![CDATA[abcdef]]><c/></a>", longest: 6, offset: 7),
    ])
    func textLengthCountsCharacterDataAtTheEndOfText(_ text: TextCase) throws {
        try textLength(text)
    }

    @Test func zeroTextLengthStillAllowsEmptyValuesAndNoText() throws {
        let options = XMLReaderOptions(maxTextLength: 0)
        let events = try readXML(#"<a v=""><b/><!-- c --></a>"#, options: options)
            .requireEventsIgnoringAttributeLocations()
        #expect(events == [.start("a", ["v": ""]), .start("b"), .end("b"), .end("a")])
        _ = try requireLimitError("<a> </a>", options)
    }

    // MARK: - Attribute count

    @Test(arguments: [0, 1, 3, 8, 9, 20])
    func attributeCount(_ maxAttributeCount: Int) throws {
        let options = XMLReaderOptions(maxAttributeCount: maxAttributeCount)
        func tag(_ count: Int) -> String {
            "<a" + (0..<count).map { " n\($0)=\"v\"" }.joined() + "/>"
        }
        let events = try readXML(tag(maxAttributeCount), options: options).requireEvents()
        #expect(events.count == 2)
        let error = try requireLimitError(tag(maxAttributeCount + 1), options)
        #expect(error.message.contains("maxAttributeCount"))
        // At the name of the first attribute too many.
        let offset = tag(maxAttributeCount).utf8.count - 2 + 1
        #expect(error.location.byteOffset == offset)
    }

    @Test func attributeCountIncludesDroppedNamespaceDeclarations() throws {
        let text = #"<p:a xmlns:p="urn:p" xmlns="urn:d" x="1"/>"#
        let stripping = XMLReaderOptions(maxAttributeCount: 3, stripNamespacePrefixes: true)
        let events = try readXML(text, options: stripping).requireEventsIgnoringAttributeLocations()
        #expect(events == [.start("a", ["x": "1"]), .end("a")])
        let error = try requireLimitError(text, XMLReaderOptions(maxAttributeCount: 2, stripNamespacePrefixes: true))
        #expect(error.location.byteOffset == 35)
    }

    @Test func defaultAttributeCount() throws {
        func tag(_ count: Int) -> String {
            "<a" + (0..<count).map { " n\($0)=''" }.joined() + "/>"
        }
        #expect(try readXML(tag(1024)).requireEvents().count == 2)
        _ = try requireLimitError(tag(1025), XMLReaderOptions())
    }
}

extension XMLReaderLimitTests {
    /// `maxNameLength` covers element, attribute, processing instruction target and entity
    /// names; the settings of the XML declaration are not among them.
    @Test func nameLengthDoesNotApplyToDeclarationSettings() throws {
        let text = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><a b="c"/>"#
        let events = try readXML(text, options: XMLReaderOptions(maxNameLength: 1)).requireEvents()
        #expect(events.count == 2)
    }
}
