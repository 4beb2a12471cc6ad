// swift-tools-version:6.2
import PackageDescription

// A separate package so that the root package stays dependency-free: only apps that serve
// JSONModelKit models over Hummingbird bring in Hummingbird and SwiftNIO.

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "JSONModelHummingbird",
    // The root package's floor (the Swift 6 runtime); Hummingbird needs less.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "JSONModelHummingbird", targets: ["JSONModelHummingbird"]),
        .executable(name: "todo-server", targets: ["TodoServer"]),
    ],
    dependencies: [
        .package(name: "JSONModelKit", path: "../.."),
        // The example server's models, store and command line, shared with JSONModelVapor's.
        .package(path: "../TodoExampleShared"),
        // FullFoundation only: the ConfigurationSupport trait would build swift-configuration,
        // which nothing here uses.
        .package(
            url: "https://github.com/hummingbird-project/hummingbird.git",
            from: "2.28.1",
            traits: ["FullFoundation"]
        ),
        // Already in Hummingbird's graph; named here because the module imports them directly.
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0", traits: []),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.14.0"),
    ],
    targets: [
        .target(
            name: "JSONModelHummingbird",
            dependencies: [
                .product(name: "JSONModelKit", package: "JSONModelKit"),
                .product(name: "JSONModelOpenAPI", package: "JSONModelKit"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TodoExample",
            dependencies: [
                "JSONModelHummingbird",
                .product(name: "TodoExampleShared", package: "TodoExampleShared"),
                .product(name: "JSONModelKit", package: "JSONModelKit"),
                .product(name: "JSONModelOpenAPI", package: "JSONModelKit"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "TodoServer",
            dependencies: [
                "TodoExample",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "JSONModelHummingbirdTests",
            dependencies: [
                "JSONModelHummingbird",
                "TodoExample",
                .product(name: "JSONModelKit", package: "JSONModelKit"),
                .product(name: "JSONModelOpenAPI", package: "JSONModelKit"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
