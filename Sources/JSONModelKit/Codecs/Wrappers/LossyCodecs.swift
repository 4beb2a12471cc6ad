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

/// `[Element]` that leaves out the elements that do not decode.
final class LossyArrayCodec<Element>: ValueCodec<[Element]>, @unchecked Sendable {
    override var shape: ValueShape { .array(element.shape) }

    let element: ValueCodec<Element>
    /// Writes the array (encoding is not lossy).
    private let plain: ArrayCodec<Element>

    init(element: ValueCodec<Element>) {
        self.element = element
        self.plain = ArrayCodec(element: element)
        super.init(typeName: "[\(element.typeName)]")
    }

    override var containsModel: Bool { element.containsModel }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> [Element] {
        guard context.kind(at: index) == .array else { throw mismatch(context, at: index) }
        var result: [Element] = []
        result.reserveCapacity(Int(context.entries[index].count))
        var child = index + 1
        for _ in 0..<context.entries[index].count {
            do throws(JSONModelError) {
                result.append(try element.decode(at: child, in: context))
            } catch {
                context.discardCollected(error)
                context.recordInReport(.dropped, at: child, message: reportMessage(error))
            }
            child = context.index(after: child)
        }
        return result
    }

    override func encode(
        _ value: [Element],
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try plain.encode(value, to: &writer, in: context)
    }
}

/// `Set<Element>` that leaves out the elements that do not decode (and repeated ones).
final class LossySetCodec<Element: Hashable>: ValueCodec<Set<Element>>, @unchecked Sendable {
    override var shape: ValueShape { .array(element.shape) }

    let element: ValueCodec<Element>
    /// Writes the set (encoding is not lossy).
    private let plain: SetCodec<Element>

    init(element: ValueCodec<Element>) {
        self.element = element
        self.plain = SetCodec(element: element)
        super.init(typeName: "Set<\(element.typeName)>")
    }

    override var containsModel: Bool { element.containsModel }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Set<Element> {
        guard context.kind(at: index) == .array else { throw mismatch(context, at: index) }
        var result = Set<Element>()
        var child = index + 1
        for _ in 0..<context.entries[index].count {
            do throws(JSONModelError) {
                let item = try element.decode(at: child, in: context)
                if !result.insert(item).inserted, context.options.duplicateSetElements == .reject {
                    context.recordInReport(
                        .dropped,
                        at: child,
                        message: "duplicate element \(context.describeValue(at: child)) in \(typeName)"
                    )
                }
            } catch {
                context.discardCollected(error)
                context.recordInReport(.dropped, at: child, message: reportMessage(error))
            }
            child = context.index(after: child)
        }
        return result
    }

    override func encode(
        _ value: Set<Element>,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try plain.encode(value, to: &writer, in: context)
    }
}

/// `[String: Value]` that leaves out the members that do not decode.
final class LossyDictionaryCodec<Value>: ValueCodec<[String: Value]>, @unchecked Sendable {
    override var shape: ValueShape { .dictionary(value.shape) }

    let value: ValueCodec<Value>
    /// Writes the dictionary (encoding is not lossy).
    private let plain: DictionaryCodec<Value>

    init(value: ValueCodec<Value>) {
        self.value = value
        self.plain = DictionaryCodec(value: value)
        super.init(typeName: "[String: \(value.typeName)]")
    }

    override var containsModel: Bool { value.containsModel }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> [String: Value] {
        guard context.kind(at: index) == .object else { throw mismatch(context, at: index) }
        var result: [String: Value] = [:]
        var child = index + 1
        for _ in 0..<context.entries[index].count {
            if context.isShadowed(keyAt: child, inObjectAt: index) {
                // `useLast`: a later member replaces this one, which is never decoded.
                child = context.index(after: child + 1)
                continue
            }
            let key = context.string(at: child)
            do throws(JSONModelError) {
                if result[key] != nil, context.options.duplicateKeys == .reject {
                    throw JSONModelError(
                        code: .duplicateKey,
                        message: "duplicate key \"\(JSONModelError.escapedForMessage(key))\""
                    )
                }
                result[key] = try value.decode(at: child + 1, in: context)
            } catch {
                context.discardCollected(error)
                context.recordInReport(.dropped, at: child + 1, message: reportMessage(error))
            }
            child = context.index(after: child + 1)
        }
        return result
    }

    override func encode(
        _ dictionary: [String: Value],
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try plain.encode(dictionary, to: &writer, in: context)
    }
}

/// Any other `@Lossy` value: a value of the wrong JSON type is converted when the conversion
/// is exact, else the declared default is kept.
final class LossyValueCodec<Value>: ValueCodec<Value>, @unchecked Sendable {
    override var shape: ValueShape { inner.shape }

    let inner: ValueCodec<Value>
    let defaultValue: Value

    init(inner: ValueCodec<Value>, defaultValue: Value) {
        self.inner = inner
        self.defaultValue = defaultValue
        super.init(typeName: inner.typeName)
    }

