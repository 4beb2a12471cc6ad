/// Whether and how a property's value appears in encoded JSON.
enum MemberPresence {
    /// A value to write.
    case value
    /// `nil`: written as `null` or left out, as the options (or `@EncodeNull`) say.
    case nilValue
    /// Never written (``JSONField/absent``).
    case absent
}

/// Reads and writes one mapped property of a model instance.
///
/// An instance is reached through a raw pointer to its storage: the object itself for a
/// ``JSONModel`` (from `Unmanaged`), the value for a ``JSONStruct``. Callers keep the instance
/// alive while they use the pointer.
class PropertyAccessor: @unchecked Sendable {
    /// The codec of the property's value, type-erased.
    let valueCodec: AnyValueCodec
    /// Whether `nil` is written as `null` whatever the options say (`@EncodeNull`).
    let encodesNull: Bool

    init(valueCodec: AnyValueCodec, encodesNull: Bool) {
        self.valueCodec = valueCodec
        self.encodesNull = encodesNull
    }

    /// The field's offset in the instance when the value is a stored field that the codec can
    /// decode in place (``AnyValueCodec/decodeField(into:at:in:)``); `nil` otherwise.
    var storedFieldOffset: Int? { nil }

    /// Decodes the value at tape `index` and stores it in the instance at `base`.
    ///
    /// The base class stores nothing; ``StoredFieldAccessor`` and ``KeyPathAccessor`` replace it.
    func decode(into base: UnsafeMutableRawPointer, at index: Int, in context: DecodingContext) throws(JSONModelError) {
        throw JSONModelError(code: .unsupportedType, message: "no accessor")
    }

    /// Writes the property as an object member under `key`, or nothing when it is
    /// left out.
    func encodeMember(
        of base: UnsafeMutableRawPointer,
        key: JSONWriter.EncodedKey,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        throw JSONModelError(code: .unsupportedType, message: "no accessor")
    }

    /// Whether the property would be written, as a value or `null`, with `context`'s options.
    func isWritten(of base: UnsafeMutableRawPointer, in context: EncodingContext) -> Bool {
        false
    }

    /// Writes the property's value alone (a `nil` as `null`).
    func encodeValue(
        of base: UnsafeMutableRawPointer,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        throw JSONModelError(code: .unsupportedType, message: "no accessor")
    }

    /// Copies the property's value from one instance to another of the same type.
    func copyValue(from source: UnsafeMutableRawPointer, to destination: UnsafeMutableRawPointer) {}

    /// Copies the value as ``copyValue(from:to:)`` does, without telling observers.
    ///
    /// An `@Observable` property registered with a key path is copied through its storage. An
    /// update copies silently until it has succeeded as a whole, then tells the observers of
    /// what changed.
    func copyValueSilently(from source: UnsafeMutableRawPointer, to destination: UnsafeMutableRawPointer) {
        copyValue(from: source, to: destination)
    }

    /// Whether copying the value tells observers (``copyValueSilently(from:to:)`` does not).
    var notifiesObservers: Bool { false }

    /// Takes `field` as the `@Observable` storage of the property, when its type fits; only a
    /// key-path accessor has any use for it.
    func adoptObservedStorage(_ field: ReflectedField) {}

    /// The property's value, boxed.
    func anyValue(of base: UnsafeMutableRawPointer) -> Any {
        ()
    }

    /// The accessor of the same property, its codec checking `constraints`
    /// (``ValueCodec/constrained(by:)``).
    ///
    /// - Throws: ``ConstraintMisuse`` when a constraint cannot apply to the property's type
    ///   (the base class: a type with no default mapping).
    func constrained(by constraints: [JSONModel.Constraint]) throws(ConstraintMisuse) -> PropertyAccessor {
        throw ConstraintCompiler.misuse(constraints[0], on: valueCodec.typeName)
    }

    /// Adds to `walk` every constraint the property's value in the instance at `base` breaks.
    func collectViolations(of base: UnsafeMutableRawPointer, into walk: ValidationWalk) {}

