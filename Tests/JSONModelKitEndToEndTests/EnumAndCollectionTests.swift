import Foundation
import JSONModelKit
import Testing

/// Raw-value enums, nested collections, free-form JSON, bridged Codable types and recursion.
@Suite("Enums, collections and nested values")
struct EnumAndCollectionTests {
    static func allTypes(replacing key: String, with literal: String) throws -> String {
        var document = try parsed(AllTypesTests.json)
        guard case .object(var members) = document else { return "" }
        members[key] = try parsed(literal)
        document = .object(members)
        return document.jsonString()
    }

    // MARK: Enums

    @Test(arguments: [
        ("color", #""purple""#, #""red", "green", "blue""#),
        ("gender", #""unknown""#, #""female", "male", "other""#),
        ("priority", "7", "1, 5, 10"),
    ])
    func unknownEnumValueListsTheAllowedOnes(key: String, literal: String, allowed: String) throws {
        let json = try Self.allTypes(replacing: key, with: literal)
        let error = try #require(throws: JSONModelError.self) {
            try AllTypes.fromJSONString(json)
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == key)
        #expect(error.description.contains(allowed), "\(error)")
    }

    @Test(arguments: [("color", "3"), ("priority", #""high""#), ("gender", "null")])
    func enumFromWrongKindIsATypeMismatch(key: String, literal: String) throws {
        let json = try Self.allTypes(replacing: key, with: literal)
        let error = try #require(throws: JSONModelError.self) {
            try AllTypes.fromJSONString(json)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == key)
    }

    @Test func optionalEnumsDecodeAndEncode() throws {
        let model = try AllOptionals.fromJSONString(#"{"color":"red","priority":1}"#)
        #expect(model.color == .red)
        #expect(model.priority == .low)
        #expect(try model.toJSONString(options: compact) == #"{"color":"red","priority":1,"items":[]}"#)
    }

    // MARK: Collections

    @Test func nestedArraysOfArrays() throws {
        let json = try Self.allTypes(replacing: "matrix", with: "[[1,2,3],[4],[],[5,6]]")
        let model = try AllTypes.fromJSONString(json)
        #expect(model.matrix == [[1, 2, 3], [4], [], [5, 6]])
    }

    @Test func errorInsideNestedCollectionsHasTheFullPath() throws {
        let json = try Self.allTypes(replacing: "matrix", with: #"[[1],[2,"x"]]"#)
        let error = try #require(throws: JSONModelError.self) {
            try AllTypes.fromJSONString(json)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "matrix[1][1]")

        let garages = try Self.allTypes(
            replacing: "garages",
            with: #"{"home":[{"make":"VW","year":1},{"make":"BMW","year":true}]}"#
        )
        let garageError = try #require(throws: JSONModelError.self) {
            try AllTypes.fromJSONString(garages)
        }
        #expect(garageError.path == "garages.home[1].year")
        #expect(garageError.description.hasPrefix("AllTypes.garages.home[1].year (line "), "\(garageError)")
        #expect(garageError.description.contains("): expected Int"), "\(garageError)")

        let oddKey = try Self.allTypes(replacing: "scores", with: #"{"odd key":"x"}"#)
        let oddError = try #require(throws: JSONModelError.self) {
            try AllTypes.fromJSONString(oddKey)
        }
        #expect(oddError.path == #"scores["odd key"]"#)
    }

    @Test func dictionaryOfArraysOfModels() throws {
        let json = try Self.allTypes(
            replacing: "garages",
            with: #"{"a":[{"make":"VW","year":1},{"make":"BMW","year":2}],"b":[]}"#
        )
        let model = try AllTypes.fromJSONString(json)
        #expect(model.garages["a"]?.map(\.year) == [1, 2])
        #expect(model.garages["b"]?.isEmpty == true)
        #expect(
            try parsed(try model.toJSONString())["garages"] == [
                "a": [["make": "VW", "year": 1], ["make": "BMW", "year": 2]], "b": [],
            ]
        )
    }

    @Test func setsRoundTrip() throws {
        let json = try Self.allTypes(replacing: "tags", with: #"["x","y","z"]"#)
        let model = try AllTypes.fromJSONString(json)
        #expect(model.tags == ["x", "y", "z"])
        let encoded = try #require(try parsed(try model.toJSONString())["tags"]?.arrayValue)
        #expect(encoded.count == 3)
        #expect(Set(encoded.compactMap(\.stringValue)) == ["x", "y", "z"])
    }

    /// Like `JSONDecoder`, a repeated element is kept once: real APIs repeat tags.
    @Test func setKeepsOneOfRepeatedElementsByDefault() throws {
        let json = try Self.allTypes(replacing: "tags", with: #"["x","y","x"]"#)
        let model = try AllTypes.fromJSONString(json)
        #expect(model.tags == ["x", "y"])
    }

    /// `duplicateSetElements: .reject` makes a repeated element an error at its index.
    @Test func setRefusesARepeatedElementWhenAskedTo() throws {
        let json = try Self.allTypes(replacing: "tags", with: #"["x","y","x"]"#)
        let error = try #require(throws: JSONModelError.self) {
            try AllTypes.fromJSONString(json, options: .init(duplicateSetElements: .reject))
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == "tags[2]")
    }

    @Test func collectionOfWrongKindIsATypeMismatch() throws {
        let json = try Self.allTypes(replacing: "tags", with: #""x""#)
        let error = try #require(throws: JSONModelError.self) {
            try AllTypes.fromJSONString(json)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "tags")
    }

    // MARK: JSONValue properties

    @Test(arguments: ["null", "true", "1", "-2.5", #""s""#, "[]", "{}", #"[1,{"a":[null,false]}]"#])
    func jsonValuePropertyTakesAnyJSON(literal: String) throws {
        let json = try Self.allTypes(replacing: "json", with: literal)
        let model = try AllTypes.fromJSONString(json)
        let expected = try parsed(literal)
        #expect(model.json == expected)
        #expect(try parsed(try model.toJSONString())["json"] == expected)
    }

    @Test func jsonValuePropertyTakesNullAsNull() throws {
        let json = try Self.allTypes(replacing: "json", with: "null")
        let model = try AllTypes.fromJSONString(json)
        #expect(model.json == .null)
        #expect(model.json.isNull)
    }

    // MARK: Bridged Codable

    @Test func codableStructsAreBridged() throws {
        let json = try Self.allTypes(replacing: "point", with: #"{"latitude":-33.9,"longitude":151.2}"#)
        let model = try AllTypes.fromJSONString(json)
        #expect(model.point == GeoPoint(latitude: -33.9, longitude: 151.2))
        #expect(try parsed(try model.toJSONString())["point"] == ["latitude": -33.9, "longitude": 151.2])
    }

    @Test func codableStructErrorsAreJSONModelErrors() throws {
        let json = try Self.allTypes(replacing: "point", with: #"{"latitude":"north","longitude":151.2}"#)
        let error = try #require(throws: JSONModelError.self) {
            try AllTypes.fromJSONString(json)
        }
        #expect(error.path.hasPrefix("point"), "\(error.path)")
    }

    // MARK: Recursive models

    @Test func recursiveModelsDecodeAndEncode() throws {
        let json =
            #"{"name":"root","children":[{"name":"a","children":[{"name":"a1","children":[]}]},{"name":"b","children":[]}]}"#
        let root = try Node.fromJSONString(json)
        #expect(root.name == "root")
        #expect(root.children.map(\.name) == ["a", "b"])
        #expect(root.children.first?.children.first?.name == "a1")
        #expect(try root.toJSONString(options: compact) == json)
    }

    @Test func nestedModelsAreFreshInstances() throws {
        let json = #"[{"make":"A","year":1},{"make":"B","year":2}]"#
        let cars = try Car.arrayFromJSONString(json)
        let first = try #require(cars.first)
        let last = try #require(cars.last)
        #expect(first !== last)
    }
}
