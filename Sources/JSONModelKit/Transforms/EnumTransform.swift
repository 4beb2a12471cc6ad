import Foundation

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
