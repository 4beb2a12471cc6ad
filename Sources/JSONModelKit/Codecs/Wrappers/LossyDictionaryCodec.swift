/// `[String: Value]` that leaves out the members that do not decode.
final class LossyDictionaryCodec<Value>: ValueCodec<[String: Value]>, @unchecked Sendable {
    override var shape: CodecShape {
        .dictionary(value: value, dropsFailures: true, allowedKeys: [], keyPattern: nil)
    }

    let value: ValueCodec<Value>
    /// Writes the dictionary (encoding is not lossy).
    private let plain: DictionaryCodec<Value>

    init(value: ValueCodec<Value>) {
        self.value = value
        self.plain = DictionaryCodec(value: value)
        super.init(typeName: "[String: \(value.typeName)]")
    }

    override var containsModel: Bool { value.containsModel }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> [String: Value] {
        guard context.kind(at: index) == .object else { throw mismatch(context, at: index) }
        var result: [String: Value] = [:]
        var child = index + 1
        for _ in 0..<context.entries[index].count {
            if context.isShadowed(keyAt: child, inObjectAt: index) {
                // `useLast`: a later member replaces this one, which is never decoded.
                child = context.index(after: child + 1)
                continue
            }
            let key = context.string(at: child)
            do throws(JSONModelError) {
                if result[key] != nil, context.options.duplicateKeys == .reject {
                    throw JSONModelError(
                        code: .duplicateKey,
                        message: "duplicate key \"\(JSONModelError.escapedForMessage(key))\""
                    )
                }
                result[key] = try value.decode(at: child + 1, in: context)
            } catch {
                context.discardCollected(error)
                context.recordInReport(.dropped, at: child + 1, message: reportMessage(error))
            }
            child = context.index(after: child + 1)
        }
        return result
    }

    override func encode(
        _ dictionary: [String: Value],
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try plain.encode(dictionary, to: &writer, in: context)
    }

    // MARK: - Constraints

    // A member whose value breaks an `.each` constraint is left out, as one that does not decode.
    override func constrained(
        by constraints: [JSONModel.Constraint]
    ) throws(ConstraintMisuse) -> ValueCodec<[String: Value]> {
        try CollectionConstraintCheck.constrainedDictionary(self, by: constraints, value: value) {
            LossyDictionaryCodec(value: $0)
        }
    }

    override var isValidated: Bool { value.isValidated }

    override func collectViolations(in pointer: UnsafeRawPointer, into walk: ValidationWalk) {
        plain.collectViolations(in: pointer, into: walk)
    }
}
