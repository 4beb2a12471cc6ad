import Foundation
import JSONModelKit
import Testing

/// `JSONModel.EncodingOptions`: layout, key order and `nil` handling.
@Suite("Encoding options")
struct EncodingOptionsTests {
    static let prettyCar = """
        {
          "make": "VW",
          "year": 2001
        }
        """
    static let compactCar = #"{"make":"VW","year":2001}"#

    static func car() -> Car {
        let car = Car()
        car.make = "VW"
        car.year = 2001
        return car
    }

    @Test func defaultsAreBuildDefaultLayoutDeclarationOrderAndOmittedNil() {
        let options = JSONModel.EncodingOptions()
        #expect(options.prettyPrinted == nil)
        #expect(options.sortedKeys == false)
        #expect(options.nilEncoding == .omit)
    }

    @Test func prettyPrintedTrueIndentsWithNewlines() throws {
        let text = try Self.car().toJSONString(options: JSONModel.EncodingOptions(prettyPrinted: true))
        #expect(text == Self.prettyCar)
    }

    @Test func prettyPrintedFalseIsCompact() throws {
        let text = try Self.car().toJSONString(options: JSONModel.EncodingOptions(prettyPrinted: false))
        #expect(text == Self.compactCar)
    }

    @Test func prettyPrintedNilUsesTheBuildDefault() throws {
        let text = try Self.car().toJSONString(options: JSONModel.EncodingOptions(prettyPrinted: nil))
        let implicit = try Self.car().toJSONString()
        #if DEBUG
            #expect(JSONModel.EncodingOptions.buildDefaultPrettyPrinted)
            #expect(text == Self.prettyCar)
        #else
            #expect(!JSONModel.EncodingOptions.buildDefaultPrettyPrinted)
            #expect(text == Self.compactCar)
        #endif
        #expect(implicit == text)
    }

