/// JSON text read in one pass as the schema asks for its values: the source of the one-pass
/// decode (see ``DecodingSource``).
///
/// Objects and arrays that hold models are walked here, their keys matched against the
/// model's key table as they are read (the key the model declares next is compared with the
/// text before anything is scanned). Any other value is read by ``JSONReader`` onto a scratch
/// tape, whose entries are reused once the object that holds them is decoded, so the tape
/// holds a few values at a time, not the document.
///
/// The reader owns the grammar: the pass steps through containers with its stepping API
/// (`JSONReader+Stepping.swift`: enter a container, next member or element, the colon) and
/// reads every value with `parseValue()`, so everything the pass steps over is validated as
/// the reader validates a document, within the same limits, and never writes the reader's
/// state itself.
struct ByteSource: DecodingSource {
    /// The reader: its position is the cursor, its depth the containers open around it, and
    /// its tape the scratch tape.
    private(set) var reader: JSONReader

    /// A source at the start of `bytes` (after a byte order mark and whitespace), reading
    /// within the reader's `maxDepth` and `limits`.
    ///
    /// - Precondition: `bytes` is not empty and shorter than `UInt32.max`.
    init(bytes: UnsafeBufferPointer<UInt8>, base: UnsafePointer<UInt8>, maxDepth: Int, limits: JSONReader.Limits) {
        reader = JSONReader(
            bytes: bytes,
            base: base,
            maxDepth: maxDepth,
            limits: limits,
            // Room for the values the pass reads onto the tape at once (an array of numbers
            // may be a value per two bytes), grown by doubling for a larger one; at most 5 MB to
            // start with, of which only what is used is touched.
            capacity: min(bytes.count / 16 + 64, 1 << 18)
        )
        reader.skipByteOrderMarkAndWhitespace()
    }

    /// Checks that only whitespace follows the document's value.
    mutating func finishDocument() throws(JSONModelError) {
        try reader.checkEndOfDocument()
    }

    /// The reader's position, depth and scratch tape at a value.
    typealias Mark = JSONReader.Mark

    /// An object's opening brace, its members so far, and the current key.
    struct ObjectCursor {
        let start: Int
        var members = 0
        var keyStart = 0
        var keyEnd = 0
        var keyHasEscapes = false
        var keyIsASCII = true
    }

    /// An array's opening bracket and its elements so far.
    struct ArrayCursor {
        let start: Int
        var elements = 0
    }

    @inline(__always)
    func valueOffset(in context: DecodingContext) -> UInt32 {
        UInt32(truncatingIfNeeded: reader.position)
    }

