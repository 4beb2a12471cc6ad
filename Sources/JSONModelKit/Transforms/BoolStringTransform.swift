import Foundation

/// A `Bool` written as a string: `"true"`/`"false"` by default.
///
/// Decoding accepts `"true"`/`"false"`, `"YES"`/`"NO"`, `"yes"`/`"no"`, `"1"`/`"0"`, the
/// transform's own two strings, and JSON `true`/`false`; anything else is an error.
public struct BoolStringTransform: JSONTransform {
    /// The string written for `true`.
    public let trueString: String
    /// The string written for `false`.
    public let falseString: String

    /// Creates the transform.
    ///
    /// - Parameters:
    ///   - trueString: The string written for `true` (default `"true"`).
    ///   - falseString: The string written for `false` (default `"false"`).
    public init(trueString: String = "true", falseString: String = "false") {
        self.trueString = trueString
        self.falseString = falseString
    }

    /// Reads a Boolean string.
    public func decode(_ json: JSONValue) throws -> Bool {
        if let value = json.boolValue { return value }
        guard let text = json.stringValue else {
            throw JSONTransformError("expected a Boolean string, found \(json.kindDescription)")
        }
        switch text {
        case trueString, "true", "YES", "yes", "1": return true
        case falseString, "false", "NO", "no", "0": return false
        default:
            throw JSONTransformError(
                "expected \"\(trueString)\" or \"\(falseString)\" (or true/false, YES/NO, yes/no, 1/0), found \"\(text)\""
            )
        }
    }

    /// Writes ``trueString`` or ``falseString``.
    public func encode(_ value: Bool) throws -> JSONValue {
        .string(value ? trueString : falseString)
    }
}
