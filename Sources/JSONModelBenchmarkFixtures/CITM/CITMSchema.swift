import Foundation
import JSONModelKit

/// citm_catalog.json: 184 events and 243 performances with name tables keyed by id.
enum CITMSchema: FixtureSchema {
    typealias Model = CITMModels.Catalog
    typealias Structure = CITMStructs.Catalog

    static func decodeModel(from data: Data) throws -> CITMModels.Catalog {
        try CITMModels.Catalog.fromJSONData(data)
    }

    static func encode(_ model: CITMModels.Catalog) throws -> Data {
        try model.toJSONData(options: .compact)
    }

    static func summary(of model: CITMModels.Catalog) -> FixtureSummary {
        summary(fields: model)
    }

    static func summary(of structure: CITMStructs.Catalog) -> FixtureSummary {
        summary(fields: structure)
    }

    /// The shared computation: both model sets expose the same fields.
    private static func summary(fields catalog: some CITMCatalogFields) -> FixtureSummary {
        let performances = catalog.performances
        let events = catalog.events.values
        var summary = FixtureSummary()
        summary.add("events.count", catalog.events.count)
        summary.add("performances.count", performances.count)
        summary.add("areaNames.count", catalog.areaNames.count)
        summary.add("areaNames[205705993]", catalog.areaNames["205705993"])
        summary.add("sum(events.id)", events.reduce(0) { $0 &+ $1.id })
        summary.add("count(events.logo != nil)", events.count { $0.logo != nil })
        summary.add("sum(events.topicIds.count)", events.reduce(0) { $0 + $1.topicIds.count })
        summary.add(
            "sum(prices.amount)",
            performances.reduce(0) { total, performance in
                total + performance.prices.reduce(0) { $0 + $1.amount }
            }
        )
        summary.add(
            "sum(areas.areaId)",
            performances.reduce(0) { total, performance in
                total
                    &+ performance.seatCategories.reduce(0) { subtotal, category in
                        subtotal &+ category.areas.reduce(0) { $0 &+ $1.areaId }
                    }
            }
        )
        summary.add("sum(topicSubTopics.count)", catalog.topicSubTopics.values.reduce(0) { $0 + $1.count })
        summary.add("first.venueCode", performances.first?.venueCode)
        summary.add("last.start", performances.last?.start)
        return summary
    }
}

extension CITMSchema: SourcesFixtureSchema {
    static var sources: ModelSources<Model> { .model(CITMModels.Catalog.self) }
}
