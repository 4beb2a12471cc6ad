import Foundation

/// A `Decoder` over one value on the tape: how a property of any other `Decodable` type is
/// read, by the same engine and from the same tape as everything else (whatever the source
/// was), without text or Foundation's `JSONDecoder`.
///
/// It reads as `JSONDecoder` does with the property's date strategy: `Data` from Base64,
/// `URL` from a string, `Decimal` from a number's literal, integers from integral numbers
/// in range; a ``JSONModel`` or ``JSONValue`` inside is decoded by the library itself.
struct CodableValueDecoder: Decoder {
    let context: DecodingContext
    let index: Int
    /// Reads `Date`s in the property's strategy.
    let dates: DateCodec
    let codingPath: [any CodingKey]

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard context.kind(at: index) == .object else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(CodableValueKeyedDecodingContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard context.kind(at: index) == .array else { throw mismatch([Any].self) }
        return CodableValueUnkeyedDecodingContainer(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        CodableValueSingleValueDecodingContainer(decoder: self)
    }

    /// The decoder of the value at tape `child`, reached through `key`.
    func decoder(at child: Int, key: any CodingKey) -> CodableValueDecoder {
        CodableValueDecoder(context: context, index: child, dates: dates, codingPath: codingPath + [key])
    }

    // MARK: Values

    var isNull: Bool { context.kind(at: index) == .null }

    func decodeBool() throws -> Bool {
        switch context.kind(at: index) {
        case .true: return true
        case .false: return false
        default: throw mismatch(Bool.self)
        }
    }

    func decodeString() throws -> String {
        guard context.kind(at: index) == .string else { throw mismatch(String.self) }
        return context.string(at: index)
    }

    func decodeDouble() throws -> Double {
        guard context.kind(at: index) == .number else { throw mismatch(Double.self) }
        return context.number(at: index).doubleValue
    }

    func decodeFloat() throws -> Float {
        guard context.kind(at: index) == .number else { throw mismatch(Float.self) }
        // A literal is rounded from its text (correctly), a stored number from its `Double`.
        if let stored = context.storedNumber(at: index) { return Float(stored.doubleValue) }
        return Float(context.numberText(at: index)) ?? .nan
    }

    func decodeInteger<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        guard context.kind(at: index) == .number else { throw mismatch(Integer.self) }
        let number = context.number(at: index)
        if let signed = number.int64Value, let exact = Integer(exactly: signed) { return exact }
        if let unsigned = number.uint64Value, let exact = Integer(exactly: unsigned) { return exact }
        // The accessors read a literal's exact value (``JSONNumber/int64Value``): a fraction
        // (`1.5`, `0.99999999999999999999`) is never rounded into an integer.
        let problem = number.isInteger ? "does not fit in" : "is not an integer, as expected for"
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "Number \(context.numberText(at: index)) \(problem) \(Integer.self)."
            )
        )
    }

    /// Decodes any `Decodable`, reading the types `JSONDecoder` treats specially (and the
    /// library's own) directly.
    ///
    /// A recursive `Decodable` type recurses here once per nesting level, through frames of its
    /// own and of the containers: the stack guard stops it with `tooDeeplyNested` before the
    /// thread's stack runs out.
    func decodeValue<Value: Decodable>(_ type: Value.Type) throws -> Value {
        guard context.stackGuard.hasRoom() else { throw StackGuard.exhaustedError(at: codingPath) }
        if let special = try decodeSpecial(type) { return special }
        return try Value(from: self)
    }

    private func decodeSpecial<Value>(_ type: Value.Type) throws -> Value? {
        switch type {
        case is Date.Type:
            return try converting { () throws(JSONModelError) in try dates.decode(at: index, in: context) }
                as? Value
        case is Data.Type:
            let text = try decodeString()
            guard let data = Data(base64Encoded: text) else {
                throw corrupted("Encountered Data is not valid Base64.")
            }
            return data as? Value
        case is URL.Type:
            let text = try decodeString()
            guard let url = URL(string: text) else { throw corrupted("Invalid URL string.") }
            return url as? Value
        case is Decimal.Type:
            return try converting { () throws(JSONModelError) in try DecimalCodec().decode(at: index, in: context) }
                as? Value
        case is JSONValue.Type:
            return JSONValue(tape: context.tape, at: index) as? Value
        case let modelType as JSONModel.Type:
            return try converting { () throws(JSONModelError) in
                var source = TapeSource(index: index)
                return try modelType.decodeInstance(from: &source, in: context)
            } as? Value
        default:
            return nil
        }
    }

    /// Runs the library's own decoding, reporting its failure as `DecodingError`.
    private func converting<Value>(_ body: () throws(JSONModelError) -> Value) throws -> Value {
        do throws(JSONModelError) {
            return try body()
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: codingPath, debugDescription: error.message, underlyingError: error)
            )
        }
    }

    // MARK: Errors

    func mismatch(_ expected: Any.Type) -> DecodingError {
        DecodingError.typeMismatch(
            expected,
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "Expected to decode \(expected) but found \(context.describeValue(at: index))."
            )
        )
    }

    func corrupted(_ description: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: description))
    }
}
