// The reference's classes and its backtracking matcher (see ReferencePattern.swift).

/// ECMA-262's classes, written out as plain comparisons.
enum ReferenceClasses {
    static func isDigit(_ value: UInt32) -> Bool {
        value >= 0x30 && value <= 0x39
    }

    static func isWord(_ value: UInt32) -> Bool {
        isDigit(value) || (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) || value == 0x5F
    }

    static func isLineTerminator(_ value: UInt32) -> Bool {
        value == 0x0A || value == 0x0D || value == 0x2028 || value == 0x2029
    }

    /// WhiteSpace (tab, VT, FF, space, NBSP, ZWNBSP, category Zs) and LineTerminator.
    static func isSpace(_ value: UInt32) -> Bool {
        if [0x09, 0x0B, 0x0C, 0x20, 0xA0, 0xFEFF].contains(value) || isLineTerminator(value) { return true }
        guard let scalar = Unicode.Scalar(value) else { return false }
        return scalar.properties.generalCategory == .spaceSeparator
    }
}

/// A backtracking matcher over a `ReferenceNode`, as ECMA-262 specifies it (an iteration beyond
/// the minimum that matches the empty string fails), searching from every start position.
final class ReferenceMatcher {
    private let text: [UInt32]
    private var steps = 0
    private var depth = 0
    private let budget: Int

    /// Whether the step budget or the depth limit ran out, in which case the answer means nothing.
    private(set) var exhausted = false

    init(text: [UInt32], budget: Int = 200_000) {
        self.text = text
        self.budget = budget
    }

    /// Whether the pattern matches the text anywhere.
    func search(_ node: ReferenceNode) -> Bool {
        for start in 0...text.count where match(node, start, { _ in true }) {
            return true
        }
        return false
    }

    private func isWord(at position: Int) -> Bool {
        position >= 0 && position < text.count && ReferenceClasses.isWord(text[position])
    }

    private func match(_ node: ReferenceNode, _ position: Int, _ next: (Int) -> Bool) -> Bool {
        steps += 1
        depth += 1
        defer { depth -= 1 }
        // Empty iterations up to a large minimum (`(){5000}`) nest deeply; libFuzzer runs on the
        // main thread's 8 MiB stack.
        if steps > budget || depth > 2_000 {
            exhausted = true
            return false
        }
        switch node {
        case .empty:
            return next(position)
        case .scalar(let test):
            return position < text.count && test(text[position]) && next(position + 1)
        case .textStart:
            return position == 0 && next(position)
        case .textEnd:
            return position == text.count && next(position)
        case .wordBoundary(let negated):
            return (isWord(at: position - 1) != isWord(at: position)) != negated && next(position)
        case .sequence(let nodes):
            return sequence(nodes[...], position, next)
        case .choice(let nodes):
            return nodes.contains { match($0, position, next) }
        case .repeated(let body, let minimum, let maximum):
            return repeated(body, minimum: minimum, maximum: maximum, count: 0, position, next)
        }
    }

    private func sequence(_ nodes: ArraySlice<ReferenceNode>, _ position: Int, _ next: (Int) -> Bool) -> Bool {
        guard let first = nodes.first else { return next(position) }
        return match(first, position) { self.sequence(nodes.dropFirst(), $0, next) }
    }

    private func repeated(
        _ body: ReferenceNode,
        minimum: Int,
        maximum: Int?,
        count: Int,
        _ position: Int,
        _ next: (Int) -> Bool
    ) -> Bool {
        if let maximum, count >= maximum { return next(position) }
        let another = match(body, position) { end in
            // ECMA-262 RepeatMatcher: past the minimum, an empty iteration fails.
            if count >= minimum && end == position { return false }
            return self.repeated(body, minimum: minimum, maximum: maximum, count: count + 1, end, next)
        }
        return another || (count >= minimum && next(position))
    }
}
