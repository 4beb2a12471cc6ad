import Foundation
import JSONModelKit
import Testing

@testable import JSONModelXML

/// `nextToken()`, the reading the model converter uses: the same events as `next()`, with names
/// and text left in the reader instead of copied into strings.
@Suite struct XMLReaderTokenTests {
    typealias Accepted = XMLReaderAcceptedTests.Accepted

    static let documents: [Accepted] =
        XMLReaderAcceptedTests.elements + XMLReaderAcceptedTests.attributes + XMLReaderAcceptedTests.mergedText
        + XMLReaderAcceptedTests.prolog + XMLReaderAcceptedTests.namespaces

    @Test(arguments: documents)
    func tokensDescribeTheSameEventsAsNext(_ document: Accepted) throws {
        let bytes = Array(document.text.utf8)
        try bytes.withUnsafeBufferPointer { buffer in
            var events = XMLReader(bytes: buffer, options: document.options)
            var tokens = XMLReader(bytes: buffer, options: document.options)
            while let event = try events.next() {
                let token = try #require(try tokens.nextToken())
                #expect(tokens.eventOffset == events.eventOffset)
                #expect(tokens.location(at: tokens.eventOffset) == events.location)
                switch token {
                case .startElement:
                    #expect(event == .startElement(name: name(tokens), attributes: tokens.tokenAttributes))
                case .endElement:
                    #expect(event == .endElement(name: name(tokens)))
                case .text:
                    #expect(event == .text(tokens.withTokenText { String(decoding: $0, as: UTF8.self) }))
                }
            }
            #expect(try tokens.nextToken() == nil)
        }
    }

    @Test func textStaysReadableAfterItsEndTag() throws {
        let bytes = Array("<a><b>x &amp; y</b><c/><d>é\r\nz</d></a>".utf8)
        try bytes.withUnsafeBufferPointer { buffer in
            var reader = XMLReader(bytes: buffer)
            var texts: [String] = []
            var sawText = false
            while let token = try reader.nextToken() {
                switch token {
                case .text: sawText = true
                case .endElement:
                    if sawText { texts.append(reader.withTokenText { String(decoding: $0, as: UTF8.self) }) }
                    sawText = false
                case .startElement: sawText = false
                }
            }
            #expect(texts == ["x & y", "é\nz"])
        }
    }

    /// Text and attribute values that are one plain run are read in place; any second piece
    /// (a reference, a CDATA section, a line end, text after a comment) copies the first and
    /// keeps the order.
    @Test(arguments: [
        ("<a>plain</a>", "plain", "v"),
        ("<a>x&amp;y</a>", "x&y", "v"),
        ("<a>&lt;x</a>", "<x", "v"),
        ("<a>x&#233;</a>", "xé", "v"),
        ("<a>x<!-- c -->y</a>", "xy", "v"),
        ("<a>x<![CDATA[<y>]]>z</a>", "x<y>z", "v"),
        ("<a><![CDATA[y]]>z</a>", "yz", "v"),
        ("<a>x\r\ny\rz</a>", "x\ny\nz", "v"),
        ("<a>x<?pi data?>y</a>", "xy", "v"),
    ])
    func textInPiecesKeepsItsOrder(_ document: String, _ expectedText: String, _ value: String) throws {
        let withAttribute = document.replacingOccurrences(of: "<a>", with: "<a k='\(value)'>")
        let bytes = Array(withAttribute.utf8)
        try bytes.withUnsafeBufferPointer { buffer in
            var reader = XMLReader(bytes: buffer)
            var texts: [String] = []
            var attributes: [String] = []
            while let event = try reader.next() {
                switch event {
                case .text(let text): texts.append(text)
                case .startElement(_, let elementAttributes): attributes += elementAttributes.map(\.value)
                case .endElement: break
                }
            }
            #expect(texts == [expectedText])
            #expect(attributes == [value])
        }
    }

    @Test func attributeValuesInPiecesDoNotPickUpEarlierText() throws {
        let bytes = Array("<r><a>text</a><b k='x&amp;y' j='p&#10;q' i='plain'/>more</r>".utf8)
        try bytes.withUnsafeBufferPointer { buffer in
            var reader = XMLReader(bytes: buffer)
            var seen: [String] = []
            while let event = try reader.next() {
                switch event {
                case .text(let text): seen.append("text:\(text)")
                case .startElement(let name, let attributes):
                    seen.append("<\(name)>" + attributes.map { "\($0.name)=\($0.value)" }.joined(separator: ","))
                case .endElement: break
                }
            }
            #expect(seen == ["<r>", "<a>", "text:text", "<b>k=x&y,j=p\nq,i=plain", "text:more"])
        }
    }

    @Test func aPlainRunCountsTowardTheTextLimit() {
        let options = XMLReaderOptions(maxTextLength: 4)
        for (text, accepted) in [("<a>abcd</a>", true), ("<a>abcde</a>", false), ("<a>ab&amp;cd</a>", false)] {
            #expect(tokensAreAccepted(text, options: options) == accepted, "\(text)")
        }
    }

    @Test func endTagsThatDoNotMatchAreStillRejected() throws {
        // The end tag's fast path compares the open element's name and a `>`: a longer name, a
        // shorter one, one with whitespace before `>` and a different one of the same length.
        for (text, accepted) in [
            ("<ab></abc>", false), ("<abc></ab>", false), ("<ab></ab >", true), ("<ab></cd>", false),
            ("<ab></ab", false),
        ] {
            #expect(tokensAreAccepted(text) == accepted, "\(text)")
        }
    }

    /// Whether reading every token of `text` succeeds.
    private func tokensAreAccepted(_ text: String, options: XMLReaderOptions = XMLReaderOptions()) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Bool in
            var reader = XMLReader(bytes: buffer, options: options)
            do throws(XMLSyntaxError) {
                while try reader.nextToken() != nil {}
                return true
            } catch {
                return false
            }
        }
    }

    private func name(_ reader: XMLReader) -> String {
        String(decoding: reader.bytes(in: reader.tokenName), as: UTF8.self)
    }
}
