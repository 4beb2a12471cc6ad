import Foundation
import JSONModelKit
import JSONModelTestSupport
import Testing

/// Runs Python's `jsonschema` package (`SchemaValidator/check_schemas.py`) on schemas and
/// documents: a real, independent JSON Schema implementation.
///
/// Many schemas and documents go to one Python process, so a test pays for one start. The
/// script installs `jsonschema` from PyPI into `.build-schema-venv` when the Python on `PATH`
/// does not have it. Only a missing `python3` skips the tests that need it.
enum JSONSchemaValidator {
    /// One schema and the JSON texts to validate against it.
    struct Case {
        var schema: JSONValue
        var instances: [String]
        /// Whether to validate as draft 2020-12 says where the `jsonschema` package departs
        /// from it: numbers as exact decimals (`multipleOf`, `integer`), `pattern` with
        /// ECMA-262's `\d \w \s . $` rather than Python's.
        var exact = false
    }

    /// What the validator said about one case.
    struct Result {
        /// Why the schema is not a valid draft 2020-12 schema, or `nil`.
        var schemaError: String?
        /// For each instance, whether it validates.
        var valid: [Bool]
        /// For each instance, the validator's best error, or `nil`.
        var errors: [String?]
    }

    /// The script, found from this file's path.
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("SchemaValidator/check_schemas.py")

    /// Whether `python3` runs; the schema validation tests are skipped without it.
    static let pythonIsAvailable: Bool = {
        (try? ProcessRunner.run(["python3", "--version"]).status) == 0
    }()

    /// The message of the tests skipped without Python.
    static let skipReason: Comment =
        "python3 is not installed: the JSON Schema tests validate with Python's jsonschema package"

    /// Checks each case's schema and validates its instances.
    static func validate(_ cases: [Case]) throws -> [Result] {
        let request: JSONValue = [
            "cases": .array(
                cases.map { item in
                    [
                        "schema": item.schema, "instances": .array(item.instances.map(JSONValue.string)),
                        "exact": .bool(item.exact),
                    ]
                }
            )
        ]
        let outcome = try ProcessRunner.run(["python3", script.path], input: Data(request.jsonString().utf8))
        guard outcome.status == 0 else {
            throw ValidatorFailure(message: "check_schemas.py exited with \(outcome.status): \(outcome.errorOutput)")
        }
        let response = try JSONValue(parsing: outcome.output)
        let results = response["results"]?.arrayValue ?? []
        guard results.count == cases.count else {
            throw ValidatorFailure(message: "check_schemas.py answered \(results.count) of \(cases.count) cases")
        }
        return results.map { result in
            Result(
                schemaError: result["schemaError"]?.stringValue,
                valid: result["valid"]?.arrayValue?.map { $0.boolValue ?? false } ?? [],
                errors: result["errors"]?.arrayValue?.map(\.stringValue) ?? []
            )
        }
    }

    /// Validates `instances` against one schema, `exact`ly as draft 2020-12 says or not
    /// (``Case/exact``).
    static func validate(_ instances: [String], against schema: JSONValue, exact: Bool = false) throws -> Result {
        let results = try validate([Case(schema: schema, instances: instances, exact: exact)])
        return results[0]
    }

    /// A failure to run the validator.
    struct ValidatorFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
