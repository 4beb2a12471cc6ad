// The one place where a field's raw address becomes a typed value: every read and write of a
// stored property by the codecs and the property accessors goes through `FieldSlot`, so the
// assumption that makes them sound is stated once, here, not in each codec file.
// `FieldSlotTests` pins what each accessor does to the value and its reference counts.

/// The storage of one value that a codec reads or writes in place: a stored property of a
/// model instance, or a local variable lent for one call.
///
/// A schema makes a slot from an instance's address and a field offset that
/// ``FieldReflection`` reported; a codec reads and writes the value through the accessors,
/// naming the type it holds.
///
/// Every accessor relies on one invariant, which whoever makes the slot guarantees: **the
/// address is the storage of an initialized value of exactly the type the accessor names, and
/// that storage stays alive and in place for the call.** It holds because
///
/// - the schema builder pairs each field offset with the codec made for that field's exact
///   type (`StoredFieldAccessor<Field>` with `ValueCodec<Field>`), and only maps `var` fields
///   with strong or value storage, in instances the caller keeps alive (an object it holds, or
///   a struct value it lends for the call);
/// - ``OptionalCodec`` hands its `Wrapped?` slot to the wrapped codec's
///   `decodeOptionalField` and `encodeOptionalField`, which name `Wrapped?` (through
///   ``loadOptional(of:)``, ``storeOptional(_:of:)`` and ``isNilReference``);
/// - ``init(lending:)`` wraps a local variable's pointer, valid inside the closure of
///   `withUnsafeMutablePointer(to:_:)` that made it.
///
/// A slot is one pointer, passed as cheaply as the raw address it wraps, and each accessor is
/// inlined into its caller, where it is the same single load or store: the codecs are the hot
/// path of every decode and encode. The in-place accessor is a subscript with addressors, not a
/// method taking a closure: most codecs are generic classes whose methods run unspecialized,
/// where a closure is not inlined (measured: 95 more instructions per nested model decoded).
struct FieldSlot {
    /// The address of the value.
    private let address: UnsafeMutableRawPointer

    /// The slot of the field at `offset` in the instance whose storage starts at `base` (an
    /// object's address from ``FieldReflection/base(of:)``, or a struct value's address).
    @inline(__always)
    init(in base: UnsafeMutableRawPointer, offset: Int) {
        address = base.advanced(by: offset)
    }

    /// The slot of the value at `value`, to read only: an element in an array's storage.
    @inline(__always)
    init<Value>(reading value: UnsafePointer<Value>) {
        address = UnsafeMutableRawPointer(mutating: value)
    }

    /// The slot of a variable lent by `withUnsafeMutablePointer(to:_:)`; valid only inside
    /// that call's closure.
    ///
    /// Not a method taking a closure of its own: in a generic codec's unspecialized code, the
    /// closure would be called through a context for every value (see the type's notes).
    @inline(__always)
    init<Value>(lending storage: UnsafeMutablePointer<Value>) {
        address = UnsafeMutableRawPointer(storage)
    }

    /// The typed view of the storage; the one place that binds a field's address to a type.
    @inline(__always)
    fileprivate func pointer<Value>(to type: Value.Type) -> UnsafeMutablePointer<Value> {
        address.assumingMemoryBound(to: Value.self)
    }

    /// The value, which holds a `Value`, in place: read it, assign it, or pass it `inout`
    /// (`isKnownUniquelyReferenced(&field[as: Model.self])`), with the semantics of a stored
    /// property's access and without a copy.
    @inline(__always)
    subscript<Value>(as type: Value.Type) -> Value {
        unsafeAddress { UnsafePointer(pointer(to: type)) }
        nonmutating unsafeMutableAddress { pointer(to: type) }
    }

    // MARK: - Reading

    /// A copy of the value, which holds a `Value` (a copy retains what the value refers to).
    @inline(__always)
    func load<Value>(as type: Value.Type) -> Value {
        self[as: type]
    }

    /// A copy of the value, which holds a `Value?`.
    @inline(__always)
    func loadOptional<Value>(of type: Value.Type) -> Value? {
        pointer(to: Value?.self).pointee
    }

    /// The value where it is stored, which holds a `Value`, for readers that take it by
    /// address: a `String` or an array read through a copy costs a retain and a release.
    ///
    /// The pointer is valid as long as the slot; nothing may write through it.
    @inline(__always)
    func borrow<Value>(as type: Value.Type) -> UnsafePointer<Value> {
        UnsafePointer(pointer(to: type))
    }

    /// Whether the value, a `Swift.Optional` of a class reference (`Model?`), is `nil`;
    /// read without retaining the object.
    @inline(__always)
    var isNilReference: Bool {
        address.load(as: UnsafeRawPointer?.self) == nil
    }

    /// The object the value refers to, not retained; the value is a reference to an `Object`
    /// (or a subclass), or an `Object?` that is not `nil`.
    ///
    /// The caller keeps the storage, and so the object, alive while it uses the result.
    @inline(__always)
    func unretainedReference<Object: AnyObject>(to type: Object.Type) -> Unmanaged<Object> {
        address.load(as: Unmanaged<Object>.self)
    }

    // MARK: - Writing

    /// Replaces the value, which holds a `Value`, with `value`: the old value is released and
    /// the new one kept, as a property assignment does.
    @inline(__always)
    func store<Value>(_ value: consuming Value, as type: Value.Type) {
        self[as: type] = value
    }

    /// Replaces the value, which holds a `Value?`, with `value`, as ``store(_:as:)``.
    @inline(__always)
    func storeOptional<Value>(_ value: consuming Value?, of type: Value.Type) {
        pointer(to: Value?.self).pointee = value
    }
}

extension FieldReflection {
    /// A typed pointer to the field at `offset` inside `object`, for tests that check what a
    /// write through a field's address does to reference counts.
    ///
    /// Valid only while `object` is alive, for a `Field` that is the field's exact type (the
    /// invariant of ``FieldSlot``). Assigning through it releases the old value and retains the
    /// new one, like a normal property assignment.
    static func fieldPointer<Field>(
        in object: AnyObject,
        offset: Int,
        as type: Field.Type
    ) -> UnsafeMutablePointer<Field> {
        FieldSlot(in: base(of: object), offset: offset).pointer(to: type)
    }
}
