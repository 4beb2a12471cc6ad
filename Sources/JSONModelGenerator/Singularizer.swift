/// Turns the English plural of an array's key into the singular used for its element class
/// (`statuses` → `status`, `categories` → `category`, `people` → `person`).
///
/// A small rule set, not a dictionary: irregular plurals, words that do not change, and the
/// usual suffix rules. A word it does not recognise as plural is returned unchanged.
enum Singularizer {
    /// Irregular plurals (lowercase).
    static let irregular: [String: String] = [
        "people": "person", "children": "child", "men": "man", "women": "woman", "feet": "foot",
        "teeth": "tooth", "geese": "goose", "mice": "mouse", "oxen": "ox", "indices": "index",
        "vertices": "vertex", "matrices": "matrix", "appendices": "appendix", "criteria": "criterion",
        "phenomena": "phenomenon", "analyses": "analysis", "bases": "basis", "crises": "crisis",
        "theses": "thesis", "diagnoses": "diagnosis", "leaves": "leaf", "lives": "life",
        "knives": "knife", "wives": "wife", "wolves": "wolf", "halves": "half", "shelves": "shelf",
        "selves": "self", "thieves": "thief", "movies": "movie", "cookies": "cookie",
        "buses": "bus", "statuses": "status", "aliases": "alias", "viruses": "virus",
        "quizzes": "quiz", "heroes": "hero", "potatoes": "potato", "tomatoes": "tomato",
        "echoes": "echo", "vetoes": "veto", "axes": "axis", "quotas": "quota",
    ]

    /// Words whose plural is the same as their singular (lowercase).
    static let uncountable: Set<String> = [
        "data", "media", "news", "series", "species", "info", "information", "metadata", "equipment",
        "feedback", "sheep", "fish", "deer", "aircraft", "software", "hardware", "status", "alias",
        "bus", "analysis", "basis", "axis", "canvas", "gas", "bias", "lens", "campus", "census",
        "corpus", "virus", "plus", "focus", "bonus", "radius", "chassis", "process", "access",
        "address", "class", "glass", "business", "success", "progress", "this", "is", "was", "has",
        "its", "as", "us", "yes",
    ]

    /// The singular of `word`, keeping the case of its first letter.
    ///
    /// - Parameter word: One word (the last word of a key), in any case.
    /// - Returns: The singular form, or `word` itself when it is not a known plural.
    static func singular(of word: String) -> String {
        let lower = word.lowercased()
        if let irregular = irregular[lower] { return matchingCase(irregular, of: word) }
        if uncountable.contains(lower) { return word }
        if lower.hasSuffix("ies"), lower.count > 4 {
            return String(word.dropLast(3)) + (word.last?.isUppercase == true ? "Y" : "y")
        }
        for suffix in ["sses", "shes", "ches", "xes", "zzes"] where lower.hasSuffix(suffix) {
            return String(word.dropLast(2))
        }
        if lower.hasSuffix("ss") || lower.hasSuffix("us") || lower.hasSuffix("is") { return word }
        if lower.hasSuffix("s"), lower.count > 2 { return String(word.dropLast()) }
        return word
    }

    /// `replacement` with its first letter in the case of `original`'s first letter, the rest
    /// upper case when `original` is all upper case.
    private static func matchingCase(_ replacement: String, of original: String) -> String {
        if original == original.uppercased(), original != original.lowercased() {
            return replacement.uppercased()
        }
        guard let first = original.first, first.isUppercase, let head = replacement.first else {
            return replacement
        }
        return head.uppercased() + replacement.dropFirst()
    }
}
