/// `[Element]`: a JSON array.
final class ArrayCodec<Element>: ValueCodec<[Element]>, @unchecked Sendable {
    override var shape: CodecShape { .array(element: element, isSet: false, dropsFailures: false) }

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

    // MARK: - Constraints

    override func constrained(by constraints: [JSONModel.Constraint]) throws(ConstraintMisuse) -> ValueCodec<[Element]>
    {
        try CollectionConstraintCheck.constrainedArray(self, by: constraints, element: element) {
            ArrayCodec(element: $0)
        }
    }

    override var isValidated: Bool { element.isValidated }

    override func collectViolations(in value: UnsafeRawPointer, into walk: ValidationWalk) {
        guard element.isValidated else { return }
        value.assumingMemoryBound(to: [Element].self).pointee.withUnsafeBufferPointer { items in
            guard let first = items.baseAddress else { return }
            for index in items.indices {
                walk.within(.index(index)) {
                    element.collectViolations(in: UnsafeRawPointer(first + index), into: walk)
                }
            }
        }
    }
}
