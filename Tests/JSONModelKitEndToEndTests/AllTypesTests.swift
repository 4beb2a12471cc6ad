import Foundation
import JSONModelKit
import Testing

/// One model with a property of every supported type: decode, check each value, round trip.
@Suite("Every supported property type")
struct AllTypesTests {
    static let json = """
        {
          "string": "héllo \\"quoted\\" \\u00e9 \\ud83d\\ude00",
          "bool": true,
          "int": -42,
          "int8": -128,
          "int16": 32767,
          "int32": -2147483648,
          "int64": 9223372036854775807,
          "uint": 42,
          "uint8": 255,
          "uint16": 65535,
          "uint32": 4294967295,
          "uint64": 18446744073709551615,
          "double": 3.141592653589793,
          "float": 1.5,
          "decimal": 12.34,
          "date": "2024-05-01T12:30:00Z",
          "url": "https://example.com/a?b=c",
          "uuid": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
          "data": "aGVsbG8=",
          "color": "green",
          "gender": "female",
          "priority": 10,
          "car": {"make": "VW", "year": 2001},
          "matrix": [[1, 2], [], [3]],
          "garages": {"home": [{"make": "VW", "year": 2001}], "work": []},
          "tags": ["a", "b"],
          "scores": {"x": 1, "y": -2},
          "json": {"list": [1, 2.5, true, null, "s"], "nested": {"k": "v"}},
          "point": {"latitude": 52.5, "longitude": 13.4}
        }
        """

    @Test func decodesEveryType() throws {
        let model = try AllTypes.fromJSONString(Self.json)

        #expect(model.string == "héllo \"quoted\" é 😀")
        #expect(model.bool == true)
        #expect(model.int == -42)
        #expect(model.int8 == .min)
        #expect(model.int16 == .max)
        #expect(model.int32 == .min)
        #expect(model.int64 == .max)
        #expect(model.uint == 42)
        #expect(model.uint8 == .max)
        #expect(model.uint16 == .max)
        #expect(model.uint32 == .max)
        #expect(model.uint64 == .max)
        #expect(model.double == 3.141592653589793)
        #expect(model.float == 1.5)
        #expect(model.decimal == Decimal(string: "12.34"))
        #expect(model.date == Fixture.mayFirstNoonThirty)
        #expect(model.url == URL(string: "https://example.com/a?b=c"))
        #expect(model.uuid == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(model.data == Data("hello".utf8))
        #expect(model.color == .green)
        #expect(model.gender == .female)
        #expect(model.priority == .high)
        #expect(model.car.make == "VW")
        #expect(model.car.year == 2001)
        #expect(model.matrix == [[1, 2], [], [3]])
        #expect(model.garages.keys.sorted() == ["home", "work"])
        #expect(model.garages["home"]?.map(\.make) == ["VW"])
        #expect(model.garages["work"]?.isEmpty == true)
        #expect(model.tags == ["a", "b"])
        #expect(model.scores == ["x": 1, "y": -2])
        #expect(model.json == ["list": [1, 2.5, true, nil, "s"], "nested": ["k": "v"]])
        #expect(model.point == GeoPoint(latitude: 52.5, longitude: 13.4))
    }

    @Test func encodesEveryTypeAsJSON() throws {
        let model = try AllTypes.fromJSONString(Self.json)
        let document = try parsed(try model.toJSONString())

        #expect(document["string"] == "héllo \"quoted\" é 😀")
        #expect(document["bool"] == true)
        #expect(document["int8"] == -128)
        #expect(document["uint64"]?.numberValue?.uint64Value == .max)
        #expect(document["double"]?.doubleValue == 3.141592653589793)
        #expect(document["float"]?.doubleValue == 1.5)
        #expect(document["decimal"]?.doubleValue == 12.34)
        #expect(document["date"] == "2024-05-01T12:30:00Z")
        #expect(document["url"] == "https://example.com/a?b=c")
        #expect(document["uuid"] == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(document["data"] == "aGVsbG8=")
        #expect(document["color"] == "green")
        #expect(document["gender"] == "female")
        #expect(document["priority"] == 10)
        #expect(document["car"] == ["make": "VW", "year": 2001])
        #expect(document["matrix"] == [[1, 2], [], [3]])
        #expect(document["garages"] == ["home": [["make": "VW", "year": 2001]], "work": []])
        #expect(Set(document["tags"]?.arrayValue ?? []) == ["a", "b"])
        #expect(document["scores"] == ["x": 1, "y": -2])
        #expect(document["json"] == ["list": [1, 2.5, true, nil, "s"], "nested": ["k": "v"]])
        #expect(document["point"] == ["latitude": 52.5, "longitude": 13.4])
    }

