import Foundation
import JSONModelKit

/// Parses the samples with JSONModelKit's reader and records every value in sketches.
///
/// When every sample is an object or an array of objects, the root sketch holds the top-level
/// objects of all samples (or the objects of the top-level arrays), which become the root
/// model. Any other samples (a top-level array of numbers or of arrays, a scalar, a mix) are
/// recorded whole in the root sketch, which becomes the type of a `typealias`.
struct SampleScanner {
    /// Whether strings are tested for dates.
    var infersDates: Bool

    /// What the top level of the samples is.
    enum Shape: Equatable {
        /// Objects, or (`isArray`) arrays of objects: the root sketch holds the objects.
        case objects(isArray: Bool)
        /// Other values: the root sketch holds the documents themselves.
        case values
    }

    /// The sketch of the root, and what the samples' top level is.
    struct Result {
        /// All top-level objects merged, or all documents for ``Shape/values``.
        var root: ValueSketch
        /// What the samples' top level is.
        var shape: Shape
    }

    /// Scans all samples into one root sketch.
    ///
    /// - Throws: ``GeneratorError`` for invalid JSON (with line and column) or no samples.
    func scan(_ samples: [SampleDocument]) throws(GeneratorError) -> Result {
        guard !samples.isEmpty else {
            throw GeneratorError(.noSamples, message: "no sample documents given")
        }
        var documents: [JSONValue] = []
        for sample in samples {
            documents.append(try parse(sample))
        }
        let root = ValueSketch()
        guard Self.holdsObjectsOnly(documents) else {
            for document in documents {
                root.observe(document, dates: infersDates)
            }
            return Result(root: root, shape: .values)
        }
        var allArrays = true
        for document in documents {
            switch document {
            case .array(let items):
                for item in items { root.observe(item, dates: infersDates) }
            default:
                allArrays = false
                root.observe(document, dates: infersDates)
            }
        }
        return Result(root: root, shape: .objects(isArray: allArrays))
    }

    /// Whether every document is an object or an array of objects, with at least one object
    /// in all: then the objects are the root model.
    static func holdsObjectsOnly(_ documents: [JSONValue]) -> Bool {
        var objectCount = 0
        for document in documents {
            switch document {
            case .object:
                objectCount += 1
            case .array(let items):
                for item in items {
                    guard case .object = item else { return false }
                    objectCount += 1
                }
            default:
                return false
            }
        }
        return objectCount > 0
    }

    private func parse(_ sample: SampleDocument) throws(GeneratorError) -> JSONValue {
        do throws(JSONModelError) {
            return try JSONValue(parsing: sample.data)
        } catch {
            throw GeneratorError(
                .invalidJSON,
                file: sample.name,
                line: error.line,
                column: error.column,
                message: error.message
            )
        }
    }
}
