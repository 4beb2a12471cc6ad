import Foundation
import JSONModelKit
import Testing

/// Keys of the dictionaries below.
enum KDKind: String, Hashable {
    case a, b
}

enum KDLevel: Int, Hashable {
    case low = 1
    case high = 2
}

enum KDSize: UInt8, Hashable, CaseIterable {
    case small = 0
    case large = 255
}

final class KDItem: JSONModel {
    var name = ""
}

struct KDPoint: JSONStruct, Hashable {
    var x = 0
}

/// ObjectMapper's and HandyJSON's `[Enum: Model]`, and `[Int: V]`.
final class KDCatalog: JSONModel {
    var kinds: [KDKind: KDItem] = [:]
    var levels: [KDLevel: KDPoint] = [:]
    var names: [Int: String] = [:]
    var sizes: [KDSize: [Int]]? = nil
    var pages: [[Int8: Bool]] = []
    var unique: Set<[KDKind: Int]> = []
    var counts: [UInt: Double] = [:]
}

/// The same dictionaries in a struct.
struct KDStructCatalog: JSONStruct {
    var kinds: [KDKind: KDPoint] = [:]
    var names: [Int: String]? = nil
    var levels: [KDLevel: [String]] = [:]
}

final class KDLossyCatalog: JSONModel {
    @Lossy var kinds: [KDKind: Int] = [:]
    @Lossy var names: [Int: String] = [:]
}

@Suite("Dictionaries keyed by integers and raw-value enums")
struct KeyedDictionaryTests {
    static let catalogJSON = """
        {"kinds":{"a":{"name":"first"},"b":{"name":"second"}},\
        "levels":{"1":{"x":10},"2":{"x":20}},\
        "names":{"1":"one","-2":"minus two","0":"zero"},\
        "sizes":{"0":[1],"255":[2,3]},\
        "pages":[{"-128":true},{}],\
        "unique":[{"a":1},{"b":2}],\
        "counts":{"18446744073709551615":1.5}}
        """

    @Test func enumAndIntegerKeysDecodeInAClass() throws {
        let catalog = try KDCatalog.fromJSONString(Self.catalogJSON)
        #expect(catalog.kinds[.a]?.name == "first")
        #expect(catalog.kinds[.b]?.name == "second")
        #expect(catalog.levels == [.low: KDPoint(x: 10), .high: KDPoint(x: 20)])
        #expect(catalog.names == [1: "one", -2: "minus two", 0: "zero"])
        #expect(catalog.sizes == [.small: [1], .large: [2, 3]])
        #expect(catalog.pages == [[-128: true], [:]])
        #expect(catalog.unique == [[.a: 1], [.b: 2]])
        #expect(catalog.counts == [UInt.max: 1.5])
    }

    @Test func keysAreWrittenAsTheirTexts() throws {
        let catalog = try KDCatalog.fromJSONString(Self.catalogJSON)
        let text = try catalog.toJSONString(options: .init(prettyPrinted: false, sortedKeys: true))
        #expect(try parsed(text) == parsed(Self.catalogJSON))
        #expect(text.contains(#""names":{"-2":"minus two","0":"zero","1":"one"}"#), "\(text)")
        #expect(text.contains(#""levels":{"1":{"x":10},"2":{"x":20}}"#), "\(text)")
        let again = try KDCatalog.fromJSONString(text)
        #expect(again.levels == catalog.levels)
        #expect(again.kinds.mapValues(\.name) == catalog.kinds.mapValues(\.name))
    }

