import Foundation
import JSONModelKit

/// twitter.json as `JSONModel` classes.
///
/// Every member of every object of the document (its 256 key paths), so that the benchmarks
/// measure full models (`CorpusModelCoverageTests` checks it); the members that are null in
/// every status (`geo`, `coordinates`, `place`, `contributors`) are `JSONValue`. The same
/// fields as ``TwitterStructs``. Twitter's keys are snake_case, the default key style, so the
/// camelCase property names map without annotations (`idStr` → `id_str`, `mediaURLHttps` →
/// `media_url_https`). Two adjacent acronyms have no word boundary for the snake_case
/// conversion (`mediaURLHTTPS` would map to `media_urlhttps`), hence `URLHttps`.
enum TwitterModels {
    /// The top-level document: a search result page.
    final class SearchResult: JSONModel, TwitterSearchResultFields {
        var statuses: [Status] = []
        var searchMetadata = SearchMetadata()
    }

    /// Paging data for the search.
    final class SearchMetadata: JSONModel, TwitterSearchMetadataFields {
        var completedIn = 0.0
        var maxID = 0
        var maxIDStr = ""
        var nextResults = ""
        var query = ""
        var refreshURL = ""
        var count = 0
        var sinceID = 0
        var sinceIDStr = ""
    }

    /// A tweet; a retweet carries the original in `retweetedStatus`.
    final class Status: JSONModel, TwitterStatusFields {
        var metadata = Metadata()
        var createdAt = ""
        var id = 0
        var idStr = ""
        var text = ""
        var source = ""
        var truncated = false
        var inReplyToStatusID: Int? = nil
        var inReplyToStatusIDStr: String? = nil
        var inReplyToUserID: Int? = nil
        var inReplyToUserIDStr: String? = nil
        var inReplyToScreenName: String? = nil
        var user = User()
        // Always null in the corpus.
        var geo: JSONValue = .null
        var coordinates: JSONValue = .null
        var place: JSONValue = .null
        var contributors: JSONValue = .null
        var retweetedStatus: Status? = nil
        var retweetCount = 0
        var favoriteCount = 0
        var entities = StatusEntities()
        var favorited = false
        var retweeted = false
        var possiblySensitive: Bool? = nil
        var lang = ""
    }

    /// Why a status is in the result.
    final class Metadata: JSONModel {
        var resultType = ""
        var isoLanguageCode = ""
    }

    /// A Twitter account.
    final class User: JSONModel, TwitterUserFields {
        var id = 0
        var idStr = ""
        var name = ""
        var screenName = ""
        var location = ""
        var description = ""
        var url: String? = nil
        var entities = UserEntities()
        var protected = false
        var followersCount = 0
        var friendsCount = 0
        var listedCount = 0
        var createdAt = ""
        var favouritesCount = 0
        var utcOffset: Int? = nil
        var timeZone: String? = nil
        var geoEnabled = false
        var verified = false
        var statusesCount = 0
        var lang = ""
        var contributorsEnabled = false
        var isTranslator = false
        var isTranslationEnabled = false
        var profileBackgroundColor = ""
        var profileBackgroundImageURL = ""
        var profileBackgroundImageURLHttps = ""
        var profileBackgroundTile = false
        var profileImageURL = ""
        var profileImageURLHttps = ""
        var profileBannerURL: String? = nil
        var profileLinkColor = ""
        var profileSidebarBorderColor = ""
        var profileSidebarFillColor = ""
        var profileTextColor = ""
        var profileUseBackgroundImage = false
        var defaultProfile = false
        var defaultProfileImage = false
        var following = false
        var followRequestSent = false
        var notifications = false
    }

    /// Links in a user's profile.
    final class UserEntities: JSONModel, TwitterUserEntitiesFields {
        var description = URLList()
        var url: URLList? = nil
    }

    /// A list of links.
    final class URLList: JSONModel {
        var urls: [URLEntity] = []
    }

    /// Entities found in a status's text.
    final class StatusEntities: JSONModel, TwitterStatusEntitiesFields {
        var hashtags: [Hashtag] = []
        var symbols: [Hashtag] = []
        var urls: [URLEntity] = []
        var userMentions: [UserMention] = []
        var media: [Media]? = nil
    }

    /// A hashtag or a cashtag.
    final class Hashtag: JSONModel {
        var text = ""
        var indices: [Int] = []
    }

    /// A shortened link.
    final class URLEntity: JSONModel {
        var url = ""
        var expandedURL = ""
        var displayURL = ""
        var indices: [Int] = []
    }

    /// A mentioned account.
    final class UserMention: JSONModel, TwitterUserMentionFields {
        var screenName = ""
        var name = ""
        var id = 0
        var idStr = ""
        var indices: [Int] = []
    }

    /// An attached photo.
    final class Media: JSONModel, TwitterMediaFields {
        var id = 0
        var idStr = ""
        var indices: [Int] = []
        var mediaURL = ""
        var mediaURLHttps = ""
        var url = ""
        var displayURL = ""
        var expandedURL = ""
        var type = ""
        var sizes = MediaSizes()
        var sourceStatusID: Int? = nil
        var sourceStatusIDStr: String? = nil
    }

    /// The renditions of a photo.
    final class MediaSizes: JSONModel, TwitterMediaSizesFields {
        var medium = MediaSize()
        var small = MediaSize()
        var thumb = MediaSize()
        var large = MediaSize()
    }

    /// One rendition of a photo.
    final class MediaSize: JSONModel, TwitterMediaSizeFields {
        var w = 0
        var h = 0
        var resize = ""
    }
}
