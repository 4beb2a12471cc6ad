// swift-tools-version:6.1
import PackageDescription

// JSONModelKit against Foundation with ordo-one's package-benchmark, kept out of the library's
// own package so that it stays free of dependencies. Run from this directory:
//   swift package benchmark                      (all)
//   swift package benchmark --filter 'twitter-.*'   (a regex over whole names: <fixture>-<operation>-<library>)
// The public corpora come from $JSONMODELKIT_CORPUS (or ../../shared/data); generated fixtures
// always run.

let package = Package(
    name: "JSONModelKitBenchmarks",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        .package(name: "JSONModelKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Fixture loading and registration shared by the benchmark targets.
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "JSONModelBenchmarkFixtures", package: "JSONModelKit"),
            ]
        )
    ]
        + ["Decoding", "Encoding", "Parsing"].map { area in
            // One benchmark executable per area, in Benchmarks/<area>, as the plugin expects.
            .executableTarget(
                name: area,
                dependencies: [
                    "BenchmarkSupport",
                    .product(name: "Benchmark", package: "benchmark"),
                ],
                path: "Benchmarks/\(area)",
                plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
            )
        },
    swiftLanguageModes: [.v6]
)
