/// The Swift type inferred for a place in the samples.
indirect enum InferredType: Hashable, Sendable {
    /// `Bool`.
    case bool
    /// `Int`: every number was an integer in `Int64` range.
    case integer
    /// `UInt64`: integers beyond `Int64.max`, none negative.
    case unsignedInteger
    /// `Double`: some number had a fractional part (or did not fit 64 bits).
    case double
    /// `String`.
    case string
    /// `URL`: every string was an absolute URL that round-trips.
    case url
    /// `Date`, read and written in the given format.
    case date(DateFormat)
    /// `JSONValue`: mixed kinds, only `null`, or nothing seen (empty arrays).
    case json
    /// A generated model, by its index in ``InferredSchema/models``.
    case model(Int)
    /// `[T]`.
    case array(InferredType)
    /// `[String: T]`: an object keyed by identifiers.
    case dictionary(InferredType)
    /// `T?`: an array element or dictionary value that was sometimes `null`.
    case optional(InferredType)

    /// The two date formats that JSONModelKit writes back exactly.
    enum DateFormat: Hashable, Sendable {
        /// `2024-05-01T12:30:00Z` (`@ISO8601`, also the default date strategy).
        case iso8601
        /// `2024-05-01` (`@DateOnly`).
        case dateOnly
    }
}
