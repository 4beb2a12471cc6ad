// swift-tools-version:6.1
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "JSONModelKit",
    // The Apple floor is the Swift 6 runtime (typed throws in generic code); Linux has no floor.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "JSONModelKit", targets: ["JSONModelKit"]),
        .library(name: "JSONModelXML", targets: ["JSONModelXML"]),
        .library(name: "JSONModelOpenAPI", targets: ["JSONModelOpenAPI"]),
        .executable(name: "jsonmodel-demo", targets: ["JSONModelDemo"]),
        // Shared by `jsonmodel-bench` and the separate `Benchmarks/` package.
        .library(name: "JSONModelBenchmarkFixtures", targets: ["JSONModelBenchmarkFixtures"]),
        .executable(name: "jsonmodel-bench", targets: ["JSONModelBench"]),
        .executable(name: "jsonmodel", targets: ["JSONModelCLI"]),
    ],
    targets: [
        .target(name: "JSONModelKit", dependencies: ["CJSONModelSIMD"], swiftSettings: strictSettings),
        // The reader's and writer's vector scanners: header-only `static inline` C that Swift
        // inlines (SSE2 on x86_64, NEON on arm64, scalar elsewhere). Internal: no product.
        .target(name: "CJSONModelSIMD"),
        .target(
            name: "JSONModelXML",
            dependencies: ["JSONModelKit"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "JSONModelOpenAPI",
            dependencies: ["JSONModelKit"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "JSONModelDemo",
            dependencies: ["JSONModelKit", "JSONModelXML"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "JSONModelBenchmarkFixtures",
            // JSONModelXML for the sources-and-sinks check (XML against JSON on the same models).
            dependencies: ["JSONModelKit", "JSONModelXML"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "JSONModelBench",
            dependencies: ["JSONModelKit", "JSONModelBenchmarkFixtures", "JSONModelTestSupport"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "JSONModelGenerator",
            dependencies: ["JSONModelKit"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "JSONModelCLI",
            dependencies: ["JSONModelGenerator"],
            swiftSettings: strictSettings
        ),
        // What several test targets share: running commands and validators.
        .target(
            name: "JSONModelTestSupport",
            path: "Tests/JSONModelTestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "JSONModelKitTests",
            // CJSONModelSIMD: the vector scanners are tested against their scalar reference.
            dependencies: ["JSONModelKit", "CJSONModelSIMD"],
            // Conformance fixtures are read through #filePath, not bundled.
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "JSONModelKitEndToEndTests",
            // The benchmark fixtures' models of the public corpora, for the JSON Schema tests.
            dependencies: ["JSONModelKit", "JSONModelBenchmarkFixtures", "JSONModelTestSupport"],
            // The Python script that validates schemas, run through #filePath.
            exclude: ["SchemaValidator"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "JSONModelXMLTests",
            dependencies: ["JSONModelXML", "JSONModelKit"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "JSONModelXMLEndToEndTests",
            dependencies: ["JSONModelXML", "JSONModelKit"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "JSONModelOpenAPITests",
            dependencies: ["JSONModelOpenAPI", "JSONModelKit", "JSONModelTestSupport"],
            // The Python script that validates documents, run through #filePath.
            exclude: ["OpenAPIValidator"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "JSONModelGeneratorTests",
            dependencies: ["JSONModelGenerator", "JSONModelCLI", "JSONModelKit", "JSONModelTestSupport"],
            // Sample documents, read through #filePath by the tests.
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
