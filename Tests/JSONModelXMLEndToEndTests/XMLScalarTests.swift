import Foundation
import JSONModelKit
import JSONModelXML
import Testing

/// Scalars are read from text with the JSON rules; escaping, CDATA, empty elements and
/// namespaces.
@Suite("XML scalars")
struct XMLScalarTests {
    static let bookXML = """
        <book isbn="978-0" available="1">
          <title>Dune &amp; more</title>
          <pages>412</pages>
          <rating>4.5e0</rating>
          <genre>science</genre>
          <published>2024-05-01T12:30:00Z</published>
          <printed>2024-05-01</printed>
          <tags><item>b</item><item>a</item></tags>
          <homepage>https://example.org/dune</homepage>
          <scores><entry key="x">1</entry></scores>
          <extra>{"a": [1, true]}</extra>
        </book>
        """

    @Test func typedScalarsFromText() throws {
        let book = try Book.fromXMLString(Self.bookXML)
        #expect(book.isbn == "978-0")
        #expect(book.available)
        #expect(book.title == "Dune & more")
        #expect(book.pages == 412)
        #expect(book.rating == 4.5)
        #expect(book.genre == .science)
        #expect(book.subtitle == nil)
        #expect(book.published == Date(timeIntervalSince1970: 1_714_566_600))
        #expect(book.printed == Date(timeIntervalSince1970: 1_714_521_600))
        #expect(book.tags == ["a", "b"])
        #expect(book.homepage == URL(string: "https://example.org/dune"))
        #expect(book.scores == ["x": 1])
        #expect(book.extra == ["a": [1, true]])
    }

    @Test(arguments: ["true", "1"])
    func trueBooleans(_ text: String) throws {
        let book = try Book.fromXMLString(
            Self.bookXML.replacingOccurrences(of: #"available="1""#, with: #"available="\#(text)""#)
        )
        #expect(book.available)
    }

    @Test(arguments: ["false", "0"])
    func falseBooleans(_ text: String) throws {
        let book = try Book.fromXMLString(
            Self.bookXML.replacingOccurrences(of: #"available="1""#, with: #"available="\#(text)""#)
        )
        #expect(!book.available)
    }

    /// Integer text is read exactly, as a JSON literal is: a fraction or an exponent counts
    /// when the exact value is an integer, and nothing is rounded through `Double`.
    @Test(arguments: [
        ("4.12e2", "412"),
        ("412.000", "412"),
        ("41200e-2", "412"),
        ("9007199254740993.0", "9007199254740993"),
        ("0.99999999999999999999", "not an integer"),
        ("1e-400", "not an integer"),
        ("1e400", "out of range"),
    ])
    func integersAreExact(text: String, expected: String) throws {
        let xml = Self.bookXML.replacingOccurrences(of: "<pages>412</pages>", with: "<pages>\(text)</pages>")
        if let pages = Int(expected) {
            #expect(try Book.fromXMLString(xml).pages == pages)
        } else {
            let error = try #require(throws: JSONModelError.self) { try Book.fromXMLString(xml) }
            #expect(error.code == .invalidValue)
            #expect(error.path == "book.pages")
            #expect(error.message.hasPrefix("expected Int, found number \(text) (\(expected)"), "\(error)")
        }
    }

    struct BadValue: Sendable, CustomTestStringConvertible {
        let original: String
        let replacement: String
        let code: JSONModelError.Code
        let path: String
        var testDescription: String { replacement }
    }

    static let badValues: [BadValue] = [
        BadValue(
            original: "<pages>412</pages>",
            replacement: "<pages>many</pages>",
            code: .typeMismatch,
            path: "book.pages"
        ),
        BadValue(
            original: "<pages>412</pages>",
            replacement: "<pages>4.5</pages>",
            code: .invalidValue,
            path: "book.pages"
        ),
        BadValue(
            original: "<pages>412</pages>",
            replacement: "<pages> 412</pages>",
            code: .typeMismatch,
            path: "book.pages"
        ),
        BadValue(
            original: "<pages>412</pages>",
            replacement: "<pages>0x10</pages>",
            code: .typeMismatch,
            path: "book.pages"
        ),
        BadValue(
            original: #"available="1""#,
            replacement: #"available="yes""#,
            code: .typeMismatch,
            path: "book.@available"
        ),
        BadValue(
            original: "<genre>science</genre>",
            replacement: "<genre>poetry</genre>",
            code: .invalidValue,
            path: "book.genre"
        ),
        BadValue(
            original: "<published>2024-05-01T12:30:00Z</published>",
            replacement: "<published>noon</published>",
            code: .invalidValue,
            path: "book.published"
        ),
        BadValue(
            original: "<printed>2024-05-01</printed>",
            replacement: "<printed>1.5.2024</printed>",
            code: .invalidValue,
            path: "book.printed"
        ),
        BadValue(
            original: "<scores><entry key=\"x\">1</entry></scores>",
            replacement: "<scores><entry key=\"x\">one</entry></scores>",
            code: .typeMismatch,
            path: "book.scores.entry.x"
        ),
        BadValue(
            original: "<title>Dune &amp; more</title>",
            replacement: "<title><b>Dune</b></title>",
            code: .typeMismatch,
            path: "book.title"
        ),
    ]

    @Test(arguments: badValues)
    func wrongTypesAreErrorsWithXMLPaths(_ sample: BadValue) throws {
        let xml = Self.bookXML.replacingOccurrences(of: sample.original, with: sample.replacement)
        #expect(xml != Self.bookXML)
        let error = try #require(throws: JSONModelError.self) {
            try Book.fromXMLString(xml)
        }
        #expect(error.code == sample.code)
        #expect(error.path == sample.path)
        #expect(error.line != nil)
    }

    /// A repeated set element is kept once, like JSON; `duplicateSetElements: .reject` makes it
    /// an error at the item's XML path.
    @Test func repeatedSetItemIsKeptOnceOrRejectedWhenAskedTo() throws {
        let xml = Self.bookXML.replacingOccurrences(
            of: "<tags><item>b</item><item>a</item></tags>",
            with: "<tags><item>a</item><item>a</item></tags>"
        )
        #expect(xml != Self.bookXML)
        #expect(try Book.fromXMLString(xml).tags == ["a"])
        var options = XMLOptions()
        options.decoding.duplicateSetElements = .reject
        let error = try #require(throws: JSONModelError.self) {
            try Book.fromXMLString(xml, options: options)
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == "book.tags.item[1]")
        #expect(error.line != nil)
    }

