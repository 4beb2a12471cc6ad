import Foundation
import JSONModelKit
import Testing

/// `dateStrategy` overrides, `@ISO8601` and `@DateOnly`.
@Suite("Dates")
struct DateTests {
    struct StrategyCase: Sendable, CustomTestStringConvertible {
        let model: DatedEvent.Type
        let input: String
        let seconds: Double
        let output: String

        var testDescription: String { "\(model) \(input)" }
    }

    static let strategyCases: [StrategyCase] = [
        StrategyCase(
            model: ISO8601Event.self,
            input: #""2024-05-01T12:30:00Z""#,
            seconds: 1_714_566_600,
            output: #""2024-05-01T12:30:00Z""#
        ),
        StrategyCase(
            model: ISO8601Event.self,
            input: #""2024-05-01T14:30:00+02:00""#,
            seconds: 1_714_566_600,
            output: #""2024-05-01T12:30:00Z""#
        ),
        StrategyCase(
            model: ISO8601Event.self,
            input: #""2024-05-01T07:00:00-05:30""#,
            seconds: 1_714_566_600,
            output: #""2024-05-01T12:30:00Z""#
        ),
        StrategyCase(
            model: ISO8601Event.self,
            input: #""2024-05-01T12:30:00.250Z""#,
            seconds: 1_714_566_600.25,
            output: #""2024-05-01T12:30:00.250Z""#
        ),
        StrategyCase(
            model: FractionalISO8601Event.self,
            input: #""2024-05-01T12:30:00.250Z""#,
            seconds: 1_714_566_600.25,
            output: #""2024-05-01T12:30:00.250Z""#
        ),
        StrategyCase(
            model: FractionalISO8601Event.self,
            input: #""2024-05-01T12:30:00Z""#,
            seconds: 1_714_566_600,
            output: #""2024-05-01T12:30:00.000Z""#
        ),
        StrategyCase(
            model: DateOnlyEvent.self,
            input: #""2024-05-01""#,
            seconds: 1_714_521_600,
            output: #""2024-05-01""#
        ),
        StrategyCase(model: SecondsEvent.self, input: "1714566600", seconds: 1_714_566_600, output: "1714566600"),
        StrategyCase(model: SecondsEvent.self, input: "1714566600.5", seconds: 1_714_566_600.5, output: "1714566600.5"),
        StrategyCase(model: SecondsEvent.self, input: "-86400", seconds: -86_400, output: "-86400"),
        StrategyCase(
            model: MillisecondsEvent.self,
            input: "1714566600250",
            seconds: 1_714_566_600.25,
            output: "1714566600250"
        ),
        StrategyCase(
            model: FormattedEvent.self,
            input: #""01/05/2024 14:30:00 +0200""#,
            seconds: 1_714_566_600,
            output: #""01/05/2024 12:30:00 +0000""#
        ),
    ]

    @Test(arguments: strategyCases)
    func classDateStrategy(_ sample: StrategyCase) throws {
        let event = try sample.model.fromJSONString("{\"at\": \(sample.input)}")
        #expect(type(of: event) == sample.model)
        #expect(abs(event.at.timeIntervalSince1970 - sample.seconds) < 0.000_5, "\(event.at.timeIntervalSince1970)")
        #expect(try event.toJSONString(options: compact) == "{\"at\":\(sample.output)}")
    }

