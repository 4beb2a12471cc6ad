import JSONModelKit

/// Swift property names for JSON keys, and the keys that need a `keyMapping` entry.
///
/// A key gets the lowerCamelCase form of its words, with known acronyms in capitals
/// (`image_url` → `imageURL`), or with them capitalized as words when that is what the
/// snake_case key style maps back to the key (`profile_image_url_https` →
/// `profileImageUrlHttps`). When no name maps back to exactly the key under
/// ``JSONModel/KeyStyle/snakeCase`` (`userID`, `HTTPStatus`, `2fa`, `first-name`), the property
/// keeps the natural name and the key goes into `keyMapping`.
enum PropertyNaming {
    /// Names that a stored property of a model must not take, even in backticks: members the
    /// base class or protocol already has, and words a `var` cannot be called.
    static let reservedNames: Set<String> = [
        "debugDescription", "toJSONString", "toJSONData", "toDictionary", "update", "encode",
        "didDecode", "willEncode", "decodeProperty", "encodeProperty", "keyMapping", "keyStyle",
        "dateStrategy", "init", "deinit", "super", "Self", "Type", "Protocol",
    ]

    /// The candidate names for `key`, best first: with acronyms in capitals, then without.
    static func candidates(forKey key: String) -> [String] {
        // keyMapping cannot name the empty key; the emitter gives it through the key style.
        if key.isEmpty { return ["emptyKey"] }
        let words = KeyWords.split(key)
        guard let first = words.first else { return ["key"] }
        let head = first.lowercased()
        let tail = words.dropFirst()
        let withAcronyms = head + tail.map { KeyWords.acronym($0) ?? KeyWords.capitalized($0.lowercased()) }.joined()
        let plain = head + tail.map { KeyWords.capitalized($0.lowercased()) }.joined()
        let asWritten = head + tail.map(KeyWords.capitalized).joined()
        var result: [String] = []
        for name in [withAcronyms, plain, asWritten] {
            let identifier = identifierStartingWithLetter(name)
            if !result.contains(identifier) { result.append(identifier) }
        }
        return result
    }

    /// Names for all keys of one object, unique within it.
    ///
    /// Keys whose name maps back to them are named first, so that `user_id` gets `userID`
    /// even when a key `userID` comes before it; the others get the same natural name with a
    /// number (`userID2`) and a `keyMapping` entry.
    ///
    /// - Parameter keys: The keys, in the order their properties will be declared.
    /// - Returns: One name per key, in the same order.
    static func names(forKeys keys: [String]) -> [AssignedPropertyName] {
        var taken: Set<String> = []
        var assigned: [AssignedPropertyName?] = Array(repeating: nil, count: keys.count)
        for (index, key) in keys.enumerated() {
            let match = candidates(forKey: key).first { name in
                !taken.contains(name) && !reservedNames.contains(name) && mapsBack(name, to: key)
            }
            if let match {
                taken.insert(match)
                assigned[index] = AssignedPropertyName(name: match, key: key, needsKeyMapping: false)
            }
        }
        for (index, key) in keys.enumerated() where assigned[index] == nil {
            let base = candidates(forKey: key).first ?? "key"
            var name = reservedNames.contains(base) ? base + "Value" : base
            var number = 2
            while taken.contains(name) || reservedNames.contains(name) {
                name = base + String(number)
                number += 1
            }
            taken.insert(name)
            assigned[index] = AssignedPropertyName(name: name, key: key, needsKeyMapping: !mapsBack(name, to: key))
        }
        return assigned.compactMap { $0 }
    }

    /// Whether the default key style turns `name` into exactly `key`.
    static func mapsBack(_ name: String, to key: String) -> Bool {
        JSONModel.KeyStyle.snakeCase.key(for: name) == key
    }

    /// `key` written for `keyMapping`, where a dot separates a nested path, leading `$` are
    /// dropped and a backslash makes the next character literal: so each of those characters
    /// gets a backslash (`a.b` → `a\.b`).
    static func keyMappingValue(for key: String) -> String {
        var result = ""
        for character in key {
            if character == "." || character == "\\" || character == "$" { result.append("\\") }
            result.append(character)
        }
        return result
    }

    private static func identifierStartingWithLetter(_ name: String) -> String {
        guard let first = name.unicodeScalars.first else { return "key" }
        return ("0"..."9").contains(first) ? "key" + name : name
    }
}
