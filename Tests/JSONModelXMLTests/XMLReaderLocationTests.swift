import JSONModelKit
import Testing

@testable import JSONModelXML

/// Where events and attributes are reported: lines, columns in Unicode scalars and byte offsets.
@Suite struct XMLReaderLocationTests {
    struct Located: Sendable, CustomTestStringConvertible {
        let label: String
        let text: String
        /// Each event and the (line, column, byte offset) the reader reports right after it.
        let expected: [(XMLEvent, Int, Int, Int)]
        var testDescription: String { label }
    }

    static let documents: [Located] = [
        Located(
            label: "one line",
            text: "<a>x<b/>y</a>",
            expected: [
                (.start("a"), 1, 1, 0),
                (.text("x"), 1, 4, 3),
                (.start("b"), 1, 5, 4),
                (.end("b"), 1, 5, 4),
                (.text("y"), 1, 9, 8),
                (.end("a"), 1, 10, 9),
            ]
        ),
        Located(
            label: "LF line ends and indentation",
            text: "<a>\n  <b>t</b>\n</a>",
            expected: [
                (.start("a"), 1, 1, 0),
                (.text("\n  "), 1, 4, 3),
                (.start("b"), 2, 3, 6),
                (.text("t"), 2, 6, 9),
                (.end("b"), 2, 7, 10),
                (.text("\n"), 2, 11, 14),
                (.end("a"), 3, 1, 15),
            ]
        ),
        Located(
            label: "CR LF line ends",
            text: "<?xml version=\"1.0\"?>\r\n<a>\r\n  <b>t</b>\r\n  <c/>\r\n</a>\r\n",
            expected: [
                (.start("a"), 2, 1, 23),
                (.text("\n  "), 2, 4, 26),
                (.start("b"), 3, 3, 30),
                (.text("t"), 3, 6, 33),
                (.end("b"), 3, 7, 34),
                (.text("\n  "), 3, 11, 38),
                (.start("c"), 4, 3, 42),
                (.end("c"), 4, 3, 42),
                (.text("\n"), 4, 7, 46),
                (.end("a"), 5, 1, 48),
            ]
        ),
        Located(
            label: "lone CR line ends",
            text: "<a>\r<b/>\r\r<c/></a>",
            expected: [
                (.start("a"), 1, 1, 0),
                (.text("\n"), 1, 4, 3),
                (.start("b"), 2, 1, 4),
                (.end("b"), 2, 1, 4),
                (.text("\n\n"), 2, 5, 8),
                (.start("c"), 4, 1, 10),
                (.end("c"), 4, 1, 10),
                (.end("a"), 4, 5, 14),
            ]
        ),
        Located(
            label: "columns count Unicode scalars",
            text: "<é>😀<ü>x</ü></é>",
            expected: [
                (.start("é"), 1, 1, 0),
                (.text("😀"), 1, 4, 4),
                (.start("ü"), 1, 5, 8),
                (.text("x"), 1, 8, 12),
                (.end("ü"), 1, 9, 13),
                (.end("é"), 1, 13, 18),
            ]
        ),
        Located(
            label: "long lines with multi-byte characters",
            text: "<a>ééééééééééééééééééé\n€€€€€€€€€€€€€€<b/>😀😀😀😀😀😀😀😀😀<c/></a>",
            expected: [
                (.start("a"), 1, 1, 0),
                (.text("ééééééééééééééééééé\n€€€€€€€€€€€€€€"), 1, 4, 3),
                (.start("b"), 2, 15, 84),
                (.end("b"), 2, 15, 84),
                (.text("😀😀😀😀😀😀😀😀😀"), 2, 19, 88),
                (.start("c"), 2, 28, 124),
                (.end("c"), 2, 28, 124),
                (.end("a"), 2, 32, 128),
            ]
        ),
        Located(
            label: "byte order mark takes no column",
            text: "\u{FEFF}<a>x</a>",
            expected: [
                (.start("a"), 1, 1, 3),
                (.text("x"), 1, 4, 6),
                (.end("a"), 1, 5, 7),
            ]
        ),
        Located(
            label: "text starting with CDATA, after a comment, and after a reference",
            text: "<a><![CDATA[x]]>y<b/><!--c-->z<c/>&amp;w</a>",
            expected: [
                (.start("a"), 1, 1, 0),
                (.text("xy"), 1, 4, 3),
                (.start("b"), 1, 18, 17),
                (.end("b"), 1, 18, 17),
                (.text("z"), 1, 30, 29),
                (.start("c"), 1, 31, 30),
                (.end("c"), 1, 31, 30),
                (.text("&w"), 1, 35, 34),
                (.end("a"), 1, 41, 40),
            ]
        ),
    ]

