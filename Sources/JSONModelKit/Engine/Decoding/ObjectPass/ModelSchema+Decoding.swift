/// How much of a model a decode sets.
enum DecodeMode {
    /// A new instance: every required key must be present; ``JSONModel/didDecode()`` runs.
    case full
    /// An update of an existing instance: only the keys present are applied.
    case update
}

extension ModelSchema {
    /// Sets the properties of the instance at `base` from the JSON object at tape `index`, and
    /// returns the properties that were set (see ``decode(into:object:from:in:mode:deferring:)``).
    func decode(
        into base: UnsafeMutableRawPointer,
        object: JSONModel?,
        at index: Int,
        in context: DecodingContext,
        mode: DecodeMode = .full,
        deferring merged: PropertySet? = nil
    ) throws(JSONModelError) -> PropertySet {
        var source = TapeSource(index: index)
        return try decode(into: base, object: object, from: &source, in: context, mode: mode, deferring: merged)
    }

    /// Sets the properties of the instance at `base` from the JSON object at `source`'s cursor,
    /// moves the cursor past it, and returns the properties that were set.
    ///
    /// `object` is the instance when it is a ``JSONModel`` (for hooks and ``JSONModel/didDecode()``).
    /// On failure the instance may be partly set; callers only ever hand out fresh instances on
    /// success (an update works on a scratch instance), so no caller sees it.
    ///
    /// `merged` (updates only) lists properties the default mapping leaves alone, for the
    /// caller to merge; they are not in the result unless a hook handled them.
    func decode<Source: DecodingSource>(
        into base: UnsafeMutableRawPointer,
        object: JSONModel?,
        from source: inout Source,
        in context: DecodingContext,
        mode: DecodeMode = .full,
        deferring merged: PropertySet? = nil
    ) throws(JSONModelError) -> PropertySet {
        guard source.kind(in: context) == .object else {
            throw objectMismatch(at: try source.takeValue(in: context), in: context)
        }
        let objectOffset = source.valueOffset(in: context)
        let scratchMark = source.scratchMark
        var pass = MemberPass(propertyCount: properties.count)
        var failures: [JSONModelError] = []
        if let object, customDecodesProperties || context.decodeHook != nil {
            try decodeWithHooks(
                object,
                from: &source,
                into: base,
                in: context,
                mode: mode,
                deferring: merged,
                pass: &pass,
                failures: &failures
            )
        } else if let merged {
            try decodeMembers(
                of: decodingTable,
                from: &source,
                into: base,
                in: context,
                skipping: merged,
                pass: &pass,
                failures: &failures
            )
        } else {
            if _slowPath(hasUnmappedProperty), let unmappedPropertyError { throw unmappedPropertyError }
            try decodeMembers(
                of: decodingTable,
                from: &source,
                into: base,
                in: context,
                skipping: SkipNothing(),
                pass: &pass,
                failures: &failures
            )
        }
        if _slowPath(!pass.deferred.isEmpty) {
            try decodeDeferred(pass.deferred, into: base, in: context, seen: &pass.seen, failures: &failures)
        }
        if mode == .full {
            try checkRequiredProperties(
                seen: pass.seen,
                ofObjectAt: objectOffset,
                in: context,
                failures: &failures
            )
            #if DEBUG
                keyStyleHints?.check(self, seen: pass.seen, unknownKeys: pass.unknownKeys)
            #endif
        }
        if !failures.isEmpty { throw JSONModelError.combining(failures) }
        if mode == .full, let object {
            try runDidDecode { try object.didDecode() }
        }
        source.releaseScratch(to: scratchMark, in: context)
        return pass.seen
    }

    /// The error for a value at tape `index` that should be this model's object.
    @inline(never)
    private func objectMismatch(at index: Int, in context: DecodingContext) -> JSONModelError {
        JSONModelError(
            code: .typeMismatch,
            message: "expected \(type) (a JSON object), found \(context.tape.describeValue(at: index))"
        )
    }