    @Test func roundTripsEveryType() throws {
        let original = try AllTypes.fromJSONString(Self.json)
        let text = try original.toJSONString(options: JSONModel.EncodingOptions(sortedKeys: true))
        let copy = try AllTypes.fromJSONString(text)
        #expect(try copy.toJSONString(options: JSONModel.EncodingOptions(sortedKeys: true)) == text)
        #expect(copy.decimal == original.decimal)
        #expect(copy.float == original.float)
        #expect(copy.uuid == original.uuid)
        #expect(copy.data == original.data)
        #expect(copy.tags == original.tags)
    }

    @Test func lowercaseUUIDIsAccepted() throws {
        let model = try AllOptionals.fromJSONString(#"{"uuid":"e621e1f8-c36c-495a-93fc-0c247a3e6e5f"}"#)
        #expect(model.uuid == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    }

    @Test(arguments: [
        (#"{"uuid":"not-a-uuid"}"#, "uuid"),
        (#"{"data":"%%%"}"#, "data"),
    ])
    func invalidFoundationValuesAreErrors(json: String, path: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try AllOptionals.fromJSONString(json)
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == path)
    }

    @Test func optionalOfEveryTypeDecodesValues() throws {
        let json = """
            {"string":"s","bool":false,"int":1,"int8":-1,"uint64":2,"double":0.5,"float":0.25,"decimal":1.1,
             "date":"2024-05-01T12:30:00Z","url":"https://example.com","uuid":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
             "data":"AA==","color":"blue","priority":5,"car":{"make":"M","year":1},"matrix":[[7]],"tags":["t"],
             "scores":{"a":1},"point":{"latitude":1,"longitude":2},"items":[1,null,3]}
            """
        let model = try AllOptionals.fromJSONString(json)
        #expect(model.string == "s")
        #expect(model.bool == false)
        #expect(model.int == 1)
        #expect(model.int8 == -1)
        #expect(model.uint64 == 2)
        #expect(model.double == 0.5)
        #expect(model.float == 0.25)
        #expect(model.decimal == Decimal(string: "1.1"))
        #expect(model.date == Fixture.mayFirstNoonThirty)
        #expect(model.url == URL(string: "https://example.com"))
        #expect(model.uuid == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(model.data == Data([0]))
        #expect(model.color == .blue)
        #expect(model.priority == .medium)
        #expect(model.car?.make == "M")
        #expect(model.matrix == [[7]])
        #expect(model.tags == ["t"])
        #expect(model.scores == ["a": 1])
        #expect(model.point == GeoPoint(latitude: 1, longitude: 2))
        #expect(model.items == [1, nil, 3])
        #expect(try parsed(try model.toJSONString())["items"] == [1, nil, 3])
    }

    @Test func optionalOfEveryTypeIsNilForNullAndForAbsence() throws {
        let allNull = """
            {"string":null,"bool":null,"int":null,"int8":null,"uint64":null,"double":null,"float":null,"decimal":null,
             "date":null,"url":null,"uuid":null,"data":null,"color":null,"priority":null,"car":null,"matrix":null,
             "tags":null,"scores":null,"point":null}
            """
        for json in [allNull, "{}"] {
            let model = try AllOptionals.fromJSONString(json)
            #expect(model.string == nil)
            #expect(model.bool == nil)
            #expect(model.int == nil)
            #expect(model.int8 == nil)
            #expect(model.uint64 == nil)
            #expect(model.double == nil)
            #expect(model.float == nil)
            #expect(model.decimal == nil)
            #expect(model.date == nil)
            #expect(model.url == nil)
            #expect(model.uuid == nil)
            #expect(model.data == nil)
            #expect(model.color == nil)
            #expect(model.priority == nil)
            #expect(model.car == nil)
            #expect(model.matrix == nil)
            #expect(model.tags == nil)
            #expect(model.scores == nil)
            #expect(model.point == nil)
            #expect(try model.toJSONString(options: compact) == #"{"items":[]}"#)
        }
    }
}
