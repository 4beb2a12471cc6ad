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
        try checkWellFormed(constraints)
        if type == String.self {
            return try StringConstraintCheck(constraints, typeName: typeName).check
        }
        if let check = try standardIntegerCheck(for: type, typeName: typeName, constraints: constraints) {
            return check
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

    /// Throws the reason of the first constraint written with a bound or step that is no
    /// finite number, or with limits that contradict themselves.
    static func checkWellFormed(_ constraints: [JSONModel.Constraint]) throws(ConstraintMisuse) {
        for constraint in constraints {
            try constraint.checkWellFormed()
        }
    }

    /// The check for `type` when it is one of the standard library's integer types, compiled
    /// for that type; `nil` for any other type.
    ///
    /// Named one by one so that each check is specialized: ``integerCheck(_:typeName:constraints:)``,
    /// reached through an existential metatype, runs unspecialized generic code (generic
    /// conversions and metadata lookups: about 1,200 instructions per `Int` checked, against
    /// about 60 specialized, callgrind).
    private static func standardIntegerCheck<Value>(
        for type: Value.Type,
        typeName: String,
        constraints: [JSONModel.Constraint]
    ) throws(ConstraintMisuse) -> ConstraintCheck? {
        if type == Int.self { return try IntegerConstraintCheck<Int>(constraints, typeName: typeName).check }
        if type == Int64.self { return try IntegerConstraintCheck<Int64>(constraints, typeName: typeName).check }
        if type == Int32.self { return try IntegerConstraintCheck<Int32>(constraints, typeName: typeName).check }
        if type == Int16.self { return try IntegerConstraintCheck<Int16>(constraints, typeName: typeName).check }
        if type == Int8.self { return try IntegerConstraintCheck<Int8>(constraints, typeName: typeName).check }
        if type == UInt.self { return try IntegerConstraintCheck<UInt>(constraints, typeName: typeName).check }
        if type == UInt64.self { return try IntegerConstraintCheck<UInt64>(constraints, typeName: typeName).check }
        if type == UInt32.self { return try IntegerConstraintCheck<UInt32>(constraints, typeName: typeName).check }
        if type == UInt16.self { return try IntegerConstraintCheck<UInt16>(constraints, typeName: typeName).check }
        if type == UInt8.self { return try IntegerConstraintCheck<UInt8>(constraints, typeName: typeName).check }
        return nil
    }

    /// The check for any other `FixedWidthInteger` type, in generic code.
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
