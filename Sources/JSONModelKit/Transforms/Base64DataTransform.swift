import Foundation

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
