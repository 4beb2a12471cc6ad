/// Writes a `Double` as JSON: the shortest decimal that reads back to it, spelled as
/// `description` spells it ("0.1", "1e-07", "1.2345678901234568e+17"), except that integral
/// values below 2^53 are written as integers ("3", not "3.0").
///
/// The digits come from Schubfach (Raffaello Giulietti, "The Schubfach way to render doubles",
/// 2020, the algorithm behind Java's `Double.toString` since JDK 19): three 128-bit-by-64-bit
/// products locate the value and both ends of its rounding interval at a power of ten chosen
/// so that at most two candidates, a multiple of ten and its neighbours, can be the answer.
/// Among the shortest decimals in the interval it picks the one nearest the exact value, ties
/// to even, which is also `description`'s choice; the tests compare the two on hundreds of
/// thousands of values of every exponent.
///
/// The standard library's formatter takes about 530 instructions per number on canada.json
/// (128-bit arithmetic written in Swift, called through the runtime); this one about 370 (230
/// to find the digits, 140 to write them), straight into the caller's buffer.
enum ShortestDouble {
    /// The most bytes ``write(_:to:)`` stores past `output`; "-2.2250738585072014e-308",
    /// 24 bytes, is the longest text, but digits are stored eight at a time.
    static let maxBytesWritten = 40

    /// Writes the finite `value` at `output` and returns how many bytes the text takes.
    ///
    /// Integers below 2^53 in magnitude are written without a fraction, negative zero as
    /// "-0.0" (as "-0" would read back as the integer zero); other values from 10^-4 up to 2^53
    /// in positional notation, the rest in scientific notation with at least two exponent
    /// digits ("1e-05", "9.007199254740994e+15").
    static func write(_ value: Double, to output: UnsafeMutablePointer<UInt8>) -> Int {
        var position = output
        let bits = value.bitPattern
        if bits >> 63 != 0 {
            position.pointee = UInt8(ascii: "-")
            position += 1
        }
        // The value is significand × 2^binaryExponent: with the implicit bit for a normal
        // number, at the least normal exponent for a subnormal one (and zero).
        let fraction = bits & (1 << 52 - 1)
        let biasedExponent = Int(truncatingIfNeeded: (bits >> 52) & 0x7FF)
        let (binaryExponent, significand) =
            biasedExponent != 0 ? (biasedExponent &- 1075, 1 << 52 | fraction) : (-1074, fraction)
        if binaryExponent <= 0, binaryExponent > -53,
            significand & (1 << UInt64(-binaryExponent) &- 1) == 0
        {
            // An integer from 1 to 2^53.
            return IntegerDigits.write(significand >> UInt64(-binaryExponent), to: position)
                &+ (position - output)
        }
        guard value != 0 else {
            if position == output {
                output.pointee = UInt8(ascii: "0")
                return 1
            }
            position[0] = UInt8(ascii: "0")
            position[1] = UInt8(ascii: ".")
            position[2] = UInt8(ascii: "0")
            return 4
        }
        let (digits, exponent) = shortestDecimal(binaryExponent, significand)
        let end: UnsafeMutablePointer<UInt8>
        if value.magnitude <= 9_007_199_254_740_992, value.magnitude >= 0.0001 {
            // (The shortest form of a value from 10^-4 up is itself at least 10^-4.)
            end = writePositional(digits, exponent, integerPart: UInt64(value.magnitude), to: position)
        } else {
            end = writeScientific(digits, exponent, to: position)
        }
        return end - output
    }

    // MARK: - Digits

    /// The shortest decimal `result.significand × 10^(result.exponent)` in the rounding
    /// interval of the nonzero `significand × 2^binaryExponent`, nearest the value among those;
    /// the result's significand has no trailing zeros.
    @inline(__always)
    private static func shortestDecimal(
        _ binaryExponent: Int,
        _ significand: UInt64
    ) -> (significand: UInt64, exponent: Int) {
        var decimal = schubfach(binaryExponent, significand)
        while decimal.significand != 0, decimal.significand % 10 == 0 {
            decimal.significand /= 10
            decimal.exponent &+= 1
        }
        return decimal
    }

