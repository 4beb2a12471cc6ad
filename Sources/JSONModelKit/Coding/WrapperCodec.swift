/// A JSONModelKit property wrapper's storage: read and written as the wrapped value.
final class WrapperCodec<Wrapper: ModelPropertyWrapper>: ValueCodec<Wrapper>, @unchecked Sendable {
    let wrapped: ValueCodec<Wrapper.Value>

    init(wrapped: ValueCodec<Wrapper.Value>) {
        self.wrapped = wrapped
        super.init(typeName: wrapped.typeName)
    }

    override var isOptionalType: Bool { wrapped.isOptionalType }
    override var acceptsNull: Bool { wrapped.acceptsNull }
    override var containsModel: Bool { wrapped.containsModel }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Wrapper {
        Wrapper(wrappedValue: try wrapped.decode(at: index, in: context))
    }

    override func encode(_ value: Wrapper, to writer: inout JSONWriter, in context: EncodingContext) throws(JSONModelError) {
        try wrapped.encode(value.wrappedValue, to: &writer, in: context)
    }

    override func isNil(_ value: Wrapper) -> Bool {
        wrapped.isNil(value.wrappedValue)
    }
}
