import JSONModelKit

/// A canonical text of a ``JSONValue`` and a stable hash, to compare values decoded by
/// different libraries in a summary.
enum CanonicalJSON {
    /// The value as JSON-like text with sorted keys; a number is written as an integer when it
    /// is one, otherwise as a `Double`, so that both decoders' numbers compare equal.
    static func text(of value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number: value.intValue.map(String.init) ?? value.doubleValue.map { "\($0)" } ?? "?"
        case .string(let text): "\"\(text)\""
        case .array(let elements): "[" + elements.map(text(of:)).joined(separator: ",") + "]"
        case .object(let members):
            "{"
                + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\":" + text(of: $0.value) }
                .joined(separator: ",") + "}"
        }
    }

    /// A 64-bit FNV-1a hash of the texts, the same in every process (unlike `hashValue`).
    static func hash(_ texts: [String]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for text in texts {
            for byte in text.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
            }
            hash = (hash ^ 0xFF) &* 0x100_0000_01B3
        }
        return String(hash, radix: 16)
    }
}
