import Foundation
import JSONModelKit

/// A fixture schema whose document is a top-level array of models of one class.
///
/// It names that class, so that its default decoding and encoding are generic over the class
/// and specialized for each schema, like the hand-written `arrayFromJSONData` and
/// `toJSONData(options: .compact)` calls they replace. (A method on `Array` reached through a
/// conditional conformance was not specialized, and cost 0.8% of github_events encoding.)
protocol ModelArrayFixtureSchema: FixtureSchema where Model == [Element] {
    /// The class of the array's models.
    associatedtype Element: JSONModel
}

extension ModelArrayFixtureSchema {
    static func decodeModel(from data: Data) throws -> [Element] {
        try Element.arrayFromJSONData(data)
    }

    static func encode(_ model: [Element]) throws -> Data {
        try model.toJSONData(options: .compact)
    }
}
