/// JSON text read in one pass as the schema asks for its values: the source of the one-pass
/// decode (see ``DecodingSource``).
///
/// Objects and arrays that hold models are walked here, their keys matched against the
/// model's key table as they are read (the key the model declares next is compared with the
/// text before anything is scanned). Any other value is read by ``JSONReader`` onto a scratch
/// tape, whose entries are reused once the object that holds them is decoded, so the tape
/// holds a few values at a time, not the document.
///
/// Everything the pass steps over is validated as the reader validates a document. The
/// reader's limits hold too: the depth of the containers walked here counts towards the
/// reader's, their members against `maxCollectionCount`, and keys against `maxStringLength`.
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
    struct Mark {
        let position: Int
        let depth: Int
        let entryCount: Int
    }

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
        reader.entryCount = entryCount
    }

    var mark: Mark {
        Mark(position: reader.position, depth: reader.depth, entryCount: reader.entryCount)
    }

    func offset(of mark: Mark, in context: DecodingContext) -> UInt32 {
        UInt32(truncatingIfNeeded: mark.position)
    }

    mutating func skipValue(from mark: Mark, in context: DecodingContext) throws(JSONModelError) {
        reader.position = mark.position
        reader.depth = mark.depth
        reader.innermost = -1
        releaseScratch(to: mark.entryCount, in: context)
        try skipValue(in: context)
    }

    var scratchMark: Int { reader.entryCount }

    @inline(__always)
    mutating func releaseScratch(to scratchMark: Int, in context: DecodingContext) {
        context.discardEntries(from: scratchMark)
        reader.entryCount = scratchMark
    }

    // MARK: Objects

    @inline(__always)
    mutating func beginObject(in context: DecodingContext) throws(JSONModelError) -> ObjectCursor {
        try enterContainer()
        return ObjectCursor(start: reader.position &- 1)
    }

    @inline(never)
    mutating func nextMember(
        of object: inout ObjectCursor,
        in group: KeyGroup,
        expecting expected: Int,
        context: DecodingContext
    ) throws(JSONModelError) -> MemberKey {
        guard try nextItem(ofContainerAt: object.start, count: object.members, isObject: true) else { return .end }
        object.members &+= 1
        let slot = try readKey(of: &object, in: group, expecting: expected)
        reader.skipWhitespace()
        guard reader.position < reader.count else {
            throw reader.syntaxError("unexpected end of input, expected ':' after object key", at: reader.position)
        }
        guard reader.base[reader.position] == UInt8(ascii: ":") else {
            throw reader.syntaxError("expected ':' after object key", at: reader.position)
        }
        reader.position &+= 1
        reader.skipWhitespace()
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
        let start = reader.position
        guard reader.position < reader.count else {
            throw reader.syntaxError("unexpected end of input, expected a string key", at: reader.position)
        }
        guard reader.base[start] == UInt8(ascii: "\"") else {
            throw reader.syntaxError("expected a string key, found ", byteAt: start)
        }
        object.keyStart = start
        if let length = group.quotedKeyLength(
            expected,
            at: reader.base + (start &+ 1),
            available: reader.count &- start &- 1
        ), length &+ 2 <= reader.maxStringSpan {
            reader.position = start &+ length &+ 2
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
        try enterContainer()
        return ArrayCursor(start: reader.position &- 1)
    }

    @inline(__always)
    func elementCount(of array: ArrayCursor, in context: DecodingContext) -> Int? {
        nil
    }

    @inline(never)
    mutating func nextElement(of array: inout ArrayCursor, in context: DecodingContext) throws(JSONModelError) -> Bool {
        guard try nextItem(ofContainerAt: array.start, count: array.elements, isObject: false) else { return false }
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
            reader.entryCount = index
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

    // MARK: Containers

    /// Moves past the comma after the `count` members (or elements) read so far of the object
    /// (or array) whose bracket is at `start`, to the next one; at its closing bracket, leaves
    /// it and returns `false`.
    ///
    /// Its syntax errors are the reader's, in substance; a failed pass reads the whole text,
    /// and the reader's error is the one thrown.
    @inline(__always)
    private mutating func nextItem(ofContainerAt start: Int, count: Int, isObject: Bool) throws(JSONModelError) -> Bool
    {
        let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        reader.skipWhitespace()
        guard reader.position < reader.count else {
            throw reader.syntaxError(
                "unexpected end of input in an \(isObject ? "object" : "array")",
                at: reader.position
            )
        }
        let byte = reader.base[reader.position]
        if byte == closing {
            try leaveContainer(isObject: isObject, count: count, start: start)
            return false
        }
        guard count != 0 else { return true }
        guard byte == UInt8(ascii: ",") else {
            throw reader.syntaxError("expected ',' or '\(Character(UnicodeScalar(closing)))'", at: reader.position)
        }
        reader.position &+= 1
        reader.skipWhitespace()
        if reader.position < reader.count, reader.base[reader.position] == closing {
            throw reader.syntaxError("trailing comma is not allowed", at: reader.position)
        }
        return true
    }

    /// Steps into the container whose bracket is at the cursor, within `maxDepth`.
    @inline(__always)
    private mutating func enterContainer() throws(JSONModelError) {
        guard reader.depth < reader.maxDepth else { throw reader.tooDeeplyNested(at: reader.position) }
        reader.depth &+= 1
        reader.position &+= 1
    }

    /// Steps out of the container closed at the cursor, within `maxCollectionCount`.
    @inline(__always)
    private mutating func leaveContainer(isObject: Bool, count: Int, start: Int) throws(JSONModelError) {
        if count > reader.maxCollectionCount {
            throw reader.collectionLimitExceeded(isObject: isObject, count: count, at: start)
        }
        reader.depth &-= 1
        reader.position &+= 1
    }
}
