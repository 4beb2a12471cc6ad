/// The fields of twitter.json that ``TwitterSchema``'s summary reads, declared once so that one
/// generic summary serves ``TwitterModels`` and ``TwitterStructs``.
///
/// Both model sets conform at their declarations, with no code of their own: their stored
/// properties are the witnesses.
///
/// The associated types are named `...Type` because a name equal to the nested class or struct
/// (`User`) would make the conformances refer to themselves.
protocol TwitterSearchResultFields: SummarizedDocument {
    associatedtype StatusType: TwitterStatusFields
    associatedtype SearchMetadataType: TwitterSearchMetadataFields
    var statuses: [StatusType] { get }
    var searchMetadata: SearchMetadataType { get }
}

/// The paging fields of a search result that the summary reads.
protocol TwitterSearchMetadataFields {
    var maxIDStr: String { get }
    var completedIn: Double { get }
}

/// The fields of a tweet that the summary reads.
protocol TwitterStatusFields {
    associatedtype UserType: TwitterUserFields
    associatedtype EntitiesType: TwitterStatusEntitiesFields
    var id: Int { get }
    var text: String { get }
    var inReplyToStatusID: Int? { get }
    var possiblySensitive: Bool? { get }
    var user: UserType { get }
    var entities: EntitiesType { get }
    var retweetedStatus: Self? { get }
}

/// The fields of an account that the summary reads.
protocol TwitterUserFields {
    associatedtype EntitiesType: TwitterUserEntitiesFields
    var followersCount: Int { get }
    var screenName: String { get }
    var profileBannerURL: String? { get }
    var entities: EntitiesType { get }
}

/// The links of a profile: the summary only counts whether `url` is there.
protocol TwitterUserEntitiesFields {
    associatedtype URLListType
    var url: URLListType? { get }
}

/// The entities of a tweet that the summary reads.
protocol TwitterStatusEntitiesFields {
    associatedtype UserMentionType: TwitterUserMentionFields
    associatedtype MediaType: TwitterMediaFields
    var userMentions: [UserMentionType] { get }
    var media: [MediaType]? { get }
}

/// A mention's position in the text.
protocol TwitterUserMentionFields {
    var indices: [Int] { get }
}

/// A photo's renditions.
protocol TwitterMediaFields {
    associatedtype SizesType: TwitterMediaSizesFields
    var sizes: SizesType { get }
}

/// The large rendition of a photo.
protocol TwitterMediaSizesFields {
    associatedtype SizeType: TwitterMediaSizeFields
    var large: SizeType { get }
}

/// The width of a rendition.
protocol TwitterMediaSizeFields {
    var w: Int { get }
}
