/// Builds a ``JSONTape`` from values instead of text, so that every source the library decodes
/// (JSON text, `JSONValue`, `[String: Any]` dictionaries, XML, `@Lossy` coercions) and every
/// sink it encodes to is read by the same engine, and nothing is written as JSON text only to be
/// parsed again.
///
/// The tape's bytes are an arena the builder fills: a string is its UTF-8 between two
/// placeholder quotes (so its entry looks like one the reader made of a string without escapes),
/// a number that comes as text from a source (XML content) is its literal, and a number that
/// comes as a value is its 8-byte binary representation, marked by
/// ``TapeNumberStorage`` in the entry's `count` (the reader leaves it 0 for numbers). Every
/// other value takes one placeholder byte, so each entry starts at its own offset and
/// ``mark(sourceOffset:)`` can tie offsets to places in the source.
///
/// The entries and the arena are written in place in the ``TapeStorage`` the finished tape
/// keeps, so ``makeTape()`` copies nothing. A builder is a value: copies share the storage
/// until one of them changes, which first takes a copy of its own when the storage is shared
/// (one uniqueness check per value added, where arrays checked each of their three or four
/// mutations of a value).
package struct TapeBuilder {
    /// The memory being filled; shared with copies of the builder (and with a tape made from
    /// one of them) until a change.
    private var storage: TapeStorage
    /// `storage.pointer` and `storage.arena`, kept here so that writes need not read the class.
    private var entries: UnsafeMutablePointer<TapeEntry>
    private var arena: UnsafeMutablePointer<UInt8>
    private var entryCount = 0
    private var entryCapacity: Int
    private var arenaCount = 0
    private var arenaCapacity: Int
    /// The tape index of the innermost open container, or -1.
    ///
    /// The open containers form a stack through the tape itself, as in ``JSONReader``: while a
    /// container is open, its entry's `next` holds its parent's index (`UInt32.max` for none),
    /// and closing it restores that.
    private var innermost = -1
    /// How many containers are open.
    private var depth = 0
    private let maxDepth: Int
    private let limits: JSONReader.Limits
    /// The first value that broke `limits`, reported by ``checkedTape()``.
    private var limitFailure: JSONModelError?
    /// Where values of the source text start; empty for sources without text.
    private(set) var sourceMarks = SourceMarks()

    /// Creates an empty builder.
    ///
    /// - Parameters:
    ///   - maxDepth: The deepest nesting of arrays and objects accepted, as the reader's limit.
    ///   - capacity: The expected number of values.
    ///   - byteCapacity: The expected size of the values' bytes (8 per value when `nil`).
    package init(maxDepth: Int = .max, capacity: Int = 16, byteCapacity: Int? = nil) {
        self.init(maxDepth: maxDepth, limits: JSONReader.Limits(), capacity: capacity, byteCapacity: byteCapacity)
    }

    /// Creates an empty builder that applies the reader's limits, for ``checkedTape()``: a
    /// string's UTF-8 against `maxStringLength`, a container's size against
    /// `maxCollectionCount`, and the tape's bytes (each string's UTF-8 plus 2, 8 per number, 1
    /// per other value) against `maxInputSize`.
    init(maxDepth: Int, limits: JSONReader.Limits, capacity: Int = 16, byteCapacity: Int? = nil) {
        self.maxDepth = maxDepth
        self.limits = limits
        entryCapacity = max(1, capacity)
        arenaCapacity = max(8, byteCapacity ?? capacity * 8)
        storage = TapeStorage(entryCapacity: entryCapacity, arenaCapacity: arenaCapacity)
        entries = storage.pointer
        // The initializer above allocated it.
        arena = storage.arena.unsafelyUnwrapped
    }

    /// Whether nothing has been added yet.
    package var isEmpty: Bool { entryCount == 0 }

    // MARK: Values

    /// Makes room for `count` marks, for a source that marks its values (XML).
    package mutating func reserveMarks(_ count: Int) {
        sourceMarks.reserveCapacity(count)
    }

    /// Records that the next value starts at byte `sourceOffset` of the source text.
    package mutating func mark(sourceOffset: Int) {
        sourceMarks.append(arenaOffset: arenaCount, sourceOffset: sourceOffset)
    }

    package mutating func null() {
        appendScalar(.null, placeholder: UInt8(ascii: "n"))
    }

    package mutating func bool(_ value: Bool) {
        appendScalar(value ? .true : .false, placeholder: value ? UInt8(ascii: "t") : UInt8(ascii: "f"))
    }

    /// Adds a number given as a value; codecs read it without any text.
    package mutating func number(_ number: JSONNumber) {
        let storage: TapeNumberStorage
        let bits: UInt64
        switch number.storage {
        case .signed(let value): (storage, bits) = (.signed, UInt64(bitPattern: value))
        case .unsigned(let value): (storage, bits) = (.unsigned, value)
        case .double(let value): (storage, bits) = (.double, value.bitPattern)
        case .literalDouble(let value, let isInteger):
            (storage, bits) = (isInteger ? .literalIntegralDouble : .literalDouble, value.bitPattern)
        case .literal(let literal):
            // As the text the number was read from: codecs read it as they read a document.
            var text = literal.text
            return text.withUTF8 { numberLiteral($0, isInteger: literal.isIntegerLiteral) }
        }
        let start = reserve(bytes: 8)
        UnsafeMutableRawPointer(arena + start).storeBytes(of: bits.littleEndian, as: UInt64.self)
        arenaCount = start &+ 8
        appendEntry(
            TapeEntry(
                kind: .number,
                flag: number.isStoredInteger,
                count: storage.rawValue,
                start: UInt32(start),
                end: UInt32(arenaCount),
                next: 0
            )
        )
    }

    /// Adds a number literal the caller has checked with
    /// ``JSONNumberGrammar/literalIsInteger(_:)`` (or scanned whole with
    /// ``JSONNumberGrammar/scan(_:from:count:)``); `isInteger` as the reader's flag (no
    /// fraction, no exponent).
    package mutating func numberLiteral(_ literal: UnsafeBufferPointer<UInt8>, isInteger: Bool) {
        let start = reserve(bytes: literal.count)
        copy(literal, to: start)
        arenaCount = start &+ literal.count
        appendEntry(
            TapeEntry(kind: .number, flag: isInteger, count: 0, start: UInt32(start), end: UInt32(arenaCount), next: 0)
        )
    }

    /// Adds `text` as a number literal when it is exactly one JSON number (RFC 8259 grammar,
    /// no whitespace); text from a source whose scalars are text (XML content, a string
    /// `@Lossy` reads as a number).
    ///
    /// - Parameter text: The candidate literal.
    /// - Returns: Whether it was a number and was added.
    package mutating func appendNumberLiteral(ifValid text: String) -> Bool {
        var text = text
        return text.withUTF8 { appendNumberLiteral(ifValid: $0) }
    }

    /// Adds the number literal `utf8` (a JSON number), or returns `false` and adds nothing
    /// when it is not one.
    package mutating func appendNumberLiteral(ifValid utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let isInteger = JSONNumberGrammar.literalIsInteger(utf8) else { return false }
        numberLiteral(utf8, isInteger: isInteger)
        return true
    }

    /// Adds a string (also an object key, right after ``beginObject()`` or a member's value).
    package mutating func string(_ value: String) {
        // Native strings lend their UTF-8 where it is; only a bridged one is copied.
        if value.utf8.withContiguousStorageIfAvailable({ appendString($0) }) != nil { return }
        var value = value
        value.withUTF8 { appendString($0) }
    }

    /// Adds a string from UTF-8 the caller has validated.
    package mutating func appendString(_ utf8: UnsafeBufferPointer<UInt8>) {
        appendString(utf8, isASCII: Self.isASCII(utf8))
    }

    /// Adds a string from UTF-8 the caller has validated and knows to be all ASCII or not
    /// (`isASCII` must be exact: strings made from the tape keep it as their ASCII flag), such as
    /// a key whose bytes are kept with it.
    package mutating func appendString(_ utf8: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
        let start = reserve(bytes: utf8.count &+ 2)
        arena[start] = UInt8(ascii: "\"")
        copy(utf8, to: start &+ 1)
        arenaCount = start &+ utf8.count &+ 2
        arena[arenaCount &- 1] = UInt8(ascii: "\"")
        if utf8.count > limits.maxStringLength, limitFailure == nil {
            limitFailure = JSONModelError(
                code: .limitExceeded,
                message: "a string of \(utf8.count) bytes exceeds maxStringLength (\(limits.maxStringLength))"
            )
        }
        var entry = TapeEntry(
            kind: .string,
            flag: false,
            count: 0,
            start: UInt32(start),
            end: UInt32(arenaCount),
            next: 0
        )
        entry.isASCII = isASCII
        appendEntry(entry)
    }

    /// Whether every byte of `utf8` is below 0x80, checked eight bytes at a time.
    private static func isASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return true }
        let count = utf8.count
        var index = 0
        while index &+ 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { return false }
            index &+= 8
        }
        while index < count {
            if base[index] >= 0x80 { return false }
            index &+= 1
        }
        return true
    }

    /// Opens an object: add a key (``string(_:)``) and a value for each member, then call
    /// ``endContainer()``.
    package mutating func beginObject() throws(JSONModelError) {
        try open(.object, placeholder: UInt8(ascii: "{"))
    }

    /// Opens an array: add its elements, then call ``endContainer()``.
    package mutating func beginArray() throws(JSONModelError) {
        try open(.array, placeholder: UInt8(ascii: "["))
    }

    /// Closes the innermost open object or array.
    package mutating func endContainer() {
        guard innermost >= 0 else { return }
        makeUnique()
        let index = innermost
        let parent = entries[index].next
        innermost = parent == UInt32.max ? -1 : Int(parent)
        depth &-= 1
        let isObject = entries[index].kind == .object
        if isObject {
            // Keys and values were counted alike; an object counts members.
            entries[index].count /= 2
        }
        if Int(entries[index].count) > limits.maxCollectionCount, limitFailure == nil {
            let count = entries[index].count
            limitFailure = JSONModelError(
                code: .limitExceeded,
                message:
                    "an \(isObject ? "object" : "array") of \(count) \(isObject ? "members" : "elements") exceeds maxCollectionCount (\(limits.maxCollectionCount))"
            )
        }
        entries[index].next = UInt32(entryCount)
    }

    /// Adds `value` (and everything it contains).
    ///
    /// - Throws: `tooDeeplyNested` when it nests deeper than the builder's limit.
    package mutating func append(_ value: JSONValue) throws(JSONModelError) {
        // Iterative, with an explicit stack of open containers, so a value of any depth is
        // added on any thread stack.
        var open: [JSONValueCursor] = []
        var value = value
        while true {
            switch value {
            case .null: null()
            case .bool(let flag): bool(flag)
            case .number(let number): self.number(number)
            case .string(let text): string(text)
            case .array:
                try beginArray()
                if let cursor = JSONValueCursor(value, sortedKeys: false) { open.append(cursor) }
            case .object:
                try beginObject()
                if let cursor = JSONValueCursor(value, sortedKeys: false) { open.append(cursor) }
            }
            // Go on with the innermost open container: its next child, or its end.
            while let innermost = open.indices.last {
                if let (key, child) = open[innermost].next() {
                    if let key { string(key) }
                    value = child
                    break
                }
                open.removeLast()
                endContainer()
            }
            if open.isEmpty { return }
        }
    }

    /// Adds the values another builder holds (built on the side, such as XML items that
    /// arrive scattered among other elements), as if they had been added here.
    package mutating func append(contentsOf other: TapeBuilder) {
        let entryBase = UInt32(entryCount)
        let arenaBase = reserve(bytes: other.arenaCount)
        sourceMarks.append(contentsOf: other.sourceMarks, shiftedBy: arenaBase)
        (arena + arenaBase).initialize(from: other.arena, count: other.arenaCount)
        arenaCount = arenaBase &+ other.arenaCount
        reserve(entries: other.entryCount)
        var index = 0
        while index < other.entryCount {
            // Top-level values of `other` are elements (or keys and values) of the open container.
            if innermost >= 0 {
                entries[innermost].count &+= 1
            }
            let end =
                other.entries[index].kind == .array || other.entries[index].kind == .object
                ? Int(other.entries[index].next) : index + 1
            for position in index..<end {
                var entry = other.entries[position]
                entry.start += UInt32(arenaBase)
                entry.end += UInt32(arenaBase)
                if entry.kind == .array || entry.kind == .object { entry.next += entryBase }
                (entries + entryCount).initialize(to: entry)
                entryCount &+= 1
            }
            index = end
        }
    }

    // MARK: Output

    /// The finished tape, which owns its arena: the builder's own storage, not a copy.
    package consuming func makeTape() -> JSONTape {
        JSONTape(
            bytes: UnsafeBufferPointer(start: arena, count: arenaCount),
            storage: storage,
            count: entryCount
        )
    }

    /// The finished tape, after checking the limits the builder was made with.
    ///
    /// - Throws: `limitExceeded` for the first value that broke a limit, or when the tape's
    ///   bytes exceed `maxInputSize`.
    consuming func checkedTape() throws(JSONModelError) -> JSONTape {
        if let limitFailure { throw limitFailure }
        if arenaCount > limits.maxInputSize {
            throw JSONModelError(
                code: .limitExceeded,
                message: "values of \(arenaCount) bytes exceed maxInputSize (\(limits.maxInputSize))"
            )
        }
        return makeTape()
    }

    // MARK: Implementation

    private mutating func open(_ kind: JSONKind, placeholder: UInt8) throws(JSONModelError) {
        guard depth < maxDepth else {
            throw JSONModelError(
                code: .tooDeeplyNested,
                message: "the value nests deeper than the maximum depth of \(maxDepth)"
            )
        }
        appendScalar(kind, placeholder: placeholder)
        entries[entryCount &- 1].next = innermost < 0 ? UInt32.max : UInt32(innermost)
        innermost = entryCount &- 1
        depth &+= 1
    }

    private mutating func appendScalar(_ kind: JSONKind, placeholder: UInt8) {
        let start = reserve(bytes: 1)
        arena[start] = placeholder
        arenaCount = start &+ 1
        appendEntry(
            TapeEntry(kind: kind, flag: false, count: 0, start: UInt32(start), end: UInt32(arenaCount), next: 0)
        )
    }

    /// Adds an entry after its bytes: ``reserve(bytes:)`` made the storage unique.
    @inline(__always)
    private mutating func appendEntry(_ entry: TapeEntry) {
        if entryCount == entryCapacity { grow(entries: 1) }
        if innermost >= 0 {
            entries[innermost].count &+= 1
        }
        (entries + entryCount).initialize(to: entry)
        entryCount &+= 1
    }

    /// Makes the storage this builder's own and gives the arena room for `count` more bytes;
    /// returns the arena offset at which they go.
    @inline(__always)
    private mutating func reserve(bytes count: Int) -> Int {
        makeUnique()
        if arenaCapacity &- arenaCount < count { grow(bytes: count) }
        return arenaCount
    }

    /// Gives the entries room for `count` more (the storage is unique).
    private mutating func reserve(entries count: Int) {
        if entryCapacity &- entryCount < count { grow(entries: count) }
    }

    @inline(__always)
    private func copy(_ bytes: UnsafeBufferPointer<UInt8>, to offset: Int) {
        guard let base = bytes.baseAddress else { return }
        (arena + offset).initialize(from: base, count: bytes.count)
    }

    /// Takes a copy of the storage when a copy of the builder (or a tape) shares it.
    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { copyStorage() }
    }

    private mutating func copyStorage() {
        let copy = TapeStorage(entryCapacity: entryCapacity, arenaCapacity: arenaCapacity)
        copy.pointer.initialize(from: entries, count: entryCount)
        let copiedArena = copy.arena.unsafelyUnwrapped
        copiedArena.initialize(from: arena, count: arenaCount)
        storage = copy
        entries = copy.pointer
        arena = copiedArena
    }

    private mutating func grow(entries extra: Int) {
        entryCapacity = max(entryCapacity * 2, entryCount + extra)
        entries = storage.growEntries(keeping: entryCount, to: entryCapacity)
    }

    private mutating func grow(bytes extra: Int) {
        arenaCapacity = max(arenaCapacity * 2, arenaCount + extra)
        arena = storage.growArena(keeping: arenaCount, to: arenaCapacity)
    }
}
