import Foundation

/// Compiles a property's constraints into a ``ConstraintCheck`` for its value type.
///
/// Each supported type gets code specialized for it: integers compare with precomputed
/// integer limits, `Double` and `Float` with precomputed binary limits, strings count and
/// match once; `Decimal` and `NSNumber` compare exact decimals. A failing value is described by
/// the constraint's own `violation(by…)` methods, so every message is written in one place.
enum ConstraintCompiler {
    /// The check of `constraints` on values of type `Value`, which must be a number or a string.
    ///
    /// - Throws: ``ConstraintMisuse`` when a constraint cannot apply to `Value`, or is malformed.
    static func scalarCheck<Value>(
        for type: Value.Type,
        typeName: String,
        constraints: [JSONModel.Constraint]
    ) throws(ConstraintMisuse) -> ConstraintCheck {
        for constraint in constraints {
            try constraint.checkWellFormed()
        }
        if type == String.self {
            return try StringConstraintCheck(constraints, typeName: typeName).check
        }
        if let integer = type as? any FixedWidthInteger.Type {
            return try integerCheck(integer, typeName: typeName, constraints: constraints)
        }
        if type == Double.self {
            return try FloatingPointConstraintCheck<Double>(constraints, typeName: typeName).check
        }
        if type == Float.self {
            return try FloatingPointConstraintCheck<Float>(constraints, typeName: typeName).check
        }
        if type == Decimal.self {
            return try DecimalConstraintCheck.check(constraints, typeName: typeName) { raw in
                ExactDecimal(raw.load(as: Decimal.self))
            }
        }
        if type == NSNumber.self {
            return try DecimalConstraintCheck.check(constraints, typeName: typeName) { raw in
                ExactDecimal(numberText: raw.load(as: NSNumber.self))
            }
        }
        throw misuse(constraints[0], on: typeName)
    }

    private static func integerCheck<Integer: FixedWidthInteger>(
        _ type: Integer.Type,
        typeName: String,
        constraints: [JSONModel.Constraint]
    ) throws(ConstraintMisuse) -> ConstraintCheck {
        try IntegerConstraintCheck<Integer>(constraints, typeName: typeName).check
    }

    /// The error for `constraint` on a value of type `typeName`, which it cannot apply to.
    static func misuse(_ constraint: JSONModel.Constraint, on typeName: String) -> ConstraintMisuse {
        let appliesTo =
            switch constraint.requirement {
            case .bounds, .multipleOf: "numbers (integers, Double, Float, Decimal, NSNumber)"
            case .length, .pattern: "String"
            case .oneOf: "String and integers"
            case .count: "arrays, sets and dictionaries"
            case .uniqueItems: "arrays and sets"
            case .each: "the elements of arrays and sets and the values of dictionaries"
            case .invalid: "no type"
            }
        return ConstraintMisuse(
            message: "\(constraint.writtenForm) cannot apply to \(typeName); it applies to \(appliesTo)"
        )
    }
}

extension ExactDecimal {
    /// The value of an `NSNumber`: its integer exactly, its `Double` as the decimal it prints as.
    init?(numberText number: NSNumber) {
        let type = String(cString: number.objCType)
        if type == "d" || type == "f" {
            let value = number.doubleValue
            guard value.isFinite else { return nil }
            self.init(value.description)
        } else if type == "Q" || type == "L" || type == "I" || type == "S" || type == "C" {
            self.init(number.uint64Value)
        } else {
            self.init(number.int64Value)
        }
    }
}
