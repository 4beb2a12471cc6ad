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
package struct TapeBuilder {
    private var entries: [TapeEntry] = []
    private var arena: [UInt8] = []
    /// Tape indices of the containers still open, innermost last.
    private var openContainers: [Int] = []
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
    package init(maxDepth: Int = .max, capacity: Int = 16) {
        self.init(maxDepth: maxDepth, limits: JSONReader.Limits(), capacity: capacity)
    }

    /// Creates an empty builder that applies the reader's limits, for ``checkedTape()``: a
    /// string's UTF-8 against `maxStringLength`, a container's size against
    /// `maxCollectionCount`, and the tape's bytes (each string's UTF-8 plus 2, 8 per number, 1
    /// per other value) against `maxInputSize`.
    init(maxDepth: Int, limits: JSONReader.Limits, capacity: Int = 16) {
        self.maxDepth = maxDepth
        self.limits = limits
        entries.reserveCapacity(capacity)
        arena.reserveCapacity(capacity * 8)
    }

    /// Whether nothing has been added yet.
    package var isEmpty: Bool { entries.isEmpty }

    // MARK: Values

    /// Records that the next value starts at byte `sourceOffset` of the source text.
    package mutating func mark(sourceOffset: Int) {
        sourceMarks.append(arenaOffset: arena.count, sourceOffset: sourceOffset)
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
        }
        let start = arena.count
        withUnsafeBytes(of: bits.littleEndian) { arena.append(contentsOf: $0) }
        appendEntry(
            TapeEntry(
                kind: .number,
                flag: number.isStoredInteger,
                count: storage.rawValue,
                start: UInt32(start),
                end: UInt32(arena.count),
                next: 0
            )
        )
    }

    /// Adds a number literal the caller has checked with
    /// ``JSONNumberGrammar/literalIsInteger(_:)``; `isInteger` as the reader's flag (no
    /// fraction, no exponent).
    mutating func numberLiteral(_ literal: UnsafeBufferPointer<UInt8>, isInteger: Bool) {
        let start = arena.count
        arena.append(contentsOf: literal)
        appendEntry(
            TapeEntry(kind: .number, flag: isInteger, count: 0, start: UInt32(start), end: UInt32(arena.count), next: 0)
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
        var value = value
        value.withUTF8 { appendString($0) }
    }

    /// Adds a string from UTF-8 the caller has validated.
    package mutating func appendString(_ utf8: UnsafeBufferPointer<UInt8>) {
        let start = arena.count
        arena.append(UInt8(ascii: "\""))
        arena.append(contentsOf: utf8)
        arena.append(UInt8(ascii: "\""))
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
            end: UInt32(arena.count),
            next: 0
        )
        entry.isASCII = Self.isASCII(utf8)
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
        guard let index = openContainers.popLast() else { return }
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
        entries[index].next = UInt32(entries.count)
    }

    /// Adds `value` (and everything it contains).
    ///
    /// - Throws: `tooDeeplyNested` when it nests deeper than the builder's limit.
    package mutating func append(_ value: JSONValue) throws(JSONModelError) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let number): self.number(number)
        case .string(let text): string(text)
        case .array(let elements):
            try beginArray()
            for element in elements { try append(element) }
            endContainer()
        case .object(let members):
            try beginObject()
            for (key, member) in members {
                string(key)
                try append(member)
            }
            endContainer()
        }
    }

    /// Adds the values another builder holds (built on the side, such as XML items that
    /// arrive scattered among other elements), as if they had been added here.
    package mutating func append(contentsOf other: TapeBuilder) {
        let entryBase = UInt32(entries.count)
        let arenaBase = UInt32(arena.count)
        sourceMarks.append(contentsOf: other.sourceMarks, shiftedBy: Int(arenaBase))
        arena.append(contentsOf: other.arena)
        var index = 0
        while index < other.entries.count {
            // Top-level values of `other` are elements (or keys and values) of the open container.
            if let parent = openContainers.last {
                entries[parent].count += 1
            }
            let end =
                other.entries[index].kind == .array || other.entries[index].kind == .object
                ? Int(other.entries[index].next) : index + 1
            for position in index..<end {
                var entry = other.entries[position]
                entry.start += arenaBase
                entry.end += arenaBase
                if entry.kind == .array || entry.kind == .object { entry.next += entryBase }
                entries.append(entry)
            }
            index = end
        }
    }

    // MARK: Output

    /// The finished tape, which owns its arena.
    package consuming func makeTape() -> JSONTape {
        let storage = TapeStorage(capacity: max(1, entries.count))
        storage.pointer.initialize(from: entries, count: entries.count)
        storage.adoptArena(arena)
        return JSONTape(bytes: storage.arena, storage: storage, count: entries.count)
    }

    /// The finished tape, after checking the limits the builder was made with.
    ///
    /// - Throws: `limitExceeded` for the first value that broke a limit, or when the tape's
    ///   bytes exceed `maxInputSize`.
    consuming func checkedTape() throws(JSONModelError) -> JSONTape {
        if let limitFailure { throw limitFailure }
        if arena.count > limits.maxInputSize {
            throw JSONModelError(
                code: .limitExceeded,
                message: "values of \(arena.count) bytes exceed maxInputSize (\(limits.maxInputSize))"
            )
        }
        return makeTape()
    }

    // MARK: Implementation

    private mutating func open(_ kind: JSONKind, placeholder: UInt8) throws(JSONModelError) {
        guard openContainers.count < maxDepth else {
            throw JSONModelError(
                code: .tooDeeplyNested,
                message: "the value nests deeper than the maximum depth of \(maxDepth)"
            )
        }
        let start = arena.count
        arena.append(placeholder)
        appendEntry(TapeEntry(kind: kind, flag: false, count: 0, start: UInt32(start), end: UInt32(start + 1), next: 0))
        openContainers.append(entries.count - 1)
    }

    private mutating func appendScalar(_ kind: JSONKind, placeholder: UInt8) {
        let start = arena.count
        arena.append(placeholder)
        appendEntry(TapeEntry(kind: kind, flag: false, count: 0, start: UInt32(start), end: UInt32(start + 1), next: 0))
    }

    @inline(__always)
    private mutating func appendEntry(_ entry: TapeEntry) {
        if let parent = openContainers.last {
            entries[parent].count += 1
        }
        entries.append(entry)
    }
}

