import Foundation

/// Finds a property by the UTF-8 bytes of its JSON key: open addressing on a word-based hash,
/// confirmed by comparing the bytes.
struct KeyTable: Sendable {
    private let keys: [[UInt8]]
    /// Slot → property index + 1 (0 is an empty slot).
    private let slots: [Int]
    private let hashes: [UInt64]
    private let mask: Int

    init(keys: [[UInt8]]) {
        self.keys = keys
        var capacity = 8
        while capacity < keys.count * 2 { capacity *= 2 }
        var slots = [Int](repeating: 0, count: capacity)
        var hashes = [UInt64](repeating: 0, count: capacity)
        for (index, key) in keys.enumerated() {
            let hash = key.withUnsafeBufferPointer { KeyTable.hash($0) }
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = index + 1
            hashes[slot] = hash
        }
        self.slots = slots
        self.hashes = hashes
        self.mask = capacity - 1
    }

    /// The index of the property whose key is `key`, if any.
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = KeyTable.hash(key)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if hashes[slot] == hash, KeyTable.bytesEqual(keys[entry - 1], key) {
                return entry - 1
            }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    private static func bytesEqual(_ stored: [UInt8], _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard stored.count == key.count else { return false }
        return stored.withUnsafeBufferPointer { storedBytes in
            guard let left = storedBytes.baseAddress, let right = key.baseAddress else { return true }
            return memcmp(left, right, key.count) == 0
        }
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
