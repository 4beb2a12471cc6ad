import Foundation
import JSONModelGenerator
import Testing

@Suite("Generator errors")
struct GeneratorErrorTests {
    @Test(
        "bad samples fail with a code, and syntax errors with a line and column",
        arguments: [
            ("{\n  \"a\": 1,,\n}", GeneratorError.Code.invalidJSON, 2, 10),
            ("{\"a\": tru}", .invalidJSON, 1, 7),
            ("", .invalidJSON, 1, 1),
            ("[1, 2", .invalidJSON, 1, 6),
        ] as [(String, GeneratorError.Code, Int?, Int?)]
    )
    func badSample(text: String, code: GeneratorError.Code, line: Int?, column: Int?) throws {
        let generator = ModelGenerator(options: GeneratorOptions(rootName: "Root"))
        let error = try #require(throws: GeneratorError.self) {
            try generator.generate(from: [SampleDocument(name: "bad.json", text: text)])
        }
        #expect(error.code == code)
        #expect(error.file == "bad.json")
        #expect(error.line == line)
        #expect(error.column == column)
        #expect(error.description.hasPrefix("bad.json: "))
        if code == .invalidJSON, let line, let column {
            #expect(error.description.contains("invalid JSON at line \(line), column \(column): "))
        }
    }

    @Test("root names must be usable type names", arguments: ["", "2Root", "class", "Data", "URL", "my-root"])
    func badRootName(name: String) throws {
        let generator = ModelGenerator(options: GeneratorOptions(rootName: name))
        let error = try #require(throws: GeneratorError.self) {
            try generator.generate(from: [SampleDocument(name: "a.json", text: "{}")])
        }
        #expect(error.code == .invalidOption)
    }

    @Test("no samples is an error")
    func noSamples() throws {
        let error = try #require(throws: GeneratorError.self) {
            try ModelGenerator(options: GeneratorOptions(rootName: "Root")).generate(from: [])
        }
        #expect(error.code == .noSamples)
    }

    @Test("a missing file or a directory is unreadable")
    func unreadable() throws {
        let generator = ModelGenerator(options: GeneratorOptions(rootName: "Root"))
        for url in [URL(fileURLWithPath: "/nonexistent/sample.json"), TestPaths.fixtures] {
            let error = try #require(throws: GeneratorError.self) {
                try generator.generate(fromFiles: [url])
            }
            #expect(error.code == .unreadableFile)
            #expect(error.file == url.path)
        }
    }
}