/// How a number entry's bytes hold the number, kept in the entry's `count` (unused for
/// numbers otherwise): the literal itself (what the reader makes), or the 8 little-endian bytes
/// of a value a ``TapeBuilder`` stored.
enum TapeNumberStorage: UInt32 {
    case literal = 0
    case signed = 1
    case unsigned = 2
    case double = 3
}

extension JSONNumber {
    /// Whether the number is held as an integer (not whether a `Double` happens to be integral).
    var isStoredInteger: Bool {
        if case .double = storage { return false }
        return true
    }
}

extension JSONTape {
    /// The number a ``TapeBuilder`` stored at `index`, or `nil` when the entry is a literal.
    @inline(__always)
    func storedNumber(at index: Int) -> JSONNumber? {
        let entry = entries[index]
        guard entry.count != TapeNumberStorage.literal.rawValue, let base = bytes.baseAddress else { return nil }
        let bits = UInt64(
            littleEndian: UnsafeRawPointer(base + Int(entry.start)).loadUnaligned(as: UInt64.self)
        )
        switch TapeNumberStorage(rawValue: entry.count) {
        case .signed?: return JSONNumber(storage: .signed(Int64(bitPattern: bits)))
        case .unsigned?: return JSONNumber(storage: .unsigned(bits))
        default: return JSONNumber(storage: .double(Double(bitPattern: bits)))
        }
    }

    /// The number at `index`, whichever way the tape holds it.
    func number(at index: Int) -> JSONNumber {
        if let stored = storedNumber(at: index) { return stored }
        return JSONNumber(literal: rawBytes(at: index), isInteger: entries[index].flag)
    }
}