    @Test func defaultStrategyIsISO8601() throws {
        let event = try DatedEvent.fromJSONString(#"{"at":"2024-05-01T12:30:00Z"}"#)
        #expect(event.at == Fixture.mayFirstNoonThirty)
        #expect(try event.toJSONString(options: compact) == #"{"at":"2024-05-01T12:30:00Z"}"#)
    }

    static let badDates: [(DatedEvent.Type, String, String)] = [
        (ISO8601Event.self, #""yesterday""#, "ISO 8601"),
        (ISO8601Event.self, #""2024-05-01""#, "ISO 8601"),
        (FractionalISO8601Event.self, #""2024-05-01 12:30""#, "ISO 8601"),
        (DateOnlyEvent.self, #""2024-13-01""#, "yyyy-MM-dd"),
        (DateOnlyEvent.self, #""01.05.2024""#, "yyyy-MM-dd"),
        (FormattedEvent.self, #""2024-05-01T12:30:00Z""#, "dd/MM/yyyy HH:mm:ss Z"),
    ]

    @Test(arguments: badDates)
    func badDateNamesTheExpectedFormat(model: DatedEvent.Type, input: String, format: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try model.fromJSONString("{\"at\": \(input)}")
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == "at")
        #expect(error.description.contains(format), "\(error)")
    }

    @Test(arguments: [
        (SecondsEvent.self as DatedEvent.Type, "true"),
        (MillisecondsEvent.self, "[1714566600250]"),
        (ISO8601Event.self, "1714566600"),
        (DateOnlyEvent.self, "20240501"),
    ])
    func dateOfTheWrongKindIsATypeMismatch(model: DatedEvent.Type, input: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try model.fromJSONString("{\"at\": \(input)}")
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "at")
    }

    // MARK: Wrappers

    @Test(arguments: [
        ("2024-05-01T12:30:00Z", 1_714_566_600.0),
        ("2024-05-01T14:30:00+02:00", 1_714_566_600.0),
        ("2024-05-01T10:30:00-02:00", 1_714_566_600.0),
        ("2024-05-01T12:30:00.5Z", 1_714_566_600.5),
        ("2024-05-01T12:30:00.123+00:00", 1_714_566_600.123),
    ])
    func iso8601WrapperAcceptsZoneOffsetsAndFractions(text: String, seconds: Double) throws {
        let json = "{\"created_at\":\"\(text)\",\"birthday\":\"2000-01-01\"}"
        let model = try WrappedDates.fromJSONString(json)
        #expect(abs(model.createdAt.timeIntervalSince1970 - seconds) < 0.000_5)
        let encoded = try #require(try parsed(try model.toJSONString())["created_at"]?.stringValue)
        #expect(encoded.hasSuffix("Z"), "\(encoded)")
        #expect(encoded.hasPrefix("2024-05-01T12:30:00"), "\(encoded)")
    }

    @Test func wrappersOverrideTheClassStrategyOnDateAndOptionalDate() throws {
        let json =
            #"{"created_at":"2024-05-01T12:30:00Z","edited_at":"2024-05-01T14:30:00+02:00","birthday":"1990-04-12","anniversary":"2024-05-01"}"#
        let model = try WrappedDates.fromJSONString(json)
        #expect(model.createdAt == Fixture.mayFirstNoonThirty)
        #expect(model.editedAt == Fixture.mayFirstNoonThirty)
        #expect(model.birthday == Fixture.annBirthday)
        #expect(model.anniversary == Fixture.mayFirstMidnight)
        #expect(
            try model.toJSONString(options: compact)
                == #"{"created_at":"2024-05-01T12:30:00Z","edited_at":"2024-05-01T12:30:00Z","birthday":"1990-04-12","anniversary":"2024-05-01"}"#
        )
    }

    @Test func optionalDateWrappersTakeNullAndAbsence() throws {
        for json in [
            #"{"created_at":"2024-05-01T12:30:00Z","birthday":"1990-04-12"}"#,
            #"{"created_at":"2024-05-01T12:30:00Z","edited_at":null,"birthday":"1990-04-12","anniversary":null}"#,
        ] {
            let model = try WrappedDates.fromJSONString(json)
            #expect(model.editedAt == nil)
            #expect(model.anniversary == nil)
        }
    }

    @Test func nonOptionalDateWrappersAreRequired() throws {
        let error = try #require(throws: JSONModelError.self) {
            try WrappedDates.fromJSONString(#"{"birthday":"1990-04-12"}"#)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "created_at")
    }

    @Test func dateOnlyWritesTheUTCCalendarDate() throws {
        let model = WrappedDates()
        // 23:59:59 UTC on 1990-04-12.
        model.birthday = Date(timeIntervalSince1970: 639_878_400 + 86_399)
        model.anniversary = Fixture.mayFirstNoonThirty
        let document = try parsed(try model.toJSONString())
        #expect(document["birthday"] == "1990-04-12")
        #expect(document["anniversary"] == "2024-05-01")
    }

    @Test(arguments: [
        (#"{"created_at":"2024-05-01","birthday":"1990-04-12"}"#, "created_at", "ISO 8601"),
        (#"{"created_at":"2024-05-01T12:30:00Z","birthday":"1990-04-12T00:00:00Z"}"#, "birthday", "yyyy-MM-dd"),
        (#"{"created_at":"2024-05-01T12:30:00Z","birthday":"1990-02-30"}"#, "birthday", "yyyy-MM-dd"),
        (
            #"{"created_at":"2024-05-01T12:30:00Z","birthday":"1990-04-12","anniversary":"soon"}"#, "anniversary",
            "yyyy-MM-dd"
        ),
    ])
    func badWrappedDateNamesTheExpectedFormat(json: String, path: String, format: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try WrappedDates.fromJSONString(json)
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == path)
        #expect(error.description.contains(format), "\(error)")
    }
}
