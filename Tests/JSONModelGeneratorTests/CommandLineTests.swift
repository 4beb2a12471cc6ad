import Foundation
import JSONModelGenerator
import Testing

@testable import JSONModelCLI

@Suite("jsonmodel command line")
struct CommandLineTests {
    @Test(
        "arguments parse into a generate command",
        arguments: [
            (["generate", "a.json"], CommandLineArguments.GenerateCommand(files: ["a.json"])),
            (
                ["generate", "a.json", "b.json", "--root", "Feed", "--output", "Models.swift"],
                .init(files: ["a.json", "b.json"], rootName: "Feed", output: "Models.swift")
            ),
            (
                ["generate", "--root=Feed", "-o", "M.swift", "a.json", "--style", "struct", "--no-dates"],
                .init(files: ["a.json"], rootName: "Feed", output: "M.swift", style: .structs, infersDates: false)
            ),
            (["generate", "--style=class", "--", "--odd.json"], .init(files: ["--odd.json"], style: .classes)),
            (["generate", "a.json", "--schema", "a.schema.json"], .init(files: ["a.json"], schema: "a.schema.json")),
            (["generate", "--schema=s.json", "a.json"], .init(files: ["a.json"], schema: "s.json")),
        ]
    )
    func parses(arguments: [String], expected: CommandLineArguments.GenerateCommand) throws {
        #expect(try CommandLineArguments.parse(arguments) == .generate(expected))
    }

    @Test("help", arguments: [[], ["--help"], ["-h"], ["help"], ["generate", "a.json", "--help"]])
    func help(arguments: [String]) throws {
        #expect(try CommandLineArguments.parse(arguments) == .help)
    }

    @Test(
        "usage errors say what is wrong",
        arguments: [
            (["frobnicate"], "unknown command 'frobnicate'"),
            (["generate"], "no sample files given"),
            (["generate", "a.json", "--root"], "--root needs a value"),
            (["generate", "a.json", "--schema"], "--schema needs a value"),
            (["generate", "a.json", "--style", "enum"], "--style must be 'class' or 'struct', not 'enum'"),
            (["generate", "a.json", "--verbose"], "unknown option '--verbose'"),
            (["generate", "a.json", "--no-dates=yes"], "--no-dates takes no value"),
        ]
    )
    func usageError(arguments: [String], message: String) throws {
        let error = try #require(throws: CommandLineArguments.UsageError.self) {
            try CommandLineArguments.parse(arguments)
        }
        #expect(error.message.hasPrefix(message))
    }

    @Test(
        "the default root name is the first file's name in UpperCamelCase",
        arguments: [
            ("twitter.json", "Twitter"), ("/data/citm_catalog.json", "CitmCatalog"),
            ("search-results.v2.json", "SearchResultsV2"), ("2024.json", "Root2024"), ("---.json", "Root"),
        ]
    )
    func defaultRoot(file: String, expected: String) {
        #expect(defaultRootName(for: file) == expected)
    }
}
