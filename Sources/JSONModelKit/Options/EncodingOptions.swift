extension JSONModel {
    /// Settings for one encode call.
    public struct EncodingOptions: Sendable, Equatable {
        /// How a `nil` optional property is written.
        public enum NilEncoding: Sendable, Equatable {
            /// Leave the key out (the default).
            case omit
            /// Write the key with `null`.
            case null
        }

        /// Newlines and two-space indentation when `true`, compact when `false`, and the build
        /// default when `nil`: pretty in DEBUG builds, compact in release builds.
        public var prettyPrinted: Bool?
        /// Whether object keys are written in ascending order; otherwise properties come in
        /// declaration order (superclass first) and dictionary keys in dictionary order.
        public var sortedKeys: Bool
        /// How `nil` optional properties are written (default: omitted).
        public var nilEncoding: NilEncoding
        /// The deepest nesting written (default 512, the decoder's default limit): a deeper
        /// graph, such as one with a reference cycle, is an error instead of a stack overflow.
        public var maxDepth: Int

        /// Creates encoding options; every argument has the default shown.
        public init(
            prettyPrinted: Bool? = nil,
            sortedKeys: Bool = false,
            nilEncoding: NilEncoding = .omit,
            maxDepth: Int = 512
        ) {
            self.prettyPrinted = prettyPrinted
            self.sortedKeys = sortedKeys
            self.nilEncoding = nilEncoding
            self.maxDepth = maxDepth
        }

        /// Whether output is pretty when ``prettyPrinted`` is `nil`: `true` in DEBUG builds.
        ///
        /// The one rule for every model output, JSON and XML.
        package static var buildDefaultPrettyPrinted: Bool {
            #if DEBUG
                true
            #else
                false
            #endif
        }

        /// ``prettyPrinted``, or the build default when it is `nil`.
        package var resolvedPrettyPrinted: Bool {
            prettyPrinted ?? Self.buildDefaultPrettyPrinted
        }
    }
}