    override var isOptionalType: Bool { inner.isOptionalType }
    override var acceptsNull: Bool { inner.acceptsNull }
    override var containsModel: Bool { inner.containsModel }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Value {
        try decodeOrFallBack(at: index, in: context) ?? freshDefault()
    }

    /// Keeps the value already in the field when nothing fits: that is the default the model's
    /// own `init()` just made, so no two decodes ever share a fallback instance.
    override func decodeField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        if let value = try decodeOrFallBack(at: index, in: context) {
            field.store(value, as: Value.self)
        }
    }

    /// The decoded or coerced value, or `nil` (reported as defaulted) when neither fits.
    private func decodeOrFallBack(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Value? {
        do throws(JSONModelError) {
            return try inner.decode(at: index, in: context)
        } catch {
            context.discardCollected(error)
            if let (value, note) = coerced(at: index, in: context) {
                context.recordInReport(.coerced, at: index, message: note)
                return value
            }
            context.recordInReport(.defaulted, at: index, message: reportMessage(error))
            return nil
        }
    }

    /// The declared default, as a new instance when it is a model, so that decodes that fall
    /// back without a field of their own do not share one object either.
    private func freshDefault() -> Value {
        if let model = defaultValue as? JSONModel, let fresh = type(of: model).init() as? Value {
            return fresh
        }
        return defaultValue
    }

    /// The value decoded from an exact conversion of the JSON at `index`, if one fits.
    private func coerced(at index: Int, in context: DecodingContext) -> (Value, String)? {
        let found = context.describeValue(at: index)
        for candidate in LossyCoercion.candidates(for: JSONValue(tape: context.tape, at: index)) {
            let scratch = DecodingContext(
                tape: candidate.tape,
                options: context.options,
                cache: context.cache,
                decodeHook: context.decodeHook
            )
            if let decoded = try? inner.decode(at: 0, in: scratch) {
                return (decoded, "\(found) read as \(typeName) \(LossyCoercion.describe(decoded))")
            }
        }
        return nil
    }

    override func encode(
        _ value: Value,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try inner.encode(value, to: &writer, in: context)
    }

    override func presence(of value: Value) -> MemberPresence {
        inner.presence(of: value)
    }
}

/// The exact conversions `@Lossy` tries for a scalar of the wrong JSON type.
enum LossyCoercion {
    /// One conversion: the one-value tape the inner codec reads, and how it reads in messages.
    struct Candidate {
        let tape: JSONTape
        let description: String

        init(_ value: JSONValue) {
            var builder = TapeBuilder(capacity: 1)
            // A scalar: adding it cannot exceed a nesting limit.
            try? builder.append(value)
            tape = builder.makeTape()
            description = value.jsonString()
        }

        /// A string whose text is a number literal, kept as the literal so that every digit
        /// counts (`"12345678901234567890"` for a `UInt64`, many digits for a `Decimal`).
        init?(numberText text: String) {
            // JSON whitespace around the number is allowed, as a JSON document would allow it.
            let whitespace: Set<Character> = [" ", "\t", "\n", "\r"]
            let literal = String(
                text.drop(while: whitespace.contains).reversed().drop(while: whitespace.contains).reversed()
            )
            var builder = TapeBuilder(capacity: 1)
            guard builder.appendNumberLiteral(ifValid: literal) else { return nil }
            tape = builder.makeTape()
            description = literal
        }
    }

    /// The value a coercion produced, as messages show it: a string quoted, an optional
    /// unwrapped (`"42"`, `100`, `2.5`, `true`).
    static func describe(_ value: Any) -> String {
        var unwrapped = value
        // Only in messages, so a `Mirror` is cheap enough.
        while Mirror(reflecting: unwrapped).displayStyle == .optional {
            guard let wrapped = Mirror(reflecting: unwrapped).children.first?.value else { return "nil" }
            unwrapped = wrapped
        }
        if let text = unwrapped as? String {
            return "\"\(JSONModelError.escapedForMessage(text))\""
        }
        return "\(unwrapped)"
    }

    static func candidates(for value: JSONValue) -> [Candidate] {
        switch value {
        case .string(let text):
            var result: [Candidate] = []
            if let number = Candidate(numberText: text) {
                result.append(number)
            }
            switch text {
            case "true": result.append(Candidate(.bool(true)))
            case "false": result.append(Candidate(.bool(false)))
            default: break
            }
            return result
        case .number(let number):
            var result: [Candidate] = [Candidate(.string(number.description))]
            if number == 0 { result.append(Candidate(.bool(false))) }
            if number == 1 { result.append(Candidate(.bool(true))) }
            return result
        case .bool(let flag):
            return [Candidate(.string(flag ? "true" : "false")), Candidate(.number(flag ? 1 : 0))]
        case .null, .array, .object:
            return []
        }
    }
}
