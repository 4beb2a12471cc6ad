/// An exact finite decimal number: a sign, significant digits and a power of ten.
///
/// What numeric constraints compare a value with: a bound written as any Swift number or as
/// text (`.range(13...150)`, `.greaterThan(0)`, `.multipleOf("0.01")`) and a JSON number
/// literal both become an `ExactDecimal`, so every comparison and every `multipleOf` check is
/// exact, with no rounding through `Double`.
///
/// The value is `digits` read as a decimal integer, times 10 to the power `exponent`, negated
/// when `isNegative`. It is kept normalized, so that equal values have equal stored properties
/// (and the synthesized `==` and `hash(into:)` are right): the digits have no leading and no
/// trailing zeros, and zero has no digits, exponent 0 and no sign. `1.0`, `1` and `10e-1`
/// are the same value.
///
/// ```swift
/// let step = ExactDecimal("0.01")                               // 1e-2
/// let price = ExactDecimal("1236575.89")                        // 123657589e-2
/// price?.isMultiple(of: step ?? 1)                              // true
/// ExactDecimal(0.1) == ExactDecimal("0.1")                      // false: 0.1000000000000000055…
/// ```
///
/// Exponents read from text saturate at ±``exponentLimit``, so that an absurd exponent such as
/// `1e99999999999999999999` keeps memory and time bounded; nothing else is rounded. Work is
/// proportional to the digits present: no operation writes out the zeros an exponent stands for.
struct ExactDecimal: Sendable, Hashable {
    /// Whether the value is below zero (never for zero).
    let isNegative: Bool
    /// The significant digits (each 0 to 9), most significant first: no leading or trailing
    /// zeros, and empty for zero.
    let digits: [UInt8]
    /// The power of ten of the last digit (0 for zero).
    let exponent: Int

    /// The largest size of an exponent read from text; larger ones are treated as this bound.
    ///
    /// Far beyond any bound a constraint is written with, and small enough that exponents plus
    /// digit counts, and the difference of two such sums, never overflow a 64-bit `Int`.
    static let exponentLimit = 1_000_000_000

    /// Zero.
    static let zero = ExactDecimal(isNegative: false, digits: [], exponent: 0)

    /// Makes the value `±digits × 10^exponent`, normalized.
    ///
    /// - Parameters:
    ///   - isNegative: Whether the value is negative; ignored for zero.
    ///   - digits: Decimal digits (0 to 9), most significant first; leading and trailing zeros
    ///     are allowed and removed (each trailing zero raises the exponent by one).
    ///   - exponent: The power of ten of the last of `digits`.
    init(isNegative: Bool, digits: [UInt8], exponent: Int) {
        guard let first = digits.firstIndex(where: { $0 != 0 }),
            let last = digits.lastIndex(where: { $0 != 0 })
        else {
            self.isNegative = false
            self.digits = []
            self.exponent = 0
            return
        }
        self.isNegative = isNegative
        self.digits = first == 0 && last == digits.count - 1 ? digits : Array(digits[first...last])
        self.exponent = exponent + (digits.count - 1 - last)
    }

    /// Whether the value is zero.
    var isZero: Bool { digits.isEmpty }

    /// The power of ten just above the first digit: the magnitude is at least
    /// `10^(leadingPosition - 1)` and below `10^leadingPosition` (not meaningful for zero).
    ///
    /// Two magnitudes with different leading positions are ordered by them alone, whatever
    /// their digits.
    var leadingPosition: Int { exponent + digits.count }

    /// The value without its sign.
    var magnitude: ExactDecimal {
        isNegative ? ExactDecimal(isNegative: false, digits: digits, exponent: exponent) : self
    }
}