    @Test func emptyElementIsNilForOptionalsAndEmptyForStrings() throws {
        let note = try Note.fromXMLString("<note><title/><body/></note>")
        #expect(note.title == "")
        #expect(note.body == nil)
        let other = try Note.fromXMLString("<note><title></title><body></body></note>")
        #expect(other.title == "")
        #expect(other.body == nil)
        // An empty element is not a number.
        let error = try #require(throws: JSONModelError.self) {
            try Book.fromXMLString(Self.bookXML.replacingOccurrences(of: "<pages>412</pages>", with: "<pages/>"))
        }
        #expect(error.code == .typeMismatch)
    }

    @Test func escapingRoundTrips() throws {
        let note = Note()
        note.title = #"<a href="x">Tom & 'Jerry'</a> ]]> done"#
        note.body = "line 1\nline 2\ttab é 😀"
        let xml = try note.toXMLString(options: compactXML)
        #expect(xml.contains("&lt;a href=\"x\"&gt;Tom &amp; 'Jerry'&lt;/a&gt; ]]&gt; done"))
        let decoded = try Note.fromXMLString(xml)
        #expect(decoded.title == note.title)
        #expect(decoded.body == note.body)
    }

    @Test func attributeValuesEscapeQuotesAndWhitespace() throws {
        let branch = Branch()
        branch.city = "a\"b'c<d>&e\nf\tg"
        let xml = try branch.toXMLString(options: compactXML)
        let decoded = try Branch.fromXMLString(xml)
        #expect(decoded.city == branch.city)
    }

    @Test func cdataAndCharacterReferences() throws {
        let note = try Note.fromXMLString("<note><title><![CDATA[<b>&amp;</b>]]> &#233;&#x1F600;</title></note>")
        #expect(note.title == "<b>&amp;</b> é😀")
    }

    @Test func charactersXMLCannotHoldAreEncodeErrors() throws {
        let note = Note()
        note.title = "bell \u{07}"
        let error = try #require(throws: JSONModelError.self) {
            try note.toXMLString()
        }
        #expect(error.path == "note.title")
    }

    @Test func namespacePrefixesAreKeptOrStripped() throws {
        let xml = """
            <soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
              <soap:body><m:message xmlns:m="urn:m">hi</m:message></soap:body>
            </soap:Envelope>
            """
        let stripped = try Envelope.fromXMLString(xml, options: XMLOptions(stripsNamespacePrefixes: true))
        #expect(stripped.body.message == "hi")
        // Kept by default: `soap:body` is not `body`.
        let error = try #require(throws: JSONModelError.self) {
            try Envelope.fromXMLString(xml)
        }
        #expect(error.code == .keyNotFound)
    }

    @Test func whitespaceAroundTextIsKept() throws {
        let note = try Note.fromXMLString("<note>\n  <title>  spaced  </title>\n</note>")
        #expect(note.title == "  spaced  ")
    }
}
