import Foundation
import JSONModelKit
import JSONModelXML
import Testing

/// Strict decoding: what is missing, wrong or unknown is an error with an XML path, the model
/// and property, and the line and column.
@Suite("XML errors")
struct XMLErrorTests {
    @Test func theXMLArticlesErrorExample() throws {
        let xml = """
            <person id="1">
              <name>Ann</name><price currency="EUR">1</price>
              <children>
                <person id="2"><name>Bo</name><price currency="EUR">1</price><children/><nicknames/></person>
                <person id="3"><name>Cy</name><age>ten</age><price currency="EUR">1</price><children/><nicknames/></person>
              </children>
              <nicknames/>
            </person>
            """
        let error = try #require(throws: JSONModelError.self) {
            try Person.fromXMLString(xml)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "person.children.person[1].age")
        #expect(error.modelTypeName == "Person")
        #expect(error.property == "age")
        #expect(error.line == 5)
        #expect(error.column == 35)
        #expect(
            error.description
                == #"Person.age at person.children.person[1].age (line 5, column 35): expected Int, found string "ten""#
        )
    }

    @Test func missingRequiredElement() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Person.fromXMLString(#"<person id="1"><price currency="EUR">1</price><children/><nicknames/></person>"#)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "person.name")
        #expect(error.line == 1)
    }

    @Test func missingRequiredAttribute() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Person.fromXMLString(
                "<person><name>A</name><price currency=\"EUR\">1</price><children/><nicknames/></person>"
            )
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "person.@id")
    }

    @Test func missingRequiredAttributeOfANestedModel() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Person.fromXMLString("<person id=\"1\"><name>A</name>\n<price>1</price><children/></person>")
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "person.price.@currency")
        #expect(error.line == 2)
        #expect(error.column == 1)
    }

    @Test func unknownElementsAndAttributesAreIgnoredOrRejected() throws {
        let xml = #"<note lang="en"><title>t</title><color>red</color></note>"#
        #expect(try Note.fromXMLString(xml).title == "t")
        let strict = XMLOptions(decoding: .init(unknownKeys: .reject))
        let error = try #require(throws: JSONModelError.self) {
            try Note.fromXMLString(xml, options: strict)
        }
        #expect(error.code == .unknownKey)
        #expect(error.path == "note.@lang")
        let elementError = try #require(throws: JSONModelError.self) {
            try Note.fromXMLString("<note><title>t</title>\n  <color>red</color></note>", options: strict)
        }
        #expect(elementError.code == .unknownKey)
        #expect(elementError.path == "note.color")
        #expect(elementError.line == 2)
        #expect(elementError.column == 3)
    }

    @Test func collectAllErrorsReportsEveryProblem() throws {
        let options = XMLOptions(decoding: .init(collectAllErrors: true))
        let error = try #require(throws: JSONModelError.self) {
            try Book.fromXMLString(
                "<book isbn=\"1\" available=\"maybe\"><title>t</title><pages>x</pages><rating>1</rating><published>2024-05-01T12:30:00Z</published><tags/><scores/></book>",
                options: options
            )
        }
        #expect(error.code == .multiple)
        let paths = Set(error.errors.map(\.path))
        #expect(paths.contains("book.@available"))
        #expect(paths.contains("book.pages"))
    }

    @Test func syntaxErrorsCarryLineAndColumn() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Note.fromXMLString("<note>\n  <title>t</titel>\n</note>")
        }
        #expect(error.code == .syntaxError)
        #expect(error.line == 2)
        #expect(error.column == 11)
        #expect(error.description.contains("</titel>"))
    }

    @Test func textWhereChildrenBelongIsAnError() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Note.fromXMLString("<note>stray<title>t</title></note>")
        }
        #expect(error.code == .typeMismatch)
    }

    @Test func wrongItemTagIsAnError() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Person.fromXMLString(
                #"<person id="1"><name>A</name><price currency="E">1</price><children><kid/></children></person>"#
            )
        }
        #expect(error.code == .typeMismatch)
        #expect(error.description.contains("<person>"))
    }

    @Test func didDecodeThrowsFailTheDecode() throws {
        #expect(try Validated.fromXMLString("<validated><count>1</count></validated>").count == 1)
        let error = try #require(throws: JSONModelError.self) {
            try Validated.fromXMLString("<validated><count>-1</count></validated>")
        }
        #expect(error.description.contains("count must not be negative"))
    }

    @Test func lossyCollectionsDropBadItems() throws {
        let bag = try LossyBag.fromXMLString(
            "<lossyBag><numbers><item>1</item><item>x</item><item>3</item></numbers></lossyBag>"
        )
        #expect(bag.numbers == [1, 3])
    }

    @Test func encodingACycleIsAnErrorNotACrash() throws {
        let person = Person()
        person.children = [person]
        // Break the cycle afterwards, or the test itself leaks it.
        defer { person.children = [] }
        let error = try #require(throws: JSONModelError.self) {
            try person.toXMLString()
        }
        #expect(error.code == .tooDeeplyNested)
    }
}
