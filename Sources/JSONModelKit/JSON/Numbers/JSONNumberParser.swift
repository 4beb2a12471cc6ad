/// Converts validated JSON number literals to Swift numbers, exactly.
enum JSONNumberParser {
    /// The value of an integer literal (no fraction, no exponent) if it fits in `Int64`.
    static func int64(_ literal: UnsafeBufferPointer<UInt8>) -> Int64? {
        var index = 0
        let isNegative = literal.first == UInt8(ascii: "-")
        if isNegative { index = 1 }
        guard let magnitude = digitsValue(literal, from: index) else { return nil }
        return int64(magnitude: magnitude, isNegative: isNegative)
    }

    /// The integer with `magnitude` and sign if it fits in `Int64` (`Int64.min` included).
    @inline(__always)
    static func int64(magnitude: UInt64, isNegative: Bool) -> Int64? {
        if isNegative {
            if magnitude == UInt64(Int64.max) + 1 { return Int64.min }
            guard magnitude <= UInt64(Int64.max) else { return nil }
            return -Int64(magnitude)
        }
        guard magnitude <= UInt64(Int64.max) else { return nil }
        return Int64(magnitude)
    }

    /// The value of a non-negative integer literal if it fits in `UInt64`.
    static func uint64(_ literal: UnsafeBufferPointer<UInt8>) -> UInt64? {
        if literal.first == UInt8(ascii: "-") {
            // "-0" is zero; any other negative integer does not fit.
            return literal.count == 2 && literal[1] == UInt8(ascii: "0") ? 0 : nil
        }
        return digitsValue(literal, from: 0)
    }

    private static func digitsValue(_ literal: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64? {
        let length = literal.count &- start
        // Up to 19 digits cannot overflow: eight at a time, then one at a time.
        if length <= 19, let base = literal.baseAddress {
            var digits = base + start
            var remaining = length
            var value: UInt64 = 0
            while remaining >= 8 {
                let word = UInt64(littleEndian: UnsafeRawPointer(digits).loadUnaligned(as: UInt64.self))
                guard let eight = EiselLemire.eightDigits(word) else { return checkedDigitsValue(literal, from: start) }
                value = value &* 100_000_000 &+ eight
                digits += 8
                remaining &-= 8
            }
            while remaining > 0 {
                let digit = digits.pointee &- UInt8(ascii: "0")
                guard digit < 10 else { return checkedDigitsValue(literal, from: start) }
                value = value &* 10 &+ UInt64(digit)
                digits += 1
                remaining &-= 1
            }
            return value
        }
        return checkedDigitsValue(literal, from: start)
    }

    /// ``digitsValue(_:from:)`` one byte at a time with overflow checks: 20 digits and more,
    /// or bytes that are not all digits (a caller may hand in any number literal).
    private static func checkedDigitsValue(_ literal: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64? {
        var value: UInt64 = 0
        for index in start..<literal.count {
            let digit = UInt64(literal[index] &- UInt8(ascii: "0"))
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            value = sum
        }
        return value
    }

    /// The `Double` nearest to a number literal (correctly rounded).
    ///
    /// Literals beyond the range of `Double` give an infinity; callers decide whether that is an
    /// error.
    ///
    /// Three steps, fastest first: Clinger's fast path, then the Eisel–Lemire algorithm, then
    /// Swift's own parser for the rare literals the first two cannot decide.
    static func double(_ literal: UnsafeBufferPointer<UInt8>) -> Double {
        if let decimal = EiselLemire.DecimalLiteral(parsing: literal), let value = double(decimal) {
            return value
        }
        // Swift's own parser is correctly rounded and locale-independent.
        return Double(String(decoding: literal, as: UTF8.self)) ?? .nan
    }

    /// The `Double` nearest to `decimal` by the first two steps of ``double(_:)-(UnsafeBufferPointer<UInt8>)``
    /// (Clinger's fast path, then Eisel–Lemire); `nil` for the rare values they cannot decide.
    @inline(__always)
    static func double(_ decimal: EiselLemire.DecimalLiteral) -> Double? {
        clingerFastPath(decimal) ?? EiselLemire.double(decimal)
    }

    /// Exact powers of ten that a `Double` represents exactly.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Clinger's fast path, or `nil` when the literal needs a slower path.
    ///
    /// When the significand fits in 53 bits and the decimal exponent is at most 22 in size, one
    /// IEEE multiplication or division of exact values rounds correctly.
    private static func clingerFastPath(_ decimal: EiselLemire.DecimalLiteral) -> Double? {
        guard !decimal.isTruncated, decimal.significand <= 1 << 53 else { return nil }
        let exponent = decimal.exponent
        let value: Double
        if decimal.significand == 0 {
            value = 0
        } else if exponent >= 0 {
            guard exponent <= 22 else { return nil }
            value = Double(decimal.significand) * exactPowersOfTen[exponent]
        } else {
            guard exponent >= -22 else { return nil }
            value = Double(decimal.significand) / exactPowersOfTen[-exponent]
        }
        return decimal.isNegative ? -value : value
    }
}
