import Foundation
import Testing

@testable import JSONModelKit

/// Hand-written ISO 8601 parsing and formatting, and the civil-date arithmetic under it.
@Suite struct ISO8601FormatTests {
    // Reference instants, computed independently of the code under test.
    static let year2000 = 946_684_800.0  // 2000-01-01T00:00:00Z
    static let leapDay2000 = 951_782_400.0  // 2000-02-29T00:00:00Z
    static let may2024 = 1_714_521_600.0  // 2024-05-01T00:00:00Z
    static let year1 = -62_135_596_800.0  // 0001-01-01T00:00:00Z (proleptic Gregorian)
    static let year1900 = -2_208_988_800.0  // 1900-01-01T00:00:00Z
    static let year10000 = 253_402_300_800.0  // 10000-01-01T00:00:00Z

    // MARK: - Parsing date-times

    struct DateTimeCase: Sendable, CustomTestStringConvertible {
        let text: String
        let expected: Double
        var testDescription: String { text }
    }

    static let validDateTimes: [DateTimeCase] = [
        DateTimeCase(text: "1970-01-01T00:00:00Z", expected: 0),
        DateTimeCase(text: "1970-01-01T00:00:01Z", expected: 1),
        DateTimeCase(text: "1969-12-31T23:59:59Z", expected: -1),
        DateTimeCase(text: "2000-01-01T00:00:00Z", expected: year2000),
        DateTimeCase(text: "2000-02-29T12:34:56Z", expected: leapDay2000 + 45_296),
        DateTimeCase(text: "2024-05-01T12:30:00Z", expected: may2024 + 45_000),
        DateTimeCase(text: "2024-05-01T12:30:00+02:00", expected: may2024 + 37_800),
        DateTimeCase(text: "2024-05-01T12:30:00+0200", expected: may2024 + 37_800),
        DateTimeCase(text: "2024-05-01T12:30:00-05:30", expected: may2024 + 64_800),
        DateTimeCase(text: "2024-05-01T12:30:00-0530", expected: may2024 + 64_800),
        DateTimeCase(text: "2024-05-01T12:30:00+00:00", expected: may2024 + 45_000),
        DateTimeCase(text: "2024-05-01T12:30:00-00:00", expected: may2024 + 45_000),
        DateTimeCase(text: "2024-05-01T00:30:00+01:00", expected: may2024 - 1_800),
        DateTimeCase(text: "2024-05-01T23:59:59+23:59", expected: may2024 + 86_399 - 86_340),
        DateTimeCase(text: "2024-05-01t12:30:00z", expected: may2024 + 45_000),
        DateTimeCase(text: "2024-05-01 12:30:00Z", expected: may2024 + 45_000),
        DateTimeCase(text: "2024-05-01T12:30:00.5Z", expected: may2024 + 45_000.5),
        DateTimeCase(text: "2024-05-01T12:30:00.25Z", expected: may2024 + 45_000.25),
        DateTimeCase(text: "2024-05-01T12:30:00.123Z", expected: may2024 + 45_000.123),
        DateTimeCase(text: "2024-05-01T12:30:00.123456789Z", expected: may2024 + 45_000.123456789),
        DateTimeCase(text: "2024-05-01T12:30:00.000000000001Z", expected: may2024 + 45_000),
        DateTimeCase(text: "2024-05-01T12:30:00.999999+02:00", expected: may2024 + 37_800.999999),
        DateTimeCase(text: "0001-01-01T00:00:00Z", expected: year1),
        DateTimeCase(text: "1900-01-01T00:00:00Z", expected: year1900),
        DateTimeCase(text: "9999-12-31T23:59:59Z", expected: year10000 - 1),
    ]

    @Test(arguments: validDateTimes)
    func parsesDateTime(_ testCase: DateTimeCase) throws {
        let parsed = try #require(ISO8601Format.parseDateTime(testCase.text))
        #expect(abs(parsed - testCase.expected) < 1e-6, "parsed \(parsed)")
    }

