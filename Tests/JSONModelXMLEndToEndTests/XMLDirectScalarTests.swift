import Foundation
import JSONModelKit
import JSONModelXML
import Testing

final class Reading: JSONModel {
    var label = "a<b"
    var count = -42
    var large = Int.max
    var flag = true
    var missingText: String? = nil
    var missingCount: Int? = nil
    var amount = Decimal(string: "0.1234567890123456789") ?? 0
    @Optional var wrapped: String? = "w"
    var ratio = 0.5
}

/// Plain `String`, `Int` and `Bool` properties are written by the XML writer without a JSON
/// value in between; their text must be exactly what the JSON path writes.
@Suite("XML direct scalars")
struct XMLDirectScalarTests {
    @Test func directScalarsWriteTheSameTextAsJSON() throws {
        let reading = Reading()
        let xml = try reading.toXMLString(options: compactXML)
        #expect(
            xml
                == "<reading><label>a&lt;b</label><count>-42</count><large>9223372036854775807</large>"
                + "<flag>true</flag><amount>0.1234567890123456789</amount><wrapped>w</wrapped>"
                + "<ratio>0.5</ratio></reading>"
        )
        let back = try Reading.fromXMLString(xml)
        #expect(back.count == -42 && back.large == Int.max && back.flag && back.label == "a<b")
        #expect(back.amount == reading.amount)
    }

    @Test func nilScalarsFollowTheNilEncoding() throws {
        var options = compactXML
        options.encoding.nilEncoding = .null
        let xml = try Reading().toXMLString(options: options)
        #expect(xml.contains("<missing_text/>"), "\(xml)")
        #expect(xml.contains("<missing_count/>"), "\(xml)")
        let reading = Reading()
        reading.missingText = "t"
        reading.missingCount = 3
        let filled = try reading.toXMLString(options: compactXML)
        #expect(filled.contains("<missing_text>t</missing_text><missing_count>3</missing_count>"), "\(filled)")
    }
}

struct Money: Codable, Equatable, Sendable {
    var amount: Int
    var currency: String
}

/// A `Codable` type whose value is a single string (that may look like a number).
struct ZipCode: Codable, Equatable, Sendable {
    var value: String

    init(_ value: String) { self.value = value }

    init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

final class Invoice: JSONModel {
    var total = Money(amount: 0, currency: "")
    var zip = ZipCode("")
}

extension XMLDirectScalarTests {
    /// Properties of other `Codable` types are written as their JSON text and read back.
    @Test func codablePropertiesRoundTripThroughXML() throws {
        let invoice = Invoice()
        invoice.total = Money(amount: 12, currency: "EUR")
        invoice.zip = ZipCode("01234")
        let xml = try invoice.toXMLString(options: compactXML)
        let back = try Invoice.fromXMLString(xml)
        #expect(back.total == invoice.total, "\(xml)")
        #expect(back.zip == invoice.zip, "\(xml)")
    }
}
