/// A codec for values of type `Value`; each supported type has a subclass.
class ValueCodec<Value>: AnyValueCodec, @unchecked Sendable {
    /// This codec, checking `constraints` on the values it decodes (``ConstrainedCodec``).
    ///
    /// The default compiles them for a number or a string; codecs of collections split off
    /// `.each` for their elements, optionals and wrappers pass them to the value inside.
    ///
    /// - Throws: ``ConstraintMisuse`` when a constraint cannot apply to the type.
    func constrained(by constraints: [JSONModel.Constraint]) throws(ConstraintMisuse) -> ValueCodec<Value> {
        guard !constraints.isEmpty else { return self }
        let check = try ConstraintCompiler.scalarCheck(for: Value.self, typeName: typeName, constraints: constraints)
        return ConstrainedCodec(wrapping: self, constraints: constraints, check: check)
    }

    /// Reads the value at tape `index`.
    ///
    /// The base class has no way to read a `Value`; every subclass replaces this.
    func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Value {
        throw JSONModelError(code: .unsupportedType, message: "no decoder for \(typeName)")
    }

    override func decodeField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        field.store(try decode(at: index, in: context), as: Value.self)
    }

    /// Reads the value at `source`'s cursor and moves the cursor past it (as
    /// ``decodeField(into:from:in:)``, whose default this shares).
    func decode(from source: inout ByteSource, in context: DecodingContext) throws(JSONModelError) -> Value {
        try decode(at: source.takeValue(in: context), in: context)
    }

    /// ``decodeOptionalField(into:at:in:)`` for the value at `source`'s cursor, which it moves
    /// past: `null` is `nil`, anything else is read by ``decode(from:in:)`` (straight from the
    /// text for models, and for arrays and optionals that hold them).
    func decodeOptionalField(
        into field: FieldSlot,
        from source: inout ByteSource,
        in context: DecodingContext
    ) throws(JSONModelError) {
        try storeOptional(into: field, from: &source, in: context) { (source) throws(JSONModelError) in
            try decode(from: &source, in: context)
        }
    }

    /// Decodes `null` as `nil` and any other value at tape `index` as `Value` into `field`,
    /// which holds an initialized `Value?` (``OptionalCodec`` calls it on its wrapped codec).
    ///
    /// Codecs of concrete types override it with specialized code, as ``decodeField(into:at:in:)``.
    func decodeOptionalField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        try storeOptional(into: field, at: index, in: context) { () throws(JSONModelError) in
            try decode(at: index, in: context)
        }
    }

    override func encodeField(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try writeMember(
            field[as: Value.self],
            key: key,
            encodesNull: encodesNull,
            to: &writer,
            in: context
        )
    }

    /// Writes the `Value?` in `field` as the member `key`: `nil` as for ``encodeField(_:key:encodesNull:to:in:)``,
    /// any other value as `Value` (``OptionalCodec`` calls it on its wrapped codec).
    ///
    /// Codecs of concrete types override it with specialized code, as ``encodeField(_:key:encodesNull:to:in:)``.
    func encodeOptionalField(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try writeOptionalMember(field, key: key, encodesNull: encodesNull, to: &writer, in: context)
    }

    /// Writes `value` as the member `key`, or `null`, or nothing, as its ``presence(of:)`` and
    /// the options say.
    ///
    /// Inlined into each caller, so a concrete codec's override writes with specialized code.
    @inline(__always)
    final func writeMember(
        _ value: Value,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        switch presence(of: value) {
        case .value:
            try encodeMember(value, key: key, to: &writer, in: context)
        case .nilValue:
            writeNilMember(key: key, encodesNull: encodesNull, to: &writer, in: context)
        case .absent:
            return
        }
    }

    /// ``encodeOptionalField(_:key:encodesNull:to:in:)``'s work, inlined into each override.
    @inline(__always)
    final func writeOptionalMember(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try writeOptionalMember(field, key: key, encodesNull: encodesNull, to: &writer, in: context) {
            (value, writer) throws(JSONModelError) in
            try encodeMember(value, key: key, to: &writer, in: context)
        }
    }

    /// Writes the `Value?` in `field`: `nil` as ``writeNilMember(key:encodesNull:to:in:)`` says,
    /// any other value with `writeMember`, which writes it as the member `key`.
    ///
    /// Codecs of scalars pass the writer's fused member call (`JSONWriter.member(_:bool:)` and
    /// its siblings); inlined with it into each override.
    @inline(__always)
    final func writeOptionalMember<Failure: Error>(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext,
        member writeMember: (Value, inout JSONWriter) throws(Failure) -> Void
    ) throws(Failure) {
        if let value = field.loadOptional(of: Value.self) {
            try writeMember(value, &writer)
        } else {
            writeNilMember(key: key, encodesNull: encodesNull, to: &writer, in: context)
        }
    }

    /// Writes the member `key` as `null` for a `nil` value when `@EncodeNull` or the options'
    /// ``JSONModel/EncodingOptions/nilEncoding`` ask for it; otherwise the member is left out.
    @inline(__always)
    final func writeNilMember(
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) {
        guard encodesNull || context.options.nilEncoding == .null else { return }
        writer.key(key)
        writer.null()
    }

    /// Writes `value`.
    ///
    /// The base class has no way to write a `Value`; every subclass replaces this.
    func encode(_ value: Value, to writer: inout JSONWriter, in context: EncodingContext) throws(JSONModelError) {
        throw JSONModelError(code: .unsupportedType, message: "no encoder for \(typeName)")
    }

    /// Writes `value` as the member `key`.
    ///
    /// ``IntegerCodec`` overrides it to write the key and the value after one capacity check
    /// (`JSONWriter.member(_:integer:)`); the codecs of `String`, `Bool`, `Int` and `Double`
    /// call the writer's fused member calls from their field writers directly.
    func encodeMember(
        _ value: Value,
        key: JSONWriter.EncodedKey,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        writer.key(key)
        try encode(value, to: &writer, in: context)
    }

    /// Whether `value` is written, is `nil` (an absent key or `null`, as the options say), or
    /// is never written.
    func presence(of value: Value) -> MemberPresence {
        .value
    }

    /// Writes the array stored at `items` as a JSON array, as the object member `key` when
    /// there is one (`nil` for an array element or a value on its own); a failure's path gets
    /// the element index.
    ///
    /// The member's key is written here, not by the caller, so that an empty array (thousands
    /// in some documents) is its key and `[]` after one capacity check.
    ///
    /// Arrays are written by their element's codec, as they are read (``decodeArray(at:in:arrayCodec:)``),
    /// so that codecs of concrete types can override this with specialized code. The array is
    /// passed by its address, so that one stored in a field or in another array is borrowed
    /// where it is: passing the array itself retains and releases it, two atomic operations
    /// (16% of encoding canada.json, whose coordinates are arrays of two numbers).
    func encodeArray(
        _ items: UnsafePointer<[Value]>,
        member key: JSONWriter.EncodedKey?,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try writeArray(items, member: key, to: &writer, in: context)
    }

    /// ``encodeArray(_:member:to:in:)``'s work, inlined into each override.
    @inline(__always)
    final func writeArray(
        _ items: UnsafePointer<[Value]>,
        member key: JSONWriter.EncodedKey?,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        let failure: JSONModelError? = items.withArrayElements { buffer in
            do throws(JSONModelError) {
                guard try writer.beginArray(member: key, isEmpty: buffer.count == 0) else { return nil }
            } catch {
                return error
            }
            // An index loop: `enumerated()` in unspecialized generic code would look up the
            // metadata of its sequence types on every call.
            for position in 0..<buffer.count {
                writer.element()
                do throws(JSONModelError) {
                    try encode(buffer[position], to: &writer, in: context)
                } catch {
                    var failure = error
                    failure.prepend(.index(position))
                    return failure
                }
            }
            writer.endArray()
            return nil
        }
        if let failure { throw failure }
    }

    /// Reads the JSON array at `source`'s cursor as `[Value]` and moves the cursor past it.
    ///
    /// Arrays of models (or of values that hold models) are walked element by element, each
    /// model read straight from the text; any other array is read onto the scratch tape and
    /// decoded by ``decodeArray(at:in:arrayCodec:)``, the specialized loops of scalar codecs.
    func decodeArray(
        from source: inout ByteSource,
        in context: DecodingContext,
        arrayCodec: AnyValueCodec
    ) throws(JSONModelError) -> [Value] {
        guard containsModel else {
            return try decodeArray(at: source.takeValue(in: context), in: context, arrayCodec: arrayCodec)
        }
        return try decodeArrayElements(
            from: &source,
            in: context,
            mismatch: { index in arrayCodec.mismatch(context, at: index) },
            decodeElement: { (source: inout ByteSource) throws(JSONModelError) in
                try decode(from: &source, in: context)
            }
        )
    }

    /// Reads the JSON array at tape `index` as `[Value]`; `arrayCodec` names the array type in
    /// errors.
    ///
    /// Arrays are built by their element's codec so that codecs of concrete types (`Double`,
    /// `String`, `Int`...) can override this with fully specialized code; this generic default
    /// costs one runtime metadata lookup per array.
    func decodeArray(
        at index: Int,
        in context: DecodingContext,
        arrayCodec: AnyValueCodec
    ) throws(JSONModelError) -> [Value] {
        try decodeArrayElements(at: index, in: context, arrayCodec: arrayCodec) { element throws(JSONModelError) in
            try decode(at: element.takeValue(in: context), in: context)
        }
    }
}