    @Test func prettyPrintingNestsArraysAndObjects() throws {
        let person = Person()
        person.name = "Ann"
        person.dateOfBirth = Fixture.annBirthday
        person.preferredBands = ["Queen"]
        person.cars = [Self.car()]
        let text = try person.toJSONString(options: JSONModel.EncodingOptions(prettyPrinted: true))
        #expect(
            text == """
                {
                  "name": "Ann",
                  "date_of_birth": "1990-04-12",
                  "preferred_bands": [
                    "Queen"
                  ],
                  "cars": [
                    {
                      "make": "VW",
                      "year": 2001
                    }
                  ]
                }
                """
        )
    }

    @Test func prettyPrintingAppliesToArraysOfModels() throws {
        let text = try [Self.car()].toJSONString(options: JSONModel.EncodingOptions(prettyPrinted: true))
        #expect(text.contains("\n"))
        let data = try [Self.car()].toJSONData(options: JSONModel.EncodingOptions(prettyPrinted: false))
        #expect(String(decoding: data, as: UTF8.self) == "[\(Self.compactCar)]")
    }

    @Test func declarationOrderWithoutSortedKeys() throws {
        let model = Unsorted()
        model.mid = ["b": 1]
        #expect(try model.toJSONString(options: compact) == #"{"zeta":1,"alpha":2,"mid":{"b":1}}"#)
    }

    @Test func sortedKeysOrdersPropertiesAndDictionaryKeys() throws {
        let model = Unsorted()
        model.mid = ["yak": 1, "ant": 2, "moose": 3]
        model.note = "n"
        let options = JSONModel.EncodingOptions(prettyPrinted: false, sortedKeys: true)
        #expect(
            try model.toJSONString(options: options)
                == #"{"alpha":2,"mid":{"ant":2,"moose":3,"yak":1},"note":"n","zeta":1}"#
        )
    }

    @Test(arguments: [
        (JSONModel.EncodingOptions.NilEncoding.omit, #"{"zeta":1,"alpha":2,"mid":{}}"#),
        (.null, #"{"zeta":1,"alpha":2,"mid":{},"note":null}"#),
    ])
    func nilEncoding(_ nilEncoding: JSONModel.EncodingOptions.NilEncoding, expected: String) throws {
        let options = JSONModel.EncodingOptions(prettyPrinted: false, nilEncoding: nilEncoding)
        #expect(try Unsorted().toJSONString(options: options) == expected)
    }

    @Test func nilEncodingNullWritesEveryOptionalType() throws {
        let options = JSONModel.EncodingOptions(prettyPrinted: false, nilEncoding: .null)
        let document = try parsed(try AllOptionals().toJSONString(options: options))
        let members = try #require(document.objectValue)
        let expectedNullKeys: Set<String> = [
            "string", "bool", "int", "int8", "uint64", "double", "float", "decimal", "date", "url", "uuid",
            "data", "color", "priority", "car", "matrix", "tags", "scores", "point",
        ]
        #expect(Set(members.keys) == expectedNullKeys.union(["items"]))
        for key in expectedNullKeys {
            #expect(members[key] == .null, "\(key)")
        }
        #expect(members["items"] == [])
    }

    @Test func nilEncodingNullAppliesToNestedModels() throws {
        let link = Link()
        link.next = Link()
        let options = JSONModel.EncodingOptions(prettyPrinted: false, nilEncoding: .null)
        #expect(try link.toJSONString(options: options) == #"{"value":0,"next":{"value":0,"next":null}}"#)
        #expect(try link.toJSONString(options: compact) == #"{"value":0,"next":{"value":0}}"#)
    }
}

/// Scalars, their optionals and arrays: the types whose codecs write a stored property (and an
/// array) with code specialized for the type.
final class SpecializedScalars: JSONModel {
    var text = "a\"b"
    var flag = true
    var count = -12
    var ratio = 0.25
    var maybeText: String? = "x"
    var maybeFlag: Bool? = false
    var maybeCount: Int? = 7
    var maybeRatio: Double? = 1.5
    var noText: String?
    var noFlag: Bool?
    var noCount: Int?
    var noRatio: Double?
    @EncodeNull var nullCount: Int? = nil
    @EncodeNull var setRatio: Double? = 2
    var texts = ["", "\n"]
    var flags = [true, false]
    var counts = [0, -1, Int.max, Int.min]
    var ratios = [0.1, -0.0, 1e300]
    var maybeCounts: [Int]? = nil
}

@Suite("Encoding specialized scalar properties")
struct SpecializedScalarEncodingTests {
    static let always =
        #"{"text":"a\"b","flag":true,"count":-12,"ratio":0.25,"maybe_text":"x","maybe_flag":false,"#
        + #""maybe_count":7,"maybe_ratio":1.5,"#

    static let rest =
        #""null_count":null,"set_ratio":2,"texts":["","\n"],"flags":[true,false],"#
        + #""counts":[0,-1,9223372036854775807,-9223372036854775808],"ratios":[0.1,-0.0,1e+300]"#

    @Test func nilIsLeftOutExceptWithEncodeNull() throws {
        let options = JSONModel.EncodingOptions(prettyPrinted: false)
        #expect(try SpecializedScalars().toJSONString(options: options) == Self.always + Self.rest + "}")
    }

    @Test func nilIsNullWithTheOption() throws {
        let options = JSONModel.EncodingOptions(prettyPrinted: false, nilEncoding: .null)
        let nulls = #""no_text":null,"no_flag":null,"no_count":null,"no_ratio":null,"#
        #expect(
            try SpecializedScalars().toJSONString(options: options)
                == Self.always + nulls + Self.rest + #","maybe_counts":null}"#
        )
    }

    @Test func valuesRoundTrip() throws {
        let model = SpecializedScalars()
        model.noText = "t"
        model.noCount = 3
        model.maybeCounts = [4]
        let copy = try SpecializedScalars.fromJSONString(try model.toJSONString())
        #expect(try copy.toJSONString() == (try model.toJSONString()))
        #expect(copy.noText == "t" && copy.noCount == 3 && copy.maybeCounts == [4] && copy.ratios[1].sign == .minus)
    }
}
