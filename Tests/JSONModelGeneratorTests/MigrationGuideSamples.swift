import Foundation

/// The JSONModelKit code samples of the migration guides, as programs the round-trip package
/// compiles, so that a guide cannot show code that does not build.
///
/// A guide's ```swift blocks that start with the other library's name (`// Codable`,
/// `// HandyJSON`, `// KakaJSON`, `// ObjectMapper`) are that library's code and are skipped.
/// The others become one `main.swift` per guide: the samples' declarations at file scope, and
/// each sample's statements in a `do` block of its own (samples reuse names such as `text`).
/// The samples read a `json`, `jsonString` or `data` they do not declare; the program declares
/// them. The programs are built, not run.
enum MigrationGuideSamples {
    /// The guides, by file name without `.md`; each is also its target's name.
    static let guides = [
        "MigratingFromCodable", "MigratingFromHandyJSON", "MigratingFromObjectMapper",
        "MigratingFromObjectiveCJSONModel",
    ]

    /// What starts the samples of other libraries.
    private static let foreignMarkers = ["// Codable", "// HandyJSON", "// KakaJSON", "// ObjectMapper"]

    /// What starts a declaration at the start of a line.
    private static let declarationWords: Set<String> = [
        "nonisolated", "final", "class", "struct", "enum", "extension", "protocol", "func", "typealias",
        "actor", "public", "private", "fileprivate", "internal", "open",
    ]

    /// The `main.swift` of a guide's samples.
    ///
    /// - Parameter guide: A name from ``guides``.
    /// - Returns: The program's source.
    /// - Throws: The read error of the article.
    static func mainSource(of guide: String) throws -> String {
        let article = TestPaths.repositoryRoot
            .appendingPathComponent("Sources/JSONModelKit/JSONModelKit.docc/\(guide).md")
        let samples = swiftBlocks(in: try String(contentsOf: article, encoding: .utf8))
            .filter { block in
                let first = block.drop { $0.isWhitespace }
                return !foreignMarkers.contains { first.hasPrefix($0) }
            }
        var declarations: [String] = []
        var statementBlocks: [String] = []
        for sample in samples {
            var statements: [String] = []
            var inDeclaration = false
            for line in sample.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if let first = line.first, !first.isWhitespace, first != "}", !line.hasPrefix("//") {
                    inDeclaration = isDeclaration(line)
                }
                if inDeclaration {
                    declarations.append(line)
                } else {
                    statements.append("    " + line)
                }
            }
            statementBlocks.append("do {\n" + statements.joined(separator: "\n") + "\n}")
        }
        return """
            import Foundation
            import JSONModelKit

            let json = "{}"
            let jsonString = "{}"
            let data = Data(json.utf8)

            \(declarations.joined(separator: "\n"))

            \(statementBlocks.joined(separator: "\n"))

            """
    }

    /// The bodies of the ```swift blocks of a Markdown text.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if let lines = current, line.hasPrefix("```") {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(String(line))
            }
        }
        return blocks
    }

    private static func isDeclaration(_ line: String) -> Bool {
        if line.hasPrefix("@") { return true }
        let word = line.prefix { $0.isLetter }
        return declarationWords.contains(String(word))
    }
}