    /// The pass of ``decode(into:object:from:in:mode:deferring:)`` for a class with hooks: the
    /// hooks see the object as a whole, so it is read onto the tape first; the default
    /// mapping leaves the properties they handled alone.
    @inline(never)
    private func decodeWithHooks<Source: DecodingSource>(
        _ object: JSONModel,
        from source: inout Source,
        into base: UnsafeMutableRawPointer,
        in context: DecodingContext,
        mode: DecodeMode,
        deferring merged: PropertySet?,
        pass: inout MemberPass,
        failures: inout [JSONModelError]
    ) throws(JSONModelError) {
        let index = try source.takeValue(in: context)
        var members = TapeSource(index: index)
        let handled = try runDecodeHooks(object, at: index, in: context, mode: mode, failures: &failures)
        pass.seen = handled
        try decodeMembers(
            of: decodingTable,
            from: &members,
            into: base,
            in: context,
            skipping: merged.map { handled.union($0) } ?? handled,
            pass: &pass,
            failures: &failures
        )
    }

    /// Decodes the members of the object at `source`'s cursor that `table` maps, except the
    /// properties in `skipped` (their keys still count as known, and as duplicates), and moves
    /// the cursor past the object.
    ///
    /// Generic over what it skips, so that the loop of a class without hooks has no check.
    /// Values at fallback keys go to `pass.deferred`.
    private func decodeMembers<Skipped: PropertySkipping, Source: DecodingSource>(
        of table: DecodingTable,
        from source: inout Source,
        into base: UnsafeMutableRawPointer,
        in context: DecodingContext,
        skipping skipped: Skipped,
        pass: inout MemberPass,
        failures: inout [JSONModelError]
    ) throws(JSONModelError) {
        let group = table.group
        var object = try source.beginObject(in: context)
        var seenKeys = PropertySet(count: group.keys.count)
        // The key index after the previous match: objects usually follow the declared order.
        var expectedSlot = 0
        while true {
            let slot: Int
            switch try source.nextMember(of: &object, in: group, expecting: expectedSlot, context: context) {
            case .end:
                return
            case .known(let known):
                slot = known
            case .unknown:
                try skipUnknownMember(
                    of: object,
                    in: table,
                    from: &source,
                    context: context,
                    pass: &pass,
                    failures: &failures
                )
                continue
            }
            expectedSlot = slot + 1
            let mark = source.mark
            do throws(JSONModelError) {
                if seenKeys.contains(slot), context.options.duplicateKeys == .reject {
                    throw duplicateKeyError(group.keys[slot], at: source.keyOffset(of: object, in: context))
                }
                seenKeys.insert(slot)
                try decodeEntry(
                    table.entries[slot],
                    from: &source,
                    into: base,
                    in: context,
                    skipping: skipped,
                    pass: &pass
                )
            } catch {
                try collectMemberFailure(
                    error,
                    at: slot,
                    of: group,
                    from: &source,
                    mark: mark,
                    context: context,
                    failures: &failures
                )
            }
        }
    }

    /// Skips the value of a member whose key the model does not map, after noting the key for
    /// ``KeyStyleHints`` (DEBUG builds) and failing when the options reject unknown keys.
    ///
    /// Out of the member loop, which keeps its frame small (one is on the stack per level of
    /// nested models).
    @inline(never)
    private func skipUnknownMember<Source: DecodingSource>(
        of object: Source.ObjectCursor,
        in table: DecodingTable,
        from source: inout Source,
        context: DecodingContext,
        pass: inout MemberPass,
        failures: inout [JSONModelError]
    ) throws(JSONModelError) {
        #if DEBUG
            if table === decodingTable, keyStyleHints != nil {
                pass.unknownKeys.append(source.key(of: object, in: context))
            }
        #endif
        if context.options.unknownKeys == .reject {
            var failure = unknownKeyError(source.key(of: object, in: context), among: table.group.keys)
            failure.locate(atByteOffset: source.keyOffset(of: object, in: context))
            try context.collect(failure, into: &failures)
        }
        try source.skipValue(in: context)
    }

    /// The error for a repeated `key` at byte `offset`.
    @inline(never)
    private func duplicateKeyError(_ key: String, at offset: UInt32) -> JSONModelError {
        var failure = JSONModelError(
            code: .duplicateKey,
            message: "duplicate key \"\(JSONModelError.escapedForMessage(key))\""
        )
        failure.locate(atByteOffset: offset)
        return failure
    }

