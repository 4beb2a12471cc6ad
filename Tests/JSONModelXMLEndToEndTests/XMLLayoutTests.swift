import Foundation
import JSONModelKit
import JSONModelXML
import Testing

/// Attributes, text content, wrapped and inline collections, dictionaries, nested models,
/// structs and polymorphism, and the layouts XML cannot hold.
@Suite("XML layout")
struct XMLLayoutTests {
    @Test func attributesAndTextContent() throws {
        let price = try Price.fromXMLString(#"<price currency="EUR">9.99</price>"#)
        #expect(price.currency == "EUR")
        #expect(price.amount == 9.99)
        #expect(try price.toXMLString(options: compactXML) == #"<price currency="EUR">9.99</price>"#)
    }

    @Test func wrappedCollectionsUseTheItemClassTagOrXMLItem() throws {
        let library = Library()
        let book = Book()
        book.title = "T"
        book.isbn = "1"
        book.published = Date(timeIntervalSince1970: 0)
        library.books = [book]
        let xml = try library.toXMLString(options: compactXML)
        #expect(xml.contains("<books><book isbn=\"1\" available=\"false\"><title>T</title>"))
        #expect(try Library.fromXMLString(xml).books.first?.title == "T")
    }

    @Test func inlineCollectionsMayAppearAnywhereAmongChildren() throws {
        let xml = """
            <library>
              <branch city="Oslo"><phone>1</phone><phone>2</phone></branch>
              <name>City</name>
              <books/>
              <branch city="Bergen"/>
            </library>
            """
        let library = try Library.fromXMLString(xml)
        #expect(library.name == "City")
        #expect(library.branches.map(\.city) == ["Oslo", "Bergen"])
        #expect(library.branches.map(\.phones) == [["1", "2"], []])
        let written = try library.toXMLString(options: compactXML)
        #expect(
            written
                == #"<library><name>City</name><books/><branch city="Oslo"><phone>1</phone><phone>2</phone></branch><branch city="Bergen"/></library>"#
        )
    }

    @Test func inlineCollectionWithNoItemsIsEmpty() throws {
        // An inline list with no items reads as an empty list: there is no element to miss.
        let library = try Library.fromXMLString("<library><name>x</name><books/></library>")
        #expect(library.branches.isEmpty)
    }

    @Test func theXMLArticlesTwoCollectionStyles() throws {
        let wrapped = #"<team><name>A</name><members><person id="1"/><person id="2"/></members></team>"#
        let inline = #"<team><name>A</name><member id="1"/><member id="2"/></team>"#
        let fromWrapped = try WrappedTeam.fromXMLString(wrapped)
        let fromInline = try InlineTeam.fromXMLString(inline)
        #expect(fromWrapped.members.map(\.id) == [1, 2])
        #expect(fromInline.members.map(\.id) == [1, 2])
        #expect(try fromWrapped.toXMLString(options: compactXML) == wrapped)
        #expect(try fromInline.toXMLString(options: compactXML) == inline)
        // Each style's document is wrong for the other.
        #expect(throws: JSONModelError.self) { try WrappedTeam.fromXMLString(inline) }
        let inlineFromWrapped = try InlineTeam.fromXMLString(wrapped)
        #expect(inlineFromWrapped.members.isEmpty)
    }

    @Test func dictionariesAreEntryElements() throws {
        let everything = Everything()
        everything.dictionary = ["b": "2", "a": "1"]
        everything.models = ["eur": Price()]
        let xml = try everything.toXMLString(options: compactXML)
        #expect(xml.contains(#"<dictionary><entry key="a">1</entry><entry key="b">2</entry></dictionary>"#))
        #expect(xml.contains(#"<models><entry key="eur" currency="">0</entry></models>"#))
        let decoded = try Everything.fromXMLString(xml)
        #expect(decoded.dictionary == ["a": "1", "b": "2"])
        #expect(decoded.models["eur"]?.amount == 0)
    }

    @Test func nestedArraysAndScalarItems() throws {
        let everything = Everything()
        everything.nested = [[1, 2], [], [3]]
        everything.doubles = [1.5, -2]
        let xml = try everything.toXMLString(options: compactXML)
        #expect(
            xml.contains("<nested><item><item>1</item><item>2</item></item><item/><item><item>3</item></item></nested>")
        )
        let decoded = try Everything.fromXMLString(xml)
        #expect(decoded.nested == [[1, 2], [], [3]])
        #expect(decoded.doubles == [1.5, -2])
    }

    @Test func structsAreElementsToo() throws {
        let xml =
            "<route><name>r</name><points><point><x>1</x><y>2</y></point><point><x>3</x><y>4</y></point></points><start><x>0</x><y>0</y></start></route>"
        let route = try Route.fromXMLString(xml)
        #expect(route.points.map(\.x) == [1, 3])
        #expect(route.points.map(\.y) == [2, 4])
        #expect(try route.toXMLString(options: compactXML) == xml)
    }

    @Test func polymorphicElementsPickTheirClassFromContent() throws {
        let xml = """
            <drawing><shapes>
              <shape><kind>circle</kind><radius>2.5</radius></shape>
              <shape><kind>square</kind><side>3</side></shape>
              <shape><kind>other</kind></shape>
            </shapes></drawing>
            """
        let drawing = try Drawing.fromXMLString(xml)
        #expect(drawing.shapes.count == 3)
        #expect((drawing.shapes[0] as? Circle)?.radius == 2.5)
        #expect((drawing.shapes[1] as? Square)?.side == 3)
        #expect(type(of: drawing.shapes[2]) == Shape.self)
        // Subclasses are written with their own properties and read back as themselves.
        let again = try Drawing.fromXMLString(drawing.toXMLString())
        #expect((again.shapes[0] as? Circle)?.radius == 2.5)
        #expect((again.shapes[1] as? Square)?.side == 3)
    }

    @Test(arguments: [
        (AttributeOnModel.self as JSONModel.Type, "@XMLAttribute needs a scalar"),
        (AttributeOnArray.self, "@XMLAttribute needs a scalar"),
        (TextWithChildren.self, "@XMLText property can have no child elements"),
        (NestedPath.self, "nested key paths"),
        (IndexedPath.self, "nested key paths"),
        (FallbackKeys.self, "fallback keys"),
        (SharedName.self, "both map the name"),
    ])
    func layoutsXMLCannotHoldAreSchemaErrors(_ modelClass: JSONModel.Type, fragment: String) throws {
        let decodeError = try #require(throws: JSONModelError.self) {
            _ = try modelClass.fromXMLString("<x/>")
        }
        #expect(decodeError.code == .schemaError)
        #expect(decodeError.description.contains(fragment))
        let encodeError = try #require(throws: JSONModelError.self) {
            _ = try modelClass.init().toXMLString()
        }
        #expect(encodeError.code == .schemaError)
    }

    @Test func nestedKeyPathsStillWorkInJSON() throws {
        let model = try NestedPath.fromJSONString(#"{"owner": {"phone": "123"}}"#)
        #expect(model.phone == "123")
    }
}
