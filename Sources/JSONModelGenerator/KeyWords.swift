/// Splits JSON keys into words, the raw material of type and property names.
///
/// Words break at anything that is not an ASCII letter or digit (`first_name`, `first-name`,
/// `first name`), at a lower-to-upper change (`firstName`), and before the last capital of an
/// acronym followed by a lowercase letter (`HTTPStatus` → `HTTP`, `Status`). Digits stay with
/// the word before them (`address1`), and a key that starts with digits keeps them as its first
/// word (`2fa`).
enum KeyWords {
    /// The words of `key`, in order, with their original case.
    static func split(_ key: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(key)
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current.removeAll()
        }
        for index in characters.indices {
            let character = characters[index]
            guard character.isASCII, character.isLetter || character.isNumber else {
                flush()
                continue
            }
            if character.isUppercase, let previous = current.last {
                let nextIsLower =
                    index + 1 < characters.count && characters[index + 1].isLowercase
                    && characters[index + 1].isASCII
                if previous.isLowercase || (previous.isUppercase && nextIsLower) {
                    flush()
                }
            }
            current.append(character)
        }
        flush()
        return words
    }

    /// Words that read as acronyms in Swift names (`imageURL`, `userID`), lowercase.
    static let acronyms: Set<String> = [
        "api", "css", "csv", "dns", "ftp", "gps", "guid", "html", "http", "https", "id", "ids",
        "ip", "json", "jwt", "pdf", "sdk", "sql", "ssl", "tls", "uri", "url", "urls", "utc", "uuid",
        "xml",
    ]

    /// `word` with an upper-case first letter and the rest unchanged (`status` → `Status`).
    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `word` as an acronym (`url` → `URL`, `ids` → `IDs`), or `nil` when it is not one.
    static func acronym(_ word: String) -> String? {
        let lower = word.lowercased()
        guard acronyms.contains(lower) else { return nil }
        if lower.hasSuffix("s"), acronyms.contains(String(lower.dropLast())) {
            return lower.dropLast().uppercased() + "s"
        }
        return lower.uppercased()
    }
}
