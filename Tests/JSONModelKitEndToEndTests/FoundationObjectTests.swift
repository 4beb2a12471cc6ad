import Foundation
import JSONModelKit
import Testing

/// A model ported from Objective-C (JSONCoder's property types), as a class.
final class FOPerson: JSONModel {
    var name: NSString = ""
    var age: NSNumber = 0
    var height: NSNumber? = nil
    var isMember: NSNumber? = nil
    var balance: NSDecimalNumber = .zero
    var born: NSDate? = nil
    var tags: NSArray = []
    var extra: NSDictionary? = nil
    @UnixTime var seen: NSDate? = nil
    var nicknames: [NSString] = []
}

/// The same in a struct.
struct FOStructPerson: JSONStruct {
    var name: NSString = ""
    var age: NSNumber? = nil
    var balance: NSDecimalNumber? = nil
    var born: NSDate = NSDate(timeIntervalSince1970: 0)
    var tags: NSArray? = nil
    var extra: NSDictionary = [:]
}

/// The sample in MigratingFromObjectiveCJSONModel.md ("Keeping the Foundation types"), as written
/// there apart from its name.
nonisolated final class FODocLegacyPerson: JSONModel {
    var name: NSString = ""
    var age: NSNumber = 0  // 42 → an integer NSNumber; 1.5 → a Double; true → a Boolean
    var balance: NSDecimalNumber = .zero  // the literal's exact value
    var born: NSDate? = nil  // as Date: the date strategy, or @ISO8601, @UnixTime...
    var tags: NSArray = []  // any JSON array, as JSONSerialization would read it
    var extra: NSDictionary? = nil  // any JSON object
}

/// The Objective-C type of a number ("q" for an integer, "d" for a `Double`...).
func objCType(_ number: NSNumber?) -> String {
    guard let number else { return "" }
    return String(cString: number.objCType)
}

