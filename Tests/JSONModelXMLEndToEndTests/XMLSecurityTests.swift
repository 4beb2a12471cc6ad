import Foundation
import FoundationXML
import JSONModelKit
import JSONModelXML
import Testing

/// Hostile XML: no external entities (XXE), no entity expansion, no dropped entities, bounded
/// depth, size and text.
@Suite("XML security")
struct XMLSecurityTests {
    static let hostileDocuments: [String] = [
        // External entity (XXE): would read a local file.
        """
        <?xml version="1.0"?>
        <!DOCTYPE note [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
        <note><title>&secret;</title></note>
        """,
        // External DTD.
        #"<!DOCTYPE note SYSTEM "http://example.org/note.dtd"><note><title>t</title></note>"#,
        // Billion laughs: exponential internal entity expansion.
        """
        <!DOCTYPE lolz [
          <!ENTITY lol "lol">
          <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
          <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
        ]>
        <note><title>&lol3;</title></note>
        """,
        // A plain internal entity.
        #"<!DOCTYPE note [<!ENTITY name "Ann">]><note><title>&name;</title></note>"#,
    ]

    @Test(arguments: hostileDocuments)
    func documentTypeDeclarationsAreRejected(_ xml: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try Note.fromXMLString(xml)
        }
        #expect(error.code == .syntaxError)
        #expect(error.description.contains("DOCTYPE"))
        #expect(error.line != nil)
    }

    @Test func undefinedEntitiesAreErrorsNeverDropped() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Note.fromXMLString("<note><title>a&nbsp;b</title></note>")
        }
        #expect(error.code == .syntaxError)
        #expect(error.description.contains("&nbsp;"))
        #expect(error.column == 15)
    }

    /// Why the test above matters: FoundationXML's `XMLParser` on Linux drops undefined entities.
    ///
    /// It reports no error for an entity it cannot resolve and silently drops it, so `a&nbsp;b`
    /// reads as `ab`. If this test starts failing, Foundation changed; ours must reject the
    /// input either way.
    @Test func foundationXMLDropsUndefinedEntities() throws {
        final class TextCollector: NSObject, XMLParserDelegate {
            var text = ""
            func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        }
        let parser = XMLParser(data: Data("<title>a&nbsp;b</title>".utf8))
        let collector = TextCollector()
        parser.delegate = collector
        let succeeded = parser.parse()
        #expect(!succeeded || collector.text == "ab")
    }

    @Test func predefinedEntitiesStillWork() throws {
        let note = try Note.fromXMLString("<note><title>&lt;&gt;&amp;&apos;&quot;</title></note>")
        #expect(note.title == "<>&'\"")
    }

    @Test func depthIsLimited() throws {
        let deep = String(repeating: "<a>", count: 100_000)
        let error = try #require(throws: JSONModelError.self) {
            try Note.fromXMLString(deep)
        }
        // As in JSON: nesting beyond maxDepth is tooDeeplyNested, at the element that goes too deep.
        #expect(error.code == .tooDeeplyNested)
        #expect(error.byteOffset == 3 * 512)
        let options = XMLOptions(decoding: .init(maxDepth: 3))
        let limited = try #require(throws: JSONModelError.self) {
            try Person.fromXMLString(
                #"<person id="1"><price currency="E"><x><y/></x></price></person>"#,
                options: options
            )
        }
        #expect(limited.code == .tooDeeplyNested)
        #expect(limited.line == 1 && limited.column == 39)
    }

    @Test func encodingRespectsTheDepthLimit() throws {
        var current = Person()
        let root = current
        for _ in 0..<20 {
            let child = Person()
            current.children = [child]
            current = child
        }
        let options = XMLOptions(encoding: .init(maxDepth: 10))
        let error = try #require(throws: JSONModelError.self) {
            try root.toXMLString(options: options)
        }
        #expect(error.code == .tooDeeplyNested)
        // The default limit writes it, and the reader reads it back.
        let xml = try root.toXMLString()
        #expect(try Person.fromXMLString(xml).children.count == 1)
    }

    @Test func inputSizeAndTextLengthAreLimited() throws {
        let xml = "<note><title>" + String(repeating: "x", count: 1000) + "</title></note>"
        let sizeError = try #require(throws: JSONModelError.self) {
            try Note.fromXMLString(xml, options: XMLOptions(decoding: .init(maxInputSize: 100)))
        }
        #expect(sizeError.code == .limitExceeded)
        let textError = try #require(throws: JSONModelError.self) {
            try Note.fromXMLString(xml, options: XMLOptions(decoding: .init(maxStringLength: 100)))
        }
        #expect(textError.code == .limitExceeded)
        #expect(
            try Note.fromXMLString(xml, options: XMLOptions(decoding: .init(maxStringLength: 1000))).title.count == 1000
        )
    }

    @Test(arguments: [
        "", "   ", "<note>", "<note><title>t</title>", "<note></other>", "<note/><note/>", "text",
        "<note><title>t</title></note>trailing", "<note a='1' a='2'/>", "<note>\u{1}</note>",
        "<1note/>", "<note><![CDATA[x</note>", "<note><!-- x -- y --></note>",
    ])
    func malformedDocumentsAreSyntaxErrors(_ xml: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try Note.fromXMLString(xml)
        }
        #expect(error.code == .syntaxError)
        #expect(error.line != nil)
    }

    @Test func invalidUTF8IsAnError() throws {
        var bytes = Array("<note><title>".utf8)
        bytes += [0xC0, 0xAF]
        bytes += Array("</title></note>".utf8)
        let error = try #require(throws: JSONModelError.self) {
            try Note.fromXMLData(Data(bytes))
        }
        #expect(error.code == .syntaxError)
        #expect(error.description.contains("UTF-8"))
    }

    @Test func everyPrefixOfAValidDocumentIsRejected() throws {
        let xml = Array(
            #"<?xml version="1.0"?><person id="7"><name>A&amp;B</name><price currency="EUR">1</price><children/><nicknames/><![CDATA[]]><!-- c --></person>"#
                .utf8
        )
        _ = try Person.fromXMLData(Data(xml))
        for length in 0..<xml.count {
            #expect(throws: JSONModelError.self) {
                try Person.fromXMLData(Data(xml[0..<length]))
            }
        }
    }
}
