import Foundation

/// Converts between JSON and the Foundation values of `[String: Any]` dictionaries
/// (`String`, numbers, `Bool`, `NSNull`, arrays, dictionaries), as `JSONSerialization` uses them.
enum FoundationValueConversion {
    /// The tape of a JSON-compatible Foundation value, which the engine decodes like a parsed
    /// document.
    ///
    /// - Throws: `invalidValue` naming the path of the first value JSON cannot hold,
    ///   `tooDeeplyNested` beyond the options' depth, or `limitExceeded` for their limits.
    static func tape(from value: Any, options: JSONModel.DecodingOptions) throws(JSONModelError) -> JSONTape {
        var builder = TapeBuilder(maxDepth: options.maxDepth, limits: options.readerLimits)
        try append(value, to: &builder)
        return try builder.checkedTape()
    }

    private static func append(_ value: Any, to builder: inout TapeBuilder) throws(JSONModelError) {
        if try appendNativeScalar(value, to: &builder) { return }
        switch value {
        case let dictionary as [String: Any]:
            try builder.beginObject()
            // In key order, so that which failure comes first never depends on hashing.
            for (key, member) in dictionary.sorted(by: { JSONWriter.keyPrecedes($0.key, $1.key) }) {
                builder.string(key)
                do throws(JSONModelError) {
                    // `member`, not `dictionary[key] as Any`: an optional in an `Any` would hide
                    // the value's own type (a `Decimal` would be bridged through `Double`).
                    try append(member, to: &builder)
                } catch {
                    var failure = error
                    failure.prepend(.key(key))
                    throw failure
                }
            }
            builder.endContainer()
        case let array as [Any]:
            try builder.beginArray()
            for (index, element) in array.enumerated() {
                do throws(JSONModelError) {
                    try append(element, to: &builder)
                } catch {
                    var failure = error
                    failure.prepend(.index(index))
                    throw failure
                }
            }
            builder.endContainer()
        case is NSNull:
            builder.null()
        case let number as NSNumber:
            try appendNumber(number, to: &builder)
        case let string as NSString:
            builder.string(string as String)
        default:
            if let optional = value as? any OptionalProtocol, optional.isNone {
                builder.null()
                return
            }
            throw JSONModelError(
                code: .invalidValue,
                message:
                    "a \(type(of: value)) is not a JSON value (use String, numbers, Bool, NSNull, arrays and [String: Any])"
            )
        }
    }

    /// Adds Swift's own scalar types by exact type, so `true` is never taken for `1`.
    private static func appendNativeScalar(_ value: Any, to builder: inout TapeBuilder) throws(JSONModelError) -> Bool {
        switch ObjectIdentifier(type(of: value)) {
        case ObjectIdentifier(String.self): builder.string(value as? String ?? "")
        case ObjectIdentifier(Bool.self): builder.bool(value as? Bool ?? false)
        case ObjectIdentifier(Int.self): builder.number(JSONNumber(value as? Int ?? 0))
        case ObjectIdentifier(Int8.self): builder.number(JSONNumber(value as? Int8 ?? 0))
        case ObjectIdentifier(Int16.self): builder.number(JSONNumber(value as? Int16 ?? 0))
        case ObjectIdentifier(Int32.self): builder.number(JSONNumber(value as? Int32 ?? 0))
        case ObjectIdentifier(Int64.self): builder.number(JSONNumber(value as? Int64 ?? 0))
        case ObjectIdentifier(UInt.self): builder.number(JSONNumber(value as? UInt ?? 0))
        case ObjectIdentifier(UInt8.self): builder.number(JSONNumber(value as? UInt8 ?? 0))
        case ObjectIdentifier(UInt16.self): builder.number(JSONNumber(value as? UInt16 ?? 0))
        case ObjectIdentifier(UInt32.self): builder.number(JSONNumber(value as? UInt32 ?? 0))
        case ObjectIdentifier(UInt64.self): builder.number(JSONNumber(value as? UInt64 ?? 0))
        case ObjectIdentifier(Double.self): try appendDouble(value as? Double ?? 0, to: &builder)
        case ObjectIdentifier(Float.self): try appendDouble(Double(value as? Float ?? 0), to: &builder)
        case ObjectIdentifier(Decimal.self): try appendDecimal(value as? Decimal ?? 0, to: &builder)
        default: return false
        }
        return true
    }

