/// Recognises object keys that are identifiers rather than names: decimal numbers (`"1234"`,
/// `"-7"`) and UUIDs (`"3F2504E0-4F89-11D3-9A0C-0305E82C3301"`, any case).
///
/// An object whose keys are all identifiers is a lookup table, so it becomes `[String: V]`
/// instead of a model with one property per identifier.
enum IdentifierKeys {
    /// Whether `key` is a decimal integer or a UUID.
    static func looksLikeIdentifier(_ key: String) -> Bool {
        isInteger(key) || isUUID(key)
    }

    /// An optional `-` and 1 to 40 decimal digits.
    static func isInteger(_ key: String) -> Bool {
        let digits = key.utf8.first == UInt8(ascii: "-") ? key.utf8.dropFirst() : key.utf8[...]
        return (1...40).contains(digits.count) && digits.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// The 8-4-4-4-12 hexadecimal form.
    static func isUUID(_ key: String) -> Bool {
        let groups = key.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12] else { return false }
        return groups.allSatisfy { group in group.allSatisfy(\.isHexDigit) }
    }
}
