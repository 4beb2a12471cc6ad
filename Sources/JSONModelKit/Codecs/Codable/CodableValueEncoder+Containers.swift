// The containers of ``CodableValueEncoder``: each fills an ``EncodedValue``. The scalar requirements
// of the `Codable` protocols are listed one by one (they have no defaults); each forwards to
// the one writer of its kind on ``CodableValueEncoder``.

/// Writes the members of a JSON object.
struct CodableValueKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: CodableValueEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    private func child(_ key: Key) -> CodableValueEncoder {
        encoder.encoder(for: encoder.value.member(key.stringValue), key: key)
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).encodeNil() }

    mutating func encode(_ value: Bool, forKey key: Key) throws { try child(key).encodeScalar(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { try child(key).encodeScalar(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try child(key).encodeScalar(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try child(key).encodeScalar(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try child(key).encodeScalar(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try child(key).encodeScalar(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try child(key).encodeScalar(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try child(key).encodeScalar(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try child(key).encodeScalar(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try child(key).encodeScalar(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try child(key).encodeScalar(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try child(key).encodeScalar(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try child(key).encodeScalar(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try child(key).encodeScalar(value) }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        try child(key).encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        child(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        child(key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoder.encoder(for: encoder.value.member("super"), key: IndexCodingKey(intValue: 0))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder { child(key) }
}

/// Writes the elements of a JSON array.
struct CodableValueUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: CodableValueEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    var count: Int { encoder.value.elementCount }

    private func nextElement() -> CodableValueEncoder {
        let index = count
        return encoder.encoder(for: encoder.value.appendElement(), key: IndexCodingKey(intValue: index))
    }

    mutating func encodeNil() throws { nextElement().encodeNil() }

    mutating func encode(_ value: Bool) throws { try nextElement().encodeScalar(value) }
    mutating func encode(_ value: String) throws { try nextElement().encodeScalar(value) }
    mutating func encode(_ value: Double) throws { try nextElement().encodeScalar(value) }
    mutating func encode(_ value: Float) throws { try nextElement().encodeScalar(value) }
    mutating func encode(_ value: Int) throws { try nextElement().encodeScalar(value) }
    mutating func encode(_ value: Int8) throws { try nextElement().encodeScalar(value) }
    mutating func encode(_ value: Int16) throws { try nextElement().encodeScalar(value) }
    mutating func encode(_ value: Int32) throws { try nextElement().encodeScalar(value) }
    mutating func encode(_ value: Int64) throws { try nextElement().encodeScalar(value) }
    mutating func encode(_ value: UInt) throws { try nextElement().encodeScalar(value) }
    mutating func encode(_ value: UInt8) throws { try nextElement().encodeScalar(value) }
    mutating func encode(_ value: UInt16) throws { try nextElement().encodeScalar(value) }
    mutating func encode(_ value: UInt32) throws { try nextElement().encodeScalar(value) }
    mutating func encode(_ value: UInt64) throws { try nextElement().encodeScalar(value) }

    mutating func encode<Value: Encodable>(_ value: Value) throws { try nextElement().encodeValue(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        nextElement().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        nextElement().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { nextElement() }
}

/// Writes the one value an encoder stands for.
struct CodableValueSingleValueEncodingContainer: SingleValueEncodingContainer {
    let encoder: CodableValueEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.encodeNil() }

    mutating func encode(_ value: Bool) throws { try encoder.encodeScalar(value) }
    mutating func encode(_ value: String) throws { try encoder.encodeScalar(value) }
    mutating func encode(_ value: Double) throws { try encoder.encodeScalar(value) }
    mutating func encode(_ value: Float) throws { try encoder.encodeScalar(value) }
    mutating func encode(_ value: Int) throws { try encoder.encodeScalar(value) }
    mutating func encode(_ value: Int8) throws { try encoder.encodeScalar(value) }
    mutating func encode(_ value: Int16) throws { try encoder.encodeScalar(value) }
    mutating func encode(_ value: Int32) throws { try encoder.encodeScalar(value) }
    mutating func encode(_ value: Int64) throws { try encoder.encodeScalar(value) }
    mutating func encode(_ value: UInt) throws { try encoder.encodeScalar(value) }
    mutating func encode(_ value: UInt8) throws { try encoder.encodeScalar(value) }
    mutating func encode(_ value: UInt16) throws { try encoder.encodeScalar(value) }
    mutating func encode(_ value: UInt32) throws { try encoder.encodeScalar(value) }
    mutating func encode(_ value: UInt64) throws { try encoder.encodeScalar(value) }

    mutating func encode<Value: Encodable>(_ value: Value) throws { try encoder.encodeValue(value) }
}
