/// The compiled constraints of `Double` or `Float`: each bound becomes the binary value at which
/// the decimal a value prints as starts (or stops) satisfying it, so a value is checked with two
/// comparisons and never printed unless it fails.
///
/// A value stands for the shortest decimal that reads back as it (its `description`), and that
/// decimal grows with the value, so "prints as at least 0.1" is "is at least the first binary
/// value that prints as at least 0.1", found once when the check is built.
struct FloatingPointConstraintCheck<Value: BinaryFloatingPoint & LosslessStringConvertible & Sendable> {
    /// The constraints, in the order they were declared.
    private let constraints: [JSONModel.Constraint]
    /// The smallest value every lower bound allows.
    private let lowest: Value
    /// The largest value every upper bound allows.
    private let highest: Value
    /// Whether there are steps (`multipleOf`), which need the exact decimal.
    private let hasSteps: Bool

    /// Compiles `constraints` (bounds and steps) for values of `typeName`.
    ///
    /// - Throws: ``ConstraintMisuse`` for a constraint that is not about these numbers.
    init(_ constraints: [JSONModel.Constraint], typeName: String) throws(ConstraintMisuse) {
        var lowest = -Value.greatestFiniteMagnitude
        var highest = Value.greatestFiniteMagnitude
        var hasSteps = false
        for constraint in constraints {
            switch constraint.requirement {
            case .bounds(let lower, let upper):
                if let lower { lowest = max(lowest, Self.firstValue(satisfying: lower)) }
                if let upper { highest = min(highest, Self.lastValue(satisfying: upper)) }
            case .multipleOf:
                hasSteps = true
            case .oneOf:
                throw ConstraintMisuse(message: ".oneOf cannot apply to \(typeName); it applies to String and integers")
            default:
                throw ConstraintCompiler.misuse(constraint, on: typeName)
            }
        }
        self.constraints = constraints
        self.lowest = lowest
        self.highest = highest
        self.hasSteps = hasSteps
    }

    /// The check, reading a `Value` through the pointer.
    var check: ConstraintCheck {
        ConstraintCheck { raw in
            firstViolation(by: raw.load(as: Value.self))
        }
    }

    /// The violation of the first constraint `value` breaks, or `nil`.
    ///
    /// Inlined where the type is known (``ConstrainedDoubleCodec``): a value within bounds
    /// costs two comparisons.
    @inline(__always)
    func firstViolation(by value: Value) -> ConstraintViolation? {
        if !hasSteps, value >= lowest, value <= highest { return nil }
        return violation(by: value)
    }

    /// The violation of the first constraint `value` breaks, from its exact decimal (for steps,
    /// and for a value out of bounds).
    @inline(never)
    private func violation(by value: Value) -> ConstraintViolation? {
        guard let exact = ExactDecimal(value.description) else {
            // NaN or an infinity (from code or a lenient transform): no bound holds for it.
            return ConstraintViolation(
                keyword: constraints[0].keyword,
                message: "expected a finite number, found \(value)"
            )
        }
        for constraint in constraints {
            if let violation = constraint.violation(byNumber: exact) { return violation }
        }
        return nil
    }

    /// The decimal `value` stands for: what it prints as.
    private static func decimal(of value: Value) -> ExactDecimal? {
        ExactDecimal(value.description)
    }

    /// Whether the decimal of `value` is at or above (above, when exclusive) `bound`.
    private static func isAbove(_ value: Value, _ bound: JSONModel.Constraint.NumericBound) -> Bool {
        guard let exact = decimal(of: value) else { return value > 0 }
        return bound.isExclusive ? exact > bound.value : exact >= bound.value
    }

    /// Whether the decimal of `value` is at or below (below, when exclusive) `bound`.
    private static func isBelow(_ value: Value, _ bound: JSONModel.Constraint.NumericBound) -> Bool {
        guard let exact = decimal(of: value) else { return value < 0 }
        return bound.isExclusive ? exact < bound.value : exact <= bound.value
    }

    /// The smallest finite value whose decimal satisfies the lower bound (`infinity` when none
    /// does).
    private static func firstValue(satisfying bound: JSONModel.Constraint.NumericBound) -> Value {
        var value = Value(bound.value.description) ?? 0
        if value.isInfinite {
            return value > 0 ? .infinity : -.greatestFiniteMagnitude
        }
        while !isAbove(value, bound) {
            value = value.nextUp
            if value.isInfinite { return .infinity }
        }
        while value.nextDown.isFinite, isAbove(value.nextDown, bound) {
            value = value.nextDown
        }
        return value
    }

    /// The largest finite value whose decimal satisfies the upper bound (`-infinity` when none
    /// does).
    private static func lastValue(satisfying bound: JSONModel.Constraint.NumericBound) -> Value {
        var value = Value(bound.value.description) ?? 0
        if value.isInfinite {
            return value < 0 ? -.infinity : .greatestFiniteMagnitude
        }
        while !isBelow(value, bound) {
            value = value.nextDown
            if value.isInfinite { return -.infinity }
        }
        while value.nextUp.isFinite, isBelow(value.nextUp, bound) {
            value = value.nextUp
        }
        return value
    }
}

/// The constraints of `Decimal` and `NSNumber`: bounds and steps on the exact decimal of the
/// value.
enum DecimalConstraintCheck {
    /// Compiles `constraints` (bounds and steps) for values of `typeName`, read as exact
    /// decimals by `exactValue` (`nil` for NaN).
    ///
    /// - Throws: ``ConstraintMisuse`` for a constraint that is not about these numbers.
    static func check(
        _ constraints: [JSONModel.Constraint],
        typeName: String,
        exactValue: @escaping (UnsafeRawPointer) -> ExactDecimal?
    ) throws(ConstraintMisuse) -> ConstraintCheck {
        for constraint in constraints {
            switch constraint.requirement {
            case .bounds, .multipleOf:
                continue
            case .oneOf:
                throw ConstraintMisuse(message: ".oneOf cannot apply to \(typeName); it applies to String and integers")
            default:
                throw ConstraintCompiler.misuse(constraint, on: typeName)
            }
        }
        return ConstraintCheck { raw in
            guard let exact = exactValue(raw) else {
                return ConstraintViolation(
                    keyword: constraints[0].keyword,
                    message: "expected a finite number, found NaN"
                )
            }
            for constraint in constraints {
                if let violation = constraint.violation(byNumber: exact) { return violation }
            }
            return nil
        }
    }
}
