// swift-tools-version:6.1
import PackageDescription

// The runtime-metadata tests of JSONModelKitTests (field lists, field slots, vtable slots, enum
// case counts, type-name lookup, hook members), built with -O as users build their apps: -O
// inlines and merges identical function bodies, which debug builds never do. A package of its
// own so that CI compiles JSONModelKit and these six suites in release, not the whole test
// suite (the sources are links to the files in Tests/JSONModelKitTests, so there is one copy).
//
//   swift test --package-path .ci/release-metadata -c release -Xswiftc -enable-testing

let package = Package(
    name: "ReleaseMetadataChecks",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [.package(name: "JSONModelKit", path: "../..")],
    targets: [
        .testTarget(
            name: "JSONModelKitTests",  // the name the type-name lookup tests expect
            dependencies: [.product(name: "JSONModelKit", package: "JSONModelKit")],
            swiftSettings: [
                .enableUpcomingFeature("MemberImportVisibility"),
                .enableUpcomingFeature("ExistentialAny"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
