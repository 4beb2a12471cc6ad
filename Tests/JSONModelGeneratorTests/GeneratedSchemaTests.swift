import Foundation
import JSONModelGenerator
import JSONModelKit
import JSONModelTestSupport
import Testing

/// Where the Python validator is, and whether it can run.
enum PythonValidator {
    /// Whether `python3` runs; without it the validation tests are skipped.
    static let isAvailable: Bool = {
        (try? ProcessRunner.run(["python3", "--version"]).status) == 0
    }()

    /// `Tests/JSONModelKitEndToEndTests/SchemaValidator/check_schemas.py`, which installs
    /// `jsonschema` into `.build-schema-venv` when the system Python lacks it.
    static let script = TestPaths.repositoryRoot
        .appendingPathComponent("Tests/JSONModelKitEndToEndTests/SchemaValidator/check_schemas.py")
}

/// The schemas the generator writes, checked by Python's `jsonschema`.
///
/// The script is the end-to-end test target's. The schemas must be valid draft 2020-12 schemas
/// that every sample they were made from validates against. That the compiled code reports the
/// same schema is checked by ``EndToEndTests``.
@Suite(
    "Generated JSON Schemas against a real validator",
    .enabled(
        if: PythonValidator.isAvailable,
        "python3 is not installed: schemas are validated with Python's jsonschema"
    )
)
struct GeneratedSchemaTests {
    static let script = PythonValidator.script

    /// Checks each schema and validates its documents; one Python run.
    static func validate(_ cases: [(schema: JSONValue, instances: [String])]) throws -> [JSONValue] {
        let request: JSONValue = [
            "cases": .array(
                cases.map { ["schema": $0.schema, "instances": .array($0.instances.map(JSONValue.string))] }
            )
        ]
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString).json")
        try request.jsonString().write(to: input, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: input) }
        let result = try ProcessRunner.run(["python3", script.path], input: input)
        try #require(result.status == 0, "check_schemas.py failed: \(result.errorOutput)")
        return try #require(try JSONValue(parsing: result.output)["results"]?.arrayValue)
    }

    @Test("every fixture's schema is valid and its samples validate against it")
    func fixtures() throws {
        var cases: [(schema: JSONValue, instances: [String])] = []
        var names: [String] = []
        for item in try EndToEndTests.cases() {
            let generated = try ModelGenerator(options: item.options).generateModels(fromFiles: item.samples)
            var instances: [String] = []
            for sample in item.samples {
                let document = try JSONValue(parsing: try Data(contentsOf: sample))
                // The schema of a root model is that of one object; arrays of them are checked
                // element by element.
                if generated.source.contains(".arrayFromJSONString(text)"), let elements = document.arrayValue {
                    instances += elements.map { $0.jsonString() }
                } else {
                    instances.append(try String(contentsOf: sample, encoding: .utf8))
                }
            }
            cases.append((generated.jsonSchema, instances))
            names.append(item.module)
        }
        let results = try Self.validate(cases)
        for (name, result) in zip(names, results) {
            #expect(result["schemaError"] == .null, "\(name): \(result["schemaError"] ?? "")")
            let valid = result["valid"]?.arrayValue ?? []
            #expect(!valid.isEmpty, "\(name)")
            for (index, flag) in valid.enumerated() where flag != true {
                Issue.record("\(name): sample \(index) does not validate: \(result["errors"]?[index] ?? "")")
            }
        }
    }
}
