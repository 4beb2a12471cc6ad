/// The integers next to an ``ExactDecimal``, for checks of integer values without decimals.
extension ExactDecimal {
    /// The smallest integer at or above the value, clamped to `Int128`'s range.
    var ceilingInt128: Int128 {
        let (whole, hasFraction) = truncatedInt128
        return hasFraction && !isNegative ? whole &+ 1 : whole
    }

    /// The largest integer at or below the value, clamped to `Int128`'s range.
    var floorInt128: Int128 {
        let (whole, hasFraction) = truncatedInt128
        return hasFraction && isNegative ? whole &- 1 : whole
    }

    /// The value as an `Int128` when it is an integer in its range.
    var exactInt128: Int128? {
        let (whole, hasFraction) = truncatedInt128
        guard !hasFraction, whole != .max, whole != .min else { return nil }
        return whole
    }

    /// The value without its fraction, clamped one inside `Int128`'s range (so that the caller
    /// may step one further without overflow), and whether a fraction was dropped.
    private var truncatedInt128: (whole: Int128, hasFraction: Bool) {
        let limit = Int128.max - 1
        let wholeDigits = digits.count + min(exponent, 0)
        var magnitude: Int128 = 0
        for position in 0..<max(wholeDigits, 0) {
            let digit = Int128(position < digits.count ? digits[position] : 0)
            guard magnitude <= (limit - digit) / 10 else {
                return (isNegative ? -limit : limit, false)
            }
            magnitude = magnitude * 10 + digit
        }
        if exponent > 0 {
            // Trailing zeros the exponent stands for (bounded: past 39 the limit is reached).
            for _ in 0..<min(exponent, 40) {
                guard magnitude <= limit / 10 else { return (isNegative ? -limit : limit, false) }
                magnitude *= 10
            }
        }
        return (isNegative ? -magnitude : magnitude, wholeDigits < digits.count)
    }
}