    /// Schubfach's search for the value `significand × 2^binaryExponent`: the decimal is
    /// `result.significand × 10^(result.exponent)`.
    ///
    /// Java scales the two least subnormals by ten first, as its `toString` must show two
    /// digits; the shortest form needs nothing of that ("5e-324", "1e-323").
    @inline(__always)
    private static func schubfach(
        _ binaryExponent: Int,
        _ significand: UInt64
    ) -> (significand: UInt64, exponent: Int) {
        // Even significands round-trip from the ends of their interval (ties to even).
        let excludesEnds: UInt64 = significand & 1
        // The value and the ends of its rounding interval, scaled by four.
        let scaled = significand << 2
        let upper = scaled &+ 2
        let lower: UInt64
        let decimalExponent: Int
        if significand != 1 << 52 || binaryExponent == -1074 {
            lower = scaled &- 2
            decimalExponent = floorLog10PowerOfTwo(binaryExponent)
        } else {
            // At a power of two the interval below is half as wide as the one above.
            lower = scaled &- 1
            decimalExponent = floorLog10ThreeQuartersPowerOfTwo(binaryExponent)
        }
        // Scale everything by 10^-decimalExponent: 2^shift times the table's approximation.
        let shift = UInt64(binaryExponent &+ PowersOfFive.floorLog2PowerOfTen(-decimalExponent) &+ 2)
        let (high, low) = tenToThe(-decimalExponent)
        let valueScaled = roundToOdd(high, low, scaled << shift)
        let lowerScaled = roundToOdd(high, low, lower << shift)
        let upperScaled = roundToOdd(high, low, upper << shift)

        let candidate = valueScaled >> 2
        if candidate >= 10 {
            // The multiples of ten around the value: one digit shorter, if one is in the
            // interval and the other is not. (The interval is under ten units wide, so it holds
            // at most one; Java starts at 100, as its `toString` wants two digits.)
            let below = 10 &* candidate.multipliedFullWidth(by: 115_292_150_460_684_698 << 4).high
            let above = below &+ 10
            let belowInside = lowerScaled &+ excludesEnds <= below << 2
            let aboveInside = (above << 2) &+ excludesEnds <= upperScaled
            if belowInside != aboveInside {
                return (belowInside ? below : above, decimalExponent)
            }
        }
        let next = candidate &+ 1
        let candidateInside = lowerScaled &+ excludesEnds <= candidate << 2
        let nextInside = (next << 2) &+ excludesEnds <= upperScaled
        if candidateInside != nextInside {
            return (candidateInside ? candidate : next, decimalExponent)
        }
        // Both are inside: the nearer one, ties to even.
        let comparison = Int64(bitPattern: valueScaled &- ((candidate &+ next) << 1))
        let nearer = comparison < 0 || (comparison == 0 && candidate & 1 == 0) ? candidate : next
        return (nearer, decimalExponent)
    }

    /// The 126-bit approximation from above of 10^q scaled into [2^125, 2^126), split into its
    /// high 63 bits and low 63 bits.
    @inline(__always)
    private static func tenToThe(_ q: Int) -> (high: UInt64, low: UInt64) {
        // 10^q = 5^q × 2^q: the table's 128 leading bits of 5^q, shifted right by two, plus one.
        let power = PowersOfFive.entry(q)
        let low = ((power.low >> 2) | (power.high << 62)) &+ 1
        let high = (power.high >> 2) &+ (low == 0 ? 1 : 0)
        return ((high << 1) | (low >> 63), low & (1 << 63 - 1))
    }

