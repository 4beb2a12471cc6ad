import Foundation
import JSONModelKit

/// The generated GitHub-API-style event list as `JSONModel` classes.
///
/// The same fields as ``GitHubEventsStructs``. Keys are snake_case, the default style. Plain
/// links are `URL`s (about 30 per event); URL templates such as `commits_url`
/// (`…/commits{/sha}`) are `String`s, as they are not URLs until expanded.
enum GitHubEventsModels {
    /// One entry of an activity feed.
    final class Event: JSONModel, GitHubEventFields {
        var id = ""
        var type = ""
        var actor = User()
        var repo = Repository()
        /// Its shape depends on `type`.
        var payload: JSONValue = .null
        var `public` = false
        @ISO8601 var createdAt = Date(timeIntervalSince1970: 0)
        var org: Organization? = nil  // absent for events of personal repositories
    }

    /// The account that caused the event.
    final class User: JSONModel, GitHubUserFields {
        var id = 0
        var login = ""
        var displayLogin = ""
        var gravatarID = ""
        var url = Placeholder.url
        var htmlURL = Placeholder.url
        var avatarURL = Placeholder.url
        var followersURL = Placeholder.url
        var followingURL = ""
        var subscriptionsURL = Placeholder.url
        var organizationsURL = Placeholder.url
        var reposURL = Placeholder.url
        var receivedEventsURL = Placeholder.url
        var eventsURL = ""
        var type = ""
        var siteAdmin = false
    }

    /// The organization that owns the repository.
    final class Organization: JSONModel, GitHubOrganizationFields {
        var id = 0
        var login = ""
        var gravatarID = ""
        var url = Placeholder.url
        var avatarURL = Placeholder.url
        var reposURL = Placeholder.url
        var eventsURL = Placeholder.url
        var hooksURL = Placeholder.url
        var issuesURL = Placeholder.url
        var membersURL = ""
        var publicMembersURL = ""
        var description: String? = nil
    }

    /// A full repository object.
    final class Repository: JSONModel, GitHubRepositoryFields {
        var id = 0
        var nodeID = ""
        var name = ""
        var fullName = ""
        var `private` = false
        var htmlURL = Placeholder.url
        var description: String? = nil
        var fork = false
        var url = Placeholder.url
        var forksURL = Placeholder.url
        var keysURL = ""
        var collaboratorsURL = ""
        var teamsURL = Placeholder.url
        var hooksURL = Placeholder.url
        var issueEventsURL = ""
        var eventsURL = Placeholder.url
        var assigneesURL = ""
        var branchesURL = ""
        var tagsURL = Placeholder.url
        var blobsURL = ""
        var gitTagsURL = ""
        var gitRefsURL = ""
        var treesURL = ""
        var statusesURL = ""
        var languagesURL = Placeholder.url
        var stargazersURL = Placeholder.url
        var contributorsURL = Placeholder.url
        var subscribersURL = Placeholder.url
        var subscriptionURL = Placeholder.url
        var commitsURL = ""
        var gitCommitsURL = ""
        var commentsURL = ""
        var issueCommentURL = ""
        var contentsURL = ""
        var compareURL = ""
        var mergesURL = Placeholder.url
        var archiveURL = ""
        var downloadsURL = Placeholder.url
        var issuesURL = ""
        var pullsURL = ""
        var milestonesURL = ""
        var notificationsURL = ""
        var labelsURL = ""
        var releasesURL = ""
        var deploymentsURL = Placeholder.url
        @ISO8601 var createdAt = Date(timeIntervalSince1970: 0)
        @ISO8601 var updatedAt = Date(timeIntervalSince1970: 0)
        @ISO8601 var pushedAt = Date(timeIntervalSince1970: 0)
        var gitURL = Placeholder.url
        var sshURL = ""  // git@github.com:owner/name.git is not a URL
        var cloneURL = Placeholder.url
        var svnURL = Placeholder.url
        var homepage: URL? = nil
        var size = 0
        var stargazersCount = 0
        var watchersCount = 0
        var language: String? = nil
        var hasIssues = false
        var hasWiki = false
        var forksCount = 0
        var openIssuesCount = 0
        var defaultBranch = ""
        var topics: [String] = []
        var license: License? = nil
    }

    /// A repository's license.
    final class License: JSONModel, GitHubLicenseFields {
        var key = ""
        var name = ""
        var spdxID = ""
        var url: URL? = nil
    }
}

/// The default of the fixtures' non-optional `URL` properties: one shared value, so that
/// making a default model does not parse a URL for every property.
enum Placeholder {
    static let url = URL(fileURLWithPath: "/", isDirectory: true)
}
