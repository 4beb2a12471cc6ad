import Foundation

/// Writes a GitHub-API-style list of events, deterministically: each event has an actor, a
/// full repository object (about 20 `URL`s and as many URL templates), often an organization,
/// and a payload whose shape depends on the event's type.
///
/// Actors, organizations and repositories come from small pools, as in a real activity feed.
/// Use ``githubEventsFixture()``.
struct GitHubEventsWriter {
    private var random = SeededRandom(seed: 0x4749_5448_5542_4556)
    private var json = JSONTextBuilder(capacity: 70_000)
    private var nextEventID = 38_492_103_771

    private static let api = "https://api.github.com"
    private static let logins = [
        "octocat", "hubot", "mona-lisa", "defunkt", "mojombo", "pjhyett", "wycats", "ezmobius",
        "ivey", "evanphx", "vanpelt", "wayneeseguin", "brynary", "kevinclark", "technoweenie",
    ]
    private static let organizations = ["github", "swiftlang", "apple", "jenkinsci", "ordo-one"]
    private static let repositoryNames = [
        "hello-world", "linguist", "swift-format", "swift-collections", "benchmark", "docs",
        "spoon-knife", "git-consortium", "jsonmodel", "update-center2",
    ]
    private static let eventTypes = [
        "PushEvent", "PushEvent", "PushEvent", "WatchEvent", "IssuesEvent", "CreateEvent",
        "PullRequestEvent", "IssueCommentEvent", "ForkEvent",
    ]
    private static let messages = [
        "Fix the build on Linux", "Update README.md", "Merge pull request #42 from octocat/patch-1\n\nFix typo",
        "Bump version to 2.3.1", "Add \"strict\" mode to the parser", "Refactor: split Reader into smaller types",
        "Corrige l'encodage des caractères accentués", "ドキュメントを更新",
        "Revert \"Add caching\"\n\nThis reverts commit 1a2b3c.",
    ]
    private static let languages = ["Swift", "Ruby", "Java", "Go", "TypeScript", "C"]
    private static let topics = ["json", "swift", "parser", "performance", "api", "cli", "jenkins", "server"]

    /// Writes whole events until the document is about `targetByteCount` bytes.
    mutating func document(targetByteCount: Int) -> Data {
        json.beginArray()
        var count = 0
        repeat {
            writeEvent()
            count += 1
        } while json.count + json.count / count / 2 < targetByteCount
        json.endArray()
        return json.data
    }

    private mutating func writeEvent() {
        let type = random.pick(Self.eventTypes)
        let login = random.pick(Self.logins)
        let owner = random.pick(Self.organizations)
        let repository = random.pick(Self.repositoryNames)
        let createdAt = random.next(in: 1_700_000_000...1_735_689_599)
        nextEventID += random.next(in: 1...90)
        json.beginObject()
        json.member("id", String(nextEventID))
        json.member("type", type)
        json.key("actor")
        writeUser(login: login)
        json.key("repo")
        writeRepository(owner: owner, name: repository)
        json.key("payload")
        writePayload(type: type, owner: owner, repository: repository, login: login)
        json.member("public", true)
        json.member("created_at", GeneratedFixtureWriter.iso8601(secondsSince1970: createdAt))
        if random.chance(percent: 70) {
            json.key("org")
            writeOrganization(owner)
        }
        json.endObject()
    }

    private mutating func writeUser(login: String) {
        let id = Self.stableID(login, base: 1_000)
        let user = "\(Self.api)/users/\(login)"
        json.beginObject()
        json.member("id", id)
        json.member("login", login)
        json.member("display_login", login)
        json.member("gravatar_id", "")
        json.member("url", user)
        json.member("html_url", "https://github.com/\(login)")
        json.member("avatar_url", "https://avatars.githubusercontent.com/u/\(id)?v=4")
        writeLinks(
            under: user,
            [
                ("followers_url", "followers"), ("following_url", "following{/other_user}"),
                ("subscriptions_url", "subscriptions"), ("organizations_url", "orgs"), ("repos_url", "repos"),
                ("received_events_url", "received_events"), ("events_url", "events{/privacy}"),
            ]
        )
        json.member("type", "User")
        json.member("site_admin", login == "hubot")
        json.endObject()
    }

