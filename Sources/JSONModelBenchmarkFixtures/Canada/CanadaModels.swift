import Foundation
import JSONModelKit

/// canada.json as `JSONModel` classes.
///
/// Every member of every object of the document (its 8 key paths; `CorpusModelCoverageTests`
/// checks it), the same fields as ``CanadaStructs``: a GeoJSON feature collection whose single
/// feature holds about 111,000 coordinate pairs.
enum CanadaModels {
    /// The top-level document.
    final class FeatureCollection: JSONModel {
        var type = ""
        var features: [Feature] = []
    }

    /// A named shape.
    final class Feature: JSONModel {
        var type = ""
        var properties = Properties()
        var geometry = Geometry()
    }

    /// A feature's attributes.
    final class Properties: JSONModel {
        var name = ""
    }

    /// A polygon: rings of `[longitude, latitude]` pairs.
    final class Geometry: JSONModel {
        var type = ""
        var coordinates: [[[Double]]] = []
    }
}
