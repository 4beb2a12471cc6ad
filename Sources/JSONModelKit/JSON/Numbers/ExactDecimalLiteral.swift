/// A number literal read exactly from its digits: where its significant digits are and which
/// power of ten each has, whatever its fraction and exponent, without going through `Double`.
///
/// What integer and `Decimal` fields ask of a literal with a fraction or an exponent: whether
/// its exact value is an integer (`1.0`, `1e2`, `100e-2`, `9007199254740993.0`) and which, or
/// whether a `Decimal` holds it. The digits are the integer digits followed by the fraction
/// digits; the exponent only moves the decimal point, so `1e400` and `1e-400` cost what `1e4`
/// does, and a literal of a thousand zeros costs one pass over its bytes.
///
/// - Complexity: O(n) in the literal's length, once, at creation; the properties are O(1)
///   except ``integerMagnitude`` (at most 20 digits) and ``fitsDecimal`` (at most 39).
struct ExactDecimalLiteral {
    /// Whether the literal starts with `-` (`-0.0` is negative zero; its value is zero).
    let isNegative: Bool
    /// The literal's bytes.
    private let literal: UnsafeBufferPointer<UInt8>
    /// Byte offset of the first integer digit, and how many integer digits there are.
    private let integerStart: Int
    private let integerCount: Int
    /// Byte offset of the first fraction digit (meaningful when a fraction exists).
    private let fractionStart: Int
    /// Digit positions (integer digits first, then fraction digits) of the first and last
    /// digit that is not zero; `first` is -1 when every digit is zero.
    private let first: Int
    private let last: Int
    /// How many digits stand before the decimal point once the exponent has moved it.
    ///
    /// Negative when the point moves left of the first digit. The exponent is saturated far
    /// beyond any literal's length, so this never overflows.
    private let pointPosition: Int

    /// An exponent this large in size already moves the point past any literal (tapes hold at
    /// most 4 GiB), so larger ones can stop there without changing any answer.
    private static let exponentLimit = 1 << 40

    /// Reads a literal that matches the JSON number grammar (``JSONNumberGrammar``).
    init(_ literal: UnsafeBufferPointer<UInt8>) {
        self.literal = literal
        let count = literal.count
        var position = 0
        isNegative = count > 0 && literal[0] == UInt8(ascii: "-")
        if isNegative { position = 1 }
        integerStart = position
        while position < count, Self.isDigit(literal[position]) { position &+= 1 }
        integerCount = position &- integerStart
        var fractionCount = 0
        if position < count, literal[position] == UInt8(ascii: ".") {
            position &+= 1
            fractionStart = position
            while position < count, Self.isDigit(literal[position]) { position &+= 1 }
            fractionCount = position &- fractionStart
        } else {
            fractionStart = position
        }
        var exponent = 0
        if position < count, literal[position] | 0x20 == UInt8(ascii: "e") {
            position &+= 1
            var exponentIsNegative = false
            if position < count, literal[position] == UInt8(ascii: "-") || literal[position] == UInt8(ascii: "+") {
                exponentIsNegative = literal[position] == UInt8(ascii: "-")
                position &+= 1
            }
            while position < count, Self.isDigit(literal[position]) {
                if exponent < Self.exponentLimit {
                    exponent = min(exponent &* 10 &+ Int(literal[position] &- UInt8(ascii: "0")), Self.exponentLimit)
                }
                position &+= 1
            }
            if exponentIsNegative { exponent = -exponent }
        }
        pointPosition = integerCount &+ exponent
        // The first and the last digit that is not zero, scanning in from either end.
        let digitCount = integerCount &+ fractionCount
        var first = 0
        while first < digitCount, Self.digitByte(literal, first, integerStart, integerCount, fractionStart) == 0 {
            first &+= 1
        }
        if first == digitCount {
            self.first = -1
            self.last = -1
            return
        }
        var last = digitCount &- 1
        while Self.digitByte(literal, last, integerStart, integerCount, fractionStart) == 0 {
            last &-= 1
        }
        self.first = first
        self.last = last
    }

    /// Whether the value is zero (`0`, `-0.0`, `0e-400`, a thousand zeros).
    var isZero: Bool { first < 0 }

    /// Whether the exact value is an integer: zero, or no significant digit after the point.
    var isInteger: Bool { isZero || last < pointPosition }

    /// The number of significant digits, from the first to the last that is not zero (0 for
    /// zero).
    var significantDigitCount: Int { isZero ? 0 : last &- first &+ 1 }

