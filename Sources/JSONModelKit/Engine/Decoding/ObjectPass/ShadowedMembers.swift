/// The members of a document's objects that a later member with the same key replaces, under
/// ``JSONModel/DecodingOptions/DuplicateKeyPolicy/useLast``.
///
/// Such a member is skipped, never decoded: its value's type, its `didDecode()` and its
/// failures play no part, as if the object held only the last member with that key. (Its
/// syntax was checked when the text was read.) Found on the document's tape, one object at a
/// time as decoding first reaches it, so documents without repeated keys cost one pass over
/// each object's keys.
struct ShadowedMembers {
    /// The tape indexes of the objects whose keys have been compared.
    private var scannedObjects: Set<Int> = []
    /// The tape indexes of the keys of members that a later member replaces.
    private var shadowedKeys: Set<Int> = []

    /// Whether the member whose key is at tape `keyIndex`, in the object at tape `objectIndex`,
    /// is replaced by a later member with the same key.
    mutating func contains(keyAt keyIndex: Int, inObjectAt objectIndex: Int, of tape: JSONTape) -> Bool {
        if scannedObjects.insert(objectIndex).inserted {
            scan(objectAt: objectIndex, of: tape)
        }
        return shadowedKeys.contains(keyIndex)
    }

    /// Records the members of the object at `objectIndex` that a later one replaces.
    private mutating func scan(objectAt objectIndex: Int, of tape: JSONTape) {
        let count = Int(tape.entries[objectIndex].count)
        guard count > 1 else { return }
        var keyIndexes: [Int] = []
        keyIndexes.reserveCapacity(count)
        var child = objectIndex + 1
        for _ in 0..<count {
            keyIndexes.append(child)
            child = tape.index(after: child + 1)
        }
        // From the last member back: a key seen already is repeated later.
        var later: Set<String> = []
        for keyIndex in keyIndexes.reversed() where !later.insert(tape.string(at: keyIndex)).inserted {
            shadowedKeys.insert(keyIndex)
        }
    }
}

extension DecodingContext {
    /// With ``JSONModel/DecodingOptions/DuplicateKeyPolicy/useLast``, whether the member whose
    /// key is at tape `keyIndex`, in the object at tape `objectIndex`, is replaced by a later
    /// member with the same key, and so is to be skipped; always `false` otherwise.
    @inline(__always)
    func isShadowed(keyAt keyIndex: Int, inObjectAt objectIndex: Int) -> Bool {
        guard _slowPath(keepsLastDuplicate) else { return false }
        return shadowedMembers.contains(keyAt: keyIndex, inObjectAt: objectIndex, of: tape)
    }
}