    private mutating func writeOrganization(_ login: String) {
        let id = Self.stableID(login, base: 9_000_000)
        let organization = "\(Self.api)/orgs/\(login)"
        json.beginObject()
        json.member("id", id)
        json.member("login", login)
        json.member("gravatar_id", "")
        json.member("url", organization)
        json.member("avatar_url", "https://avatars.githubusercontent.com/u/\(id)?v=4")
        writeLinks(
            under: organization,
            [
                ("repos_url", "repos"), ("events_url", "events"), ("hooks_url", "hooks"), ("issues_url", "issues"),
                ("members_url", "members{/member}"), ("public_members_url", "public_members{/member}"),
            ]
        )
        json.member("description", orNull: random.chance(percent: 50) ? "The \(login) organization" : nil)
        json.endObject()
    }

    private mutating func writeRepository(owner: String, name: String) {
        let fullName = "\(owner)/\(name)"
        let id = Self.stableID(fullName, base: 100_000_000)
        let repository = "\(Self.api)/repos/\(fullName)"
        json.beginObject()
        json.member("id", id)
        json.member("node_id", "R_kgDO\(String(id, radix: 36).uppercased())")
        json.member("name", name)
        json.member("full_name", fullName)
        json.member("private", false)
        json.member("html_url", "https://github.com/\(fullName)")
        json.member("description", orNull: random.chance(percent: 80) ? "\(name): tools for \(owner)" : nil)
        json.member("fork", false)
        json.member("url", repository)
        writeLinks(
            under: repository,
            [
                ("forks_url", "forks"), ("keys_url", "keys{/key_id}"),
                ("collaborators_url", "collaborators{/collaborator}"),
                ("teams_url", "teams"), ("hooks_url", "hooks"), ("issue_events_url", "issues/events{/number}"),
                ("events_url", "events"), ("assignees_url", "assignees{/user}"), ("branches_url", "branches{/branch}"),
                ("tags_url", "tags"), ("blobs_url", "git/blobs{/sha}"), ("git_tags_url", "git/tags{/sha}"),
                ("git_refs_url", "git/refs{/sha}"), ("trees_url", "git/trees{/sha}"),
                ("statuses_url", "statuses/{sha}"),
                ("languages_url", "languages"), ("stargazers_url", "stargazers"), ("contributors_url", "contributors"),
                ("subscribers_url", "subscribers"), ("subscription_url", "subscription"),
                ("commits_url", "commits{/sha}"), ("git_commits_url", "git/commits{/sha}"),
                ("comments_url", "comments{/number}"), ("issue_comment_url", "issues/comments{/number}"),
                ("contents_url", "contents/{+path}"), ("compare_url", "compare/{base}...{head}"),
                ("merges_url", "merges"),
                ("archive_url", "{archive_format}{/ref}"), ("downloads_url", "downloads"),
                ("issues_url", "issues{/number}"),
                ("pulls_url", "pulls{/number}"), ("milestones_url", "milestones{/number}"),
                ("notifications_url", "notifications{?since,all,participating}"), ("labels_url", "labels{/name}"),
                ("releases_url", "releases{/id}"), ("deployments_url", "deployments"),
            ]
        )
        let created = 1_300_000_000 + id % 300_000_000
        json.member("created_at", GeneratedFixtureWriter.iso8601(secondsSince1970: created))
        json.member("updated_at", GeneratedFixtureWriter.iso8601(secondsSince1970: created + 90_000_000))
        json.member("pushed_at", GeneratedFixtureWriter.iso8601(secondsSince1970: created + 95_000_000))
        json.member("git_url", "git://github.com/\(fullName).git")
        json.member("ssh_url", "git@github.com:\(fullName).git")
        json.member("clone_url", "https://github.com/\(fullName).git")
        json.member("svn_url", "https://github.com/\(fullName)")
        json.member("homepage", orNull: id % 3 == 0 ? nil : "https://\(owner).github.io/\(name)/")
        json.member("size", id % 90_000)
        json.member("stargazers_count", id % 40_000)
        json.member("watchers_count", id % 40_000)
        json.member("language", orNull: id % 7 == 0 ? nil : Self.languages[id % Self.languages.count])
        json.member("has_issues", true)
        json.member("has_wiki", id % 2 == 0)
        json.member("forks_count", id % 3_000)
        json.member("open_issues_count", id % 400)
        json.member("default_branch", "main")
        json.key("topics")
        json.beginArray()
        for index in 0..<(id % 4) { json.string(Self.topics[(id / 7 + index) % Self.topics.count]) }
        json.endArray()
        json.key("license")
        if id % 5 == 0 {
            json.null()
        } else {
            json.beginObject()
            json.member("key", "apache-2.0")
            json.member("name", "Apache License 2.0")
            json.member("spdx_id", "Apache-2.0")
            json.member("url", "\(Self.api)/licenses/apache-2.0")
            json.endObject()
        }
        json.endObject()
    }

