import Foundation

/// Generates JSONModelKit model types from sample JSON documents.
///
/// ```swift
/// let generator = ModelGenerator(options: GeneratorOptions(rootName: "Timeline"))
/// let source = try generator.generate(from: [
///     SampleDocument(name: "timeline.json", text: #"{"statuses": [{"id": 1, "text": "hi"}]}"#),
/// ])
/// // final class Timeline: JSONModel { var statuses: [Status] = [] }
/// // final class Status: JSONModel { var id: Int = 0; var text: String = "" }
/// ```
///
/// The samples are merged: every key of every object at the same place, across all samples and
/// all array elements, decides its property's type. The output is deterministic: the same
/// samples and options give the same text.
public struct ModelGenerator: Sendable {
    /// The options.
    public var options: GeneratorOptions

    /// Creates a generator.
    ///
    /// - Parameter options: The root name, style and date inference.
    public init(options: GeneratorOptions) {
        self.options = options
    }

    /// Generates a Swift source file from sample documents.
    ///
    /// - Parameter samples: One or more JSON documents, each an object or an array of objects
    ///   of the root type.
    /// - Returns: The source file's text.
    /// - Throws: ``GeneratorError`` when there are no samples, a sample is not valid JSON or is
    ///   not an object or array of objects, or the root name is not usable.
    public func generate(from samples: [SampleDocument]) throws(GeneratorError) -> String {
        try validateRootName()
        let scan = try SampleScanner(infersDates: options.infersDates).scan(samples)
        ShapeUnifier().unify(scan.root)
        let schema = SchemaInference(rootName: options.rootName).infer(scan)
        return SwiftSourceEmitter(options: options, sampleNames: samples.map(\.name)).emit(schema)
    }

    /// Reads sample files and generates a Swift source file from them.
    ///
    /// - Parameter files: The sample files.
    /// - Returns: The Swift source, one model type per object shape.
    /// - Throws: ``GeneratorError``, also when a file cannot be read.
    public func generate(fromFiles files: [URL]) throws(GeneratorError) -> String {
        var samples: [SampleDocument] = []
        for file in files {
            samples.append(try SampleDocument(contentsOf: file))
        }
        return try generate(from: samples)
    }

    private func validateRootName() throws(GeneratorError) {
        let name = options.rootName
        guard SwiftIdentifier.isValid(name), !SwiftIdentifier.keywords.contains(name) else {
            throw GeneratorError(
                .invalidOption,
                message: "the root name \"\(name)\" is not a Swift type name (use letters, digits and _)"
            )
        }
        guard TypeNaming.isAvailable(name) else {
            throw GeneratorError(
                .invalidOption,
                message: "the root name \"\(name)\" would hide a type the generated code uses; choose another"
            )
        }
    }
}
