import Foundation
import JSONModelKit
import Testing

// `@Lossy` and `DecodingReport`: what does not fit is dropped, coerced or defaulted, and
// reported with its path.

final class LSItem: JSONModel {
    var name = ""
    var price = 0
}

/// Lossy collections of every kind, plain and optional.
final class LSFeed: JSONModel {
    @Lossy var items: [LSItem] = []
    @Lossy var byName: [String: LSItem] = [:]
    @Lossy var tags: Set<String> = []
    @Lossy var scores: [Int]? = nil
    @Lossy var ratings: [String: Int]? = nil
}

/// Lossy scalars, each with a default that no test input gives.
final class LSScalars: JSONModel {
    @Lossy var count = 7
    @Lossy var label = "none"
    @Lossy var enabled = false
    @Lossy var ratio = 0.5
    @Lossy var maybe: Int? = nil
}

/// Lossy collections with defaults, for JSON that is not a collection at all.
final class LSFallbacks: JSONModel {
    @Lossy var numbers: [Int] = [0]
    @Lossy var lookup: [String: Int] = ["zero": 0]
    @Lossy var unique: Set<Int> = [0]
}

/// A model with a lossy scalar, inside a lossy and a plain array.
final class LSPricedItem: JSONModel {
    var name = ""
    @Lossy var price = 0
}

final class LSCatalog: JSONModel {
    @Lossy var items: [LSPricedItem] = []
    var featured: [LSPricedItem] = []
}

/// Lossy properties mapped into a nested object.
final class LSEnvelope: JSONModel {
    @Lossy var items: [Int] = []
    @Lossy var total = 0

    override class var keyMapping: [String: String] {
        ["items": "data.items", "total": "data.total"]
    }
}

struct LSStructFeed: JSONStruct {
    @Lossy var values: [Int] = []
    @Lossy var total = 0
}

@Suite("Lossy decoding")
struct LossyTests {
    /// The report's entries as `path kind` pairs, for comparing with a table.
    static func summary(_ report: JSONModel.DecodingReport) -> [String] {
        report.entries.map { "\($0.path) \($0.kind)" }
    }

    static let feedJSON = """
        {"items":[{"name":"a","price":1},{"name":"b"},{"name":"c","price":"x"},5,null,{"name":"d","price":4}],\
        "by_name":{"a":{"name":"a","price":1},"b":{"name":"b"}},\
        "tags":["x",1,"y",null],\
        "scores":[1,"2",3],\
        "ratings":{"good":5,"bad":"five"}}
        """

    // MARK: Collections

