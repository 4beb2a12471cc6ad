import Foundation
import JSONModelGenerator
import JSONModelTestSupport
import Testing

/// Compiles generated models in a temporary package and round-trips every sample through them.
///
/// Generates models from the committed fixtures (and from twitter.json, citm_catalog.json and
/// canada.json when `JSONMODELKIT_CORPUS` is set), compiles them in a temporary package against
/// this library, and checks that every sample decodes and re-encodes to the same JSON, and that
/// the compiled code reports the JSON Schema the generator wrote (`--schema`). Some modules are
/// compiled with MainActor as their default isolation, as app targets are; the same package
/// also builds a hand-written app module, one without reflection metadata, one that declares
/// types named like the short wrapper names (`AppTargetSources`), and the JSONModelKit samples
/// of the migration guides (`MigrationGuideSamples`).
///
/// One package build for all cases: about one to two minutes, most of it compiling
/// JSONModelKit itself.
@Suite(
    "Generated models round-trip their samples",
    // The work happens in a separately built package and its child processes, which the
    // sanitizers do not instrument: CI runs it once, in the plain run, not again under each.
    .enabled(if: ProcessInfo.processInfo.environment["JSONMODELKIT_SANITIZER"] == nil)
)
struct EndToEndTests {
    /// The cases: fixtures in both styles and without dates, and the corpora when available.
    static func cases() throws -> [RoundTripPackage.Case] {
        let library = try TestPaths.fixtureSamples("Library")
        let events = try TestPaths.fixtureSamples("Events")
        // The first 30 orders of the benchmarks' deterministic generated fixture (the medium
        // size of `generatedFixture` in JSONModelBenchmarkFixtures), committed as text.
        let orders = try TestPaths.fixtureSamples("Orders")
        var cases: [RoundTripPackage.Case] = [
            .init(module: "LibraryClasses", options: .init(rootName: "Library"), samples: library),
            .init(module: "LibraryStructs", options: .init(rootName: "Library", style: .structs), samples: library),
            .init(module: "LibraryNoDates", options: .init(rootName: "Library", infersDates: false), samples: library),
            .init(
                module: "LibraryMainActorClasses",
                options: .init(rootName: "Library"),
                samples: library,
                isMainActorByDefault: true
            ),
            .init(
                module: "LibraryMainActorStructs",
                options: .init(rootName: "Library", style: .structs),
                samples: library,
                isMainActorByDefault: true
            ),
            .init(module: "EventClasses", options: .init(rootName: "Event"), samples: events),
            .init(module: "EventStructs", options: .init(rootName: "Event", style: .structs), samples: events),
            .init(module: "OrderClasses", options: .init(rootName: "Order"), samples: orders),
            .init(module: "OrderStructs", options: .init(rootName: "Order", style: .structs), samples: orders),
        ]
        // Documents that are not objects (Fixtures/Values): each gives a root typealias.
        let values = try TestPaths.fixtureSamples("Values")
        let value = { (name: String) in values.filter { $0.lastPathComponent == name } }
        cases += [
            .init(module: "ReadingsValues", options: .init(rootName: "Readings"), samples: value("readings.json")),
            .init(module: "GridValues", options: .init(rootName: "Grid"), samples: value("grid.json")),
            .init(module: "MixedValues", options: .init(rootName: "Mixed"), samples: value("mixed.json")),
            .init(module: "RecordsValues", options: .init(rootName: "Records"), samples: value("records.json")),
            .init(
                module: "RecordsStructs",
                options: .init(rootName: "Records", style: .structs),
                samples: value("records.json")
            ),
            .init(module: "MomentValues", options: .init(rootName: "Moment"), samples: value("moment.json")),
        ]
        if let corpus = TestPaths.corpus {
            let file = { (name: String) in corpus.appendingPathComponent(name) }
            cases += [
                .init(module: "TwitterClasses", options: .init(rootName: "Timeline"), samples: [file("twitter.json")]),
                .init(
                    module: "TwitterStructs",
                    options: .init(rootName: "Timeline", style: .structs),
                    samples: [file("twitter.json")]
                ),
                .init(
                    module: "CatalogClasses",
                    options: .init(rootName: "Catalog"),
                    samples: [file("citm_catalog.json")]
                ),
                .init(module: "CanadaClasses", options: .init(rootName: "Canada"), samples: [file("canada.json")]),
                .init(
                    module: "CanadaStructs",
                    options: .init(rootName: "Canada", style: .structs),
                    samples: [file("canada.json")]
                ),
            ]
        }
        return cases
    }

    @Test("every sample decodes and re-encodes to equal JSON; the generated schema is the compiled code's")
    func generatedModelsRoundTrip() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("jsonmodel-roundtrip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let package = RoundTripPackage(directory: directory, cases: try Self.cases())
        try package.write(libraryRoot: TestPaths.repositoryRoot)

        let scratch = directory.appendingPathComponent(".build").path
        let build = try ProcessRunner.run([
            "swift", "build", "--package-path", directory.path, "--scratch-path", scratch, "--product",
            "RoundTripRunner",
        ])
        try #require(
            build.status == 0,
            "the generated models do not compile:\n\((build.output + build.errorOutput).suffix(6000))"
        )

        let run = try ProcessRunner.run([scratch + "/debug/RoundTripRunner"])
        let lines = run.output.split(separator: "\n").map(String.init)
        for name in package.checkNames {
            #expect(lines.contains("PASS \(name)"), "\(name) did not round-trip:\n\(run.output)")
        }
        #expect(!lines.contains { $0.hasPrefix("FAIL") }, "\(run.output)")
        #expect(run.status == 0, "\(run.errorOutput)")
    }
}
