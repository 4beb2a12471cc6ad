/// Making an ``ExactDecimal`` from a Swift integer or binary floating-point value, exactly.
extension ExactDecimal {
    /// The value of an `Int`.
    init(_ value: Int) {
        self.init(integer: value)
    }

    /// The value of an integer of any type and width (`UInt64.max`, `Int64.min`, …).
    ///
    /// - Parameter value: The integer.
    init<Integer: BinaryInteger>(_ value: Integer) {
        self.init(integer: value)
    }

    /// The exact value of a `Double`, every binary digit of it.
    ///
    /// `0.1` is `0.1000000000000000055511151231257827021181583404541015625`: the double
    /// nearest to one tenth, not one tenth. Subnormals and `greatestFiniteMagnitude` are exact
    /// too; `-0.0` is zero. `nil` for NaN and the infinities.
    ///
    /// - Parameter value: The double.
    init?(_ value: Double) {
        self.init(binary: value)
    }

    /// The exact value of a `Float` (`0.1` is `0.100000001490116119384765625`).
    ///
    /// `nil` for NaN and the infinities.
    ///
    /// - Parameter value: The float.
    init?(_ value: Float) {
        self.init(binary: value)
    }

    /// The value of an integer, read through its two's complement words.
    private init<Integer: BinaryInteger>(integer value: Integer) {
        var words = Array(value.words)
        let isNegative = value < 0
        if isNegative {
            // The magnitude of a negative value is its words inverted, plus one.
            var carry = true
            for index in words.indices {
                words[index] = ~words[index]
                if carry {
                    (words[index], carry) = words[index].addingReportingOverflow(1)
                }
            }
        }
        var magnitude = DecimalLimbs()
        for word in words.reversed() {
            // 32 bits at a time, the most a limb may be multiplied by.
            for shift in stride(from: UInt.bitWidth - 32, through: 0, by: -32) {
                magnitude.multiply(by: 1 << 32, adding: UInt64(truncatingIfNeeded: word >> shift) & 0xFFFF_FFFF)
            }
        }
        self.init(isNegative: isNegative, digits: magnitude.digits, exponent: 0)
    }

    /// The exact value of a finite binary floating-point value: its integer significand times a
    /// power of two, which is written in decimal as the significand times a power of five
    /// times a power of ten when the power of two is negative.
    private init?<Binary: BinaryFloatingPoint>(binary value: Binary) {
        guard value.isFinite else { return nil }
        if value == 0 {
            self = .zero
            return
        }
        let significandBitCount = Binary.significandBitCount
        let bias = (1 << (Binary.exponentBitCount - 1)) - 1
        var significand = UInt64(truncatingIfNeeded: value.significandBitPattern)
        var binaryExponent = Int(value.exponentBitPattern)
        if binaryExponent == 0 {
            // Subnormal: no implicit leading bit, and the smallest normal exponent.
            binaryExponent = 1
        } else {
            significand |= 1 << UInt64(significandBitCount)
        }
        binaryExponent -= bias + significandBitCount
        var magnitude = DecimalLimbs(significand)
        if binaryExponent >= 0 {
            var remaining = binaryExponent
            while remaining > 0 {
                let step = min(remaining, 32)
                magnitude.multiply(by: 1 << UInt64(step))
                remaining -= step
            }
            self.init(isNegative: value < 0, digits: magnitude.digits, exponent: 0)
        } else {
            // m × 2^-k = m × 5^k × 10^-k; 5^13 is the largest power of five below 2^32.
            var remaining = -binaryExponent
            while remaining > 0 {
                let step = min(remaining, 13)
                var factor: UInt64 = 1
                for _ in 0..<step { factor *= 5 }
                magnitude.multiply(by: factor)
                remaining -= step
            }
            self.init(isNegative: value < 0, digits: magnitude.digits, exponent: binaryExponent)
        }
    }
}
