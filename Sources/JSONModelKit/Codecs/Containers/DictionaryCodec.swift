/// `[String: Value]`: a JSON object.
final class DictionaryCodec<Value>: ValueCodec<[String: Value]>, @unchecked Sendable {
    override var shape: CodecShape {
        .dictionary(value: value, dropsFailures: false, allowedKeys: [], keyPattern: nil)
    }

    let value: ValueCodec<Value>

    init(value: ValueCodec<Value>) {
        self.value = value
        super.init(typeName: "[String: \(value.typeName)]")
    }

    override var containsModel: Bool { value.containsModel }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> [String: Value] {
        guard context.kind(at: index) == .object else { throw mismatch(context, at: index) }
        let count = Int(context.entries[index].count)
        var result: [String: Value] = [:]
        result.reserveCapacity(count)
        var child = index + 1
        var failures: [JSONModelError] = []
        for _ in 0..<count {
            if context.isShadowed(keyAt: child, inObjectAt: index) {
                // `useLast`: a later member replaces this one, which is never decoded.
                child = context.index(after: child + 1)
                continue
            }
            let key = context.string(at: child)
            do throws(JSONModelError) {
                if result[key] != nil, context.options.duplicateKeys == .reject {
                    var failure = JSONModelError(
                        code: .duplicateKey,
                        message: "duplicate key \"\(JSONModelError.escapedForMessage(key))\""
                    )
                    failure.locate(atByteOffset: context.entries[child].start)
                    throw failure
                }
                result[key] = try value.decode(at: child + 1, in: context)
            } catch {
                var failure = error
                failure.locate(atByteOffset: context.entries[child + 1].start)
                failure.prepend(.key(key))
                try context.collect(failure, into: &failures)
            }
            child = context.index(after: child + 1)
        }
        if !failures.isEmpty { throw JSONModelError.combining(failures) }
        return result
    }

    override func encode(
        _ dictionary: [String: Value],
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try writer.beginObject()
        if context.options.sortedKeys {
            for key in dictionary.keys.sorted(by: JSONWriter.keyPrecedes) {
                guard let item = dictionary[key] else { continue }
                try encodeMember(key, item, to: &writer, in: context)
            }
        } else {
            for (key, item) in dictionary {
                try encodeMember(key, item, to: &writer, in: context)
            }
        }
        writer.endObject()
    }

    private func encodeMember(
        _ key: String,
        _ item: Value,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        writer.key(key)
        do {
            try value.encode(item, to: &writer, in: context)
        } catch {
            var failure = error
            failure.prepend(.key(key))
            throw failure
        }
    }

    // MARK: - Constraints

    override func constrained(
        by constraints: [JSONModel.Constraint]
    ) throws(ConstraintMisuse) -> ValueCodec<[String: Value]> {
        try CollectionConstraintCheck.constrainedDictionary(self, by: constraints, value: value) {
            DictionaryCodec(value: $0)
        }
    }

    override var isValidated: Bool { value.isValidated }

    override func collectViolations(in pointer: UnsafeRawPointer, into walk: ValidationWalk) {
        guard value.isValidated else { return }
        for (key, item) in pointer.load(as: [String: Value].self).sorted(by: { $0.key < $1.key }) {
            walk.within(.key(key)) {
                withUnsafePointer(to: item) { value.collectViolations(in: UnsafeRawPointer($0), into: walk) }
            }
        }
    }
}
