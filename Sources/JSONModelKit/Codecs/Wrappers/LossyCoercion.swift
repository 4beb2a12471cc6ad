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
