import JSONModelKit
import Testing

@testable import JSONModelXML

/// Cutting a valid document anywhere before its end must make the reader throw, never crash
/// and never report a complete document.
@Suite struct XMLReaderTruncationTests {
    static let documents: [XMLDocumentBytes] = [
        XMLDocumentBytes("<a/>"),
        XMLDocumentBytes("<a></a>"),
        XMLDocumentBytes(#"<a b="c&#10;d" e='&quot;'><b><c/></b></a>"#),
        XMLDocumentBytes(
            "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone='yes'?>\n<!-- head --><?pi data?>\n"
                + "<root a=\"1\" b='&lt;é'><x:y/>text &amp; &#x1F600; &#233;<![CDATA[<raw> ]] ]]><!-- in --><?p?>café\r\n"
                + "<日本>語</日本>\r</root>"
        ),
        XMLDocumentBytes("byte order mark and emoji", Array("\u{FEFF}<a>é😀\u{10FFFF}</a>".utf8)),
        XMLDocumentBytes(
            "<catalog>\n  <book id=\"bk101\">\n    <author>Gambardella, Matthew</author>\n"
                + "    <title>XML Developer's Guide</title>\n    <price>44.95</price>\n  </book>\n</catalog>"
        ),
    ]

    @Test(arguments: documents)
    func wholeDocumentIsAccepted(_ document: XMLDocumentBytes) throws {
        let events = try readXML(document.bytes).requireEvents()
        #expect(!events.isEmpty)
    }

    @Test(arguments: documents)
    func everyProperPrefixIsRejected(_ document: XMLDocumentBytes) throws {
        for length in 0..<document.bytes.count {
            let reading = readXML(Array(document.bytes[..<length]))
            let error = try #require(reading.error, "prefix of \(length) bytes was accepted")
            #expect(!error.isLimitExceeded, "prefix of \(length) bytes")
            #expect(error.location.byteOffset <= length, "prefix of \(length) bytes: \(error)")
            #expect(error.location.line >= 1 && error.location.column >= 1, "prefix of \(length) bytes: \(error)")
        }
    }

    @Test(arguments: documents)
    func prefixesStopAtAnErrorAfterTheEventsOfTheWholeDocument(_ document: XMLDocumentBytes) throws {
        // The events before the error are a prefix of the whole document's events, except that
        // the last one may be text cut short.
        let whole = try readXML(document.bytes).requireEvents()
        for length in 0..<document.bytes.count {
            let events = readXML(Array(document.bytes[..<length])).events
            let complete = events.dropLast()
            #expect(Array(whole.prefix(complete.count)) == Array(complete), "prefix of \(length) bytes")
            #expect(events.count <= whole.count, "prefix of \(length) bytes")
        }
    }
}
