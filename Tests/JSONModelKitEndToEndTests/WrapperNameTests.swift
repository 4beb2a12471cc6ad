import Foundation
import JSONModelKit
import Testing

// The short wrapper names, as users write them: in a struct body, in a class body, and in the
// body of a subclass of a subclass. Each name must resolve to its wrapper, with its behaviour.

struct WNStruct: JSONStruct {
    @Key("id") var identifier = 0
    @Ignore var cache = "kept"
    @ISO8601 var created: Date? = nil
    @DateOnly var day: Date? = nil
    @UnixTime var seen: Date? = nil
    @UnixTimeMilliseconds var touched: Date? = nil
    @DateFormat("dd/MM/yyyy") var due: Date? = nil
    @Lossy var scores: [Int] = []
    @EncodeNull var note: String? = nil
    @Transformed(URLTransform()) var link: URL? = nil
    @JSONOptional var label = "none"
}

class WNBase: JSONModel {
    @Optional var label = "none"
    @Key("id") var identifier = 0
}

class WNMiddle: WNBase {
    @Ignore var cache = "kept"
}

final class WNLeaf: WNMiddle {
    @Optional var rank: Int = 1
    @DateOnly var day: Date? = nil
    @Lossy var scores: [Int] = []
    @EncodeNull var note: String? = nil
}

final class WNAllShort: JSONModel {
    @ISO8601 var created: Date? = nil
    @DateFormat("dd/MM/yyyy") var due: Date? = nil
    @UnixTime var seen: Date? = nil
    @UnixTimeMilliseconds var touched: Date? = nil
    @Transformed(URLTransform()) var link: URL? = nil
}