    /// Writes one member per link: its key, and `base/path` as the value (GitHub's URLs and URL
    /// templates below an account or a repository).
    private mutating func writeLinks(under base: String, _ links: [(key: String, path: String)]) {
        for (key, path) in links {
            json.member(key, "\(base)/\(path)")
        }
    }

    private mutating func writePayload(type: String, owner: String, repository: String, login: String) {
        let base = "\(Self.api)/repos/\(owner)/\(repository)"
        json.beginObject()
        switch type {
        case "PushEvent":
            json.member("repository_id", Self.stableID("\(owner)/\(repository)", base: 100_000_000))
            json.member("push_id", random.next(in: 10_000_000...99_999_999))
            let size = random.next(in: 1...3)
            json.member("size", size)
            json.member("distinct_size", size)
            json.member("ref", "refs/heads/main")
            json.member("head", sha())
            json.member("before", sha())
            json.key("commits")
            json.beginArray()
            for _ in 0..<size {
                let commit = sha()
                json.beginObject()
                json.member("sha", commit)
                json.key("author")
                json.beginObject()
                json.member("email", "\(login)@users.noreply.github.com")
                json.member("name", login)
                json.endObject()
                json.member("message", random.pick(Self.messages))
                json.member("distinct", true)
                json.member("url", "\(base)/commits/\(commit)")
                json.endObject()
            }
            json.endArray()
        case "WatchEvent":
            json.member("action", "started")
        case "CreateEvent":
            json.member("ref", "v\(random.next(in: 0...3)).\(random.next(in: 0...20)).\(random.next(in: 0...9))")
            json.member("ref_type", "tag")
            json.member("master_branch", "main")
            json.member("description", orNull: nil)
            json.member("pusher_type", "user")
        case "ForkEvent":
            json.key("forkee")
            json.beginObject()
            json.member("id", random.next(in: 700_000_000...799_999_999))
            json.member("full_name", "\(login)/\(repository)")
            json.member("html_url", "https://github.com/\(login)/\(repository)")
            json.member("fork", true)
            json.endObject()
        default:
            // Issues, pull requests and comments: an issue-like object with a user and labels.
            let number = random.next(in: 1...4_000)
            json.member("action", random.pick(["opened", "closed", "created", "reopened"]))
            json.member("number", number)
            json.key(type == "PullRequestEvent" ? "pull_request" : "issue")
            json.beginObject()
            json.member("url", "\(base)/issues/\(number)")
            json.member("html_url", "https://github.com/\(owner)/\(repository)/issues/\(number)")
            json.member("id", random.next(in: 1_000_000_000...2_999_999_999))
            json.member("number", number)
            json.member("title", random.pick(Self.messages).split(separator: "\n").first.map(String.init) ?? "")
            json.member("state", random.pick(["open", "closed"]))
            json.key("user")
            json.beginObject()
            json.member("login", login)
            json.member("id", Self.stableID(login, base: 1_000))
            json.endObject()
            json.key("labels")
            json.beginArray()
            for label in ["bug", "enhancement", "good first issue"].prefix(random.next(in: 0...2)) {
                json.beginObject()
                json.member("name", label)
                json.member("color", "d73a4a")
                json.endObject()
            }
            json.endArray()
            json.member("comments", random.next(in: 0...40))
            json.member("body", orNull: random.chance(percent: 80) ? random.pick(Self.messages) : nil)
            json.endObject()
        }
        json.endObject()
    }

    private mutating func sha() -> String {
        var text = ""
        for _ in 0..<5 { text += String(String(random.next(), radix: 16).suffix(8)).leftPadded(to: 8) }
        return text
    }

    /// A number that depends only on `name`: the same actor or repository has the same id in
    /// every event.
    private static func stableID(_ name: String, base: Int) -> Int {
        var hash = 5_381
        for byte in name.utf8 { hash = (hash &* 33 &+ Int(byte)) & 0x3FFF_FFFF }
        return base + hash % 90_000_000
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

/// A deterministic GitHub-API-style event list of about 60 KB (see ``GitHubEventsModels``).
///
/// - Returns: UTF-8 JSON text, the same bytes on every machine.
public func githubEventsFixture() -> Data {
    var writer = GitHubEventsWriter()
    return writer.document(targetByteCount: 60_000)
}
