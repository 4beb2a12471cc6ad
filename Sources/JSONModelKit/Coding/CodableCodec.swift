import Foundation

/// Any other `Codable` type, bridged through Foundation's `JSONDecoder` and `JSONEncoder` on the
/// value's own JSON text, with the property's date strategy.
final class CodableCodec<Value: Codable>: ValueCodec<Value>, @unchecked Sendable {
    private let dateStrategy: JSONModel.DateStrategy

    init(dateStrategy: JSONModel.DateStrategy) {
        self.dateStrategy = dateStrategy
        super.init(typeName: String(describing: Value.self))
    }

    override var acceptsNull: Bool { true }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Value {
        let data = Data(context.rawBytes(at: index))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = foundationDecodingStrategy
        do {
            return try decoder.decode(Value.self, from: data)
        } catch {
            throw JSONModelError(
                code: .invalidValue,
                message:
                    "expected \(typeName), found \(context.tape.describeValue(at: index)) (\(Self.describe(error)))"
            )
        }
    }

    override func encode(
        _ value: Value,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = foundationEncodingStrategy
        let data: Data
        do {
            data = try encoder.encode(value)
        } catch {
            throw JSONModelError(code: .invalidValue, message: "cannot encode \(typeName): \(Self.describe(error))")
        }
        // Re-read the text so the output follows this call's layout and key-order options.
        let maxDepth = writer.maxDepth
        let json = try data.withUnsafeBytes { raw in
            Result { () throws(JSONModelError) in
                try JSONValue(parsingBytes: raw.bindMemory(to: UInt8.self), maxDepth: maxDepth)
            }
        }.get()
        try json.writeChecked(to: &writer, sortedKeys: context.options.sortedKeys)
    }

    private var foundationDecodingStrategy: JSONDecoder.DateDecodingStrategy {
        switch dateStrategy {
        case .iso8601, .iso8601WithFractionalSeconds, .dateOnly:
            let strategy = dateStrategy
            return .custom { decoder in
                let text = try decoder.singleValueContainer().decode(String.self)
                let seconds =
                    strategy == .dateOnly
                    ? ISO8601Format.parseDateOnly(text) : ISO8601Format.parseDateTime(text)
                guard let seconds else {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: decoder.codingPath, debugDescription: "invalid date \"\(text)\"")
                    )
                }
                return Date(timeIntervalSince1970: seconds)
            }
        case .secondsSince1970: return .secondsSince1970
        case .millisecondsSince1970: return .millisecondsSince1970
        case .formatted(let pattern): return .formatted(DateCodec.makeFormatter(pattern: pattern))
        }
    }

    private var foundationEncodingStrategy: JSONEncoder.DateEncodingStrategy {
        switch dateStrategy {
        case .iso8601, .iso8601WithFractionalSeconds, .dateOnly:
            let strategy = dateStrategy
            return .custom { date, encoder in
                let seconds = date.timeIntervalSince1970
                guard ISO8601Format.formattableSeconds.contains(seconds) else {
                    throw EncodingError.invalidValue(
                        date,
                        .init(codingPath: encoder.codingPath, debugDescription: "the year must be 0000...9999")
                    )
                }
                let text: String
                switch strategy {
                case .dateOnly: text = ISO8601Format.formatDateOnly(seconds)
                case .iso8601WithFractionalSeconds:
                    text = ISO8601Format.formatDateTime(seconds, fractionalSeconds: .always)
                default: text = ISO8601Format.formatDateTime(seconds, fractionalSeconds: .whenNonZero)
                }
                var container = encoder.singleValueContainer()
                try container.encode(text)
            }
        case .secondsSince1970: return .secondsSince1970
        case .millisecondsSince1970: return .millisecondsSince1970
        case .formatted(let pattern): return .formatted(DateCodec.makeFormatter(pattern: pattern))
        }
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.keyNotFound(_, let context), DecodingError.dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        default:
            return String(describing: error)
        }
    }
}