    @Test func invalidElementsAreDroppedAndReported() throws {
        var report = JSONModel.DecodingReport()
        let feed = try LSFeed.fromJSONString(Self.feedJSON, report: &report)
        #expect(feed.items.map(\.name) == ["a", "d"])
        #expect(feed.items.map(\.price) == [1, 4])
        #expect(Array(feed.byName.keys) == ["a"])
        #expect(feed.byName["a"]?.price == 1)
        #expect(feed.tags == ["x", "y"])
        #expect(feed.scores == [1, 3])
        #expect(feed.ratings == ["good": 5])
        #expect(
            Self.summary(report) == [
                "items[1] dropped", "items[2] dropped", "items[3] dropped", "items[4] dropped",
                "by_name.b dropped", "tags[1] dropped", "tags[3] dropped", "scores[1] dropped", "ratings.bad dropped",
            ]
        )
        #expect(report.entries.allSatisfy { !$0.message.isEmpty })
    }

    @Test func reportEntriesSayWhyAndWhere() throws {
        var report = JSONModel.DecodingReport()
        _ = try LSFeed.fromJSONString(Self.feedJSON, report: &report)
        let missingPrice = try #require(report.entries.first)
        #expect(missingPrice.path == "items[1]")
        #expect(missingPrice.pathComponents == [.key("items"), .index(1)])
        #expect(missingPrice.kind == .dropped)
        #expect(missingPrice.message.contains("price"), "\(missingPrice)")
        #expect(missingPrice.description == "items[1]: dropped: \(missingPrice.message)")

        let wrongPrice = report.entries[1]
        #expect(wrongPrice.message.contains("Int"), "\(wrongPrice)")

        let badRating = try #require(report.entries.last)
        #expect(badRating.pathComponents == [.key("ratings"), .key("bad")])
    }

    @Test func lossyCollectionsWithNothingToDrop() throws {
        var report = JSONModel.DecodingReport()
        let json = #"{"items":[{"name":"a","price":1}],"by_name":{},"tags":["x"],"scores":null}"#
        let feed = try LSFeed.fromJSONString(json, report: &report)
        #expect(feed.items.count == 1)
        #expect(feed.scores == nil)
        #expect(feed.ratings == nil)
        #expect(report.isEmpty)
        #expect(report.entries.isEmpty)
    }

    @Test func droppedElementsAreNotWritten() throws {
        let feed = try LSFeed.fromJSONString(Self.feedJSON)
        let options = JSONModel.EncodingOptions(prettyPrinted: false, sortedKeys: true)
        #expect(
            try feed.toJSONString(options: options)
                == #"{"by_name":{"a":{"name":"a","price":1}},"items":[{"name":"a","price":1},{"name":"d","price":4}],"ratings":{"good":5},"scores":[1,3],"tags":["x","y"]}"#
        )
    }

    @Test func everyElementMayBeDropped() throws {
        var report = JSONModel.DecodingReport()
        let feed = try LSFeed.fromJSONString(#"{"items":[1,2],"by_name":{"a":1},"tags":[[]]}"#, report: &report)
        #expect(feed.items.isEmpty)
        #expect(feed.byName.isEmpty)
        #expect(feed.tags.isEmpty)
        #expect(
            Self.summary(report) == ["items[0] dropped", "items[1] dropped", "by_name.a dropped", "tags[0] dropped"]
        )
    }

    @Test(arguments: [
        (#"{"numbers":"1,2","lookup":{"one":1},"unique":[1]}"#, "numbers"),
        (#"{"numbers":[1],"lookup":[1],"unique":[1]}"#, "lookup"),
        (#"{"numbers":[1],"lookup":{"one":1},"unique":{"a":1}}"#, "unique"),
        (#"{"numbers":null,"lookup":{"one":1},"unique":[1]}"#, "numbers"),
    ])
    func collectionThatIsNotACollectionKeepsItsDefault(json: String, path: String) throws {
        var report = JSONModel.DecodingReport()
        let model = try LSFallbacks.fromJSONString(json, report: &report)
        #expect(model.numbers == (path == "numbers" ? [0] : [1]))
        #expect(model.lookup == (path == "lookup" ? ["zero": 0] : ["one": 1]))
        #expect(model.unique == (path == "unique" ? [0] : [1]))
        #expect(Self.summary(report) == ["\(path) defaulted"])
    }

    // MARK: Scalars

    struct ScalarCase: Sendable, CustomTestStringConvertible {
        let key: String
        let json: String
        /// The property's value after decoding, as it is encoded (`nil`: left out).
        let result: JSONValue?
        /// The report entry's kind (`nil`: no entry).
        let kind: JSONModel.DecodingReport.Kind?

        var testDescription: String { "\(key): \(json)" }
    }

    static let scalarCases: [ScalarCase] = [
        ScalarCase(key: "count", json: "42", result: 42, kind: nil),
        ScalarCase(key: "count", json: #""42""#, result: 42, kind: .coerced),
        ScalarCase(key: "count", json: #""-12""#, result: -12, kind: .coerced),
        ScalarCase(key: "count", json: #""4x""#, result: 7, kind: .defaulted),
        ScalarCase(key: "count", json: #""4.5""#, result: 7, kind: .defaulted),
        ScalarCase(key: "count", json: "4.5", result: 7, kind: .defaulted),
        ScalarCase(key: "count", json: #""""#, result: 7, kind: .defaulted),
        ScalarCase(key: "count", json: "null", result: 7, kind: .defaulted),
        ScalarCase(key: "count", json: "[1]", result: 7, kind: .defaulted),
        ScalarCase(key: "label", json: #""text""#, result: "text", kind: nil),
        ScalarCase(key: "label", json: "42", result: "42", kind: .coerced),
        ScalarCase(key: "label", json: "4.25", result: "4.25", kind: .coerced),
        ScalarCase(key: "label", json: "{}", result: "none", kind: .defaulted),
        ScalarCase(key: "label", json: "null", result: "none", kind: .defaulted),
        ScalarCase(key: "enabled", json: "true", result: true, kind: nil),
        ScalarCase(key: "enabled", json: #""true""#, result: true, kind: .coerced),
        ScalarCase(key: "enabled", json: #""false""#, result: false, kind: .coerced),
        ScalarCase(key: "enabled", json: "2", result: false, kind: .defaulted),
        ScalarCase(key: "enabled", json: #""maybe""#, result: false, kind: .defaulted),
        ScalarCase(key: "ratio", json: "3", result: 3, kind: nil),
        ScalarCase(key: "ratio", json: #""2.5""#, result: 2.5, kind: .coerced),
        ScalarCase(key: "ratio", json: #""abc""#, result: 0.5, kind: .defaulted),
        ScalarCase(key: "maybe", json: "5", result: 5, kind: nil),
        ScalarCase(key: "maybe", json: #""5""#, result: 5, kind: .coerced),
        ScalarCase(key: "maybe", json: #""five""#, result: nil, kind: .defaulted),
        ScalarCase(key: "maybe", json: "null", result: nil, kind: nil),
    ]

    @Test(arguments: scalarCases)
    func scalarIsCoercedExactlyOrDefaulted(_ sample: ScalarCase) throws {
        var members = ["count": "7", "label": #""none""#, "enabled": "false", "ratio": "0.5"]
        members[sample.key] = sample.json
        let json =
            "{" + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"

        var report = JSONModel.DecodingReport()
        let model = try LSScalars.fromJSONString(json, report: &report)
        #expect(try parsed(try model.toJSONString())[sample.key] == sample.result)
        if let kind = sample.kind {
            #expect(Self.summary(report) == ["\(sample.key) \(kind)"])
            #expect(report.entries.allSatisfy { !$0.message.isEmpty })
        } else {
            #expect(report.isEmpty, "\(report.entries)")
        }
    }

    /// 0 and 1 are valid `Bool` values in JSONModelKit (also without `@Lossy`), so nothing is
    /// converted and nothing is reported.
    @Test(arguments: [("1", true), ("0", false)])
    func numberForABooleanIsAValidValue(json: String, expected: Bool) throws {
        var report = JSONModel.DecodingReport()
        let model = try LSScalars.fromJSONString(
            "{\"count\":7,\"label\":\"none\",\"enabled\":\(json),\"ratio\":0.5}",
            report: &report
        )
        #expect(model.enabled == expected)
        #expect(report.isEmpty, "\(report.entries)")
    }

    @Test func severalScalarsAreReportedInDocumentOrder() throws {
        var report = JSONModel.DecodingReport()
        let model = try LSScalars.fromJSONString(
            #"{"ratio":"1.5","count":"3","label":"a","enabled":"no","maybe":"x"}"#,
            report: &report
        )
        #expect(model.ratio == 1.5)
        #expect(model.count == 3)
        #expect(model.enabled == false)
        #expect(model.maybe == nil)
        #expect(Self.summary(report) == ["ratio coerced", "count coerced", "enabled defaulted", "maybe defaulted"])
    }

    @Test func missingRequiredKeyIsStillAnError() throws {
        var report = JSONModel.DecodingReport()
        let scalars = try #require(throws: JSONModelError.self) {
            try LSScalars.fromJSONString(#"{"label":"a","enabled":true,"ratio":1}"#, report: &report)
        }
        #expect(scalars.code == .keyNotFound)
        #expect(scalars.path == "count")

        let feed = try #require(throws: JSONModelError.self) {
            try LSFeed.fromJSONString(#"{"by_name":{},"tags":[]}"#, report: &report)
        }
        #expect(feed.code == .keyNotFound)
        #expect(feed.path == "items")
    }

    @Test func collectingAllErrorsStillDropsLossyElements() throws {
        let options = JSONModel.DecodingOptions(collectAllErrors: true)
        var report = JSONModel.DecodingReport()
        let feed = try LSFeed.fromJSONString(Self.feedJSON, options: options, report: &report)
        #expect(feed.items.map(\.name) == ["a", "d"])
        #expect(report.entries.count == 9)

        let error = try #require(throws: JSONModelError.self) {
            try LSCatalog.fromJSONString(
                #"{"items":[{"price":1},{"name":"b","price":2}],"featured":[{"name":1,"price":2}]}"#,
                options: options
            )
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "featured[0].name")
    }

    @Test func lossyDoesNotHideSyntaxErrors() throws {
        var report = JSONModel.DecodingReport()
        let error = try #require(throws: JSONModelError.self) {
            try LSFeed.fromJSONString(#"{"items":[1,],"by_name":{},"tags":[]}"#, report: &report)
        }
        #expect(error.code == .syntaxError)
    }

    // MARK: Nested models

    @Test func nestedLossyScalarsReportTheirFullPath() throws {
        let json =
            #"{"items":[{"name":"a","price":"3"},{"price":1},{"name":"c","price":"n/a"}],"featured":[{"name":"f","price":"9"}]}"#
        var report = JSONModel.DecodingReport()
        let catalog = try LSCatalog.fromJSONString(json, report: &report)
        #expect(catalog.items.map(\.name) == ["a", "c"])
        #expect(catalog.items.map(\.price) == [3, 0])
        #expect(catalog.featured.map(\.price) == [9])
        #expect(
            Self.summary(report) == [
                "items[0].price coerced", "items[1] dropped", "items[2].price defaulted", "featured[0].price coerced",
            ]
        )
        let dropped = report.entries[1]
        #expect(dropped.message.contains("name"), "\(dropped)")
    }

    @Test func plainArrayOfModelsStillFailsOnABadElement() throws {
        let error = try #require(throws: JSONModelError.self) {
            try LSCatalog.fromJSONString(#"{"items":[],"featured":[{"name":"f","price":1},{"price":2}]}"#)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "featured[1].name")
    }

    @Test func reportPathsGoThroughMappedNestedKeys() throws {
        var report = JSONModel.DecodingReport()
        let envelope = try LSEnvelope.fromJSONString(#"{"data":{"items":[1,"two",3],"total":"4"}}"#, report: &report)
        #expect(envelope.items == [1, 3])
        #expect(envelope.total == 4)
        #expect(Self.summary(report) == ["data.items[1] dropped", "data.total coerced"])
        #expect(report.entries.first?.pathComponents == [.key("data"), .key("items"), .index(1)])
    }

    // MARK: The report's entry points

    @Test func reportIsEmptyForCleanInput() throws {
        var report = JSONModel.DecodingReport()
        _ = try LSFeed.fromJSONString(Self.feedJSON, report: &report)
        #expect(!report.isEmpty)

        _ = try LSFeed.fromJSONString(#"{"items":[],"by_name":{},"tags":[]}"#, report: &report)
        #expect(report.isEmpty, "the report of a clean decode replaces the earlier one")
    }

    @Test func reportFromDataMatchesReportFromString() throws {
        var fromString = JSONModel.DecodingReport()
        let stringFeed = try LSFeed.fromJSONString(Self.feedJSON, report: &fromString)
        var fromData = JSONModel.DecodingReport()
        let dataFeed = try LSFeed.fromJSONData(Data(Self.feedJSON.utf8), report: &fromData)
        #expect(!fromData.isEmpty)
        #expect(fromData == fromString)
        #expect(dataFeed.items.map(\.name) == stringFeed.items.map(\.name))
    }

    @Test func reportFromDictionary() throws {
        let dictionary: [String: Any] = [
            "items": [["name": "a", "price": 1], ["name": "b"]],
            "by_name": [String: Any](),
            "tags": ["x", 2],
            "ratings": ["good": 5, "bad": "five"],
        ]
        var report = JSONModel.DecodingReport()
        let feed = try LSFeed.fromDictionary(dictionary, report: &report)
        #expect(feed.items.map(\.name) == ["a"])
        #expect(feed.tags == ["x"])
        #expect(feed.ratings == ["good": 5])
        #expect(Set(Self.summary(report)) == ["items[1] dropped", "tags[1] dropped", "ratings.bad dropped"])
    }

    @Test func reportFromDictionaryOfCleanInputIsEmpty() throws {
        var report = JSONModel.DecodingReport()
        report.entries = try {
            var earlier = JSONModel.DecodingReport()
            _ = try LSFeed.fromJSONString(Self.feedJSON, report: &earlier)
            return earlier.entries
        }()
        let feed = try LSFeed.fromDictionary(
            ["items": [["name": "a", "price": 1]], "by_name": [String: Any](), "tags": ["x"]],
            report: &report
        )
        #expect(feed.items.count == 1)
        #expect(report.isEmpty)
    }

    @Test func decodingWithoutAReportStillDrops() throws {
        let feed = try LSFeed.fromJSONString(Self.feedJSON)
        #expect(feed.items.map(\.name) == ["a", "d"])
        let fromData = try LSFeed.fromJSONData(Data(Self.feedJSON.utf8))
        #expect(fromData.scores == [1, 3])
    }

    @Test func reportKindsHaveStableNames() {
        #expect(JSONModel.DecodingReport.Kind.dropped.description == "dropped")
        #expect(JSONModel.DecodingReport.Kind.defaulted.description == "defaulted")
        #expect(JSONModel.DecodingReport.Kind.coerced.description == "coerced")
    }

    // MARK: Structs

    @Test func lossyWorksInAStruct() throws {
        let value = try LSStructFeed.fromJSONString(#"{"values":[1,"x",3],"total":"4"}"#)
        #expect(value.values == [1, 3])
        #expect(value.total == 4)
        #expect(try value.toJSONString(options: compact) == #"{"values":[1,3],"total":4}"#)
    }
}
