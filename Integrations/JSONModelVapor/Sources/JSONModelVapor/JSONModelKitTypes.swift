import Foundation

// The content coders get `D.Type` or `some Encodable` and must find out at run time whether
// JSONModelKit reads and writes the type: a model class, a `JSONStruct`, or an array of either.
// Everything else (Vapor's own `ValidationsExecutor` and key-path getters among them) goes to
// Foundation.

/// Which types the content coders hand to JSONModelKit.
enum JSONModelKitTypes {
    /// Whether `type` is a `JSONModel` subclass, a `JSONStruct` type, or an array of either.
    static func handles(_ type: Any.Type) -> Bool {
        if let arrayType = type as? any ArrayOfAnyElement.Type {
            return isModelOrStruct(arrayType.elementType)
        }
        return isModelOrStruct(type)
    }

    /// Decodes `type` with JSONModelKit when it ``handles(_:)`` it.
    ///
    /// - Returns: The value, or `nil` for a type JSONModelKit does not handle.
    static func decode<Value>(
        _ type: Value.Type,
        from data: Data,
        options: JSONModel.DecodingOptions
    ) throws(JSONModelError) -> Value? {
        guard handles(type) else { return nil }
        if let modelType = type as? JSONModel.Type {
            // A model's own entry point: it may pick a subclass (`classForDecoding(from:)`).
            return try modelType.fromJSONData(data, options: options) as? Value
        }
        return try JSONModelCoder(decodingOptions: options).decodeValue(type, fromJSONData: data)
    }

    /// Writes `value` with JSONModelKit when it ``handles(_:)`` its type.
    ///
    /// - Returns: The JSON text, or `nil` for a value JSONModelKit does not handle.
    static func encode<Value>(_ value: Value, options: JSONModel.EncodingOptions) throws(JSONModelError) -> Data? {
        if let model = value as? JSONModel {
            return try model.toJSONData(options: options)
        }
        guard handles(Value.self) else { return nil }
        // Checked after `handles`: an empty array of any type casts to `[JSONModel]`.
        if let models = value as? [JSONModel] {
            // Each model with its own class's properties.
            return try JSONModelCoder(encodingOptions: options).encodeArrayToJSONData(models)
        }
        return try JSONModelCoder(encodingOptions: options).encodeValueToJSONData(value)
    }

    private static func isModelOrStruct(_ type: Any.Type) -> Bool {
        type is JSONModel.Type || type is any JSONStruct.Type
    }
}

/// An array, whose element type is known at run time.
private protocol ArrayOfAnyElement {
    /// The type of the elements.
    static var elementType: Any.Type { get }
}

extension Array: ArrayOfAnyElement {
    static var elementType: Any.Type { Element.self }
}
