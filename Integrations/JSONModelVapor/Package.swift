// swift-tools-version:6.2
import PackageDescription

// A separate package so that the root package stays dependency-free: only apps that serve
// JSONModelKit models over Vapor bring in Vapor and SwiftNIO.

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "JSONModelVapor",
    // The root package's floor (the Swift 6 runtime); Vapor needs less.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "JSONModelVapor", targets: ["JSONModelVapor"]),
        .executable(name: "todo-server-vapor", targets: ["VaporTodoServer"]),
    ],
    dependencies: [
        .package(name: "JSONModelKit", path: "../.."),
        // The example server's models, store and command line, shared with JSONModelHummingbird's.
        .package(path: "../TodoExampleShared"),
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
        // Already in Vapor's graph; named here because the modules import them directly.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.14.0"),
        // The tests' HTTP client, also in Vapor's graph.
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
    ],
    targets: [
        .target(
            name: "JSONModelVapor",
            dependencies: [
                .product(name: "JSONModelKit", package: "JSONModelKit"),
                .product(name: "JSONModelOpenAPI", package: "JSONModelKit"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "VaporTodoExample",
            dependencies: [
                "JSONModelVapor",
                .product(name: "TodoExampleShared", package: "TodoExampleShared"),
                .product(name: "JSONModelKit", package: "JSONModelKit"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "VaporTodoServer",
            dependencies: [
                "VaporTodoExample",
                .product(name: "TodoExampleShared", package: "TodoExampleShared"),
                .product(name: "Vapor", package: "vapor"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "JSONModelVaporTests",
            dependencies: [
                "JSONModelVapor",
                "VaporTodoExample",
                .product(name: "TodoExampleShared", package: "TodoExampleShared"),
                .product(name: "JSONModelKit", package: "JSONModelKit"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "VaporTesting", package: "vapor"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
