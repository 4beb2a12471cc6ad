/// twitter.json as Codable structs for Foundation's `JSONDecoder` and `JSONEncoder`.
///
/// The same fields as ``TwitterModels``. Keys are spelled out in `CodingKeys` rather than
/// through `.convertFromSnakeCase`, which would slow Foundation down.
enum TwitterStructs {
    /// The top-level document: a search result page.
    struct SearchResult: Codable, TwitterSearchResultFields {
        var statuses: [Status]
        var searchMetadata: SearchMetadata

        enum CodingKeys: String, CodingKey {
            case statuses
            case searchMetadata = "search_metadata"
        }
    }

    /// Paging data for the search.
    struct SearchMetadata: Codable, TwitterSearchMetadataFields {
        var completedIn: Double
        var maxID: Int
        var maxIDStr: String
        var nextResults: String
        var query: String
        var refreshURL: String
        var count: Int
        var sinceID: Int
        var sinceIDStr: String

        enum CodingKeys: String, CodingKey {
            case completedIn = "completed_in"
            case maxID = "max_id"
            case maxIDStr = "max_id_str"
            case nextResults = "next_results"
            case query
            case refreshURL = "refresh_url"
            case count
            case sinceID = "since_id"
            case sinceIDStr = "since_id_str"
        }
    }

    /// A tweet; a retweet carries the original in `retweetedStatus`.
    ///
    /// A class, not a struct: a struct cannot contain an optional of itself.
    final class Status: Codable, TwitterStatusFields {
        var metadata: Metadata
        var createdAt: String
        var id: Int
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusID: Int?
        var inReplyToStatusIDStr: String?
        var inReplyToUserID: Int?
        var inReplyToUserIDStr: String?
        var inReplyToScreenName: String?
        var user: User
        var geo: JSONNull
        var coordinates: JSONNull
        var place: JSONNull
        var contributors: JSONNull
        var retweetedStatus: Status?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: StatusEntities
        var favorited: Bool
        var retweeted: Bool
        var possiblySensitive: Bool?
        var lang: String

        enum CodingKeys: String, CodingKey {
            case metadata
            case createdAt = "created_at"
            case id
            case idStr = "id_str"
            case text
            case source
            case truncated
            case inReplyToStatusID = "in_reply_to_status_id"
            case inReplyToStatusIDStr = "in_reply_to_status_id_str"
            case inReplyToUserID = "in_reply_to_user_id"
            case inReplyToUserIDStr = "in_reply_to_user_id_str"
            case inReplyToScreenName = "in_reply_to_screen_name"
            case user
            case geo
            case coordinates
            case place
            case contributors
            case retweetedStatus = "retweeted_status"
            case retweetCount = "retweet_count"
            case favoriteCount = "favorite_count"
            case entities
            case favorited
            case retweeted
            case possiblySensitive = "possibly_sensitive"
            case lang
        }
    }

    /// Why a status is in the result.
    struct Metadata: Codable {
        var resultType: String
        var isoLanguageCode: String

        enum CodingKeys: String, CodingKey {
            case resultType = "result_type"
            case isoLanguageCode = "iso_language_code"
        }
    }

    /// A Twitter account.
    struct User: Codable, TwitterUserFields {
        var id: Int
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: String?
        var entities: UserEntities
        var protected: Bool
        var followersCount: Int
        var friendsCount: Int
        var listedCount: Int
        var createdAt: String
        var favouritesCount: Int
        var utcOffset: Int?
        var timeZone: String?
        var geoEnabled: Bool
        var verified: Bool
        var statusesCount: Int
        var lang: String
        var contributorsEnabled: Bool
        var isTranslator: Bool
        var isTranslationEnabled: Bool
        var profileBackgroundColor: String
        var profileBackgroundImageURL: String
        var profileBackgroundImageURLHttps: String
        var profileBackgroundTile: Bool
        var profileImageURL: String
        var profileImageURLHttps: String
        var profileBannerURL: String?
        var profileLinkColor: String
        var profileSidebarBorderColor: String
        var profileSidebarFillColor: String
        var profileTextColor: String
        var profileUseBackgroundImage: Bool
        var defaultProfile: Bool
        var defaultProfileImage: Bool
        var following: Bool
        var followRequestSent: Bool
        var notifications: Bool

