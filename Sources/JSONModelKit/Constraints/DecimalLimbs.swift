/// An unsigned integer of any size, stored in base 10^9: the arithmetic behind ``ExactDecimal``.
///
/// Base 10^9 makes the decimal digits cheap to read and write (nine per limb), while each limb
/// times a 32-bit factor still fits a `UInt64`. Only what ``ExactDecimal`` needs is here:
/// multiplying by and adding a small number (conversions from binary integers and floats),
/// dividing by a small number (removing factors of 2 and 5), and whether a digit sequence is a
/// multiple of the value (`multipleOf`).
struct DecimalLimbs: Equatable {
    /// The base of a limb.
    static let base: UInt64 = 1_000_000_000
    /// The most decimal digits in a limb.
    static let digitsPerLimb = 9

    /// The limbs, least significant first, each below ``base``; no zero limb at the end, so
    /// zero has none.
    private(set) var limbs: [UInt32]

    /// Zero.
    init() {
        limbs = []
    }

    /// The value of an unsigned 64-bit integer.
    init(_ value: UInt64) {
        limbs = []
        var rest = value
        while rest > 0 {
            limbs.append(UInt32(rest % Self.base))
            rest /= Self.base
        }
    }

    /// The value of decimal digits, most significant first.
    ///
    /// - Parameter digits: Digits from 0 to 9; leading zeros are allowed.
    /// - Complexity: O(n) in the number of digits.
    init(digits: [UInt8]) {
        limbs = []
        limbs.reserveCapacity(digits.count / Self.digitsPerLimb + 1)
        var end = digits.count
        while end > 0 {
            let start = max(0, end - Self.digitsPerLimb)
            var limb: UInt32 = 0
            for index in start..<end {
                limb = limb * 10 + UInt32(digits[index])
            }
            limbs.append(limb)
            end = start
        }
        trim()
    }

    /// Whether the value is zero.
    var isZero: Bool { limbs.isEmpty }

    /// The decimal digits, most significant first, with no leading zeros (none for zero).
    var digits: [UInt8] {
        guard let top = limbs.last else { return [] }
        var result: [UInt8] = []
        result.reserveCapacity(limbs.count * Self.digitsPerLimb)
        var topDigits: [UInt8] = []
        var rest = top
        while rest > 0 {
            topDigits.append(UInt8(rest % 10))
            rest /= 10
        }
        result.append(contentsOf: topDigits.reversed())
        for limb in limbs.dropLast().reversed() {
            var divisor: UInt32 = 100_000_000
            while divisor > 0 {
                result.append(UInt8(limb / divisor % 10))
                divisor /= 10
            }
        }
        return result
    }

    /// Multiplies the value by `factor` and adds `addend`.
    ///
    /// - Parameters:
    ///   - factor: At most 2^32, so that a limb times it stays far below 2^64.
    ///   - addend: At most 2^32.
    mutating func multiply(by factor: UInt64, adding addend: UInt64 = 0) {
        var carry = addend
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * factor + carry
            limbs[index] = UInt32(product % Self.base)
            carry = product / Self.base
        }
        while carry > 0 {
            limbs.append(UInt32(carry % Self.base))
            carry /= Self.base
        }
        trim()
    }

    /// The remainder of the value divided by a small divisor.
    ///
    /// - Parameter divisor: Greater than zero.
    /// - Returns: The remainder, below `divisor`.
    func remainder(dividingBy divisor: UInt32) -> UInt32 {
        var remainder: UInt64 = 0
        for limb in limbs.reversed() {
            remainder = (remainder * Self.base + UInt64(limb)) % UInt64(divisor)
        }
        return UInt32(remainder)
    }

    /// Divides the value by a small divisor, dropping the remainder.
    ///
    /// - Parameter divisor: Greater than zero.
    mutating func divide(by divisor: UInt32) {
        var remainder: UInt64 = 0
        for index in limbs.indices.reversed() {
            let current = remainder * Self.base + UInt64(limbs[index])
            limbs[index] = UInt32(current / UInt64(divisor))
            remainder = current % UInt64(divisor)
        }
        trim()
    }

    /// Divides the value by `prime` as long as it divides evenly, at most `limit` times.
    ///
    /// - Parameters:
    ///   - prime: The factor to remove (2 or 5).
    ///   - limit: The most factors to remove; zero or below removes none.
    /// - Complexity: O(n × min(limit, log(value))) in the number of limbs.
    mutating func removeFactors(of prime: UInt32, upTo limit: Int) {
        var removed = 0
        while removed < limit, !isZero, remainder(dividingBy: prime) == 0 {
            divide(by: prime)
            removed += 1
        }
    }

    /// The value as a `UInt64`, or `nil` when it is larger.
    var uint64: UInt64? {
        var value: UInt64 = 0
        for limb in limbs.reversed() {
            let (product, overflow) = value.multipliedReportingOverflow(by: Self.base)
            let (sum, carry) = product.addingReportingOverflow(UInt64(limb))
            if overflow || carry { return nil }
            value = sum
        }
        return value
    }

    /// Whether the integer written by `digits` is a multiple of the value.
    ///
    /// - Parameter digits: Decimal digits, most significant first.
    /// - Returns: Whether the value divides them evenly; for a value of zero, whether they are
    ///   zero.
    /// - Complexity: O(n × m): n digits, m limbs of the value (O(n) when it fits 64 bits).
    func divides(_ digits: [UInt8]) -> Bool {
        if isZero { return digits.allSatisfy { $0 == 0 } }
        if let divisor = uint64 {
            // Horner's rule modulo the divisor; the remainder times 10 may pass 64 bits, so it
            // goes through a 128-bit product, whose high half stays below the divisor.
            var remainder: UInt64 = 0
            for digit in digits {
                let (high, low) = remainder.multipliedFullWidth(by: 10)
                let (sum, carry) = low.addingReportingOverflow(UInt64(digit))
                remainder = divisor.dividingFullWidth((high + (carry ? 1 : 0), sum)).remainder
            }
            return remainder == 0
        }
        // Horner's rule on limbs: the remainder stays below the divisor, so after one more digit
        // it is below ten divisors and at most nine subtractions bring it back.
        var remainder = DecimalLimbs()
        for digit in digits {
            remainder.multiply(by: 10, adding: UInt64(digit))
            while !remainder.isLess(than: self) {
                remainder.subtract(self)
            }
        }
        return remainder.isZero
    }

    /// Whether the value is below `other`.
    func isLess(than other: DecimalLimbs) -> Bool {
        if limbs.count != other.limbs.count { return limbs.count < other.limbs.count }
        for index in limbs.indices.reversed() where limbs[index] != other.limbs[index] {
            return limbs[index] < other.limbs[index]
        }
        return false
    }

    /// Subtracts a value that is not larger.
    ///
    /// - Parameter other: At most the value.
    mutating func subtract(_ other: DecimalLimbs) {
        var borrow: UInt32 = 0
        for index in limbs.indices {
            let subtrahend = (index < other.limbs.count ? other.limbs[index] : 0) + borrow
            if limbs[index] >= subtrahend {
                limbs[index] -= subtrahend
                borrow = 0
            } else {
                limbs[index] = UInt32(UInt64(limbs[index]) + Self.base - UInt64(subtrahend))
                borrow = 1
            }
        }
        trim()
    }

    /// Drops zero limbs at the most significant end.
    private mutating func trim() {
        while limbs.last == 0 {
            limbs.removeLast()
        }
    }
}
