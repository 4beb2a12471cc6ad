import Foundation
import JSONModelKit
import JSONModelXML

/// The generated feed as JSONModel classes, laid out for XML with JSONModelXML's wrappers.
public final class FeedModel: JSONModel {
    override public class var xmlRootTag: String { "feed" }

    @XMLAttribute public var version = ""
    public var title = ""
    @ISO8601 public var updated = Date()
    @XMLInline(itemTag: "entry") public var entries: [FeedEntryModel] = []
}

/// One entry of the feed.
public final class FeedEntryModel: JSONModel {
    override public class var xmlRootTag: String { "entry" }

    @XMLAttribute public var id = 0
    @XMLAttribute public var lang = ""
    public var title = ""
    public var author = FeedAuthorModel()
    @ISO8601 public var published = Date()
    public var link: URL? = nil
    public var summary = ""
    public var rating = 0.0
    public var views = 0
    public var draft = false
    @XMLItem("category") public var categories: [String] = []
}

/// The author of an entry.
public final class FeedAuthorModel: JSONModel {
    override public class var xmlRootTag: String { "author" }

    public var name = ""
    public var email = ""
}
