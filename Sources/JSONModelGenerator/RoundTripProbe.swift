import Foundation
import JSONModelKit

/// Decides whether a string may become a `Date` or a `URL` by asking JSONModelKit itself: the
/// string is decoded into a one-property struct of that type and encoded again, and only when
/// the text comes back unchanged does the type qualify.
///
/// That is what makes generated models round-trip exactly: `"2024-05-01T12:30:00+02:00"` is a
/// valid date but is written back in UTC (`"2024-05-01T10:30:00Z"`), and `"a b"` in a URL is
/// written back as `a%20b`, so both stay `String`.
enum RoundTripProbe {
    /// Whether `@DateOnly` reads `text` and writes it back unchanged.
    static func isDateOnly(_ text: String) -> Bool {
        guard text.utf8.count == 10, startsLikeDate(text) else { return false }
        return roundTrips(text, as: DateOnlyProbe.self)
    }

    /// Whether `@ISO8601` reads `text` and writes it back unchanged.
    static func isISO8601(_ text: String) -> Bool {
        guard text.utf8.count > 10, startsLikeDate(text) else { return false }
        return roundTrips(text, as: ISO8601Probe.self)
    }

    /// Whether `text` is an absolute URL (a scheme and a host) that a `URL` property reads and
    /// writes back unchanged.
    static func isAbsoluteURL(_ text: String) -> Bool {
        guard text.contains("://"), let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty,
            let host = url.host, !host.isEmpty
        else { return false }
        return roundTrips(text, as: URLProbe.self)
    }

    /// A cheap filter before the real test: four digits and a `-`.
    private static func startsLikeDate(_ text: String) -> Bool {
        let head = Array(text.utf8.prefix(5))
        guard head.count == 5, head[4] == UInt8(ascii: "-") else { return false }
        return head[0..<4].allSatisfy { (0x30...0x39).contains($0) }
    }

    private static func roundTrips<Probe: JSONStruct>(_ text: String, as probe: Probe.Type) -> Bool {
        let input = JSONValue.object(["value": .string(text)])
        do {
            let decoded = try Probe.fromJSONString(input.jsonString())
            let output = try decoded.toJSONString(options: .init(prettyPrinted: false))
            return try JSONValue(parsing: output) == input
        } catch {
            return false
        }
    }
}

/// A date read and written with `@DateOnly`.
private struct DateOnlyProbe: JSONStruct {
    @DateOnly var value: Date? = nil
}

/// A date read and written with `@ISO8601`.
private struct ISO8601Probe: JSONStruct {
    @ISO8601 var value: Date? = nil
}

/// A URL read and written as a `URL` property.
private struct URLProbe: JSONStruct {
    var value: URL? = nil
}
