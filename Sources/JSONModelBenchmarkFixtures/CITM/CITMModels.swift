import Foundation
import JSONModelKit

/// citm_catalog.json as `JSONModel` classes.
///
/// Every member of every object of the document (its 35 key paths), so that the benchmarks
/// measure full models (`CorpusModelCoverageTests` checks it); the objects keyed by id
/// (`areaNames`, `events`, `topicSubTopics`...) are dictionaries, as their keys are data. The
/// same fields as ``CITMStructs``. The document's keys are camelCase, so every class keeps
/// property names unchanged instead of the default snake_case.
enum CITMModels {
    /// The top-level document: a ticketing catalog with lookup tables by id.
    final class Catalog: JSONModel, CITMCatalogFields {
        override class var keyStyle: KeyStyle { .unchanged }

        var areaNames: [String: String] = [:]
        var audienceSubCategoryNames: [String: String] = [:]
        var blockNames: [String: String] = [:]
        var events: [String: Event] = [:]
        var performances: [Performance] = []
        var seatCategoryNames: [String: String] = [:]
        var subTopicNames: [String: String] = [:]
        var subjectNames: [String: String] = [:]
        var topicNames: [String: String] = [:]
        var topicSubTopics: [String: [Int]] = [:]
        var venueNames: [String: String] = [:]
    }

    /// A show; `description`, `subjectCode` and `subtitle` are null in every event.
    final class Event: JSONModel, CITMEventFields {
        override class var keyStyle: KeyStyle { .unchanged }

        var description: String? = nil
        var id = 0
        var logo: String? = nil
        var name = ""
        var subTopicIds: [Int] = []
        var subjectCode: String? = nil
        var subtitle: String? = nil
        var topicIds: [Int] = []
    }

    /// One date of an event at a venue.
    final class Performance: JSONModel, CITMPerformanceFields {
        override class var keyStyle: KeyStyle { .unchanged }

        var eventId = 0
        var id = 0
        var logo: String? = nil
        var name: String? = nil
        var prices: [Price] = []
        var seatCategories: [SeatCategory] = []
        var seatMapImage: String? = nil
        var start = 0
        var venueCode = ""
    }

    /// A price for one seat category and audience.
    final class Price: JSONModel, CITMPriceFields {
        override class var keyStyle: KeyStyle { .unchanged }

        var amount = 0
        var audienceSubCategoryId = 0
        var seatCategoryId = 0
    }

    /// The areas a seat category covers.
    final class SeatCategory: JSONModel, CITMSeatCategoryFields {
        override class var keyStyle: KeyStyle { .unchanged }

        var areas: [Area] = []
        var seatCategoryId = 0
    }

    /// An area of a venue.
    final class Area: JSONModel, CITMAreaFields {
        override class var keyStyle: KeyStyle { .unchanged }

        var areaId = 0
        var blockIds: [Int] = []
    }
}
