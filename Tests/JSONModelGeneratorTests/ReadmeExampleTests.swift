import Foundation
import JSONModelGenerator
import Testing

/// Keeps the README's "Generating models" example true: its sample, generated, gives exactly
/// the source shown.
@Suite("README example")
struct ReadmeExampleTests {
    @Test("the README's sample generates the README's source")
    func readmeExample() throws {
        let readme = try String(
            contentsOf: TestPaths.repositoryRoot.appendingPathComponent("README.md"),
            encoding: .utf8
        )
        let section = try #require(readme.components(separatedBy: "## Generating models").dropFirst().first)
        let json = try #require(
            section.components(separatedBy: "```json\n").dropFirst().first?
                .components(separatedBy: "```").first
        )
        let swift = try #require(
            section.components(separatedBy: "```swift\n").dropFirst().first?
                .components(separatedBy: "```").first
        )
        let generated = try ModelGenerator(options: .init(rootName: "Timeline"))
            .generate(from: [SampleDocument(name: "timeline.json", text: json)])
        #expect(generated == swift)
    }
}
