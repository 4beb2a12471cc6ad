import Foundation

/// Finds a property by the UTF-8 bytes of its JSON key: open addressing on a word-based hash,
/// confirmed by comparing the bytes.
///
/// Built once per schema and then only read. The slots and the key bytes live in two flat
/// allocations, so a lookup touches no reference counts and no nested arrays.
final class KeyTable: @unchecked Sendable {
    // @unchecked: immutable after `init`; the memory is only read until `deinit`.
    private struct Slot {
        var hash: UInt64
        var keyOffset: Int32
        var keyLength: Int32
        /// The property index, or -1 for an empty slot.
        var property: Int32
    }

    private let slots: UnsafeMutablePointer<Slot>
    private let mask: Int
    private let keyBytes: UnsafeMutablePointer<UInt8>
    /// Where each key's bytes are in `keyBytes`, by property index.
    private let keyRanges: UnsafeMutablePointer<(offset: Int32, length: Int32)>
    private let keyCount: Int
    /// Whether each key, by property index, is written in JSON text as its bytes are (no
    /// quote, backslash or control character to escape).
    private let writtenAsIs: UnsafeMutablePointer<Bool>

    init(keys: [[UInt8]]) {
        var capacity = 8
        while capacity < keys.count * 2 { capacity *= 2 }
        mask = capacity - 1
        slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
        slots.initialize(repeating: Slot(hash: 0, keyOffset: 0, keyLength: 0, property: -1), count: capacity)
        let totalLength = keys.reduce(0) { $0 + $1.count }
        keyBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, totalLength))
        keyCount = keys.count
        keyRanges = UnsafeMutablePointer<(offset: Int32, length: Int32)>.allocate(capacity: max(1, keys.count))
        writtenAsIs = UnsafeMutablePointer<Bool>.allocate(capacity: max(1, keys.count))
        var offset = 0
        for (index, key) in keys.enumerated() {
            (writtenAsIs + index).initialize(
                to: !key.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }
            )
            (keyBytes + offset).initialize(from: key, count: key.count)
            (keyRanges + index).initialize(to: (Int32(offset), Int32(key.count)))
            let hash = key.withUnsafeBufferPointer { KeyTable.hash($0) }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot].property >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Slot(
                hash: hash,
                keyOffset: Int32(offset),
                keyLength: Int32(key.count),
                property: Int32(index)
            )
            offset += key.count
        }
    }

    deinit {
        slots.deallocate()
        keyBytes.deallocate()
        keyRanges.deallocate()
        writtenAsIs.deallocate()
    }

    /// The index of the property whose key is `key`, trying `expected` first.
    ///
    /// Objects usually list their keys in the order the model declares them, so the caller
    /// passes the index after the previous match: one length check and one comparison instead of
    /// a hash. Any other `expected` costs only the length check.
    @inline(__always)
    func index(of key: UnsafeBufferPointer<UInt8>, expecting expected: Int) -> Int? {
        if expected < keyCount, let keyStart = key.baseAddress {
            let range = keyRanges[expected]
            if Int(range.length) == key.count,
                KeyTable.equal(keyBytes + Int(range.offset), UnsafePointer(keyStart), count: key.count)
            {
                return expected
            }
        }
        return index(of: key)
    }

    /// Whether the input at `text` (`available` bytes) starts with key `expected` and the
    /// closing quote after it; returns the key's length when it does.
    ///
    /// For the one-pass decode, which compares the key it expects next with the input before
    /// scanning anything. Only keys that JSON writes exactly as their bytes qualify (no quote,
    /// backslash or control character): their bytes are valid UTF-8 from a Swift string, so a
    /// match is also a complete, valid string token.
    @inline(__always)
    func quotedKeyLength(_ expected: Int, at text: UnsafePointer<UInt8>, available: Int) -> Int? {
        guard expected < keyCount, writtenAsIs[expected] else { return nil }
        let range = keyRanges[expected]
        let length = Int(range.length)
        guard length < available, text[length] == UInt8(ascii: "\""),
            KeyTable.equal(keyBytes + Int(range.offset), text, count: length)
        else { return nil }
        return length
    }

    /// The index of the property whose key is `key`, if any.
    @inline(__always)
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = KeyTable.hash(key)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry.property < 0 { return nil }
            if entry.hash == hash, Int(entry.keyLength) == key.count {
                guard let keyStart = key.baseAddress else { return Int(entry.property) }
                if KeyTable.equal(keyBytes + Int(entry.keyOffset), keyStart, count: key.count) {
                    return Int(entry.property)
                }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Whether `count` bytes at `first` and `second` are equal, compared inline in whole words
    /// (keys are short; a call to `memcmp` costs more).
    ///
    /// Loads stay within the `count` bytes: the last word (or half word) overlaps the previous
    /// one instead of reading past the end.
    @inline(__always)
    static func equal(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, count: Int) -> Bool {
        func word(_ pointer: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
            UnsafeRawPointer(pointer + offset).loadUnaligned(as: UInt64.self)
        }
        func halfWord(_ pointer: UnsafePointer<UInt8>, _ offset: Int) -> UInt32 {
            UnsafeRawPointer(pointer + offset).loadUnaligned(as: UInt32.self)
        }
        if count >= 8 {
            var offset = 0
            while offset + 8 < count {
                if word(first, offset) != word(second, offset) { return false }
                offset += 8
            }
            return word(first, count - 8) == word(second, count - 8)
        }
        if count >= 4 {
            return halfWord(first, 0) == halfWord(second, 0)
                && halfWord(first, count - 4) == halfWord(second, count - 4)
        }
        for offset in 0..<count where first[offset] != second[offset] {
            return false
        }
        return true
    }

    /// A hash of the key's length and its first and last eight bytes (whole words, not a
    /// byte loop); collisions only cost a byte comparison.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = bytes.count
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = bytes.baseAddress, count > 0 else { return hash }
        if count >= 8 {
            let first = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
            let last = UInt64(littleEndian: UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self))
            hash ^= first &* 0xC2B2_AE3D_27D4_EB4F
            hash = (hash << 31 | hash >> 33) ^ (last &* 0x1656_67B1_9E37_79F9)
        } else {
            var word: UInt64 = 0
            for index in 0..<count {
                word |= UInt64(base[index]) << UInt64(8 * index)
            }
            hash ^= word &* 0xC2B2_AE3D_27D4_EB4F
        }
        // Final mix (SplitMix64), so the low bits used for the slot depend on every input bit.
        hash ^= hash >> 30
        hash = hash &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 27
        hash = hash &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 31)
    }
}
