/// Where a decode pass reads its values: the tape of a whole document (``TapeSource``), or the
/// JSON text itself, read once as the pass goes (``ByteSource``).
///
/// The schema's member loop, the array loop and the model codecs are written once, generic
/// over the source, as serde's `Deserializer` is: with the text as source, keys are matched
/// against the model's key table as they are read, values go straight into their fields, and
/// an unknown key's value is skipped. A value that a codec reads from a tape (a string, a
/// number, a dictionary, a `@Lossy` value) is read onto a scratch tape first, and a model that
/// needs to look ahead (hooks, `classForDecoding`) is read onto it whole, so every codec has one
/// implementation.
///
/// A source has a cursor: at a value, between an object's members, or between an array's
/// elements. Reading a value moves the cursor past it.
protocol DecodingSource {
    /// Where a value starts, for finding it again after a failure inside it.
    associatedtype Mark
    /// The state of an object being read.
    associatedtype ObjectCursor
    /// The state of an array being read.
    associatedtype ArrayCursor

    /// The offset in the tape's bytes where the value at the cursor starts.
    func valueOffset(in context: DecodingContext) -> UInt32

    /// The kind of the value at the cursor, as far as its first byte tells: the text source
    /// says `.number` for anything that is no other kind (reading it then reports what it is).
    func kind(in context: DecodingContext) -> JSONKind

    /// The value at the cursor as an index on `context`'s tape (read onto the scratch tape when
    /// the source is text); moves the cursor past it.
    mutating func takeValue(in context: DecodingContext) throws(JSONModelError) -> Int

    /// Moves the cursor past the value at it, which is checked but not kept.
    mutating func skipValue(in context: DecodingContext) throws(JSONModelError)

    /// The cursor, at a value.
    var mark: Mark { get }

    /// The offset in the tape's bytes where the value at `mark` starts.
    func offset(of mark: Mark, in context: DecodingContext) -> UInt32

    /// Moves the cursor past the value at `mark`, after a failure somewhere inside it, for
    /// collect-all decoding to go on with the next member or element.
    mutating func skipValue(from mark: Mark, in context: DecodingContext) throws(JSONModelError)

    /// How far the scratch tape is filled (0 for a document's tape, which has no scratch).
    var scratchMark: Int { get }

    /// Lets the scratch tape reuse its entries from `scratchMark` on: nothing decoded later
    /// refers to them.
    mutating func releaseScratch(to scratchMark: Int, in context: DecodingContext)

    /// Enters the object at the cursor, which ``kind(in:)`` said is one.
    mutating func beginObject(in context: DecodingContext) throws(JSONModelError) -> ObjectCursor

    /// Moves to the next member of `object` and returns its key's index in `group`, trying
    /// `expected` first; after the last member, leaves the object and returns `.end`.
    ///
    /// On `.known` and `.unknown`, the cursor is at the member's value.
    mutating func nextMember(
        of object: inout ObjectCursor,
        in group: KeyGroup,
        expecting expected: Int,
        context: DecodingContext
    ) throws(JSONModelError) -> MemberKey

    /// The offset of the current member's key (its opening quote).
    func keyOffset(of object: ObjectCursor, in context: DecodingContext) -> UInt32

    /// The current member's key, for messages.
    func key(of object: ObjectCursor, in context: DecodingContext) -> String

    /// Enters the array at the cursor, which ``kind(in:)`` said is one.
    mutating func beginArray(in context: DecodingContext) throws(JSONModelError) -> ArrayCursor

    /// The number of elements when the source knows it before reading them.
    func elementCount(of array: ArrayCursor, in context: DecodingContext) -> Int?

    /// Moves the cursor to the next element of `array`; after the last one, leaves the array
    /// and returns `false`.
    mutating func nextElement(of array: inout ArrayCursor, in context: DecodingContext) throws(JSONModelError) -> Bool

    /// Decodes the value at the cursor into `field` with `codec`.
    mutating func decodeField(
        _ codec: AnyValueCodec,
        into field: FieldSlot,
        in context: DecodingContext
    ) throws(JSONModelError)
}

/// A member's key, as ``DecodingSource/nextMember(of:in:expecting:context:)`` found it.
enum MemberKey {
    /// The key at this index of the key group.
    case known(Int)
    /// A key the group does not have.
    case unknown
    /// The object has no more members.
    case end
}

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
