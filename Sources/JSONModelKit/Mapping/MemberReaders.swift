/// The properties that read one key of a ``DecodingTable``, in declaration order, each with the
/// rank of the key among its keys (0 for its first key, more for a fallback key).
final class MemberReaders: @unchecked Sendable {
    // @unchecked: immutable after `init`; the table that holds it keeps its targets alive.
    let readers: [(entry: DecodingTable.Entry, rank: Int)]

    init(readers: [(entry: DecodingTable.Entry, rank: Int)]) {
        self.readers = readers
    }
}

/// Calls `body` with the object `reference` points to, without retaining it.
///
/// The caller guarantees that something else keeps the object alive during the call (for a
/// ``DecodingTable`` entry: the table). `takeUnretainedValue()` would retain and release it around
/// the call, two atomic operations per decoded member.
@inline(__always)
func withUnretained<Object: AnyObject>(
    _ reference: Unmanaged<Object>,
    _ body: (Object) throws(JSONModelError) -> Void
) throws(JSONModelError) {
    // `_withUnsafeGuaranteedRef` rethrows untyped errors, so the error is passed out as a value.
    let failure: JSONModelError? = reference._withUnsafeGuaranteedRef { object in
        do throws(JSONModelError) {
            try body(object)
            return nil
        } catch {
            return error
        }
    }
    if let failure { throw failure }
}
