/// A value that breaks a constraint: the JSON Schema keyword of the limit it broke, and a message
/// that says the limit and the value.
struct ConstraintViolation: Sendable, Hashable {
    /// The keyword of the broken limit: `minimum`, `exclusiveMaximum`, `multipleOf`,
    /// `minLength`, `maxLength`, `pattern`, `enum`, `minItems`, `maxItems`, `uniqueItems`.
    let keyword: String
    /// What was expected and what was found: `expected at least 13, found 12`.
    let message: String
}

extension JSONModel.Constraint {
    /// The violation of a numeric constraint by `value`, or `nil` when it holds (and for a
    /// constraint that is not about numbers).
    ///
    /// `value` is the exact decimal of the number: the literal of a JSON number as written, or
    /// the decimal a Swift number prints as.
    func violation(byNumber value: ExactDecimal) -> ConstraintViolation? {
        switch requirement {
        case .bounds(let lower, let upper):
            if let lower {
                if lower.isExclusive ? !(value > lower.value) : value < lower.value {
                    let limit = lower.isExclusive ? "more than" : "at least"
                    return ConstraintViolation(
                        keyword: lower.isExclusive ? "exclusiveMinimum" : "minimum",
                        message: "expected \(limit) \(lower.value), found \(Self.quoted(value))"
                    )
                }
            }
            if let upper {
                if upper.isExclusive ? !(value < upper.value) : value > upper.value {
                    let limit = upper.isExclusive ? "less than" : "at most"
                    return ConstraintViolation(
                        keyword: upper.isExclusive ? "exclusiveMaximum" : "maximum",
                        message: "expected \(limit) \(upper.value), found \(Self.quoted(value))"
                    )
                }
            }
            return nil
        case .multipleOf(let step):
            guard !value.isMultiple(of: step) else { return nil }
            return ConstraintViolation(
                keyword: "multipleOf",
                message: "expected a multiple of \(step), found \(Self.quoted(value))"
            )
        default:
            return nil
        }
    }

    /// The violation of a length constraint by `text`, counted in Unicode scalars as JSON
    /// Schema counts, or `nil` when it holds (and for a constraint that is not about lengths).
    func violation(byLength text: String) -> ConstraintViolation? {
        guard case .length(let minimum, let maximum) = requirement else { return nil }
        let length = text.unicodeScalars.count
        if let minimum, length < minimum {
            return ConstraintViolation(
                keyword: "minLength",
                message:
                    "expected a string of at least \(Self.counted(minimum, "character")), found \(Self.counted(length, "character"))"
            )
        }
        if let maximum, length > maximum {
            return ConstraintViolation(
                keyword: "maxLength",
                message:
                    "expected a string of at most \(Self.counted(maximum, "character")), found \(Self.counted(length, "character"))"
            )
        }
        return nil
    }

    /// The violation of a size constraint by a collection of `count` elements or members, or
    /// `nil` when it holds (and for a constraint that is not about sizes).
    ///
    /// - Parameters:
    ///   - count: The number of elements (array, set) or members (dictionary).
    ///   - isObject: Whether the collection is a dictionary, a JSON object: its keywords are
    ///     `minProperties` and `maxProperties`.
    /// - Returns: The violation, or `nil`.
    func violation(byCount count: Int, isObject: Bool) -> ConstraintViolation? {
        guard case .count(let minimum, let maximum) = requirement else { return nil }
        let noun = isObject ? "member" : "element"
        if let minimum, count < minimum {
            return ConstraintViolation(
                keyword: isObject ? "minProperties" : "minItems",
                message: "expected at least \(Self.counted(minimum, noun)), found \(count)"
            )
        }
        if let maximum, count > maximum {
            return ConstraintViolation(
                keyword: isObject ? "maxProperties" : "maxItems",
                message: "expected at most \(Self.counted(maximum, noun)), found \(count)"
            )
        }
        return nil
    }

    /// A number for a message, clipped as other quoted values are.
    private static func quoted(_ value: ExactDecimal) -> String {
        JSONModelError.clippedForMessage(value.description).text
    }

    /// `1 character`, `64 characters`: a count and its noun.
    private static func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}
