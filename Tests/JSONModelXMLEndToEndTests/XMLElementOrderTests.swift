import Foundation
import JSONModelKit
import JSONModelXML
import Testing

/// Child elements are found by name in any order (the decoder tries the next declared one
/// first), unknown ones are skipped, and errors still point at the element.
@Suite struct XMLElementOrderTests {
    final class Item: JSONModel {
        @XMLAttribute var id = 0
        var name = ""
        var count = 0
        @XMLItem("tag") var tags: [String] = []
        @XMLInline(itemTag: "part") var parts: [String] = []
    }

    final class Note: JSONModel {
        @XMLAttribute var lang = ""
        @XMLText var text = ""
    }

    final class Shelf: JSONModel {
        var name = ""
        var items: [Item] = []
    }

    @Test(arguments: [
        #"<item id="1"><name>Ann</name><count>3</count><tags><tag>a</tag></tags><part>x</part><part>y</part></item>"#,
        #"<item id="1"><part>x</part><tags><tag>a</tag></tags><count>3</count><part>y</part><name>Ann</name></item>"#,
        #"<item id="1"><count>3</count><part>x</part><name>Ann</name><part>y</part><tags><tag>a</tag></tags></item>"#,
    ])
    func childrenInAnyOrderDecodeAlike(_ xml: String) throws {
        let item = try Item.fromXMLString(xml)
        #expect(item.id == 1)
        #expect(item.name == "Ann")
        #expect(item.count == 3)
        #expect(item.tags == ["a"])
        #expect(item.parts == ["x", "y"])
    }

    @Test func unknownChildrenAreSkippedAndTextAroundThemIsKept() throws {
        let item = try Item.fromXMLString(
            #"<item id="2"><extra><deep>1</deep></extra><name>B</name><tags/><count>0</count><more/></item>"#
        )
        #expect(item.name == "B")
        #expect(item.count == 0)
        let note = try Note.fromXMLString(#"<note lang="en">Hello, <b>skipped</b>world</note>"#)
        #expect(note.lang == "en")
        #expect(note.text == "Hello, world")
    }

    @Test func anErrorAfterManyElementsPointsAtItsElement() throws {
        let items = (0..<200).map { #"<item id="\#($0)"><name>T</name><count>\#($0)</count><tags/></item>"# }
        let bad = #"<item id="7"><name>bad</name><count>many</count><tags/></item>"#
        let xml =
            "<shelf>\n<name>S</name>\n<items>\n" + items.joined(separator: "\n") + "\n" + bad
            + "\n</items>\n</shelf>"
        let error = try #require(throws: JSONModelError.self) { try Shelf.fromXMLString(xml) }
        #expect(error.code == .typeMismatch)
        #expect(error.line == 204)
        // The `<count>` element of the last item.
        let column = bad.utf8.count - #"<count>many</count><tags/></item>"#.utf8.count + 1
        #expect(error.column == column)
        #expect(error.byteOffset == xml.utf8.count - "\n</items>\n</shelf>".utf8.count - bad.utf8.count + column - 1)
    }
}
