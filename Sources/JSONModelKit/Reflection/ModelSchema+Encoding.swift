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
                            let field = FieldReflection.fieldAddress(in: base, offset: entry.fieldOffset)
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
        case .group(let inner):
            // A nested object whose properties are all left out is left out too.
            guard inner.memberProperties.contains(where: { properties[$0].accessor.isWritten(of: base, in: context) })
            else {
                return
            }
            writer.key(group.encodedKeys[slot])
            do throws(JSONModelError) {
                try encodeMembers(of: inner, base: base, to: &writer, in: context)
            } catch {
                var failure = error
                failure.prepend(.key(group.keys[slot]))
                throw failure
            }
        }
    }
}
