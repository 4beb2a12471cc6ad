import Foundation

// Writing: a tape (a model or struct encoded by `toDictionary`, the number of an `NSNumber`
// property being decoded) becomes the Foundation values `JSONSerialization` makes.

extension FoundationValueConversion {
    /// The Foundation value of the JSON at tape `index`: `[String: Any]`, `[Any]`, `String`,
    /// `Int` (integers that fit), `UInt64` (larger integers that fit it), `Double`, `Decimal`
    /// (a number literal with more digits than a `Double` keeps), `Bool` or `NSNull`.
    ///
    /// Recursive for the first ``recursionLimit`` levels, where a call per container is
    /// cheapest, and iterative below them, so any nesting depth converts on any thread stack.
    static func foundationValue(_ tape: JSONTape, at index: Int) -> Any {
        foundationValue(tape, at: index, depth: 0)
    }

    /// The nesting depth from which ``foundationValue(_:at:)`` stops recursing.
    ///
    /// 32 levels of its frames take a few kilobytes. Walking every level with ``TapeWalker``
    /// measured 1.4% more instructions for `toDictionary` of twitter.json.
    private static let recursionLimit = 32

    /// ``foundationValue(_:at:)`` of a value `depth` levels below the first: one call per
    /// container down to ``recursionLimit``.
    private static func foundationValue(_ tape: JSONTape, at index: Int, depth: Int) -> Any {
        let entry = tape.entries[index]
        switch entry.kind {
        case .array:
            guard depth < recursionLimit else { return iterativeFoundationValue(tape, at: index) }
            var elements: [Any] = []
            elements.reserveCapacity(Int(entry.count))
            var child = index + 1
            for _ in 0..<entry.count {
                elements.append(foundationValue(tape, at: child, depth: depth + 1))
                child = tape.index(after: child)
            }
            return elements
        case .object:
            guard depth < recursionLimit else { return iterativeFoundationValue(tape, at: index) }
            var members: [String: Any] = [:]
            members.reserveCapacity(Int(entry.count))
            var child = index + 1
            for _ in 0..<entry.count {
                members[tape.string(at: child)] = foundationValue(tape, at: child + 1, depth: depth + 1)
                child = tape.index(after: child + 1)
            }
            return members
        default:
            return scalarValue(tape, at: index)
        }
    }

    /// ``foundationValue(_:at:)`` from ``recursionLimit`` down: walked by ``TapeWalker`` with
    /// one explicit stack of open containers instead of recursion.
    @inline(never)
    private static func iterativeFoundationValue(_ tape: JSONTape, at index: Int) -> Any {
        var builder = FoundationValueBuilder()
        return TapeWalker.walk(tape, valueAt: index, visitor: &builder)
    }

    /// The Foundation value of the scalar (or empty container) at tape `index`.
    @inline(__always)
    static func scalarValue(_ tape: JSONTape, at index: Int) -> Any {
        let entry = tape.entries[index]
        switch entry.kind {
        case .null: return NSNull()
        case .true: return true
        case .false: return false
        case .string: return tape.string(at: index)
        case .number:
            let number = tape.number(at: index)
            // A literal with a fraction or an exponent stays a floating-point value (`1.0` is
            // `Double` 1, as `JSONSerialization` reads it) even when its value is an integer.
            let isIntegerLiteral = tape.storedNumber(at: index) != nil || entry.flag
            if isIntegerLiteral, number.isStoredInteger, let value = number.intValue {
                return value
            }
            if isIntegerLiteral, case .unsigned(let value) = number.storage {
                return value
            }
            if tape.storedNumber(at: index) == nil {
                // A literal (a `Decimal`'s, a `Float`'s) with more digits than a `Double` keeps:
                // a `Decimal`, so that nothing is lost.
                let literal = tape.numberText(at: index)
                if JSONNumber(number.doubleValue).description != literal,
                    let decimal = Decimal(string: literal, locale: nil)
                {
                    return decimal
                }
            }
            return number.doubleValue
        case .array: return [Any]()
        case .object: return [String: Any]()
        }
    }
}
