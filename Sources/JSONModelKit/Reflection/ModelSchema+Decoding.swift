/// How much of a model a decode sets.
enum DecodeMode {
    /// A new instance: every required key must be present; ``JSONModel/didDecode()`` runs.
    case full
    /// An update of an existing instance: only the keys present are applied.
    case update
}

extension ModelSchema {
    /// Sets the properties of the instance at `base` from the JSON object at tape `index`, and
    /// returns the properties that were set.
    ///
    /// `object` is the instance when it is a ``JSONModel`` (for hooks and ``JSONModel/didDecode()``).
    /// On failure the instance may be partly set; callers only ever hand out fresh instances on
    /// success (an update works on a scratch instance), so no caller sees it.
    ///
    /// `deferred` (updates only) lists properties the default mapping leaves alone, for the
    /// caller to merge; they are not in the result unless a hook handled them.
    func decode(
        into base: UnsafeMutableRawPointer,
        object: JSONModel?,
        at index: Int,
        in context: DecodingContext,
        mode: DecodeMode = .full,
        deferring deferred: PropertySet? = nil
    ) throws(JSONModelError) -> PropertySet {
        guard context.kind(at: index) == .object else {
            throw JSONModelError(
                code: .typeMismatch,
                message: "expected \(type) (a JSON object), found \(context.tape.describeValue(at: index))"
            )
        }
        var failures: [JSONModelError] = []
        var seen: PropertySet
        if let object, customDecodesProperties || context.decodeHook != nil {
            // The hooks first; the default mapping leaves the properties they handled alone.
            let handled = try runDecodeHooks(object, at: index, in: context, mode: mode, failures: &failures)
            seen = handled
            try decodeMembers(
                of: memberTable,
                at: index,
                into: base,
                in: context,
                skipping: deferred.map { handled.union($0) } ?? handled,
                seen: &seen,
                failures: &failures
            )
        } else if let deferred {
            seen = PropertySet(count: properties.count)
            try decodeMembers(
                of: memberTable,
                at: index,
                into: base,
                in: context,
                skipping: deferred,
                seen: &seen,
                failures: &failures
            )
        } else {
            if _slowPath(hasUnmappedProperty), let unmappedPropertyError { throw unmappedPropertyError }
            seen = PropertySet(count: properties.count)
            try decodeMembers(
                of: memberTable,
                at: index,
                into: base,
                in: context,
                skipping: SkipNothing(),
                seen: &seen,
                failures: &failures
            )
        }
        if mode == .full {
            try checkRequiredProperties(seen: seen, ofObjectAt: index, in: context, failures: &failures)
            #if DEBUG
                keyStyleHints?.check(self, seen: seen, objectAt: index, in: context)
            #endif
        }
        if !failures.isEmpty { throw JSONModelError.combining(failures) }
        if mode == .full, let object {
            try runDidDecode { try object.didDecode() }
        }
        return seen
    }

