import Foundation
import XMLCoder

/// The generated feed as Codable structs for XMLCoder: the same fields, with the attributes
/// declared through `DynamicNodeEncoding` and the category list wrapped in its own type, as
/// XMLCoder needs.
public struct FeedStruct: Codable, DynamicNodeEncoding, Sendable {
    public var version: String
    public var title: String
    public var updated: Date
    public var entry: [FeedEntryStruct]

    public static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding {
        key.stringValue == "version" ? .attribute : .element
    }
}

/// One entry of the feed.
public struct FeedEntryStruct: Codable, DynamicNodeEncoding, Sendable {
    public var id: Int
    public var lang: String
    public var title: String
    public var author: FeedAuthorStruct
    public var published: Date
    public var link: URL?
    public var summary: String
    public var rating: Double
    public var views: Int
    public var draft: Bool
    public var categories: FeedCategoriesStruct

    public static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding {
        key.stringValue == "id" || key.stringValue == "lang" ? .attribute : .element
    }
}

/// The author of an entry.
public struct FeedAuthorStruct: Codable, Sendable {
    public var name: String
    public var email: String
}

/// The wrapper element of an entry's categories.
public struct FeedCategoriesStruct: Codable, Sendable {
    public var category: [String]
}
