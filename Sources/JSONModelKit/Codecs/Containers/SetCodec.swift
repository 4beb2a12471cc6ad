/// `Set<Element>`: a JSON array; a repeated element is an error, not silently dropped.
final class SetCodec<Element: Hashable>: ValueCodec<Set<Element>>, @unchecked Sendable {
    override var shape: CodecShape { .array(element: element, isSet: true, dropsFailures: false) }

    let element: ValueCodec<Element>

    init(element: ValueCodec<Element>) {
        self.element = element
        super.init(typeName: "Set<\(element.typeName)>")
    }

    override var containsModel: Bool { element.containsModel }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Set<Element> {
        var result = Set<Element>()
        _ = try decodeArrayElements(at: index, in: context, arrayCodec: self) { source throws(JSONModelError) in
            let child = source.takeValue(in: context)
            let item = try element.decode(at: child, in: context)
            guard result.insert(item).inserted || context.options.duplicateSetElements == .accept else {
                throw JSONModelError(
                    code: .invalidValue,
                    message: "duplicate element \(context.describeValue(at: child)) in \(typeName)"
                )
            }
            return item
        }
        return result
    }

    /// Writes the elements; with `sortedKeys`, in the order of their compact JSON text, so the
    /// output is deterministic (a set's own order differs between instances and runs).
    override func encode(
        _ value: Set<Element>,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        var items = Array(value)
        if context.options.sortedKeys {
            var keyed: [(text: [UInt8], item: Element)] = []
            keyed.reserveCapacity(items.count)
            for item in items {
                var compact = JSONWriter(prettyPrinted: false, maxDepth: writer.maxDepth)
                try element.encode(item, to: &compact, in: context)
                keyed.append((compact.bytes, item))
            }
            items = keyed.sorted { $0.text.lexicographicallyPrecedes($1.text) }.map(\.item)
        }
        try element.encodeArray(&items, member: nil, to: &writer, in: context)
    }

    // MARK: - Constraints

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
            rebuild: { SetCodec(element: $0) }
        )
    }

    override var isValidated: Bool { element.isValidated }

    override func collectViolations(in value: UnsafeRawPointer, into walk: ValidationWalk) {
        guard element.isValidated else { return }
        // A set has no order; its elements are numbered as it lists them.
        for (index, item) in value.load(as: Set<Element>.self).enumerated() {
            walk.within(.index(index)) {
                withUnsafePointer(to: item) { element.collectViolations(in: UnsafeRawPointer($0), into: walk) }
            }
        }
    }
}
