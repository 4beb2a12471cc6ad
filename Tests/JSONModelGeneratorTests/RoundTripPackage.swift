import Foundation

@testable import JSONModelGenerator

/// A throwaway Swift package that compiles generated models against JSONModelKit and checks
/// that each sample survives decode → encode unchanged (as `JSONValue`, key order aside), and
/// that the compiled code reports the JSON Schema that the generator wrote for it.
///
/// Each case becomes its own module, so cases can reuse type names. A small executable decodes
/// every sample with its module's root type (as the generated header says), encodes it
/// compactly, compares the result with the input and prints `PASS name` or `FAIL name: where
/// it differs`; then it compares each module's `jsonSchema` with the generator's schema file
/// (`Schemas/Module.json`) and prints `PASS schema Module` or `FAIL schema Module: ...`. The
/// package is built once, with its own scratch directory inside the temporary directory.
struct RoundTripPackage {
    /// One module: samples, their root type and the generator options.
    struct Case {
        /// The module name (a Swift identifier).
        var module: String
        /// The generator's options.
        var options: GeneratorOptions
        /// The sample files.
        var samples: [URL]
        /// Whether the module's default isolation is `MainActor`, as new app targets have.
        var isMainActorByDefault = false
    }

    /// The package directory.
    let directory: URL
    /// The modules.
    let cases: [Case]

    /// The names the executable prints for its checks: `module/file` and `schema module`.
    var checkNames: [String] {
        cases.flatMap { item in item.samples.map { "\(item.module)/\($0.lastPathComponent)" } }
            + cases.map { "schema \($0.module)" } + AppTargetSources.checkNames
    }

    /// How a module's root type is decoded and described, read off the generated source.
    enum RootKind {
        case model
        case modelArray
        case value
    }

    /// Writes the package: manifest, one module per case with its generated models, the runner.
    func write(libraryRoot: URL) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        try manifest(libraryRoot: libraryRoot).write(
            to: directory.appendingPathComponent("Package.swift"),
            atomically: true,
            encoding: .utf8
        )
        let schemas = directory.appendingPathComponent("Schemas")
        try fileManager.createDirectory(at: schemas, withIntermediateDirectories: true)
        for item in cases {
            let sources = directory.appendingPathComponent("Sources/\(item.module)")
            try fileManager.createDirectory(at: sources, withIntermediateDirectories: true)
            let generated = try ModelGenerator(options: item.options).generateModels(fromFiles: item.samples)
            let models = generated.source
            try models.write(to: sources.appendingPathComponent("Models.swift"), atomically: true, encoding: .utf8)
            try generated.jsonSchemaText.write(
                to: schemas.appendingPathComponent("\(item.module).json"),
                atomically: true,
                encoding: .utf8
            )
            let kind: RootKind
            if models.contains("typealias \(item.options.rootName) =") {
                kind = .value
            } else if models.contains(".arrayFromJSONString(text)") {
                kind = .modelArray
            } else {
                kind = .model
            }
            try roundTripSource(for: item, kind: kind).write(
                to: sources.appendingPathComponent("RoundTrip.swift"),
                atomically: true,
                encoding: .utf8
            )
        }
        for module in AppTargetSources.modules {
            let sources = directory.appendingPathComponent("Sources/\(module.name)")
            try fileManager.createDirectory(at: sources, withIntermediateDirectories: true)
            try module.source.write(
                to: sources.appendingPathComponent("\(module.name).swift"),
                atomically: true,
                encoding: .utf8
            )
        }
        for guide in MigrationGuideSamples.guides {
            let sources = directory.appendingPathComponent("Sources/\(guide)")
            try fileManager.createDirectory(at: sources, withIntermediateDirectories: true)
            try MigrationGuideSamples.mainSource(of: guide).write(
                to: sources.appendingPathComponent("main.swift"),
                atomically: true,
                encoding: .utf8
            )
        }
        let runner = directory.appendingPathComponent("Sources/RoundTripRunner")
        try fileManager.createDirectory(at: runner, withIntermediateDirectories: true)
        try runnerSource().write(to: runner.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    }

