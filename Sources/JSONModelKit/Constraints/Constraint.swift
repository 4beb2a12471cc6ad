import Foundation

extension JSONModel {
    /// What a valid value of a property is, beyond its type: a range, a length, a pattern, a
    /// set of allowed values, a size or uniqueness of a collection, or constraints on each
    /// element.
    ///
    /// Each constraint is checked, and published in JSON Schema, as the keyword ``keyword``
    /// names. Numeric bounds and steps are exact decimals, never binary approximations: a bound written as
    /// a `Double` or `Float` is the decimal it prints as (`0.3`, not the binary value nearest to
    /// it), so `.range(0.1...0.3)` accepts the JSON number `0.3`. A `Double` or `Float` read
    /// from JSON text must meet them both as the value it holds and, when the literal has more
    /// digits than the type keeps, as written, which is what JSON Schema judges:
    /// `0.1000000000000000000001` (read as 0.1) is no multiple of 0.1.
    ///
    /// Declare constraints by Swift property name in ``JSONModel/constraints`` (or
    /// ``JSONStruct/constraints``); decoding enforces them, ``JSONModel/validate()`` checks a
    /// value built in code, and ``JSONModel/jsonSchema(options:)`` publishes them.
    ///
    /// ```swift
    /// final class SignUp: JSONModel {
    ///     var name = ""
    ///     var age = 0
    ///     var tags: [String] = []
    ///     override class var constraints: [String: [Constraint]] {
    ///         [
    ///             "name": [.length(1...64)],
    ///             "age": [.range(13...150)],
    ///             "tags": [.count(...10), .each(.pattern("^[a-z]+$"))],
    ///         ]
    ///     }
    /// }
    /// ```
    public struct Constraint: Sendable, Hashable {
        /// What the constraint requires.
        enum Requirement: Sendable, Hashable {
            /// A number at or above (`lower`), at or below (`upper`) the bounds; an exclusive
            /// bound leaves the bound itself out.
            case bounds(lower: NumericBound?, upper: NumericBound?)
            /// A number that is an integer multiple of the step (greater than zero).
            case multipleOf(ExactDecimal)
            /// A string of this many Unicode scalars, as JSON Schema counts.
            case length(minimum: Int?, maximum: Int?)
            /// A string in which the pattern (ECMA-262 syntax, unanchored search) finds a match.
            case pattern(String)
            /// A string or integer among these values.
            case oneOf([JSONValue])
            /// An array, set or dictionary with this many elements or members.
            case count(minimum: Int?, maximum: Int?)
            /// An array whose elements are all different.
            case uniqueItems
            /// Constraints on each element of an array or set, or each value of a dictionary.
            case each([Constraint])
            /// A constraint written with a bound or step that is no finite number (`.nan`,
            /// `.infinity`, `.multipleOf("abc")`): the schema refuses it, with `reason`, when it
            /// is built.
            case invalid(reason: String)
        }

        /// A numeric bound and whether the bound itself is allowed.
        struct NumericBound: Sendable, Hashable {
            /// The bound.
            let value: ExactDecimal
            /// Whether the bound itself is left out (`.greaterThan`, `.lessThan`).
            let isExclusive: Bool
        }

        /// What the constraint requires.
        let requirement: Requirement

        /// The JSON Schema keyword the constraint is checked and published as (for bounds, the
        /// lower bound's when both are given): `minimum`, `exclusiveMaximum`, `multipleOf`,
        /// `minLength`, `pattern`, `enum`, `minItems`, `uniqueItems`, `items`...
        ///
        /// A violation's error names the keyword of the bound or limit it broke; this is the
        /// constraint's first.
        public var keyword: String {
            switch requirement {
            case .bounds(let lower, let upper):
                if let lower { return lower.isExclusive ? "exclusiveMinimum" : "minimum" }
                return upper?.isExclusive == true ? "exclusiveMaximum" : "maximum"
            case .multipleOf: return "multipleOf"
            case .length(let minimum, _): return minimum != nil ? "minLength" : "maxLength"
            case .pattern: return "pattern"
            case .oneOf: return "enum"
            case .count(let minimum, _): return minimum != nil ? "minItems" : "maxItems"
            case .uniqueItems: return "uniqueItems"
            case .each: return "items"
            case .invalid: return "invalid"
            }
        }
    }
}

// MARK: - Numbers

extension JSONModel.Constraint {
    /// A number within `range`, bounds included: `.range(13...150)`, `.range(0.0...1.0)`.
    public static func range<Bound: JSONModel.ConstraintNumber>(_ range: ClosedRange<Bound>) -> Self {
        bounds(lower: (range.lowerBound, false), upper: (range.upperBound, false))
    }

    /// A number at or above the bound: `.range(0...)`.
    public static func range<Bound: JSONModel.ConstraintNumber>(_ range: PartialRangeFrom<Bound>) -> Self {
        bounds(lower: (range.lowerBound, false), upper: nil)
    }

    /// A number at or below the bound: `.range(...100)`.
    public static func range<Bound: JSONModel.ConstraintNumber>(_ range: PartialRangeThrough<Bound>) -> Self {
        bounds(lower: nil, upper: (range.upperBound, false))
    }

    /// A number above `bound`: `.greaterThan(0)` (JSON Schema's `exclusiveMinimum`).
    public static func greaterThan<Bound: JSONModel.ConstraintNumber>(_ bound: Bound) -> Self {
        bounds(lower: (bound, true), upper: nil)
    }

