/// The values of a document's tape, a whole document read (or built) before decoding.
struct TapeSource: DecodingSource {
    /// The tape index at the cursor.
    var index: Int

    /// The cursor at the value at tape `index`.
    init(index: Int) {
        self.index = index
    }

    /// An object's tape index and end, and the tape index of its current key.
    struct ObjectCursor {
        let object: Int
        let end: Int
        var keyIndex = 0
    }

    /// An array's element count.
    struct ArrayCursor {
        let count: Int
        var remaining: Int
    }

    @inline(__always)
    func valueOffset(in context: DecodingContext) -> UInt32 {
        context.entries[index].start
    }

    @inline(__always)
    func kind(in context: DecodingContext) -> JSONKind {
        context.entries[index].kind
    }

    @inline(__always)
    mutating func takeValue(in context: DecodingContext) -> Int {
        let value = index
        index = context.index(after: value)
        return value
    }

    @inline(__always)
    mutating func skipValue(in context: DecodingContext) {
        index = context.index(after: index)
    }

    var mark: Int { index }

    func offset(of mark: Int, in context: DecodingContext) -> UInt32 {
        context.entries[mark].start
    }

    @inline(__always)
    mutating func skipValue(from mark: Int, in context: DecodingContext) {
        index = context.index(after: mark)
    }

    var scratchMark: Int { 0 }

    @inline(__always)
    mutating func releaseScratch(to scratchMark: Int, in context: DecodingContext) {}

    @inline(__always)
    mutating func beginObject(in context: DecodingContext) -> ObjectCursor {
        let object = index
        index += 1
        return ObjectCursor(object: object, end: Int(context.entries[object].next))
    }

    @inline(__always)
    mutating func nextMember(
        of object: inout ObjectCursor,
        in group: KeyGroup,
        expecting expected: Int,
        context: DecodingContext
    ) -> MemberKey {
        if index == object.end { return .end }
        var keyIndex = index
        // Under `useLast`, a member that a later one with the same key replaces is skipped.
        while context.isShadowed(keyAt: keyIndex, inObjectAt: object.object) {
            keyIndex = context.index(after: keyIndex + 1)
            if keyIndex == object.end {
                index = keyIndex
                return .end
            }
        }
        object.keyIndex = keyIndex
        index = keyIndex + 1
        let keyEntry = context.entries[keyIndex]
        let slot: Int?
        if !keyEntry.flag {
            slot = group.index(ofKey: context.stringBody(of: keyEntry), expecting: expected)
        } else {
            slot = group.index(ofKey: context.string(at: keyIndex))
        }
        return slot.map { .known($0) } ?? .unknown
    }

    func keyOffset(of object: ObjectCursor, in context: DecodingContext) -> UInt32 {
        context.entries[object.keyIndex].start
    }

    func key(of object: ObjectCursor, in context: DecodingContext) -> String {
        context.string(at: object.keyIndex)
    }

    @inline(__always)
    mutating func beginArray(in context: DecodingContext) -> ArrayCursor {
        let count = Int(context.entries[index].count)
        index += 1
        return ArrayCursor(count: count, remaining: count)
    }

    @inline(__always)
    func elementCount(of array: ArrayCursor, in context: DecodingContext) -> Int? {
        array.count
    }

    @inline(__always)
    mutating func nextElement(of array: inout ArrayCursor, in context: DecodingContext) -> Bool {
        if array.remaining == 0 { return false }
        array.remaining &-= 1
        return true
    }

    @inline(__always)
    mutating func decodeField(
        _ codec: AnyValueCodec,
        into field: FieldSlot,
        in context: DecodingContext
    ) throws(JSONModelError) {
        let value = takeValue(in: context)
        try codec.decodeField(into: field, at: value, in: context)
    }
}