    static let invalidDateTimes: [String] = [
        "",
        "1970-01-01",
        "1970-01-01T00:00:00",
        "1970-01-01T00:00Z",
        "1970-01-01T00:00:00ZZ",
        "1970-01-01T00:00:00Z ",
        " 1970-01-01T00:00:00Z",
        "1970-01-01T00:00:00Zjunk",
        "1970-01-01T00:00:00 Z",
        "1970-01-01X00:00:00Z",
        "1970-01-01T24:00:00Z",
        "1970-01-01T23:60:00Z",
        "1970-01-01T23:59:60Z",
        "1970-01-01T0:00:00Z",
        "1970-01-01T00:0:00Z",
        "1970-01-01T00-00-00Z",
        "1970-01-01T00:00:00.Z",
        "1970-01-01T00:00:00,5Z",
        "1970-01-01T00:00:00+24:00",
        "1970-01-01T00:00:00+02:60",
        "1970-01-01T00:00:00+2:00",
        "1970-01-01T00:00:00+02",
        "1970-01-01T00:00:00+02:0",
        "1970-01-01T00:00:00+02:00:00",
        "1970-01-01T00:00:00UTC",
        "1970-13-01T00:00:00Z",
        "1970-00-01T00:00:00Z",
        "1970-01-00T00:00:00Z",
        "1970-01-32T00:00:00Z",
        "1970-02-30T00:00:00Z",
        "1970-04-31T00:00:00Z",
        "1900-02-29T00:00:00Z",
        "2100-02-29T00:00:00Z",
        "2023-02-29T00:00:00Z",
        "70-01-01T00:00:00Z",
        "1970-1-01T00:00:00Z",
        "1970/01/01T00:00:00Z",
        "+1970-01-01T00:00:00Z",
        "19700101T000000Z",
        "１９７０-01-01T00:00:00Z",
        "1970-01-01T00:00:00\u{200B}Z",
    ]

    @Test(arguments: invalidDateTimes)
    func rejectsDateTime(_ text: String) {
        #expect(ISO8601Format.parseDateTime(text) == nil)
    }

    @Test func acceptsLeapDaysOnlyInLeapYears() {
        for year in 1_600...2_400 {
            let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            let text = String(year) + "-02-29T00:00:00Z"
            #expect((ISO8601Format.parseDateTime(text) != nil) == isLeap, "\(text)")
        }
    }

    @Test func agreesWithFoundationOnRandomInstants() throws {
        var generator = SeededGenerator(seed: 0x1508)
        for _ in 0..<2_000 {
            // 1600...2400, whole seconds: Foundation's Gregorian calendar is proleptic there.
            let seconds = Double(Int64.random(in: -11_676_096_000...13_569_465_600, using: &generator))
            let date = Date(timeIntervalSince1970: seconds)
            let foundationText = date.formatted(Date.ISO8601FormatStyle())
            #expect(ISO8601Format.formatDateTime(seconds, fractionalSeconds: .never) == foundationText)
            let parsed = try #require(ISO8601Format.parseDateTime(foundationText))
            #expect(parsed == seconds, "\(foundationText)")
        }
    }

    // MARK: - Parsing dates

    struct DateCase: Sendable, CustomTestStringConvertible {
        let text: String
        let expected: Double?
        var testDescription: String { text }
    }

    static let dateOnlyCases: [DateCase] = [
        DateCase(text: "1970-01-01", expected: 0),
        DateCase(text: "1970-01-02", expected: 86_400),
        DateCase(text: "1969-12-31", expected: -86_400),
        DateCase(text: "2000-02-29", expected: leapDay2000),
        DateCase(text: "2000-03-01", expected: leapDay2000 + 86_400),
        DateCase(text: "1900-02-28", expected: year1900 + 58 * 86_400),
        DateCase(text: "1900-03-01", expected: year1900 + 59 * 86_400),
        DateCase(text: "0001-01-01", expected: year1),
        DateCase(text: "9999-12-31", expected: year10000 - 86_400),
        DateCase(text: "1900-02-29", expected: nil),
        DateCase(text: "2001-02-29", expected: nil),
        DateCase(text: "2000-02-30", expected: nil),
        DateCase(text: "2000-04-31", expected: nil),
        DateCase(text: "2000-13-01", expected: nil),
        DateCase(text: "2000-00-10", expected: nil),
        DateCase(text: "2000-01-00", expected: nil),
        DateCase(text: "2000-01-32", expected: nil),
        DateCase(text: "2000-1-1", expected: nil),
        DateCase(text: "20000-01-01", expected: nil),
        DateCase(text: "2000-01-01T00:00:00Z", expected: nil),
        DateCase(text: "2000-01-01 ", expected: nil),
        DateCase(text: " 2000-01-01", expected: nil),
        DateCase(text: "2000/01/01", expected: nil),
        DateCase(text: "2000-01", expected: nil),
        DateCase(text: "", expected: nil),
    ]

