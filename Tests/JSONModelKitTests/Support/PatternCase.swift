import Testing

/// A pattern and the texts it must match and must reject: a row of the pattern matcher's tables.
struct PatternCase: Sendable, CustomTestStringConvertible {
    let pattern: String

    /// Each text with whether the pattern matches it.
    let texts: [(String, Bool)]

    /// The pattern, and the texts when they are short (hostile texts are only counted).
    var testDescription: String {
        let shown = texts.map { text, matches in
            let count = text.unicodeScalars.count
            return (matches ? "" : "not ") + (count <= 40 ? text.debugDescription : "\(count) scalars")
        }
        return "/\(pattern)/: " + shown.joined(separator: ", ")
    }

    /// Makes a row.
    ///
    /// - Parameters:
    ///   - pattern: The pattern.
    ///   - matches: Texts the pattern matches.
    ///   - rejects: Texts it does not match.
    init(_ pattern: String, matches: [String], rejects: [String]) {
        self.pattern = pattern
        self.texts = matches.map { ($0, true) } + rejects.map { ($0, false) }
    }
}
