/// Reads and writes one mapped property of a model instance.
class PropertyAccessor: @unchecked Sendable {
    /// The codec of the property's value, type-erased.
    let valueCodec: AnyValueCodec

    init(valueCodec: AnyValueCodec) {
        self.valueCodec = valueCodec
    }

    /// Decodes the value at tape `index` and stores it in `object`.
    ///
    /// The base class stores nothing; ``StoredFieldAccessor`` and ``KeyPathAccessor`` replace it.
    func decode(into object: JSONModel, at index: Int, in context: DecodingContext) throws(JSONModelError) {
        throw JSONModelError(code: .unsupportedType, message: "no accessor")
    }

    /// Writes the property as an object member (`key` already quoted), or nothing when it is
    /// `nil` and `nil` values are omitted.
    func encodeMember(of object: JSONModel, quotedKey: [UInt8], to writer: inout JSONWriter, in context: EncodingContext) throws(JSONModelError) {
        throw JSONModelError(code: .unsupportedType, message: "no accessor")
    }
}

/// Writes one member, leaving out `nil` unless the options ask for `null`.
@inline(__always)
private func writeMember<Value>(
    _ value: Value,
    codec: ValueCodec<Value>,
    quotedKey: [UInt8],
    to writer: inout JSONWriter,
    in context: EncodingContext
) throws(JSONModelError) {
    if codec.isNil(value) {
        guard context.options.nilEncoding == .null else { return }
        writer.key(quoted: quotedKey)
        writer.null()
        return
    }
    writer.key(quoted: quotedKey)
    try codec.encode(value, to: &writer, in: context)
}

/// A stored property reached through its field offset: about 30x faster than a key path.
final class StoredFieldAccessor<Field>: PropertyAccessor, @unchecked Sendable {
    let offset: Int
    let codec: ValueCodec<Field>

    init(offset: Int, codec: ValueCodec<Field>) {
        self.offset = offset
        self.codec = codec
        super.init(valueCodec: codec)
    }

    override func decode(into object: JSONModel, at index: Int, in context: DecodingContext) throws(JSONModelError) {
        let value = try codec.decode(at: index, in: context)
        FieldReflection.fieldPointer(in: object, offset: offset, as: Field.self).pointee = value
    }

    override func encodeMember(of object: JSONModel, quotedKey: [UInt8], to writer: inout JSONWriter, in context: EncodingContext) throws(JSONModelError) {
        let value = FieldReflection.fieldPointer(in: object, offset: offset, as: Field.self).pointee
        try writeMember(value, codec: codec, quotedKey: quotedKey, to: &writer, in: context)
    }
}

/// A property registered with a key path (``JSONModel/KeyPathProperty``).
final class KeyPathAccessor<Root: JSONModel, Value>: PropertyAccessor, @unchecked Sendable {
    let keyPath: ReferenceWritableKeyPath<Root, Value>
    let codec: ValueCodec<Value>

    init(keyPath: ReferenceWritableKeyPath<Root, Value>, codec: ValueCodec<Value>) {
        self.keyPath = keyPath
        self.codec = codec
        super.init(valueCodec: codec)
    }

    override func decode(into object: JSONModel, at index: Int, in context: DecodingContext) throws(JSONModelError) {
        let value = try codec.decode(at: index, in: context)
        // The schema only uses this accessor for `Root` and its subclasses.
        unsafeDowncast(object, to: Root.self)[keyPath: keyPath] = value
    }

    override func encodeMember(of object: JSONModel, quotedKey: [UInt8], to writer: inout JSONWriter, in context: EncodingContext) throws(JSONModelError) {
        let value = unsafeDowncast(object, to: Root.self)[keyPath: keyPath]
        try writeMember(value, codec: codec, quotedKey: quotedKey, to: &writer, in: context)
    }
}
