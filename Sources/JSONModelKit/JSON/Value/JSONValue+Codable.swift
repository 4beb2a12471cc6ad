import Foundation

extension JSONValue: Codable {
    /// Reads any JSON value from a `Codable` decoder.
    ///
    /// - Parameter decoder: The decoder.
    /// Another library's decoder calls this once per nesting level (this library's own reads a
    /// `JSONValue` without recursing), so a deep value checks the thread's stack at each level.
    ///
    /// Numbers are asked for as `Decimal` first, which `JSONDecoder` reads from the literal's
    /// digits, so that a literal with a fraction stays one: `0.99999999999999999999` is not the
    /// integer 1 its `Double` and `Int` would make of it. What the decoder has already rounded
    /// cannot be recovered: `JSONDecoder` keeps 38 significant digits of a longer literal, and
    /// a literal smaller than any `Double` (`1e-400`), which it reads as the integer 0 only,
    /// comes out as a zero that is not an integer, refused where an integer is expected.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the value is none of null, a Boolean, a
    ///   number, a string, an array or a keyed container; ``JSONModelError`` with code
    ///   `tooDeeplyNested` when the thread's stack is nearly used up.
    public init(from decoder: any Decoder) throws {
        guard StackGuard.forForeignCoder().hasRoom() else {
            throw StackGuard.exhaustedError(at: decoder.codingPath)
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let number = Self.number(in: container) {
            self = .number(number)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try Self.attempt({ try container.decode([JSONValue].self) }) {
            self = .array(value)
        } else if let value = try Self.attempt({ try container.decode([String: JSONValue].self) }) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a JSON value")
        }
    }

    /// The number in `container`, as exactly as the decoder gives it (see
    /// ``init(from:)``); `nil` when it holds no number.
    private static func number(in container: any SingleValueDecodingContainer) -> JSONNumber? {
        // A failed attempt costs a `DecodingError` whose coding path the decoder builds by
        // recursion, deep in a deep document: `Decimal` is asked only of what is a number.
        let double = try? container.decode(Double.self)
        let integer = try? container.decode(Int64.self)
        guard double != nil || integer != nil else {
            return (try? container.decode(UInt64.self)).map { JSONNumber($0) }
        }
        if let decimal = try? container.decode(Decimal.self), decimal.isFinite {
            // Plain decimal notation ("0.5", "100"), valid JSON, read as a literal would be.
            var text = decimal.description
            return text.withUTF8 { literal in
                JSONNumber(literal: literal, isInteger: !literal.contains(UInt8(ascii: ".")))
            }
        }
        guard let double else {
            // An integer without a `Double`: `JSONDecoder`'s reading of a literal too small
            // for any `Double`, which is not the integer it claims.
            return JSONNumber(storage: .literalDouble(0, isInteger: false))
        }
        // A decoder without `Decimal` (a property list's): its integers exactly.
        if let integer, Double(integer) == double.rounded(.towardZero) { return JSONNumber(integer) }
        if let unsigned = try? container.decode(UInt64.self), Double(unsigned) == double.rounded(.towardZero) {
            return JSONNumber(unsigned)
        }
        return JSONNumber(double)
    }

    /// The result of `read`, or `nil` when it fails with anything but a value too deep for the
    /// stack, which goes on up instead of making the value look like another kind.
    private static func attempt<Value>(_ read: () throws -> Value) throws -> Value? {
        do {
            return try read()
        } catch let failure as JSONModelError where failure.code == .tooDeeplyNested {
            throw failure
        } catch {
            return nil
        }
    }

    /// Writes the value to a `Codable` encoder.
    ///
    /// - Parameter encoder: The encoder.
    /// Another library's encoder calls this once per nesting level (this library's own writes
    /// a `JSONValue` without recursing), so a deep value checks the thread's stack at each level.
    ///
    /// - Throws: What the encoder throws (for example for a non-finite number);
    ///   ``JSONModelError`` with code `tooDeeplyNested` when the thread's stack is nearly used up.
    public func encode(to encoder: any Encoder) throws {
        guard StackGuard.forForeignCoder().hasRoom() else {
            throw StackGuard.exhaustedError(at: encoder.codingPath)
        }
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let number):
            switch number.storage {
            case .signed(let value): try container.encode(value)
            case .unsigned(let value): try container.encode(value)
            case .double(let value), .literalDouble(let value, _): try container.encode(value)
            case .literal(let literal):
                // Its exact value where a `Decimal` holds it, else its `Double`.
                if let decimal = Decimal(string: literal.text, locale: nil), decimal.isFinite, !decimal.isZero {
                    try container.encode(decimal)
                } else {
                    try container.encode(literal.value)
                }
            }
        case .string(let value): try container.encode(value)
        case .array(let elements): try container.encode(elements)
        case .object(let members): try container.encode(members)
        }
    }
}
