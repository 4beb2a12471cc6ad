// The codecs behind `@Lossy`: failures become report entries instead of errors.

/// Collections whose elements `@Lossy` may drop one by one.
protocol LossyCollection {
    static func makeLossyCodec(factory: CodecFactory) throws(JSONModelError) -> AnyValueCodec
}

extension Array: LossyCollection {
    static func makeLossyCodec(factory: CodecFactory) throws(JSONModelError) -> AnyValueCodec {
        LossyArrayCodec<Element>(element: try factory.codec(for: Element.self))
    }
}

extension Set: LossyCollection {
    static func makeLossyCodec(factory: CodecFactory) throws(JSONModelError) -> AnyValueCodec {
        LossySetCodec<Element>(element: try factory.codec(for: Element.self))
    }
}

extension Dictionary: LossyCollection {
    static func makeLossyCodec(factory: CodecFactory) throws(JSONModelError) -> AnyValueCodec {
        if Key.self == String.self {
            return LossyDictionaryCodec<Value>(value: try factory.codec(for: Value.self))
        }
        // Members whose key is not a `Key` are dropped as the ones whose value fails; a key type
        // JSONModelKit does not map itself goes through the Codable bridge as a whole.
        guard let keys = DictionaryKeyCodec<Key>.make(for: Key.self) else {
            return try factory.codec(forAny: Self.self)
        }
        return KeyedDictionaryCodec<Key, Value>(
            keys: keys,
            value: try factory.codec(for: Value.self),
            dropsFailures: true
        )
    }
}

extension Swift.Optional: LossyCollection where Wrapped: LossyCollection {
    static func makeLossyCodec(factory: CodecFactory) throws(JSONModelError) -> AnyValueCodec {
        guard let wrapped = try Wrapped.makeLossyCodec(factory: factory) as? ValueCodec<Wrapped> else {
            throw JSONModelError(code: .unsupportedType, message: "no lossy codec for \(Wrapped.self)")
        }
        return OptionalCodec<Wrapped>(wrapped: wrapped)
    }
}

/// The message of a dropped or defaulted value: the error that was not thrown.
func reportMessage(_ error: JSONModelError) -> String {
    error.code == .multiple ? error.errors.map(\.message).joined(separator: "; ") : error.message
}
