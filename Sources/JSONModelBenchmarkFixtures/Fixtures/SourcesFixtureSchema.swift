/// A fixture schema whose JSONModelKit result can also be read from and written to XML,
/// Foundation dictionaries and `Codable`, for ``SourcesCheck``.
protocol SourcesFixtureSchema: FixtureSchema {
    /// The document's other sources and sinks, on the same models as ``FixtureSchema/decodeModel(from:)``.
    static var sources: ModelSources<Model> { get }
}
