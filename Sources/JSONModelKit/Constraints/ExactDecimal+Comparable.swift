/// The exact total order of ``ExactDecimal`` values.
extension ExactDecimal: Comparable {
    /// Whether `left` is below `right`, exactly.
    ///
    /// Signs first, then magnitudes: by the position of their first digit (the exponent plus
    /// the digit count) and only when that is the same, by their digits. The exponents are
    /// never expanded, so `1e-1000000000 < 1e1000000000` costs what `1 < 2` does.
    ///
    /// - Complexity: O(n) in the shorter digit count.
    static func < (left: ExactDecimal, right: ExactDecimal) -> Bool {
        if left.isNegative != right.isNegative { return left.isNegative }
        return left.isNegative ? right.hasSmallerMagnitude(than: left) : left.hasSmallerMagnitude(than: right)
    }

    /// Whether the value's magnitude is below `other`'s.
    private func hasSmallerMagnitude(than other: ExactDecimal) -> Bool {
        if isZero || other.isZero { return isZero && !other.isZero }
        if leadingPosition != other.leadingPosition { return leadingPosition < other.leadingPosition }
        // The same first position: digit by digit, and the longer is larger when one is a
        // prefix of the other, as digits never end in zero.
        return digits.lexicographicallyPrecedes(other.digits)
    }
}
