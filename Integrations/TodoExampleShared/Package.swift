// swift-tools-version:6.2
import PackageDescription

// What the example servers of the integration packages (JSONModelHummingbird's `todo-server`,
// JSONModelVapor's `todo-server-vapor`) share: the `Todo` models, their in-memory store, the
// sample bodies, the `Codable` baseline and the command line. It depends on no server framework,
// so each integration package uses it without bringing in the other's.

let package = Package(
    name: "TodoExampleShared",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "TodoExampleShared", targets: ["TodoExampleShared"])
    ],
    dependencies: [
        .package(name: "JSONModelKit", path: "../.."),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.14.0"),
    ],
    targets: [
        .target(
            name: "TodoExampleShared",
            dependencies: [
                .product(name: "JSONModelKit", package: "JSONModelKit"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: [
                .enableUpcomingFeature("MemberImportVisibility"),
                .enableUpcomingFeature("ExistentialAny"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