    /// Adds the member's key, its property and its value's location to `error`, collects it (or
    /// throws it when not collecting), and moves `source` past the member's value at `mark`.
    @inline(never)
    private func collectMemberFailure<Source: DecodingSource>(
        _ error: JSONModelError,
        at slot: Int,
        of group: KeyGroup,
        from source: inout Source,
        mark: Source.Mark,
        context: DecodingContext,
        failures: inout [JSONModelError]
    ) throws(JSONModelError) {
        var failure = error
        failure.locate(atByteOffset: source.offset(of: mark, in: context))
        failure.prepend(.key(group.keys[slot]))
        if case .property(let propertyIndex) = group.slots[slot] {
            failure.attribute(to: type, property: properties[propertyIndex].name)
        }
        try context.collect(failure, into: &failures)
        try source.skipValue(from: mark, in: context)
    }

    /// Decodes the value at `source`'s cursor into what `entry` points to (one member of an
    /// object, or one element of an array that index keys read) and moves the cursor past it.
    @inline(__always)
    private func decodeEntry<Skipped: PropertySkipping, Source: DecodingSource>(
        _ entry: DecodingTable.Entry,
        from source: inout Source,
        into base: UnsafeMutableRawPointer,
        in context: DecodingContext,
        skipping skipped: Skipped,
        pass: inout MemberPass
    ) throws(JSONModelError) {
        if entry.propertyIndex >= 0 {
            if skipped.skips(entry.propertyIndex) {
                try source.skipValue(in: context)
                return
            }
            pass.seen.insert(entry.propertyIndex)
            if entry.keepsDefaultOnNull, source.kind(in: context) == .null {
                try source.skipValue(in: context)
                return
            }
        }
        // Unretained calls: the schema owns the table, which owns what it points to.
        if case .field(let offset, let codec) = entry.target {
            let field = FieldSlot(in: base, offset: offset)
            try withUnretained(codec) { codec throws(JSONModelError) in
                try source.decodeField(codec, into: field, in: context)
            }
        } else {
            try decodeValue(
                of: entry,
                at: source.takeValue(in: context),
                into: base,
                in: context,
                skipping: skipped,
                pass: &pass
            )
        }
    }

