extension JSONModel.DecodingOptions {
    /// The settings the server integrations decode request bodies with: JSONModelKit's strict
    /// defaults, every error collected up to 100 so a client sees them in one response, and
    /// limits on what one request can make the server do.
    ///
    /// | setting | value |
    /// |---|---|
    /// | `collectAllErrors` | `true`: a client sees every problem in one response |
    /// | `maxCollectedErrors` | 100: the decode stops at the 101st problem |
    /// | `maxInputSize` | 2 MiB (2,097,152 bytes) |
    /// | `maxStringLength` | 256 KiB (262,144 bytes) |
    /// | `maxCollectionCount` | 10,000 elements or members |
    /// | `maxDepth` | 512 |
    ///
    /// Start from it to change one setting and keep the others:
    ///
    /// ```swift
    /// var options = JSONModel.DecodingOptions.requestBodies
    /// options.unknownKeys = .reject
    /// ```
    public static let requestBodies = JSONModel.DecodingOptions(
        collectAllErrors: true,
        maxInputSize: 2 << 20,
        maxStringLength: 256 << 10,
        maxCollectionCount: 10_000,
        maxCollectedErrors: 100
    )
}
