/// Free-form JSON: a value of any shape, for properties whose structure is not fixed.
///
/// ```swift
/// final class Event: JSONModel {
///     var kind = ""
///     var payload: JSONValue = .null   // any JSON at all
/// }
///
/// let value: JSONValue = ["name": "Ann", "tags": ["a", "b"], "age": 41, "extra": nil]
/// let parsed = try JSONValue(parsing: #"{"a": [1, 2.5, true, null]}"#)
/// print(parsed.jsonString())   // {"a":[1,2.5,true,null]}
/// ```
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object. Key order is not kept; ``jsonString(prettyPrinted:sortedKeys:)`` sorts keys by
    /// default so output is deterministic.
    case object([String: JSONValue])
}

extension JSONValue {
    /// The string, if this is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The Boolean, if this is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The number, if this is a number.
    public var numberValue: JSONNumber? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The number as a `Double`, if this is a number.
    public var doubleValue: Double? {
        numberValue?.doubleValue
    }

    /// The number as an `Int`, if this is an integral number in range.
    public var intValue: Int? {
        numberValue?.intValue
    }

    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, if this is an object.
    public var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        self == .null
    }

    /// The member for `key`, if this is an object that has it.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }

    /// The element at `index`, if this is an array long enough.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// Creates `null`.
    public init(nilLiteral: ()) {
        self = .null
    }

    /// Creates `true` or `false`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }

    /// Creates an integer number.
    public init(integerLiteral value: Int64) {
        self = .number(JSONNumber(value))
    }

    /// Creates a floating-point number.
    public init(floatLiteral value: Double) {
        self = .number(JSONNumber(value))
    }

    /// Creates a string.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// Creates an array.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }

    /// Creates an object; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension JSONValue: CustomStringConvertible {
    /// The value as compact JSON text with sorted keys.
    public var description: String {
        jsonString()
    }
}

extension JSONValue {
    /// The kind of value with an article, for messages: `a string`, `null`.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
