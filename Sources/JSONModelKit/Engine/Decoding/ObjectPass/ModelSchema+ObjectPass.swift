extension ModelSchema {
    /// Sets the properties of the instance at `base` from the JSON object at tape `index`, and
    /// returns the properties that were set (see ``decodeObject(into:object:from:in:mode:deferring:)``).
    ///
    /// - Throws: A type mismatch when the value is not an object, and what the pass throws.
    func decode(
        into base: UnsafeMutableRawPointer,
        object: JSONModel?,
        at index: Int,
        in context: DecodingContext,
        mode: DecodeMode = .full,
        deferring merged: PropertySet? = nil
    ) throws(JSONModelError) -> PropertySet {
        var source = TapeSource(index: index)
        try source.expectObject(named: "\(type)", in: context)
        return try decodeObject(into: base, object: object, from: &source, in: context, mode: mode, deferring: merged)
    }

    /// Sets the properties of the instance at `base` from the JSON object at `source`'s cursor,
    /// moves the cursor past it, and returns the properties that were set: the object pass.
    ///
    /// The caller has checked that the cursor is at an object (``DecodingSource/expectObject(named:in:)``),
    /// once per model: the codecs of nested models and structs, and ``JSONModel/decodeInstance(from:in:)``.
    ///
    /// `object` is the instance when it is a ``JSONModel`` (for hooks and ``JSONModel/didDecode()``).
    /// On failure the instance may be partly set; callers only ever hand out fresh instances on
    /// success (an update works on a scratch instance), so no caller sees it.
    ///
    /// `merged` (updates only) lists properties the default mapping leaves alone, for the
    /// caller to merge; they are not in the result unless a hook handled them.
    func decodeObject<Source: DecodingSource>(
        into base: UnsafeMutableRawPointer,
        object: JSONModel?,
        from source: inout Source,
        in context: DecodingContext,
        mode: DecodeMode = .full,
        deferring merged: PropertySet? = nil
    ) throws(JSONModelError) -> PropertySet {
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
            if _slowPath(!rules.isEmpty), context.options.checksConstraints {
                try checkRules(of: base, object: object, objectOffset: objectOffset, in: context, failures: &failures)
            }
        }
        if !failures.isEmpty { throw JSONModelError.combining(failures) }
        if mode == .full, let object {
            try runDidDecode { try object.didDecode() }
        }
        source.releaseScratch(to: scratchMark, in: context)
        return pass.seen
    }

    /// The pass of ``decode(into:object:from:in:mode:deferring:)`` for a class with hooks: the
    /// hooks see the object as a whole, so it is read onto the tape first; the default
    /// mapping leaves the properties they handled alone.
    @inline(never)
    func decodeWithHooks<Source: DecodingSource>(
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
}
