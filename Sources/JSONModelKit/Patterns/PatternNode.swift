/// One node of a parsed JSON Schema `pattern`: the small tree the compiler turns into a program.
///
/// Groups leave no node of their own: the matcher answers only whether there is a match, so a
/// group is the node of its contents.
indirect enum PatternNode: Sendable, Equatable {
    /// Matches the empty string, as `()` or an empty alternative does.
    case empty

    /// Matches one Unicode scalar that belongs to a set (a literal is a set of one scalar).
    case scalars(ScalarSet)

    /// Matches at the start of the text (`^`).
    case textStart

    /// Matches at the end of the text (`$`).
    case textEnd

    /// Matches between a word scalar and a non-word one (`\b`), or elsewhere (`\B`) when
    /// `negated` is true.
    case wordBoundary(negated: Bool)

    /// Matches each node in turn.
    case concatenation([PatternNode])

    /// Matches any one of the nodes.
    case alternation([PatternNode])

    /// Matches the node at least `minimum` times and at most `maximum` times (no limit when nil);
    /// `offset` is where the quantifier is, for the error of a repetition too large to compile.
    case repetition(PatternNode, minimum: Int, maximum: Int?, offset: Int)

    /// Whether the node is an assertion, which a quantifier may not follow.
    var isAssertion: Bool {
        switch self {
        case .textStart, .textEnd, .wordBoundary: true
        default: false
        }
    }
}
