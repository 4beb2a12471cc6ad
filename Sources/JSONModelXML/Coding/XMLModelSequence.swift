import JSONModelKit

/// An array or set of models, seen as `[JSONModel]` without a cast of each element.
///
/// `value as? [JSONModel]` on an `[M]` casts and copies element by element; a conformance
/// check is one cached lookup per type.
protocol XMLModelSequence {
    /// The models, in the collection's order.
    var xmlModels: [JSONModel] { get }
}

extension Array: XMLModelSequence where Element: JSONModel {
    var xmlModels: [JSONModel] { self }
}

extension Set: XMLModelSequence where Element: JSONModel {
    var xmlModels: [JSONModel] { map { $0 } }
}
