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
    /// - Parameter samples: One or more JSON documents. Objects, or arrays of objects, of the
    ///   root type give a root model; any other JSON (an array of numbers, of arrays, a
    ///   scalar, a mix) gives a root `typealias`, such as `typealias Readings = [Double]`.
    /// - Returns: The source file's text.
    /// - Throws: ``GeneratorError`` when there are no samples, a sample is not valid JSON, or
    ///   the root name is not usable.
    public func generate(from samples: [SampleDocument]) throws(GeneratorError) -> String {
        try generateModels(from: samples).source
    }

    /// Reads sample files and generates a Swift source file from them.
    ///
    /// - Parameter files: The sample files.
    /// - Returns: The Swift source, one model type per object shape.
    /// - Throws: ``GeneratorError``, also when a file cannot be read.
    public func generate(fromFiles files: [URL]) throws(GeneratorError) -> String {
        try generateModels(fromFiles: files).source
    }

    /// Generates the Swift source and the JSON Schema of its root type from sample documents.
    ///
    /// ```swift
    /// let generated = try generator.generateModels(from: samples)
    /// try generated.source.write(to: modelsURL, atomically: true, encoding: .utf8)
    /// try generated.jsonSchema.jsonString(prettyPrinted: true).write(to: schemaURL, atomically: true, encoding: .utf8)
    /// ```
    ///
    /// - Parameter samples: One or more JSON documents, as for ``generate(from:)``.
    /// - Returns: The source and the schema the generated code reports.
    /// - Throws: ``GeneratorError``, as ``generate(from:)``.
    public func generateModels(from samples: [SampleDocument]) throws(GeneratorError) -> GeneratedModels {
        try validateRootName()
        let scan = try SampleScanner(infersDates: options.infersDates).scan(samples)
        ShapeUnifier().unify(scan.root, documentsUnder: scan.shape == .values ? options.rootName : nil)
        let schema = SchemaInference(rootName: options.rootName).infer(scan)
        return GeneratedModels(
            source: SwiftSourceEmitter(options: options, sampleNames: samples.map(\.name)).emit(schema),
            jsonSchema: JSONSchemaEmitter(options: options).emit(schema)
        )
    }

    /// Reads sample files and generates the Swift source and the JSON Schema of its root type.
    ///
    /// - Parameter files: The sample files.
    /// - Returns: The source and the schema the generated code reports.
    /// - Throws: ``GeneratorError``, also when a file cannot be read.
    public func generateModels(fromFiles files: [URL]) throws(GeneratorError) -> GeneratedModels {
        var samples: [SampleDocument] = []
        for file in files {
            samples.append(try SampleDocument(contentsOf: file))
        }
        return try generateModels(from: samples)
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
