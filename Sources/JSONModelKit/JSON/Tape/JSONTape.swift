/// The kind of one JSON value on the tape.
enum JSONKind: UInt8, Sendable {
    case null
    case `true`
    case `false`
    case number
    case string
    case array
    case object
}

/// One value of a parsed document: its kind and where it sits in the input.
///
/// Containers are followed on the tape by their contents (for objects: key, value, key, value...),
/// and `next` lets a reader skip a whole container in one step.
struct TapeEntry: Sendable {
    /// The value's kind.
    var kind: JSONKind
    /// Strings: whether the body contains escapes; numbers: whether it is an integer literal
    /// (no fraction, no exponent).
    var flag: Bool
    /// Strings: whether the body is all ASCII (the reader met no byte of 0x80 or above).
    var isASCII = false
    /// Numbers the reader read: the power of ten that scales the significand in `count`/`next`.
    ///
    /// `count` and `next` hold the literal's significand (at most 19 digits), low and high
    /// half; ``noDecimal`` when the literal is not held so (more digits, a larger exponent, or
    /// a number a ``TapeBuilder`` stored). In the byte that would otherwise pad the entry, so
    /// it costs no room.
    var decimalExponent: Int8 = TapeEntry.noDecimal
    /// For containers: the number of elements (objects: members).
    var count: UInt32
    /// The byte offset of the value's first byte (a string's opening quote).
    var start: UInt32
    /// The byte offset one past the value's last byte (a string's closing quote included).
    var end: UInt32
    /// For containers: the tape index just past the container's contents.
    var next: UInt32
}

extension TapeEntry {
    /// ``decimalExponent`` of an entry that holds no significand.
    static var noDecimal: Int8 { .min }

    /// Whether an entry holds a literal's parts with this exponent (``noDecimal`` is not one).
    @inline(__always)
    static func holdsDecimal(withExponent exponent: Int) -> Bool {
        exponent >= -127 && exponent <= 127
    }
}

/// Owns the memory of a tape: freed when the last ``JSONTape`` (or the reader or builder that
/// was filling it) lets go.
package final class TapeStorage {
    /// The entries; replaced while the reader or a ``TapeBuilder`` grows the buffer.
    var pointer: UnsafeMutablePointer<TapeEntry>
    /// The bytes of a tape a ``TapeBuilder`` fills (`nil` for a reader's tape, which borrows the
    /// caller's input); replaced while the builder grows the buffer.
    var arena: UnsafeMutablePointer<UInt8>?

    init(capacity: Int) {
        pointer = UnsafeMutablePointer<TapeEntry>.allocate(capacity: capacity)
    }

    /// Storage for a ``TapeBuilder``: room for `entryCapacity` entries and `arenaCapacity` bytes.
    init(entryCapacity: Int, arenaCapacity: Int) {
        pointer = UnsafeMutablePointer<TapeEntry>.allocate(capacity: entryCapacity)
        arena = UnsafeMutablePointer<UInt8>.allocate(capacity: arenaCapacity)
    }

    /// Moves the first `count` entries into a new buffer of `capacity` entries, frees the old
    /// one, and returns the new one (for the reader and a ``TapeBuilder`` that fill it).
    func growEntries(keeping count: Int, to capacity: Int) -> UnsafeMutablePointer<TapeEntry> {
        pointer = Self.moved(pointer, count: count, to: capacity)
        return pointer
    }

    /// ``growEntries(keeping:to:)`` for the bytes of a ``TapeBuilder``'s arena.
    func growArena(keeping count: Int, to capacity: Int) -> UnsafeMutablePointer<UInt8> {
        let grown = Self.moved(arena.unsafelyUnwrapped, count: count, to: capacity)
        arena = grown
        return grown
    }

    private static func moved<Element>(
        _ old: UnsafeMutablePointer<Element>,
        count: Int,
        to capacity: Int
    ) -> UnsafeMutablePointer<Element> {
        let new = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        new.moveInitialize(from: old, count: count)
        old.deallocate()
        return new
    }

    deinit {
        // `TapeEntry` and bytes are trivial types: no deinitialization is needed.
        pointer.deallocate()
        arena?.deallocate()
    }
}

/// A validated JSON document: the input bytes and the tape that indexes them; its values are
/// read with the helpers of ``TapeReading``.
///
/// A reader's tape borrows the caller's bytes and must not outlive the buffer it was parsed from
/// (decoding happens inside the caller's `withUnsafeBytes`); a ``TapeBuilder``'s tape owns
/// them. Entries are read
/// without bounds checks: every index comes from the tape itself, which the reader built
/// consistently.
package struct JSONTape: TapeReading {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The entries, valid while `storage` is alive.
    let entries: UnsafeMutablePointer<TapeEntry>
    /// The number of entries.
    let count: Int
    private let storage: TapeStorage

    init(bytes: UnsafeBufferPointer<UInt8>, storage: TapeStorage, count: Int) {
        self.bytes = bytes
        self.storage = storage
        self.entries = storage.pointer
        self.count = count
    }

    /// The string of a body without escapes that the reader has validated as UTF-8.
    ///
    /// Skips the second validation `String(decoding:as:)` would do (about a third of the cost of
    /// making a string). `isASCII` must be exact: the string keeps it as its ASCII (and NFC)
    /// flag, which comparison and hashing rely on.
    @inline(__always)
    static func validatedString(_ body: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        #if compiler(>=6.2)  // UTF8Span came with Swift 6.2; the package supports 6.1.
            if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                // Unchecked: only the reader makes tapes, and it rejects invalid UTF-8 in any
                // string (Unicode Table 3-7), and a body without escapes is exactly the bytes it
                // validated. `body` is borrowed from the caller's input, alive for the whole decode.
                return String(copying: UTF8Span(unchecked: body.span, isKnownASCII: isASCII))
            }
        #endif
        return String(decoding: body, as: UTF8.self)
    }
}