    /// Stores `value` in the property of the instance at `base`, and returns whether it fitted.
    ///
    /// The value is stored as it is, or inside the optionals and property wrappers the
    /// property's type is made of (the wrappers keep their other state).
    func assign(_ value: Any, in base: UnsafeMutableRawPointer) -> Bool {
        false
    }
}

/// A typed accessor: reaching the value is left to the subclass.
class TypedPropertyAccessor<Value>: PropertyAccessor, @unchecked Sendable {
    let codec: ValueCodec<Value>

    init(codec: ValueCodec<Value>, encodesNull: Bool) {
        self.codec = codec
        super.init(valueCodec: codec, encodesNull: encodesNull)
    }

    @inline(__always)
    final func isWritten(_ value: Value, in context: EncodingContext) -> Bool {
        switch codec.presence(of: value) {
        case .value: true
        case .nilValue: encodesNull || context.options.nilEncoding == .null
        case .absent: false
        }
    }

    @inline(__always)
    final func writeValue(
        _ value: Value,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        if codec.presence(of: value) == .value {
            try codec.encode(value, to: &writer, in: context)
        } else {
            writer.null()
        }
    }
}

/// A stored property reached through its field offset: about 30x faster than a key path.
final class StoredFieldAccessor<Field>: TypedPropertyAccessor<Field>, @unchecked Sendable {
    let offset: Int

    init(offset: Int, codec: ValueCodec<Field>, encodesNull: Bool) {
        self.offset = offset
        super.init(codec: codec, encodesNull: encodesNull)
    }

    @inline(__always)
    private func field(_ base: UnsafeMutableRawPointer) -> FieldSlot {
        FieldSlot(in: base, offset: offset)
    }

    override var storedFieldOffset: Int? { offset }

    override func decode(
        into base: UnsafeMutableRawPointer,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        // The codec's own override stores with code specialized for the field's type.
        try codec.decodeField(into: field(base), at: index, in: context)
    }

    override func encodeMember(
        of base: UnsafeMutableRawPointer,
        key: JSONWriter.EncodedKey,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try codec.encodeField(
            field(base),
            key: key,
            encodesNull: encodesNull,
            to: &writer,
            in: context
        )
    }

    override func isWritten(of base: UnsafeMutableRawPointer, in context: EncodingContext) -> Bool {
        isWritten(field(base)[as: Field.self], in: context)
    }

    override func encodeValue(
        of base: UnsafeMutableRawPointer,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try writeValue(field(base)[as: Field.self], to: &writer, in: context)
    }

    override func copyValue(from source: UnsafeMutableRawPointer, to destination: UnsafeMutableRawPointer) {
        field(destination).store(field(source).load(as: Field.self), as: Field.self)
    }

    override func anyValue(of base: UnsafeMutableRawPointer) -> Any {
        field(base).load(as: Field.self)
    }

    override func assign(_ value: Any, in base: UnsafeMutableRawPointer) -> Bool {
        NestedValue.assign(value, into: &field(base)[as: Field.self])
    }

    override func constrained(by constraints: [JSONModel.Constraint]) throws(ConstraintMisuse) -> PropertyAccessor {
        StoredFieldAccessor(offset: offset, codec: try codec.constrained(by: constraints), encodesNull: encodesNull)
    }

    override func collectViolations(of base: UnsafeMutableRawPointer, into walk: ValidationWalk) {
        guard codec.isValidated else { return }
        codec.collectViolations(in: UnsafeRawPointer(field(base).borrow(as: Field.self)), into: walk)
    }
}

/// A property registered with a key path (``JSONModel/KeyPathProperty``); only on classes.
final class KeyPathAccessor<Root: JSONModel, Value>: TypedPropertyAccessor<Value>, @unchecked Sendable {
    let keyPath: ReferenceWritableKeyPath<Root, Value>

    init(keyPath: ReferenceWritableKeyPath<Root, Value>, codec: ValueCodec<Value>) {
        self.keyPath = keyPath
        super.init(codec: codec, encodesNull: false)
    }

    @inline(__always)
    private func object(_ base: UnsafeMutableRawPointer) -> Root {
        // The schema only uses this accessor for `Root` and its subclasses.
        unsafeDowncast(Unmanaged<JSONModel>.fromOpaque(base).takeUnretainedValue(), to: Root.self)
    }

