/// The compiled constraints of one value type: the first constraint a value breaks.
///
/// Built once per property when its schema is built (``ConstraintCompiler``), in code
/// specialized for the value's type, and called through a pointer to the value so that the
/// generic ``ConstrainedCodec`` hands values over without copying them.
///
/// `@unchecked Sendable`: the closure captures only the compiled constraints, which are never
/// changed after the check is built, and the metatypes it reads values as.
struct ConstraintCheck: @unchecked Sendable {
    /// The violation of the first constraint that the value at the pointer breaks, or `nil`.
    let firstViolation: (UnsafeRawPointer) -> ConstraintViolation?

    /// The violation of the first constraint `value` breaks, or `nil`.
    @inline(__always)
    func violation<Value>(by value: Value) -> ConstraintViolation? {
        withUnsafePointer(to: value) { firstViolation(UnsafeRawPointer($0)) }
    }
}

/// A constraint given to a property whose type it cannot apply to, or one the schema cannot
/// use (a pattern that does not compile, a bound that is no number).
struct ConstraintMisuse: Error {
    /// What is wrong, without the property: `.length cannot apply to Int`.
    let message: String
    /// How to fix it, for the schema error's DEBUG text.
    var fix =
        "Give numbers .range, .greaterThan, .lessThan and .multipleOf; strings .length, .pattern and .oneOf; arrays, sets and dictionaries .count, .uniqueItems and .each(...)."
}

extension JSONModel.Constraint {
    /// How the constraint is written, for messages: `.range(13...150)`, `.length(1...)`.
    var writtenForm: String {
        switch requirement {
        case .bounds(let lower, let upper):
            if let lower, lower.isExclusive, upper == nil { return ".greaterThan(\(lower.value))" }
            if let upper, upper.isExclusive, lower == nil { return ".lessThan(\(upper.value))" }
            return ".range(\(lower.map { "\($0.value)" } ?? "")...\(upper.map { "\($0.value)" } ?? ""))"
        case .multipleOf(let step): return ".multipleOf(\(step))"
        case .length(let minimum, let maximum):
            return ".length(\(minimum.map(String.init) ?? "")...\(maximum.map(String.init) ?? ""))"
        case .pattern(let pattern): return ".pattern(\"\(pattern)\")"
        case .oneOf: return ".oneOf"
        case .count(let minimum, let maximum):
            return ".count(\(minimum.map(String.init) ?? "")...\(maximum.map(String.init) ?? ""))"
        case .uniqueItems: return ".uniqueItems"
        case .each: return ".each"
        case .invalid: return "a constraint"
        }
    }

    /// Whether the constraint is about a collection as a whole (`.count`, `.uniqueItems`,
    /// `.each`), not a single value.
    var isCollectionConstraint: Bool {
        switch requirement {
        case .count, .uniqueItems, .each: true
        default: false
        }
    }

    /// Throws the reason when the constraint was written with a bound or step that is no
    /// finite number, or with limits that contradict themselves.
    func checkWellFormed() throws(ConstraintMisuse) {
        switch requirement {
        case .invalid(let reason):
            throw ConstraintMisuse(message: reason)
        case .multipleOf(let step) where step <= .zero:
            throw ConstraintMisuse(message: "\(writtenForm) needs a step greater than zero")
        case .length(let minimum, let maximum), .count(let minimum, let maximum):
            if let minimum, minimum < 0 {
                throw ConstraintMisuse(message: "\(writtenForm) has a negative limit")
            }
            if let maximum, maximum < 0 {
                throw ConstraintMisuse(message: "\(writtenForm) has a negative limit")
            }
        case .oneOf(let values) where values.isEmpty:
            throw ConstraintMisuse(message: ".oneOf([]) allows no value at all")
        default:
            return
        }
    }
}
