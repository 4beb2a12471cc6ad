/// What the strings at one place looked like: how many, and whether every one of them is a
/// date or an absolute URL that JSONModelKit writes back exactly as it was read.
///
/// Each test runs only while every earlier string passed it, so a place of ordinary text costs
/// one failed check.
struct StringSketch {
    /// Strings seen.
    var count = 0
    /// Whether every string is an ISO 8601 date-time that `@ISO8601` writes back unchanged.
    var allISO8601 = true
    /// Whether every string is a `yyyy-MM-dd` date that `@DateOnly` writes back unchanged.
    var allDateOnly = true
    /// Whether every string is an absolute URL that a `URL` property writes back unchanged.
    var allURLs = true

    /// Records one string.
    ///
    /// - Parameters:
    ///   - text: The string.
    ///   - dates: Whether to test for dates at all (`--no-dates` turns it off).
    mutating func observe(_ text: String, dates: Bool) {
        count += 1
        if allDateOnly { allDateOnly = dates && RoundTripProbe.isDateOnly(text) }
        if allISO8601 { allISO8601 = dates && RoundTripProbe.isISO8601(text) }
        if allURLs { allURLs = RoundTripProbe.isAbsoluteURL(text) }
    }

    /// Adds what `other` has seen.
    mutating func absorb(_ other: StringSketch) {
        count += other.count
        allISO8601 = allISO8601 && other.allISO8601
        allDateOnly = allDateOnly && other.allDateOnly
        allURLs = allURLs && other.allURLs
    }
}