    @Test(arguments: dateOnlyCases)
    func parsesDateOnly(_ testCase: DateCase) {
        #expect(ISO8601Format.parseDateOnly(testCase.text) == testCase.expected)
    }

    // MARK: - Formatting

    struct FormatCase: Sendable, CustomTestStringConvertible {
        let seconds: Double
        let fractionalSeconds: ISO8601Format.FractionalSeconds
        let expected: String
        var testDescription: String { expected }
    }

    static let formatCases: [FormatCase] = [
        FormatCase(seconds: 0, fractionalSeconds: .never, expected: "1970-01-01T00:00:00Z"),
        FormatCase(seconds: 0, fractionalSeconds: .always, expected: "1970-01-01T00:00:00.000Z"),
        FormatCase(seconds: 0, fractionalSeconds: .whenNonZero, expected: "1970-01-01T00:00:00Z"),
        FormatCase(seconds: 1.5, fractionalSeconds: .whenNonZero, expected: "1970-01-01T00:00:01.500Z"),
        FormatCase(seconds: 1.5, fractionalSeconds: .never, expected: "1970-01-01T00:00:01Z"),
        FormatCase(seconds: 0.007, fractionalSeconds: .always, expected: "1970-01-01T00:00:00.007Z"),
        FormatCase(seconds: -1, fractionalSeconds: .never, expected: "1969-12-31T23:59:59Z"),
        FormatCase(seconds: -0.001, fractionalSeconds: .always, expected: "1969-12-31T23:59:59.999Z"),
        FormatCase(seconds: -0.5, fractionalSeconds: .whenNonZero, expected: "1969-12-31T23:59:59.500Z"),
        FormatCase(seconds: -86_400, fractionalSeconds: .never, expected: "1969-12-31T00:00:00Z"),
        FormatCase(seconds: leapDay2000 + 45_296, fractionalSeconds: .never, expected: "2000-02-29T12:34:56Z"),
        FormatCase(seconds: may2024 + 86_399.999, fractionalSeconds: .always, expected: "2024-05-01T23:59:59.999Z"),
        FormatCase(seconds: year1, fractionalSeconds: .never, expected: "0001-01-01T00:00:00Z"),
        FormatCase(seconds: year1 - 1, fractionalSeconds: .never, expected: "0000-12-31T23:59:59Z"),
        FormatCase(seconds: year10000 - 1, fractionalSeconds: .never, expected: "9999-12-31T23:59:59Z"),
        FormatCase(seconds: year10000 - 0.5, fractionalSeconds: .always, expected: "9999-12-31T23:59:59.500Z"),
        // Whole milliseconds that are not exact in binary must not be written one millisecond
        // early: 1049999.055 is stored as 1049999.05499999993...
        FormatCase(seconds: 1_049_999.055, fractionalSeconds: .always, expected: "1970-01-13T03:39:59.055Z"),
        FormatCase(seconds: 2_099_998.11, fractionalSeconds: .always, expected: "1970-01-25T07:19:58.110Z"),
    ]

