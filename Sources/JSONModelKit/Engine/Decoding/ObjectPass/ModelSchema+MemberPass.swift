extension ModelSchema {
    /// Decodes the members of the object at `source`'s cursor that `table` maps, except the
    /// properties in `skipped` (their keys still count as known, and as duplicates), and moves
    /// the cursor past the object.
    ///
    /// Generic over what it skips, so that the loop of a class without hooks has no check.
    /// Values at fallback keys go to `pass.deferred`.
    func decodeMembers<Skipped: PropertySkipping, Source: DecodingSource>(
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
    func skipUnknownMember<Source: DecodingSource>(
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

    /// Decodes the value at `source`'s cursor into what `entry` points to (one member of an
    /// object, or one element of an array that index keys read) and moves the cursor past it.
    @inline(__always)
    func decodeEntry<Skipped: PropertySkipping, Source: DecodingSource>(
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
    func decodeValue<Skipped: PropertySkipping>(
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
            try decodeNestedLevel(
                nested.takeUnretainedValue(),
                at: valueIndex,
                into: base,
                in: context,
                skipping: skipped,
                pass: &pass
            )
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
}
