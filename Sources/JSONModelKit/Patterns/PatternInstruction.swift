/// One instruction of a compiled pattern's program, run by the Pike VM of
/// ``JSONSchemaPattern/matches(utf8:)``.
///
/// Targets are indexes of instructions in the same program.
enum PatternInstruction: Sendable, Equatable {
    /// Consumes one scalar equal to the value.
    case scalar(UInt32)

    /// Consumes one scalar in the program's set at this index.
    case scalarSet(Int)

    /// Continues at both targets.
    case split(Int, Int)

    /// Continues at the target.
    case jump(Int)

    /// Continues only at the start of the text.
    case textStart

    /// Continues only at the end of the text.
    case textEnd

    /// Continues only at a word boundary, or only away from one when `negated` is true.
    case wordBoundary(negated: Bool)

    /// The pattern has matched.
    case match

    /// Whether the instruction consumes a scalar; the others are followed without reading one.
    var consumesScalar: Bool {
        switch self {
        case .scalar, .scalarSet: true
        default: false
        }
    }
}
