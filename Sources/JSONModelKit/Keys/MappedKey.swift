/// The syntax of keys given in ``JSONModel/keyMapping`` and `@Key`.
///
/// A dot separates the keys of a nested path (`"owner.phone"` is `{"owner": {"phone": ...}}`),
/// and leading `$` characters are stripped. A backslash makes the next character literal:
/// `"a\\.b"` is the single key `a.b`, `"\\$ref"` is `$ref`.
enum MappedKey {
    /// The keys of the path `text`, or `nil` when a key would be empty.
    static func segments(of text: String) -> [String]? {
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
            case "$" where atSegmentStart && segments.isEmpty:
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
}
