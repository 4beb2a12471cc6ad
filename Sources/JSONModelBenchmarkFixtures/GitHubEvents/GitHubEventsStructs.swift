import Foundation
import JSONModelKit

/// The generated GitHub-API-style event list as Codable structs for Foundation's `JSONDecoder`
/// and `JSONEncoder`.
///
/// The same fields as ``GitHubEventsModels``. Keys are spelled out in `CodingKeys`; dates use
/// the `.iso8601` strategies; the payload is a `JSONValue`, decoded through its `Codable`
/// conformance.
enum GitHubEventsStructs {
    /// One entry of an activity feed.
    struct Event: Codable, GitHubEventFields {
        var id: String
        var type: String
        var actor: User
        var repo: Repository
        var payload: JSONValue
        var `public`: Bool
        var createdAt: Date
        var org: Organization?

        enum CodingKeys: String, CodingKey {
            case id
            case type
            case actor
            case repo
            case payload
            case `public`
            case createdAt = "created_at"
            case org
        }
    }

    /// The account that caused the event.
    struct User: Codable, GitHubUserFields {
        var id: Int
        var login: String
        var displayLogin: String
        var gravatarID: String
        var url: URL
        var htmlURL: URL
        var avatarURL: URL
        var followersURL: URL
        var followingURL: String
        var subscriptionsURL: URL
        var organizationsURL: URL
        var reposURL: URL
        var receivedEventsURL: URL
        var eventsURL: String
        var type: String
        var siteAdmin: Bool

        enum CodingKeys: String, CodingKey {
            case id
            case login
            case displayLogin = "display_login"
            case gravatarID = "gravatar_id"
            case url
            case htmlURL = "html_url"
            case avatarURL = "avatar_url"
            case followersURL = "followers_url"
            case followingURL = "following_url"
            case subscriptionsURL = "subscriptions_url"
            case organizationsURL = "organizations_url"
            case reposURL = "repos_url"
            case receivedEventsURL = "received_events_url"
            case eventsURL = "events_url"
            case type
            case siteAdmin = "site_admin"
        }
    }

    /// The organization that owns the repository.
    struct Organization: Codable, GitHubOrganizationFields {
        var id: Int
        var login: String
        var gravatarID: String
        var url: URL
        var avatarURL: URL
        var reposURL: URL
        var eventsURL: URL
        var hooksURL: URL
        var issuesURL: URL
        var membersURL: String
        var publicMembersURL: String
        var description: String?

        enum CodingKeys: String, CodingKey {
            case id
            case login
            case gravatarID = "gravatar_id"
            case url
            case avatarURL = "avatar_url"
            case reposURL = "repos_url"
            case eventsURL = "events_url"
            case hooksURL = "hooks_url"
            case issuesURL = "issues_url"
            case membersURL = "members_url"
            case publicMembersURL = "public_members_url"
            case description
        }
    }

    /// A full repository object.
    struct Repository: Codable, GitHubRepositoryFields {
        var id: Int
        var nodeID: String
        var name: String
        var fullName: String
        var `private`: Bool
        var htmlURL: URL
        var description: String?
        var fork: Bool
        var url: URL
        var forksURL: URL
        var keysURL: String
        var collaboratorsURL: String
        var teamsURL: URL
        var hooksURL: URL
        var issueEventsURL: String
        var eventsURL: URL
        var assigneesURL: String
        var branchesURL: String
        var tagsURL: URL
        var blobsURL: String
        var gitTagsURL: String
        var gitRefsURL: String
        var treesURL: String
        var statusesURL: String
        var languagesURL: URL
        var stargazersURL: URL
        var contributorsURL: URL
        var subscribersURL: URL
        var subscriptionURL: URL
        var commitsURL: String
        var gitCommitsURL: String
        var commentsURL: String
        var issueCommentURL: String
        var contentsURL: String
        var compareURL: String
        var mergesURL: URL
        var archiveURL: String
        var downloadsURL: URL
        var issuesURL: String
        var pullsURL: String
        var milestonesURL: String
        var notificationsURL: String
        var labelsURL: String
        var releasesURL: String
        var deploymentsURL: URL
        var createdAt: Date
        var updatedAt: Date
        var pushedAt: Date
        var gitURL: URL
        var sshURL: String
        var cloneURL: URL
        var svnURL: URL
        var homepage: URL?
        var size: Int
        var stargazersCount: Int
        var watchersCount: Int
        var language: String?
        var hasIssues: Bool
        var hasWiki: Bool
        var forksCount: Int
        var openIssuesCount: Int
        var defaultBranch: String
        var topics: [String]
        var license: License?

        enum CodingKeys: String, CodingKey {
            case id
            case nodeID = "node_id"
            case name
            case fullName = "full_name"
            case `private`
            case htmlURL = "html_url"
            case description
            case fork
            case url
            case forksURL = "forks_url"
            case keysURL = "keys_url"
            case collaboratorsURL = "collaborators_url"
            case teamsURL = "teams_url"
            case hooksURL = "hooks_url"
            case issueEventsURL = "issue_events_url"
            case eventsURL = "events_url"
            case assigneesURL = "assignees_url"
            case branchesURL = "branches_url"
            case tagsURL = "tags_url"
            case blobsURL = "blobs_url"
            case gitTagsURL = "git_tags_url"
            case gitRefsURL = "git_refs_url"
            case treesURL = "trees_url"
            case statusesURL = "statuses_url"
            case languagesURL = "languages_url"
            case stargazersURL = "stargazers_url"
            case contributorsURL = "contributors_url"
            case subscribersURL = "subscribers_url"
            case subscriptionURL = "subscription_url"
            case commitsURL = "commits_url"
            case gitCommitsURL = "git_commits_url"
            case commentsURL = "comments_url"
            case issueCommentURL = "issue_comment_url"
            case contentsURL = "contents_url"
            case compareURL = "compare_url"
            case mergesURL = "merges_url"
            case archiveURL = "archive_url"
            case downloadsURL = "downloads_url"
            case issuesURL = "issues_url"
            case pullsURL = "pulls_url"
            case milestonesURL = "milestones_url"
            case notificationsURL = "notifications_url"
            case labelsURL = "labels_url"
            case releasesURL = "releases_url"
            case deploymentsURL = "deployments_url"
            case createdAt = "created_at"
            case updatedAt = "updated_at"
            case pushedAt = "pushed_at"
            case gitURL = "git_url"
            case sshURL = "ssh_url"
            case cloneURL = "clone_url"
            case svnURL = "svn_url"
            case homepage
            case size
            case stargazersCount = "stargazers_count"
            case watchersCount = "watchers_count"
            case language
            case hasIssues = "has_issues"
            case hasWiki = "has_wiki"
            case forksCount = "forks_count"
            case openIssuesCount = "open_issues_count"
            case defaultBranch = "default_branch"
            case topics
            case license
        }
    }

    /// A repository's license.
    struct License: Codable, GitHubLicenseFields {
        var key: String
        var name: String
        var spdxID: String
        var url: URL?

        enum CodingKeys: String, CodingKey {
            case key
            case name
            case spdxID = "spdx_id"
            case url
        }
    }
}
