/// Tests on eight input bytes at once ("SIMD within a register") for the reader's scanning
/// loops.
///
/// Each test returns a mask with the high bit of a byte set when that byte matches. Borrows can
/// also flag bytes *after* a true match, never before it and never hide one, so the lowest flag
/// of a mask (or of several masks combined with `|`) is always exact. Callers only use the
/// lowest flag, through ``firstFlaggedByte(_:)``, and recheck that byte on their slow path.
enum XMLWord {
    /// `0x01` in every byte.
    @inline(__always) static var ones: UInt64 { 0x0101_0101_0101_0101 }
    /// `0x80` in every byte.
    @inline(__always) static var highBits: UInt64 { 0x8080_8080_8080_8080 }

    /// Reads eight bytes at `pointer` (any alignment), the first in the lowest byte.
    @inline(__always)
    static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    /// `byte` repeated in all eight bytes.
    @inline(__always)
    static func broadcast(_ byte: UInt8) -> UInt64 {
        ones &* UInt64(byte)
    }

    /// Flags the bytes of `word` equal to the byte repeated in `pattern` (see ``broadcast(_:)``).
    @inline(__always)
    static func equal(_ word: UInt64, _ pattern: UInt64) -> UInt64 {
        let difference = word ^ pattern
        return (difference &- ones) & ~difference & highBits
    }

    /// Flags the bytes of `word` below 0x20: the ASCII control characters.
    @inline(__always)
    static func controls(_ word: UInt64) -> UInt64 {
        (word &- ones &* 0x20) & ~word & highBits
    }

    /// Flags the bytes of `word` at or above 0x80: the bytes of multi-byte UTF-8 sequences.
    @inline(__always)
    static func nonASCII(_ word: UInt64) -> UInt64 {
        word & highBits
    }

    /// Flags the UTF-8 continuation bytes (`10xxxxxx`) of `word`; this mask is exact in every
    /// byte, so it can be counted.
    @inline(__always)
    static func continuationBytes(_ word: UInt64) -> UInt64 {
        // Shifting left by one moves each byte's bit 6 under its bit 7.
        word & ~(word << 1) & highBits
    }

    /// Flags the bytes of `word` that are not an ASCII letter, digit or `_`, the bytes most
    /// names are made of; this mask is exact in every byte.
    @inline(__always)
    static func notLetterDigitOrUnderscore(_ word: UInt64) -> UInt64 {
        // With the high bits cleared, adding to a byte cannot carry into the next one.
        let low = word & ~highBits
        /// The high bit of each byte of `low` at or above `bound`.
        func atLeast(_ bound: UInt8) -> UInt64 { (low &+ broadcast(0x80 &- bound)) & highBits }
        let lower = atLeast(UInt8(ascii: "a")) & ~atLeast(UInt8(ascii: "z") + 1)
        let upper = atLeast(UInt8(ascii: "A")) & ~atLeast(UInt8(ascii: "Z") + 1)
        let digit = atLeast(UInt8(ascii: "0")) & ~atLeast(UInt8(ascii: "9") + 1)
        let underscore = ~((low ^ broadcast(UInt8(ascii: "_"))) &+ broadcast(0x7F)) & highBits
        return ~((lower | upper | digit | underscore) & ~word) & highBits
    }

    /// Whether the `count` bytes at `first` and at `second` are equal, compared eight at a time;
    /// the last eight overlap the ones before (a name is rarely a multiple of eight), and fewer
    /// than eight are compared as four, two and one, so no byte is compared alone in a loop.
    static func bytesEqual(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, count: Int) -> Bool {
        if count >= 8 {
            let last = count &- 8
            var offset = 0
            while offset < last {
                if load(first + offset) != load(second + offset) { return false }
                offset &+= 8
            }
            return load(first + last) == load(second + last)
        }
        var offset = 0
        if count & 4 != 0 {
            if load(first, as: UInt32.self) != load(second, as: UInt32.self) { return false }
            offset = 4
        }
        if count & 2 != 0 {
            if load(first + offset, as: UInt16.self) != load(second + offset, as: UInt16.self) { return false }
            offset &+= 2
        }
        return count & 1 == 0 || first[offset] == second[offset]
    }

    /// Reads a `Word` at `pointer` (any alignment), for comparing bytes, not for their value.
    @inline(__always)
    private static func load<Word: FixedWidthInteger>(_ pointer: UnsafePointer<UInt8>, as word: Word.Type) -> Word {
        UnsafeRawPointer(pointer).loadUnaligned(as: Word.self)
    }

    /// The index (0 to 7) of the lowest flagged byte of a non-zero `mask`.
    @inline(__always)
    static func firstFlaggedByte(_ mask: UInt64) -> Int {
        mask.trailingZeroBitCount &>> 3
    }
}
