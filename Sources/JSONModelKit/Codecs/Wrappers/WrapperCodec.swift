/// A property wrapper's storage: read and written as the wrapped value.
///
/// Decoding assigns the decoded value through the `wrappedValue` setter of the wrapper already
/// in the field (the one the model's `init()` made), so configuration given in the declaration
/// (a key, a date format, a transform, a clamping range) is kept, the wrapper's own setter
/// logic runs, and a value the decoder falls back on is that instance's own, never shared.
/// Serves JSONModelKit's wrappers and users' ``JSONPropertyWrapper`` types alike.
final class WrapperCodec<Wrapper, Value>: ValueCodec<Wrapper>, @unchecked Sendable {
    override var shape: CodecShape { .wrapper(wrapped) }

    /// The wrapper in a blank instance, for the paths that decode without a field to fill.
    let prototype: Wrapper
    let wrapped: ValueCodec<Value>
    /// The wrapper's own `wrappedValue` getter and setter.
    private let access: WrappedValueAccess<Wrapper, Value>

    init(prototype: Wrapper, wrapped: ValueCodec<Value>, access: WrappedValueAccess<Wrapper, Value>) {
        self.prototype = prototype
        self.wrapped = wrapped
        self.access = access
        super.init(typeName: wrapped.typeName)
    }

    override var isOptionalType: Bool { wrapped.isOptionalType }
    override var acceptsNull: Bool { wrapped.acceptsNull }
    override var containsModel: Bool { wrapped.containsModel }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Wrapper {
        var result = prototype
        try decodeWrappedValue(of: &result, at: index, in: context)
        return result
    }

    override func decodeField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        try decodeWrappedValue(of: &field[as: Wrapper.self], at: index, in: context)
    }

    /// Decodes into a copy of the wrapped value (so a lenient codec can keep it as it is),
    /// then assigns it through the setter.
    private func decodeWrappedValue(
        of wrapper: inout Wrapper,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        var value = access.get(wrapper)
        try withUnsafeMutablePointer(to: &value) { storage throws(JSONModelError) in
            try wrapped.decodeField(into: FieldSlot(lending: storage), at: index, in: context)
        }
        access.set(&wrapper, value)
    }

    override func encode(
        _ value: Wrapper,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try wrapped.encode(access.get(value), to: &writer, in: context)
    }

    override func presence(of value: Wrapper) -> MemberPresence {
        wrapped.presence(of: access.get(value))
    }

    // MARK: - Constraints

    // The constraints are on the wrapped value, which the wrapper's setter receives once checked.
    override func constrained(by constraints: [JSONModel.Constraint]) throws(ConstraintMisuse) -> ValueCodec<Wrapper> {
        guard !constraints.isEmpty else { return self }
        return WrapperCodec(prototype: prototype, wrapped: try wrapped.constrained(by: constraints), access: access)
    }

    override var isValidated: Bool { wrapped.isValidated }

    override func collectViolations(in value: UnsafeRawPointer, into walk: ValidationWalk) {
        guard wrapped.isValidated else { return }
        let item = access.get(value.load(as: Wrapper.self))
        withUnsafePointer(to: item) { wrapped.collectViolations(in: UnsafeRawPointer($0), into: walk) }
    }
}

/// How a ``WrapperCodec`` reaches the wrapped value: through the wrapper's own getter and
/// setter, as closures made where the wrapper's type is known (a key path costs several times
/// as much per access).
///
/// The closures capture nothing and are only called, so the codec that holds them stays safe
/// to share between threads.
struct WrappedValueAccess<Wrapper, Value> {
    let get: (Wrapper) -> Value
    let set: (inout Wrapper, Value) -> Void
}

extension WrappedValueAccess where Wrapper: ModelPropertyWrapper, Value == Wrapper.Value {
    /// One of JSONModelKit's wrappers.
    static var libraryWrapper: Self {
        Self(get: { $0.wrappedValue }, set: { $0.wrappedValue = $1 })
    }
}

extension WrappedValueAccess where Wrapper: JSONPropertyWrapper, Value == Wrapper.Value {
    /// A user's ``JSONPropertyWrapper``.
    static var userWrapper: Self {
        Self(get: { $0.wrappedValue }, set: { $0.wrappedValue = $1 })
    }
}
