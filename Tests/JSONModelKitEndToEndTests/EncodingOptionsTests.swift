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
