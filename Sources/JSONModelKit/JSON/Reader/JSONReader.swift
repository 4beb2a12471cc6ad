internal import CJSONModelSIMD

/// A strict RFC 8259 reader that validates UTF-8 JSON and indexes it as a ``JSONTape``.
///
/// The reader is iterative (an explicit stack of open containers), so nesting depth is limited
/// only by `maxDepth`, never by the thread's stack. It accepts exactly RFC 8259: no comments,
/// trailing commas, NaN, leading zeros, unescaped control characters, invalid escapes, lone
/// surrogates or invalid UTF-8, and nothing but whitespace after the value. A leading UTF-8 byte
/// order mark is skipped (RFC 8259 §8.1 lets parsers ignore it).
///
/// Offsets, counts and the depth use wrapping arithmetic (`&+=`): the input is checked to be
/// shorter than `UInt32.max` bytes before reading starts, so an offset plus the few bytes a
/// step looks ahead cannot overflow, and the overflow checks cost about 6% of validation.
///
/// Optional ``Limits`` cap the input size, the length of one string and the element count of
/// one container. They are checked where the reader already stops (once per document, at the
/// end of a string, when a container closes), so they cost nothing per byte or per element.
struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let base: UnsafePointer<UInt8>
    let count: Int
    let maxDepth: Int
    /// `maxStringLength` plus the two quotes (saturating), so the check is one subtraction.
    let maxStringSpan: Int
    let maxCollectionCount: Int
    var position = 0
    /// Owns the tape memory (so it is freed if parsing throws); `entries`, `entryCount` and
    /// `entryCapacity` are the fast working copy.
    let storage: TapeStorage
    var entries: UnsafeMutablePointer<TapeEntry>
    var entryCount = 0
    var entryCapacity: Int
    /// The tape index of the innermost open container, or -1 at the top level.
    ///
    /// The open containers form a stack through the tape itself: while a container is open, its entry's
    /// `next` holds its parent's index (`UInt32.max` for none), and closing it restores that.
    /// An array would check uniqueness and capacity on every push and pop.
    var innermost = -1
    /// How many containers are open.
    var depth = 0

    /// Parses `bytes` into a tape.
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 input.
    ///   - maxDepth: The deepest nesting of arrays and objects accepted.
    ///   - limits: Caps on input size, string length and container size (default: none).
    /// - Returns: The tape of the whole document.
    /// - Throws: ``JSONModelError`` with code `syntaxError` (and line, column, byte offset),
    ///   `tooDeeplyNested` when containers nest deeper than `maxDepth`, or `limitExceeded` (with
    ///   the location of the offending value) when the input breaks one of `limits`.
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>,
        maxDepth: Int,
        limits: Limits = Limits()
    ) throws(JSONModelError) -> JSONTape {
        if bytes.count > limits.maxInputSize {
            throw limitExceeded(
                "an input of \(bytes.count) bytes exceeds maxInputSize (\(limits.maxInputSize))",
                at: limits.maxInputSize,
                in: bytes
            )
        }
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            var error = JSONModelError(code: .syntaxError, message: "unexpected end of input, expected a JSON value")
            error.setSourceLocation(offset: 0, in: bytes)
            throw error
        }
        var reader = JSONReader(bytes: bytes, base: base, maxDepth: maxDepth, limits: limits)
        try reader.parseDocument()
        return JSONTape(bytes: bytes, storage: reader.storage, count: reader.entryCount)
    }

    /// A reader of `bytes` (at most `UInt32.max - 1` of them) that has read nothing yet; its
    /// tape starts with room for about one value per 8 bytes, or `capacity` values.
    init(
        bytes: UnsafeBufferPointer<UInt8>,
        base: UnsafePointer<UInt8>,
        maxDepth: Int,
        limits: Limits,
        capacity: Int? = nil
    ) {
        self.bytes = bytes
        self.base = base
        self.count = bytes.count
        self.maxDepth = max(0, maxDepth)
        let (span, overflow) = limits.maxStringLength.addingReportingOverflow(2)
        self.maxStringSpan = overflow ? .max : span
        self.maxCollectionCount = limits.maxCollectionCount
        // About one value per 8 bytes in typical JSON; grown by doubling when needed.
        entryCapacity = capacity ?? min(bytes.count / 8 + 16, 1 << 22)
        storage = TapeStorage(capacity: entryCapacity)
        entries = storage.pointer
    }

    // MARK: - Document structure

    private mutating func parseDocument() throws(JSONModelError) {
        guard count < Int(UInt32.max) else { throw Self.documentTooLarge(count) }
        skipByteOrderMarkAndWhitespace()
        try parseValue()
        try checkEndOfDocument()
    }

    /// The error for a document too large for the tape's 32-bit offsets.
    static func documentTooLarge(_ count: Int) -> JSONModelError {
        JSONModelError(
            code: .invalidValue,
            message: "the document is \(count) bytes; at most \(UInt32.max - 1) are supported"
        )
    }

    /// Skips a leading UTF-8 byte order mark (RFC 8259 §8.1 lets parsers ignore it) and the
    /// whitespace before the document's value.
    mutating func skipByteOrderMarkAndWhitespace() {
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
            position = 3
        }
        skipWhitespace()
    }

    /// Checks that only whitespace follows the document's value.
    mutating func checkEndOfDocument() throws(JSONModelError) {
        skipWhitespace()
        if position < count {
            throw syntaxError("unexpected ", byteAt: position, " after the JSON value")
        }
    }

    /// Parses the value at `position` (whitespace before it already skipped) onto the tape,
    /// with everything it contains, and stops right after it.
    ///
    /// `depth` is the nesting the value sits in (its containers count from there), and no
    /// container of the tape may be open: the value's entries are appended as a complete
    /// subtree.
    mutating func parseValue() throws(JSONModelError) {
        guard position < count else {
            throw syntaxError("unexpected end of input, expected a JSON value", at: position)
        }
        while true {
            try parseValueStart()
            // After a complete value: close containers, or move to the next element.
            while true {
                let container = innermost
                guard container >= 0 else { return }
                entries[container].count &+= 1
                skipWhitespace()
                guard position < count else {
                    throw syntaxError(
                        entries[container].kind == .object
                            ? "unexpected end of input, expected ',' or '}' after object member"
                            : "unexpected end of input, expected ',' or ']' after array element",
                        at: position
                    )
                }
                let byte = base[position]
                if entries[container].kind == .object {
                    if byte == UInt8(ascii: ",") {
                        position &+= 1
                        try parseMemberKey()
                        break
                    } else if byte == UInt8(ascii: "}") {
                        position &+= 1
                        try closeCountedContainer(container)
                    } else {
                        throw syntaxError("expected ',' or '}' after object member", at: position)
                    }
                } else {
                    if byte == UInt8(ascii: ",") {
                        position &+= 1
                        skipWhitespace()
                        break
                    } else if byte == UInt8(ascii: "]") {
                        position &+= 1
                        try closeCountedContainer(container)
                    } else {
                        throw syntaxError("expected ',' or ']' after array element", at: position)
                    }
                }
            }
        }
    }

    /// Parses a value at `position`; for a non-empty container, only opens it (and its first key).
    ///
    /// Returns with `position` after a complete value, or at the first element of an open container.
    private mutating func parseValueStart() throws(JSONModelError) {
        while true {
            guard position < count else {
                throw syntaxError("unexpected end of input, expected a JSON value", at: position)
            }
            switch base[position] {
            case UInt8(ascii: "{"):
                try openContainer(.object)
                skipWhitespace()
                if position < count, base[position] == UInt8(ascii: "}") {
                    position &+= 1
                    closeContainer()
                    return
                }
                try parseKeyAndColon()
                skipWhitespace()
                continue
            case UInt8(ascii: "["):
                try openContainer(.array)
                skipWhitespace()
                if position < count, base[position] == UInt8(ascii: "]") {
                    position &+= 1
                    closeContainer()
                    return
                }
                continue
            case UInt8(ascii: "\""):
                try parseString()
                return
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try parseNumber()
                return
            case UInt8(ascii: "t"):
                try parseLiteral("true", kind: .true)
                return
            case UInt8(ascii: "f"):
                try parseLiteral("false", kind: .false)
                return
            case UInt8(ascii: "n"):
                try parseLiteral("null", kind: .null)
                return
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                let isAfterComma = innermost >= 0 && entries[innermost].count > 0
                throw syntaxError(
                    isAfterComma ? "trailing comma is not allowed" : "expected a JSON value",
                    at: position
                )
            default:
                throw syntaxError("expected a JSON value, found ", byteAt: position)
            }
        }
    }

    /// After a `,` in an object: whitespace, a key, `:`, whitespace; then the value follows.
    private mutating func parseMemberKey() throws(JSONModelError) {
        skipWhitespace()
        if position < count, base[position] == UInt8(ascii: "}") {
            throw syntaxError("trailing comma is not allowed", at: position)
        }
        try parseKeyAndColon()
        skipWhitespace()
    }

    @inline(__always)
    private mutating func parseKeyAndColon() throws(JSONModelError) {
        guard position < count else {
            throw syntaxError("unexpected end of input, expected a string key", at: position)
        }
        guard base[position] == UInt8(ascii: "\"") else {
            throw syntaxError("expected a string key, found ", byteAt: position)
        }
        try parseString()
        skipWhitespace()
        guard position < count else {
            throw syntaxError("unexpected end of input, expected ':' after object key", at: position)
        }
        guard base[position] == UInt8(ascii: ":") else {
            throw syntaxError("expected ':' after object key", at: position)
        }
        position &+= 1
    }

    private mutating func openContainer(_ kind: JSONKind) throws(JSONModelError) {
        guard depth < maxDepth else { throw tooDeeplyNested(at: position) }
        let parent = innermost < 0 ? UInt32.max : UInt32(truncatingIfNeeded: innermost)
        innermost = entryCount
        depth &+= 1
        append(TapeEntry(kind: kind, flag: false, count: 0, start: UInt32(position), end: 0, next: parent))
        position &+= 1
    }

    @inline(__always)
    mutating func append(_ entry: TapeEntry) {
        if entryCount == entryCapacity { growTape() }
        (entries + entryCount).initialize(to: entry)
        entryCount &+= 1
    }

    private mutating func growTape() {
        entryCapacity *= 2
        entries = storage.growEntries(keeping: entryCount, to: entryCapacity)
    }

    private mutating func closeContainer() {
        let container = innermost
        let parent = entries[container].next
        innermost = parent == UInt32.max ? -1 : Int(parent)
        depth &-= 1
        entries[container].end = UInt32(position)
        entries[container].next = UInt32(entryCount)
    }

    /// Closes the non-empty container at tape index `container` (the innermost open one),
    /// enforcing `maxCollectionCount`.
    ///
    /// Checked once per container rather than once per element: the input already bounds the
    /// work, and the element loop stays as it was.
    @inline(__always)
    private mutating func closeCountedContainer(_ container: Int) throws(JSONModelError) {
        if Int(entries[container].count) > maxCollectionCount {
            throw collectionLimitExceeded(container)
        }
        closeContainer()
    }

    // MARK: - Scalars

    @inline(__always)
    mutating func parseLiteral(_ literal: StaticString, kind: JSONKind) throws(JSONModelError) {
        let length = literal.utf8CodeUnitCount
        let start = position
        // The last four bytes of "true", "false" and "null" compared in one load; for "false"
        // the leading "f" was already matched by the caller's switch.
        let tail = UnsafeRawPointer(literal.utf8Start + length - 4).loadUnaligned(as: UInt32.self)
        guard position &+ length <= count,
            UnsafeRawPointer(base + position + length - 4).loadUnaligned(as: UInt32.self) == tail
        else {
            throw syntaxError("invalid literal, expected '\(literal)'", at: position)
        }
        position &+= length
        append(TapeEntry(kind: kind, flag: false, count: 0, start: UInt32(start), end: UInt32(position), next: 0))
    }

    /// Reads the number at `position` onto the tape: with its significand and exponent, read
    /// as its end is found, when it has at most 19 digits and a small exponent (nearly every
    /// number); else as a literal that codecs read later (a literal of more digits, or an
    /// invalid one, is scanned by ``JSONNumberGrammar/scan(_:from:count:)``, which reports the
    /// errors).
    @inline(__always)
    mutating func parseNumber() throws(JSONModelError) {
        let start = position
        if let (end, isInteger, decimal) = JSONNumberGrammar.scanDecimal(base, from: position, count: count) {
            position = end
            // A valid literal: it is not scanned again, even when its exponent is too large
            // for the entry to hold its parts.
            let holdsDecimal = TapeEntry.holdsDecimal(withExponent: decimal.exponent)
            let significand = holdsDecimal ? decimal.significand : 0
            append(
                TapeEntry(
                    kind: .number,
                    flag: isInteger,
                    decimalExponent: holdsDecimal ? Int8(truncatingIfNeeded: decimal.exponent) : TapeEntry.noDecimal,
                    count: UInt32(truncatingIfNeeded: significand),
                    start: UInt32(start),
                    end: UInt32(end),
                    next: UInt32(truncatingIfNeeded: significand >> 32)
                )
            )
            return
        }
        let scanned: (end: Int, isInteger: Bool)
        do {
            scanned = try JSONNumberGrammar.scan(base, from: position, count: count)
        } catch {
            throw syntaxError(error.message, at: error.offset)
        }
        position = scanned.end
        append(
            TapeEntry(
                kind: .number,
                flag: scanned.isInteger,
                count: 0,
                start: UInt32(start),
                end: UInt32(position),
                next: 0
            )
        )
    }

    // MARK: - Whitespace and errors

    @inline(__always)
    mutating func skipWhitespace() {
        // Most tokens are followed by a token, not by whitespace: one comparison rules that out.
        guard position < count, base[position] <= 0x20 else { return }
        skipWhitespaceRun()
    }

    /// Skips the whitespace at `position`, sixteen bytes a step.
    @inline(__always)
    private mutating func skipWhitespaceRun() {
        position &+= jm_whitespace_scan(base + position, count &- position)
    }
}

extension JSONReader {
    /// Optional caps on what one document may contain; `Int.max` means no limit.
    struct Limits: Sendable, Equatable {
        /// The most bytes the whole input may have.
        var maxInputSize: Int
        /// The most bytes one string's body may have between its quotes, as written in the input.
        ///
        /// Escapes count as written: `\u00E9` is six bytes. Keys are strings too.
        var maxStringLength: Int
        /// The most elements one array, or members one object, may have.
        var maxCollectionCount: Int

        /// Limits from optional values: `nil` is no limit, a negative value is treated as 0.
        init(maxInputSize: Int? = nil, maxStringLength: Int? = nil, maxCollectionCount: Int? = nil) {
            self.maxInputSize = maxInputSize.map { max(0, $0) } ?? .max
            self.maxStringLength = maxStringLength.map { max(0, $0) } ?? .max
            self.maxCollectionCount = maxCollectionCount.map { max(0, $0) } ?? .max
        }
    }
}
