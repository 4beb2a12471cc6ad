/// The keys of one tape as `String`s, each distinct key made once.
///
/// A document repeats a few dozen keys thousands of times (every tweet has an `id_str`); building
/// a ``JSONValue`` tree makes a `String` for every member. Looking a key's bytes up here costs a
/// hash of two words and one comparison, and hands out the same string (its storage shared, for
/// keys longer than a small string) instead of making and allocating a new one.
struct TapeKeyStrings {
    /// One key seen before: where its bytes are in the tape's input, and its string.
    private struct Slot {
        var hash: UInt64 = 0
        var start: UInt32 = 0
        /// The key's length in bytes; -1 marks an empty slot.
        var length: Int32 = -1
        var string = ""
    }

    /// Keys past this length are made as they come: they rarely repeat and take longest to compare.
    private static let longestInterned = 64
    /// Slots looked at for a key before it is made without being kept (a crowded table).
    private static let probeLimit = 8

    private var slots: ContiguousArray<Slot>
    private let mask: Int

    /// A table for a tree of about `entryCount` tape entries (its keys are at most half of them).
    init(entryCount: Int) {
        // Room for a few hundred distinct keys at most: documents with more keys than that
        // are mostly data (map-like objects), whose keys do not repeat.
        var capacity = 16
        while capacity < 512, capacity * 4 < entryCount { capacity *= 2 }
        slots = ContiguousArray(repeating: Slot(), count: capacity)
        mask = capacity - 1
    }

    /// The key (a string entry) at `index` of `tape`.
    mutating func string(at index: Int, of tape: JSONTape) -> String {
        let id = self.id(ofKeyAt: index, of: tape)
        return id >= 0 ? slots[id].string : tape.string(at: index)
    }

    /// The string of a key ``id(ofKeyAt:of:)`` numbered `id` (not -1).
    func string(forID id: Int) -> String {
        slots[id].string
    }

    /// A number for the key at `index` of `tape`, the same for every key of the same bytes;
    /// -1 for a key the table does not keep (escaped, long, or met when the table is crowded).
    mutating func id(ofKeyAt index: Int, of tape: JSONTape) -> Int {
        let entry = tape.entries[index]
        let length = Int(entry.end - entry.start) - 2
        guard !entry.flag, length <= Self.longestInterned, let base = tape.bytes.baseAddress else {
            return -1
        }
        let start = Int(entry.start) + 1
        let key = UnsafeBufferPointer(start: base + start, count: length)
        let hash = KeyTable.hash(key)
        var slot = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<Self.probeLimit {
            let seenLength = slots[slot].length
            if seenLength < 0 {
                let string = JSONTape.validatedString(key, isASCII: entry.isASCII)
                slots[slot] = Slot(hash: hash, start: UInt32(start), length: Int32(length), string: string)
                return slot
            }
            if slots[slot].hash == hash, Int(seenLength) == length,
                KeyTable.equal(base + Int(slots[slot].start), base + start, count: length)
            {
                return slot
            }
            slot = (slot + 1) & mask
        }
        return -1
    }
}
