// The containers of ``CodableValueDecoder``: each reads values on the tape by index. The scalar
// requirements of the `Codable` protocols are listed one by one (they have no defaults); each
// forwards to the one reader of its kind on ``CodableValueDecoder``.

/// Reads the members of a JSON object.
struct CodableValueKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: CodableValueDecoder
    /// The value index of each key (a repeated key: the last, as `JSONDecoder` reads it).
    private let members: [String: Int]

    init(decoder: CodableValueDecoder) {
        self.decoder = decoder
        var members: [String: Int] = [:]
        let context = decoder.context
        var child = decoder.index + 1
        for _ in 0..<context.entries[decoder.index].count {
            members[context.string(at: child)] = child + 1
            child = context.index(after: child + 1)
        }
        self.members = members
    }

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func child(_ key: Key) throws -> CodableValueDecoder {
        guard let index = members[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "No value associated with key \"\(key.stringValue)\"."
                )
            )
        }
        return decoder.decoder(at: index, key: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try child(key).isNull }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decodeBool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).decodeString() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decodeDouble() }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).decodeFloat() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decodeInteger(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decodeInteger(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decodeInteger(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decodeInteger(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decodeInteger(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decodeInteger(type) }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try child(key).decodeValue(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        guard let key = Key(stringValue: "super") else { throw decoder.corrupted("No \"super\" key.") }
        return try child(key)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
}

/// Reads the elements of a JSON array in order.
struct CodableValueUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let decoder: CodableValueDecoder
    private var nextIndex: Int
    private(set) var currentIndex = 0

    init(decoder: CodableValueDecoder) {
        self.decoder = decoder
        self.nextIndex = decoder.index + 1
    }

    var codingPath: [any CodingKey] { decoder.codingPath }

    var count: Int? { Int(decoder.context.entries[decoder.index].count) }

    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    /// Reads the next element with `read`, moving on only when it succeeds (as `JSONDecoder`).
    private mutating func next<Value>(_ read: (CodableValueDecoder) throws -> Value) throws -> Value {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Value.self,
                DecodingError.Context(codingPath: codingPath, debugDescription: "Unkeyed container is at end.")
            )
        }
        let value = try read(decoder.decoder(at: nextIndex, key: IndexCodingKey(intValue: currentIndex)))
        nextIndex = decoder.context.index(after: nextIndex)
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, decoder.context.kind(at: nextIndex) == .null else { return false }
        nextIndex += 1
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next { try $0.decodeBool() } }
    mutating func decode(_ type: String.Type) throws -> String { try next { try $0.decodeString() } }
    mutating func decode(_ type: Double.Type) throws -> Double { try next { try $0.decodeDouble() } }
    mutating func decode(_ type: Float.Type) throws -> Float { try next { try $0.decodeFloat() } }
    mutating func decode(_ type: Int.Type) throws -> Int { try next { try $0.decodeInteger(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next { try $0.decodeInteger(type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next { try $0.decodeInteger(type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next { try $0.decodeInteger(type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next { try $0.decodeInteger(type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next { try $0.decodeInteger(type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next { try $0.decodeInteger(type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next { try $0.decodeInteger(type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next { try $0.decodeInteger(type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next { try $0.decodeInteger(type) } }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try next { try $0.decodeValue(type) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try next { try $0.container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next { try $0.unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        try next { $0 }
    }
}

/// Reads the one value a decoder stands for.
struct CodableValueSingleValueDecodingContainer: SingleValueDecodingContainer {
    let decoder: CodableValueDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.isNull }

    func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool() }
    func decode(_ type: String.Type) throws -> String { try decoder.decodeString() }
    func decode(_ type: Double.Type) throws -> Double { try decoder.decodeDouble() }
    func decode(_ type: Float.Type) throws -> Float { try decoder.decodeFloat() }
    func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(type) }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try decoder.decodeValue(type) }
}
