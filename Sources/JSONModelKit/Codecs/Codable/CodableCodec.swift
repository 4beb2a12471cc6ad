import Foundation

/// Any other `Codable` type, read by ``CodableValueDecoder`` from the tape and written by
/// ``CodableValueEncoder`` through the writer, with the property's date strategy: the same engine as
/// every other property, whatever the source or sink.
final class CodableCodec<Value: Codable>: ValueCodec<Value>, @unchecked Sendable {
    private let dates: DateCodec

    init(dateStrategy: JSONModel.DateStrategy) {
        self.dates = DateCodec(strategy: dateStrategy)
        super.init(typeName: String(describing: Value.self))
    }

    override var acceptsNull: Bool { true }

    /// Any JSON, as the type's own `Codable` implementation writes it (in XML: its JSON text).
    override var shape: CodecShape { .any }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Value {
        let decoder = CodableValueDecoder(context: context, index: index, dates: dates, codingPath: [])
        // Failures collected inside (a model in a `Codable` value) reach the caller as this
        // one error, or not at all when the type's own `init(from:)` catches them.
        let collected = context.collectedErrorCount
        defer { context.collectedErrorCount = collected }
        do {
            return try decoder.decodeValue(Value.self)
        } catch {
            if let depthFailure = Self.depthFailure(in: error) { throw depthFailure }
            throw JSONModelError(
                code: .invalidValue,
                message:
                    "expected \(typeName), found \(context.describeValue(at: index)) (\(Self.describe(error)))"
            )
        }
    }

    override func encode(
        _ value: Value,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        let encoded = EncodedValue()
        do {
            try CodableValueEncoder(value: encoded, dates: dates, context: context, codingPath: []).encodeValue(value)
        } catch {
            if let depthFailure = Self.depthFailure(in: error) { throw depthFailure }
            throw JSONModelError(code: .invalidValue, message: "cannot encode \(typeName): \(Self.describe(error))")
        }
        try encoded.write(to: &writer, sortedKeys: context.options.sortedKeys, stack: context.stackGuard)
    }

    /// The `tooDeeplyNested` error inside `error` (thrown by the decoder or encoder, or by a
    /// model inside the value and wrapped in a `DecodingError` or `EncodingError`), so that a
    /// value too deep for the stack or the depth limit fails as such, not as an invalid value.
    private static func depthFailure(in error: any Error) -> JSONModelError? {
        var current = error
        // A few wrappings at most; the bound only keeps a strange error chain from looping.
        for _ in 0..<8 {
            let underlying: (any Error)?
            switch current {
            case let failure as JSONModelError:
                return failure.code == .tooDeeplyNested ? failure : nil
            case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
                DecodingError.keyNotFound(_, let context), DecodingError.dataCorrupted(let context):
                underlying = context.underlyingError
            case EncodingError.invalidValue(_, let context):
                underlying = context.underlyingError
            default:
                underlying = nil
            }
            guard let underlying else { return nil }
            current = underlying
        }
        return nil
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
