/// `[Element]`: a JSON array.
final class ArrayCodec<Element>: ValueCodec<[Element]>, @unchecked Sendable {
    override var shape: ValueShape { .array(element.shape) }

    let element: ValueCodec<Element>

    init(element: ValueCodec<Element>) {
        self.element = element
        super.init(typeName: "[\(element.typeName)]")
    }

    override var containsModel: Bool { element.containsModel }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> [Element] {
        try element.decodeArray(at: index, in: context, arrayCodec: self)
    }

    override func decodeField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        field.store(try decode(at: index, in: context), as: [Element].self)
    }

    override func decodeOptionalField(
        into field: FieldSlot,
        at index: Int,
        in context: DecodingContext
    ) throws(JSONModelError) {
        try storeOptional(into: field, at: index, in: context) { () throws(JSONModelError) in
            try decode(at: index, in: context)
        }
    }

    override func decode(from source: inout ByteSource, in context: DecodingContext) throws(JSONModelError) -> [Element]
    {
        try element.decodeArray(from: &source, in: context, arrayCodec: self)
    }

    override func decodeField(
        into field: FieldSlot,
        from source: inout ByteSource,
        in context: DecodingContext
    ) throws(JSONModelError) {
        field.store(try element.decodeArray(from: &source, in: context, arrayCodec: self), as: [Element].self)
    }

    // An array is always written (its presence is `.value`), borrowed where the field holds
    // it: neither copied through value witnesses nor retained. The element codec writes the
    // key too, so that an empty array is one step.
    override func encodeField(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try element.encodeArray(field.borrow(as: [Element].self), member: key, to: &writer, in: context)
    }

    override func encodeOptionalField(
        _ field: FieldSlot,
        key: JSONWriter.EncodedKey,
        encodesNull: Bool,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try writeOptionalMember(field, key: key, encodesNull: encodesNull, to: &writer, in: context)
    }

    override func encode(
        _ value: [Element],
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        var items = value
        try element.encodeArray(&items, member: nil, to: &writer, in: context)
    }

    // An array of arrays (`[[Double]]`): each inner array is passed by its address in the
    // outer one's storage, without the generic subscript, its value witnesses and a retain.
    override func encodeArray(
        _ items: UnsafePointer<[[Element]]>,
        member key: JSONWriter.EncodedKey?,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        let failure: JSONModelError? = items.withArrayElements { buffer in
            do throws(JSONModelError) {
                guard try writer.beginArray(member: key, isEmpty: buffer.count == 0) else { return nil }
            } catch {
                return error
            }
            guard let first = buffer.baseAddress else { return nil }
            for position in 0..<buffer.count {
                writer.element()
                do throws(JSONModelError) {
                    try element.encodeArray(first + position, member: nil, to: &writer, in: context)
                } catch {
                    var failure = error
                    failure.prepend(.index(position))
                    return failure
                }
            }
            writer.endArray()
            return nil
        }
        if let failure { throw failure }
    }
}

/// `Set<Element>`: a JSON array; a repeated element is an error, not silently dropped.
final class SetCodec<Element: Hashable>: ValueCodec<Set<Element>>, @unchecked Sendable {
    override var shape: ValueShape { .array(element.shape) }

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
}

/// `[String: Value]`: a JSON object.
final class DictionaryCodec<Value>: ValueCodec<[String: Value]>, @unchecked Sendable {
    override var shape: ValueShape { .dictionary(value.shape) }

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
}