    /// `(high × 2^63 + low) × factor / 2^127`, its lowest bit set when the quotient is inexact
    /// (rounding to odd keeps the comparisons above exact).
    @inline(__always)
    private static func roundToOdd(_ high: UInt64, _ low: UInt64, _ factor: UInt64) -> UInt64 {
        let lowProduct = low.multipliedFullWidth(by: factor).high
        let highProduct = high.multipliedFullWidth(by: factor)
        let middle = (highProduct.low >> 1) &+ lowProduct
        let quotient = highProduct.high &+ (middle >> 63)
        let mask: UInt64 = 1 << 63 - 1
        return quotient | ((middle & mask) &+ mask) >> 63
    }

    /// `floor(e × log10(2))` for |e| < 5,000 or so.
    @inline(__always)
    private static func floorLog10PowerOfTwo(_ e: Int) -> Int {
        (e &* 661_971_961_083) &>> 41
    }

    /// `floor(log10(3/4 × 2^e))` for the exponents of `Double`.
    @inline(__always)
    private static func floorLog10ThreeQuartersPowerOfTwo(_ e: Int) -> Int {
        (e &* 661_971_961_083 &- 274_743_187_321) &>> 41
    }

    // MARK: - Text

    /// Positional notation ("123.45", "0.00012", and "9007199254740992.0" for 2^53, the one
    /// integer that comes here), for values from 10^-4 to 2^53; returns the end of the text.
    ///
    /// The integer part and the fraction are written in place, each straight from registers:
    /// reading back digits just stored, to move them for the point, stalls on store
    /// forwarding (28% of this function's time, measured with `perf`).
    @inline(__always)
    private static func writePositional(
        _ significand: UInt64,
        _ exponent: Int,
        integerPart: UInt64,
        to output: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        if _slowPath(exponent >= 0) {
            let digitCount = IntegerDigits.write(significand, to: output)
            var end = output + digitCount
            for _ in 0..<exponent {
                end.pointee = UInt8(ascii: "0")
                end += 1
            }
            end[0] = UInt8(ascii: ".")
            end[1] = UInt8(ascii: "0")
            return end + 2
        }
        // The value is significand / 10^fractionDigits (at most 20 of them: the value is at
        // least 10^-4, with at most 17 significant digits). Its integer part is the value's
        // own, truncated: an integer between the two would be a shorter decimal in the
        // rounding interval, that is, the value itself.
        let fractionDigits = -exponent
        if integerPart != 0 {
            let integerDigits = IntegerDigits.write(integerPart, to: output)
            output[integerDigits] = UInt8(ascii: ".")
            let fraction = significand &- integerPart &* IntegerDigits.powerOfTen(fractionDigits)
            IntegerDigits.write(fraction, digitCount: fractionDigits, to: output + integerDigits + 1)
            return output + integerDigits + 1 + fractionDigits
        }
        // Below one: "0.", then the fraction's digits with its leading zeros.
        output[0] = UInt8(ascii: "0")
        output[1] = UInt8(ascii: ".")
        IntegerDigits.write(significand, digitCount: fractionDigits, to: output + 2)
        return output + 2 + fractionDigits
    }

    /// Scientific notation: "d.ddde+XX", or "de-XX" for one digit; returns the end of the text.
    private static func writeScientific(
        _ significand: UInt64,
        _ exponent: Int,
        to output: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let digitCount = IntegerDigits.write(significand, to: output + 1)
        output[0] = output[1]
        var end = output + 1
        if digitCount > 1 {
            output[1] = UInt8(ascii: ".")
            end = output + digitCount + 1
        }
        let scientificExponent = exponent &+ digitCount &- 1
        end[0] = UInt8(ascii: "e")
        end[1] = scientificExponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
        let magnitude = scientificExponent.magnitude
        if magnitude >= 100 {
            end[2] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude / 100)
            end += 1
        }
        end[2] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude / 10 % 10)
        end[3] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
        return end + 4
    }
}
