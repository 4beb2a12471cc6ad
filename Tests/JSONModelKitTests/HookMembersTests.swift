import Testing

@testable import JSONModelKit

/// The members that hooks and `classForDecoding` see are built once per document: building an
/// object keeps every object inside it, so nested models find theirs ready.
@Suite struct HookMembersTests {
    static let json = #"{"a": {"b": {"c": 1}, "list": [{"d": 2}, {}]}, "e": [3]}"#

    /// Runs `body` with a context on the tape of `json`.
    private func withContext<Result>(
        _ json: String,
        _ body: (DecodingContext) throws -> Result
    ) throws -> Result {
        let bytes = Array(json.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            let tape = try JSONReader.parse(buffer, maxDepth: 512)
            return try body(DecodingContext(tape: tape, options: JSONModel.DecodingOptions()))
        }
    }

    /// The tape indices of the objects in the document, outermost first.
    private func objectIndices(in context: DecodingContext) -> [Int] {
        (0..<context.tape.count).filter { context.kind(at: $0) == .object }
    }

    @Test func everyObjectIsKeptByTheFirstBuild() throws {
        let expected = try JSONValue(parsing: Self.json).objectValue
        try withContext(Self.json) { context in
            let objects = objectIndices(in: context)
            #expect(objects.count == 5)
            let root = context.members(ofObjectAt: 0)
            #expect(root == expected)
            #expect(context.pools.builtObjectCount == 5)
            for index in objects {
                #expect(context.members(ofObjectAt: index) == JSONValue(tape: context.tape, at: index).objectValue)
            }
            // Nothing more was built: every nested object came from the first build.
            #expect(context.pools.builtObjectCount == 5)
        }
    }

    @Test func anInnerBuildKeepsOnlyItsSubtree() throws {
        try withContext(Self.json) { context in
            let objects = objectIndices(in: context)
            let inner = try #require(objects.dropFirst().first)
            #expect(context.members(ofObjectAt: inner)["b"] == ["c": 1])
            // "a", "b", the two objects of "list".
            #expect(context.pools.builtObjectCount == 4)
            #expect(context.members(ofObjectAt: 0).count == 2)
            #expect(context.pools.builtObjectCount == 5)
        }
    }
}
