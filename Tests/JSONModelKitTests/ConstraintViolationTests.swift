import Testing

@testable import JSONModelKit

/// What a value breaking a numeric, length or size constraint is told: the keyword of the limit
/// and a message with the limit and the value; values that keep the constraint pass.
@Suite struct ConstraintViolationTests {
    typealias Constraint = JSONModel.Constraint

    /// A numeric constraint, a value as a JSON literal, and the violation (`nil`: it holds).
    static let numberCases: [(Constraint, String, ConstraintViolation?)] = [
        (.range(13...150), "13", nil),
        (.range(13...150), "150", nil),
        (.range(13...150), "12.999", violation("minimum", "expected at least 13, found 12.999")),
        (.range(13...150), "1.5e2", nil),
        (
            .range(13...150), "150.0000000000000000001",
            violation("maximum", "expected at most 150, found 150.0000000000000000001")
        ),
        (.range(0...), "-0", nil),
        (.range(0.1...0.3), "0.3", nil),
        (.greaterThan(0), "0", violation("exclusiveMinimum", "expected more than 0, found 0")),
        (.greaterThan(0), "1e-400", nil),
        (.lessThan(1e6), "1e6", violation("exclusiveMaximum", "expected less than 1000000, found 1000000")),
        (.lessThan(1e6), "999999.999", nil),
        (.multipleOf("0.01"), "1236575.89", nil),
        (.multipleOf("0.01"), "-0.09", nil),
        (.multipleOf("0.01"), "0.015", violation("multipleOf", "expected a multiple of 0.01, found 0.015")),
        (.multipleOf(5), "1e400", nil),
        (.multipleOf(0.1), "0.3", nil),
    ]

    @Test(arguments: numberCases)
    func numbersAreComparedExactly(constraint: Constraint, literal: String, expected: ConstraintViolation?) throws {
        let value = try #require(ExactDecimal(literal))
        #expect(constraint.violation(byNumber: value) == expected)
    }

    @Test func aLongNumberIsClippedInTheMessage() throws {
        let value = try #require(ExactDecimal("1" + String(repeating: "0", count: 500) + ".5"))
        let violation = try #require(Constraint.range(...1).violation(byNumber: value))
        #expect(violation.message.count < 300)
    }

    /// A length constraint, a string, and the violation (`nil`: it holds).
    static let lengthCases: [(Constraint, String, ConstraintViolation?)] = [
        (.length(1...64), "a", nil),
        (.length(1...64), "", violation("minLength", "expected a string of at least 1 character, found 0 characters")),
        (
            .length(...3), "abcd",
            violation("maxLength", "expected a string of at most 3 characters, found 4 characters")
        ),
        // Unicode scalars, as JSON Schema counts: é written as e and a combining accent is 2.
        (
            .length(...1), "e\u{301}",
            violation("maxLength", "expected a string of at most 1 character, found 2 characters")
        ),
        (.length(...1), "😀", nil),
        (.length(2...), "ab", nil),
    ]

    @Test(arguments: lengthCases)
    func lengthsCountUnicodeScalars(constraint: Constraint, text: String, expected: ConstraintViolation?) {
        #expect(constraint.violation(byLength: text) == expected)
    }

    @Test func sizesNameElementsOrMembers() {
        #expect(Constraint.count(1...10).violation(byCount: 1, isObject: false) == nil)
        #expect(
            Constraint.count(1...10).violation(byCount: 0, isObject: false)
                == Self.violation("minItems", "expected at least 1 element, found 0")
        )
        #expect(
            Constraint.count(...2).violation(byCount: 3, isObject: true)
                == Self.violation("maxProperties", "expected at most 2 members, found 3")
        )
    }

    @Test func constraintsOfAnotherKindDoNotApply() throws {
        let number = try #require(ExactDecimal("5"))
        #expect(Constraint.length(...1).violation(byNumber: number) == nil)
        #expect(Constraint.range(...1).violation(byLength: "long text") == nil)
        #expect(Constraint.uniqueItems.violation(byCount: 0, isObject: false) == nil)
    }

    private static func violation(_ keyword: String, _ message: String) -> ConstraintViolation {
        ConstraintViolation(keyword: keyword, message: message)
    }
}

/// The checks of patterns, allowed values and unique elements.
@Suite struct ConstraintMembershipViolationTests {
    typealias Constraint = JSONModel.Constraint

    @Test func aPatternSearchesTheText() throws {
        let constraint = Constraint.pattern("^[A-Z]{2}-[0-9]{4}$")
        let compiled = try JSONSchemaPattern("^[A-Z]{2}-[0-9]{4}$")
        #expect(constraint.violation(byText: "AB-1234", matching: compiled) == nil)
        #expect(
            constraint.violation(byText: "ab-1234", matching: compiled)
                == ConstraintViolation(
                    keyword: "pattern",
                    message: #"expected a string matching "^[A-Z]{2}-[0-9]{4}$", found "ab-1234""#
                )
        )
        // Unanchored, as JSON Schema searches.
        let digits = try JSONSchemaPattern("[0-9]")
        #expect(Constraint.pattern("[0-9]").violation(byText: "abc7", matching: digits) == nil)
    }

    @Test func allowedValuesAreListed() {
        let roles = Constraint.oneOf(["admin", "user"])
        #expect(roles.violation(byValue: "admin") == nil)
        #expect(
            roles.violation(byValue: "guest")
                == ConstraintViolation(keyword: "enum", message: #"expected one of "admin", "user", found "guest""#)
        )
        let levels = Constraint.oneOf([1, 2, 3])
        #expect(levels.violation(byValue: 2) == nil)
        #expect(
            levels.violation(byValue: 4)
                == ConstraintViolation(keyword: "enum", message: "expected one of 1, 2, 3, found 4")
        )
    }

    @Test func repeatedElementsAreNamedByIndex() {
        #expect(Constraint.uniqueItems.violation(byElements: [1, 2, "1"]) == nil)
        #expect(
            Constraint.uniqueItems.violation(byElements: ["a", "b", "a"])
                == ConstraintViolation(
                    keyword: "uniqueItems",
                    message: "expected unique elements, found element 2 equal to element 0"
                )
        )
        // Numbers compare by value: 1 and 1.0 are the same element.
        let one = JSONValue.number(JSONNumber(1))
        let onePointZero = JSONValue.number(JSONNumber(1.0))
        #expect(Constraint.uniqueItems.violation(byElements: [one, onePointZero])?.keyword == "uniqueItems")
    }
}
