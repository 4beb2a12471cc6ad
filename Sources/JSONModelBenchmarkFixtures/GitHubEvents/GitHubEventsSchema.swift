import Foundation
import JSONModelKit

/// The generated GitHub-API-style event list: about 60 KB, 30 URLs per event.
enum GitHubEventsSchema: ModelArrayFixtureSchema {
    typealias Element = GitHubEventsModels.Event
    typealias Model = [Element]
    typealias Structure = [GitHubEventsStructs.Event]

    static let datesAreISO8601 = true
}

extension GitHubEventsSchema: SourcesFixtureSchema {}

extension GitHubEventFields {
    /// The summary of either model set: both expose the fields it reads.
    static func fixtureSummary(of elements: [Self]) -> FixtureSummary {
        let events = elements.map { EventDigest($0) }
        let urls = events.flatMap(\.urls)
        let payloads = events.map { CanonicalJSON.text(of: $0.payload) }
        var summary = FixtureSummary()
        summary.add("events.count", events.count)
        summary.add("types", events.map(\.type).joined(separator: ","))
        summary.add("sum(actor.id)", events.reduce(0) { $0 &+ $1.actorID })
        summary.add("sum(repo.id)", events.reduce(0) { $0 &+ $1.repositoryID })
        summary.add("count(org == nil)", events.count { $0.organizationLogin == nil })
        summary.add("sum(createdAt)", events.reduce(0.0) { $0 + $1.createdAt.timeIntervalSince1970 })
        summary.add("sum(repo.pushedAt)", events.reduce(0.0) { $0 + $1.pushedAt.timeIntervalSince1970 })
        summary.add("count(url != nil)", urls.count { $0 != nil })
        summary.add("hash(urls)", CanonicalJSON.hash(urls.map { $0?.absoluteString ?? "nil" }))
        summary.add("hash(templates)", CanonicalJSON.hash(events.flatMap(\.templates)))
        summary.add("sum(topics.count)", events.reduce(0) { $0 + $1.topics.count })
        summary.add("count(language == nil)", events.count { $0.language == nil })
        summary.add("hash(payloads)", CanonicalJSON.hash(payloads))
        summary.add("first.payload", payloads.first)
        summary.add("first.id", events.first?.id)
        summary.add("last.url", urls.last.map { $0?.absoluteString ?? "nil" })
        return summary
    }
}

/// The fields the summary reads, taken from either model set.
private struct EventDigest {
    var id: String
    var type: String
    var actorID: Int
    var repositoryID: Int
    var organizationLogin: String?
    var createdAt: Date
    var pushedAt: Date
    var urls: [URL?]
    var templates: [String]
    var topics: [String]
    var language: String?
    var payload: JSONValue

    init(_ event: some GitHubEventFields) {
        let repo = event.repo
        let actor = event.actor
        let organization = event.org
        urls = [
            actor.url, actor.htmlURL, actor.avatarURL, actor.followersURL, actor.subscriptionsURL,
            actor.organizationsURL, actor.reposURL, actor.receivedEventsURL, repo.htmlURL, repo.url,
            repo.forksURL, repo.teamsURL, repo.hooksURL, repo.eventsURL, repo.tagsURL, repo.languagesURL,
            repo.stargazersURL, repo.contributorsURL, repo.subscribersURL, repo.subscriptionURL,
            repo.mergesURL, repo.downloadsURL, repo.deploymentsURL, repo.gitURL, repo.cloneURL, repo.svnURL,
            repo.homepage, repo.license?.url, organization?.url, organization?.avatarURL,
            organization?.reposURL, organization?.eventsURL, organization?.hooksURL, organization?.issuesURL,
        ]
        id = event.id
        type = event.type
        actorID = actor.id
        repositoryID = repo.id
        organizationLogin = organization?.login
        createdAt = event.createdAt
        pushedAt = repo.pushedAt
        templates = [actor.followingURL, repo.commitsURL, repo.compareURL, repo.notificationsURL]
        topics = repo.topics
        language = repo.language
        payload = event.payload
    }
}
