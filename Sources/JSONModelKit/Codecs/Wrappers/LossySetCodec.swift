/// `Set<Element>` that leaves out the elements that do not decode (and repeated ones).
final class LossySetCodec<Element: Hashable>: ValueCodec<Set<Element>>, @unchecked Sendable {
    override var shape: CodecShape { .array(element: element, isSet: true, dropsFailures: true) }

    let element: ValueCodec<Element>
    /// Writes the set (encoding is not lossy).
    private let plain: SetCodec<Element>

    init(element: ValueCodec<Element>) {
        self.element = element
        self.plain = SetCodec(element: element)
        super.init(typeName: "Set<\(element.typeName)>")
    }

    override var containsModel: Bool { element.containsModel }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Set<Element> {
        guard context.kind(at: index) == .array else { throw mismatch(context, at: index) }
        var result = Set<Element>()
        var child = index + 1
        for _ in 0..<context.entries[index].count {
            do throws(JSONModelError) {
                let item = try element.decode(at: child, in: context)
                if !result.insert(item).inserted, context.options.duplicateSetElements == .reject {
                    context.recordInReport(
                        .dropped,
                        at: child,
                        message: "duplicate element \(context.describeValue(at: child)) in \(typeName)"
                    )
                }
            } catch {
                context.discardCollected(error)
                context.recordInReport(.dropped, at: child, message: reportMessage(error))
            }
            child = context.index(after: child)
        }
        return result
    }

    override func encode(
        _ value: Set<Element>,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try plain.encode(value, to: &writer, in: context)
    }

    // MARK: - Constraints

    // An element that breaks an `.each` constraint is left out, as one that does not decode.
    override func constrained(
        by constraints: [JSONModel.Constraint]
    ) throws(ConstraintMisuse) -> ValueCodec<Set<Element>> {
        try CollectionConstraintCheck.constrained(
            self,
            by: constraints,
            element: element,
            isObject: false,
            count: { $0.load(as: Set<Element>.self).count },
            elements: { Array($0.load(as: Set<Element>.self)) },
            rebuild: { LossySetCodec(element: $0) }
        )
    }

    override var isValidated: Bool { element.isValidated }

    override func collectViolations(in value: UnsafeRawPointer, into walk: ValidationWalk) {
        plain.collectViolations(in: value, into: walk)
    }
}
