import Foundation
import JSONModelKit

/// citm_catalog.json: 184 events and 243 performances with name tables keyed by id.
enum CITMSchema: FixtureSchema {
    typealias Model = CITMModels.Catalog
    typealias Structure = CITMStructs.Catalog
}

extension CITMSchema: SourcesFixtureSchema {}

extension CITMCatalogFields {
    /// The summary of either model set: both expose the fields it reads.
    var fixtureSummary: FixtureSummary {
        let events = self.events.values
        var summary = FixtureSummary()
        summary.add("events.count", self.events.count)
        summary.add("performances.count", performances.count)
        summary.add("areaNames.count", areaNames.count)
        summary.add("areaNames[205705993]", areaNames["205705993"])
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
        summary.add("sum(topicSubTopics.count)", topicSubTopics.values.reduce(0) { $0 + $1.count })
        summary.add("first.venueCode", performances.first?.venueCode)
        summary.add("last.start", performances.last?.start)
        return summary
    }
}
