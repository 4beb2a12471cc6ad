import Foundation
import JSONModelKit
import Testing

/// A `Codable` struct of the kinds `JSONDecoder` treats specially, held by a model.
struct Shipment: Codable, Equatable, Sendable {
    var id: UInt64
    var weight: Decimal
    var sent: Date
    var label: Data
    var tracking: URL
    var ratio: Float
    var tags: [String]
    var note: String?
}

final class Order: JSONModel {
    var number = 0
    var total: Decimal = 0
    var largest: UInt64 = 0
    var shipment = Shipment(
        id: 0,
        weight: 0,
        sent: Date(timeIntervalSince1970: 0),
        label: Data(),
        tracking: URL(fileURLWithPath: "/"),
        ratio: 0,
        tags: [],
        note: nil
    )
    var extra: JSONValue = .null
}

final class Amounts: JSONModel {
    var number = 0
    var total: Decimal = 0
    var largest: UInt64 = 0
}

/// One engine for every source and sink: the same model decoded from JSON text, a dictionary
/// and a `Codable` decoder, and encoded to text, a dictionary and a `Codable` encoder, gives
/// the same values, numbers exact and `Codable` properties included.
@Suite("Sources and sinks")
struct SourcesAndSinksTests {
    static let json = #"""
        {"number": 7, "total": 12345678901234567890.125, "largest": 18446744073709551615,
         "shipment": {"id": 18446744073709551615, "weight": 0.1, "sent": "2024-05-01T12:30:00Z",
                      "label": "AQID", "tracking": "https://example.com/t?id=1", "ratio": 0.1,
                      "tags": ["a", "b"]},
         "extra": {"nested": [1, 2.5, "x", null, true]}}
        """#

    static func check(_ order: Order, exactTotal: Bool = true) {
        #expect(order.number == 7)
        if exactTotal {
            #expect(order.total == Decimal(string: "12345678901234567890.125"))
        }
        #expect(order.largest == UInt64.max)
        #expect(order.shipment.id == UInt64.max)
        #expect(order.shipment.weight == Decimal(string: "0.1"))
        #expect(order.shipment.sent == Date(timeIntervalSince1970: 1_714_566_600))
        #expect(order.shipment.label == Data([1, 2, 3]))
        #expect(order.shipment.tracking.absoluteString == "https://example.com/t?id=1")
        #expect(order.shipment.ratio == 0.1)
        #expect(order.shipment.tags == ["a", "b"])
        #expect(order.shipment.note == nil)
        #expect(order.extra == ["nested": [1, 2.5, "x", nil, true]])
    }

    @Test func everySourceDecodesTheSame() throws {
        let fromText = try Order.fromJSONString(Self.json)
        Self.check(fromText)

        let dictionary = try fromText.toDictionary()
        Self.check(try Order.fromDictionary(dictionary), exactTotal: false)

        let foundation = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.json.utf8)) as? [String: Any]
        )
        Self.check(try Order.fromDictionary(foundation), exactTotal: false)

        let viaCodable = try JSONDecoder().decode(Order.self, from: try JSONEncoder().encode(fromText))
        Self.check(viaCodable, exactTotal: false)
    }

    @Test func everySinkWritesTheSame() throws {
        let order = try Order.fromJSONString(Self.json)
        let compact = JSONModel.EncodingOptions(prettyPrinted: false, sortedKeys: true)
        let text = try order.toJSONString(options: compact)
        #expect(text.contains(#""total":12345678901234567890.125"#), "\(text)")
        #expect(text.contains(#""largest":18446744073709551615"#), "\(text)")
        #expect(text.contains(#""label":"AQID""#), "\(text)")
        #expect(text.contains(#""ratio":0.1,"#), "\(text)")
        #expect(text.contains(#""sent":"2024-05-01T12:30:00Z""#), "\(text)")
        // Members of a `Codable` value keep the order the type wrote them in.
        let unsorted = try order.toJSONString(options: JSONModel.EncodingOptions(prettyPrinted: false))
        #expect(unsorted.contains(#"{"id":18446744073709551615,"weight":0.1,"sent""#), "\(unsorted)")

        let dictionary = try order.toDictionary()
        // An integer beyond `Int` stays exact, as a `UInt64`.
        #expect(dictionary["largest"] as? UInt64 == UInt64.max)
        let shipment = try #require(dictionary["shipment"] as? [String: Any])
        #expect(shipment["ratio"] as? Double == 0.1)
        #expect(shipment["tags"] as? [String] == ["a", "b"])
        // The dictionary and the text describe the same document.
        let fromDictionary = try JSONSerialization.data(withJSONObject: dictionary, options: [.sortedKeys])
        let reparsed = try JSONValue(parsing: fromDictionary)
        #expect(try reparsed["shipment"] == JSONValue(parsing: text)["shipment"])
    }

    @Test func codablePropertyErrorsComeFromTheEngine() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Order.fromJSONString(#"{"shipment": {"id": -1}}"#)
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == "shipment", "\(error)")
        #expect(error.modelType == Order.self)
        #expect(error.message.contains("id"), "\(error.message)")
        #expect(error.line == 1)

        let fromDictionary = try #require(throws: JSONModelError.self) {
            try Order.fromDictionary(["shipment": ["id": "seven"]])
        }
        #expect(fromDictionary.code == .invalidValue)
        #expect(fromDictionary.line == nil)
    }

    @Test func dictionaryNumbersAreExact() throws {
        let total = try #require(Decimal(string: "98765432109876543210.5"))
        let order = try Amounts.fromDictionary([
            "largest": UInt64.max,
            "total": total,
            "number": NSNumber(value: 3),
        ])
        #expect(order.largest == UInt64.max)
        #expect(order.total == Decimal(string: "98765432109876543210.5"))
        #expect(order.number == 3)
        let error = try #require(throws: JSONModelError.self) { try Amounts.fromDictionary(["number": 2.5]) }
        #expect(error.code == .invalidValue)
        #expect(error.path == "number")
    }
}

extension SourcesAndSinksTests {
    final class Point: JSONModel {
        var x = 0.0
        var exact: Decimal = 0
    }

    /// `JSONSerialization` on Linux gives long literals as `NSDecimalNumber`; a dictionary of
    /// them decodes to the same values as the JSON text.
    @Test func dictionaryFromJSONSerializationDecodesLikeTheText() throws {
        let text = #"{"x": -65.613616999999977, "exact": 0.1234567890123456789}"#
        let fromText = try Point.fromJSONString(text)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let fromDictionary = try Point.fromDictionary(try #require(object as? [String: Any]))
        #expect(fromDictionary.x == fromText.x)
        #expect(fromDictionary.x == -65.613616999999977)
        #expect(fromDictionary.exact == fromText.exact)
    }
}
