import Foundation
import JSONModelKit

/// The generated update-center document: about 500 KB, 1,000 plugins keyed by name.
enum UpdateCenterSchema: FixtureSchema {
    typealias Model = UpdateCenterModels.UpdateCenter
    typealias Structure = UpdateCenterStructs.UpdateCenter

    static func decodeModel(from data: Data) throws -> UpdateCenterModels.UpdateCenter {
        try UpdateCenterModels.UpdateCenter.fromJSONData(data)
    }

    static func encode(_ model: UpdateCenterModels.UpdateCenter) throws -> Data {
        try model.toJSONData(options: .compact)
    }

    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    static func summary(of model: UpdateCenterModels.UpdateCenter) -> FixtureSummary {
        summary(fields: model)
    }

    static func summary(of structure: UpdateCenterStructs.UpdateCenter) -> FixtureSummary {
        summary(fields: structure)
    }

    /// Reads the fields the summary needs from either model set.
    private static func summary(fields document: some UpdateCenterFields) -> FixtureSummary {
        summary(
            connectionCheck: document.connectionCheckUrl,
            coreURL: document.core.url,
            generated: document.generationTimestamp,
            deprecations: document.deprecations.mapValues(\.url),
            plugins: document.plugins.mapValues { plugin in
                PluginDigest(
                    name: plugin.name,
                    version: plugin.version,
                    released: plugin.releaseTimestamp,
                    urls: [plugin.url, plugin.wiki, plugin.scm],
                    dependencies: plugin.dependencies.map { "\($0.name)@\($0.version)\($0.optional ? "?" : "")" },
                    labels: plugin.labels,
                    popularity: plugin.popularity,
                    title: plugin.title
                )
            },
            warnings: document.warnings.map { "\($0.id) \($0.url) \($0.versions.map(\.lastVersion))" }
        )
    }

    /// The fields the summary reads, taken from either model set.
    private struct PluginDigest {
        var name: String
        var version: String
        var released: Date
        var urls: [URL?]
        var dependencies: [String]
        var labels: [String]
        var popularity: Int
        var title: String
    }

    private static func summary(
        connectionCheck: URL,
        coreURL: URL,
        generated: Date,
        deprecations: [String: URL],
        plugins: [String: PluginDigest],
        warnings: [String]
    ) -> FixtureSummary {
        let sorted = plugins.sorted { $0.key < $1.key }.map(\.value)
        var summary = FixtureSummary()
        summary.add("connectionCheckUrl", connectionCheck.absoluteString)
        summary.add("core.url", coreURL.absoluteString)
        summary.add("generationTimestamp", generated.timeIntervalSince1970)
        summary.add("plugins.count", plugins.count)
        summary.add("count(key == name)", plugins.count { $0.key == $0.value.name })
        summary.add("hash(versions)", CanonicalJSON.hash(sorted.map(\.version)))
        summary.add("sum(released)", sorted.reduce(0.0) { $0 + $1.released.timeIntervalSince1970 })
        summary.add("hash(urls)", CanonicalJSON.hash(sorted.flatMap(\.urls).map { $0?.absoluteString ?? "nil" }))
        summary.add("hash(dependencies)", CanonicalJSON.hash(sorted.flatMap(\.dependencies)))
        summary.add("hash(labels)", CanonicalJSON.hash(sorted.flatMap(\.labels)))
        summary.add("sum(popularity)", sorted.reduce(0) { $0 + $1.popularity })
        summary.add("hash(titles)", CanonicalJSON.hash(sorted.map(\.title)))
        summary.add(
            "hash(deprecations)",
            CanonicalJSON.hash(deprecations.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.absoluteString)" })
        )
        summary.add("hash(warnings)", CanonicalJSON.hash(warnings))
        summary.add("first.title", sorted.first?.title)
        return summary
    }
}

extension UpdateCenterSchema: SourcesFixtureSchema {
    static var sources: ModelSources<Model> { .model(UpdateCenterModels.UpdateCenter.self) }
}
