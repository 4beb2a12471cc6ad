import Foundation
import JSONModelKit
import JSONModelXML
import Testing

/// `fromXMLString`, `fromXMLData`, `arrayFromXMLString`, `toXMLString`, `toXMLData` and the
/// options that shape the document.
@Suite("XML entry points")
struct XMLEntryPointTests {
    /// The example of the DocC article "XML".
    static let personXML = """
        <person id="7">
          <name>Ann</name>
          <price currency="EUR">9.99</price>
          <children>
            <person id="8"><name>Bo</name><price currency="EUR">0</price><children/><nicknames/></person>
          </children>
          <nicknames><nick>Annie</nick></nicknames>
          <pet>Rex</pet><pet>Tom</pet>
        </person>
        """

    @Test func decodesTheXMLArticlesExample() throws {
        let person = try Person.fromXMLString(Self.personXML)
        #expect(person.id == 7)
        #expect(person.name == "Ann")
        #expect(person.age == nil)
        #expect(person.price.currency == "EUR")
        #expect(person.price.amount == 9.99)
        #expect(person.children.count == 1)
        let child = try #require(person.children.first)
        #expect(child.id == 8)
        #expect(child.name == "Bo")
        #expect(child.children.isEmpty)
        #expect(person.nicknames == ["Annie"])
        #expect(person.pets == ["Rex", "Tom"])
    }

    @Test func dataAndStringAgree() throws {
        let fromData = try Person.fromXMLData(Data(Self.personXML.utf8))
        let fromString = try Person.fromXMLString(Self.personXML)
        #expect(
            try fromData.toJSONString(options: .init(sortedKeys: true))
                == fromString.toJSONString(options: .init(sortedKeys: true))
        )
        #expect(try fromData.toXMLData(options: compactXML) == Data(fromString.toXMLString(options: compactXML).utf8))
    }

    /// The input is read where it is (no copy): a slice of a larger `Data` (whose indices do
    /// not start at 0), a substring's `String`, and an error's line and column in either.
    @Test func slicesAndSubstringsAreReadInPlace() throws {
        let padded = Data("GARBAGE".utf8) + Data(Self.personXML.utf8) + Data("TRAILING".utf8)
        let slice = padded[7..<(padded.count - 8)]
        #expect(slice.startIndex == 7)
        let fromSlice = try Person.fromXMLData(slice)
        #expect(fromSlice.name == "Ann")
        #expect(fromSlice.children.first?.name == "Bo")

        let text = "xx" + Self.personXML + "yy"
        let substring = text.dropFirst(2).dropLast(2)
        #expect(try Person.fromXMLString(String(substring)).pets == ["Rex", "Tom"])

        let broken = Self.personXML.replacingOccurrences(of: "<pet>Tom</pet>", with: "<pet>Tom</pat>")
        let brokenSlice = (Data("GARBAGE".utf8) + Data(broken.utf8)).dropFirst(7)
        let error = try #require(throws: JSONModelError.self) { try Person.fromXMLData(brokenSlice) }
        #expect(error.line == 8)
    }

    @Test func encodesCompactly() throws {
        let person = try Person.fromXMLString(Self.personXML)
        let xml = try person.toXMLString(options: compactXML)
        #expect(
            xml
                == #"<person id="7"><name>Ann</name><price currency="EUR">9.99</price><children><person id="8"><name>Bo</name><price currency="EUR">0</price><children/><nicknames/></person></children><nicknames><nick>Annie</nick></nicknames><pet>Rex</pet><pet>Tom</pet></person>"#
        )
    }

    @Test func prettyPrintingIndentsAndDeclares() throws {
        let note = Note()
        note.title = "Hi"
        let xml = try note.toXMLString(options: XMLOptions(prettyPrinted: true))
        #expect(xml == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<note>\n  <title>Hi</title>\n</note>")
    }

    @Test func rootTagDefaultsToTheClassNameAndCanBeOverridden() throws {
        #expect(Person.xmlRootTag == "person")
        #expect(FeedEntry.xmlRootTag == "feedEntry")
        #expect(Everything.xmlRootTag == "all")
        let note = Note()
        #expect(try note.toXMLString(options: compactXML) == "<note><title/></note>")
        let renamed = XMLOptions(prettyPrinted: false, includesDeclaration: false, rootTag: "memo")
        #expect(try note.toXMLString(options: renamed) == "<memo><title/></memo>")
        // The root element's name is not checked on input.
        let decoded = try Note.fromXMLString("<memo><title>x</title></memo>")
        #expect(decoded.title == "x")
    }

    @Test func arraysReadTheRootsChildren() throws {
        let xml = """
            <?xml version="1.0"?>
            <notes>
              <note><title>a</title></note>
              <note><title>b</title><body>text</body></note>
            </notes>
            """
        let notes = try Note.arrayFromXMLString(xml)
        #expect(notes.map(\.title) == ["a", "b"])
        #expect(notes.map(\.body) == [nil, "text"])
        let fromData = try Note.arrayFromXMLData(Data(xml.utf8))
        #expect(fromData.count == 2)
        let written = try notes.toXMLString(options: compactXML)
        #expect(written == "<notes><note><title>a</title></note><note><title>b</title><body>text</body></note></notes>")
        #expect(try Note.arrayFromXMLString(written).map(\.title) == ["a", "b"])
        #expect(try [Note]().toXMLString(options: compactXML) == "<notes/>")
        #expect(try Note.arrayFromXMLString("<notes/>").isEmpty)
    }

    @Test func arrayErrorsNameTheItem() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Note.arrayFromXMLString("<notes><note><title>a</title></note><note><body>b</body></note></notes>")
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "notes.note[1].title")
    }

    @Test func feedWithInlineEntries() throws {
        let xml = """
            <feed version="2.0">
              <title>News</title>
              <entry id="1"><title>One</title><updated>2024-05-01T12:30:00Z</updated></entry>
              <entry id="2"><title>Two</title><updated>2024-05-02T08:00:00Z</updated><summary>S</summary></entry>
            </feed>
            """
        let feed = try Feed.fromXMLString(xml)
        #expect(feed.version == "2.0")
        #expect(feed.entries.map(\.id) == ["1", "2"])
        #expect(feed.entries.map(\.summary) == [nil, "S"])
        #expect(feed.entries.first?.updated == Date(timeIntervalSince1970: 1_714_566_600))
        let again = try Feed.fromXMLString(feed.toXMLString())
        #expect(
            try again.toJSONString(options: .init(sortedKeys: true))
                == feed.toJSONString(options: .init(sortedKeys: true))
        )
    }
}
