/// `[Element]` that leaves out the elements that do not decode.
final class LossyArrayCodec<Element>: ValueCodec<[Element]>, @unchecked Sendable {
    override var shape: CodecShape { .array(element: element, isSet: false, dropsFailures: true) }

    let element: ValueCodec<Element>
    /// Writes the array (encoding is not lossy).
    private let plain: ArrayCodec<Element>

    init(element: ValueCodec<Element>) {
        self.element = element
        self.plain = ArrayCodec(element: element)
        super.init(typeName: "[\(element.typeName)]")
    }

    override var containsModel: Bool { element.containsModel }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> [Element] {
        guard context.kind(at: index) == .array else { throw mismatch(context, at: index) }
        var result: [Element] = []
        result.reserveCapacity(Int(context.entries[index].count))
        var child = index + 1
        for _ in 0..<context.entries[index].count {
            do throws(JSONModelError) {
                result.append(try element.decode(at: child, in: context))
            } catch {
                context.discardCollected(error)
                context.recordInReport(.dropped, at: child, message: reportMessage(error))
            }
            child = context.index(after: child)
        }
        return result
    }

    override func encode(
        _ value: [Element],
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try plain.encode(value, to: &writer, in: context)
    }

    // MARK: - Constraints

    // An element that breaks an `.each` constraint is left out, as one that does not decode.
    override func constrained(by constraints: [JSONModel.Constraint]) throws(ConstraintMisuse) -> ValueCodec<[Element]>
    {
        try CollectionConstraintCheck.constrainedArray(self, by: constraints, element: element) {
            LossyArrayCodec(element: $0)
        }
    }

    override var isValidated: Bool { element.isValidated }

    override func collectViolations(in value: UnsafeRawPointer, into walk: ValidationWalk) {
        plain.collectViolations(in: value, into: walk)
    }
}
