import Foundation
import JSONModelGenerator
import Testing

/// Keeps the example of the DocC article "Generating Models" true (it was the README's until
/// the README was shortened): its sample, generated, gives exactly the source shown.
@Suite("Generating Models article example")
struct ReadmeExampleTests {
    @Test("the article's sample generates the article's source")
    func readmeExample() throws {
        let article = try String(
            contentsOf: TestPaths.repositoryRoot
                .appendingPathComponent("Sources/JSONModelKit/JSONModelKit.docc/GeneratingModels.md"),
            encoding: .utf8
        )
        let section = try #require(article.components(separatedBy: "### An example\n").dropFirst().first)
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
