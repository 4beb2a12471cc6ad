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
