extension ModelSchema {
    /// Decodes the value at tape `valueIndex`, a nested level of key paths, into the properties
    /// `inner` maps.
    ///
    /// The level is `"user"` in `"user.name"`: an object's members are decoded, or the elements
    /// of an array that index keys read. A missing or null level leaves its properties absent.
    @inline(__always)
    func decodeNestedLevel<Skipped: PropertySkipping>(
        _ inner: DecodingTable,
        at valueIndex: Int,
        into base: UnsafeMutableRawPointer,
        in context: DecodingContext,
        skipping skipped: Skipped,
        pass: inout MemberPass
    ) throws(JSONModelError) {
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
    }

    /// The failure for a value at a nested level of key paths that is neither an object nor
    /// (for a level with index keys) an array.
    func nestedMismatch(_ group: KeyGroup, at valueIndex: Int, in context: DecodingContext) -> JSONModelError {
        let keys = group.keys.map { "\"\($0)\"" }.joined(separator: ", ")
        let expected =
            group.indexSlots.isEmpty ? "a JSON object (holding \(keys))" : "a JSON array or object (holding \(keys))"
        return JSONModelError(
            code: .typeMismatch,
            message: "expected \(expected), found \(context.describeValue(at: valueIndex))",
            modelType: type
        )
    }

    /// Decodes the elements of the array at tape `index` that the index keys of `table` read
    /// (`"1"` in `"nested.1.value"`); an element past the end leaves its properties absent.
    func decodeElements<Skipped: PropertySkipping>(
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
}
