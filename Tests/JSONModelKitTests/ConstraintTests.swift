import Foundation
import Testing

@testable import JSONModelKit

/// How constraints are written: the requirement each factory makes, the JSON Schema keyword it
/// is checked and published as, and bounds written with every kind of Swift number.
@Suite struct ConstraintTests {
    typealias Constraint = JSONModel.Constraint

    /// A constraint, the keyword it names, and the requirement it makes.
    static let keywordCases: [(Constraint, String)] = [
        (.range(13...150), "minimum"),
        (.range(...100), "maximum"),
        (.greaterThan(0), "exclusiveMinimum"),
        (.lessThan(1e6), "exclusiveMaximum"),
        (.multipleOf(5), "multipleOf"),
        (.multipleOf("0.01"), "multipleOf"),
        (.length(1...64), "minLength"),
        (.length(...254), "maxLength"),
        (.pattern("^[A-Z]{2}-[0-9]{4}$"), "pattern"),
        (.oneOf(["admin", "user"]), "enum"),
        (.oneOf([1, 2, 3]), "enum"),
        (.count(1...10), "minItems"),
        (.count(...10), "maxItems"),
        (.uniqueItems, "uniqueItems"),
        (.each(.length(1...20), .pattern("^[a-z]+$")), "items"),
    ]

    @Test(arguments: keywordCases)
    func eachConstraintNamesItsKeyword(constraint: Constraint, keyword: String) {
        #expect(constraint.keyword == keyword)
    }

    @Test func rangesKeepTheirEndsAndWhetherTheyAreIncluded() throws {
        let closed = Constraint.range(13...150).requirement
        #expect(closed == .bounds(lower: bound("13"), upper: bound("150")))
        #expect(Constraint.range(0...).requirement == .bounds(lower: bound("0"), upper: nil))
        #expect(Constraint.range(...100).requirement == .bounds(lower: nil, upper: bound("100")))
        #expect(Constraint.greaterThan(0).requirement == .bounds(lower: bound("0", isExclusive: true), upper: nil))
        #expect(Constraint.lessThan(1e6).requirement == .bounds(lower: nil, upper: bound("1e6", isExclusive: true)))
    }

    /// Bounds written with each Swift number type, and the decimal each stands for.
    static let boundCases: [(Constraint, String)] = [
        (.range(Int8.min...Int8.max), "-128"),
        (.range(UInt64.max...), "18446744073709551615"),
        (.range(Int64.min...), "-9223372036854775808"),
        (.range(UInt8(7)...), "7"),
        // A floating-point bound is the decimal it prints as, not its binary value.
        (.range(0.3...), "0.3"),
        (.range(Float(0.1)...), "0.1"),
        (.range(1e-7...), "1e-7"),
        (.range(Decimal(sign: .plus, exponent: -3, significand: 123_456)...), "123.456"),
    ]

    @Test(arguments: boundCases)
    func boundsAreTheDecimalsTheNumbersStandFor(constraint: Constraint, decimal: String) throws {
        guard case .bounds(let lower?, _) = constraint.requirement else {
            Issue.record("expected a lower bound, found \(constraint.requirement)")
            return
        }
        #expect(lower.value == ExactDecimal(decimal))
    }

    @Test func stepsAreExactDecimals() {
        #expect(Constraint.multipleOf("0.01").requirement == ExactDecimal("0.01").map { .multipleOf($0) })
        #expect(Constraint.multipleOf(0.25).requirement == ExactDecimal("0.25").map { .multipleOf($0) })
        #expect(Constraint.multipleOf(5).requirement == .multipleOf(ExactDecimal(5)))
    }

    @Test func boundsAndStepsThatAreNoFiniteNumbersAreInvalid() {
        for constraint in [
            Constraint.greaterThan(Double.nan), .lessThan(Double.infinity), .multipleOf(Float.nan),
            .multipleOf("abc"), .multipleOf("0x10"),
        ] {
            guard case .invalid(let reason) = constraint.requirement else {
                Issue.record("expected an invalid constraint, found \(constraint.requirement)")
                continue
            }
            #expect(!reason.isEmpty)
        }
    }

    @Test func allowedValuesAreJSONValues() {
        #expect(Constraint.oneOf(["admin", "user"]).requirement == .oneOf(["admin", "user"]))
        #expect(Constraint.oneOf([1, 2]).requirement == .oneOf([.number(JSONNumber(1)), .number(JSONNumber(2))]))
    }

    @Test func eachKeepsItsConstraintsInOrder() {
        let each = Constraint.each(.length(1...20), .pattern("^[a-z]+$"))
        #expect(each.requirement == .each([.length(1...20), .pattern("^[a-z]+$")]))
    }

    private func bound(_ text: String, isExclusive: Bool = false) -> Constraint.NumericBound? {
        ExactDecimal(text).map { Constraint.NumericBound(value: $0, isExclusive: isExclusive) }
    }
}