    @Test(arguments: documents)
    func eventLocations(_ document: Located) throws {
        let reading = readXML(document.text)
        let events = try reading.requireEvents()
        #expect(events == document.expected.map(\.0))
        let locations = document.expected.map { XMLLocation(line: $0.1, column: $0.2, byteOffset: $0.3) }
        #expect(reading.locations == locations)
    }

    @Test func attributeLocationsAreTheirNames() throws {
        let text = "<a x=\"1\"\r\n   é='2'\n\t\u{10000}=\"3\"><b y='4'/></a>"
        let events = try readXML(text).requireEvents()
        #expect(events.count == 4)
        guard case .startElement("a", let outer) = try #require(events.first),
            case .startElement("b", let inner) = events[1]
        else {
            Issue.record("unexpected events \(events)")
            return
        }
        #expect(outer.map(\.name) == ["x", "é", "\u{10000}"])
        #expect(outer.map(\.value) == ["1", "2", "3"])
        #expect(
            outer.map(\.location) == [
                XMLLocation(line: 1, column: 4, byteOffset: 3),
                XMLLocation(line: 2, column: 4, byteOffset: 13),
                XMLLocation(line: 3, column: 2, byteOffset: 21),
            ]
        )
        #expect(inner.map(\.location) == [XMLLocation(line: 3, column: 11, byteOffset: 33)])
    }

    @Test func locationBeforeTheFirstEventAndAfterTheEnd() throws {
        let bytes = Array("\u{FEFF}<a/>\n<!-- end -->\n".utf8)
        try bytes.withUnsafeBufferPointer { buffer throws in
            var reader = XMLReader(bytes: buffer)
            #expect(reader.location == XMLLocation(line: 1, column: 1, byteOffset: 3))
            #expect(try reader.next() == .start("a"))
            #expect(try reader.next() == .end("a"))
            #expect(try reader.next() == nil)
            #expect(reader.location == XMLLocation(line: 3, column: 1, byteOffset: bytes.count))
        }
    }

    @Test func locationCanBeAskedForBackwardsAndAgain() throws {
        let bytes = Array("<a>\n<b>é</b>\n</a>".utf8)
        try bytes.withUnsafeBufferPointer { buffer throws in
            var reader = XMLReader(bytes: buffer)
            _ = try reader.next()
            _ = try reader.next()
            let copy = reader
            _ = try reader.next()
            #expect(reader.location == XMLLocation(line: 2, column: 1, byteOffset: 4))
            #expect(reader.location == XMLLocation(line: 2, column: 1, byteOffset: 4))
            // A copy shares the line cache, which has moved past its position.
            #expect(copy.location == XMLLocation(line: 1, column: 4, byteOffset: 3))
            #expect(reader.location == XMLLocation(line: 2, column: 1, byteOffset: 4))
        }
    }
}

extension XMLReaderLocationTests {
    /// Asking for `location` after every event stays linear, attributes or not.
    ///
    /// The line cache must not restart from the beginning of the input for each start tag
    /// (`XMLToJSONConverter` asks after every event). Quadratic counting takes seconds here;
    /// linear, milliseconds.
    @Test(arguments: [#"<b x="1"/>"#, "<b></b>"])
    func askingForTheLocationAfterEveryEventStaysLinear(_ item: String) throws {
        let count = 4_000
        let text = "<a>\n" + String(repeating: item + "\n", count: count) + "</a>"
        let clock = ContinuousClock()
        let start = clock.now
        let reading = readXML(text)
        let elapsed = clock.now - start
        #expect(try reading.requireEvents().count == 3 + 3 * count)
        #expect(elapsed < .seconds(1), "reading \(count) elements took \(elapsed)")
        // The locations are right all the same: the last <b> is on line count + 1.
        let lastStart = try #require(reading.locations.dropLast(3).last)
        #expect(lastStart.line == count + 1)
        #expect(lastStart.column == 1)
    }
}
