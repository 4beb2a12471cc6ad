/// The compiled constraints of an integer type: bounds and steps as integer limits, allowed
/// values as a set, all compared in `Int128`, which holds every value of every integer type up
/// to 64 bits.
struct IntegerConstraintCheck<Integer: FixedWidthInteger> {
    /// The constraints, in the order they were declared.
    private let constraints: [JSONModel.Constraint]
    /// The smallest value every bound allows.
    private let lowest: Int128
    /// The largest value every bound allows.
    private let highest: Int128
    /// Integer steps (`multipleOf`) the value must be a multiple of; `nil` when a step has a
    /// fraction and only the exact decimal check can tell.
    private let steps: [Int128]?
    /// The allowed values, when `oneOf` lists them (the intersection of every list).
    private let allowed: Set<Int128>?
    /// Whether the constraints are bounds only (no steps, no allowed values), so that a value
    /// within them is checked with two comparisons.
    private let hasBoundsOnly: Bool

    /// Compiles `constraints` (bounds, steps, allowed integers) for values of `typeName`.
    ///
    /// - Throws: ``ConstraintMisuse`` for a constraint that is not about numbers.
    init(_ constraints: [JSONModel.Constraint], typeName: String) throws(ConstraintMisuse) {
        var lowest = Int128.min
        var highest = Int128.max
        var steps: [Int128]? = []
        var allowed: Set<Int128>?
        for constraint in constraints {
            switch constraint.requirement {
            case .bounds(let lower, let upper):
                if let lower {
                    let limit = lower.isExclusive ? lower.value.floorInt128 + 1 : lower.value.ceilingInt128
                    lowest = max(lowest, limit)
                }
                if let upper {
                    let limit = upper.isExclusive ? upper.value.ceilingInt128 - 1 : upper.value.floorInt128
                    highest = min(highest, limit)
                }
            case .multipleOf(let step):
                if let integer = step.exactInt128 {
                    steps?.append(integer)
                } else {
                    steps = nil
                }
            case .oneOf(let values):
                var listed = Set<Int128>()
                for value in values {
                    guard let integer = value.integerValue else {
                        throw ConstraintMisuse(
                            message: ".oneOf with strings cannot apply to \(typeName); list integers"
                        )
                    }
                    listed.insert(integer)
                }
                allowed = allowed.map { $0.intersection(listed) } ?? listed
            default:
                throw ConstraintCompiler.misuse(constraint, on: typeName)
            }
        }
        self.constraints = constraints
        self.lowest = lowest
        self.highest = highest
        self.steps = steps
        self.allowed = allowed
        self.hasBoundsOnly = allowed == nil && steps?.isEmpty == true
    }

    /// The check, reading an `Integer` through the pointer.
    var check: ConstraintCheck {
        ConstraintCheck { raw in
            firstViolation(by: raw.load(as: Integer.self))
        }
    }

    /// The violation of the first constraint `value` breaks, or `nil`.
    ///
    /// Inlined where the type is known (``ConstrainedIntCodec``): a value within bounds-only
    /// constraints costs two comparisons.
    @inline(__always)
    func firstViolation(by value: Integer) -> ConstraintViolation? {
        let wide = Int128(value)
        if wide >= lowest, wide <= highest, hasBoundsOnly || passesStepsAndAllowedValues(wide) {
            return nil
        }
        return violation(by: value)
    }

    /// Whether `wide` is one of the allowed values (if listed) and a multiple of every step.
    private func passesStepsAndAllowedValues(_ wide: Int128) -> Bool {
        guard allowed?.contains(wide) ?? true, let steps else { return false }
        return steps.allSatisfy { wide % $0 == 0 }
    }

    /// The violation of the first constraint `value` breaks, found constraint by constraint
    /// (rare: only for a value that fails the quick test).
    @inline(never)
    private func violation(by value: Integer) -> ConstraintViolation? {
        let wide = Int128(value)
        let exact = ExactDecimal(value)
        for constraint in constraints {
            let violation =
                if case .oneOf(let values) = constraint.requirement {
                    values.contains { $0.integerValue == wide }
                        ? nil : constraint.violation(byValue: .number(JSONNumber(value)))
                } else {
                    constraint.violation(byNumber: exact)
                }
            if let violation { return violation }
        }
        return nil
    }
}

extension JSONValue {
    /// The value as an `Int128` when it is an integer number that fits 64 bits.
    fileprivate var integerValue: Int128? {
        guard case .number(let number) = self else { return nil }
        if let value = number.int64Value { return Int128(value) }
        return number.uint64Value.map { Int128($0) }
    }
}
