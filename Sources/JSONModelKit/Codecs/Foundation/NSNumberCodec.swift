import Foundation

// The Foundation reference types of models ported from Objective-C (JSONCoder's property types):
// `NSNumber`, `NSDecimalNumber`, `NSString`, `NSDate`, `NSArray` and `NSDictionary`, mapped
// with no code.

/// `NSNumber`: a JSON number or Boolean, keeping which it was.
///
/// An integer becomes an `NSNumber` holding an integer (`Int`, or `UInt64` above `Int.max`), a
/// number with a fraction or an exponent one holding a `Double`, `true` and `false` a Boolean
/// `NSNumber` (`NSNumber(value: true)`), and a literal with more digits than a `Double` keeps an
/// `NSDecimalNumber`, as `JSONSerialization` reads them. Written back the same way: a Boolean
/// as `true`/`false`, an integer without a fraction, a floating-point value always with one
/// (`1.0`), so that it reads back as floating point.
final class NSNumberCodec: ValueCodec<NSNumber>, @unchecked Sendable {
    override var shape: CodecShape { .jsonTypes(["number", "boolean"]) }

    init() { super.init(typeName: "NSNumber") }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> NSNumber {
        switch context.kind(at: index) {
        case .true: return NSNumber(value: true)
        case .false: return NSNumber(value: false)
        case .number: return try Self.number(at: index, in: context)
        default:
            throw mismatch(context, at: index, expected: "NSNumber (a number or a Boolean)")
        }
    }

    /// The codec that reads long literals, exactly or not at all.
    private static let decimals = DecimalCodec()

    /// The `NSNumber` of the number at tape `index`, as `JSONSerialization` reads it (see the
    /// type's summary); also the numbers inside `NSArray` and `NSDictionary` properties.
    ///
    /// - Throws: `invalidValue` for a literal beyond the range of `Double`, or with more
    ///   significant digits than a `Decimal` holds (38).
    static func number(at index: Int, in context: DecodingContext) throws(JSONModelError) -> NSNumber {
        // By exact type: with Foundation, `as? Int` also bridges a `Double` that is integral.
        let value = FoundationValueConversion.foundationValue(context.tape, at: index)
        switch ObjectIdentifier(type(of: value)) {
        case ObjectIdentifier(Int.self):
            if let integer = value as? Int { return NSNumber(value: integer) }
        case ObjectIdentifier(UInt64.self):
            if let unsigned = value as? UInt64 { return NSNumber(value: unsigned) }
        case ObjectIdentifier(Decimal.self):
            // A literal the shortest `Double` does not spell (`3.0`, `1.50`) is still that
            // `Double` when their values are equal; only more digits than a `Double` keeps
            // make an `NSDecimalNumber`, and only when a `Decimal` holds them all.
            let decimal = try decimals.decode(at: index, in: context)
            let double = context.number(at: index).doubleValue
            if double.isFinite, Decimal(string: "\(double)", locale: nil) == decimal {
                return NSNumber(value: double)
            }
            return NSDecimalNumber(decimal: decimal)
        default:
            if let double = value as? Double, double.isFinite { return NSNumber(value: double) }
        }
        throw JSONModelError(
            code: .invalidValue,
            message: "expected NSNumber, found \(context.describeValue(at: index)) (out of the range of Double)"
        )
    }

    override func encode(
        _ value: NSNumber,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        switch FoundationValueConversion.NumberKind(of: value) {
        case .decimal(let decimal):
            try Self.decimals.encode(decimal, to: &writer, in: context)
        case .boolean:
            writer.bool(value.boolValue)
        case .floatingPoint, .float:
            if let literal = FoundationValueConversion.floatingPointLiteral(of: value) {
                // `1.0`, not `1`: the value was floating point and reads back as floating point.
                writer.numberLiteral(literal, isInteger: false)
            } else {
                try writer.double(value.doubleValue)
            }
        case .unsigned:
            writer.integer(value.uint64Value)
        case .signed:
            writer.integer(value.int64Value)
        }
    }
}
