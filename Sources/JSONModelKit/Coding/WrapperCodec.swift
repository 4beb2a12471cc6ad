/// A property wrapper's storage: read and written as the wrapped value.
///
/// Decoding assigns the decoded value through the `wrappedValue` setter of the wrapper already
/// in the field (the one the model's `init()` made), so configuration given in the declaration
/// (a key, a date format, a transform, a clamping range) is kept, the wrapper's own setter
/// logic runs, and a value the decoder falls back on is that instance's own, never shared.
/// Serves JSONModelKit's wrappers and users' ``JSONPropertyWrapper`` types alike.
final class WrapperCodec<Wrapper, Value>: ValueCodec<Wrapper>, @unchecked Sendable {
    override var shape: ValueShape { wrapped.shape }

    /// The wrapper in a blank instance, for the paths that decode without a field to fill.
    let prototype: Wrapper
    let wrapped: ValueCodec<Value>
    /// `\.wrappedValue`: through the wrapper's own getter and setter.
    private let wrappedValue: WritableKeyPath<Wrapper, Value>

    init(prototype: Wrapper, wrapped: ValueCodec<Value>, wrappedValue: WritableKeyPath<Wrapper, Value>) {
        self.prototype = prototype
        self.wrapped = wrapped
        self.wrappedValue = wrappedValue
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
        into field: UnsafeMutableRawPointer,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        try decodeWrappedValue(of: &field.assumingMemoryBound(to: Wrapper.self).pointee, at: index, in: context)
    }

    /// Decodes into a copy of the wrapped value (so a lenient codec can keep it as it is),
    /// then assigns it through the setter.
    private func decodeWrappedValue(
        of wrapper: inout Wrapper,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        var value = wrapper[keyPath: wrappedValue]
        try withMutableStorage(of: &value) { storage throws(JSONModelError) in
            try wrapped.decodeField(into: storage, at: index, in: context)
        }
        wrapper[keyPath: wrappedValue] = value
    }

    override func encode(
        _ value: Wrapper,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try wrapped.encode(value[keyPath: wrappedValue], to: &writer, in: context)
    }

    override func presence(of value: Wrapper) -> MemberPresence {
        wrapped.presence(of: value[keyPath: wrappedValue])
    }
}
