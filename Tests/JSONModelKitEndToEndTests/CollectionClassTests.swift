import Foundation
import JSONModelKit
import Testing

/// `classForCollectionProperty`: decoding collection elements as a subclass.
@Suite("classForCollectionProperty")
struct CollectionClassTests {
    static let json = """
        {"vehicles":[{"wheels":6,"payload":1000},{"wheels":18,"payload":40000}],
         "by_name":{"big":{"wheels":10,"payload":9}},
         "plain":[{"wheels":4}]}
        """

    @Test func arrayElementsAreTheSubclass() throws {
        let garage = try Garage.fromJSONString(Self.json)
        #expect(garage.vehicles.count == 2)
        for vehicle in garage.vehicles {
            #expect(vehicle is Truck)
        }
        let trucks = garage.vehicles.compactMap { $0 as? Truck }
        #expect(trucks.map(\.wheels) == [6, 18])
        #expect(trucks.map(\.payload) == [1000, 40000])
    }

    @Test func dictionaryValuesAreTheSubclass() throws {
        let garage = try Garage.fromJSONString(Self.json)
        let big = try #require(garage.byName["big"] as? Truck)
        #expect(big.wheels == 10)
        #expect(big.payload == 9)
    }

    @Test func otherPropertiesKeepTheDeclaredClass() throws {
        let garage = try Garage.fromJSONString(Self.json)
        let plain = try #require(garage.plain.first)
        #expect(type(of: plain) == Vehicle.self)
        #expect(plain.wheels == 4)
    }

    @Test func subclassPropertiesAreRequired() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Garage.fromJSONString(#"{"vehicles":[{"wheels":6}],"by_name":{},"plain":[]}"#)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "vehicles[0].payload")
        #expect(error.modelTypeName == "Truck")
    }

    @Test func subclassFieldsAreEncoded() throws {
        let garage = try Garage.fromJSONString(Self.json)
        #expect(try parsed(try garage.toJSONString()) == (try parsed(Self.json)))
    }
}
