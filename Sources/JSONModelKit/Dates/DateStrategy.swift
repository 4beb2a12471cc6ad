extension JSONModel {
    /// How `Date` values are read from and written to JSON.
    ///
    /// All text formats are in UTC unless the text carries a zone; parsing is strict, and a
    /// string in another format is an ``JSONModelError/Code/invalidValue`` error naming the
    /// expected format.
    public enum DateStrategy: Sendable, Hashable {
        /// ISO 8601 date-time. Decoding accepts `Z` or a `±hh:mm` offset and optional fractional
        /// seconds; encoding writes UTC with `Z`, and milliseconds only when they are not zero:
        /// `2024-05-01T12:30:00Z`, `2024-05-01T12:30:00.250Z`.
        case iso8601
        /// Like ``iso8601``, but encoding always writes milliseconds: `2024-05-01T12:30:00.000Z`.
        case iso8601WithFractionalSeconds
        /// A calendar date, `yyyy-MM-dd`, at midnight UTC.
        case dateOnly
        /// A JSON number of seconds since 1970-01-01T00:00:00Z.
        case secondsSince1970
        /// A JSON number of milliseconds since 1970-01-01T00:00:00Z.
        case millisecondsSince1970
        /// A `DateFormatter` pattern such as `"dd/MM/yyyy HH:mm:ss Z"`, with the `en_US_POSIX`
        /// locale, in UTC unless the pattern has a zone field.
        case formatted(String)
    }
}