    override func decode(
        into base: UnsafeMutableRawPointer,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        let value = try codec.decode(at: index, in: context)
        object(base)[keyPath: keyPath] = value
    }

    override func encodeMember(
        of base: UnsafeMutableRawPointer,
        key: JSONWriter.EncodedKey,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try codec.writeMember(
            object(base)[keyPath: keyPath],
            key: key,
            encodesNull: encodesNull,
            to: &writer,
            in: context
        )
    }

    override func isWritten(of base: UnsafeMutableRawPointer, in context: EncodingContext) -> Bool {
        isWritten(object(base)[keyPath: keyPath], in: context)
    }

    override func encodeValue(
        of base: UnsafeMutableRawPointer,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try writeValue(object(base)[keyPath: keyPath], to: &writer, in: context)
    }

    override func copyValue(from source: UnsafeMutableRawPointer, to destination: UnsafeMutableRawPointer) {
        object(destination)[keyPath: keyPath] = object(source)[keyPath: keyPath]
    }

    /// The offset of the `@Observable` macro's storage of the property (`_name`), set while
    /// the schema is built, before any decode can see the accessor.
    private var observedStorageOffset: Int?

    override var notifiesObservers: Bool { observedStorageOffset != nil }

    override func adoptObservedStorage(_ field: ReflectedField) {
        if field.type == Value.self { observedStorageOffset = field.offset }
    }

    override func copyValueSilently(from source: UnsafeMutableRawPointer, to destination: UnsafeMutableRawPointer) {
        guard let offset = observedStorageOffset else { return copyValue(from: source, to: destination) }
        FieldSlot(in: destination, offset: offset).store(
            FieldSlot(in: source, offset: offset).load(as: Value.self),
            as: Value.self
        )
    }

    override func anyValue(of base: UnsafeMutableRawPointer) -> Any {
        object(base)[keyPath: keyPath]
    }

    override func constrained(by constraints: [JSONModel.Constraint]) throws(ConstraintMisuse) -> PropertyAccessor {
        KeyPathAccessor(keyPath: keyPath, codec: try codec.constrained(by: constraints))
    }

    override func collectViolations(of base: UnsafeMutableRawPointer, into walk: ValidationWalk) {
        guard codec.isValidated else { return }
        withUnsafePointer(to: object(base)[keyPath: keyPath]) { value in
            codec.collectViolations(in: UnsafeRawPointer(value), into: walk)
        }
    }

    override func assign(_ value: Any, in base: UnsafeMutableRawPointer) -> Bool {
        var current = object(base)[keyPath: keyPath]
        guard NestedValue.assign(value, into: &current) else { return false }
        object(base)[keyPath: keyPath] = current
        return true
    }
}

/// A property whose type has no default mapping, kept for hooks to handle: every use by the
/// default mapping throws the property's error.
final class UnmappedPropertyAccessor: PropertyAccessor, @unchecked Sendable {
    /// Copies the value between instances, so an update keeps what a hook set.
    typealias Copy = @Sendable (_ source: UnsafeMutableRawPointer, _ destination: UnsafeMutableRawPointer) -> Void

    let error: JSONModelError
    private let copy: Copy?

    init(error: JSONModelError, typeName: String, copy: Copy?) {
        self.error = error
        self.copy = copy
        super.init(valueCodec: UnmappedCodec(typeName: typeName), encodesNull: false)
    }

    override func copyValue(from source: UnsafeMutableRawPointer, to destination: UnsafeMutableRawPointer) {
        copy?(source, destination)
    }

    override func decode(
        into base: UnsafeMutableRawPointer,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        throw error
    }

    override func encodeMember(
        of base: UnsafeMutableRawPointer,
        key: JSONWriter.EncodedKey,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        throw error
    }

    override func isWritten(of base: UnsafeMutableRawPointer, in context: EncodingContext) -> Bool {
        true
    }

    override func encodeValue(
        of base: UnsafeMutableRawPointer,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        throw error
    }
}

/// The codec of a type with no default mapping: only its name, for messages and hooks.
final class UnmappedCodec: AnyValueCodec, @unchecked Sendable {
    override var shape: CodecShape { .unmapped }
}
