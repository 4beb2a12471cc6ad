import Foundation
import Testing

@testable import JSONModelGenerator

@Suite("Type inference across samples")
struct InferenceTests {
    /// Generates classes from `samples` (root `Root`) and returns the trimmed source lines.
    static func lines(
        _ samples: [String],
        style: GeneratorOptions.Style = .classes,
        dates: Bool = true
    ) throws
        -> [String]
    {
        let documents = samples.enumerated().map { SampleDocument(name: "sample\($0.offset).json", text: $0.element) }
        let options = GeneratorOptions(rootName: "Root", style: style, infersDates: dates)
        let source = try ModelGenerator(options: options).generate(from: documents)
        return source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test(
        "each sample set gives the expected declaration",
        arguments: [
            ([#"{"a": 1}"#, #"{"a": 2}"#], "var a: Int = 0"),
            ([#"{"a": 1}"#, #"{"a": 2.5}"#], "var a: Double = 0"),
            ([#"{"a": 1.0}"#], "var a: Int = 0"),
            ([#"{"a": 18446744073709551615}"#], "var a: UInt64 = 0"),
            ([#"{"a": 18446744073709551615}"#, #"{"a": -1}"#], "var a: Double = 0"),
            ([#"{"a": true}"#], "var a: Bool = false"),
            ([#"{"a": "x"}"#], #"var a: String = """#),
            ([#"{"a": 1}"#, #"{"a": "x"}"#], "var a: JSONValue = .null"),
            ([#"{"a": null}"#], "var a: JSONValue = .null"),
            ([#"{"a": 1}"#, #"{}"#], "var a: Int? = nil"),
            ([#"{"a": 1}"#, #"{"a": null}"#], "@EncodeNull var a: Int? = nil"),
            ([#"{"a": 1}"#, #"{"a": null}"#, #"{}"#], "var a: JSONField<Int> = .absent"),
            ([#"{"a": null}"#, #"{}"#], "var a: JSONField<JSONValue> = .absent"),
            ([#"{"a": 1}"#, #"{"a": 1, "b": null}"#], "var b: JSONField<JSONValue> = .absent"),
            ([#"{"a": "2024-05-01"}"#], "@DateOnly var a: Date = Date(timeIntervalSince1970: 0)"),
            ([#"{"a": "2024-05-01T12:30:00Z"}"#], "@ISO8601 var a: Date = Date(timeIntervalSince1970: 0)"),
            ([#"{"a": "2024-05-01T12:30:00.250Z"}"#, #"{"a": null}"#], "@EncodeNull @ISO8601 var a: Date? = nil"),
            ([#"{"a": "2024-05-01T12:30:00+02:00"}"#], #"var a: String = """#),
            ([#"{"a": "2024-05-01T12:30:00.5Z"}"#], #"var a: String = """#),
            ([#"{"a": "2024-02-30"}"#], #"var a: String = """#),
            ([#"{"a": "2024-05-01"}"#, #"{"a": "soon"}"#], #"var a: String = """#),
            ([#"{"a": "https://example.org/x?y=1"}"#], #"var a: URL = URL(fileURLWithPath: "/")"#),
            ([#"{"a": "https://example.org/a b"}"#], #"var a: String = """#),
            ([#"{"a": "/relative/path"}"#], #"var a: String = """#),
            ([#"{"a": ""}"#, #"{"a": "https://example.org"}"#], #"var a: String = """#),
            ([#"{"a": [1, 2]}"#, #"{"a": [3.5]}"#], "var a: [Double] = []"),
            ([#"{"a": [1, null]}"#], "var a: [Int?] = []"),
            ([#"{"a": []}"#], "var a: [JSONValue] = []"),
            ([#"{"a": [1, "x"]}"#], "var a: [JSONValue] = []"),
            ([#"{"a": [[1], [2, 3]]}"#], "var a: [[Int]] = []"),
            ([#"{"a": ["2024-05-01"]}"#], "var a: [String] = []"),
            ([#"{"a": ["2024-05-01T12:30:00Z"]}"#], "var a: [Date] = []"),
            ([#"{"a": {"1": "x", "22": "y"}}"#], "var a: [String: String] = [:]"),
            ([#"{"a": {"3F2504E0-4F89-11D3-9A0C-0305E82C3301": 1}}"#], "var a: [String: Int] = [:]"),
            ([#"{"a": {"1": 1}}"#, #"{"a": {"2": null}}"#], "var a: [String: Int?] = [:]"),
            ([#"{"a": {}}"#], "var a: [String: JSONValue] = [:]"),
            ([#"{"a": {"1": 1, "name": 2}}"#], "var a: A = A()"),
            ([#"{"items": [{"x": 1}]}"#], "var items: [Item] = []"),
            ([#"{"statuses": [{"x": 1}, null]}"#], "var statuses: [Status?] = []"),
            ([#"{"events": {"101": {"x": 1}}}"#], "var events: [String: Event] = [:]"),
            ([#"{"user": {"x": 1}}"#, #"{"user": null}"#], "@EncodeNull var user: User? = nil"),
            ([#"{"class": 1}"#], "var `class`: Int = 0"),
        ]
    )
    func declaration(samples: [String], expected: String) throws {
        let lines = try Self.lines(samples)
        #expect(lines.contains(expected), "\(lines.joined(separator: "\n"))")
    }

    @Test("--no-dates keeps date strings")
    func noDates() throws {
        let lines = try Self.lines([#"{"a": "2024-05-01", "b": "2024-05-01T12:30:00Z"}"#], dates: false)
        #expect(lines.contains(#"var a: String = """#))
        #expect(lines.contains(#"var b: String = """#))
    }

    @Test("array elements missing keys make optional properties of one element class")
    func elementsMerge() throws {
        let lines = try Self.lines([#"{"books": [{"title": "A", "year": 1}, {"title": "B"}], "more": []}"#])
        #expect(lines.contains("nonisolated final class Book: JSONModel {"))
        #expect(lines.contains(#"var title: String = """#))
        #expect(lines.contains("var year: Int? = nil"))
    }

    @Test("the same shape under the same name is one class")
    func sameShapeOneClass() throws {
        let lines = try Self.lines([
            #"{"post": {"user": {"name": "a", "age": 1}}, "reply": {"user": {"name": "b"}}}"#
        ])
        #expect(lines.filter { $0.hasPrefix("nonisolated final class User:") }.count == 1)
        #expect(lines.contains("var age: Int? = nil"))
        #expect(lines.filter { $0 == "var user: User = User()" }.count == 2)
    }

    @Test("different shapes under one name get unique names, prefixed with their parent")
    func duplicateNames() throws {
        let lines = try Self.lines([
            #"{"a": {"owner": {"x": 1}}, "b": {"owner": {"y": "s"}}, "c": {"owner": {"z": true}}}"#
        ])
        #expect(lines.contains("nonisolated final class Owner: JSONModel {"))
        #expect(lines.contains("nonisolated final class BOwner: JSONModel {"))
        #expect(lines.contains("nonisolated final class COwner: JSONModel {"))
    }

    @Test("a name the generated code needs is prefixed with the parent's name")
    func reservedNames() throws {
        let lines = try Self.lines([
            #"{"data": {"x": 1}, "url": {"y": 1}, "date": {"z": 1}, "key": {"k": 1}, "properties": [{"p": 1}]}"#
        ])
        #expect(lines.contains("var data: RootData = RootData()"))
        #expect(lines.contains("var key: RootKey = RootKey()"))
        #expect(lines.contains("var properties: [RootProperty] = []"))
        #expect(lines.contains("var date: RootDate = RootDate()"))
        #expect(lines.contains("var url: Url = Url()"))
    }

    @Test("a place never contains its own type, so nested objects of one name stay apart")
    func noRecursiveMerge() throws {
        let lines = try Self.lines([#"{"node": {"name": "a", "node": {"name": "b"}}}"#], style: .structs)
        #expect(lines.contains("struct Node: JSONStruct {"))
        #expect(lines.contains("var node: NodeNode = NodeNode()"))
    }

    @Test("keys the snake_case style does not give go into keyMapping; the empty key into keyStyle")
    func keyMapping() throws {
        let lines = try Self.lines([#"{"userID": 1, "a.b": 2, "": 3, "plain_key": 4}"#])
        #expect(lines.contains(#""userID": "userID","#))
        #expect(lines.contains(#""aB": "a\\.b","#))
        #expect(
            lines.contains(
                #".custom { name in name == "emptyKey" ? "" : JSONModel.KeyStyle.snakeCase.key(for: name) }"#
            )
        )
        #expect(!lines.contains { $0.contains(#""plainKey":"#) })
    }

    @Test("structs use JSONStruct and static keyMapping")
    func structs() throws {
        let lines = try Self.lines([#"{"userID": 1, "child": {"x": 1}}"#], style: .structs)
        #expect(lines.contains("struct Root: JSONStruct {"))
        #expect(lines.contains("struct Child: JSONStruct {"))
        #expect(lines.contains("static var keyMapping: [String: String] {"))
        #expect(!lines.contains { $0.contains("class") })
    }

    @Test("a top-level array gives the root class and says how to decode it")
    func topLevelArray() throws {
        let lines = try Self.lines([#"[{"id": 1}, {"id": 2, "name": "x"}]"#])
        #expect(lines.contains("// Decode with `Root.arrayFromJSONString(text)`."))
        #expect(lines.contains("var name: String? = nil"))
    }

    @Test("the output is deterministic and has a header saying how it was made")
    func deterministic() throws {
        let samples = [#"{"z": 1, "a": {"k": [1, 2]}, "m": {"9": "x"}, "b": [{"q": 1}, {"r": 2}]}"#, #"{"z": 2}"#]
        let first = try Self.lines(samples)
        for _ in 0..<5 {
            #expect(try Self.lines(samples) == first)
        }
        #expect(first.first == "// Generated by JSONModelKit's model generator with:")
        #expect(first.contains("//     jsonmodel generate sample0.json sample1.json --root Root"))
        #expect(
            try Self.lines(samples, style: .structs, dates: false)
                .contains("//     jsonmodel generate sample0.json sample1.json --root Root --style struct --no-dates")
        )
    }
}
