import Foundation
import JSONModelKit

/// The generated update-center document: about 500 KB, 1,000 plugins keyed by name.
enum UpdateCenterSchema: FixtureSchema {
    typealias Model = UpdateCenterModels.UpdateCenter
    typealias Structure = UpdateCenterStructs.UpdateCenter

    static let datesAreISO8601 = true
}

extension UpdateCenterSchema: SourcesFixtureSchema {}

extension UpdateCenterFields {
    /// The summary of either model set: both expose the fields it reads.
    var fixtureSummary: FixtureSummary {
        let sorted = plugins.sorted { $0.key < $1.key }.map(\.value)
        let urls: [URL?] = sorted.flatMap { [$0.url, $0.wiki, $0.scm] }
        let dependencies = sorted.flatMap { plugin in
            plugin.dependencies.map { "\($0.name)@\($0.version)\($0.optional ? "?" : "")" }
        }
        var summary = FixtureSummary()
        summary.add("connectionCheckUrl", connectionCheckUrl.absoluteString)
        summary.add("core.url", core.url.absoluteString)
        summary.add("generationTimestamp", generationTimestamp.timeIntervalSince1970)
        summary.add("plugins.count", plugins.count)
        summary.add("count(key == name)", plugins.count { $0.key == $0.value.name })
        summary.add("hash(versions)", CanonicalJSON.hash(sorted.map(\.version)))
        summary.add("sum(released)", sorted.reduce(0.0) { $0 + $1.releaseTimestamp.timeIntervalSince1970 })
        summary.add("hash(urls)", CanonicalJSON.hash(urls.map { $0?.absoluteString ?? "nil" }))
        summary.add("hash(dependencies)", CanonicalJSON.hash(dependencies))
        summary.add("hash(labels)", CanonicalJSON.hash(sorted.flatMap(\.labels)))
        summary.add("sum(popularity)", sorted.reduce(0) { $0 + $1.popularity })
        summary.add("hash(titles)", CanonicalJSON.hash(sorted.map(\.title)))
        summary.add(
            "hash(deprecations)",
            CanonicalJSON.hash(
                deprecations.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.url.absoluteString)" }
            )
        )
        summary.add(
            "hash(warnings)",
            CanonicalJSON.hash(warnings.map { "\($0.id) \($0.url) \($0.versions.map(\.lastVersion))" })
        )
        summary.add("first.title", sorted.first?.title)
        return summary
    }
}
