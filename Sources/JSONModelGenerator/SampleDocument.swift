import Foundation

/// One sample JSON document: its name (used in messages and the generated header) and bytes.
///
/// ```swift
/// let sample = try SampleDocument(contentsOf: URL(fileURLWithPath: "feed.json"))
/// let inline = SampleDocument(name: "inline", text: #"{"id": 1}"#)
/// ```
public struct SampleDocument: Sendable, Hashable {
    /// The name shown in messages and in the generated file's header, usually the file name.
    public var name: String
    /// The document's UTF-8 bytes.
    public var data: Data

    /// Creates a sample from bytes.
    ///
    /// - Parameters:
    ///   - name: The name shown in messages and in the generated header.
    ///   - data: The document's UTF-8 bytes.
    public init(name: String, data: Data) {
        self.name = name
        self.data = data
    }

    /// Creates a sample from text.
    ///
    /// - Parameters:
    ///   - name: The name shown in messages and in the generated header.
    ///   - text: The JSON document.
    public init(name: String, text: String) {
        self.init(name: name, data: Data(text.utf8))
    }

    /// Reads a sample file; its name is the file name without the directory.
    ///
    /// - Parameter url: The file.
    /// - Throws: ``GeneratorError`` with code ``GeneratorError/Code/unreadableFile``.
    public init(contentsOf url: URL) throws(GeneratorError) {
        let name = url.lastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw GeneratorError(.unreadableFile, file: url.path, message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw GeneratorError(.unreadableFile, file: url.path, message: "is a directory, not a JSON file")
        }
        do {
            self.init(name: name, data: try Data(contentsOf: url))
        } catch {
            throw GeneratorError(
                .unreadableFile,
                file: url.path,
                message: "cannot be read (\(error.localizedDescription))"
            )
        }
    }
}
