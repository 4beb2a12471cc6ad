/// citm_catalog.json as Codable structs for Foundation's `JSONDecoder` and `JSONEncoder`.
///
/// The same fields as ``CITMModels``; the keys match the property names.
enum CITMStructs {
    /// The top-level document: a ticketing catalog with lookup tables by id.
    struct Catalog: Codable, CITMCatalogFields {
        var areaNames: [String: String]
        var audienceSubCategoryNames: [String: String]
        var blockNames: [String: String]
        var events: [String: Event]
        var performances: [Performance]
        var seatCategoryNames: [String: String]
        var subTopicNames: [String: String]
        var subjectNames: [String: String]
        var topicNames: [String: String]
        var topicSubTopics: [String: [Int]]
        var venueNames: [String: String]
    }

    /// A show; `description`, `subjectCode` and `subtitle` are null in every event.
    struct Event: Codable, CITMEventFields {
        var description: String?
        var id: Int
        var logo: String?
        var name: String
        var subTopicIds: [Int]
        var subjectCode: String?
        var subtitle: String?
        var topicIds: [Int]
    }

    /// One date of an event at a venue.
    struct Performance: Codable, CITMPerformanceFields {
        var eventId: Int
        var id: Int
        var logo: String?
        var name: String?
        var prices: [Price]
        var seatCategories: [SeatCategory]
        var seatMapImage: String?
        var start: Int
        var venueCode: String
    }

    /// A price for one seat category and audience.
    struct Price: Codable, CITMPriceFields {
        var amount: Int
        var audienceSubCategoryId: Int
        var seatCategoryId: Int
    }

    /// The areas a seat category covers.
    struct SeatCategory: Codable, CITMSeatCategoryFields {
        var areas: [Area]
        var seatCategoryId: Int
    }

    /// An area of a venue.
    struct Area: Codable, CITMAreaFields {
        var areaId: Int
        var blockIds: [Int]
    }
}
