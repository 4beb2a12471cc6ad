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
    /// `merged` (updates only) lists properties the default mapping leaves alone, for the
    /// caller to merge; they are not in the result unless a hook handled them.
    func decode(
        into base: UnsafeMutableRawPointer,
        object: JSONModel?,
        at index: Int,
        in context: DecodingContext,
        mode: DecodeMode = .full,
        deferring merged: PropertySet? = nil
    ) throws(JSONModelError) -> PropertySet {
        guard context.kind(at: index) == .object else {
            throw JSONModelError(
                code: .typeMismatch,
                message: "expected \(type) (a JSON object), found \(context.tape.describeValue(at: index))"
            )
        }
        var failures: [JSONModelError] = []
        var seen: PropertySet
        // Values at fallback keys, decoded after the pass for the properties no earlier key set.
        var deferred: [DeferredRead] = []
        if let object, customDecodesProperties || context.decodeHook != nil {
            // The hooks first; the default mapping leaves the properties they handled alone.
            let handled = try runDecodeHooks(object, at: index, in: context, mode: mode, failures: &failures)
            seen = handled
            try decodeMembers(
                of: memberTable,
                at: index,
                into: base,
                in: context,
                skipping: merged.map { handled.union($0) } ?? handled,
                seen: &seen,
                deferred: &deferred,
                failures: &failures
            )
        } else if let merged {
            seen = PropertySet(count: properties.count)
            try decodeMembers(
                of: memberTable,
                at: index,
                into: base,
                in: context,
                skipping: merged,
                seen: &seen,
                deferred: &deferred,
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
                deferred: &deferred,
                failures: &failures
            )
        }
        if _slowPath(!deferred.isEmpty) {
            try decodeDeferred(deferred, into: base, in: context, seen: &seen, failures: &failures)
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
    /// Values at fallback keys go to `deferred`.
    private func decodeMembers<Skipped: PropertySkipping>(
        of table: MemberTable,
        at index: Int,
        into base: UnsafeMutableRawPointer,
        in context: DecodingContext,
        skipping skipped: Skipped,
        seen: inout PropertySet,
        deferred: inout [DeferredRead],
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
                try decodeEntry(
                    table.entries[slot],
                    at: valueIndex,
                    into: base,
                    in: context,
                    skipping: skipped,
                    seen: &seen,
                    deferred: &deferred
                )
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

    /// Decodes the value at `valueIndex` into what `entry` points to: one member of an object,
    /// or one element of an array that index keys read.
    @inline(__always)
    private func decodeEntry<Skipped: PropertySkipping>(
        _ entry: MemberTable.Entry,
        at valueIndex: Int,
        into base: UnsafeMutableRawPointer,
        in context: DecodingContext,
        skipping skipped: Skipped,
        seen: inout PropertySet,
        deferred: inout [DeferredRead]
    ) throws(JSONModelError) {
        let entries = context.entries
        if entry.propertyIndex >= 0 {
            if skipped.skips(entry.propertyIndex) { return }
            seen.insert(entry.propertyIndex)
            if entry.keepsDefaultOnNull, entries[valueIndex].kind == .null { return }
        }
        // Unretained calls: the schema owns the table, which owns what it points to.
        switch entry.target {
        case .field(let offset, let codec):
            let field = FieldSlot(in: base, offset: offset)
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
            let kind = entries[valueIndex].kind
            if kind == .null { return }
            var innerFailures: [JSONModelError] = []
            if kind == .object {
                try decodeMembers(
                    of: inner,
                    at: valueIndex,
                    into: base,
                    in: context,
                    skipping: skipped,
                    seen: &seen,
                    deferred: &deferred,
                    failures: &innerFailures
                )
            } else if kind == .array, !inner.group.indexSlots.isEmpty {
                try decodeElements(
                    of: inner,
                    at: valueIndex,
                    into: base,
                    in: context,
                    skipping: skipped,
                    seen: &seen,
                    deferred: &deferred,
                    failures: &innerFailures
                )
            } else {
                throw nestedMismatch(inner.group, at: valueIndex, in: context)
            }
            if !innerFailures.isEmpty { throw JSONModelError.combining(innerFailures) }
        case .readers(let readers):
            try decodeReaders(
                readers.takeUnretainedValue(),
                at: valueIndex,
                into: base,
                in: context,
                skipping: skipped,
                seen: &seen,
                deferred: &deferred
            )
        }
    }

    /// The failure for a value at a nested level of key paths that is neither an object nor
    /// (for a level with index keys) an array.
    private func nestedMismatch(_ group: KeyGroup, at valueIndex: Int, in context: DecodingContext) -> JSONModelError {
        let keys = group.keys.map { "\"\($0)\"" }.joined(separator: ", ")
        let expected = group.isArray ? "a JSON array or object (holding \(keys))" : "a JSON object (holding \(keys))"
        return JSONModelError(
            code: .typeMismatch,
            message: "expected \(expected), found \(context.tape.describeValue(at: valueIndex))",
            modelType: type
        )
    }

    /// Decodes the elements of the array at `index` that the index keys of `table` read
    /// (`"1"` in `"nested.1.value"`); an element past the end leaves its properties absent.
    private func decodeElements<Skipped: PropertySkipping>(
        of table: MemberTable,
        at index: Int,
        into base: UnsafeMutableRawPointer,
        in context: DecodingContext,
        skipping skipped: Skipped,
        seen: inout PropertySet,
        deferred: inout [DeferredRead],
        failures: inout [JSONModelError]
    ) throws(JSONModelError) {
        let group = table.group
        let count = Int(context.entries[index].count)
        var child = index + 1
        var position = 0
        for (wanted, slot) in group.indexSlots {
            guard wanted < count else { break }
            while position < wanted {
                child = context.index(after: child)
                position += 1
            }
            do throws(JSONModelError) {
                try decodeEntry(
                    table.entries[slot],
                    at: child,
                    into: base,
                    in: context,
                    skipping: skipped,
                    seen: &seen,
                    deferred: &deferred
                )
            } catch {
                var failure = error
                failure.locate(atByteOffset: context.entries[child].start)
                failure.prepend(.index(wanted))
                if case .property(let propertyIndex) = group.slots[slot] {
                    failure.attribute(to: type, property: properties[propertyIndex].name)
                }
                guard context.collectsAllErrors else { throw failure }
                failures.append(failure)
            }
        }
    }

    /// Decodes the value at `valueIndex` into each property that reads its key as its first
    /// key; a property that reads it as a fallback key gets it later, if no earlier key of its
    /// own is present (``decodeDeferred(_:into:in:seen:failures:)``).
    private func decodeReaders<Skipped: PropertySkipping>(
        _ readers: MemberReaders,
        at valueIndex: Int,
        into base: UnsafeMutableRawPointer,
        in context: DecodingContext,
        skipping skipped: Skipped,
        seen: inout PropertySet,
        deferred: inout [DeferredRead]
    ) throws(JSONModelError) {
        var failures: [JSONModelError] = []
        for (entry, rank) in readers.readers {
            if rank > 0 {
                if !skipped.skips(entry.propertyIndex) {
                    deferred.append(DeferredRead(entry: entry, rank: rank, valueIndex: valueIndex))
                }
                continue
            }
            do throws(JSONModelError) {
                try decodeEntry(
                    entry,
                    at: valueIndex,
                    into: base,
                    in: context,
                    skipping: skipped,
                    seen: &seen,
                    deferred: &deferred
                )
            } catch {
                var failure = error
                failure.attribute(to: type, property: properties[entry.propertyIndex].name)
                guard context.collectsAllErrors else { throw failure }
                failures.append(failure)
            }
        }
        if !failures.isEmpty { throw JSONModelError.combining(failures) }
    }

    /// Decodes the values of fallback keys into the properties that none of their earlier keys
    /// set: for each property, the present key listed first wins.
    private func decodeDeferred(
        _ deferred: [DeferredRead],
        into base: UnsafeMutableRawPointer,
        in context: DecodingContext,
        seen: inout PropertySet,
        failures: inout [JSONModelError]
    ) throws(JSONModelError) {
        var unused: [DeferredRead] = []
        for read in deferred.sorted(by: { $0.rank < $1.rank }) where !seen.contains(read.entry.propertyIndex) {
            let property = properties[read.entry.propertyIndex]
            do throws(JSONModelError) {
                try decodeEntry(
                    read.entry,
                    at: read.valueIndex,
                    into: base,
                    in: context,
                    skipping: SkipNothing(),
                    seen: &seen,
                    deferred: &unused
                )
            } catch {
                var failure = error
                failure.locate(atByteOffset: context.entries[read.valueIndex].start)
                property.prependPath(to: &failure, rank: read.rank)
                failure.attribute(to: type, property: property.name)
                guard context.collectsAllErrors else { throw failure }
                failures.append(failure)
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

/// The value of a fallback key, kept until the pass over an object is done: it is decoded only
/// when no key the property lists earlier was present.
struct DeferredRead {
    /// The property's decoding entry.
    let entry: MemberTable.Entry
    /// The key's rank among the property's keys (1 for its first fallback key).
    let rank: Int
    /// The value's tape index.
    let valueIndex: Int
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
