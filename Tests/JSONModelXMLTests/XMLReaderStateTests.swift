import JSONModelKit
import Testing

@testable import JSONModelXML

/// What `next()` does once the document has ended or an error was thrown, and reading through
/// one reader step by step.
@Suite struct XMLReaderStateTests {
    @Test(arguments: [
        "<a>&nbsp;</a>",
        "<a><b></a>",
        "",
        "<!DOCTYPE a><a/>",
        "<a/><b/>",
        "<a>",
    ])
    func errorIsThrownAgainOnEveryLaterCall(_ text: String) throws {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var reader = XMLReader(bytes: buffer)
            var first: XMLSyntaxError?
            var eventCount = 0
            while first == nil, eventCount < 100 {
                do throws(XMLSyntaxError) {
                    if try reader.next() == nil {
                        Issue.record("the document was accepted")
                        return
                    }
                    eventCount += 1
                } catch {
                    first = error
                }
            }
            guard let first else {
                Issue.record("no error after \(eventCount) events")
                return
            }
            for _ in 0..<3 {
                #expect(throws: first) { try reader.next() }
            }
        }
    }

    @Test func limitErrorIsThrownAgainAndTheLocationStays() throws {
        // A limit error sticks too, and the location stays at the tag that broke it.
        let bytes = Array("<a><b><c/></b></a>".utf8)
        try bytes.withUnsafeBufferPointer { buffer throws in
            var reader = XMLReader(bytes: buffer, options: XMLReaderOptions(maxDepth: 2))
            #expect(try reader.next() == .start("a"))
            #expect(try reader.next() == .start("b"))
            let error = try #require(#expect(throws: XMLSyntaxError.self) { try reader.next() })
            #expect(error.isLimitExceeded)
            #expect(error.location.byteOffset == 6)
            #expect(throws: error) { try reader.next() }
            #expect(throws: error) { try reader.next() }
            #expect(reader.location.byteOffset == 6)
        }
    }

    @Test(arguments: ["<a/>", "<a>x</a>\n", "<a/><!-- c --><?p?> "])
    func nilIsReturnedAgainOnEveryLaterCall(_ text: String) throws {
        let bytes = Array(text.utf8)
        try bytes.withUnsafeBufferPointer { buffer throws in
            var reader = XMLReader(bytes: buffer)
            var events: [XMLEvent] = []
            while let event = try reader.next() {
                events.append(event)
                try #require(events.count < 100)
            }
            #expect(events.first == .start("a"))
            #expect(events.last == .end("a"))
            for _ in 0..<3 {
                #expect(try reader.next() == nil)
                #expect(reader.location.byteOffset == bytes.count)
            }
        }
    }

    @Test func readerCopiesReadIndependently() throws {
        let bytes = Array("<a><b/>t</a>".utf8)
        try bytes.withUnsafeBufferPointer { buffer throws in
            var reader = XMLReader(bytes: buffer)
            #expect(try reader.next() == .start("a"))
            var copy = reader
            #expect(try reader.next() == .start("b"))
            #expect(try reader.next() == .end("b"))
            #expect(try copy.next() == .start("b"))
            #expect(try copy.next() == .end("b"))
            #expect(try copy.next() == .text("t"))
            #expect(try reader.next() == .text("t"))
            #expect(try reader.next() == .end("a"))
            #expect(try reader.next() == nil)
            #expect(try copy.next() == .end("a"))
            #expect(try copy.next() == nil)
        }
    }

    @Test func readerFromAnArraySliceOfALargerBuffer() throws {
        // The reader must never look past `count`, even when more bytes follow in memory.
        let bytes = Array("<a>text</a>&garbage;".utf8)
        try bytes.withUnsafeBufferPointer { whole throws in
            let buffer = UnsafeBufferPointer(rebasing: whole[..<11])
            var reader = XMLReader(bytes: buffer)
            var events: [XMLEvent] = []
            while let event = try reader.next() {
                events.append(event)
            }
            #expect(events == [.start("a"), .text("text"), .end("a")])
        }
        // Cut inside the text: the bytes after the cut must not be read.
        try bytes.withUnsafeBufferPointer { whole throws in
            let buffer = UnsafeBufferPointer(rebasing: whole[..<5])
            var reader = XMLReader(bytes: buffer)
            #expect(try reader.next() == .start("a"))
            let error = #expect(throws: XMLSyntaxError.self) { try reader.next() }
            #expect(error?.location.byteOffset == 5)
        }
    }
}
