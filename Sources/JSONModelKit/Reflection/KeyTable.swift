import Foundation

/// Finds a property by the UTF-8 bytes of its JSON key: open addressing on an FNV-1a hash,
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

    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
