// The dictionary-based paths, taken only for classes that override `decodeProperty` or
// `encodeProperty`, and under a `JSONModelCoder` with hooks: each object is handed to the hooks
// as `[String: JSONValue]`, and properties nobody handled fall back to the default mapping.

extension ModelSchema {
    /// Decodes the object at `index` calling, for each property, the coder's hook, then the
    /// model's ``JSONModel/decodeProperty(_:from:)``, then the default mapping.
    func decodeWithHooks(
        into base: UnsafeMutableRawPointer,
        object: JSONModel,
        at index: Int,
        in context: DecodingContext,
        mode: DecodeMode
    ) throws(JSONModelError) -> PropertySet {
        var failures: [JSONModelError] = []
        let members = try memberIndices(ofObjectAt: index, in: context, failures: &failures)
        let dictionary = context.value(at: index).objectValue ?? [:]
        var seen = PropertySet(count: properties.count)
        for (propertyIndex, property) in properties.enumerated() {
            // An update applies only the keys present.
            if mode == .update, members[property.path[0]] == nil { continue }
            do throws(JSONModelError) {
                if try handledByHooks(property, object: object, dictionary: dictionary, in: context) {
                    seen.insert(propertyIndex)
                    continue
                }
                if let unmappedError = property.unmappedError { throw unmappedError }
                guard let valueIndex = try valueIndex(of: property, members: members, in: context) else { continue }
                seen.insert(propertyIndex)
                if property.keepsDefaultOnNull, context.kind(at: valueIndex) == .null { continue }
                do throws(JSONModelError) {
                    try property.accessor.decode(into: base, at: valueIndex, in: context)
                } catch {
                    var failure = error
                    failure.locate(atByteOffset: context.entries[valueIndex].start)
                    property.prependPath(to: &failure)
                    throw failure
                }
            } catch {
                // Its failure is reported; a missing-key error on top of it would be wrong.
                seen.insert(propertyIndex)
                var failure = error
                failure.attribute(to: type, property: property.name)
                guard context.collectsAllErrors else { throw failure }
                failures.append(failure)
            }
        }
        if mode == .full {
            try checkRequiredProperties(seen: seen, ofObjectAt: index, in: context, failures: &failures)
        }
        if !failures.isEmpty { throw JSONModelError.combining(failures) }
        if mode == .full {
            try runDidDecode(object)
        }
        return seen
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

    /// The tape index of each member's value; duplicates and unknown keys are checked here,
    /// as the default path does, also inside the nested objects that key paths reach into.
    private func memberIndices(
        ofObjectAt index: Int,
        in context: DecodingContext,
        failures: inout [JSONModelError]
    ) throws(JSONModelError) -> [String: Int] {
        try checkedMembers(ofObjectAt: index, group: root, in: context, failures: &failures)
    }

    /// The members of the object at `index` read against the keys of `group`, recursing into
    /// nested groups; a failure's path is relative to this object.
    private func checkedMembers(
        ofObjectAt index: Int,
        group: KeyGroup,
        in context: DecodingContext,
        failures: inout [JSONModelError]
    ) throws(JSONModelError) -> [String: Int] {
        var members: [String: Int] = [:]
        var child = index + 1
        for _ in 0..<context.entries[index].count {
            let key = context.tape.string(at: child)
            let valueIndex = child + 1
            child = context.index(after: valueIndex)
            if members[key] != nil, context.options.duplicateKeys == .reject {
                var failure = JSONModelError(
                    code: .duplicateKey,
                    message: "duplicate key \"\(JSONModelError.escapedForMessage(key))\"",
                    modelType: type
                )
                failure.locate(atByteOffset: context.entries[valueIndex - 1].start)
                failure.prepend(.key(key))
                guard context.collectsAllErrors else { throw failure }
                failures.append(failure)
            }
            members[key] = valueIndex
            guard let slot = group.index(ofKey: key) else {
                if context.options.unknownKeys == .reject {
                    var failure = unknownKeyError(key, among: group.keys)
                    failure.locate(atByteOffset: context.entries[valueIndex - 1].start)
                    guard context.collectsAllErrors else { throw failure }
                    failures.append(failure)
                }
                continue
            }
            guard case .group(let nested) = group.slots[slot], context.kind(at: valueIndex) == .object else { continue }
            var nestedFailures: [JSONModelError] = []
            do throws(JSONModelError) {
                _ = try checkedMembers(ofObjectAt: valueIndex, group: nested, in: context, failures: &nestedFailures)
            } catch {
                var failure = error
                failure.prepend(.key(key))
                throw failure
            }
            for var failure in nestedFailures {
                failure.prepend(.key(key))
                failures.append(failure)
            }
        }
        return members
    }

    /// The tape index of the property's value, following its path; `nil` when it is missing.
    private func valueIndex(
        of property: SchemaProperty,
        members: [String: Int],
        in context: DecodingContext
    ) throws(JSONModelError) -> Int? {
        guard var current = members[property.path[0]] else { return nil }
        for depth in 1..<property.path.count {
            switch context.kind(at: current) {
            case .null:
                return nil
            case .object:
                break
            default:
                var failure = JSONModelError(
                    code: .typeMismatch,
                    message: "expected a JSON object, found \(context.tape.describeValue(at: current))"
                )
                failure.locate(atByteOffset: context.entries[current].start)
                for segment in property.path[..<depth].reversed() { failure.prepend(.key(segment)) }
                throw failure
            }
            var found: Int?
            var child = current + 1
            for _ in 0..<context.entries[current].count {
                if context.tape.string(at: child) == property.path[depth] { found = child + 1 }
                child = context.index(after: child + 1)
            }
            guard let found else { return nil }
            current = found
        }
        return current
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
        // Values the default mapping put in `dictionary`, by path, with the text it wrote: that
        // text is written when no hook changed the value, so it keeps its member order and
        // exact numbers (a `JSONValue` has neither).
        var defaults: [[String]: (value: JSONValue, text: [UInt8])] = [:]
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
                // Written at the depth it will be spliced in at, so pretty output indents alike.
                var valueWriter = JSONWriter(
                    prettyPrinted: writer.isPretty,
                    maxDepth: writer.maxDepth,
                    startingDepth: writer.depth + property.path.count
                )
                do throws(JSONModelError) {
                    try property.accessor.encodeValue(of: base, to: &valueWriter, in: context)
                } catch {
                    var failure = error
                    property.prependPath(to: &failure)
                    throw failure
                }
                let text = valueWriter.bytes
                let value = try UTF8Input.withBytes(of: text) { bytes throws(JSONModelError) in
                    JSONValue(tape: try JSONReader.parse(bytes, maxDepth: .max), at: 0)
                }
                Self.insert(value, at: property.path[...], into: &dictionary)
                defaults[property.path] = (value, text)
            } catch {
                var failure = error
                failure.attribute(to: type, property: property.name)
                throw failure
            }
        }
        try write(dictionary, at: [], group: root, defaults: defaults, to: &writer, in: context)
    }

    private static func insert(_ value: JSONValue, at path: ArraySlice<String>, into object: inout [String: JSONValue])
    {
        guard let first = path.first else { return }
        if path.count == 1 {
            object[first] = value
            return
        }
        var inner = object[first]?.objectValue ?? [:]
        insert(value, at: path.dropFirst(), into: &inner)
        object[first] = .object(inner)
    }

    /// Writes the object at `path` (empty for the model's own object), whose keys `group`
    /// declares: its declared keys in declaration order, then any others in key order (or all
    /// sorted with `sortedKeys`).
    private func write(
        _ object: [String: JSONValue],
        at path: [String],
        group: KeyGroup,
        defaults: [[String]: (value: JSONValue, text: [UInt8])],
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
                    writer.raw(original.text)
                } else if case .object(let members) = value, let slot = group.index(ofKey: key),
                    case .group(let nested) = group.slots[slot]
                {
                    try write(members, at: memberPath, group: nested, defaults: defaults, to: &writer, in: context)
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

    /// Runs a user hook, turning what it throws into a ``JSONModelError``.
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
