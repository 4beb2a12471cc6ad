import Foundation
import JSONModelKit
import Testing

/// `fromJSONValue`, `arrayFromJSONValue` and `toJSONValue`: straight between `JSONValue` and
/// models, with the same rules as text.
struct JVPoint: JSONStruct {
    var x = 0
    var y = 0
    @JSONOptional var label = "none"
}

/// A hook that decodes a nested value itself, from the `JSONValue` it is given.
final class JVRoute: JSONModel {
    var name = ""
    var start = JVPoint()

    override func decodeProperty(_ property: JSONModel.Property, from object: [String: JSONValue]) throws -> Bool {
        guard property.name == "start", let value = object["origin"] else { return false }
        start = try JVPoint.fromJSONValue(value)
        return true
    }
}

@Suite("JSONValue entry points")
struct JSONValueEntryPointTests {
    static let car: JSONValue = ["make": "VW", "year": 2001]

    @Test func aModelDecodesFromAValueAndEncodesBackToTheSameValue() throws {
        let car = try Car.fromJSONValue(Self.car)
        #expect(car.make == "VW")
        #expect(car.year == 2001)
        #expect(try car.toJSONValue() == Self.car)
        let cars = try Car.arrayFromJSONValue([Self.car, ["make": "Fiat", "year": 1990]])
        #expect(cars.map(\.make) == ["VW", "Fiat"])
    }

    @Test func theResultMatchesTheTextPath() throws {
        let text =
            #"{"name": "Ann", "date_of_birth": "1990-04-12", "preferred_bands": ["Muse"], "cars": [{"make": "VW", "year": 2001}], "employee_id": 7}"#
        let value = try JSONValue(parsing: text)
        let fromValue = try Employee.fromJSONValue(value)
        let fromText = try Employee.fromJSONString(text)
        #expect(try fromValue.toJSONValue() == fromText.toJSONValue())
        #expect(try fromValue.toJSONValue() == JSONValue(parsing: fromText.toJSONString()))
    }

    @Test func structsDecodeAndEncodeToo() throws {
        let point = try JVPoint.fromJSONValue(["x": 1, "y": 2])
        #expect(point.x == 1 && point.y == 2 && point.label == "none")
        #expect(try point.toJSONValue() == ["x": 1, "y": 2, "label": "none"])
        let points = try JVPoint.arrayFromJSONValue([["x": 1, "y": 2], ["x": 3, "y": 4, "label": "b"]])
        #expect(points.map(\.x) == [1, 3])
        #expect(points.last?.label == "b")
    }

    @Test func errorsHaveThePathAndNoLocation() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.arrayFromJSONValue([Self.car, ["make": "Fiat", "year": "1990"]])
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "[1].year")
        #expect(error.line == nil)
        let notAnObject = try #require(throws: JSONModelError.self) { try Car.fromJSONValue([1, 2]) }
        #expect(notAnObject.code == .typeMismatch)
    }

    @Test func theOptionsLimitsApply() throws {
        var deep: JSONValue = ["make": "VW", "year": 1]
        for _ in 0..<10 { deep = ["make": "VW", "year": 1, "extra": deep] }
        let tooDeep = try #require(throws: JSONModelError.self) {
            try Car.fromJSONValue(deep, options: .init(maxDepth: 5))
        }
        #expect(tooDeep.code == .tooDeeplyNested)
        let tooLong = try #require(throws: JSONModelError.self) {
            try Car.fromJSONValue(
                ["make": .string(String(repeating: "a", count: 100)), "year": 1],
                options: .init(maxStringLength: 10)
            )
        }
        #expect(tooLong.code == .limitExceeded)
    }

    @Test func aHookCanDecodeANestedValueItself() throws {
        let route = try JVRoute.fromJSONString(#"{"name": "r", "origin": {"x": 5, "y": 6}}"#)
        #expect(route.start.x == 5)
        #expect(route.start.y == 6)
    }
}
