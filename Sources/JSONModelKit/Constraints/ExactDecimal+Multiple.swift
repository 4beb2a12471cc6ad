/// Whether one ``ExactDecimal`` is an integer multiple of another (`multipleOf`).
extension ExactDecimal {
    /// Whether the value is an integer multiple of `divisor`, exactly.
    ///
    /// `1236575.89`, `-0.09` and `0.3` are multiples of `0.01`, `0.30000000000000004` is not;
    /// `10` is a multiple of `2.5`, `1e400` of `5`, and `7e-400` not of `1`. Zero is a multiple
    /// of everything. The sign of `divisor` does not matter, and only zero is a multiple of zero.
    ///
    /// With the value `a × 10^p` and the divisor `d × 10^q` (`a` and `d` their digits, neither
    /// ending in zero), the question is whether `d` divides `a × 10^(p - q)`:
    /// - When `p < q`, it would take `a` to be a multiple of 10, which it is not.
    /// - Otherwise the powers of ten only cancel factors 2 and 5 of `d`: it divides
    ///   `a × 10^k` exactly when `d / gcd(d, 10^k)` divides `a`. That removes at most k of
    ///   each from `d`, a number of steps bounded by `d`'s size, and leaves one remainder of
    ///   `a`'s digits: no power of ten is ever written out, so `1e1000000000` multiple of `7`
    ///   is as quick as `10` multiple of `7`.
    ///
    /// - Parameter divisor: The step; normally greater than zero.
    /// - Returns: Whether `self / divisor` is an integer.
    /// - Complexity: O(n × m) for n digits of the value and m of the divisor, O(n) when the
    ///   divisor's digits fit 64 bits.
    func isMultiple(of divisor: ExactDecimal) -> Bool {
        if isZero { return true }
        if divisor.isZero { return false }
        let shift = exponent - divisor.exponent
        guard shift >= 0 else { return false }
        var reduced = DecimalLimbs(digits: divisor.digits)
        reduced.removeFactors(of: 2, upTo: shift)
        reduced.removeFactors(of: 5, upTo: shift)
        return reduced.divides(digits)
    }
}