    @Test(arguments: formatCases)
    func formatsDateTime(_ testCase: FormatCase) {
        #expect(
            ISO8601Format.formatDateTime(testCase.seconds, fractionalSeconds: testCase.fractionalSeconds)
                == testCase.expected
        )
    }

    @Test func formattableRangeIsYears0000Through9999() throws {
        let range = ISO8601Format.formattableSeconds
        #expect(range.lowerBound == Self.year1 - 366 * 86_400)
        #expect(range.upperBound == Self.year10000)
        #expect(ISO8601Format.formatDateTime(range.lowerBound, fractionalSeconds: .never) == "0000-01-01T00:00:00Z")
        #expect(ISO8601Format.formatDateOnly(range.lowerBound) == "0000-01-01")
        #expect(ISO8601Format.formatDateOnly(range.upperBound - 1) == "9999-12-31")
        #expect(!range.contains(.nan))
        #expect(!range.contains(.infinity))
        // Everything the formatters can write, the parser reads back.
        #expect(ISO8601Format.parseDateTime("0000-01-01T00:00:00Z") == range.lowerBound)
        #expect(ISO8601Format.parseDateOnly("0000-01-01") == range.lowerBound)
    }

    @Test func parsedMillisecondsFormatBackUnchanged() throws {
        // Decoding a date and encoding it again must not change the text.
        for text in [
            "1970-01-13T03:39:59.055Z", "1970-01-25T07:19:58.110Z", "2024-05-01T12:30:00.123Z",
            "1999-12-31T23:59:59.999Z",
        ] {
            let seconds = try #require(ISO8601Format.parseDateTime(text))
            #expect(ISO8601Format.formatDateTime(seconds, fractionalSeconds: .always) == text)
        }
    }

    @Test func formatsDateOnly() {
        #expect(ISO8601Format.formatDateOnly(0) == "1970-01-01")
        #expect(ISO8601Format.formatDateOnly(86_399.9) == "1970-01-01")
        #expect(ISO8601Format.formatDateOnly(86_400) == "1970-01-02")
        #expect(ISO8601Format.formatDateOnly(-0.5) == "1969-12-31")
        #expect(ISO8601Format.formatDateOnly(-86_400) == "1969-12-31")
        #expect(ISO8601Format.formatDateOnly(-86_401) == "1969-12-30")
        #expect(ISO8601Format.formatDateOnly(Self.leapDay2000 + 86_399) == "2000-02-29")
        #expect(ISO8601Format.formatDateOnly(Self.year1) == "0001-01-01")
    }

    @Test func formattedDateTimesParseBackToTheSameMillisecond() throws {
        var generator = SeededGenerator(seed: 0xF0F0)
        var wrongMilliseconds: [String] = []
        var unstableRoundTrips: [String] = []
        for _ in 0..<5_000 {
            // Year 1 to 9999, whole milliseconds.
            let milliseconds = Int.random(in: -62_135_596_800_000...253_402_300_799_999, using: &generator)
            let seconds = Double(milliseconds) / 1000
            let text = ISO8601Format.formatDateTime(seconds, fractionalSeconds: .always)
            if !text.hasSuffix("." + String(milliseconds.modulo(1000)).leftPadded(to: 3) + "Z") {
                wrongMilliseconds.append("\(milliseconds) ms → \(text)")
            }
            let parsed = try #require(ISO8601Format.parseDateTime(text), "\(text)")
            let again = ISO8601Format.formatDateTime(parsed, fractionalSeconds: .always)
            if again != text {
                unstableRoundTrips.append("\(text) → \(again)")
            }
        }
        let wrongCount = wrongMilliseconds.count
        let unstableCount = unstableRoundTrips.count
        #expect(wrongCount == 0, "written one millisecond early, first: \(wrongMilliseconds.prefix(3))")
        #expect(unstableCount == 0, "changed by parse and format, first: \(unstableRoundTrips.prefix(3))")
    }

    @Test func everyDayFromYear1To2400RoundTripsAsADate() throws {
        var day = try #require(ISO8601Format.parseDateOnly("0001-01-01"))
        let end = try #require(ISO8601Format.parseDateOnly("2400-12-31"))
        var count = 0
        while day <= end {
            let text = ISO8601Format.formatDateOnly(day)
            if ISO8601Format.parseDateOnly(text) != day {
                Issue.record("\(text) does not parse back to \(day)")
                break
            }
            day += 86_400 * 7
            count += 1
        }
        #expect(count > 120_000)
    }

    // MARK: - CivilDate

    @Test func civilDateKnownDays() {
        #expect(CivilDate(year: 1970, month: 1, day: 1).daysSince1970 == 0)
        #expect(CivilDate(year: 1969, month: 12, day: 31).daysSince1970 == -1)
        #expect(CivilDate(year: 2000, month: 3, day: 1).daysSince1970 == 11_017)
        #expect(CivilDate(year: 1, month: 1, day: 1).daysSince1970 == -719_162)
        #expect(CivilDate(year: 0, month: 3, day: 1).daysSince1970 == -719_468)
        #expect(CivilDate(daysSince1970: 0) == CivilDate(year: 1970, month: 1, day: 1))
        #expect(CivilDate(daysSince1970: -1) == CivilDate(year: 1969, month: 12, day: 31))
        #expect(CivilDate(daysSince1970: 11_016) == CivilDate(year: 2000, month: 2, day: 29))
        #expect(CivilDate(daysSince1970: -719_163) == CivilDate(year: 0, month: 12, day: 31))
        #expect(CivilDate(daysSince1970: -719_469) == CivilDate(year: 0, month: 2, day: 29))
    }

    @Test func civilDateStepsThroughConsecutiveDays() {
        // From 1000 BCE (-999) to 3000 CE: every day number maps to the calendar day after the
        // previous one, and back again.
        let first = CivilDate(year: -999, month: 1, day: 1)
        let last = CivilDate(year: 3_000, month: 12, day: 31)
        var previous = first
        var mismatches = 0
        for days in (first.daysSince1970 + 1)...last.daysSince1970 {
            let date = CivilDate(daysSince1970: days)
            let expected = Self.dayAfter(previous)
            if date != expected || date.daysSince1970 != days || !date.isValid {
                mismatches += 1
            }
            previous = date
        }
        #expect(mismatches == 0)
        #expect(previous == last)
    }

    static func dayAfter(_ date: CivilDate) -> CivilDate {
        if date.day < CivilDate.daysInMonth(date.month, year: date.year) {
            return CivilDate(year: date.year, month: date.month, day: date.day + 1)
        }
        if date.month < 12 {
            return CivilDate(year: date.year, month: date.month + 1, day: 1)
        }
        return CivilDate(year: date.year + 1, month: 1, day: 1)
    }

    @Test func civilDateRoundTripsFarFromTheEpoch() {
        var generator = SeededGenerator(seed: 0xCA1E)
        for _ in 0..<10_000 {
            let days = Int.random(in: -100_000_000...100_000_000, using: &generator)
            let date = CivilDate(daysSince1970: days)
            #expect(date.isValid)
            #expect(date.daysSince1970 == days, "\(date)")
        }
    }

    struct ValidityCase: Sendable, CustomTestStringConvertible {
        let year: Int
        let month: Int
        let day: Int
        let isValid: Bool
        var testDescription: String { "\(year)-\(month)-\(day)" }
    }

    @Test(arguments: [
        ValidityCase(year: 2000, month: 2, day: 29, isValid: true),
        ValidityCase(year: 1900, month: 2, day: 29, isValid: false),
        ValidityCase(year: 2024, month: 2, day: 29, isValid: true),
        ValidityCase(year: 2023, month: 2, day: 29, isValid: false),
        ValidityCase(year: 2023, month: 2, day: 28, isValid: true),
        ValidityCase(year: 0, month: 2, day: 29, isValid: true),
        ValidityCase(year: -4, month: 2, day: 29, isValid: true),
        ValidityCase(year: -100, month: 2, day: 29, isValid: false),
        ValidityCase(year: 2023, month: 4, day: 30, isValid: true),
        ValidityCase(year: 2023, month: 4, day: 31, isValid: false),
        ValidityCase(year: 2023, month: 12, day: 31, isValid: true),
        ValidityCase(year: 2023, month: 13, day: 1, isValid: false),
        ValidityCase(year: 2023, month: 0, day: 1, isValid: false),
        ValidityCase(year: 2023, month: 1, day: 0, isValid: false),
        ValidityCase(year: 2023, month: 1, day: -1, isValid: false),
    ])
    func civilDateValidity(_ testCase: ValidityCase) {
        #expect(CivilDate(year: testCase.year, month: testCase.month, day: testCase.day).isValid == testCase.isValid)
    }

    @Test func moduloIsAlwaysNonNegative() {
        #expect(7.modulo(3) == 1)
        #expect((-7).modulo(3) == 2)
        #expect((-6).modulo(3) == 0)
        #expect(0.modulo(86_400) == 0)
        #expect((-1).modulo(86_400) == 86_399)
    }
}
