/// The syntax of keys given in ``JSONModel/keyMapping`` and `@Key`, and of the paths the
/// `atPath:` entry points take (``DocumentPath``, which reads a leading `$` JSONPath-style).
///
/// A dot separates the keys of a nested path (`"owner.phone"` is `{"owner": {"phone": ...}}`),
/// and in a mapped key leading `$` characters are stripped, like the `$` of Swift's
/// projected-value names. A backslash makes the next character literal:
/// `"a\\.b"` is the single key `a.b`, `"\\$ref"` is `$ref`. A key of decimal digits (`"1"` in
/// `"nested.1.value"`) is also an array index: it reads that element when the value there is
/// an array, and stays an object key when it is an object (``arrayIndex(of:)``).
enum MappedKey {
    /// The keys of the path `text`, or `nil` when a key would be empty.
    ///
    /// - Parameters:
    ///   - text: The path.
    ///   - stripsDollarSigns: Whether `$` characters that start the first key are dropped
    ///     (mapped keys); in a document path they are characters of the key.
    /// - Returns: The keys, outermost first.
    static func segments(of text: some StringProtocol, stripsDollarSigns: Bool = true) -> [String]? {
        var segments: [String] = []
        var current = ""
        var escaped = false
        var atSegmentStart = true
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
                atSegmentStart = false
                continue
            }
            switch character {
            case "\\":
                escaped = true
            case ".":
                guard !current.isEmpty else { return nil }
                segments.append(current)
                current = ""
                atSegmentStart = true
            case "$" where stripsDollarSigns && atSegmentStart && segments.isEmpty:
                // Stripped, like the `$` of property names.
                continue
            default:
                current.append(character)
                atSegmentStart = false
            }
        }
        if escaped { current.append("\\") }
        guard !current.isEmpty else { return nil }
        segments.append(current)
        return segments
    }

    /// The array index a path key stands for: canonical decimal digits (`"0"`, `"12"`, not
    /// `"012"` or `"+1"`) of at most nine digits, else `nil`.
    ///
    /// Canonical only, so that writing the index back gives the same key; nine digits keep the
    /// value an `Int` on every platform.
    static func arrayIndex(of key: String) -> Int? {
        let utf8 = key.utf8
        guard let first = utf8.first, utf8.count <= 9, first != UInt8(ascii: "0") || utf8.count == 1 else {
            return nil
        }
        var value = 0
        for byte in utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
