import Foundation

/// Where the tests find the repository, the committed fixtures and the optional corpora.
enum TestPaths {
    /// The package root, found from this file's path (`Tests/JSONModelGeneratorTests/…`).
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Tests/JSONModelGeneratorTests/Fixtures`.
    static let fixtures: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The sample files of one fixture folder, sorted by name.
    static func fixtureSamples(_ folder: String) throws -> [URL] {
        let directory = fixtures.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The public corpora directory from `JSONMODELKIT_CORPUS`, or `nil` when it is unset.
    static var corpus: URL? {
        guard let path = ProcessInfo.processInfo.environment["JSONMODELKIT_CORPUS"], !path.isEmpty else {
            return nil
        }
        return URL(fileURLWithPath: path)
    }

    /// The `jsonmodel` executable next to the test binary, when the build made it.
    static var jsonmodelExecutable: URL? {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        let candidates = [
            testBinary.deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("jsonmodel") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
