extension JSONModel {
    /// What lenient decoding (`@Lossy`) did instead of failing: values dropped, defaulted or
    /// coerced, each with its JSON path.
    ///
    /// Pass one to ``JSONModel/fromJSONString(_:options:report:)`` (or the `Data` and
    /// dictionary forms); it is replaced with the decode's report when the decode succeeds.
    public struct DecodingReport: Sendable, Hashable {
        /// What was done with one value.
        public enum Kind: String, Sendable, Hashable, CustomStringConvertible {
            /// An invalid element of a `@Lossy` array, set or dictionary was left out.
            case dropped
            /// An invalid value of a `@Lossy` property was replaced by the property's default.
            case defaulted
            /// A value of the wrong JSON type was converted (`"42"` → `42`, `"true"` → `true`...).
            case coerced

            /// The case name.
            public var description: String { rawValue }
        }

        /// One thing lenient decoding did.
        public struct Entry: Sendable, Hashable, CustomStringConvertible {
            /// Where in the document, as ``JSONModelError/path`` writes paths: `items[2]`.
            public let path: String
            /// The same path as components.
            public let pathComponents: [JSONModelError.PathComponent]
            /// What was done.
            public let kind: Kind
            /// Why, in words (the error that was not thrown, or the conversion made).
            public let message: String

            /// `path: kind: message`.
            public var description: String {
                "\(path): \(kind): \(message)"
            }
        }

        /// The entries in document order.
        public var entries: [Entry]

        /// An empty report.
        public init() {
            entries = []
        }

        /// Whether nothing was dropped, defaulted or coerced.
        public var isEmpty: Bool {
            entries.isEmpty
        }
    }
}