    private func manifest(libraryRoot: URL) -> String {
        let packageIdentity = libraryRoot.lastPathComponent
        let kit = ".product(name: \"JSONModelKit\", package: \(SwiftIdentifier.stringLiteral(packageIdentity)))"
        let mainActor = "swiftSettings: [.defaultIsolation(MainActor.self)]"
        let targets =
            cases.map { item in
                let settings = item.isMainActorByDefault ? ", \(mainActor)" : ""
                return "        .target(name: \"\(item.module)\", dependencies: [\(kit)]\(settings)),"
            }
            + AppTargetSources.modules.map { module in
                let settings = module.swiftSettings.map { ", swiftSettings: [\($0)]" } ?? ""
                return "        .target(name: \"\(module.name)\", dependencies: [\(kit)]\(settings)),"
            }
            + MigrationGuideSamples.guides.map { guide in
                // Built only: the migration guides' samples must compile.
                "        .executableTarget(name: \"\(guide)\", dependencies: [\(kit)]),"
            }
        let modules = (cases.map(\.module) + AppTargetSources.modules.map(\.name)).map { "\"\($0)\"" }
            .joined(separator: ", ")
        return """
            // swift-tools-version:6.2
            import PackageDescription

            let package = Package(
                name: "GeneratedRoundTrip",
                platforms: [.macOS(.v15)],
                dependencies: [.package(path: \(SwiftIdentifier.stringLiteral(libraryRoot.path)))],
                targets: [
            \(targets.joined(separator: "\n"))
                    .executableTarget(name: "RoundTripRunner", dependencies: [\(modules), \(kit)]),
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    private func roundTripSource(for item: Case, kind: RootKind) -> String {
        let root = item.options.rootName
        let reencode: String
        let schema: String
        switch kind {
        case .model, .modelArray:
            let decode = kind == .modelArray ? "\(root).arrayFromJSONString(text)" : "\(root).fromJSONString(text)"
            reencode = """
                let decoded = try \(decode)
                        return try decoded.toJSONString(options: .init(prettyPrinted: false))
                """
            schema = "try \(root).jsonSchema()"
        case .value:
            reencode = """
                let decoded = try JSONModelCoder().decodeValue(\(root).self, fromJSONString: text)
                        return try JSONModelCoder(encodingOptions: .init(prettyPrinted: false)).encodeValueToJSONString(decoded)
                """
            schema = "try JSONModelCoder().jsonSchema(for: \(root).self)"
        }
        return """
            import Foundation
            import JSONModelKit

            /// Decodes a sample with the generated root type and encodes it again, compactly.
            public enum \(item.module)RoundTrip {
                public static func reencode(_ text: String) throws -> String {
                    \(reencode)
                }

                /// The JSON Schema the generated code reports.
                public static func schema() throws -> JSONValue {
                    \(schema)
                }
            }

            """
    }

    private func runnerSource() -> String {
        let imports = (cases.map(\.module) + AppTargetSources.modules.map(\.name)).map { "import \($0)" }
            .joined(separator: "\n")
        let checks = cases.flatMap { item in
            item.samples.map { sample in
                "    (\(SwiftIdentifier.stringLiteral("\(item.module)/\(sample.lastPathComponent)")), "
                    + "\(SwiftIdentifier.stringLiteral(sample.path)), \(item.module)RoundTrip.reencode),"
            }
        }
        let schemaChecks = cases.map { item in
            let path = directory.appendingPathComponent("Schemas/\(item.module).json").path
            return "    (\(SwiftIdentifier.stringLiteral(item.module)), \(SwiftIdentifier.stringLiteral(path)), "
                + "\(item.module)RoundTrip.schema),"
        }
        return """
            import Foundation
            import JSONModelKit
            \(imports)

            let checks: [(String, String, (String) throws -> String)] = [
            \(checks.joined(separator: "\n"))
            ]

            let schemaChecks: [(String, String, () throws -> JSONValue)] = [
            \(schemaChecks.joined(separator: "\n"))
            ]

            /// Where two values first differ, as a path and the two values (shortened).
            func difference(_ expected: JSONValue, _ actual: JSONValue, at path: String) -> String? {
                switch (expected, actual) {
                case (.object(let left), .object(let right)):
                    for key in Set(left.keys).union(right.keys).sorted() {
                        guard let a = left[key] else { return "\\(path).\\(key): unexpected key" }
                        guard let b = right[key] else { return "\\(path).\\(key): missing" }
                        if let found = difference(a, b, at: "\\(path).\\(key)") { return found }
                    }
                    return nil
                case (.array(let left), .array(let right)):
                    guard left.count == right.count else { return "\\(path): \\(left.count) elements, got \\(right.count)" }
                    for index in left.indices {
                        if let found = difference(left[index], right[index], at: "\\(path)[\\(index)]") { return found }
                    }
                    return nil
                default:
                    if expected == actual { return nil }
                    return "\\(path): expected \\(expected.jsonString().prefix(120)), got \\(actual.jsonString().prefix(120))"
                }
            }

            var failures = 0
            for line in await MainActorAppChecks.run() + NoReflectionChecks.run() + ShadowingNamesChecks.run() {
                print(line)
                if line.hasPrefix("FAIL") { failures += 1 }
            }
            for (name, path, reencode) in checks {
                do {
                    let input = try String(contentsOfFile: path, encoding: .utf8)
                    let output = try reencode(input)
                    let expected = try JSONValue(parsing: input)
                    let actual = try JSONValue(parsing: output)
                    if expected == actual {
                        print("PASS \\(name)")
                    } else {
                        failures += 1
                        print("FAIL \\(name): \\(difference(expected, actual, at: "$") ?? "values differ")")
                    }
                } catch {
                    failures += 1
                    print("FAIL \\(name): \\(error)")
                }
            }
            for (module, path, schema) in schemaChecks {
                do {
                    let written = try JSONValue(parsing: try String(contentsOfFile: path, encoding: .utf8))
                    let reported = try schema()
                    if written == reported {
                        print("PASS schema \\(module)")
                    } else {
                        failures += 1
                        print("FAIL schema \\(module): \\(difference(written, reported, at: "$") ?? "schemas differ")")
                    }
                } catch {
                    failures += 1
                    print("FAIL schema \\(module): \\(error)")
                }
            }
            exit(failures == 0 ? 0 : 1)

            """
    }
}
