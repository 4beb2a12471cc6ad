import Foundation
import JSONModelKit

/// The class of the `NSNumber`s Foundation makes for `true` and `false`; numbers never have it.
private let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

extension JSONValue {
    /// Whether the value holds a number beyond `Double`'s range (read as infinity).
    var containsInfiniteNumber: Bool {
        switch self {
        case .number(let number): number.doubleValue.isInfinite
        case .array(let elements): elements.contains { $0.containsInfiniteNumber }
        case .object(let members): members.values.contains { $0.containsInfiniteNumber }
        case .null, .bool, .string: false
        }
    }

    /// The first place where this value differs from what `JSONSerialization` read.
    ///
    /// Strings compare by their UTF-8 bytes (no canonical equivalence). Objects compare as
    /// dictionaries: the same number of members, and for each key here, the member Foundation
    /// files under an equal key, spelled with the same bytes, with an equal value. Both readers
    /// keep the last value of a repeated key under its first spelling, and both see keys that
    /// are canonically equivalent (`"é"` and `"e\u0301"`) as one key, because both build Swift
    /// dictionaries. Numbers compare by ``JSONNumber/differenceFromFoundation(_:)``.
    ///
    /// - Parameters:
    ///   - foundation: The object `JSONSerialization.jsonObject(with:options:)` returned.
    ///   - path: Where this value is in the document, for the message.
    /// - Returns: The path and the two values where they first differ, or `nil` if they agree.
    func differenceFromFoundation(_ foundation: Any, at path: String = "$") -> String? {
        func differs(_ detail: String = "") -> String {
            "\(path): JSONValue has \(self), Foundation has \(type(of: foundation)) \(foundation)\(detail)"
        }
        switch self {
        case .null:
            return foundation is NSNull ? nil : differs()
        case .bool(let value):
            guard let number = foundation as? NSNumber, ObjectIdentifier(type(of: number)) == booleanClass,
                number.boolValue == value
            else { return differs() }
            return nil
        case .number(let number):
            guard let foundationNumber = foundation as? NSNumber,
                ObjectIdentifier(type(of: foundationNumber)) != booleanClass
            else { return differs() }
            return number.differenceFromFoundation(foundationNumber).map { differs(" (\($0))") }
        case .string(let string):
            guard let foundationString = foundation as? String else { return differs() }
            return string.utf8.elementsEqual(foundationString.utf8) ? nil : differs(" (different UTF-8 bytes)")
        case .array(let elements):
            guard let foundationElements = foundation as? [Any] else { return differs() }
            guard elements.count == foundationElements.count else {
                return differs(" (\(elements.count) against \(foundationElements.count) elements)")
            }
            for (index, (element, foundationElement)) in zip(elements, foundationElements).enumerated() {
                if let difference = element.differenceFromFoundation(foundationElement, at: "\(path)[\(index)]") {
                    return difference
                }
            }
            return nil
        case .object(let members):
            guard let foundationMembers = foundation as? [String: Any] else { return differs() }
            guard members.count == foundationMembers.count else {
                return differs(" (\(members.count) against \(foundationMembers.count) members)")
            }
            for (key, value) in members {
                guard let index = foundationMembers.index(forKey: key) else {
                    return differs(" (Foundation has no key \(key.debugDescription))")
                }
                let (foundationKey, foundationValue) = foundationMembers[index]
                guard key.utf8.elementsEqual(foundationKey.utf8) else {
                    return differs(" (key \(key.debugDescription) is \(foundationKey.debugDescription) in Foundation)")
                }
                let memberPath = "\(path)[\(key.debugDescription)]"
                if let difference = value.differenceFromFoundation(foundationValue, at: memberPath) {
                    return difference
                }
            }
            return nil
        }
    }
}

extension JSONNumber {
    /// How this number differs from the one `JSONSerialization` read from the same literal.
    ///
    /// Foundation holds a number in one of three forms, each compared its own way:
    ///
    /// - an integer `NSNumber`, for a non-negative integer literal that fits `UInt64` or a
    ///   negative one of at most 19 characters, sign included: the same integer, exactly, which
    ///   JSONModelKit also reads exactly;
    /// - a `Double` `NSNumber`: the same `Double`, bit for bit with the sign of zero, because both
    ///   readers round correctly;
    /// - an `NSDecimalNumber`, for most literals of more than 17 characters that are not such
    ///   integers: `Decimal` keeps 38 significant digits (the rest is cut off) and
    ///   has no negative zero. This number must then be within one unit in the last place of the
    ///   `Double` nearest to the decimal, the sign of zero ignored; when both are integers written
    ///   out in full (the decimal is integral and this number holds an exact 64-bit integer, such
    ///   as `-1234567890123456789`, which Foundation reads as a `Decimal`), they must be equal. A
    ///   `Double` from 2^53 up is written as its exact integer too, but it is only the nearest
    ///   `Double` (`-9223372036854775809` is held as -2^63), so it is compared as one.
    ///
    /// - Parameter foundation: The number Foundation read.
    /// - Returns: Why the two differ, or `nil` if they agree.
    func differenceFromFoundation(_ foundation: NSNumber) -> String? {
        if let decimal = foundation as? NSDecimalNumber {
            let decimalText = decimal.description
            let holdsInteger = int64Value != nil || uint64Value != nil
            if Self.isWrittenInFull(decimalText), Self.isWrittenInFull(description), holdsInteger {
                return description == decimalText ? nil : "integers differ"
            }
            guard let nearest = Double(decimalText) else { return "Foundation's decimal has no Double value" }
            let value = doubleValue
            return value == nearest || value.nextUp == nearest || value.nextDown == nearest
                ? nil : "more than one unit in the last place from the decimal's nearest Double \(nearest)"
        }
        switch String(cString: foundation.objCType) {
        case "d", "f":
            return doubleValue.bitPattern == foundation.doubleValue.bitPattern
                ? nil : "Doubles differ: \(doubleValue) and \(foundation.doubleValue)"
        default:
            return description == foundation.stringValue ? nil : "integers differ"
        }
    }

    /// Whether `text` is an integer written out in full: digits with an optional minus sign.
    private static func isWrittenInFull(_ text: String) -> Bool {
        let digits = text.utf8.drop { $0 == UInt8(ascii: "-") }
        return !digits.isEmpty && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
