import Foundation
import JSONModelKit
import JSONModelXML

/// The sources and sinks of a fixture's JSONModelKit result besides JSON text: XML, Foundation
/// dictionaries and the `Codable` bridge.
///
/// A schema whose document is one model uses ``model(_:)``; one whose document is an array of
/// models uses ``array(_:)``, which calls the array entry points (`arrayFromXMLData`,
/// `arrayFromDictionaries`, `toDictionaries`).
///
/// ```swift
/// let sources = ModelSources.array(GeneratedModels.Order.self)
/// let orders = try sources.decodeXML(try sources.encodeXML(try GeneratedSchema.decodeModel(from: data)))
/// ```
struct ModelSources<Model> {
    /// Decodes the document from XML.
    let decodeXML: (Data) throws -> Model
    /// Encodes the document as XML, compact.
    let encodeXML: (Model) throws -> Data
    /// Decodes the document from what `JSONSerialization.jsonObject` returns for its JSON.
    let decodeFoundationValue: (Any) throws -> Model
    /// Encodes the document as Foundation values: a dictionary, or an array of dictionaries.
    let encodeFoundationValue: (Model) throws -> Any
    /// Decodes the document through `Codable`: `JSONDecoder().decode(Model.self, from:)`.
    let decodeWithJSONDecoder: (JSONDecoder, Data) throws -> Model
    /// Encodes the document through `Codable`: `JSONEncoder().encode(model)`.
    let encodeWithJSONEncoder: (JSONEncoder, Model) throws -> Data
}

extension ModelSources {
    /// The sources of a document that is one model of `modelClass`.
    ///
    /// - Parameter modelClass: The document's model class.
    /// - Returns: Closures over `fromXMLData`, `toXMLData`, `fromDictionary`, `toDictionary` and
    ///   the model's `Codable` conformance.
    static func model<Root: JSONModel>(_ modelClass: Root.Type) -> ModelSources<Root> {
        ModelSources<Root>(
            decodeXML: { data in try Root.fromXMLData(data, options: .compactXML) },
            encodeXML: { model in try model.toXMLData(options: .compactXML) },
            decodeFoundationValue: { value in
                guard let dictionary = value as? [String: Any] else {
                    throw UnexpectedFoundationValue(expected: "[String: Any]", found: "\(type(of: value))")
                }
                return try Root.fromDictionary(dictionary)
            },
            encodeFoundationValue: { model in try model.toDictionary() },
            decodeWithJSONDecoder: { decoder, data in try decoder.decode(Root.self, from: data) },
            encodeWithJSONEncoder: { encoder, model in try encoder.encode(model) }
        )
    }

    /// The sources of a document that is an array of models of `elementClass`.
    ///
    /// - Parameter elementClass: The element's model class.
    /// - Returns: Closures over `arrayFromXMLData`, `[Model].toXMLString` (as UTF-8 data),
    ///   `arrayFromDictionaries`, `toDictionaries` and the array's `Codable` conformance.
    static func array<Element: JSONModel>(_ elementClass: Element.Type) -> ModelSources<[Element]> {
        ModelSources<[Element]>(
            decodeXML: { data in try Element.arrayFromXMLData(data, options: .compactXML) },
            // Arrays have no `toXMLData`; the string's UTF-8 view is copied into the `Data`.
            encodeXML: { models in Data(try models.toXMLString(options: .compactXML).utf8) },
            decodeFoundationValue: { value in
                guard let dictionaries = value as? [[String: Any]] else {
                    throw UnexpectedFoundationValue(expected: "[[String: Any]]", found: "\(type(of: value))")
                }
                return try Element.arrayFromDictionaries(dictionaries)
            },
            encodeFoundationValue: { models in try models.toDictionaries() },
            decodeWithJSONDecoder: { decoder, data in try decoder.decode([Element].self, from: data) },
            encodeWithJSONEncoder: { encoder, models in try encoder.encode(models) }
        )
    }
}

/// `JSONSerialization` returned another kind of value than the document's root.
private struct UnexpectedFoundationValue: Error, CustomStringConvertible {
    let expected: String
    /// The type of the value found.
    let found: String

    var description: String {
        "expected \(expected) from JSONSerialization, found \(found)"
    }
}

extension XMLOptions {
    /// Compact output in every build (the default is indented in DEBUG builds), like
    /// `EncodingOptions.compact` for JSON.
    static let compactXML = XMLOptions(prettyPrinted: false)
}