    @inline(__always)
    func kind(in context: DecodingContext) -> JSONKind {
        guard reader.position < reader.count else { return .number }
        switch reader.base[reader.position] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "t"): return .true
        case UInt8(ascii: "f"): return .false
        default: return .number
        }
    }

    @inline(__always)
    mutating func takeValue(in context: DecodingContext) throws(JSONModelError) -> Int {
        let index = reader.entryCount
        try reader.parseValue()
        context.follow(reader)
        return index
    }

    @inline(__always)
    mutating func skipValue(in context: DecodingContext) throws(JSONModelError) {
        let entryCount = reader.entryCount
        try reader.parseValue()
        // Reading it may have moved the scratch tape, whose earlier values the pass still reads.
        context.follow(reader)
        reader.discardEntries(from: entryCount)
    }

    var mark: Mark { reader.mark }

    func offset(of mark: Mark, in context: DecodingContext) -> UInt32 {
        UInt32(truncatingIfNeeded: mark.position)
    }

    mutating func skipValue(from mark: Mark, in context: DecodingContext) throws(JSONModelError) {
        context.discardEntries(from: mark.entryCount)
        reader.rewind(to: mark)
        try skipValue(in: context)
    }

    var scratchMark: Int { reader.entryCount }

    @inline(__always)
    mutating func releaseScratch(to scratchMark: Int, in context: DecodingContext) {
        context.discardEntries(from: scratchMark)
        reader.discardEntries(from: scratchMark)
    }

    // MARK: Objects

    @inline(__always)
    mutating func beginObject(in context: DecodingContext) throws(JSONModelError) -> ObjectCursor {
        try reader.enterContainer()
        return ObjectCursor(start: reader.position &- 1)
    }

    @inline(never)
    mutating func nextMember(
        of object: inout ObjectCursor,
        in group: KeyGroup,
        expecting expected: Int,
        context: DecodingContext
    ) throws(JSONModelError) -> MemberKey {
        guard try reader.nextItem(ofContainerAt: object.start, count: object.members, isObject: true) else {
            return .end
        }
        object.members &+= 1
        let slot = try readKey(of: &object, in: group, expecting: expected)
        try reader.skipColon()
        return slot.map { .known($0) } ?? .unknown
    }

    /// Reads the key at the cursor and finds it in `group`: first by comparing the text with
    /// the key `expected`, then by scanning the string and looking it up.
    @inline(__always)
    private mutating func readKey(
        of object: inout ObjectCursor,
        in group: KeyGroup,
        expecting expected: Int
    ) throws(JSONModelError) -> Int? {
        let start = try reader.keyStart()
        object.keyStart = start
        if let length = group.quotedKeyLength(
            expected,
            at: reader.base + (start &+ 1),
            available: reader.count &- start &- 1
        ), length &+ 2 <= reader.maxStringSpan {
            reader.skipMatchedKey(at: start, length: length)
            object.keyEnd = reader.position
            object.keyHasEscapes = false
            return expected
        }
        let (hasEscapes, isASCII) = try reader.scanString()
        object.keyEnd = reader.position
        object.keyHasEscapes = hasEscapes
        object.keyIsASCII = isASCII
        if !hasEscapes {
            let body = UnsafeBufferPointer(start: reader.base + (start &+ 1), count: reader.position &- start &- 2)
            return group.index(ofKey: body)
        }
        return group.index(ofKey: keyString(of: object))
    }

    func keyOffset(of object: ObjectCursor, in context: DecodingContext) -> UInt32 {
        UInt32(truncatingIfNeeded: object.keyStart)
    }

    func key(of object: ObjectCursor, in context: DecodingContext) -> String {
        keyString(of: object)
    }

    private func keyString(of object: ObjectCursor) -> String {
        let body = UnsafeBufferPointer(
            start: reader.base + (object.keyStart &+ 1),
            count: object.keyEnd &- object.keyStart &- 2
        )
        return object.keyHasEscapes
            ? JSONStringUnescaper.unescape(body, isASCII: object.keyIsASCII)
            : JSONTape.validatedString(body, isASCII: object.keyIsASCII)
    }

    // MARK: Arrays

    @inline(__always)
    mutating func beginArray(in context: DecodingContext) throws(JSONModelError) -> ArrayCursor {
        try reader.enterContainer()
        return ArrayCursor(start: reader.position &- 1)
    }

    @inline(__always)
    func elementCount(of array: ArrayCursor, in context: DecodingContext) -> Int? {
        nil
    }

    @inline(never)
    mutating func nextElement(of array: inout ArrayCursor, in context: DecodingContext) throws(JSONModelError) -> Bool {
        guard try reader.nextItem(ofContainerAt: array.start, count: array.elements, isObject: false) else {
            return false
        }
        array.elements &+= 1
        return true
    }

    // MARK: Values

    /// Decodes the value at the cursor into `field` with `codec`.
    ///
    /// A scalar (a string, number, `true`, `false` or `null`) is decoded from its one entry on
    /// the scratch tape, which is reused at once: every codec reads a scalar so. A container
    /// goes to the codec, which reads models in it straight from the text.
    @inline(__always)
    mutating func decodeField(
        _ codec: AnyValueCodec,
        into field: FieldSlot,
        in context: DecodingContext
    ) throws(JSONModelError) {
        if let index = try readScalar(in: context) {
            try codec.decodeField(into: field, at: index, in: context)
            // A scalar's entry: nothing was built from it.
            reader.discardEntries(from: index)
        } else {
            try codec.decodeField(into: field, from: &self, in: context)
        }
    }

    /// Reads the scalar at the cursor onto the scratch tape and returns its index; `nil`
    /// (reading nothing) for an object or an array.
    @inline(never)
    private mutating func readScalar(in context: DecodingContext) throws(JSONModelError) -> Int? {
        guard reader.position < reader.count else { return nil }
        let index = reader.entryCount
        switch reader.base[reader.position] {
        case UInt8(ascii: "\""): try reader.parseString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try reader.parseNumber()
        case UInt8(ascii: "t"): try reader.parseLiteral("true", kind: .true)
        case UInt8(ascii: "f"): try reader.parseLiteral("false", kind: .false)
        case UInt8(ascii: "n"): try reader.parseLiteral("null", kind: .null)
        default: return nil
        }
        context.follow(reader)
        return index
    }
}
