/// Parses the ECMA-262 syntax of a JSON Schema `pattern` into a ``PatternNode`` tree.
///
/// Works on the Unicode scalars of the pattern, so every error offset counts scalars. It refuses
/// what the linear-time matcher cannot run (backreferences, look-ahead and look-behind) with an
/// error naming the feature. Nesting is limited (``maximumDepth``) because parsing recurses.
struct PatternParser {
    /// The deepest nesting of groups accepted; deeper patterns are refused before the stack is.
    static let maximumDepth = 200

    /// The largest count a `{n,m}` quantifier may hold; larger ones could never compile.
    static let maximumCount = 100_000

    /// The scalars of the pattern.
    let scalars: [Unicode.Scalar]

    /// The index of the next scalar to read.
    var position = 0

    /// How many groups enclose the current position.
    private var depth = 0

    /// Makes a parser over a pattern.
    ///
    /// - Parameter source: The pattern's text.
    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    /// Parses the whole pattern.
    ///
    /// - Returns: The pattern's tree.
    /// - Throws: `PatternSyntaxError` for a malformed pattern or a refused feature.
    mutating func parse() throws(PatternSyntaxError) -> PatternNode {
        let node = try parseAlternation()
        if let scalar = peek() {
            // parseAlternation stops only at `)` or the end.
            throw PatternSyntaxError("unmatched '\(scalar)'", at: position)
        }
        return node
    }

    /// The next scalar, without reading it; nil at the end.
    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        position + ahead < scalars.count ? scalars[position + ahead] : nil
    }

    /// Whether the next scalars are `text`, without reading them.
    func looksAt(_ text: String) -> Bool {
        var index = position
        for scalar in text.unicodeScalars {
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
        }
        return true
    }

    /// Parses alternatives separated by `|`, up to a `)` or the end.
    private mutating func parseAlternation() throws(PatternSyntaxError) -> PatternNode {
        var alternatives = [try parseSequence()]
        while peek() == "|" {
            position += 1
            alternatives.append(try parseSequence())
        }
        return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    /// Parses quantified atoms up to a `|`, a `)` or the end.
    private mutating func parseSequence() throws(PatternSyntaxError) -> PatternNode {
        var items: [PatternNode] = []
        while let scalar = peek(), scalar != "|", scalar != ")" {
            let start = position
            let atom = try parseAtom()
            items.append(try parseQuantifier(on: atom, atomStart: start))
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .concatenation(items)
        }
    }

    /// Parses one atom: a literal, `.`, an anchor, an escape, a class or a group.
    private mutating func parseAtom() throws(PatternSyntaxError) -> PatternNode {
        let start = position
        guard let scalar = peek() else { throw PatternSyntaxError("unexpected end of pattern", at: start) }
        switch scalar {
        case "^":
            position += 1
            return .textStart
        case "$":
            position += 1
            return .textEnd
        case ".":
            position += 1
            return .scalars(.dot)
        case "*", "+", "?", "{":
            throw PatternSyntaxError("nothing to repeat before '\(scalar)'", at: start)
        case "[":
            return .scalars(try parseClass())
        case "(":
            return try parseGroup()
        case "\\":
            return try parseAtomEscape()
        default:
            position += 1
            return .scalars(ScalarSet(scalar))
        }
    }

    /// Parses a group: `( )`, `(?: )` or `(?<name> )`; refuses look-around.
    private mutating func parseGroup() throws(PatternSyntaxError) -> PatternNode {
        let start = position
        position += 1
        if looksAt("?=") || looksAt("?!") {
            throw PatternSyntaxError("look-ahead '(\(looksAt("?=") ? "?=" : "?!")' is not supported", at: start)
        } else if looksAt("?<=") || looksAt("?<!") {
            throw PatternSyntaxError("look-behind '(\(looksAt("?<=") ? "?<=" : "?<!")' is not supported", at: start)
        } else if looksAt("?:") {
            position += 2
        } else if looksAt("?<") {
            position += 2
            try parseGroupName()
        } else if looksAt("?") {
            throw PatternSyntaxError("unknown group '(?'", at: start)
        }
        depth += 1
        if depth > Self.maximumDepth {
            throw PatternSyntaxError("groups nested more than \(Self.maximumDepth) deep", at: start)
        }
        let node = try parseAlternation()
        depth -= 1
        guard peek() == ")" else { throw PatternSyntaxError("missing ')' for the group", at: start) }
        position += 1
        return node
    }

    /// Reads a group name and its closing `>`: letters, digits, `_` and `$`, not starting with
    /// a digit.
    private mutating func parseGroupName() throws(PatternSyntaxError) {
        let start = position
        while let scalar = peek(), scalar != ">" {
            let isDigit = ("0"..."9").contains(scalar)
            guard scalar.properties.isAlphabetic || isDigit || scalar == "_" || scalar == "$",
                !(isDigit && position == start)
            else {
                throw PatternSyntaxError("invalid group name", at: position)
            }
            position += 1
        }
        guard peek() == ">", position > start else { throw PatternSyntaxError("invalid group name", at: start) }
        position += 1
    }

    /// Parses a quantifier after an atom, if there is one: `*`, `+`, `?`, `{n}`, `{n,}`,
    /// `{n,m}`, each optionally followed by `?` (lazy, which does not change whether a text
    /// matches).
    private mutating func parseQuantifier(
        on atom: PatternNode,
        atomStart: Int
    ) throws(PatternSyntaxError) -> PatternNode {
        let start = position
        let minimum: Int
        let maximum: Int?
        switch peek() {
        case "*":
            (minimum, maximum) = (0, nil)
            position += 1
        case "+":
            (minimum, maximum) = (1, nil)
            position += 1
        case "?":
            (minimum, maximum) = (0, 1)
            position += 1
        case "{":
            (minimum, maximum) = try parseBraces()
        default:
            return atom
        }
        // `^*` is refused as ECMA-262 refuses it; a group holding an assertion, `(^)*`, is not.
        if atom.isAssertion && scalars[atomStart] != "(" {
            throw PatternSyntaxError("nothing to repeat: an assertion cannot be quantified", at: start)
        }
        if peek() == "?" { position += 1 }
        if let next = peek(), next == "*" || next == "+" || next == "?" || next == "{" {
            throw PatternSyntaxError("nothing to repeat before '\(next)'", at: position)
        }
        return .repetition(atom, minimum: minimum, maximum: maximum, offset: start)
    }

    /// Parses `{n}`, `{n,}` or `{n,m}`.
    private mutating func parseBraces() throws(PatternSyntaxError) -> (Int, Int?) {
        let start = position
        position += 1
        guard let minimum = try parseCount() else {
            throw PatternSyntaxError("malformed '{}' quantifier: expected a number", at: start)
        }
        var maximum: Int? = minimum
        if peek() == "," {
            position += 1
            maximum = try parseCount()
        }
        guard peek() == "}" else { throw PatternSyntaxError("malformed '{}' quantifier: expected '}'", at: start) }
        position += 1
        if let maximum, maximum < minimum {
            throw PatternSyntaxError("numbers out of order in '{}' quantifier", at: start)
        }
        return (minimum, maximum)
    }

    /// Reads a decimal count, if there is one.
    private mutating func parseCount() throws(PatternSyntaxError) -> Int? {
        let start = position
        var value = 0
        while let scalar = peek(), ("0"..."9").contains(scalar) {
            value = value * 10 + Int(scalar.value - 0x30)
            if value > Self.maximumCount {
                throw PatternSyntaxError("count in '{}' quantifier is larger than \(Self.maximumCount)", at: start)
            }
            position += 1
        }
        return position > start ? value : nil
    }
}
