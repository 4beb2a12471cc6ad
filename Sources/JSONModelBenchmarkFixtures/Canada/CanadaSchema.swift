import Foundation
import JSONModelKit

/// canada.json: numbers, almost nothing else, so it measures the float parser and printer.
enum CanadaSchema: FixtureSchema {
    typealias Model = CanadaModels.FeatureCollection
    typealias Structure = CanadaStructs.FeatureCollection

    static func summary(of model: CanadaModels.FeatureCollection) -> FixtureSummary {
        summary(
            type: model.type,
            features: model.features.map { ($0.properties.name, $0.geometry.type, $0.geometry.coordinates) }
        )
    }

    static func summary(of structure: CanadaStructs.FeatureCollection) -> FixtureSummary {
        summary(
            type: structure.type,
            features: structure.features.map { ($0.properties.name, $0.geometry.type, $0.geometry.coordinates) }
        )
    }

    /// The shared computation: both shapes reduce to the same tuples.
    private static func summary(
        type: String,
        features: [(name: String, geometryType: String, coordinates: [[[Double]]])]
    ) -> FixtureSummary {
        let rings = features.flatMap(\.coordinates)
        let points = rings.flatMap { $0 }
        var summary = FixtureSummary()
        summary.add("type", type)
        summary.add("features.count", features.count)
        summary.add("first.name", features.first?.name)
        summary.add("first.geometryType", features.first?.geometryType)
        summary.add("rings.count", rings.count)
        summary.add("points.count", points.count)
        // Both parsers must round correctly, so the sums match bit for bit.
        summary.add("sum(longitude)", points.reduce(0.0) { $0 + ($1.first ?? 0) })
        summary.add("sum(latitude)", points.reduce(0.0) { $0 + ($1.last ?? 0) })
        summary.add("last.point", points.last.map { "\($0)" })
        return summary
    }
}

extension CanadaSchema: SourcesFixtureSchema {}
