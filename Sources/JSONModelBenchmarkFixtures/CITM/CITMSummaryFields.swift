/// The fields of citm_catalog.json that ``CITMSchema``'s summary reads, declared once so that
/// one generic summary serves ``CITMModels`` and ``CITMStructs``.
///
/// Both model sets conform at their declarations, with no code of their own: their stored
/// properties are the witnesses.
///
/// The associated types are named `...Type` because a name equal to the nested class or struct
/// (`Event`) would make the conformances refer to themselves.
protocol CITMCatalogFields: SummarizedDocument {
    associatedtype EventType: CITMEventFields
    associatedtype PerformanceType: CITMPerformanceFields
    var areaNames: [String: String] { get }
    var events: [String: EventType] { get }
    var performances: [PerformanceType] { get }
    var topicSubTopics: [String: [Int]] { get }
}

/// The fields of a show that the summary reads.
protocol CITMEventFields {
    var id: Int { get }
    var logo: String? { get }
    var topicIds: [Int] { get }
}

/// The fields of a performance that the summary reads.
protocol CITMPerformanceFields {
    associatedtype PriceType: CITMPriceFields
    associatedtype SeatCategoryType: CITMSeatCategoryFields
    var prices: [PriceType] { get }
    var seatCategories: [SeatCategoryType] { get }
    var start: Int { get }
    var venueCode: String { get }
}

/// The amount of a price.
protocol CITMPriceFields {
    var amount: Int { get }
}

/// The areas of a seat category.
protocol CITMSeatCategoryFields {
    associatedtype AreaType: CITMAreaFields
    var areas: [AreaType] { get }
}

/// The id of an area.
protocol CITMAreaFields {
    var areaId: Int { get }
}