    /// Decodes the value at tape `valueIndex` into what `entry` points to: a field, an
    /// accessor, a nested level of key paths, or the properties that share a key.
    ///
    /// ``decodeEntry(_:from:into:in:skipping:pass:)`` decodes fields from its source itself and
    /// hands the other entries here, out of line, so that its frame stays small (one is on the
    /// stack per level of nested models).
    @inline(never)
    private func decodeValue<Skipped: PropertySkipping>(
        of entry: DecodingTable.Entry,
        at valueIndex: Int,
        into base: UnsafeMutableRawPointer,
        in context: DecodingContext,
        skipping skipped: Skipped,
        pass: inout MemberPass
    ) throws(JSONModelError) {
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
            let kind = context.kind(at: valueIndex)
            if kind == .null { return }
            var innerFailures: [JSONModelError] = []
            if kind == .object {
                var members = TapeSource(index: valueIndex)
                try decodeMembers(
                    of: inner,
                    from: &members,
                    into: base,
                    in: context,
                    skipping: skipped,
                    pass: &pass,
                    failures: &innerFailures
                )
            } else if kind == .array, !inner.group.indexSlots.isEmpty {
                try decodeElements(
                    of: inner,
                    at: valueIndex,
                    into: base,
                    in: context,
                    skipping: skipped,
                    pass: &pass,
                    failures: &innerFailures
                )
            } else if inner.hasFirstKeyReader {
                throw nestedMismatch(inner.group, at: valueIndex, in: context)
            }
            // Otherwise only fallback keys pass through this level: the wrong kind of value
            // counts as absent, and the property's next key is tried.
            if !innerFailures.isEmpty { throw JSONModelError.combining(innerFailures) }
        case .readers(let readers):
            try decodeReaders(
                readers.takeUnretainedValue(),
                at: valueIndex,
                into: base,
                in: context,
                skipping: skipped,
                pass: &pass
            )
        }
    }

    /// The failure for a value at a nested level of key paths that is neither an object nor
    /// (for a level with index keys) an array.
    private func nestedMismatch(_ group: KeyGroup, at valueIndex: Int, in context: DecodingContext) -> JSONModelError {
        let keys = group.keys.map { "\"\($0)\"" }.joined(separator: ", ")
        let expected =
            group.indexSlots.isEmpty ? "a JSON object (holding \(keys))" : "a JSON array or object (holding \(keys))"
        return JSONModelError(
            code: .typeMismatch,
            message: "expected \(expected), found \(context.tape.describeValue(at: valueIndex))",
            modelType: type
        )
    }

    /// Decodes the elements of the array at tape `index` that the index keys of `table` read
    /// (`"1"` in `"nested.1.value"`); an element past the end leaves its properties absent.
    private func decodeElements<Skipped: PropertySkipping>(
        of table: DecodingTable,
        at index: Int,
        into base: UnsafeMutableRawPointer,
        in context: DecodingContext,
        skipping skipped: Skipped,
        pass: inout MemberPass,
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
                var element = TapeSource(index: child)
                try decodeEntry(
                    table.entries[slot],
                    from: &element,
                    into: base,
                    in: context,
                    skipping: skipped,
                    pass: &pass
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

    /// Decodes the value at tape `valueIndex` into each property that reads its key as its
    /// first key; a property that reads it as a fallback key gets it later, if no earlier key
    /// of its own is present (``decodeDeferred(_:into:in:seen:failures:)``).
    private func decodeReaders<Skipped: PropertySkipping>(
        _ readers: MemberReaders,
        at valueIndex: Int,
        into base: UnsafeMutableRawPointer,
        in context: DecodingContext,
        skipping skipped: Skipped,
        pass: inout MemberPass
    ) throws(JSONModelError) {
        var failures: [JSONModelError] = []
        for (entry, rank) in readers.readers {
            if rank > 0 {
                if !skipped.skips(entry.propertyIndex) {
                    pass.deferred.append(DeferredRead(entry: entry, rank: rank, valueIndex: valueIndex))
                }
                continue
            }
            do throws(JSONModelError) {
                var value = TapeSource(index: valueIndex)
                try decodeEntry(entry, from: &value, into: base, in: context, skipping: skipped, pass: &pass)
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
        var pass = MemberPass(seen: seen)
        defer { seen = pass.seen }
        for read in deferred.sorted(by: { $0.rank < $1.rank }) where !pass.seen.contains(read.entry.propertyIndex) {
            let property = properties[read.entry.propertyIndex]
            do throws(JSONModelError) {
                var value = TapeSource(index: read.valueIndex)
                try decodeEntry(read.entry, from: &value, into: base, in: context, skipping: SkipNothing(), pass: &pass)
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

    /// Adds a `keyNotFound` failure for each required property not in `seen`, located at the
    /// object's opening brace (`objectOffset`).
    func checkRequiredProperties(
        seen: PropertySet,
        ofObjectAt objectOffset: UInt32,
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
            failure.locate(atByteOffset: objectOffset)
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
    let entry: DecodingTable.Entry
    /// The key's rank among the property's keys (1 for its first fallback key).
    let rank: Int
    /// The value's tape index.
    let valueIndex: Int
}

/// What a pass over one object keeps track of, besides its failures.
struct MemberPass {
    /// The properties set so far.
    var seen: PropertySet
    /// Values at fallback keys, decoded after the pass for the properties no earlier key set.
    var deferred: [DeferredRead] = []
    /// The keys the model does not map, for ``KeyStyleHints`` (DEBUG builds only).
    var unknownKeys: [String] = []

    /// A pass over an object of a model with `propertyCount` properties.
    init(propertyCount: Int) {
        seen = PropertySet(count: propertyCount)
    }

    /// A pass that has already set `seen`.
    init(seen: PropertySet) {
        self.seen = seen
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
