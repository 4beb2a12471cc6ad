extension JSONValue: Codable {
    /// Reads any JSON value from a `Codable` decoder.
    ///
    /// - Parameter decoder: The decoder.
    /// Another library's decoder calls this once per nesting level (this library's own reads a
    /// `JSONValue` without recursing), so a deep value checks the thread's stack at each level.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the value is none of null, a Boolean, a
    ///   number, a string, an array or a keyed container; ``JSONModelError`` with code
    ///   `tooDeeplyNested` when the thread's stack is nearly used up.
    public init(from decoder: any Decoder) throws {
        guard StackGuard().hasRoom() else { throw StackGuard.exhaustedError(at: decoder.codingPath) }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .number(JSONNumber(value))
        } else if let value = try? container.decode(UInt64.self) {
            self = .number(JSONNumber(value))
        } else if let value = try? container.decode(Double.self) {
            self = .number(JSONNumber(value))
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
        guard StackGuard().hasRoom() else { throw StackGuard.exhaustedError(at: encoder.codingPath) }
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let number):
            switch number.storage {
            case .signed(let value): try container.encode(value)
            case .unsigned(let value): try container.encode(value)
            case .double(let value), .literalDouble(let value, _): try container.encode(value)
            }
        case .string(let value): try container.encode(value)
        case .array(let elements): try container.encode(elements)
        case .object(let members): try container.encode(members)
        }
    }
}
