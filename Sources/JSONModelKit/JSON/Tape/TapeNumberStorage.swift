/// How a number entry's bytes hold the number, kept in the entry's `count` (unused for
/// numbers otherwise): the literal itself (what the reader makes), or the 8 little-endian bytes
/// of a value a ``TapeBuilder`` stored.
enum TapeNumberStorage: UInt32 {
    case literal = 0
    case signed = 1
    case unsigned = 2
    case double = 3
    /// A ``JSONNumber``'s `Double` read from a literal whose exact value is not an integer.
    case literalDouble = 4
    /// A ``JSONNumber``'s `Double` read from a literal whose exact value is an integer
    /// beyond 64 bits (`1e30`).
    case literalIntegralDouble = 5
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
        case .literalDouble?: return JSONNumber(storage: .literalDouble(Double(bitPattern: bits), isInteger: false))
        case .literalIntegralDouble?:
            return JSONNumber(storage: .literalDouble(Double(bitPattern: bits), isInteger: true))
        default: return JSONNumber(storage: .double(Double(bitPattern: bits)))
        }
    }

    /// The number at `index`, whichever way the tape holds it.
    func number(at index: Int) -> JSONNumber {
        if let stored = storedNumber(at: index) { return stored }
        return JSONNumber(literal: rawBytes(at: index), isInteger: entries[index].flag)
    }
}
