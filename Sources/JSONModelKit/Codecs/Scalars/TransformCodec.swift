/// A value read and written through a ``JSONTransform``.
final class TransformCodec<Transform: JSONTransform>: ValueCodec<Transform.Value>, @unchecked Sendable {
    override var shape: CodecShape { .transform(transform) }
    let transform: Transform

    init(transform: Transform) {
        self.transform = transform
        super.init(typeName: String(describing: Transform.Value.self))
    }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Transform.Value {
        let json = JSONValue(tape: context.tape, at: index)
        do {
            return try transform.decode(json)
        } catch let error as JSONModelError {
            throw error
        } catch {
            throw JSONModelError(
                code: .transformFailed,
                message:
                    "\(Transform.self) cannot decode \(context.describeValue(at: index)): \(JSONModelError.describe(error))"
            )
        }
    }

    override func encode(
        _ value: Transform.Value,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        let json: JSONValue
        do {
            json = try transform.encode(value)
        } catch let error as JSONModelError {
            throw error
        } catch {
            throw JSONModelError(
                code: .transformFailed,
                message: "\(Transform.self) cannot encode \(value): \(JSONModelError.describe(error))"
            )
        }
        try json.writeChecked(to: &writer, sortedKeys: context.options.sortedKeys)
    }
}