@Suite("Foundation reference types")
struct FoundationObjectTests {
    /// A person with the required keys, `members` (JSON object members, kept as written) first.
    static func person(_ members: String) throws -> String {
        let given = try parsed("{\(members)}").objectValue ?? [:]
        let base = ["name": #""A""#, "age": "0", "balance": "0", "tags": "[]", "nicknames": "[]"]
        let rest = base.filter { given[$0.key] == nil }.map { "\"\($0.key)\":\($0.value)" }
        return "{" + ([members] + rest).joined(separator: ",") + "}"
    }

    static let personJSON = """
        {"name":"Ann","age":42,"height":1.75,"is_member":true,\
        "balance":12345678901234567890.123456789,"born":"1990-04-12T00:00:00Z",\
        "tags":["a",1,2.5,true,null,{"k":[1]}],"extra":{"x":1,"y":"z","n":null},"seen":946684800,\
        "nicknames":["Annie"]}
        """

    @Test func decodesEveryFoundationTypeInAClass() throws {
        let person = try FOPerson.fromJSONString(Self.personJSON)
        #expect(person.name == "Ann")
        #expect(person.age == 42)
        #expect(person.age.int64Value == 42)
        #expect(person.height?.doubleValue == 1.75)
        #expect(person.isMember?.boolValue == true)
        #expect(objCType(person.isMember) == "c")
        #expect(person.balance == NSDecimalNumber(string: "12345678901234567890.123456789"))
        #expect(person.born?.timeIntervalSince1970 == Fixture.annBirthday.timeIntervalSince1970)
        #expect(person.seen?.timeIntervalSince1970 == 946_684_800)
        #expect(person.tags.count == 6)
        #expect(person.tags[0] as? String == "a")
        #expect(person.tags[4] is NSNull)
        #expect(person.extra?["y"] as? String == "z")
        #expect(person.nicknames == ["Annie"])
    }

    @Test func numbersKeepIntegerFloatingPointAndBoolean() throws {
        let person = try FOPerson.fromJSONString(Self.person(#""age":7,"height":2.0,"is_member":false"#))
        #expect(!["d", "f", "c"].contains(objCType(person.age)))
        #expect(["d", "f"].contains(objCType(person.height)))
        #expect(objCType(person.isMember) == "c")
        let written = try person.toJSONString(options: .init(prettyPrinted: false, sortedKeys: true))
        #expect(written.contains(#""age":7,"#), "\(written)")
        #expect(written.contains(#""height":2.0,"#), "\(written)")
        #expect(written.contains(#""is_member":false"#), "\(written)")
    }

    @Test func largeNumbersStayExact() throws {
        let person = try FOPerson.fromJSONString(
            Self.person(#""age":18446744073709551615,"height":123456789012345678901234567890"#)
        )
        #expect(person.age.uint64Value == UInt64.max)
        #expect(person.height is NSDecimalNumber)
        let written = try person.toJSONString(options: .init(prettyPrinted: false))
        #expect(written.contains(#""age":18446744073709551615"#), "\(written)")
        #expect(written.contains(#""height":123456789012345678901234567890"#), "\(written)")
    }

    @Test func roundTripsThroughTheEncoder() throws {
        let person = try FOPerson.fromJSONString(Self.personJSON)
        let written = try person.toJSONString()
        #expect(try parsed(written) == parsed(Self.personJSON))
    }

    @Test func objectsMadeInCodeEncode() throws {
        let person = FOPerson()
        person.name = NSString(string: "Bo")
        person.age = NSNumber(value: UInt8(3))
        person.height = NSNumber(value: Float(1.5))
        person.isMember = NSNumber(value: true)
        person.balance = NSDecimalNumber(string: "0.10")
        person.born = NSDate(timeIntervalSince1970: 0)
        person.tags = NSArray(array: [NSNumber(value: 1), NSString(string: "x"), NSNull(), NSNumber(value: false)])
        person.extra = NSDictionary(dictionary: ["b": NSArray(array: [1.5]), "a": NSDictionary()])
        let written = try person.toJSONString(options: .init(prettyPrinted: false, sortedKeys: true))
        #expect(
            written == """
                {"age":3,"balance":0.1,"born":"1970-01-01T00:00:00Z","extra":{"a":{},"b":[1.5]},\
                "height":1.5,"is_member":true,"name":"Bo","nicknames":[],"tags":[1,"x",null,false]}
                """
        )
    }

    @Test func anObjectJSONCannotHoldIsAnInvalidValueNamingWhere() throws {
        let person = FOPerson()
        person.extra = NSDictionary(dictionary: ["list": NSArray(array: [1, NSObject()])])
        let error = try #require(throws: JSONModelError.self) { try person.toJSONString() }
        #expect(error.code == .invalidValue)
        #expect(error.path == "extra.list[1]", "\(error)")
    }

    @Test(arguments: [
        (#""age":"42""#, "age", JSONModelError.Code.typeMismatch),
        (#""age":1e400"#, "age", .invalidValue),
        (#""name":5"#, "name", .typeMismatch),
        (#""tags":{}"#, "tags", .typeMismatch),
        (#""extra":[]"#, "extra", .typeMismatch),
        (#""born":"yesterday""#, "born", .invalidValue),
        (#""balance":true"#, "balance", .typeMismatch),
    ])
    func wrongValuesAreClearErrors(json: String, path: String, code: JSONModelError.Code) throws {
        let document = try Self.person(json)
        let error = try #require(throws: JSONModelError.self) { try FOPerson.fromJSONString(document) }
        #expect(error.code == code, "\(error)")
        #expect(error.path == path)
    }

    @Test func structsDecodeAndEncodeTheSame() throws {
        let json = #"{"name":"Cy","age":1.5,"balance":0.5,"born":"2000-01-01T00:00:00Z","tags":[1],"extra":{"a":true}}"#
        let value = try FOStructPerson.fromJSONString(json)
        #expect(value.name == "Cy")
        #expect(value.age?.doubleValue == 1.5)
        #expect(value.balance == NSDecimalNumber(string: "0.5"))
        #expect(value.born.timeIntervalSince1970 == 946_684_800)
        #expect(value.tags?.count == 1)
        #expect(value.extra["a"] as? Bool == true)
        #expect(try parsed(value.toJSONString()) == parsed(json))
        let empty = try FOStructPerson.fromJSONString(
            #"{"name":"","age":null,"born":"2000-01-01T00:00:00Z","tags":null,"extra":{}}"#
        )
        #expect(empty.age == nil)
        #expect(empty.tags == nil)
    }

    @Test func theMigrationGuidesSampleDecodesAndEncodes() throws {
        let json = #"{"name":"Ann","age":42,"balance":0.10,"born":"1990-04-12T00:00:00Z","tags":["a"],"extra":{"b":2}}"#
        let person = try FODocLegacyPerson.fromJSONString(json)
        #expect(person.name == "Ann")
        #expect(person.age == 42)
        #expect(person.balance == NSDecimalNumber(string: "0.1"))
        #expect(person.born?.timeIntervalSince1970 == Fixture.annBirthday.timeIntervalSince1970)
        #expect(person.tags == ["a"])
        #expect(person.extra == ["b": 2])
        #expect(try parsed(person.toJSONString()) == parsed(json))
    }

    @Test func dictionariesOfFoundationValuesRoundTrip() throws {
        let person = try FOPerson.fromJSONString(Self.personJSON)
        let dictionary = try person.toDictionary()
        let again = try FOPerson.fromDictionary(dictionary)
        #expect(again.age == person.age)
        #expect(objCType(again.isMember) == "c")
        #expect(again.tags.count == person.tags.count)
        #expect(again.balance == person.balance)
    }
}
