extension ModelSchema {
    /// Writes the instance at `base` as a JSON object.
    ///
    /// `object` is the instance when it is a ``JSONModel`` (for hooks and
    /// ``JSONModel/willEncode()``).
    func encode(
        _ base: UnsafeMutableRawPointer,
        object: JSONModel?,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        // Not `if let object`: that binding retains the object around the calls.
        object?.willEncode()
        if object != nil, customEncodesProperties || context.hasEncodeHook {
            return try encodeWithHooks(object.unsafelyUnwrapped, base: base, to: &writer, in: context)
        }
        if _slowPath(hasUnmappedProperty), let unmappedPropertyError { throw unmappedPropertyError }
        if let entries = context.options.sortedKeys ? sortedFlatEncodingEntries : flatEncodingEntries {
            // No nested key paths: the common case, straight down the table.
            try writer.beginObject()
            for entry in entries {
                // Unretained calls: the schema owns the table, which owns what it points to.
                let failure: JSONModelError? = entry.key._withUnsafeGuaranteedRef { key in
                    if entry.fieldOffset >= 0 {
                        // A stored field: its codec reads and writes it with specialized code.
                        return entry.codec._withUnsafeGuaranteedRef { codec in
                            let field = FieldSlot(in: base, offset: entry.fieldOffset)
                            do throws(JSONModelError) {
                                try codec.encodeField(
                                    field,
                                    key: key,
                                    encodesNull: entry.encodesNull,
                                    to: &writer,
                                    in: context
                                )
                                return nil
                            } catch {
                                return error
                            }
                        }
                    }
                    return entry.accessor._withUnsafeGuaranteedRef { accessor in
                        do throws(JSONModelError) {
                            try accessor.encodeMember(of: base, key: key, to: &writer, in: context)
                            return nil
                        } catch {
                            return error
                        }
                    }
                }
                if let failure { throw decorated(failure, for: properties[entry.propertyIndex]) }
            }
            writer.endObject()
        } else {
            try encodeMembers(of: root, base: base, to: &writer, in: context)
        }
    }

    /// Writes the object `group` describes.
    private func encodeMembers(
        of group: KeyGroup,
        base: UnsafeMutableRawPointer,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        try writer.beginObject()
        if context.options.sortedKeys {
            for slot in group.sortedOrder {
                try encodeMember(slot, of: group, base: base, to: &writer, in: context)
            }
        } else {
            for slot in group.slots.indices {
                try encodeMember(slot, of: group, base: base, to: &writer, in: context)
            }
        }
        writer.endObject()
    }

    @inline(__always)
    private func encodeProperty(
        _ property: SchemaProperty,
        base: UnsafeMutableRawPointer,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        do throws(JSONModelError) {
            try property.accessor.encodeMember(of: base, key: property.encodedKey, to: &writer, in: context)
        } catch {
            throw decorated(error, for: property)
        }
    }

    /// `failure` of `property`, with its key and its model and property names.
    private func decorated(_ failure: JSONModelError, for property: SchemaProperty) -> JSONModelError {
        var failure = failure
        failure.prepend(.key(property.path[property.path.count - 1]))
        failure.attribute(to: type, property: property.name)
        return failure
    }

    @inline(__always)
    private func encodeMember(
        _ slot: Int,
        of group: KeyGroup,
        base: UnsafeMutableRawPointer,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        switch group.slots[slot] {
        case .property(let propertyIndex):
            try encodeProperty(properties[propertyIndex], base: base, to: &writer, in: context)
        case .readers(let readers):
            // Several properties map the key: the first whose value is written writes it.
            guard let reader = firstWritten(readers, base: base, in: context) else { return }
            try encodeProperty(properties[reader], base: base, to: &writer, in: context)
        case .group(let inner):
            // A nested object whose properties are all left out is left out too.
            guard isAnyWritten(inner.memberProperties, base: base, in: context) else { return }
            writer.key(group.encodedKeys[slot])
            do throws(JSONModelError) {
                if inner.isArray {
                    try encodeElements(of: inner, base: base, to: &writer, in: context)
                } else {
                    try encodeMembers(of: inner, base: base, to: &writer, in: context)
                }
            } catch {
                var failure = error
                failure.prepend(.key(group.keys[slot]))
                throw failure
            }
        }
    }

    /// Writes a level whose keys are all array indexes (`"nested.1.value"`) as an array, up to
    /// its last element with a value written; the elements before it that nothing fills are
    /// `null`.
    private func encodeElements(
        of group: KeyGroup,
        base: UnsafeMutableRawPointer,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        let written = group.indexSlots.filter { isWritten(slot: $0.slot, of: group, base: base, in: context) }
        try writer.beginArray()
        var position = 0
        for (index, slot) in written {
            while position < index {
                writer.element()
                writer.null()
                position += 1
            }
            writer.element()
            do throws(JSONModelError) {
                try encodeValue(slot, of: group, base: base, to: &writer, in: context)
            } catch {
                var failure = error
                failure.prepend(.index(index))
                throw failure
            }
            position += 1
        }
        writer.endArray()
    }

    /// Writes the value (no key) of a slot that ``isWritten(slot:of:base:in:)`` says is written.
    private func encodeValue(
        _ slot: Int,
        of group: KeyGroup,
        base: UnsafeMutableRawPointer,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        let propertyIndex: Int
        switch group.slots[slot] {
        case .property(let index):
            propertyIndex = index
        case .readers(let readers):
            guard let reader = firstWritten(readers, base: base, in: context) else { return writer.null() }
            propertyIndex = reader
        case .group(let inner):
            if inner.isArray {
                try encodeElements(of: inner, base: base, to: &writer, in: context)
            } else {
                try encodeMembers(of: inner, base: base, to: &writer, in: context)
            }
            return
        }
        let property = properties[propertyIndex]
        do throws(JSONModelError) {
            try property.accessor.encodeValue(of: base, to: &writer, in: context)
        } catch {
            var failure = error
            failure.attribute(to: type, property: property.name)
            throw failure
        }
    }

    /// Whether encoding writes something for the slot.
    private func isWritten(
        slot: Int,
        of group: KeyGroup,
        base: UnsafeMutableRawPointer,
        in context: EncodingContext
    ) -> Bool {
        switch group.slots[slot] {
        case .property(let index): properties[index].accessor.isWritten(of: base, in: context)
        case .readers(let readers): firstWritten(readers, base: base, in: context) != nil
        case .group(let inner): isAnyWritten(inner.memberProperties, base: base, in: context)
        }
    }

    private func isAnyWritten(
        _ propertyIndices: [Int],
        base: UnsafeMutableRawPointer,
        in context: EncodingContext
    ) -> Bool {
        propertyIndices.contains { properties[$0].accessor.isWritten(of: base, in: context) }
    }

    /// The first of `readers` (in declaration order) whose value encoding writes.
    private func firstWritten(
        _ readers: [KeyReader],
        base: UnsafeMutableRawPointer,
        in context: EncodingContext
    ) -> Int? {
        readers.first { properties[$0.property].accessor.isWritten(of: base, in: context) }?.property
    }
}
