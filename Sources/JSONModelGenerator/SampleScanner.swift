import Foundation
import JSONModelKit

/// Parses the samples with JSONModelKit's reader and records every value in sketches: one
/// root sketch for the top-level objects of all samples (or the objects of top-level arrays).
struct SampleScanner {
    /// Whether strings are tested for dates.
    var infersDates: Bool

    /// The sketch of the root objects, and whether every sample was an array of them.
    struct Result {
        /// All top-level objects, merged.
        var root: ValueSketch
        /// Whether every sample was a top-level array.
        var rootIsArray: Bool
    }

    /// Scans all samples into one root sketch.
    ///
    /// - Throws: ``GeneratorError`` for invalid JSON (with line and column), a top-level scalar,
    ///   or a top-level array holding anything but objects.
    func scan(_ samples: [SampleDocument]) throws(GeneratorError) -> Result {
        guard !samples.isEmpty else {
            throw GeneratorError(.noSamples, message: "no sample documents given")
        }
        let root = ValueSketch()
        var allArrays = true
        for sample in samples {
            let document = try parse(sample)
            switch document {
            case .object:
                allArrays = false
                root.observe(document, dates: infersDates)
            case .array(let items):
                for (index, item) in items.enumerated() {
                    guard case .object = item else {
                        throw GeneratorError(
                            .unsupportedDocument,
                            file: sample.name,
                            message: "element \(index) of the top-level array is \(describe(item)), not an object; "
                                + "the top level must be an object or an array of objects"
                        )
                    }
                    root.observe(item, dates: infersDates)
                }
            default:
                throw GeneratorError(
                    .unsupportedDocument,
                    file: sample.name,
                    message: "the top level is \(describe(document)); it must be an object or an array of objects"
                )
            }
        }
        if root.object == nil {
            throw GeneratorError(
                .unsupportedDocument,
                file: samples.first?.name,
                message: "the samples hold no objects (only empty top-level arrays)"
            )
        }
        return Result(root: root, rootIsArray: allArrays)
    }

    private func parse(_ sample: SampleDocument) throws(GeneratorError) -> JSONValue {
        do {
            return try JSONValue(parsing: sample.data)
        } catch let error as JSONModelError {
            throw GeneratorError(
                .invalidJSON,
                file: sample.name,
                line: error.line,
                column: error.column,
                message: error.message
            )
        } catch {
            throw GeneratorError(.invalidJSON, file: sample.name, message: String(describing: error))
        }
    }

    private func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
