/// A JSON Schema `pattern`, compiled once, that answers whether a text matches in linear time.
///
/// The syntax is ECMA-262's, read on Unicode scalars: literals and escapes, `.`, classes,
/// `\d \w \s` and their negations, `\b \B`, `^ $`, groups (plain, `(?:…)`, `(?<name>…)`),
/// `|`, and the quantifiers with their lazy forms. As JSON Schema says, the search is
/// unanchored: `b` matches `abc`; write `^…$` to match the whole text.
///
/// The pattern is compiled to a Thompson NFA and run as a Pike VM, one step per scalar of the
/// text, so hostile pairs such as `^(a+)+$` against many `a`s and a `!` answer in
/// O(pattern × text). What cannot run that way (backreferences, look-ahead and look-behind) is
/// refused when the pattern is compiled. A small pattern without word boundaries also gets a
/// deterministic automaton (``PatternAutomaton``), which gives the same answers with one table
/// lookup per scalar.
///
/// A final class, immutable: the constraint checks that hold a pattern call it without copying
/// its arrays.
///
/// ```swift
/// let pattern = try JSONSchemaPattern("^[a-z]+-\\d{2,4}$")
/// pattern.matches("abc-2024")  // true
/// ```
final class JSONSchemaPattern: Sendable {
    /// The pattern as written.
    let source: String

    /// The program: the NFA's states, ending with `match`.
    let instructions: [PatternInstruction]

    /// The scalar sets that `scalarSet` instructions point into.
    let sets: [ScalarSet]

    /// Whether every match starts at the start of the text (the pattern begins with `^` on
    /// every branch), so the search stops as soon as no thread is left.
    let isAnchoredAtStart: Bool

    /// The program as a deterministic automaton, which ``matches(utf8:)`` runs instead of the
    /// Pike VM; nil for patterns with word boundaries and for large ones (see
    /// ``PatternAutomaton``).
    let automaton: PatternAutomaton?

    /// Parses and compiles a pattern.
    ///
    /// - Parameter source: The pattern, in ECMA-262 syntax.
    /// - Throws: `PatternSyntaxError` for a malformed pattern, for backreferences and
    ///   look-around, and for a pattern whose program would pass
    ///   ``PatternCompiler/maximumInstructions`` states.
    init(_ source: String) throws(PatternSyntaxError) {
        var parser = PatternParser(source)
        let tree = try parser.parse()
        let program = try PatternCompiler.compile(tree)
        self.source = source
        self.instructions = program.instructions
        self.sets = program.sets
        self.isAnchoredAtStart = Self.isAnchoredAtStart(tree)
        self.automaton = PatternAutomaton(
            program: program.instructions,
            sets: program.sets,
            isAnchoredAtStart: isAnchoredAtStart
        )
    }

    /// Whether a text matches the pattern anywhere.
    ///
    /// - Parameter text: The text to search.
    /// - Returns: True when some part of the text matches.
    /// - Complexity: O(n × m) for n scalars of text and m instructions.
    func matches(_ text: String) -> Bool {
        if let result = text.utf8.withContiguousStorageIfAvailable({ matches(utf8: $0) }) {
            return result
        }
        var contiguous = text
        return contiguous.withUTF8 { matches(utf8: $0) }
    }

    /// Whether every match of a node starts at the start of the text.
    private static func isAnchoredAtStart(_ node: PatternNode) -> Bool {
        switch node {
        case .textStart: true
        case .concatenation(let nodes): nodes.first.map(isAnchoredAtStart) ?? false
        case .alternation(let nodes): nodes.allSatisfy(isAnchoredAtStart)
        default: false
        }
    }
}
