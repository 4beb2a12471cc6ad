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

    /// Names for all keys of one object, and the key style its model declares: the one that
    /// needs fewer `keyMapping` entries.
    ///
    /// Objects whose keys are already Swift names (`subTopicIds`, `venueNames`: camelCase APIs)
    /// are better served by ``GeneratedKeyStyle/unchanged``, with each property named exactly
    /// as its key, than by snake_case with a mapping for every key. The `keyStyle` declaration
    /// counts as one entry, so unchanged must save at least two; otherwise snake_case, the
    /// library's default, is kept.
    ///
    /// - Parameter keys: The keys, in the order their properties will be declared.
    /// - Returns: One name per key, in the same order, and the key style they assume.
    static func namesAndStyle(forKeys keys: [String]) -> (names: [AssignedPropertyName], keyStyle: GeneratedKeyStyle) {
        let snakeCase = names(forKeys: keys)
        guard let unchanged = unchangedNames(forKeys: keys) else { return (snakeCase, .snakeCase) }
        let snakeCaseMappings = snakeCase.filter(\.needsKeyMapping).count
        let unchangedMappings = unchanged.filter(\.needsKeyMapping).count
        return unchangedMappings + 1 < snakeCaseMappings ? (unchanged, .unchanged) : (snakeCase, .snakeCase)
    }

    /// Names under ``GeneratedKeyStyle/unchanged``.
    ///
    /// Each key that reads as a lowerCamelCase Swift name (a plain identifier starting with a
    /// lowercase letter, no `_`, not a reserved name) names its property; the others get their
    /// natural name and a `keyMapping` entry. `nil` when there is an empty key, which only a
    /// custom style can map.
    private static func unchangedNames(forKeys keys: [String]) -> [AssignedPropertyName]? {
        guard !keys.contains("") else { return nil }
        var taken: Set<String> = []
        var assigned: [AssignedPropertyName?] = Array(repeating: nil, count: keys.count)
        for (index, key) in keys.enumerated() where isLowerCamelCase(key) && !reservedNames.contains(key) {
            taken.insert(key)
            assigned[index] = AssignedPropertyName(name: key, key: key, needsKeyMapping: false)
        }
        for (index, key) in keys.enumerated() where assigned[index] == nil {
            let name = naturalName(forKey: key, avoiding: &taken)
            assigned[index] = AssignedPropertyName(name: name, key: key, needsKeyMapping: name != key)
        }
        return assigned.compactMap { $0 }
    }

    /// Whether `key` can be a property name as it is: an ASCII identifier that starts with a
    /// lowercase letter and has no underscore.
    private static func isLowerCamelCase(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return SwiftIdentifier.isValid(key) && !key.contains("_")
    }

    /// Names for all keys of one object, unique within it, under the snake_case key style.
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
            let name = naturalName(forKey: key, avoiding: &taken)
            assigned[index] = AssignedPropertyName(name: name, key: key, needsKeyMapping: !mapsBack(name, to: key))
        }
        return assigned.compactMap { $0 }
    }

    /// The key's first candidate name, made free, and added to `taken`.
    ///
    /// A reserved name gets `Value` appended; then a number (`userID2`) is appended until no
    /// other property has the name.
    private static func naturalName(forKey key: String, avoiding taken: inout Set<String>) -> String {
        let base = candidates(forKey: key).first ?? "key"
        var name = reservedNames.contains(base) ? base + "Value" : base
        var number = 2
        while taken.contains(name) || reservedNames.contains(name) {
            name = base + String(number)
            number += 1
        }
        taken.insert(name)
        return name
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

/// The key style a generated model declares.
enum GeneratedKeyStyle: Hashable, Sendable {
    /// The library's default: nothing is declared.
    case snakeCase
    /// `keyStyle` is `.unchanged`: properties are named exactly as their keys.
    case unchanged
}
