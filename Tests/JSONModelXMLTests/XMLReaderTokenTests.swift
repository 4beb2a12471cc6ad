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
                    #expect(event == .text(String(decoding: tokens.tokenText, as: UTF8.self)))
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
                    if sawText { texts.append(String(decoding: reader.tokenText, as: UTF8.self)) }
                    sawText = false
                case .startElement: sawText = false
                }
            }
            #expect(texts == ["x & y", "é\nz"])
        }
    }

    @Test func endTagsThatDoNotMatchAreStillRejected() throws {
        // The end tag's fast path compares the open element's name and a `>`: a longer name, a
        // shorter one, one with whitespace before `>` and a different one of the same length.
        for (text, accepted) in [
            ("<ab></abc>", false), ("<abc></ab>", false), ("<ab></ab >", true), ("<ab></cd>", false),
            ("<ab></ab", false),
        ] {
            let bytes = Array(text.utf8)
            let reading = bytes.withUnsafeBufferPointer { buffer -> Bool in
                var reader = XMLReader(bytes: buffer)
                do throws(XMLSyntaxError) {
                    while try reader.nextToken() != nil {}
                    return true
                } catch {
                    return false
                }
            }
            #expect(reading == accepted, "\(text)")
        }
    }

    private func name(_ reader: XMLReader) -> String {
        String(decoding: reader.bytes(in: reader.tokenName), as: UTF8.self)
    }
}
