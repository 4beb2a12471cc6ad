import Foundation

/// Converts between JSON and the Foundation values of `[String: Any]` dictionaries
/// (`String`, numbers, `Bool`, `NSNull`, arrays, dictionaries), as `JSONSerialization` uses them.
enum FoundationValueConversion {
    /// JSON text for a JSON-compatible Foundation value.
    ///
    /// - Throws: `invalidValue` naming the path of the first value JSON cannot hold.
    static func jsonBytes(from value: Any, maxDepth: Int) throws(JSONModelError) -> [UInt8] {
        var writer = JSONWriter(prettyPrinted: false, maxDepth: maxDepth)
        try write(value, to: &writer)
        return writer.bytes
    }

    private static func write(_ value: Any, to writer: inout JSONWriter) throws(JSONModelError) {
        if try writeNativeScalar(value, to: &writer) { return }
        switch value {
        case let dictionary as [String: Any]:
            try writer.beginObject()
            for key in dictionary.keys.sorted(by: JSONWriter.keyPrecedes) {
                writer.key(key)
                do throws(JSONModelError) {
                    try write(dictionary[key] as Any, to: &writer)
                } catch {
                    var failure = error
                    failure.prepend(.key(key))
                    throw failure
                }
            }
            writer.endObject()
        case let array as [Any]:
            try writer.beginArray()
            for (index, element) in array.enumerated() {
                writer.element()
                do throws(JSONModelError) {
                    try write(element, to: &writer)
                } catch {
                    var failure = error
                    failure.prepend(.index(index))
                    throw failure
                }
            }
            writer.endArray()
        case is NSNull:
            writer.null()
        case let number as NSNumber:
            try writeNumber(number, to: &writer)
        case let string as NSString:
            writer.string(string as String)
        default:
            if let optional = value as? any OptionalProtocol, optional.isNone {
                writer.null()
                return
            }
            throw JSONModelError(
                code: .invalidValue,
                message:
                    "a \(type(of: value)) is not a JSON value (use String, numbers, Bool, NSNull, arrays and [String: Any])"
            )
        }
    }

    /// Writes Swift's own scalar types by exact type, so `true` is never taken for `1`.
    private static func writeNativeScalar(_ value: Any, to writer: inout JSONWriter) throws(JSONModelError) -> Bool {
        switch ObjectIdentifier(type(of: value)) {
        case ObjectIdentifier(String.self): writer.string(value as? String ?? "")
        case ObjectIdentifier(Bool.self): writer.bool(value as? Bool ?? false)
        case ObjectIdentifier(Int.self): writer.integer(value as? Int ?? 0)
        case ObjectIdentifier(Int8.self): writer.integer(value as? Int8 ?? 0)
        case ObjectIdentifier(Int16.self): writer.integer(value as? Int16 ?? 0)
        case ObjectIdentifier(Int32.self): writer.integer(value as? Int32 ?? 0)
        case ObjectIdentifier(Int64.self): writer.integer(value as? Int64 ?? 0)
        case ObjectIdentifier(UInt.self): writer.integer(value as? UInt ?? 0)
        case ObjectIdentifier(UInt8.self): writer.integer(value as? UInt8 ?? 0)
        case ObjectIdentifier(UInt16.self): writer.integer(value as? UInt16 ?? 0)
        case ObjectIdentifier(UInt32.self): writer.integer(value as? UInt32 ?? 0)
        case ObjectIdentifier(UInt64.self): writer.integer(value as? UInt64 ?? 0)
        case ObjectIdentifier(Double.self): try writer.double(value as? Double ?? 0)
        case ObjectIdentifier(Float.self): try writer.float(value as? Float ?? 0)
        case ObjectIdentifier(Decimal.self):
            let decimal = value as? Decimal ?? 0
            guard decimal.isFinite else {
                throw JSONModelError(code: .invalidValue, message: "cannot encode Decimal NaN as JSON")
            }
            writer.raw(decimal.description.utf8)
        default: return false
        }
        return true
    }

    private static func writeNumber(_ number: NSNumber, to writer: inout JSONWriter) throws(JSONModelError) {
        // `JSONSerialization` and bridging mark Booleans with the Objective-C type "c" or "B".
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "c"), UInt8(ascii: "B"):
            writer.bool(number.boolValue)
        case UInt8(ascii: "d"), UInt8(ascii: "f"):
            try writer.double(number.doubleValue)
        case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"), UInt8(ascii: "S"):
            writer.integer(number.uint64Value)
        default:
            writer.integer(number.int64Value)
        }
    }

    /// The Foundation value of the JSON at tape `index`: `[String: Any]`, `[Any]`, `String`,
    /// `Int` (integers that fit), `Double`, `Bool` or `NSNull`.
    static func foundationValue(_ tape: JSONTape, at index: Int) -> Any {
        let entry = tape.entries[index]
        switch entry.kind {
        case .null: return NSNull()
        case .true: return true
        case .false: return false
        case .string: return tape.string(at: index)
        case .number:
            let literal = tape.rawBytes(at: index)
            if entry.flag, let integer = JSONNumberParser.int64(literal), let value = Int(exactly: integer) {
                return value
            }
            return JSONNumberParser.double(literal)
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
