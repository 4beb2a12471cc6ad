import Foundation
import JSONModelKit
import JSONModelXML
import Observation
import Testing

@Observable final class ObservedPerson: JSONModel {
    @ObservationIgnored @XMLAttribute var id = 0
    var name = ""
    var age: Int? = nil
    var price = Price()
    var children: [ObservedPerson] = []
    @ObservationIgnored @XMLItem("nick") var nicknames: [String] = []
    @ObservationIgnored @XMLInline(itemTag: "pet") var pets: [String] = []

    override class var xmlRootTag: String { "person" }
}

@Suite("XML with @Observable models")
struct XMLObservableTests {
    static let xml = """
        <person id="1"><name>Ann</name><age>40</age><price currency="EUR">1.5</price>\
        <children><person id="2"><name>Bo</name><price currency="USD">2</price><children/><nicknames/></person>\
        </children><nicknames><nick>A</nick></nicknames><pet>cat</pet></person>
        """

    @Test func decodesAndEncodesLikeThePlainClass() throws {
        let person = try ObservedPerson.fromXMLString(Self.xml)
        #expect(person.id == 1)
        #expect(person.name == "Ann")
        #expect(person.age == 40)
        #expect(person.children.first?.name == "Bo")
        #expect(person.nicknames == ["A"])
        #expect(person.pets == ["cat"])
        #expect(person.price.currency == "EUR")
        let plain = try Person.fromXMLString(Self.xml)
        let options = XMLOptions(prettyPrinted: false, includesDeclaration: false)
        #expect(try person.toXMLString(options: options) == plain.toXMLString(options: options))
    }
}
