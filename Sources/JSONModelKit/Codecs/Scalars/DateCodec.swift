import Foundation

/// `Date` in one ``JSONModel/DateStrategy`` (or one for reading and another for writing).
final class DateCodec: ValueCodec<Date>, @unchecked Sendable {
    let strategy: JSONModel.DateStrategy
    /// For `.formatted`: `DateFormatter` is not thread-safe everywhere, so it is used under a lock.
    private let formatter: Locked<DateFormatter>?
    /// Writes dates when the encoding strategy differs from the decoding one.
    let encoder: DateCodec?

    override var shape: CodecShape { .date(decoding: strategy, encoding: encoder?.strategy ?? strategy) }

    init(strategy: JSONModel.DateStrategy, encodingStrategy: JSONModel.DateStrategy? = nil) {
        self.strategy = strategy
        if let encodingStrategy, encodingStrategy != strategy {
            encoder = DateCodec(strategy: encodingStrategy)
        } else {
            encoder = nil
        }
        if case .formatted(let pattern) = strategy {
            formatter = Locked(DateCodec.makeFormatter(pattern: pattern))
        } else {
            formatter = nil
        }
        super.init(typeName: "Date")
    }

    static func makeFormatter(pattern: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = pattern
        return formatter
    }

    /// The expected format, for error messages.
    var formatDescription: String {
        switch strategy {
        case .iso8601, .iso8601WithFractionalSeconds:
            "an ISO 8601 date-time like 2024-05-01T12:30:00Z"
        case .dateOnly: "a date like 2024-05-01 (yyyy-MM-dd)"
        case .secondsSince1970: "a number of seconds since 1970 (or a string holding one)"
        case .millisecondsSince1970: "a number of milliseconds since 1970 (or a string holding one)"
        case .formatted(let pattern): "a date in the format \"\(pattern)\""
        }
    }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Date {
        switch strategy {
        case .secondsSince1970, .millisecondsSince1970:
            let number: Double
            switch context.kind(at: index) {
            case .number:
                number =
                    context.storedNumber(at: index)?.doubleValue
                    ?? JSONNumberParser.double(context.rawBytes(at: index))
            case .string:
                // ObjectMapper's and many APIs' timestamps arrive as strings: "946684800".
                guard let parsed = Self.number(inStringAt: index, in: context) else {
                    throw JSONModelError(
                        code: .invalidValue,
                        message: "expected \(formatDescription), found \(context.describeValue(at: index))"
                    )
                }
                number = parsed
            default:
                throw mismatch(context, at: index, expected: "Date (\(formatDescription))")
            }
            guard number.isFinite else { throw invalid(context, at: index, "out of range") }
            let seconds = strategy == .secondsSince1970 ? number : number / 1000
            return Date(timeIntervalSince1970: seconds)
        case .iso8601, .iso8601WithFractionalSeconds, .dateOnly, .formatted:
            guard context.kind(at: index) == .string else {
                throw mismatch(context, at: index, expected: "Date (\(formatDescription))")
            }
            guard let date = parse(at: index, in: context) else {
                throw JSONModelError(
                    code: .invalidValue,
                    message: "expected \(formatDescription), found \(context.describeValue(at: index))"
                )
            }
            return date
        }
    }

    // Specialized for Date, as the other scalars: the inherited versions look up `Date?`'s type
    // metadata on every call.
    override func decodeField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        field.store(try decode(at: index, in: context), as: Date.self)
    }

    override func decodeOptionalField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        try storeOptional(into: field, at: index, in: context) { () throws(JSONModelError) in
            try decode(at: index, in: context)
        }
    }

    /// The number in the string at tape `index` when the string is exactly one JSON number
    /// literal (no spaces, no `+`, no hexadecimal): `"946684800"`, `"1.5e9"`.
    private static func number(inStringAt index: Int, in context: DecodingContext) -> Double? {
        var text = context.string(at: index)
        return text.withUTF8 { bytes in
            JSONNumberGrammar.literalIsInteger(bytes) == nil ? nil : JSONNumberParser.double(bytes)
        }
    }

    /// The date in the string at tape `index`; ISO 8601 forms are read straight from the bytes
    /// when the string has no escapes.
    private func parse(at index: Int, in context: DecodingContext) -> Date? {
        let hasEscapes = context.entries[index].flag
        let raw = context.rawBytes(at: index)
        let body = UnsafeBufferPointer(rebasing: raw.dropFirst().dropLast())
        switch strategy {
        case .iso8601, .iso8601WithFractionalSeconds:
            let seconds =
                hasEscapes
                ? ISO8601Format.parseDateTime(context.string(at: index)) : ISO8601Format.parseDateTime(body)
            return seconds.map(Date.init(timeIntervalSince1970:))
        case .dateOnly:
            let seconds =
                hasEscapes
                ? ISO8601Format.parseDateOnly(context.string(at: index)) : ISO8601Format.parseDateOnly(body)
            return seconds.map(Date.init(timeIntervalSince1970:))
        case .formatted:
            let text = context.string(at: index)
            return formatter?.withLock { $0.date(from: text) }
        case .secondsSince1970, .millisecondsSince1970:
            return nil
        }
    }

    override func encode(_ value: Date, to writer: inout JSONWriter, in context: EncodingContext) throws(JSONModelError)
    {
        if let encoder {
            return try encoder.encode(value, to: &writer, in: context)
        }
        let seconds = value.timeIntervalSince1970
        switch strategy {
        case .iso8601, .iso8601WithFractionalSeconds, .dateOnly:
            // Four-digit years only, as RFC 3339 requires (and as the parser accepts).
            guard ISO8601Format.formattableSeconds.contains(seconds) else {
                throw JSONModelError(
                    code: .invalidValue,
                    message: "cannot encode \(value) as \(formatDescription): the year must be 0000...9999"
                )
            }
        default:
            break
        }
        switch strategy {
        case .iso8601:
            writer.string(ISO8601Format.formatDateTime(seconds, fractionalSeconds: .whenNonZero))
        case .iso8601WithFractionalSeconds:
            writer.string(ISO8601Format.formatDateTime(seconds, fractionalSeconds: .always))
        case .dateOnly:
            writer.string(ISO8601Format.formatDateOnly(seconds))
        case .secondsSince1970:
            try writer.double(seconds)
        case .millisecondsSince1970:
            try writer.double((seconds * 1000).rounded())
        case .formatted:
            writer.string(formatter?.withLock { $0.string(from: value) } ?? "")
        }
    }
}
