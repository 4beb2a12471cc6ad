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
