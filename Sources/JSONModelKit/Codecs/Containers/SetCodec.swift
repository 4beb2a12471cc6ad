/// `Set<Element>`: a JSON array; a repeated element is an error, not silently dropped.
final class SetCodec<Element: Hashable>: ValueCodec<Set<Element>>, @unchecked Sendable {
    override var shape: CodecShape { .array(element: element, isSet: true, dropsFailures: false) }

    let element: ValueCodec<Element>
    /// The constraints about the whole set (`.count`, `.uniqueItems`) checked on the elements
    /// decoded from the document's array, repeats included (what JSON Schema's `minItems`,
    /// `maxItems` and `uniqueItems` count), reading an `[Element]`; `nil` without any.
    let documentCheck: ConstraintCheck?

    init(element: ValueCodec<Element>, documentCheck: ConstraintCheck? = nil) {
        self.element = element
        self.documentCheck = documentCheck
        super.init(typeName: "Set<\(element.typeName)>")
    }

    override var containsModel: Bool { element.containsModel }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Set<Element> {
        var result = Set<Element>()
        let items = try decodeArrayElements(at: index, in: context, arrayCodec: self) { source throws(JSONModelError) in
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
        if let documentCheck, context.options.checksConstraints, let violation = documentCheck.violation(by: items) {
            throw JSONModelError(violation: violation)
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

    /// The set checking `constraints`.
    ///
    /// With a `.count`, a repeated element is an error too (`.uniqueItems` is added), so that
    /// the set has as many elements as its JSON array, which is what JSON Schema's `minItems`
    /// and `maxItems` count.
    override func constrained(
        by constraints: [JSONModel.Constraint]
    ) throws(ConstraintMisuse) -> ValueCodec<Set<Element>> {
        var constraints = constraints
        let counts = constraints.contains { if case .count = $0.requirement { true } else { false } }
        let unique = constraints.contains { if case .uniqueItems = $0.requirement { true } else { false } }
        if counts, !unique { constraints.append(.uniqueItems) }
        return try CollectionConstraintCheck.constrained(
            self,
            by: constraints,
            element: element,
            isObject: false,
            count: { $0.load(as: Set<Element>.self).count },
            elements: { Array($0.load(as: Set<Element>.self)) },
            rebuild: { SetCodec(element: $0) },
            rebuildCheckingDocument: { SetCodec(element: $0, documentCheck: $1) }
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