    private static func appendDecimal(_ decimal: Decimal, to builder: inout TapeBuilder) throws(JSONModelError) {
        guard decimal.isFinite else {
            throw JSONModelError(code: .invalidValue, message: "cannot encode Decimal NaN as JSON")
        }
        // A `Decimal` has no binary form the tape holds exactly; its plain decimal notation
        // ("3.14") is its exact value, kept as a literal for the codec to read.
        var literal = decimal.description
        let isInteger = !literal.utf8.contains(UInt8(ascii: "."))
        literal.withUTF8 { builder.numberLiteral($0, isInteger: isInteger) }
    }

    private static func appendDouble(_ value: Double, to builder: inout TapeBuilder) throws(JSONModelError) {
        guard value.isFinite else {
            throw JSONModelError(
                code: .invalidValue,
                message: "cannot encode \(value) as JSON: JSON has no NaN or infinity"
            )
        }
        builder.number(JSONNumber(value))
    }

    private static func appendNumber(_ number: NSNumber, to builder: inout TapeBuilder) throws(JSONModelError) {
        if let decimal = number as? NSDecimalNumber {
            // `JSONSerialization` on Linux holds long literals as `NSDecimalNumber`, whose
            // `doubleValue` is not correctly rounded: its exact digits go to the codec instead.
            return try appendDecimal(decimal.decimalValue, to: &builder)
        }
        // `JSONSerialization` and bridging mark Booleans with the Objective-C type "c" or "B".
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "c"), UInt8(ascii: "B"):
            builder.bool(number.boolValue)
        case UInt8(ascii: "d"), UInt8(ascii: "f"):
            try appendDouble(number.doubleValue, to: &builder)
        case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"), UInt8(ascii: "S"):
            builder.number(JSONNumber(number.uint64Value))
        default:
            builder.number(JSONNumber(number.int64Value))
        }
    }

    /// The Foundation value of the JSON at tape `index`: `[String: Any]`, `[Any]`, `String`,
    /// `Int` (integers that fit), `UInt64` (larger integers that fit it), `Double`, `Decimal`
    /// (a number literal with more digits than a `Double` keeps), `Bool` or `NSNull`.
    static func foundationValue(_ tape: JSONTape, at index: Int) -> Any {
        let entry = tape.entries[index]
        switch entry.kind {
        case .null: return NSNull()
        case .true: return true
        case .false: return false
        case .string: return tape.string(at: index)
        case .number:
            let number = tape.number(at: index)
            if case .double = number.storage, tape.storedNumber(at: index) == nil {
                // A literal (a `Decimal`'s, a `Float`'s) with more digits than a `Double` keeps:
                // a `Decimal`, so that nothing is lost.
                let literal = tape.numberText(at: index)
                if number.description != literal, let decimal = Decimal(string: literal, locale: nil) {
                    return decimal
                }
            }
            if number.isStoredInteger, let value = number.intValue {
                return value
            }
            if case .unsigned(let value) = number.storage {
                return value
            }
            return number.doubleValue
        case .array:
            var elements: [Any] = []
            elements.reserveCapacity(Int(entry.count))
            var child = index + 1
            for _ in 0..<entry.count {
                elements.append(foundationValue(tape, at: child))
                child = tape.index(after: child)
            }
            return elements
        case .object:
            var members: [String: Any] = [:]
            members.reserveCapacity(Int(entry.count))
            var child = index + 1
            for _ in 0..<entry.count {
                members[tape.string(at: child)] = foundationValue(tape, at: child + 1)
                child = tape.index(after: child + 1)
            }
            return members
        }
    }
}

/// Lets a value in an `Any` be recognized as an empty `Optional`.
private protocol OptionalProtocol {
    var isNone: Bool { get }
}

extension Swift.Optional: OptionalProtocol {
    fileprivate var isNone: Bool { self == nil }
}
