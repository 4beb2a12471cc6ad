extension ModelSchema {
    /// Decodes the value at tape `valueIndex` into each property that reads its key as its
    /// first key; a property that reads it as a fallback key gets it later, if no earlier key
    /// of its own is present (``decodeDeferred(_:into:in:seen:failures:)``).
    func decodeReaders<Skipped: PropertySkipping>(
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
    func decodeDeferred(
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
