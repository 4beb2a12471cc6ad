import Foundation
import JSONModelKit

/// The fields of an event that ``GitHubEventsSchema``'s summary reads, declared once so that
/// one generic digest serves ``GitHubEventsModels`` and ``GitHubEventsStructs``.
///
/// Both model sets conform at their declarations, with no code of their own: their stored
/// properties (wrapped by `@ISO8601` in the classes) are the witnesses.
///
/// The associated types are named `...Type` because a name equal to the nested class or struct
/// would make the conformances refer to themselves.
protocol GitHubEventFields: SummarizedElement {
    associatedtype UserType: GitHubUserFields
    associatedtype RepositoryType: GitHubRepositoryFields
    associatedtype OrganizationType: GitHubOrganizationFields
    var id: String { get }
    var type: String { get }
    var actor: UserType { get }
    var repo: RepositoryType { get }
    var org: OrganizationType? { get }
    var createdAt: Date { get }
    var payload: JSONValue { get }
}

/// The links that users and organizations both have.
protocol GitHubAccountFields {
    var url: URL { get }
    var avatarURL: URL { get }
    var reposURL: URL { get }
}

/// The fields of a user that the summary reads: its id and its links.
protocol GitHubUserFields: GitHubAccountFields {
    var id: Int { get }
    var htmlURL: URL { get }
    var followersURL: URL { get }
    var followingURL: String { get }
    var subscriptionsURL: URL { get }
    var organizationsURL: URL { get }
    var receivedEventsURL: URL { get }
}

/// The fields of an organization that the summary reads: its login and its links.
protocol GitHubOrganizationFields: GitHubAccountFields {
    var login: String { get }
    var eventsURL: URL { get }
    var hooksURL: URL { get }
    var issuesURL: URL { get }
}

/// The fields of a repository that the summary reads: its id, dates, links and labels.
protocol GitHubRepositoryFields {
    associatedtype LicenseType: GitHubLicenseFields
    var id: Int { get }
    var pushedAt: Date { get }
    var htmlURL: URL { get }
    var url: URL { get }
    var forksURL: URL { get }
    var teamsURL: URL { get }
    var hooksURL: URL { get }
    var eventsURL: URL { get }
    var tagsURL: URL { get }
    var languagesURL: URL { get }
    var stargazersURL: URL { get }
    var contributorsURL: URL { get }
    var subscribersURL: URL { get }
    var subscriptionURL: URL { get }
    var mergesURL: URL { get }
    var downloadsURL: URL { get }
    var deploymentsURL: URL { get }
    var gitURL: URL { get }
    var cloneURL: URL { get }
    var svnURL: URL { get }
    var homepage: URL? { get }
    var license: LicenseType? { get }
    var commitsURL: String { get }
    var compareURL: String { get }
    var notificationsURL: String { get }
    var topics: [String] { get }
    var language: String? { get }
}

/// The link of a license.
protocol GitHubLicenseFields {
    var url: URL? { get }
}