        enum CodingKeys: String, CodingKey {
            case id
            case idStr = "id_str"
            case name
            case screenName = "screen_name"
            case location
            case description
            case url
            case entities
            case protected
            case followersCount = "followers_count"
            case friendsCount = "friends_count"
            case listedCount = "listed_count"
            case createdAt = "created_at"
            case favouritesCount = "favourites_count"
            case utcOffset = "utc_offset"
            case timeZone = "time_zone"
            case geoEnabled = "geo_enabled"
            case verified
            case statusesCount = "statuses_count"
            case lang
            case contributorsEnabled = "contributors_enabled"
            case isTranslator = "is_translator"
            case isTranslationEnabled = "is_translation_enabled"
            case profileBackgroundColor = "profile_background_color"
            case profileBackgroundImageURL = "profile_background_image_url"
            case profileBackgroundImageURLHttps = "profile_background_image_url_https"
            case profileBackgroundTile = "profile_background_tile"
            case profileImageURL = "profile_image_url"
            case profileImageURLHttps = "profile_image_url_https"
            case profileBannerURL = "profile_banner_url"
            case profileLinkColor = "profile_link_color"
            case profileSidebarBorderColor = "profile_sidebar_border_color"
            case profileSidebarFillColor = "profile_sidebar_fill_color"
            case profileTextColor = "profile_text_color"
            case profileUseBackgroundImage = "profile_use_background_image"
            case defaultProfile = "default_profile"
            case defaultProfileImage = "default_profile_image"
            case following
            case followRequestSent = "follow_request_sent"
            case notifications
        }
    }

    /// Links in a user's profile.
    struct UserEntities: Codable, TwitterUserEntitiesFields {
        var description: URLList
        var url: URLList?
    }

    /// A list of links.
    struct URLList: Codable {
        var urls: [URLEntity]
    }

    /// Entities found in a status's text.
    struct StatusEntities: Codable, TwitterStatusEntitiesFields {
        var hashtags: [Hashtag]
        var symbols: [Hashtag]
        var urls: [URLEntity]
        var userMentions: [UserMention]
        var media: [Media]?

        enum CodingKeys: String, CodingKey {
            case hashtags
            case symbols
            case urls
            case userMentions = "user_mentions"
            case media
        }
    }

    /// A hashtag or a cashtag.
    struct Hashtag: Codable {
        var text: String
        var indices: [Int]
    }

    /// A shortened link.
    struct URLEntity: Codable {
        var url: String
        var expandedURL: String
        var displayURL: String
        var indices: [Int]

        enum CodingKeys: String, CodingKey {
            case url
            case expandedURL = "expanded_url"
            case displayURL = "display_url"
            case indices
        }
    }

    /// A mentioned account.
    struct UserMention: Codable, TwitterUserMentionFields {
        var screenName: String
        var name: String
        var id: Int
        var idStr: String
        var indices: [Int]

        enum CodingKeys: String, CodingKey {
            case screenName = "screen_name"
            case name
            case id
            case idStr = "id_str"
            case indices
        }
    }

    /// An attached photo.
    struct Media: Codable, TwitterMediaFields {
        var id: Int
        var idStr: String
        var indices: [Int]
        var mediaURL: String
        var mediaURLHttps: String
        var url: String
        var displayURL: String
        var expandedURL: String
        var type: String
        var sizes: MediaSizes
        var sourceStatusID: Int?
        var sourceStatusIDStr: String?

        enum CodingKeys: String, CodingKey {
            case id
            case idStr = "id_str"
            case indices
            case mediaURL = "media_url"
            case mediaURLHttps = "media_url_https"
            case url
            case displayURL = "display_url"
            case expandedURL = "expanded_url"
            case type
            case sizes
            case sourceStatusID = "source_status_id"
            case sourceStatusIDStr = "source_status_id_str"
        }
    }

    /// The renditions of a photo.
    struct MediaSizes: Codable, TwitterMediaSizesFields {
        var medium: MediaSize
        var small: MediaSize
        var thumb: MediaSize
        var large: MediaSize
    }

    /// One rendition of a photo.
    struct MediaSize: Codable, TwitterMediaSizeFields {
        var w: Int
        var h: Int
        var resize: String
    }
}
