import Foundation

/// A benchmark input: a JSON document and the operations to measure on it.
///
/// ```swift
/// let directory = CorpusLocator.directory(commandLineValue: nil)
/// for name in FixtureName.allCases {
///     guard let fixture = try Fixture.load(name, corpusDirectory: directory) else { continue }
///     _ = try fixture.operations.decodeWithJSONModelKit(fixture.data)
/// }
/// ```
public struct Fixture {
    /// Which fixture this is.
    public let name: FixtureName
    /// The document's UTF-8 bytes; throughput is relative to their count.
    public let data: Data
    /// Decode, encode and validate with both libraries.
    public let operations: FixtureOperations

    /// Loads a fixture: reads a public corpus from `corpusDirectory` or generates a document.
    ///
    /// - Parameters:
    ///   - name: The fixture.
    ///   - corpusDirectory: Where twitter.json, citm_catalog.json and canada.json are.
    /// - Returns: The fixture, or `nil` for a public corpus when there is no directory or the
    ///   file is not in it (the caller notes the skip).
    /// - Throws: The read error when the file exists but cannot be read.
    public static func load(_ name: FixtureName, corpusDirectory: URL?) throws -> Fixture? {
        let data: Data
        if let generated = name.generatedDocument() {
            data = generated
        } else if let fileName = name.corpusFileName, let corpusDirectory {
            let url = corpusDirectory.appendingPathComponent(fileName)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            data = try Data(contentsOf: url)
        } else {
            return nil
        }
        return Fixture(name: name, data: data, operations: name.operations)
    }

    /// Decodes the fixture with both libraries and compares representative values.
    ///
    /// - Returns: One line per difference; empty when the libraries agree.
    /// - Throws: A decoding or encoding error from either library.
    public func selfCheck() throws -> [String] {
        try operations.selfCheck(data)
    }
}
