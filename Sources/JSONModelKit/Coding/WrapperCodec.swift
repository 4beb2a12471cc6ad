/// A JSONModelKit property wrapper's storage: read and written as the wrapped value.
///
/// Decoding copies the blank instance's wrapper and replaces its value, so configuration given
/// in the declaration (a key, a date format, a transform) is kept.
final class WrapperCodec<Wrapper: ModelPropertyWrapper>: ValueCodec<Wrapper>, @unchecked Sendable {
    override var shape: ValueShape { wrapped.shape }

    let prototype: Wrapper
    let wrapped: ValueCodec<Wrapper.Value>

    init(prototype: Wrapper, wrapped: ValueCodec<Wrapper.Value>) {
        self.prototype = prototype
        self.wrapped = wrapped
        super.init(typeName: wrapped.typeName)
    }

    override var isOptionalType: Bool { wrapped.isOptionalType }
    override var acceptsNull: Bool { wrapped.acceptsNull }
    override var containsModel: Bool { wrapped.containsModel }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Wrapper {
        var result = prototype
        result.wrappedValue = try wrapped.decode(at: index, in: context)
        return result
    }

    override func encode(
        _ value: Wrapper,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try wrapped.encode(value.wrappedValue, to: &writer, in: context)
    }

    override func presence(of value: Wrapper) -> MemberPresence {
        wrapped.presence(of: value.wrappedValue)
    }
}