@Suite("Short wrapper names")
struct WrapperNameTests {
    @Test("every short name resolves in a JSONStruct body")
    func structBody() throws {
        let json = #"""
            {"id": 7, "cache": "x", "created": "2024-05-01T10:00:00Z", "day": "2024-05-02",
             "seen": 86400, "touched": 1000, "due": "03/05/2024", "scores": [1, "two", 3],
             "note": null, "link": "https://example.com/a"}
            """#
        let value = try WNStruct.fromJSONString(json)
        #expect(value.identifier == 7)
        #expect(value.cache == "kept")
        #expect(value.created == Date(timeIntervalSince1970: 1_714_557_600))
        #expect(value.day == Date(timeIntervalSince1970: 1_714_608_000))
        #expect(value.seen == Date(timeIntervalSince1970: 86_400))
        #expect(value.touched == Date(timeIntervalSince1970: 1))
        #expect(value.due != nil)
        #expect(value.scores == [1, 3])
        #expect(value.link == URL(string: "https://example.com/a"))
        #expect(value.label == "none")
        let written = try JSONValue(parsing: value.toJSONString())
        #expect(written["note"] == .null)
        #expect(written["cache"] == nil)
        #expect(written["id"] == 7)
    }

    @Test("the short names resolve in a subclass of a subclass, @Optional included")
    func subclassBody() throws {
        let leaf = try WNLeaf.fromJSONString(#"{"id": 3, "cache": "x", "day": "2024-05-02", "scores": ["a", 4]}"#)
        #expect(leaf.identifier == 3)
        #expect(leaf.label == "none")
        #expect(leaf.rank == 1)
        #expect(leaf.cache == "kept")
        #expect(leaf.scores == [4])
        let written = try JSONValue(parsing: leaf.toJSONString())
        #expect(written["note"] == .null)
        #expect(written["cache"] == nil)
    }

    @Test("JSONModel and JSONStruct name every wrapper alike")
    func everyNameInBothLists() {
        #expect(JSONModel.Optional<Int>.self == JSONOptional<Int>.self)
        #expect(JSONModel.Ignore<Int>.self == JSONIgnore<Int>.self)
        #expect(WNStruct.Ignore<Int>.self == JSONIgnore<Int>.self)
        #expect(JSONModel.DateOnly<Date>.self == JSONDateOnly<Date>.self)
        #expect(WNStruct.DateOnly<Date>.self == JSONDateOnly<Date>.self)
        #expect(JSONModel.ISO8601<Date>.self == JSONISO8601<Date>.self)
        #expect(WNStruct.ISO8601<Date>.self == JSONISO8601<Date>.self)
        #expect(JSONModel.Key<Int>.self == JSONKey<Int>.self)
        #expect(WNStruct.Key<Int>.self == JSONKey<Int>.self)
        #expect(JSONModel.DateFormat<Date>.self == JSONDateFormat<Date>.self)
        #expect(WNStruct.DateFormat<Date>.self == JSONDateFormat<Date>.self)
        #expect(JSONModel.UnixTime<Date>.self == JSONUnixTime<Date>.self)
        #expect(WNStruct.UnixTime<Date>.self == JSONUnixTime<Date>.self)
        #expect(JSONModel.UnixTimeMilliseconds<Date>.self == JSONUnixTimeMilliseconds<Date>.self)
        #expect(WNStruct.UnixTimeMilliseconds<Date>.self == JSONUnixTimeMilliseconds<Date>.self)
        #expect(JSONModel.Transformed<URL?, URLTransform>.self == JSONTransformed<URL?, URLTransform>.self)
        #expect(WNStruct.Transformed<URL?, URLTransform>.self == JSONTransformed<URL?, URLTransform>.self)
        #expect(JSONModel.Lossy<[Int]>.self == JSONLossy<[Int]>.self)
        #expect(WNStruct.Lossy<[Int]>.self == JSONLossy<[Int]>.self)
        #expect(JSONModel.EncodeNull<String?>.self == JSONEncodeNull<String?>.self)
        #expect(WNStruct.EncodeNull<String?>.self == JSONEncodeNull<String?>.self)
    }

    @Test("every short name resolves in a class body")
    func everyNameInAClassBody() throws {
        let json = #"""
            {"created": "2024-05-01T10:00:00Z", "due": "03/05/2024", "seen": 86400, "touched": 1000,
             "link": "https://example.com/a"}
            """#
        let model = try WNAllShort.fromJSONString(json)
        #expect(model.created == Date(timeIntervalSince1970: 1_714_557_600))
        #expect(model.due != nil)
        #expect(model.seen == Date(timeIntervalSince1970: 86_400))
        #expect(model.touched == Date(timeIntervalSince1970: 1))
        #expect(model.link == URL(string: "https://example.com/a"))
    }

    @Test("a missing key without @Optional is still an error beside the short names")
    func requiredStaysRequired() {
        #expect(throws: JSONModelError.self) { try WNLeaf.fromJSONString(#"{"cache": "x"}"#) }
    }
}

// A mark of one's own repeats a library mark under another name.
enum WNSkipMark: JSONPropertyMark {
    static var traits: PropertyTraits { JSONMarks.Ignored.traits }
}

typealias WNSkip<Value> = JSONMarked<WNSkipMark, Value>

final class WNMarked: JSONModel {
    var name = ""
    @WNSkip var scratch = 1
    @Ignore var cache: String?
    @UnixTime var seen: Date?
}

@Suite("Marking wrappers")
struct MarkedWrapperTests {
    @Test("the marking names are JSONMarked with their marks")
    func namesAreMarkedWrappers() {
        #expect(JSONIgnore<Int>.self == JSONMarked<JSONMarks.Ignored, Int>.self)
        #expect(JSONModel.Optional<Int>.self == JSONMarked<JSONMarks.OptionalKey, Int>.self)
        #expect(JSONEncodeNull<String?>.self == JSONMarked<JSONMarks.EncodesNull, String?>.self)
        #expect(JSONDateOnly<Date>.self == JSONMarked<JSONMarks.DateOnly, Date>.self)
        #expect(JSONISO8601<Date>.self == JSONMarked<JSONMarks.ISO8601, Date>.self)
        #expect(JSONUnixTime<Date?>.self == JSONMarked<JSONMarks.UnixTime, Date?>.self)
        #expect(JSONUnixTimeMilliseconds<Date>.self == JSONMarked<JSONMarks.UnixTimeMilliseconds, Date>.self)
    }

    @Test("a declaration without a default starts at nil, and marked wrappers compare by value")
    func optionalDefaultsAndEquality() {
        let model = WNMarked()
        #expect(model.cache == nil)
        #expect(model.seen == nil)
        #expect(JSONIgnore(wrappedValue: 3) == JSONIgnore(wrappedValue: 3))
        #expect(Set([JSONIgnore(wrappedValue: 3), JSONIgnore(wrappedValue: 3)]).count == 1)
    }

    @Test("a marked property prints as its value")
    func printsAsValue() {
        #expect(String(describing: WNStruct()).contains("_label: \"none\""))
        #expect(String(describing: JSONIgnore(wrappedValue: 3)) == "3")
        #expect(String(reflecting: JSONUnixTime<Date?>()) == "nil")
    }

    @Test("a mark of one's own that repeats Ignored leaves the property out")
    func ownMark() throws {
        let model = try WNMarked.fromJSONString(#"{"name": "a", "scratch": 9, "seen": 60}"#)
        #expect(model.name == "a")
        #expect(model.scratch == 1)
        #expect(model.seen == Date(timeIntervalSince1970: 60))
        let written = try JSONValue(parsing: model.toJSONString())
        #expect(written["scratch"] == nil)
        #expect(written["seen"] == 60)
    }
}
