import Foundation

/// An `Encoder` that builds an ``EncodedValue`` tree: how a property of any other `Encodable`
/// type is written, by the library's writer (into text or values alike), without text or
/// Foundation's `JSONEncoder`.
///
/// It writes as `JSONEncoder` does with the property's date strategy: `Data` as Base64, `URL`
/// as its absolute string, `Decimal` as its plain decimal literal, non-finite numbers as an
/// error; a ``JSONModel`` or ``JSONValue`` inside is encoded by the library itself. Object
/// members keep the order the type encoded them in (or ascending with `sortedKeys`).
struct CodableValueEncoder: Encoder {
    let value: EncodedValue
    /// Writes `Date`s in the property's strategy.
    let dates: DateCodec
    let context: EncodingContext
    let codingPath: [any CodingKey]

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        value.becomeObject()
        return KeyedEncodingContainer(CodableValueKeyedEncodingContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        value.becomeArray()
        return CodableValueUnkeyedEncodingContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        CodableValueSingleValueEncodingContainer(encoder: self)
    }

    /// The encoder of a new value reached through `key`.
    func encoder(for child: EncodedValue, key: any CodingKey) -> CodableValueEncoder {
        CodableValueEncoder(value: child, dates: dates, context: context, codingPath: codingPath + [key])
    }

    // MARK: Values

    func encodeNil() {
        value.content = .scalar(.null)
    }

    func encodeScalar(_ scalar: Bool) throws { value.content = .scalar(.bool(scalar)) }

    func encodeScalar(_ scalar: String) throws { value.content = .scalar(.string(scalar)) }

    func encodeScalar(_ scalar: Double) throws {
        guard scalar.isFinite else {
            throw EncodingError.invalidValue(
                scalar,
                EncodingError.Context(codingPath: codingPath, debugDescription: "Unable to encode \(scalar) in JSON.")
            )
        }
        value.content = .scalar(.number(JSONNumber(scalar)))
    }

    func encodeScalar(_ scalar: Float) throws {
        guard scalar.isFinite else {
            throw EncodingError.invalidValue(
                scalar,
                EncodingError.Context(codingPath: codingPath, debugDescription: "Unable to encode \(scalar) in JSON.")
            )
        }
        // The shortest decimal that reads back to the same `Float`, as `JSONEncoder` writes it.
        value.content =
            scalar == scalar.rounded(.towardZero) && abs(scalar) < 16_777_216
            ? .scalar(.number(JSONNumber(Double(scalar)))) : .literal(scalar.description)
    }

    func encodeScalar<Integer: BinaryInteger>(_ scalar: Integer) throws {
        value.content = .scalar(.number(JSONNumber(scalar)))
    }

    /// Encodes any `Encodable`, writing the types `JSONEncoder` treats specially (and the
    /// library's own) directly.
    ///
    /// A recursive `Encodable` value recurses here once per nesting level: beyond the options'
    /// `maxDepth`, or when the stack guard finds the thread's stack nearly used up, it fails
    /// with `tooDeeplyNested` (a value the writer could not write anyway).
    func encodeValue<Value: Encodable>(_ encodable: Value) throws {
        guard codingPath.count <= context.options.maxDepth, context.stackGuard.hasRoom() else {
            throw StackGuard.exhaustedError(at: codingPath)
        }
        switch encodable {
        case let date as Date:
            value.content = .tape(
                try converting { writer throws(JSONModelError) in
                    try dates.encode(date, to: &writer, in: context)
                }
            )
        case let data as Data:
            value.content = .scalar(.string(data.base64EncodedString()))
        case let url as URL:
            value.content = .scalar(.string(url.absoluteString))
        case let decimal as Decimal:
            guard decimal.isFinite else {
                throw EncodingError.invalidValue(
                    decimal,
                    EncodingError.Context(codingPath: codingPath, debugDescription: "Unable to encode NaN in JSON.")
                )
            }
            value.content = .literal(decimal.description)
        case let json as JSONValue:
            value.content = .scalar(json)
        case let model as JSONModel:
            value.content = .tape(
                try converting { writer throws(JSONModelError) in
                    let schema = try context.cache.schema(for: type(of: model))
                    try schema.encode(FieldReflection.base(of: model), object: model, to: &writer, in: context)
                }
            )
        default:
            try encodable.encode(to: self)
        }
    }

    /// Runs the library's own encoding into values, reporting its failure as `EncodingError`.
    private func converting(
        _ body: (inout JSONWriter) throws(JSONModelError) -> Void
    ) throws -> JSONTape {
        var writer = JSONWriter(buildingValuesWithMaxDepth: context.options.maxDepth)
        do throws(JSONModelError) {
            try body(&writer)
        } catch {
            throw EncodingError.invalidValue(
                error,
                EncodingError.Context(codingPath: codingPath, debugDescription: error.message, underlyingError: error)
            )
        }
        return writer.makeTape()
    }
}
