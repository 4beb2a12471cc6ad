// Hooks: a coder's hook and the model's `decodeProperty`/`encodeProperty` (taken only for
// classes that override them, and under a `JSONModelCoder` with hooks) see each object as
// `[String: JSONValue]`. Decoding offers every property to the hooks first, then runs the
// default mapping, the same pass as for a class without hooks, on the properties they left.
// Encoding writes the properties the hooks left with the same encoders, into values.

extension ModelSchema {
    /// Offers each property of the object at `index` to the hooks; returns those they handled.
    ///
    /// The coder's hook comes first, then the model's ``JSONModel/decodeProperty(_:from:)``.
    /// The result also holds the properties that failed, whose failures are thrown or,
    /// collecting, added to `failures`. A property of a type only hooks can handle that none
    /// handled fails here.
    func runDecodeHooks(
        _ object: JSONModel,
        at index: Int,
        in context: DecodingContext,
        mode: DecodeMode,
        failures: inout [JSONModelError]
    ) throws(JSONModelError) -> PropertySet {
        let dictionary = context.members(ofObjectAt: index)
        var handled = PropertySet(count: properties.count)
        for (propertyIndex, property) in properties.enumerated() {
            // An update applies only the keys present.
            if mode == .update, !property.allPaths.contains(where: { dictionary[$0[0]] != nil }) { continue }
            do throws(JSONModelError) {
                if try handledByHooks(property, object: object, dictionary: dictionary, in: context) {
                    handled.insert(propertyIndex)
                } else if property.unmappedError != nil {
                    throw property.unmappedError.unsafelyUnwrapped
                }
            } catch {
                // Its failure is reported; the default mapping and a missing-key error on top
                // of it would be wrong.
                handled.insert(propertyIndex)
                var failure = error
                failure.attribute(to: type, property: property.name)
                try context.collect(failure, into: &failures)
            }
        }
        return handled
    }

    private func handledByHooks(
        _ property: SchemaProperty,
        object: JSONModel,
        dictionary: [String: JSONValue],
        in context: DecodingContext
    ) throws(JSONModelError) -> Bool {
        let description = property.publicProperty
        if let hook = context.decodeHook {
            let handled = try callingHook(named: "the decode hook", for: property) {
                try hook(description, object, dictionary)
            }
            if handled { return true }
        }
        if customDecodesProperties {
            return try callingHook(named: "decodeProperty", for: property) {
                try object.decodeProperty(description, from: dictionary)
            }
        }
        return false
    }

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

    /// Runs a user hook, turning what it throws into a ``JSONModelError``.
    ///
    /// Inlined: a decode with hooks calls one for every property of every object.
    @inline(__always)
    private func callingHook(
        named hookName: String,
        for property: SchemaProperty,
        _ body: () throws -> Bool
    ) throws(JSONModelError) -> Bool {
        do {
            return try body()
        } catch let error as JSONModelError {
            var failure = error
            if failure.pathComponents.isEmpty { property.prependPath(to: &failure) }
            throw failure
        } catch {
            var failure = JSONModelError(
                code: .hookFailed,
                message: "\(hookName) failed for \(type).\(property.name): \(JSONModelError.describe(error))"
            )
            property.prependPath(to: &failure)
            throw failure
        }
    }
}
