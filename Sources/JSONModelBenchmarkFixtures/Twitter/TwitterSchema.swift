import Foundation
import JSONModelKit

/// twitter.json: a search result page of 100 statuses, mostly Japanese text, 73 retweets.
enum TwitterSchema: FixtureSchema {
    typealias Model = TwitterModels.SearchResult
    typealias Structure = TwitterStructs.SearchResult
}

extension TwitterSchema: SourcesFixtureSchema {}

extension TwitterSearchResultFields {
    /// The summary of either model set: both expose the fields it reads.
    var fixtureSummary: FixtureSummary {
        let retweets = statuses.compactMap(\.retweetedStatus)
        let all = statuses + retweets
        var summary = FixtureSummary()
        summary.add("statuses.count", statuses.count)
        summary.add("retweets.count", retweets.count)
        summary.add("sum(id)", all.reduce(0) { $0 &+ $1.id })
        summary.add("sum(user.followersCount)", all.reduce(0) { $0 &+ $1.user.followersCount })
        summary.add("count(inReplyToStatusID == nil)", all.count { $0.inReplyToStatusID == nil })
        summary.add("count(possiblySensitive == true)", all.count { $0.possiblySensitive == true })
        summary.add("count(profileBannerURL == nil)", all.count { $0.user.profileBannerURL == nil })
        summary.add("count(user.entities.url != nil)", all.count { $0.user.entities.url != nil })
        summary.add(
            "sum(media.sizes.large.w)",
            all.reduce(0) { total, status in
                total + (status.entities.media ?? []).reduce(0) { $0 + $1.sizes.large.w }
            }
        )
        summary.add(
            "sum(userMentions.indices)",
            all.reduce(0) { total, status in
                total + status.entities.userMentions.reduce(0) { $0 + $1.indices.reduce(0, +) }
            }
        )
        summary.add("first.user.screenName", statuses.first?.user.screenName)
        summary.add("last.text", statuses.last?.text)
        summary.add("searchMetadata.maxIDStr", searchMetadata.maxIDStr)
        summary.add("searchMetadata.completedIn", searchMetadata.completedIn)
        return summary
    }
}