    @Test func structsDecodeAndEncodeTheSame() throws {
        let json = #"{"kinds":{"b":{"x":2}},"names":{"7":"seven"},"levels":{"2":["x","y"]}}"#
        let value = try KDStructCatalog.fromJSONString(json)
        #expect(value.kinds == [.b: KDPoint(x: 2)])
        #expect(value.names == [7: "seven"])
        #expect(value.levels == [.high: ["x", "y"]])
        #expect(try parsed(value.toJSONString()) == parsed(json))
        let withoutNames = try KDStructCatalog.fromJSONString(#"{"kinds":{},"names":null,"levels":{}}"#)
        #expect(withoutNames.names == nil)
    }

    @Test(arguments: [
        (#"{"kinds":{"c":{"name":"x"}}}"#, "kinds", "c", #""a", "b""#),
        (#"{"levels":{"3":{"x":1}}}"#, "levels", "3", "\"1\", \"2\""),
        (#"{"levels":{"one":{"x":1}}}"#, "levels", "one", "\"1\", \"2\""),
        (#"{"sizes":{"1":[]}}"#, "sizes", "1", "\"0\", \"255\""),
    ])
    func unknownEnumKeyIsAnInvalidValueListingTheKeys(
        json: String,
        property: String,
        key: String,
        allowed: String
    )
        throws
    {
        let error = try #require(throws: JSONModelError.self) { try KDCatalog.fromJSONString(json) }
        #expect(error.code == .invalidValue)
        #expect(error.pathComponents == [.key(property), .key(key)])
        #expect(error.description.contains("allowed: \(allowed)"), "\(error)")
        #expect(error.line == 1)
    }

    @Test(arguments: ["01", "+1", "-0", "1.0", " 1", "1e2", "", "9223372036854775808", "x"])
    func aKeyThatIsNotACanonicalIntegerIsAnInvalidValue(key: String) throws {
        let json = #"{"names":{"\#(key)":"x"}}"#
        let error = try #require(throws: JSONModelError.self) { try KDCatalog.fromJSONString(json) }
        #expect(error.code == .invalidValue)
        #expect(error.pathComponents == [.key("names"), .key(key)], "\(error)")
        #expect(error.description.contains("is not a Int"), "\(error)")
    }

    @Test func keysOutOfTheIntegerTypesRangeAreInvalid() throws {
        let error = try #require(throws: JSONModelError.self) {
            try KDCatalog.fromJSONString(#"{"pages":[{},{"128":true}]}"#)
        }
        #expect(error.code == .invalidValue)
        #expect(error.pathComponents == [.key("pages"), .index(1), .key("128")])
        let unsigned = try #require(throws: JSONModelError.self) {
            try KDCatalog.fromJSONString(#"{"counts":{"-1":1}}"#)
        }
        #expect(unsigned.pathComponents == [.key("counts"), .key("-1")])
    }

    @Test func aValueErrorKeepsItsPathUnderTheKey() throws {
        let error = try #require(throws: JSONModelError.self) {
            try KDCatalog.fromJSONString(#"{"levels":{"2":{"x":"wide"}}}"#)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.pathComponents == [.key("levels"), .key("2"), .key("x")])
    }

    @Test func collectingAllErrorsReportsEveryBadKey() throws {
        let options = JSONModel.DecodingOptions(collectAllErrors: true)
        let error = try #require(throws: JSONModelError.self) {
            try KDStructCatalog.fromJSONString(
                #"{"names":{"01":"a","1":"b","x":"c"},"kinds":{"z":{}},"levels":{}}"#,
                options: options
            )
        }
        #expect(
            Set(error.errors.map(\.pathComponents)) == [
                [.key("names"), .key("01")], [.key("names"), .key("x")], [.key("kinds"), .key("z")],
            ]
        )
        #expect(error.errors.allSatisfy { $0.code == .invalidValue })
    }

    @Test func lossyDictionariesDropAndReportUnknownKeys() throws {
        var report = JSONModel.DecodingReport()
        let json = #"{"kinds":{"a":1,"c":2,"b":"x"},"names":{"1":"one","01":"one again"}}"#
        let catalog = try KDLossyCatalog.fromJSONString(json, report: &report)
        #expect(catalog.kinds == [.a: 1])
        #expect(catalog.names == [1: "one"])
        #expect(
            report.entries.map(\.pathComponents) == [
                [.key("kinds"), .key("c")], [.key("kinds"), .key("b")], [.key("names"), .key("01")],
            ]
        )
        #expect(report.entries.allSatisfy { $0.kind == .dropped })
        #expect(report.entries[0].message.contains(#"key "c" is not a KDKind"#), "\(report.entries[0])")
    }

    @Test func emptyAndMissingDictionaries() throws {
        let catalog = try KDCatalog.fromJSONString(
            #"{"kinds":{},"levels":{},"names":{},"pages":[],"unique":[],"counts":{}}"#
        )
        #expect(catalog.kinds.isEmpty)
        #expect(catalog.sizes == nil)
        let encoded = try catalog.toJSONString(options: .init(prettyPrinted: false, sortedKeys: true))
        #expect(encoded == #"{"counts":{},"kinds":{},"levels":{},"names":{},"pages":[],"unique":[]}"#)
    }

    @Test func aDictionaryThatIsNotAnObjectIsATypeMismatch() throws {
        let error = try #require(throws: JSONModelError.self) { try KDCatalog.fromJSONString(#"{"names":[1]}"#) }
        #expect(error.code == .typeMismatch)
        #expect(error.description.contains("[Int: String]"), "\(error)")
    }
}
