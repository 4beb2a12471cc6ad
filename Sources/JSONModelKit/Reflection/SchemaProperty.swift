/// One mapped property of a model class: its names, its rules and how to reach it.
final class SchemaProperty: @unchecked Sendable {
    /// The Swift name (without a wrapper's `_`).
    let name: String
    /// The JSON key.
    let key: String
    /// The key as UTF-8, for matching.
    let keyBytes: [UInt8]
    /// The key quoted and escaped, ready to write.
    let quotedKey: [UInt8]
    /// Whether the key must be present.
    let isRequired: Bool
    /// Whether `null` leaves the declared default in place (`@Optional` on a non-optional type).
    let keepsDefaultOnNull: Bool
    /// Reads and writes the value.
    let accessor: PropertyAccessor

    init(name: String, key: String, isRequired: Bool, keepsDefaultOnNull: Bool, accessor: PropertyAccessor) {
        self.name = name
        self.key = key
        self.keyBytes = Array(key.utf8)
        self.quotedKey = JSONWriter.quoted(key)
        self.isRequired = isRequired
        self.keepsDefaultOnNull = keepsDefaultOnNull
        self.accessor = accessor
    }

    /// The value type's name in messages.
    var typeName: String {
        accessor.valueCodec.typeName
    }
}
