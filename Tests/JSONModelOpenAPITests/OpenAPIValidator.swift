import Foundation
import JSONModelKit
import JSONModelTestSupport
import Testing

/// Runs `openapi-spec-validator` and `jsonschema` (`OpenAPIValidator/check_openapi.py`) on
/// documents, in the Python environment of `Scripts/peers-venv.sh`: independent checks of what
/// the package writes.
///
/// All documents go to one Python process. The environment is made on first use (from PyPI)
/// and reused; only a missing `python3` skips the tests that need it.
enum OpenAPIValidator {
    /// One document and example bodies to validate against its components.
    struct Case {
        var document: JSONValue
        /// Pairs of a component name (`Todo-Input`) and JSON text.
        var examples: [(component: String, instance: String)] = []
    }

    /// What the validators said about one case.
    struct Result {
        /// Why the document is not a valid OpenAPI document, or `nil`.
        var documentError: String?
        /// For each example, why it does not validate, or `nil`.
        var exampleErrors: [String?]
    }

    /// The repository root, found from this file's path.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether `python3` runs; the validation tests are skipped without it.
    static let pythonIsAvailable: Bool = {
        (try? ProcessRunner.run(["python3", "--version"]).status) == 0
    }()

    /// The message of the tests skipped without Python.
    static let skipReason: Comment =
        "python3 is not installed: the OpenAPI documents are validated with openapi-spec-validator and jsonschema"

    /// The python of the peers' environment, made once per test process.
    private static let python: Swift.Result<String, ValidatorFailure> = {
        do {
            let outcome = try ProcessRunner.run(["bash", root.appendingPathComponent("Scripts/peers-venv.sh").path])
            let path = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
            guard outcome.status == 0, !path.isEmpty else {
                return .failure(
                    ValidatorFailure(message: "peers-venv.sh exited with \(outcome.status): \(outcome.errorOutput)")
                )
            }
            return .success(path)
        } catch {
            return .failure(ValidatorFailure(message: "peers-venv.sh did not run: \(error)"))
        }
    }()

    /// Validates each case's document and examples.
    static func validate(_ cases: [Case]) throws -> [Result] {
        let request: JSONValue = [
            "documents": .array(
                cases.map { item in
                    [
                        "document": item.document,
                        "examples": .array(
                            item.examples.map {
                                ["component": .string($0.component), "instance": .string($0.instance)]
                            }
                        ),
                    ]
                }
            )
        ]
        let script = root.appendingPathComponent("Tests/JSONModelOpenAPITests/OpenAPIValidator/check_openapi.py")
        let outcome = try ProcessRunner.run([try python.get(), script.path], input: Data(request.jsonString().utf8))
        guard outcome.status == 0 else {
            throw ValidatorFailure(message: "check_openapi.py exited with \(outcome.status): \(outcome.errorOutput)")
        }
        let results = try JSONValue(parsing: outcome.output)["results"]?.arrayValue ?? []
        guard results.count == cases.count else {
            throw ValidatorFailure(message: "check_openapi.py answered \(results.count) of \(cases.count) documents")
        }
        return results.map { result in
            Result(
                documentError: result["documentError"]?.stringValue,
                exampleErrors: result["exampleErrors"]?.arrayValue?.map(\.stringValue) ?? []
            )
        }
    }

    /// A failure to run the validators.
    struct ValidatorFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