    /// Decodes the members of the object at `index` that `table` maps, except the properties
    /// in `skipped` (their keys still count as known, and as duplicates).
    ///
    /// Generic over what it skips, so that the loop of a class without hooks has no check.
    private func decodeMembers<Skipped: PropertySkipping>(
        of table: MemberTable,
        at index: Int,
        into base: UnsafeMutableRawPointer,
        in context: DecodingContext,
        skipping skipped: Skipped,
        seen: inout PropertySet,
        failures: inout [JSONModelError]
    ) throws(JSONModelError) {
        let group = table.group
        let entries = context.entries
        var seenKeys = PropertySet(count: group.keys.count)
        var child = index + 1
        // The key index after the previous match: objects usually follow the declared order.
        var expectedSlot = 0
        for _ in 0..<entries[index].count {
            let keyIndex = child
            let valueIndex = child + 1
            child = context.index(after: valueIndex)
            guard let slot = lookUpKey(at: keyIndex, in: group, expecting: expectedSlot, context: context) else {
                if context.options.unknownKeys == .reject {
                    var failure = unknownKeyError(context.tape.string(at: keyIndex), among: group.keys)
                    failure.locate(atByteOffset: entries[keyIndex].start)
                    try context.collect(failure, into: &failures)
                }
                continue
            }
            expectedSlot = slot + 1
            do throws(JSONModelError) {
                if seenKeys.contains(slot), context.options.duplicateKeys == .reject {
                    var failure = JSONModelError(
                        code: .duplicateKey,
                        message: "duplicate key \"\(JSONModelError.escapedForMessage(group.keys[slot]))\""
                    )
                    failure.locate(atByteOffset: entries[keyIndex].start)
                    throw failure
                }
                seenKeys.insert(slot)
                let entry = table.entries[slot]
                if entry.propertyIndex >= 0 {
                    if skipped.skips(entry.propertyIndex) { continue }
                    seen.insert(entry.propertyIndex)
                    if entry.keepsDefaultOnNull, entries[valueIndex].kind == .null { continue }
                }
                // Unretained calls: the schema owns the table, which owns what it points to.
                switch entry.target {
                case .field(let offset, let codec):
                    let field = FieldReflection.fieldAddress(in: base, offset: offset)
                    try withUnretained(codec) { codec throws(JSONModelError) in
                        try codec.decodeField(into: field, at: valueIndex, in: context)
                    }
                case .accessor(let accessor):
                    try withUnretained(accessor) { accessor throws(JSONModelError) in
                        try accessor.decode(into: base, at: valueIndex, in: context)
                    }
                case .nested(let nested):
                    let inner = nested.takeUnretainedValue()
                    // A missing or null nested object leaves its properties absent.
                    if entries[valueIndex].kind == .null { continue }
                    guard entries[valueIndex].kind == .object else {
                        throw JSONModelError(
                            code: .typeMismatch,
                            message:
                                "expected a JSON object (holding \(inner.group.keys.map { "\"\($0)\"" }.joined(separator: ", "))), found \(context.tape.describeValue(at: valueIndex))",
                            modelType: type
                        )
                    }
                    var innerFailures: [JSONModelError] = []
                    try decodeMembers(
                        of: inner,
                        at: valueIndex,
                        into: base,
                        in: context,
                        skipping: skipped,
                        seen: &seen,
                        failures: &innerFailures
                    )
                    if !innerFailures.isEmpty { throw JSONModelError.combining(innerFailures) }
                }
            } catch {
                var failure = error
                failure.locate(atByteOffset: entries[valueIndex].start)
                failure.prepend(.key(group.keys[slot]))
                if case .property(let propertyIndex) = group.slots[slot] {
                    failure.attribute(to: type, property: properties[propertyIndex].name)
                }
                try context.collect(failure, into: &failures)
            }
        }
    }

    @inline(__always)
    private func lookUpKey(
        at keyIndex: Int,
        in group: KeyGroup,
        expecting expectedSlot: Int,
        context: DecodingContext
    ) -> Int? {
        let keyEntry = context.entries[keyIndex]
        if !keyEntry.flag, let base = context.bytes.baseAddress {
            let body = UnsafeBufferPointer(
                start: base + Int(keyEntry.start) + 1,
                count: Int(keyEntry.end - keyEntry.start) - 2
            )
            return group.index(ofKey: body, expecting: expectedSlot)
        }
        return group.index(ofKey: context.tape.string(at: keyIndex))
    }

    /// Adds a `keyNotFound` failure for each required property not in `seen`.
    func checkRequiredProperties(
        seen: PropertySet,
        ofObjectAt index: Int,
        in context: DecodingContext,
        failures: inout [JSONModelError]
    ) throws(JSONModelError) {
        if seen.contains(all: requiredProperties) { return }
        for (propertyIndex, property) in properties.enumerated()
        where property.isRequired && !seen.contains(propertyIndex) {
            var failure = JSONModelError(
                code: .keyNotFound,
                message:
                    "missing required key \"\(JSONModelError.escapedForMessage(property.key))\" (\(property.typeName))",
                modelType: type,
                property: property.name
            )
            property.prependPath(to: &failure)
            // A missing key is located at the opening brace of the object that lacks it.
            failure.locate(atByteOffset: context.entries[index].start)
            try context.collect(failure, into: &failures)
        }
    }

    func unknownKeyError(_ key: String, among keys: [String]) -> JSONModelError {
        var message = "unknown key \"\(JSONModelError.escapedForMessage(key))\" for \(type)"
        if let suggestion = KeySuggestion.closest(to: key, among: keys) {
            message += "; did you mean \"\(suggestion)\"?"
        }
        var error = JSONModelError(code: .unknownKey, message: message, modelType: type)
        error.prepend(.key(key))
        return error
    }

    /// Runs the model's validation (``JSONModel/didDecode()`` or ``JSONStruct/didDecode()``);
    /// a failure names the model.
    func runDidDecode(_ didDecode: () throws -> Void) throws(JSONModelError) {
        do {
            try didDecode()
        } catch let error as JSONModelError {
            var failure = error
            if failure.modelType == nil { failure.modelType = type }
            throw failure
        } catch {
            throw JSONModelError(
                code: .validationFailed,
                message: "\(type) is not valid: \(JSONModelError.describe(error))",
                modelType: type
            )
        }
    }
}

/// The properties a decode pass leaves to someone else (the hooks).
protocol PropertySkipping {
    func skips(_ propertyIndex: Int) -> Bool
}

/// Skips nothing: the pass of a class without hooks.
struct SkipNothing: PropertySkipping {
    @inline(__always)
    func skips(_ propertyIndex: Int) -> Bool { false }
}

extension PropertySet: PropertySkipping {
    @inline(__always)
    func skips(_ propertyIndex: Int) -> Bool { contains(propertyIndex) }
}
