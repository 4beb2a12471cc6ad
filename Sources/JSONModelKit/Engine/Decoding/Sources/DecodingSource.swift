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
