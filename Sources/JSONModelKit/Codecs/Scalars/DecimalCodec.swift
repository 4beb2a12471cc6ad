import Foundation

/// `Decimal`: a JSON number's exact value, read from its text without going through `Double`.
///
/// A literal a `Decimal` cannot hold exactly is an error, never rounded: a `Decimal` keeps at
/// most 38 significant digits (39 up to 2^128 - 1), and the last of them must have a power of
/// ten from -128 to 127 (``ExactDecimalLiteral/fitsDecimal``). Zeros are not significant
/// digits: `1.000…0` with any number of zeros, and `0e-400`, are exact.
final class DecimalCodec: ValueCodec<Decimal>, @unchecked Sendable {
    override var shape: CodecShape { .number }

    init() { super.init(typeName: "Decimal") }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Decimal {
        guard context.kind(at: index) == .number else { throw mismatch(context, at: index) }
        guard let value = try decimal(at: index, in: context), !value.isNaN else {
            throw invalid(context, at: index, "out of the range of Decimal")
        }
        return value
    }

    /// The literal's exact decimal value; for a number given as a value, its integer or the
    /// shortest decimal form of its `Double` (what `JSONSerialization` would have read).
    ///
    /// - Throws: `invalidValue` for a literal a `Decimal` cannot hold exactly.
    private func decimal(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Decimal? {
        switch context.storedNumber(at: index)?.storage {
        case .signed(let value)?: return Decimal(value)
        case .unsigned(let value)?: return Decimal(value)
        case .double(let value)?, .literalDouble(let value, _)?:
            return value.isFinite ? Decimal(string: "\(value)", locale: nil) : nil
        case .literal(let literal)?:
            // Never stored on a tape (the builder writes its text), but read exactly all the same.
            let exact = literal.text.utf8.withContiguousStorageIfAvailable { ExactDecimalLiteral($0) }
            guard let exact, exact.fitsDecimal else { return nil }
            return Decimal(string: exact.significantText, locale: nil)
        case nil:
            let exact = ExactDecimalLiteral(context.rawBytes(at: index))
            guard exact.fitsDecimal else {
                throw invalid(
                    context,
                    at: index,
                    "a Decimal holds at most 38 significant digits, the last from 10^-128 to 10^127"
                )
            }
            // Its significant digits, not the literal: `Decimal(string:)` has no zero with an
            // exponent beyond its range (`0e-400`) and overflows on long runs of zeros.
            return Decimal(string: exact.significantText, locale: nil)
        }
    }

    override func encode(
        _ value: Decimal,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        guard value.isFinite else {
            throw JSONModelError(code: .invalidValue, message: "cannot encode Decimal NaN as JSON")
        }
        // `Decimal.description` is plain decimal notation ("3.14", "-0.001"), always valid JSON.
        let literal = value.description
        writer.numberLiteral(literal, isInteger: !literal.utf8.contains(UInt8(ascii: ".")))
    }
}
