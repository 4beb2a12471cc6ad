/// `[Key: Value]` for keys that are not `String`s (integers, and enums with `String` or integer
/// raw values): a JSON object whose keys are the keys' texts (``DictionaryKeyCodec``).
///
/// An object key that is not a `Key` is an `invalidValue` error at that member's path; under
/// `@Lossy` (`dropsFailures`) the member is left out and reported, as a member whose value does
/// not decode. `[String: Value]` has its own codec, ``DictionaryCodec``, with no key conversion.
final class KeyedDictionaryCodec<Key: Hashable, Value>: ValueCodec<[Key: Value]>, @unchecked Sendable {
    override var shape: CodecShape {
        .dictionary(
            value: value,
            dropsFailures: dropsFailures,
            allowedKeys: keys.allowedTexts,
            keyPattern: keys.pattern
        )
    }

    let keys: DictionaryKeyCodec<Key>
    let value: ValueCodec<Value>
    /// Whether members that do not decode are dropped and reported (`@Lossy`) rather than thrown.
    let dropsFailures: Bool

    init(keys: DictionaryKeyCodec<Key>, value: ValueCodec<Value>, dropsFailures: Bool = false) {
        self.keys = keys
        self.value = value
        self.dropsFailures = dropsFailures
        super.init(typeName: "[\(keys.typeName): \(value.typeName)]")
    }

    override var containsModel: Bool { value.containsModel }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> [Key: Value] {
        guard context.kind(at: index) == .object else { throw mismatch(context, at: index) }
        let count = Int(context.entries[index].count)
        var result: [Key: Value] = [:]
        result.reserveCapacity(count)
        var child = index + 1
        var failures: [JSONModelError] = []
        for _ in 0..<count {
            if context.isShadowed(keyAt: child, inObjectAt: index) {
                // `useLast`: a later member replaces this one, which is never decoded.
                child = context.index(after: child + 1)
                continue
            }
            let text = context.string(at: child)
            do throws(JSONModelError) {
                guard let key = keys.key(from: text) else {
                    var failure = keys.unknownKey(text)
                    failure.locate(atByteOffset: context.entries[child].start)
                    throw failure
                }
                if result[key] != nil, context.options.duplicateKeys == .reject {
                    var failure = JSONModelError(
                        code: .duplicateKey,
                        message: "duplicate key \"\(JSONModelError.escapedForMessage(text))\""
                    )
                    failure.locate(atByteOffset: context.entries[child].start)
                    throw failure
                }
                result[key] = try value.decode(at: child + 1, in: context)
            } catch {
                if dropsFailures {
                    context.recordInReport(.dropped, at: child + 1, message: reportMessage(error))
                } else {
                    var failure = error
                    failure.locate(atByteOffset: context.entries[child + 1].start)
                    failure.prepend(.key(text))
                    guard context.collectsAllErrors else { throw failure }
                    failures.append(failure)
                }
            }
            child = context.index(after: child + 1)
        }
        if !failures.isEmpty { throw JSONModelError.combining(failures) }
        return result
    }

    /// Writes the members; with `sortedKeys`, in the order of the keys' texts, as for any object.
    override func encode(
        _ dictionary: [Key: Value],
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try writer.beginObject()
        if context.options.sortedKeys {
            let members = dictionary.map { (text: keys.text(of: $0.key), item: $0.value) }
            for member in members.sorted(by: { JSONWriter.keyPrecedes($0.text, $1.text) }) {
                try encodeMember(member.text, member.item, to: &writer, in: context)
            }
        } else {
            for (key, item) in dictionary {
                try encodeMember(keys.text(of: key), item, to: &writer, in: context)
            }
        }
        writer.endObject()
    }

    private func encodeMember(
        _ text: String,
        _ item: Value,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        writer.key(text)
        do {
            try value.encode(item, to: &writer, in: context)
        } catch {
            var failure = error
            failure.prepend(.key(text))
            throw failure
        }
    }

    // MARK: - Constraints

    override func constrained(
        by constraints: [JSONModel.Constraint]
    ) throws(ConstraintMisuse) -> ValueCodec<[Key: Value]> {
        try CollectionConstraintCheck.constrainedDictionary(self, by: constraints, value: value) {
            [keys, dropsFailures] in KeyedDictionaryCodec(keys: keys, value: $0, dropsFailures: dropsFailures)
        }
    }

    override var isValidated: Bool { value.isValidated }

    override func collectViolations(in pointer: UnsafeRawPointer, into walk: ValidationWalk) {
        guard value.isValidated else { return }
        let members = pointer.load(as: [Key: Value].self).map { (key: keys.text(of: $0.key), value: $0.value) }
        for member in members.sorted(by: { $0.key < $1.key }) {
            walk.within(.key(member.key)) {
                withUnsafePointer(to: member.value) { value.collectViolations(in: UnsafeRawPointer($0), into: walk) }
            }
        }
    }
}