    /// The power of ten of the last significant digit: the value is the significant digits
    /// times 10 to this power (0 for zero).
    var lastDigitExponent: Int { isZero ? 0 : pointPosition &- 1 &- last }

    /// The magnitude of an integer value when it fits `UInt64`, else `nil` (not an integer,
    /// or too large).
    var integerMagnitude: UInt64? {
        if isZero { return 0 }
        guard last < pointPosition else { return nil }
        // Digits from the first significant one to the point: more than 20 is 10^20 or more.
        guard pointPosition &- first <= 20 else { return nil }
        var value: UInt64 = 0
        for position in first...last {
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times10.addingReportingOverflow(UInt64(digit(at: position)))
            if overflow || carry { return nil }
            value = sum
        }
        // At most 19 here: at least one digit stands between `first` and the point.
        let zeros = pointPosition &- 1 &- last
        let (scaled, overflow) = value.multipliedReportingOverflow(by: IntegerDigits.powerOfTen(zeros))
        return overflow ? nil : scaled
    }

    /// The value as `Integer` if it is an integer in the type's range, else `nil`.
    func integer<Integer: FixedWidthInteger>(as type: Integer.Type) -> Integer? {
        guard let magnitude = integerMagnitude else { return nil }
        guard isNegative, magnitude != 0 else { return Integer(exactly: magnitude) }
        guard Integer.isSigned else { return nil }
        if magnitude <= UInt64(Int64.max) { return Integer(exactly: -Int64(magnitude)) }
        return magnitude == UInt64(Int64.max) + 1 ? Integer(exactly: Int64.min) : nil
    }

    /// Why a literal gives no value of an integer type.
    enum IntegerFailure: Error {
        /// A fraction remains (`1.5`, `1e-7`, `0.99999999999999999999`).
        case notInteger
        /// An integer outside the type's range (`1e400`, `-1.0` for an unsigned type).
        case outOfRange
    }

    /// The value as `Integer`, or why it is none.
    ///
    /// - Parameter type: The integer type.
    /// - Returns: The exact value.
    /// - Throws: ``IntegerFailure``.
    func exactInteger<Integer: FixedWidthInteger>(as type: Integer.Type) throws(IntegerFailure) -> Integer {
        if let value = integer(as: Integer.self) { return value }
        throw isInteger ? .outOfRange : .notInteger
    }

    /// The largest significand a Foundation `Decimal` holds (2^128 - 1, 39 digits).
    private static let maxDecimalSignificand = Array("340282366920938463463374607431768211455".utf8)

    /// Whether a Foundation `Decimal` holds the value exactly.
    ///
    /// That is zero, or at most 38 significant digits (39 up to 2^128 - 1) whose last has a
    /// power of ten from -128 to 127. Trailing zeros are not significant: `1.000…0` with any
    /// number of zeros is exact.
    var fitsDecimal: Bool {
        if isZero { return true }
        guard (-128...127).contains(lastDigitExponent) else { return false }
        let digitCount = significantDigitCount
        if digitCount < 39 { return true }
        guard digitCount == 39 else { return false }
        for offset in 0..<39 {
            let digit = digit(at: first &+ offset) &+ UInt8(ascii: "0")
            let limit = Self.maxDecimalSignificand[offset]
            if digit != limit { return digit < limit }
        }
        return true
    }

    /// The value in its shortest scientific form: the sign, the significant digits and the
    /// power of ten of the last (`-123e-2` for `-1.2300`, `0` for zero); what
    /// `Decimal(string:)` reads exactly when ``fitsDecimal``, where a long literal such as
    /// `1000…0e-1000` overflows its reading.
    var significantText: String {
        if isZero { return "0" }
        var text = isNegative ? "-" : ""
        text.reserveCapacity(significantDigitCount &+ 8)
        for position in first...last {
            text.unicodeScalars.append(Unicode.Scalar(digit(at: position) &+ UInt8(ascii: "0")))
        }
        text += "e\(lastDigitExponent)"
        return text
    }

    /// The digit (0 to 9) at a position of the digit sequence.
    private func digit(at position: Int) -> UInt8 {
        Self.digitByte(literal, position, integerStart, integerCount, fractionStart)
    }

    // Static so that the initializer can use it before every property is set.
    private static func digitByte(
        _ literal: UnsafeBufferPointer<UInt8>,
        _ position: Int,
        _ integerStart: Int,
        _ integerCount: Int,
        _ fractionStart: Int
    ) -> UInt8 {
        let offset = position < integerCount ? integerStart &+ position : fractionStart &+ (position &- integerCount)
        return literal[offset] &- UInt8(ascii: "0")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
