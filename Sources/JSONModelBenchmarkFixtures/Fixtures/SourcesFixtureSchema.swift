import JSONModelKit

/// A fixture schema whose JSONModelKit result can also be read from and written to XML,
/// Foundation dictionaries and `Codable`, for ``SourcesCheck``.
///
/// A schema of one model or of an array of models gets its ``sources`` from its model class.
protocol SourcesFixtureSchema: FixtureSchema {
    /// The document's other sources and sinks, on the same models as ``FixtureSchema/decodeModel(from:)``.
    static var sources: ModelSources<Model> { get }
}

extension SourcesFixtureSchema where Model: JSONModel {
    static var sources: ModelSources<Model> { .model(Model.self) }
}

extension SourcesFixtureSchema where Self: ModelArrayFixtureSchema {
    static var sources: ModelSources<Model> { .array(Element.self) }
}
