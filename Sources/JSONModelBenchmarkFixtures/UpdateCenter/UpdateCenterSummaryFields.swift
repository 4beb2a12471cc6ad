import Foundation

/// The fields of the update-center document that ``UpdateCenterSchema``'s summary reads,
/// declared once so that one generic summary serves ``UpdateCenterModels`` and
/// ``UpdateCenterStructs``.
///
/// Both model sets conform at their declarations, with no code of their own: their stored
/// properties (wrapped by `@ISO8601` in the classes) are the witnesses.
///
/// The associated types are named `...Type` because a name equal to the nested class or struct
/// would make the conformances refer to themselves.
protocol UpdateCenterFields: SummarizedDocument {
    associatedtype CoreType: UpdateCenterLinkFields
    associatedtype DeprecationType: UpdateCenterLinkFields
    associatedtype PluginType: UpdateCenterPluginFields
    associatedtype WarningType: UpdateCenterWarningFields
    var connectionCheckUrl: URL { get }
    var core: CoreType { get }
    var generationTimestamp: Date { get }
    var deprecations: [String: DeprecationType] { get }
    var plugins: [String: PluginType] { get }
    var warnings: [WarningType] { get }
}

/// A part of the document that the summary reads only the link of: the core, a deprecation.
protocol UpdateCenterLinkFields {
    var url: URL { get }
}

/// The fields of a plugin release that the summary reads.
protocol UpdateCenterPluginFields {
    associatedtype DependencyType: UpdateCenterDependencyFields
    var name: String { get }
    var version: String { get }
    var releaseTimestamp: Date { get }
    var url: URL { get }
    var wiki: URL { get }
    var scm: URL? { get }
    var dependencies: [DependencyType] { get }
    var labels: [String] { get }
    var popularity: Int { get }
    var title: String { get }
}

/// The fields of a plugin dependency that the summary reads.
protocol UpdateCenterDependencyFields {
    var name: String { get }
    var version: String { get }
    var optional: Bool { get }
}

/// The fields of a security warning that the summary reads.
protocol UpdateCenterWarningFields {
    associatedtype AffectedVersionsType: UpdateCenterAffectedVersionsFields
    var id: String { get }
    var url: URL { get }
    var versions: [AffectedVersionsType] { get }
}

/// The last affected version of a warning.
protocol UpdateCenterAffectedVersionsFields {
    var lastVersion: String { get }
}
