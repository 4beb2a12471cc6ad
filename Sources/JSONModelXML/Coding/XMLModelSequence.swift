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

/// A dictionary of models, seen as its entries' key texts and models, whatever its key type
/// (`String`, an integer, an enum with raw values): `value as? [String: JSONModel]` would miss
/// every key type but `String`.
protocol XMLModelDictionary {
    /// The entries, sorted by key text.
    var xmlModelEntries: [(key: String, model: JSONModel)] { get }
}

extension Dictionary: XMLModelDictionary where Value: JSONModel {
    var xmlModelEntries: [(key: String, model: JSONModel)] {
        map { (key: Self.text(of: $0.key), model: $0.value as JSONModel) }.sorted { $0.key < $1.key }
    }

    /// The key's text, as JSONModelKit writes it in JSON: a string as it is, an integer in
    /// decimal, an enum as its raw value's text.
    private static func text(of key: Key) -> String {
        if let string = key as? String { return string }
        if let rawRepresentable = key as? any RawRepresentable { return "\(rawRepresentable.rawValue)" }
        return "\(key)"
    }
}
