import Foundation

/// The generated update-center document as Codable structs for Foundation's `JSONDecoder` and
/// `JSONEncoder`.
///
/// The same fields as ``UpdateCenterModels``; the keys match the property names, and dates use
/// the `.iso8601` strategies.
enum UpdateCenterStructs {
    /// The top-level document.
    struct UpdateCenter: Codable, UpdateCenterFields {
        var connectionCheckUrl: URL
        var core: Core
        var deprecations: [String: Deprecation]
        var generationTimestamp: Date
        var id: String
        var plugins: [String: Plugin]
        var updateCenterVersion: String
        var warnings: [Warning]
    }

    /// The Jenkins release itself.
    struct Core: Codable, UpdateCenterLinkFields {
        var buildDate: String
        var name: String
        var sha256: String
        var size: Int
        var url: URL
        var version: String
    }

    /// Where a deprecated plugin's notice is.
    struct Deprecation: Codable, UpdateCenterLinkFields {
        var url: URL
    }

    /// One plugin's latest release.
    struct Plugin: Codable, UpdateCenterPluginFields {
        var dependencies: [Dependency]
        var labels: [String]
        var name: String
        var popularity: Int
        var releaseTimestamp: Date
        var requiredCore: String
        var scm: URL?
        var title: String
        var url: URL
        var version: String
        var wiki: URL
    }

    /// A plugin another one needs.
    struct Dependency: Codable, UpdateCenterDependencyFields {
        var name: String
        var optional: Bool
        var version: String
    }

    /// A security warning for some versions of a plugin.
    struct Warning: Codable, UpdateCenterWarningFields {
        var id: String
        var message: String
        var name: String
        var type: String
        var url: URL
        var versions: [AffectedVersions]
    }

    /// The versions a warning applies to.
    struct AffectedVersions: Codable, UpdateCenterAffectedVersionsFields {
        var lastVersion: String
        var pattern: String
    }
}
