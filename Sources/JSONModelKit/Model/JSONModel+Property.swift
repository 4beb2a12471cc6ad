extension JSONModel {
    /// A mapped property, as hooks see it.
    public struct Property: Sendable, Hashable, CustomStringConvertible {
        /// The Swift name (without a wrapper's `_`).
        public let name: String
        /// The JSON key; for a nested path, its keys joined with dots (`owner.phone`).
        public let key: String
        /// The JSON keys from the model's object to the value (one key, or a nested path).
        public let path: [String]
        /// The Swift type's name, such as `String?` or `[Car]`.
        public let typeName: String
        /// Whether decoding fails when the key is missing.
        public let isRequired: Bool

        /// Creates a property description.
        public init(name: String, key: String, path: [String], typeName: String, isRequired: Bool) {
            self.name = name
            self.key = key
            self.path = path
            self.typeName = typeName
            self.isRequired = isRequired
        }

        /// `name` ↔ `"key"`.
        public var description: String {
            "\(name) ↔ \"\(key)\""
        }
    }
}