    /// A number below `bound`: `.lessThan(1e6)` (JSON Schema's `exclusiveMaximum`).
    public static func lessThan<Bound: JSONModel.ConstraintNumber>(_ bound: Bound) -> Self {
        bounds(lower: nil, upper: (bound, true))
    }

    /// A number that is an integer multiple of `step`: `.multipleOf(5)`, `.multipleOf(0.25)`.
    public static func multipleOf<Step: JSONModel.ConstraintNumber>(_ step: Step) -> Self {
        guard let value = step.exactValue else { return notANumber(step) }
        return Self(requirement: .multipleOf(value))
    }

    /// A number that is an integer multiple of the decimal `step` written as text:
    /// `.multipleOf("0.01")`, exactly, with no binary rounding anywhere.
    public static func multipleOf(_ step: String) -> Self {
        guard let value = ExactDecimal(step) else {
            return Self(requirement: .invalid(reason: "multipleOf(\"\(step)\") is not a JSON number"))
        }
        return Self(requirement: .multipleOf(value))
    }

    /// Bounds, each included or not (`isExclusive`), either end absent.
    private static func bounds<Bound: JSONModel.ConstraintNumber>(
        lower: (bound: Bound, isExclusive: Bool)?,
        upper: (bound: Bound, isExclusive: Bool)?
    ) -> Self {
        var ends: [NumericBound?] = []
        for end in [lower, upper] {
            guard let end else {
                ends.append(nil)
                continue
            }
            guard let value = end.bound.exactValue else { return notANumber(end.bound) }
            ends.append(NumericBound(value: value, isExclusive: end.isExclusive))
        }
        return Self(requirement: .bounds(lower: ends[0], upper: ends[1]))
    }

    /// The constraint for a bound or step that is not a finite number.
    private static func notANumber(_ value: some JSONModel.ConstraintNumber) -> Self {
        Self(requirement: .invalid(reason: "\(value) is not a finite number"))
    }
}

// MARK: - Strings

extension JSONModel.Constraint {
    /// A string of `range` Unicode scalars: `.length(1...64)`.
    public static func length(_ range: ClosedRange<Int>) -> Self {
        Self(requirement: .length(minimum: range.lowerBound, maximum: range.upperBound))
    }

    /// A string of at least `range.lowerBound` Unicode scalars: `.length(2...)`.
    public static func length(_ range: PartialRangeFrom<Int>) -> Self {
        Self(requirement: .length(minimum: range.lowerBound, maximum: nil))
    }

    /// A string of at most `range.upperBound` Unicode scalars: `.length(...254)`.
    public static func length(_ range: PartialRangeThrough<Int>) -> Self {
        Self(requirement: .length(minimum: nil, maximum: range.upperBound))
    }

    /// A string in which `pattern` finds a match: `.pattern("^[A-Z]{2}-[0-9]{4}$")`.
    ///
    /// ECMA-262 syntax, as JSON Schema uses it; the search is unanchored (write `^…$` to
    /// anchor), and runs in time linear in the text.
    public static func pattern(_ pattern: String) -> Self {
        Self(requirement: .pattern(pattern))
    }

    /// A string among `values`: `.oneOf(["admin", "user"])` (JSON Schema's `enum`).
    ///
    /// Strings compare by Unicode scalars, as JSON Schema compares them: `"e\u{301}"` is not
    /// `"é"`, though Swift's `==` takes them as equal.
    public static func oneOf(_ values: [String]) -> Self {
        Self(requirement: .oneOf(values.map(JSONValue.string)))
    }

    /// An integer among `values`: `.oneOf([1, 2, 3])` (JSON Schema's `enum`).
    public static func oneOf(_ values: [Int]) -> Self {
        Self(requirement: .oneOf(values.map { .number(JSONNumber($0)) }))
    }
}

// MARK: - Collections

extension JSONModel.Constraint {
    /// An array, set or dictionary of `range` elements or members: `.count(1...10)`.
    ///
    /// On a `Set`, a repeated element of its JSON array is an error too (as with
    /// ``uniqueItems``), so that the set has as many elements as the array JSON Schema counts.
    public static func count(_ range: ClosedRange<Int>) -> Self {
        Self(requirement: .count(minimum: range.lowerBound, maximum: range.upperBound))
    }

    /// An array, set or dictionary of at least `range.lowerBound` elements: `.count(1...)`.
    public static func count(_ range: PartialRangeFrom<Int>) -> Self {
        Self(requirement: .count(minimum: range.lowerBound, maximum: nil))
    }

    /// An array, set or dictionary of at most `range.upperBound` elements: `.count(...10)`.
    public static func count(_ range: PartialRangeThrough<Int>) -> Self {
        Self(requirement: .count(minimum: nil, maximum: range.upperBound))
    }

    /// An array whose elements are all different (JSON Schema's `uniqueItems`).
    ///
    /// Elements compare as JSON: `1` and `1.0` are equal, objects whatever the order of their
    /// members, strings only with the same Unicode scalars. On a `Set`, a repeated element of
    /// its JSON array is an error, whatever ``JSONModel/DecodingOptions/duplicateSetElements``
    /// says.
    public static var uniqueItems: Self {
        Self(requirement: .uniqueItems)
    }

    /// `constraints` on each element of an array or set, or each value of a dictionary:
    /// `.each(.length(1...20), .pattern("^[a-z]+$"))`.
    public static func each(_ constraints: Self...) -> Self {
        Self(requirement: .each(constraints))
    }
}
