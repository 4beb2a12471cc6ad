import Foundation
import JSONModelGenerator
import JSONModelKit
import JSONModelTestSupport
import Testing

/// Runs the built `jsonmodel` executable: exit status, standard output and standard error.
@Suite("jsonmodel executable", .enabled(if: TestPaths.jsonmodelExecutable != nil, "jsonmodel is not built"))
struct ExecutableTests {
    /// Runs `jsonmodel` with `arguments`.
    static func jsonmodel(_ arguments: [String], input: URL? = nil) throws -> ProcessRunner.Result {
        let executable = try #require(TestPaths.jsonmodelExecutable)
        return try ProcessRunner.run([executable.path] + arguments, input: input)
    }

    /// Writes `text` to a new temporary file named `name`.
    static func temporaryFile(_ name: String, _ text: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("jsonmodel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("generate writes the generator's output to --output and exits 0")
    func generateToFile() throws {
        let samples = try TestPaths.fixtureSamples("Library")
        let output = try Self.temporaryFile("Models.swift", "")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let result = try Self.jsonmodel(
            ["generate"] + samples.map(\.path) + ["--root", "Library", "--output", output.path]
        )
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.errorOutput.isEmpty)
        let expected = try ModelGenerator(options: .init(rootName: "Library")).generate(fromFiles: samples)
        #expect(try String(contentsOf: output, encoding: .utf8) == expected)
    }

    @Test("generate writes to standard output without --output, with the file's name as the default root")
    func generateToStandardOutput() throws {
        let sample = try Self.temporaryFile("order-items.json", #"{"id": 1}"#)
        defer { try? FileManager.default.removeItem(at: sample.deletingLastPathComponent()) }
        let result = try Self.jsonmodel(["generate", sample.path, "--style", "struct"])
        #expect(result.status == 0)
        #expect(result.output.contains("struct OrderItems: JSONStruct {"))
    }

    @Test("a sample named - is read from standard input")
    func standardInput() throws {
        let sample = try Self.temporaryFile("input.json", #"[{"id": 1, "tags": ["a"]}]"#)
        defer { try? FileManager.default.removeItem(at: sample.deletingLastPathComponent()) }
        let result = try Self.jsonmodel(["generate", "-", "--root", "Feed"], input: sample)
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.contains("//     jsonmodel generate stdin --root Feed"))
        #expect(result.output.contains("var tags: [String] = []"))
    }

    @Test("--help prints the usage and exits 0")
    func help() throws {
        let result = try Self.jsonmodel(["--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("jsonmodel generate SAMPLE.json"))
    }

    @Test(
        "errors print one message on standard error and exit 1",
        arguments: [
            ("{\n  \"a\": [1,\n}", "jsonmodel: error: bad.json: invalid JSON at line 3, column 1: "),
            ("[1, 2", "jsonmodel: error: bad.json: invalid JSON at line 1, column 6: "),
        ]
    )
    func badSample(text: String, message: String) throws {
        let sample = try Self.temporaryFile("bad.json", text)
        defer { try? FileManager.default.removeItem(at: sample.deletingLastPathComponent()) }
        let result = try Self.jsonmodel(["generate", sample.path, "--root", "Root"])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput.hasPrefix(message), "\(result.errorOutput)")
    }

    @Test("a top-level array of numbers gives a typealias, and --schema writes its schema")
    func topLevelNumbers() throws {
        let sample = try Self.temporaryFile("readings.json", "[1.5, 2, 3]")
        let directory = sample.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let schema = directory.appendingPathComponent("readings.schema.json")
        let result = try Self.jsonmodel(["generate", sample.path, "--schema", schema.path])
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.contains("typealias Readings = [Double]"))
        #expect(
            result.output.contains(
                "// Decode with `JSONModelCoder().decodeValue(Readings.self, fromJSONString: text)`."
            )
        )
        let written = try String(contentsOf: schema, encoding: .utf8)
        let expected = try ModelGenerator(options: .init(rootName: "Readings")).generateModels(fromFiles: [sample])
        #expect(written == expected.jsonSchemaText)
        #expect(written.contains(#""type": "number""#))
    }

    @Test("--schema writes the root model's schema next to the models")
    func schemaFile() throws {
        let samples = try TestPaths.fixtureSamples("Library")
        let directory = try Self.temporaryFile("Models.swift", "").deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("Models.swift")
        let schema = directory.appendingPathComponent("Library.schema.json")
        let result = try Self.jsonmodel(
            ["generate"] + samples.map(\.path) + [
                "--root", "Library", "--output", output.path, "--schema", schema.path,
            ]
        )
        #expect(result.status == 0, "\(result.errorOutput)")
        let expected = try ModelGenerator(options: .init(rootName: "Library")).generateModels(fromFiles: samples)
        #expect(try String(contentsOf: schema, encoding: .utf8) == expected.jsonSchemaText)
        #expect(try String(contentsOf: output, encoding: .utf8) == expected.source)
        #expect(expected.jsonSchema["title"] == "Library")
    }

    @Test(
        "unreadable files and bad arguments exit 1",
        arguments: [
            (["generate", "/nonexistent/x.json"], "jsonmodel: error: /nonexistent/x.json: no such file"),
            (["generate"], "jsonmodel: error: no sample files given"),
            (["generate", "a.json", "--style", "enum"], "jsonmodel: error: --style must be 'class' or 'struct'"),
            (["publish"], "jsonmodel: error: unknown command 'publish'"),
        ]
    )
    func badArguments(arguments: [String], message: String) throws {
        let result = try Self.jsonmodel(arguments)
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix(message), "\(result.errorOutput)")
    }
}
