extension JSONModel {
    /// Settings for one decode call.
    public struct DecodingOptions: Sendable, Equatable {
        /// What to do with a JSON key that matches no property.
        public enum UnknownKeyPolicy: Sendable, Equatable {
            /// Skip it (the default).
            case ignore
            /// Fail with ``JSONModelError/Code/unknownKey``, naming the key and the closest
            /// property key.
            case reject
        }

        /// What to do when one JSON object has the same key twice.
        public enum DuplicateKeyPolicy: Sendable, Equatable {
            /// Fail with ``JSONModelError/Code/duplicateKey`` (the default).
            case reject
            /// Use the last occurrence.
            case useLast
        }

        /// What to do with keys that match no property (default: ignore them).
        public var unknownKeys: UnknownKeyPolicy
        /// Whether to keep decoding after a failure and throw one error listing every failure
        /// (``JSONModelError/Code/multiple``) instead of stopping at the first.
        public var collectAllErrors: Bool
        /// The deepest nesting of arrays and objects accepted (default 512).
        public var maxDepth: Int
        /// What to do with duplicate keys in a model's JSON object (default: reject).
        public var duplicateKeys: DuplicateKeyPolicy

        /// Creates decoding options; every argument has the default shown.
        public init(
            unknownKeys: UnknownKeyPolicy = .ignore,
            collectAllErrors: Bool = false,
            maxDepth: Int = 512,
            duplicateKeys: DuplicateKeyPolicy = .reject
        ) {
            self.unknownKeys = unknownKeys
            self.collectAllErrors = collectAllErrors
            self.maxDepth = maxDepth
            self.duplicateKeys = duplicateKeys
        }
    }
}
