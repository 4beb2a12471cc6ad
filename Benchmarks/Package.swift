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
    products: [
        .executable(name: "xml-bench", targets: ["XMLBench"])
    ],
    dependencies: [
        .package(name: "JSONModelKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // The XML baseline: Codable structs with XMLCoder.
        .package(url: "https://github.com/CoreOffice/XMLCoder", exact: "0.18.2"),
    ],
    targets: [
        // Fixture loading and registration shared by the benchmark targets.
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "JSONModelBenchmarkFixtures", package: "JSONModelKit"),
            ]
        ),
        // The XML feed: generator, models for both libraries, the measured operations.
        .target(
            name: "XMLFeedFixtures",
            dependencies: [
                .product(name: "JSONModelKit", package: "JSONModelKit"),
                .product(name: "JSONModelXML", package: "JSONModelKit"),
                .product(name: "XMLCoder", package: "XMLCoder"),
            ]
        ),
        // `swift run -c release xml-bench`: a quick table against XMLCoder.
        .executableTarget(name: "XMLBench", dependencies: ["XMLFeedFixtures"]),
        // JSONModelXML against XMLCoder, in Benchmarks/XML.
        .executableTarget(
            name: "XML",
            dependencies: [
                "XMLFeedFixtures",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/XML",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
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
