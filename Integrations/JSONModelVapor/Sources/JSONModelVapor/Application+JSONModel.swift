import Vapor

extension Application {
    /// JSONModelKit's settings for this application: how request bodies are decoded and how
    /// models are written.
    ///
    /// ```swift
    /// app.jsonModel.decodingOptions.unknownKeys = .reject
    /// app.jsonModel.encodingOptions.sortedKeys = true
    /// ```
    ///
    /// `req.decodeJSONModel(_:)`, `req.decodeJSONModels(_:)`, `req.update(_:)` and the responses of
    /// models returned from handlers read them on every request. Set them while configuring the
    /// application, before it serves.
    public var jsonModel: JSONModelSettings {
        JSONModelSettings(application: self)
    }

    /// JSONModelKit's settings, kept in the application's storage (``Application/jsonModel``).
    public struct JSONModelSettings: Sendable {
        /// The application whose storage holds the settings.
        public let application: Application

        /// The settings of one application.
        private struct Values: Sendable {
            var decodingOptions = JSONModel.DecodingOptions.requestBodies
            var encodingOptions = JSONModel.EncodingOptions(prettyPrinted: false)
        }

        private struct Key: StorageKey {
            typealias Value = Values
        }

        /// The options request bodies are decoded with; `JSONModel.DecodingOptions.requestBodies`
        /// unless set.
        ///
        /// | setting | default |
        /// |---|---|
        /// | `collectAllErrors` | `true`: a client sees every problem in one response |
        /// | `maxCollectedErrors` | 100 |
        /// | `maxInputSize` | 2 MiB; the route's body limit, when smaller, applies first (a 413) |
        /// | `maxStringLength` | 256 KiB |
        /// | `maxCollectionCount` | 10,000 elements or members |
        /// | `maxDepth` | 512 |
        ///
        /// Options set from scratch (`JSONModel.DecodingOptions()`) have no size limits and stop
        /// at the first error; start from the defaults to change one setting.
        public var decodingOptions: JSONModel.DecodingOptions {
            get { values.decodingOptions }
            nonmutating set { update { $0.decodingOptions = newValue } }
        }

        /// The options models are written with in responses: compact JSON unless set.
        ///
        /// `prettyPrinted: nil` is written compact too, so a server's output does not change
        /// between debug and release builds.
        public var encodingOptions: JSONModel.EncodingOptions {
            get { values.encodingOptions }
            nonmutating set { update { $0.encodingOptions = newValue } }
        }

        /// A coder with this application's decoding and encoding options: what the schemas of
        /// an OpenAPI document of this application describe.
        ///
        /// ```swift
        /// var document = app.routes.openAPIDocument(title: "Todos", version: "1.0.0")
        /// document.coder = app.jsonModel.coder
        /// ```
        public var coder: JSONModelCoder {
            JSONModelCoder(decodingOptions: decodingOptions, encodingOptions: encodingOptions)
        }

        private var values: Values {
            application.storage[Key.self] ?? Values()
        }

        private func update(_ change: (inout Values) -> Void) {
            var values = self.values
            change(&values)
            application.storage[Key.self] = values
        }
    }
}
