/// Converts between a JSON value and a Swift value, for `@Transformed` properties.
///
/// ```swift
/// struct CentsTransform: JSONTransform {
///     func decode(_ json: JSONValue) throws -> Decimal {
///         guard let cents = json.intValue else { throw JSONTransformError("expected a whole number of cents") }
///         return Decimal(cents) / 100
///     }
///     func encode(_ value: Decimal) throws -> JSONValue {
///         .number(JSONNumber(NSDecimalNumber(decimal: value * 100).intValue))
///     }
/// }
/// ```
///
/// A thrown error fails the decode or encode with a ``JSONModelError`` (code
/// `transformFailed`) that has the property's path and the error's text; a thrown
/// `JSONModelError` is passed on as it is, with the path added.
public protocol JSONTransform: Sendable {
    /// The Swift type the transform makes.
    associatedtype Value

    /// Makes a value from its JSON.
    ///
    /// - Parameter json: The property's JSON value (never `null` for an optional property).
    /// - Returns: The value.
    /// - Throws: Any error when the JSON cannot be converted.
    func decode(_ json: JSONValue) throws -> Value

    /// Makes the JSON of a value.
    ///
    /// - Parameter value: The value (never `nil` for an optional property).
    /// - Returns: Its JSON.
    /// - Throws: Any error when the value cannot be converted.
    func encode(_ value: Value) throws -> JSONValue

    /// The JSON Schema of the JSON values the transform reads, for
    /// ``JSONModel/jsonSchema(options:)``.
    ///
    /// The default is `{}`: any JSON, which is always true. Describe what ``decode(_:)``
    /// accepts, which should include everything ``encode(_:)`` writes:
    /// `["type": "string", "pattern": "^[0-9]+ cents$"]`. On an optional property the schema
    /// also allows `null`, which the transform never sees.
    var jsonSchema: JSONValue { get }
}

extension JSONTransform {
    /// The default: `{}`, any JSON.
    public var jsonSchema: JSONValue {
        [:]
    }
}

/// The error the built-in transforms throw; throw it from your own transforms too.
public struct JSONTransformError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public let message: String

    /// Creates an error with a message.
    ///
    /// - Parameter message: What went wrong, such as `expected a URL string`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String {
        message
    }
}

/// A transform made of two closures: what `@Transformed(decode:encode:)` uses.
public struct JSONClosureTransform<Value>: JSONTransform {
    private let decodeBody: @Sendable (JSONValue) throws -> Value
    private let encodeBody: @Sendable (Value) throws -> JSONValue

    /// Creates a transform from two closures.
    ///
    /// - Parameters:
    ///   - decode: Makes the value from its JSON.
    ///   - encode: Makes the JSON of a value.
    public init(
        decode: @escaping @Sendable (JSONValue) throws -> Value,
        encode: @escaping @Sendable (Value) throws -> JSONValue
    ) {
        self.decodeBody = decode
        self.encodeBody = encode
    }

    /// Calls the decode closure.
    public func decode(_ json: JSONValue) throws -> Value {
        try decodeBody(json)
    }

    /// Calls the encode closure.
    public func encode(_ value: Value) throws -> JSONValue {
        try encodeBody(value)
    }
}
