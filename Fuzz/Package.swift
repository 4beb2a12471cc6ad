// swift-tools-version:6.1
import Foundation
import PackageDescription

// libFuzzer targets for JSONModelKit, kept out of the library's own package. Build and run one
// with `Scripts/fuzz.sh <Target> <seconds>` (see README.md). By hand:
//   swift build -c release --sanitize=fuzzer --sanitize=address \
//       -Xswiftc -sanitize=fuzzer,address --product FuzzJSONReader
// (`-Xswiftc -sanitize=fuzzer` alone silently builds a binary without libFuzzer's driver, and the
// two --sanitize flags alone build one without coverage instrumentation: swiftc keeps only the
// last `-sanitize=`.)

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("ExistentialAny"),
]

/// The library's vector scanner header folder, for FuzzVectorScan.
let simdHeaders = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("../Sources/CJSONModelSIMD/include")
    .standardized.path

let package = Package(
    name: "JSONModelKitFuzz",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        .package(name: "JSONModelKit", path: "..")
    ],
    targets: [
        // The model graph and the byte source shared by the model targets.
        .target(
            name: "FuzzSupport",
            dependencies: [.product(name: "JSONModelKit", package: "JSONModelKit")],
            swiftSettings: strictSettings
        ),
        // The vector scanners against their scalar reference (C, like them). The library keeps
        // them in an internal target that is no product, so their header is found by path.
        .executableTarget(
            name: "FuzzVectorScan",
            cSettings: [.unsafeFlags(["-I", simdHeaders])]
        ),
        // The XML reader and coder (the JSONModelXML module) on arbitrary bytes.
        .executableTarget(
            name: "FuzzXMLReader",
            dependencies: [
                "FuzzSupport",
                .product(name: "JSONModelKit", package: "JSONModelKit"),
                .product(name: "JSONModelXML", package: "JSONModelKit"),
            ],
            swiftSettings: strictSettings
        ),
    ]
        + [
            "FuzzJSONReader", "FuzzModelDecode", "FuzzRoundTrip", "FuzzDifferential", "FuzzOnePass", "FuzzPattern",
        ].map { name in
            // One executable per fuzz target. Each defines `LLVMFuzzerTestOneInput` and has no
            // main.swift: libFuzzer supplies `main`.
            .executableTarget(
                name: name,
                dependencies: ["FuzzSupport", .product(name: "JSONModelKit", package: "JSONModelKit")],
                swiftSettings: strictSettings
            )
        },
    swiftLanguageModes: [.v6]
)
