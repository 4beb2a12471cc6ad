import Foundation
import JSONModelKit
import JSONModelXML
import Testing

enum XMTKind: String {
    case a, b
}

enum XMTRate: Double {
    case half = 0.5
    case one = 1
}

final class XMTItem: JSONModel {
    var name = ""
}

/// Keyed dictionaries, raw-value enums and Foundation types in XML.
final class XMTCatalog: JSONModel {
    var kinds: [XMTKind: XMTItem] = [:]
    var names: [Int: String] = [:]
    var rates: [XMTKind: XMTRate] = [:]
    var rate = XMTRate.one
    var number: NSNumber = 0
    var flag: NSNumber? = nil
    var decimal: NSDecimalNumber = .zero
    var text: NSString = ""
    var date: NSDate? = nil
    var list: NSArray = []
    var object: NSDictionary = [:]
}

/// The same in a struct.
struct XMTStruct: JSONStruct {
    var names: [Int: String] = [:]
    var rate: XMTRate? = nil
    var number: NSNumber? = nil
}

final class XMTHolder: JSONModel {
    var value = XMTStruct()
}

@Suite("XML: keyed dictionaries, raw-value enums and Foundation types")
struct XMLMigratingTypesTests {
    static let json = """
        {"kinds":{"b":{"name":"second"},"a":{"name":"first"}},"names":{"10":"ten","-1":"minus one"},\
        "rates":{"a":0.5},"rate":0.5,"number":42,"flag":true,"decimal":0.1,"text":"t",\
        "date":"2024-05-01T12:30:00Z","list":[1,"a",null],"object":{"k":[true]}}
        """

    @Test func everyValueSurvivesJSONToXMLAndBack() throws {
        let model = try XMTCatalog.fromJSONString(Self.json)
        let xml = try model.toXMLString()
        #expect(xml.contains(#"<entry key="a">"#), "\(xml)")
        #expect(xml.contains(#"<entry key="10">ten</entry>"#), "\(xml)")
        #expect(xml.contains(#"<entry key="-1">minus one</entry>"#), "\(xml)")
        #expect(xml.contains("<rate>0.5</rate>"), "\(xml)")
        #expect(xml.contains("<number>42</number>"), "\(xml)")
        #expect(xml.contains("<flag>true</flag>"), "\(xml)")
        let fromXML = try XMTCatalog.fromXMLString(xml)
        #expect(fromXML.kinds.mapValues(\.name) == [.a: "first", .b: "second"])
        #expect(fromXML.names == [10: "ten", -1: "minus one"])
        #expect(fromXML.rates == [.a: .half])
        #expect(fromXML.rate == .half)
        #expect(fromXML.number == 42)
        #expect(fromXML.flag.map { String(cString: $0.objCType) } == "c")
        #expect(fromXML.decimal == NSDecimalNumber(string: "0.1"))
        #expect(fromXML.text == "t")
        #expect(fromXML.date?.timeIntervalSince1970 == 1_714_566_600)
        #expect(try JSONValue(parsing: fromXML.toJSONString()) == JSONValue(parsing: Self.json))
    }

    @Test func anUnknownKeyInXMLIsAnInvalidValueWithItsPath() throws {
        let xml = """
            <XMTCatalog><kinds><entry key="c"><name>x</name></entry></kinds><names/><rates/>\
            <number>1</number><decimal>1</decimal><text>t</text><list>[]</list><object>{}</object></XMTCatalog>
            """
        let error = try #require(throws: JSONModelError.self) { try XMTCatalog.fromXMLString(xml) }
        #expect(error.code == .invalidValue)
        #expect(error.pathComponents.contains(.key("kinds")), "\(error)")
        #expect(error.pathComponents.last == .key("c"), "\(error)")
    }

    @Test func structsRoundTripThroughXML() throws {
        let holder = try XMTHolder.fromJSONString(#"{"value":{"names":{"3":"three"},"rate":1,"number":2.5}}"#)
        let fromXML = try XMTHolder.fromXMLString(try holder.toXMLString())
        #expect(fromXML.value.names == [3: "three"])
        #expect(fromXML.value.rate == .one)
        #expect(fromXML.value.number == 2.5)
    }
}
