import Foundation

/// The fixtures: three public corpora and five generated documents.
///
/// The raw value is the name used in benchmark names (`twitter-decode-JSONModelKit`) and tables.
public enum FixtureName: String, CaseIterable, Sendable {
    case twitter
    case citmCatalog = "citm_catalog"
    case canada
    case generatedSmall = "generated_small"
    case generatedMedium = "generated_medium"
    case generatedLarge = "generated_large"
    /// A GitHub-API-style event list, about 60 KB, 30 `URL`s per event.
    case githubEvents = "github_events"
    /// A Jenkins-style update-center document, about 500 KB, 1,000 plugins keyed by name.
    case updateCenter = "update_center"

    /// The corpus file for a public corpus, `nil` for a generated fixture.
    public var corpusFileName: String? {
        switch self {
        case .twitter: "twitter.json"
        case .citmCatalog: "citm_catalog.json"
        case .canada: "canada.json"
        case .generatedSmall, .generatedMedium, .generatedLarge, .githubEvents, .updateCenter: nil
        }
    }

    /// The generated document, `nil` for a public corpus.
    public func generatedDocument() -> Data? {
        switch self {
        case .githubEvents: githubEventsFixture()
        case .updateCenter: updateCenterFixture()
        default: generatedSize.map(generatedFixture)
        }
    }

    /// The size of a generated fixture of orders, `nil` for the others.
    public var generatedSize: FixtureSize? {
        switch self {
        case .generatedSmall: .small
        case .generatedMedium: .medium
        case .generatedLarge: .large
        case .twitter, .citmCatalog, .canada, .githubEvents, .updateCenter: nil
        }
    }

    /// The operations for this fixture's schema.
    var operations: FixtureOperations {
        switch self {
        case .twitter: FixtureOperations(TwitterSchema.self)
        case .citmCatalog: FixtureOperations(CITMSchema.self)
        case .canada: FixtureOperations(CanadaSchema.self)
        case .generatedSmall, .generatedMedium, .generatedLarge: FixtureOperations(GeneratedSchema.self)
        case .githubEvents: FixtureOperations(GitHubEventsSchema.self)
        case .updateCenter: FixtureOperations(UpdateCenterSchema.self)
        }
    }
}
