/// canada.json as Codable structs for Foundation's `JSONDecoder` and `JSONEncoder`.
///
/// The same fields as ``CanadaModels``.
enum CanadaStructs {
    /// The top-level document.
    struct FeatureCollection: Codable {
        var type: String
        var features: [Feature]
    }

    /// A named shape.
    struct Feature: Codable {
        var type: String
        var properties: Properties
        var geometry: Geometry
    }

    /// A feature's attributes.
    struct Properties: Codable {
        var name: String
    }

    /// A polygon: rings of `[longitude, latitude]` pairs.
    struct Geometry: Codable {
        var type: String
        var coordinates: [[[Double]]]
    }
}
