import Foundation
import JSONModelKit

/// The generated update-center document as `JSONModel` classes.
///
/// The same fields as ``UpdateCenterStructs``. The document's keys are camelCase, so every
/// class keeps property names unchanged.
enum UpdateCenterModels {
    /// The top-level document.
    final class UpdateCenter: JSONModel, UpdateCenterFields {
        override class var keyStyle: KeyStyle { .unchanged }

        var connectionCheckUrl = Placeholder.url
        var core = Core()
        var deprecations: [String: Deprecation] = [:]
        @ISO8601 var generationTimestamp = Date(timeIntervalSince1970: 0)
        var id = ""
        var plugins: [String: Plugin] = [:]
        var updateCenterVersion = ""
        var warnings: [Warning] = []
    }

    /// The Jenkins release itself.
    final class Core: JSONModel, UpdateCenterLinkFields {
        override class var keyStyle: KeyStyle { .unchanged }

        var buildDate = ""
        var name = ""
        var sha256 = ""
        var size = 0
        var url = Placeholder.url
        var version = ""
    }

    /// Where a deprecated plugin's notice is.
    final class Deprecation: JSONModel, UpdateCenterLinkFields {
        override class var keyStyle: KeyStyle { .unchanged }

        var url = Placeholder.url
    }

    /// One plugin's latest release.
    final class Plugin: JSONModel, UpdateCenterPluginFields {
        override class var keyStyle: KeyStyle { .unchanged }

        var dependencies: [Dependency] = []
        var labels: [String] = []
        var name = ""
        var popularity = 0
        @ISO8601 var releaseTimestamp = Date(timeIntervalSince1970: 0)
        var requiredCore = ""
        var scm: URL? = nil  // absent for some plugins
        var title = ""
        var url = Placeholder.url
        var version = ""
        var wiki = Placeholder.url
    }

    /// A plugin another one needs.
    final class Dependency: JSONModel, UpdateCenterDependencyFields {
        override class var keyStyle: KeyStyle { .unchanged }

        var name = ""
        var optional = false
        var version = ""
    }

    /// A security warning for some versions of a plugin.
    final class Warning: JSONModel, UpdateCenterWarningFields {
        override class var keyStyle: KeyStyle { .unchanged }

        var id = ""
        var message = ""
        var name = ""
        var type = ""
        var url = Placeholder.url
        var versions: [AffectedVersions] = []
    }

    /// The versions a warning applies to.
    final class AffectedVersions: JSONModel, UpdateCenterAffectedVersionsFields {
        override class var keyStyle: KeyStyle { .unchanged }

        var lastVersion = ""
        var pattern = ""
    }
}
