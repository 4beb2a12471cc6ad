import Foundation
import JSONModelGenerator
import JSONModelKit
import Testing

/// Every valid JSON document gives usable code: documents that are not objects or arrays of
/// objects give a root `typealias`, decoded with `JSONModelCoder.decodeValue`.
@Suite("Top-level values")
struct TopLevelValueTests {
    static func generated(_ samples: [String], style: GeneratorOptions.Style = .classes) throws -> GeneratedModels {
        let documents = samples.enumerated().map { SampleDocument(name: "sample\($0.offset).json", text: $0.element) }
        return try ModelGenerator(options: GeneratorOptions(rootName: "Root", style: style)).generateModels(
            from: documents
        )
    }

    static func lines(_ samples: [String], style: GeneratorOptions.Style = .classes) throws -> [String] {
        try generated(samples, style: style).source.split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    @Test(
        "each document gives a typealias of the type that reads it",
        arguments: [
            (["[1, 2, 3]"], "typealias Root = [Int]"),
            (["[1, 2.5]"], "typealias Root = [Double]"),
            (["[[1, 2], [3]]"], "typealias Root = [[Int]]"),
            (["[[[1.5, 2], [3, 4]]]"], "typealias Root = [[[Double]]]"),
            (["[1, null]"], "typealias Root = [Int?]"),
            ([#"[1, "a", {"b": 2}]"#], "typealias Root = [JSONValue]"),
            ([#"[{"a": 1}, []]"#], "typealias Root = [JSONValue]"),
            (["[]"], "typealias Root = [JSONValue]"),
            (["42"], "typealias Root = Int"),
            (["4.5"], "typealias Root = Double"),
            (["true"], "typealias Root = Bool"),
            (["null"], "typealias Root = JSONValue"),
            ([#""text""#], "typealias Root = String"),
            ([#""2024-05-01T12:30:00Z""#], "typealias Root = Date"),
            ([#""2024-05-01""#], "typealias Root = String"),
            ([#""https://example.org/x""#], "typealias Root = URL"),
            (["1", #""a""#], "typealias Root = JSONValue"),
            (["[1]", "[2.5]"], "typealias Root = [Double]"),
            ([#"{"a": 1}"#, "[1]"], "typealias Root = JSONValue"),
            ([#"[{"id": 1}, null]"#], "typealias Root = [RootItem?]"),
            ([#"[[{"id": 1}], []]"#], "typealias Root = [[RootItem]]"),
            ([#"[[{"7": "x"}]]"#], "typealias Root = [[[String: String]]]"),
        ]
    )
    func typealiases(samples: [String], expected: String) throws {
        let lines = try Self.lines(samples)
        #expect(lines.contains(expected), "\(lines.joined(separator: "\n"))")
        #expect(lines.contains("// Decode with `JSONModelCoder().decodeValue(Root.self, fromJSONString: text)`."))
    }

    @Test("objects inside top-level arrays become models named after the root")
    func objectsInside() throws {
        let lines = try Self.lines([#"[[{"id": 1, "tags": ["a"]}, {"id": 2}], null]"#], style: .structs)
        #expect(lines.contains("typealias Root = [[RootItem]?]"))
        #expect(lines.contains("struct RootItem: JSONStruct {"))
        #expect(lines.contains("var tags: [String]? = nil"))
    }

    @Test("objects and arrays of objects still give a root model")
    func rootModelsUnchanged() throws {
        #expect(try Self.lines([#"{"a": 1}"#]).contains("nonisolated final class Root: JSONModel {"))
        let array = try Self.lines([#"[{"a": 1}]"#])
        #expect(array.contains("nonisolated final class Root: JSONModel {"))
        #expect(array.contains("// Decode with `Root.arrayFromJSONString(text)`."))
        #expect(!array.contains { $0.hasPrefix("typealias") })
    }

    @Test("the generated code decodes its samples with the library's strict decoding")
    func decodesWithTheLibrary() throws {
        let coder = JSONModelCoder(encodingOptions: .init(prettyPrinted: false))
        #expect(try coder.decodeValue([[Int]].self, fromJSONString: "[[1, 2], [3]]") == [[1, 2], [3]])
        #expect(try coder.encodeValueToJSONString([[1.5, 2], [3]] as [[Double]]) == "[[1.5,2],[3]]")
        #expect(try coder.decodeValue([Int?].self, fromJSONString: "[1, null]") == [1, nil])
        #expect(
            try coder.decodeValue(Date.self, fromJSONString: #""1970-01-01T00:00:10Z""#).timeIntervalSince1970 == 10
        )
        let error = try #require(throws: JSONModelError.self) {
            try coder.decodeValue([Int8].self, fromJSONString: "[1, 300]")
        }
        #expect(error.path == "[1]")
        #expect(error.code == .invalidValue)
    }

    @Test("the generator's schema of a typealias is the library's schema of the type")
    func schemaOfATypealias() throws {
        let cases: [(String, JSONValue)] = [
            ("[[1, 2], [3]]", try JSONModelCoder().jsonSchema(for: [[Int]].self)),
            ("[1.5, null]", try JSONModelCoder().jsonSchema(for: [Double?].self)),
            (#"[true, "x"]"#, try JSONModelCoder().jsonSchema(for: [JSONValue].self)),
            (#""2024-05-01T12:30:00Z""#, try JSONModelCoder().jsonSchema(for: Date.self)),
            ("[false]", try JSONModelCoder().jsonSchema(for: [Bool].self)),
            ("[18446744073709551615]", try JSONModelCoder().jsonSchema(for: [UInt64].self)),
        ]
        for (sample, expected) in cases {
            #expect(try Self.generated([sample]).jsonSchema == expected, "\(sample)")
        }
        let withModel = try Self.generated([#"[{"id": 1, "name": null}]"#, "[null]"]).jsonSchema
        #expect(withModel["items"] == ["anyOf": [["$ref": "#/$defs/RootItem"], ["type": "null"]]])
        #expect(withModel["$defs"]?["RootItem"]?["required"] == ["id", "name"])
    }
}
