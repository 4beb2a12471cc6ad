/// The fixtures: three public corpora and three generated documents.
///
/// The raw value is the name used in benchmark names (`twitter-decode-JSONModelKit`) and tables.
public enum FixtureName: String, CaseIterable, Sendable {
    case twitter
    case citmCatalog = "citm_catalog"
    case canada
    case generatedSmall = "generated_small"
    case generatedMedium = "generated_medium"
    case generatedLarge = "generated_large"

    /// The corpus file for a public corpus, `nil` for a generated fixture.
    public var corpusFileName: String? {
        switch self {
        case .twitter: "twitter.json"
        case .citmCatalog: "citm_catalog.json"
        case .canada: "canada.json"
        case .generatedSmall, .generatedMedium, .generatedLarge: nil
        }
    }

    /// The size of a generated fixture, `nil` for a public corpus.
    public var generatedSize: FixtureSize? {
        switch self {
        case .generatedSmall: .small
        case .generatedMedium: .medium
        case .generatedLarge: .large
        case .twitter, .citmCatalog, .canada: nil
        }
    }

    /// The operations for this fixture's schema.
    var operations: FixtureOperations {
        switch self {
        case .twitter: FixtureOperations(TwitterSchema.self)
        case .citmCatalog: FixtureOperations(CITMSchema.self)
        case .canada: FixtureOperations(CanadaSchema.self)
        case .generatedSmall, .generatedMedium, .generatedLarge: FixtureOperations(GeneratedSchema.self)
        }
    }
}
