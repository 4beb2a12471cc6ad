import Foundation

/// A UUID as a JSON string (`"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"`, any case on input).
public struct UUIDTransform: JSONTransform {
    /// Whether encoding writes lowercase hex digits (default: uppercase, as `uuidString`).
    public let lowercase: Bool

    /// Creates the transform.
    ///
    /// - Parameter lowercase: Whether to write lowercase hex digits.
    public init(lowercase: Bool = false) {
        self.lowercase = lowercase
    }

    /// Reads a UUID string.
    public func decode(_ json: JSONValue) throws -> UUID {
        guard let text = json.stringValue else {
            throw JSONTransformError("expected a UUID string, found \(json.kindDescription)")
        }
        guard let uuid = UUID(uuidString: text) else { throw JSONTransformError("not a valid UUID: \"\(text)\"") }
        return uuid
    }

    /// Writes the UUID string.
    public func encode(_ value: UUID) throws -> JSONValue {
        .string(lowercase ? value.uuidString.lowercased() : value.uuidString)
    }
}

/// Binary data as a Base64 JSON string (RFC 4648, with padding).
public struct Base64DataTransform: JSONTransform {
    /// Creates the transform.
    public init() {}

    /// Reads Base64 text.
    public func decode(_ json: JSONValue) throws -> Data {
        guard let text = json.stringValue else {
            throw JSONTransformError("expected a Base64 string, found \(json.kindDescription)")
        }
        guard let data = Data(base64Encoded: text) else { throw JSONTransformError("not valid Base64") }
        return data
    }

    /// Writes Base64 text.
    public func encode(_ value: Data) throws -> JSONValue {
        .string(value.base64EncodedString())
    }
}

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

/// A value chosen from a table of JSON values: `EnumTransform(["m": Gender.male, "f": .female])`.
///
/// Decoding looks the JSON value up in the table; encoding writes the first JSON value (in
/// JSON text order) that maps to the value. Either way, a value not in the table is an error
/// that lists the allowed ones.
public struct EnumTransform<Value: Hashable & Sendable>: JSONTransform {
    /// JSON value → Swift value.
    public let mapping: [JSONValue: Value]
    /// Swift value → JSON value, for encoding.
    private let reverse: [Value: JSONValue]

    /// Creates the transform from a table keyed by JSON strings.
    ///
    /// - Parameter mapping: JSON string → value.
    public init(_ mapping: [String: Value]) {
        self.init(jsonMapping: Dictionary(uniqueKeysWithValues: mapping.map { (JSONValue.string($0.key), $0.value) }))
    }

    /// Creates the transform from a table keyed by any JSON values (numbers, strings...).
    ///
    /// - Parameter jsonMapping: JSON value → value.
    public init(jsonMapping: [JSONValue: Value]) {
        self.mapping = jsonMapping
        var reverse: [Value: JSONValue] = [:]
        for (json, value) in jsonMapping.sorted(by: { $0.key.jsonString() < $1.key.jsonString() })
        where reverse[value] == nil {
            reverse[value] = json
        }
        self.reverse = reverse
    }

    /// Looks the JSON value up.
    public func decode(_ json: JSONValue) throws -> Value {
        guard let value = mapping[json] else {
            throw JSONTransformError("\(json.jsonString()) is not one of \(allowed)")
        }
        return value
    }

    /// Writes the JSON value that maps to `value`.
    public func encode(_ value: Value) throws -> JSONValue {
        guard let json = reverse[value] else {
            throw JSONTransformError("\(value) has no JSON value in the table (\(allowed))")
        }
        return json
    }

    private var allowed: String {
        mapping.keys.map { $0.jsonString() }.sorted().joined(separator: ", ")
    }
}
