// Encoding hooks: a coder's hook and the model's `encodeProperty` (taken only for classes that
// override it, and under a `JSONModelCoder` with hooks) see each property first; the properties
// they left are written with the same codecs, into values.

extension ModelSchema {

    /// Encodes `object` calling, for each property, the coder's hook, then the model's
    /// ``JSONModel/encodeProperty(_:into:)``, then the default mapping; members are written in
    /// declaration order, then any others in key order.
    func encodeWithHooks(
        _ object: JSONModel,
        base: UnsafeMutableRawPointer,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        var dictionary: [String: JSONValue] = [:]
        // Values the default mapping put in `dictionary`, by path, with the tape it wrote: the
        // tape is written when no hook changed the value, so it keeps its member order and
        // exact literals (a `JSONValue` has neither).
        var defaults: [[String]: (value: JSONValue, tape: JSONTape)] = [:]
        for property in properties {
            do throws(JSONModelError) {
                let description = property.publicProperty
                if let hook = context.encodeHook {
                    let handled = try callingHook(named: "the encode hook", for: property) {
                        try hook(description, object, &dictionary)
                    }
                    if handled { continue }
                }
                if customEncodesProperties {
                    let handled = try callingHook(named: "encodeProperty", for: property) {
                        try object.encodeProperty(description, into: &dictionary)
                    }
                    if handled { continue }
                }
                if let unmappedError = property.unmappedError { throw unmappedError }
                guard property.accessor.isWritten(of: base, in: context) else { continue }
                // The value is written at its path's depth in the document.
                var valueWriter = JSONWriter(
                    buildingValuesWithMaxDepth: max(0, writer.maxDepth - writer.depth - property.path.count)
                )
                do throws(JSONModelError) {
                    try property.accessor.encodeValue(of: base, to: &valueWriter, in: context)
                } catch {
                    var failure = error
                    property.prependPath(to: &failure)
                    throw failure
                }
                let tape = valueWriter.makeTape()
                let value = JSONValue(tape: tape, at: 0)
                // Several properties may map the key: the first declared one with a value
                // writes it.
                if Self.insert(value, at: property.path[...], into: &dictionary) {
                    defaults[property.path] = (value, tape)
                }
            } catch {
                var failure = error
                failure.attribute(to: type, property: property.name)
                throw failure
            }
        }
        try write(dictionary, at: [], group: root, defaults: defaults, to: &writer, in: context)
    }

    /// Puts `value` at `path` unless something is there already; returns whether it did.
    private static func insert(
        _ value: JSONValue,
        at path: ArraySlice<String>,
        into object: inout [String: JSONValue]
    ) -> Bool {
        guard let first = path.first else { return false }
        if path.count == 1 {
            guard object[first] == nil else { return false }
            object[first] = value
            return true
        }
        var inner = object[first]?.objectValue ?? [:]
        let inserted = insert(value, at: path.dropFirst(), into: &inner)
        object[first] = .object(inner)
        return inserted
    }

    /// Writes the object at `path` (empty for the model's own object), whose keys `group`
    /// declares: its declared keys in declaration order, then any others in key order (or all
    /// sorted with `sortedKeys`).
    private func write(
        _ object: [String: JSONValue],
        at path: [String],
        group: KeyGroup,
        defaults: [[String]: (value: JSONValue, tape: JSONTape)],
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        let order: [String]
        if context.options.sortedKeys {
            order = object.keys.sorted(by: JSONWriter.keyPrecedes)
        } else {
            let declared = group.keys.filter { object[$0] != nil }
            let others = object.keys.filter { group.index(ofKey: $0) == nil }
            order = declared + others.sorted(by: JSONWriter.keyPrecedes)
        }
        try writer.beginObject()
        for key in order {
            guard let value = object[key] else { continue }
            let memberPath = path + [key]
            writer.key(key)
            do throws(JSONModelError) {
                if let original = defaults[memberPath], original.value == value {
                    try original.tape.write(valueAt: 0, to: &writer)
                } else if case .object(let members) = value, let slot = group.index(ofKey: key),
                    case .group(let nested) = group.slots[slot]
                {
                    if nested.isArray, members.keys.allSatisfy({ MappedKey.arrayIndex(of: $0) != nil }) {
                        try writeElements(
                            members,
                            at: memberPath,
                            group: nested,
                            defaults: defaults,
                            to: &writer,
                            in: context
                        )
                    } else {
                        try write(members, at: memberPath, group: nested, defaults: defaults, to: &writer, in: context)
                    }
                } else {
                    try value.writeChecked(to: &writer, sortedKeys: context.options.sortedKeys)
                }
            } catch {
                var failure = error
                failure.prepend(.key(key))
                throw failure
            }
        }
        writer.endObject()
    }

    /// Writes the members of a level of index keys (`"nested.1.value"`) as an array: each
    /// member at its index, `null` in the gaps.
    private func writeElements(
        _ object: [String: JSONValue],
        at path: [String],
        group: KeyGroup,
        defaults: [[String]: (value: JSONValue, tape: JSONTape)],
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        let elements = object.compactMap { key, value in MappedKey.arrayIndex(of: key).map { ($0, key, value) } }
            .sorted { $0.0 < $1.0 }
        try writer.beginArray()
        var position = 0
        for (index, key, value) in elements {
            while position < index {
                writer.element()
                writer.null()
                position += 1
            }
            writer.element()
            let memberPath = path + [key]
            do throws(JSONModelError) {
                if let original = defaults[memberPath], original.value == value {
                    try original.tape.write(valueAt: 0, to: &writer)
                } else if case .object(let members) = value, let slot = group.index(ofKey: key),
                    case .group(let nested) = group.slots[slot]
                {
                    try write(members, at: memberPath, group: nested, defaults: defaults, to: &writer, in: context)
                } else {
                    try value.writeChecked(to: &writer, sortedKeys: context.options.sortedKeys)
                }
            } catch {
                var failure = error
                failure.prepend(.index(index))
                throw failure
            }
            position += 1
        }
        writer.endArray()
    }
}
