import Foundation
import JSONModelKit
import Testing

// Per-property date wrappers: `@DateFormat`, `@UnixTime` and `@UnixTimeMilliseconds`.

/// `@DateFormat` with one pattern, with a second pattern for encoding, on `Date` and `Date?`.
final class DWPerson: JSONModel {
    @DateFormat("dd/MM/yyyy HH:mm:ss Z") var birthday = Date()
    @DateFormat("dd/MM/yyyy HH:mm:ss Z", encoding: "MM.dd.yyyy HH:mm:ss.SSS Z") var lastSeen = Date()
    @DateFormat("dd/MM/yyyy HH:mm:ss Z") var graduation: Date? = nil
    @DateFormat("yyyy-MM-dd HH:mm") var meeting: Date?
}

/// `@UnixTime` and `@UnixTimeMilliseconds` on `Date` and `Date?`.
final class DWEvent: JSONModel {
    @UnixTime var startsAt = Date(timeIntervalSince1970: 0)
    @UnixTime var endsAt: Date? = nil
    @UnixTimeMilliseconds var createdAt = Date(timeIntervalSince1970: 0)
    @UnixTimeMilliseconds var deletedAt: Date? = nil
}

/// The date wrappers on `Date?` declared without a default.
final class DWNoDefaults: JSONModel {
    @UnixTime var seconds: Date?
    @UnixTimeMilliseconds var milliseconds: Date?
    @DateFormat("dd.MM.yyyy") var day: Date?
}

/// Date wrappers inside `@Key` and `@Optional`, under a class strategy they must override.
final class DWCombined: JSONModel {
    @Key("born") @DateFormat("dd/MM/yyyy") var birthday = Date(timeIntervalSince1970: 0)
    @Optional @UnixTime var seenAt = Date(timeIntervalSince1970: 42)
    @Key("meta.created") @UnixTimeMilliseconds var created: Date? = nil
    @Optional @DateFormat("yyyy-MM-dd'T'HH:mm:ssXXXXX") var checkedAt = Date(timeIntervalSince1970: 7)

    override class var dateStrategy: DateStrategy { .dateOnly }
}

@Suite("Date wrappers")
struct DateWrapperTests {
    /// 2024-05-01T12:30:00Z.
    static let noonThirty = 1_714_566_600.0

    static func person(birthday: String, lastSeen: String = "01/05/2024 12:30:00 +0000") -> String {
        "{\"birthday\":\"\(birthday)\",\"last_seen\":\"\(lastSeen)\"}"
    }

    // MARK: @DateFormat

    @Test(arguments: [
        ("01/05/2024 12:30:00 +0000", 1_714_566_600.0),
        ("01/05/2024 14:30:00 +0200", 1_714_566_600.0),
        ("01/05/2024 07:00:00 -0530", 1_714_566_600.0),
        ("02/05/2024 00:30:00 +1200", 1_714_566_600.0),
        ("31/12/1969 23:59:59 +0000", -1.0),
        ("29/02/2000 00:00:00 +0000", 951_782_400.0),
    ])
    func formatReadsTheInstantWithItsZone(text: String, seconds: Double) throws {
        let person = try DWPerson.fromJSONString(Self.person(birthday: text))
        #expect(person.birthday.timeIntervalSince1970 == seconds)
    }

