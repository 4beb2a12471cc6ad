extension JSONModel {
    /// Settings for one decode call.
    ///
    /// The resource limits (`maxInputSize`, `maxStringLength`, `maxCollectionCount`) are off by
    /// default. Set them when the input comes from someone you do not trust, so that a hostile
    /// document fails early with ``JSONModelError/Code/limitExceeded`` instead of using memory
    /// and time in proportion to its size:
    ///
    /// ```swift
    /// let options = JSONModel.DecodingOptions(
    ///     maxInputSize: 1 << 20, maxStringLength: 64 * 1024, maxCollectionCount: 10_000
    /// )
    /// let order = try Order.fromJSONData(body, options: options)
    /// ```
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

        /// What to do when a JSON array read as a `Set` holds the same element twice.
        public enum DuplicateSetElementPolicy: Sendable, Equatable {
            /// Keep one of them, as `JSONDecoder` does (the default): real APIs repeat tags.
            case accept
            /// Fail with ``JSONModelError/Code/invalidValue`` at the repeated element.
            case reject
        }

        /// What to do with keys that match no property (default: ignore them).
        public var unknownKeys: UnknownKeyPolicy
        /// Whether to keep decoding after a failure and throw one error listing every failure
        /// (``JSONModelError/Code/multiple``) instead of stopping at the first.
        public var collectAllErrors: Bool
        /// The deepest nesting of arrays and objects accepted (default 512), at most
        /// ``maxDepthCeiling``: a larger value is lowered to it.
        public var maxDepth: Int {
            didSet { maxDepth = Swift.min(maxDepth, Self.maxDepthCeiling) }
        }
        /// What to do with duplicate keys in a model's JSON object (default: reject).
        public var duplicateKeys: DuplicateKeyPolicy
        /// The most bytes the JSON input may have (default `nil`: no limit).
        ///
        /// For `sequence(fromJSONArrayAt:options:chunkSize:)` it applies to each
        /// element of the array, not to the file, and also bounds the memory the sequence uses.
        public var maxInputSize: Int?
        /// The most bytes one JSON string may have (default `nil`: no limit).
        ///
        /// Counted in UTF-8 bytes between the quotes as written in the input, before escapes are
        /// undone (`"\u00E9"` counts 6, `"é"` counts 2), so the decoded string is never longer.
        /// Object keys are strings and count too.
        public var maxStringLength: Int?
        /// The most elements one JSON array, or members one JSON object, may have (default `nil`:
        /// no limit).
        ///
        /// For a streamed array it also caps the number of elements in the file.
        public var maxCollectionCount: Int?
        /// The most failures a decode that collects errors (``collectAllErrors``) lists
        /// (default 100).
        ///
        /// At the next failure the decode stops, without reading the rest of the input, and
        /// throws a ``JSONModelError/Code/multiple`` error that lists the first
        /// `maxCollectedErrors` failures and has ``JSONModelError/hasUnlistedErrors`` set. This
        /// bounds the time and memory a document full of bad values costs. A value below 1 is
        /// raised to 1 when it is set (`maxCollectedErrors` then reads 1): a decode that collects
        /// lists at least the failure that stopped it. Failures inside values that `@Lossy`
        /// leaves out do not count.
        public var maxCollectedErrors: Int {
            didSet { maxCollectedErrors = Swift.max(maxCollectedErrors, 1) }
        }
        /// What to do with a repeated element of a `Set` property.
        ///
        /// The default keeps one, like `JSONDecoder`. The same rule applies to sets read from XML.
        public var duplicateSetElements: DuplicateSetElementPolicy
        /// Whether decoding checks the models' constraints and rules (default `true`).
        ///
        /// Turn it off for input that is trusted and already valid (your own cache, a
        /// database), to skip the checks; ``JSONModel/validate()`` still checks on request.
        public var checksConstraints: Bool

        /// Creates decoding options; every argument has the default shown.
        ///
        /// A negative limit is treated as 0; a `maxDepth` above ``maxDepthCeiling`` as the
        /// ceiling; a `maxCollectedErrors` below 1 as 1.
        public init(
            unknownKeys: UnknownKeyPolicy = .ignore,
            collectAllErrors: Bool = false,
            maxDepth: Int = 512,
            duplicateKeys: DuplicateKeyPolicy = .reject,
            maxInputSize: Int? = nil,
            maxStringLength: Int? = nil,
            maxCollectionCount: Int? = nil,
            duplicateSetElements: DuplicateSetElementPolicy = .accept,
            maxCollectedErrors: Int = 100,
            checksConstraints: Bool = true
        ) {
            self.checksConstraints = checksConstraints
            self.unknownKeys = unknownKeys
            self.collectAllErrors = collectAllErrors
            self.maxDepth = Swift.min(maxDepth, Self.maxDepthCeiling)
            self.duplicateKeys = duplicateKeys
            self.maxInputSize = maxInputSize
            self.maxStringLength = maxStringLength
            self.maxCollectionCount = maxCollectionCount
            self.duplicateSetElements = duplicateSetElements
            self.maxCollectedErrors = Swift.max(maxCollectedErrors, 1)
        }
    }
}

extension JSONModel.DecodingOptions {
    /// The resource limits in the form the reader checks them.
    var readerLimits: JSONReader.Limits {
        JSONReader.Limits(
            maxInputSize: maxInputSize,
            maxStringLength: maxStringLength,
            maxCollectionCount: maxCollectionCount
        )
    }
}
