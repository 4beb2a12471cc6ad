import Foundation
import JSONModelKit
import Testing

// Decoding at a path inside an envelope: `fromJSONString(_:atPath:options:)` and its siblings,
// for classes and `JSONStruct`.

/// A struct for the envelope tests.
struct PDPoint: JSONStruct {
    var x = 0
    var y = 0
}

@Suite("Decoding at a path")
struct PathDecodingTests {
    static let envelope = """
        {
          "status": 200,
          "meta": {"ignored": [1, 2, {"deep": true}], "note": "skipped"},
          "data": {
            "car": {"make": "VW", "year": 2001},
            "items": [{"make": "Fiat", "year": 1990}, {"make": "Saab", "year": 1999}],
            "points": [{"x": 1, "y": 2}, {"x": 3, "y": 4}],
            "point": {"x": 5, "y": 6}
          },
          "results": [{"user": {"make": "Audi", "year": 2010}}, {"user": {"make": "BMW", "year": "late"}}]
        }
        """

    @Test func aModelDecodesFromAnObjectInsideTheEnvelope() throws {
        let car = try Car.fromJSONString(Self.envelope, atPath: "data.car")
        #expect(car.make == "VW")
        #expect(car.year == 2001)
        let fromData = try Car.fromJSONData(Data(Self.envelope.utf8), atPath: "data.car")
        #expect(fromData.make == "VW")
    }

    @Test func anArrayDecodesFromAnArrayInsideTheEnvelope() throws {
        let cars = try Car.arrayFromJSONString(Self.envelope, atPath: "data.items")
        #expect(cars.map(\.make) == ["Fiat", "Saab"])
        let fromData = try Car.arrayFromJSONData(Data(Self.envelope.utf8), atPath: "data.items")
        #expect(fromData.map(\.year) == [1990, 1999])
    }

    @Test func aKeyOfDigitsIndexesAnArrayOnThePath() throws {
        let car = try Car.fromJSONString(Self.envelope, atPath: "results.0.user")
        #expect(car.make == "Audi")
    }

    @Test func aKeyOfDigitsIsAnObjectKeyInAnObject() throws {
        let car = try Car.fromJSONString(#"{"pages": {"1": {"make": "VW", "year": 1}}}"#, atPath: "pages.1")
        #expect(car.make == "VW")
    }

    @Test func structsDecodeAtAPathToo() throws {
        let point = try PDPoint.fromJSONString(Self.envelope, atPath: "data.point")
        #expect(point.x == 5 && point.y == 6)
        let points = try PDPoint.arrayFromJSONString(Self.envelope, atPath: "data.points")
        #expect(points.map(\.x) == [1, 3])
        let fromData = try PDPoint.fromJSONData(Data(Self.envelope.utf8), atPath: "data.points.1")
        #expect(fromData.y == 4)
        let arrayFromData = try PDPoint.arrayFromJSONData(Data(Self.envelope.utf8), atPath: "data.points")
        #expect(arrayFromData.count == 2)
    }

    @Test func anErrorInsideCarriesTheFullPathAndTheLineAndColumn() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromJSONString(Self.envelope, atPath: "results.1.user")
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "results[1].user.year")
        #expect(error.line == 10)
        #expect(error.column == 90)
        #expect(error.rootType == Car.self)
    }

    @Test func anErrorInAnArrayElementCarriesTheFullPath() throws {
        let text = #"{"data": {"items": [{"make": "VW", "year": 1}, {"make": 2, "year": 1}]}}"#
        let error = try #require(throws: JSONModelError.self) {
            try Car.arrayFromJSONString(text, atPath: "data.items")
        }
        #expect(error.path == "data.items[1].make")
        #expect(error.line == 1)
        #expect(error.column == 57)
    }

    @Test(arguments: [
        ("data.vans", "data.vans", "\"vans\""),
        ("missing.car", "missing", "\"missing\""),
        ("results.5.user", "results[5]", "element 5"),
        ("results.1.owner", "results[1].owner", "\"owner\""),
    ])
    func aMissingPathNamesTheFirstMissingKey(path: String, errorPath: String, named: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromJSONString(Self.envelope, atPath: path)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == errorPath)
        #expect(error.message.contains(named))
        #expect(error.line != nil)
    }

    @Test(arguments: [
        ("status.code", "status"),
        ("data.items.first", "data.items"),
        ("meta.note.text", "meta.note"),
    ])
    func aPathThroughAValueThatHoldsNothingIsATypeMismatch(path: String, errorPath: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromJSONString(Self.envelope, atPath: path)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == errorPath)
    }

    @Test func theValueAtThePathMustHaveTheRightShape() throws {
        let notAnArray = try #require(throws: JSONModelError.self) {
            try Car.arrayFromJSONString(Self.envelope, atPath: "data.car")
        }
        #expect(notAnArray.code == .typeMismatch)
        #expect(notAnArray.path == "data.car")
        let notAnObject = try #require(throws: JSONModelError.self) {
            try PDPoint.fromJSONString(Self.envelope, atPath: "status")
        }
        #expect(notAnObject.code == .typeMismatch)
        #expect(notAnObject.path == "status")
    }

    @Test(arguments: ["", "data..car", "data."])
    func aMalformedPathIsAnInvalidValue(path: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromJSONString(Self.envelope, atPath: path)
        }
        #expect(error.code == .invalidValue)
        #expect(error.rootType == Car.self)
    }

    @Test func aRepeatedKeyOnThePathFollowsTheDuplicateKeyOption() throws {
        let text = #"{"data": {"make": "VW", "year": 1}, "data": {"make": "Saab", "year": 2}}"#
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromJSONString(text, atPath: "data")
        }
        #expect(error.code == .duplicateKey)
        var options = JSONModel.DecodingOptions()
        options.duplicateKeys = .useLast
        #expect(try Car.fromJSONString(text, atPath: "data", options: options).make == "Saab")
    }

    @Test func theEnvelopeOutsideThePathIsNotDecoded() throws {
        // Unknown keys are rejected inside the model, never in the envelope around it.
        var options = JSONModel.DecodingOptions()
        options.unknownKeys = .reject
        let car = try Car.fromJSONString(Self.envelope, atPath: "data.car", options: options)
        #expect(car.year == 2001)
    }

    @Test func escapedDotsAndKeysWithEscapesInTheInputMatch() throws {
        let text = #"{"a.b": {"c\u0064": {"make": "VW", "year": 1}}}"#
        let car = try Car.fromJSONString(text, atPath: #"a\.b.cd"#)
        #expect(car.make == "VW")
    }

    @Test func syntaxErrorsAnywhereInTheDocumentStillFail() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromJSONString(#"{"data": {"make": "VW", "year": 1}, "x": [1,]}"#, atPath: "data")
        }
        #expect(error.code == .syntaxError)
    }
}