    @Test func formatWritesUTC() throws {
        let person = try DWPerson.fromJSONString(Self.person(birthday: "01/05/2024 14:30:00 +0200"))
        person.lastSeen = Date(timeIntervalSince1970: Self.noonThirty)
        #expect(
            try person.toJSONString(options: compact)
                == #"{"birthday":"01/05/2024 12:30:00 +0000","last_seen":"05.01.2024 12:30:00.000 +0000"}"#
        )
    }

    @Test func encodingPatternWritesMilliseconds() throws {
        let person = DWPerson()
        person.birthday = Date(timeIntervalSince1970: 0)
        person.lastSeen = Date(timeIntervalSince1970: Self.noonThirty + 0.25)
        let document = try parsed(try person.toJSONString())
        #expect(document["last_seen"] == "05.01.2024 12:30:00.250 +0000")
        #expect(document["birthday"] == "01/01/1970 00:00:00 +0000")
    }

    @Test func decodingUsesTheFirstPatternNotTheEncodingOne() throws {
        let person = try DWPerson.fromJSONString(
            Self.person(birthday: "01/05/2024 12:30:00 +0000", lastSeen: "02/05/2024 12:30:00 +0000")
        )
        #expect(person.lastSeen.timeIntervalSince1970 == Self.noonThirty + 86_400)

        let error = try #require(throws: JSONModelError.self) {
            try DWPerson.fromJSONString(
                Self.person(birthday: "01/05/2024 12:30:00 +0000", lastSeen: "05.01.2024 12:30:00.250 +0000")
            )
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == "last_seen")
    }

    @Test func patternWithoutAZoneIsUTC() throws {
        let json = Self.person(birthday: "01/05/2024 12:30:00 +0000").dropLast() + #","meeting":"2024-05-01 12:30"}"#
        let person = try DWPerson.fromJSONString(String(json))
        #expect(person.meeting?.timeIntervalSince1970 == Self.noonThirty)
        #expect(try parsed(try person.toJSONString())["meeting"] == "2024-05-01 12:30")
    }

    @Test func optionalFormattedDates() throws {
        let base = Self.person(birthday: "01/05/2024 12:30:00 +0000").dropLast()
        let missing = try DWPerson.fromJSONString(String(base) + "}")
        #expect(missing.graduation == nil)
        #expect(missing.meeting == nil)

        let null = try DWPerson.fromJSONString(String(base) + #","graduation":null,"meeting":null}"#)
        #expect(null.graduation == nil)
        #expect(null.meeting == nil)

        let present = try DWPerson.fromJSONString(String(base) + #","graduation":"30/06/2012 10:00:00 +0100"}"#)
        #expect(present.graduation?.timeIntervalSince1970 == 1_341_046_800)
        #expect(try parsed(try present.toJSONString())["graduation"] == "30/06/2012 09:00:00 +0000")
        #expect(try parsed(try missing.toJSONString())["graduation"] == nil)
    }

    @Test func formattedDatesRoundTrip() throws {
        let json =
            #"{"birthday":"12/04/1990 08:15:30 +0000","last_seen":"01/05/2024 12:30:00 +0000","graduation":"30/06/2012 09:00:00 +0000","meeting":"2024-05-01 12:30"}"#
        let person = try DWPerson.fromJSONString(json)
        let text = try person.toJSONString(options: compact)
        #expect(
            text
                == #"{"birthday":"12/04/1990 08:15:30 +0000","last_seen":"05.01.2024 12:30:00.000 +0000","graduation":"30/06/2012 09:00:00 +0000","meeting":"2024-05-01 12:30"}"#
        )
    }

    @Test(arguments: [
        (#"{"birthday":"2024-05-01T12:30:00Z","last_seen":"01/05/2024 12:30:00 +0000"}"#, "birthday"),
        (#"{"birthday":"01/05/2024","last_seen":"01/05/2024 12:30:00 +0000"}"#, "birthday"),
        (#"{"birthday":"32/05/2024 12:30:00 +0000","last_seen":"01/05/2024 12:30:00 +0000"}"#, "birthday"),
        (#"{"birthday":"01/05/2024 12:30:00 +0000","last_seen":"yesterday"}"#, "last_seen"),
        (
            #"{"birthday":"01/05/2024 12:30:00 +0000","last_seen":"01/05/2024 12:30:00 +0000","graduation":""}"#,
            "graduation"
        ),
        (
            #"{"birthday":"01/05/2024 12:30:00 +0000","last_seen":"01/05/2024 12:30:00 +0000","meeting":"2024-05-01"}"#,
            "meeting"
        ),
    ])
    func badFormattedDateIsInvalidValue(json: String, path: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try DWPerson.fromJSONString(json)
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == path)
        #expect(error.modelType == DWPerson.self)
        let pattern = path == "meeting" ? "yyyy-MM-dd HH:mm" : "dd/MM/yyyy HH:mm:ss Z"
        #expect(error.description.contains(pattern), "\(error)")
    }

    @Test(arguments: ["1714566600", "true", "[]", #"{"day":1}"#])
    func formattedDateOfTheWrongJSONTypeIsATypeMismatch(value: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try DWPerson.fromJSONString("{\"birthday\":\(value),\"last_seen\":\"01/05/2024 12:30:00 +0000\"}")
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "birthday")
    }

    @Test func nullForANonOptionalFormattedDateIsATypeMismatch() throws {
        let error = try #require(throws: JSONModelError.self) {
            try DWPerson.fromJSONString(#"{"birthday":null,"last_seen":"01/05/2024 12:30:00 +0000"}"#)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "birthday")
    }

    @Test func nonOptionalFormattedDateIsRequired() throws {
        let error = try #require(throws: JSONModelError.self) {
            try DWPerson.fromJSONString(#"{"last_seen":"01/05/2024 12:30:00 +0000"}"#)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "birthday")
    }

    @Test func formattedDatesDecodeAndEncodeFromManyTasksAtOnce() async throws {
        let inputs = (0..<8).map { day in Self.person(birthday: "0\(day + 1)/05/2024 12:30:00 +0000") }
        let results = try await withThrowingTaskGroup(of: [String].self) { group in
            for task in 0..<8 {
                group.addTask {
                    var outputs: [String] = []
                    for round in 0..<50 {
                        let person = try DWPerson.fromJSONString(inputs[(task + round) % inputs.count])
                        outputs.append(try person.toJSONString(options: compact))
                    }
                    return outputs
                }
            }
            var all: [String] = []
            for try await outputs in group {
                all.append(contentsOf: outputs)
            }
            return all
        }
        #expect(results.count == 400)
        let expected = Set(
            (0..<8).map { day in
                "{\"birthday\":\"0\(day + 1)/05/2024 12:30:00 +0000\",\"last_seen\":\"05.01.2024 12:30:00.000 +0000\"}"
            }
        )
        #expect(Set(results) == expected)
    }

    // MARK: @UnixTime and @UnixTimeMilliseconds

    @Test(arguments: [
        ("1714566600", 1_714_566_600.0, "1714566600"),
        ("1714566600.25", 1_714_566_600.25, "1714566600.25"),
        ("1714566600.5", 1_714_566_600.5, "1714566600.5"),
        ("0", 0.0, "0"),
        ("-86400", -86_400.0, "-86400"),
        ("1.7145666e9", 1_714_566_600.0, "1714566600"),
    ])
    func unixTimeSeconds(input: String, seconds: Double, output: String) throws {
        let event = try DWEvent.fromJSONString("{\"starts_at\":\(input),\"created_at\":0}")
        #expect(event.startsAt.timeIntervalSince1970 == seconds)
        #expect(try event.toJSONString(options: compact) == "{\"starts_at\":\(output),\"created_at\":0}")
    }

    @Test(arguments: [
        ("1714566600250", 1_714_566_600.25, "1714566600250"),
        ("1714566600000", 1_714_566_600.0, "1714566600000"),
        ("0", 0.0, "0"),
        ("-1000", -1.0, "-1000"),
        ("1714566600250.0", 1_714_566_600.25, "1714566600250"),
    ])
    func unixTimeMilliseconds(input: String, seconds: Double, output: String) throws {
        let event = try DWEvent.fromJSONString("{\"starts_at\":0,\"created_at\":\(input)}")
        #expect(
            abs(event.createdAt.timeIntervalSince1970 - seconds) < 0.000_001,
            "\(event.createdAt.timeIntervalSince1970)"
        )
        #expect(try event.toJSONString(options: compact) == "{\"starts_at\":0,\"created_at\":\(output)}")
    }

    @Test(arguments: [
        (1_714_566_600.2504, "1714566600250"),
        (1_714_566_600.2506, "1714566600251"),
        (1_714_566_600.000_1, "1714566600000"),
    ])
    func millisecondsAreWrittenAsWholeNumbers(seconds: Double, output: String) throws {
        let event = DWEvent()
        event.createdAt = Date(timeIntervalSince1970: seconds)
        event.deletedAt = Date(timeIntervalSince1970: seconds)
        #expect(
            try event.toJSONString(options: compact)
                == "{\"starts_at\":0,\"created_at\":\(output),\"deleted_at\":\(output)}"
        )
    }

    @Test func optionalUnixTimes() throws {
        let missing = try DWEvent.fromJSONString(#"{"starts_at":1,"created_at":2}"#)
        #expect(missing.endsAt == nil)
        #expect(missing.deletedAt == nil)
        #expect(try missing.toJSONString(options: compact) == #"{"starts_at":1,"created_at":2}"#)

        let null = try DWEvent.fromJSONString(#"{"starts_at":1,"ends_at":null,"created_at":2,"deleted_at":null}"#)
        #expect(null.endsAt == nil)
        #expect(null.deletedAt == nil)

        let json =
            #"{"starts_at":1714566600,"ends_at":1714570200.5,"created_at":1714566600250,"deleted_at":1714566600999}"#
        let present = try DWEvent.fromJSONString(json)
        #expect(present.endsAt?.timeIntervalSince1970 == 1_714_570_200.5)
        let deleted = try #require(present.deletedAt)
        #expect(abs(deleted.timeIntervalSince1970 - 1_714_566_600.999) < 0.000_001)
        #expect(try present.toJSONString(options: compact) == json)
    }

    // A string holding a number is read (UnixTimeStringTests); other strings are invalid values.
    @Test(arguments: [
        (#"{"starts_at":true,"created_at":0}"#, "starts_at"),
        (#"{"starts_at":0,"created_at":[1]}"#, "created_at"),
        (#"{"starts_at":0,"created_at":0,"deleted_at":{}}"#, "deleted_at"),
        (#"{"starts_at":null,"created_at":0}"#, "starts_at"),
    ])
    func unixTimeOfTheWrongJSONTypeIsATypeMismatch(json: String, path: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try DWEvent.fromJSONString(json)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == path)
        #expect(error.modelType == DWEvent.self)
    }

    @Test func unixTimesAreRequiredOnDate() throws {
        let error = try #require(throws: JSONModelError.self) {
            try DWEvent.fromJSONString(#"{"starts_at":0}"#)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "created_at")
    }

    // MARK: Without defaults

    @Test func optionalWrappersWithoutADefault() throws {
        let empty = try DWNoDefaults.fromJSONString("{}")
        #expect(empty.seconds == nil)
        #expect(empty.milliseconds == nil)
        #expect(empty.day == nil)
        #expect(try empty.toJSONString(options: compact) == "{}")

        let json = #"{"seconds":1714566600,"milliseconds":1714566600250,"day":"01.05.2024"}"#
        let full = try DWNoDefaults.fromJSONString(json)
        #expect(full.seconds?.timeIntervalSince1970 == 1_714_566_600)
        let milliseconds = try #require(full.milliseconds)
        #expect(abs(milliseconds.timeIntervalSince1970 - 1_714_566_600.25) < 0.000_001)
        #expect(full.day?.timeIntervalSince1970 == 1_714_521_600)
        #expect(try full.toJSONString(options: compact) == json)
    }

    // MARK: With @Key and @Optional

    @Test func dateWrappersInsideKeyAndOptional() throws {
        let json =
            #"{"born":"12/04/1990","seen_at":1714566600,"meta":{"created":1714566600250},"checked_at":"2024-05-01T14:30:00+02:00"}"#
        let model = try DWCombined.fromJSONString(json)
        #expect(model.birthday == Fixture.annBirthday)
        #expect(model.seenAt.timeIntervalSince1970 == Self.noonThirty)
        let created = try #require(model.created)
        #expect(abs(created.timeIntervalSince1970 - 1_714_566_600.25) < 0.000_001)
        #expect(model.checkedAt.timeIntervalSince1970 == Self.noonThirty)
        #expect(
            try model.toJSONString(options: compact)
                == #"{"born":"12/04/1990","seen_at":1714566600,"meta":{"created":1714566600250},"checked_at":"2024-05-01T12:30:00Z"}"#
        )
    }

    @Test(arguments: [
        #"{"born":"12/04/1990"}"#, #"{"born":"12/04/1990","seen_at":null,"meta":null,"checked_at":null}"#,
    ])
    func optionalDateWrappersKeepTheirDefaults(json: String) throws {
        let model = try DWCombined.fromJSONString(json)
        #expect(model.seenAt.timeIntervalSince1970 == 42)
        #expect(model.checkedAt.timeIntervalSince1970 == 7)
        #expect(model.created == nil)
    }

    @Test func keyedDateWrapperReportsItsKey() throws {
        let error = try #require(throws: JSONModelError.self) {
            try DWCombined.fromJSONString(#"{"born":"1990-04-12"}"#)
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == "born")
        #expect(error.property == "birthday")
        #expect(error.description.contains("dd/MM/yyyy"), "\(error)")

        let nested = try #require(throws: JSONModelError.self) {
            try DWCombined.fromJSONString(#"{"born":"12/04/1990","meta":{"created":"now"}}"#)
        }
        // "now" is a string but not a number of milliseconds.
        #expect(nested.code == .invalidValue)
        #expect(nested.path == "meta.created")
    }

    @Test func wrapperOverridesTheClassStrategy() throws {
        let error = try #require(throws: JSONModelError.self) {
            try DWCombined.fromJSONString(#"{"born":"12/04/1990","seen_at":"2024-05-01"}"#)
        }
        // Read as seconds since 1970 (the wrapper), not as the class's date-only strategy.
        #expect(error.code == .invalidValue)
        #expect(error.description.contains("seconds since 1970"), "\(error)")
        #expect(error.path == "seen_at")
    }
}
