import Foundation

/// Converts between JSON and the Foundation values of `[String: Any]` dictionaries
/// (`String`, numbers, `Bool`, `NSNull`, arrays, dictionaries), as `JSONSerialization` uses them.
///
/// Reading them into a tape the engine decodes is `FoundationValueConversion+Reading.swift`;
/// writing a tape as them is `FoundationValueConversion+Writing.swift`. Both directions, and
/// the `NSNumber` codec, tell numbers apart as this file does.
enum FoundationValueConversion {
    /// The JSON text of a floating-point `NSNumber` where the shortest `Double` would mislead:
    /// a `Float` in its own shortest form (`0.1`), an integral value with a fraction (`1.0`),
    /// so that it reads back as floating point; `nil` for other values (and non-finite ones),
    /// which are written as their shortest `Double`.
    static func floatingPointLiteral(of number: NSNumber) -> String? {
        if case .float = NumberKind(of: number) {
            let float = number.floatValue
            return float.isFinite ? float.description : nil
        }
        let double = number.doubleValue
        guard double.isFinite, double == double.rounded(.towardZero), double.magnitude < 9_007_199_254_740_992 else {
            return nil
        }
        // `Double.description` spells integral values with a fraction or an exponent ("1.0",
        // "1e+16"), both valid JSON.
        return double.description
    }

    /// What an `NSNumber` holds, as JSON tells numbers apart.
    enum NumberKind {
        /// An `NSDecimalNumber`, with its exact value.
        case decimal(Decimal)
        /// A Boolean (`NSNumber(value: true)`, `kCFBooleanTrue`).
        case boolean
        /// A `Double`.
        case floatingPoint
        /// A `Float`, written in its own shortest form.
        case float
        /// An unsigned integer, read with `uint64Value`.
        case unsigned
        /// A signed integer, read with `int64Value`.
        case signed

        /// What `number` holds, from its class and its Objective-C type code.
        init(of number: NSNumber) {
            if let decimal = number as? NSDecimalNumber {
                self = .decimal(decimal.decimalValue)
                return
            }
            // `JSONSerialization` and bridging make Booleans of one class (`__NSCFBoolean`, on
            // Linux and Apple platforms), with the Objective-C type "c"; an `NSNumber` of an
            // `Int8` is also "c" on Apple platforms, but not of that class.
            if type(of: number) == Self.booleanClass {
                self = .boolean
                return
            }
            switch UInt8(bitPattern: number.objCType.pointee) {
            case UInt8(ascii: "B"): self = .boolean
            case UInt8(ascii: "d"): self = .floatingPoint
            case UInt8(ascii: "f"): self = .float
            case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"), UInt8(ascii: "S"): self = .unsigned
            default: self = .signed
            }
        }

        /// The class of Boolean `NSNumber`s.
        private static let booleanClass: AnyClass = type(of: NSNumber(value: true))
    }
}
