import Foundation

/// Making an ``ExactDecimal`` from a Foundation `Decimal`.
extension ExactDecimal {
    /// The exact value of a Foundation `Decimal`: its significand times its power of ten.
    ///
    /// `Decimal` keeps its mantissa words internal; its public `significand` is the mantissa as
    /// a `Decimal` with exponent 0, whose `description` is exactly its digits (at most 39).
    /// `nil` for NaN.
    ///
    /// - Parameter value: The decimal.
    init?(_ value: Decimal) {
        guard !value.isNaN else { return nil }
        if value.isZero {
            self = .zero
            return
        }
        var digits: [UInt8] = []
        for byte in value.significand.description.utf8 {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            digits.append(digit)
        }
        self.init(isNegative: value.sign == .minus, digits: digits, exponent: value.exponent)
    }
}
