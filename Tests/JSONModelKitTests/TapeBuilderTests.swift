import Foundation
import Testing

@testable import JSONModelKit

/// The tape built from values (dictionaries, `JSONValue`, XML) and the writer that builds
/// values: the same tape shape as the reader's, numbers held exactly without text, limits,
/// splicing and source marks.
@Suite struct TapeBuilderTests {
    static let documents: [String] = [
        #"{"a":[1,2.5,true,null,"x"],"b":{"c":{}},"d":[]}"#,
        #"[[[]],[{}],{"k":[{"l":"\u00e9\n"}]}]"#,
        #""just a string""#,
        "-0.0",
        #"{"big":18446744073709551615,"small":-9223372036854775808,"e":1e300}"#,
    ]

    @Test(arguments: documents)
    func builtTapeReadsLikeTheParsedOne(document: String) throws {
        let parsed = try JSONValue(parsing: document)
        var builder = TapeBuilder()
        try builder.append(parsed)
        let tape = builder.makeTape()
        #expect(JSONValue(tape: tape, at: 0) == parsed)
        // Every container's `next` and `count` agree with a walk over its contents.
        #expect(tape.index(after: 0) == tape.count)
    }

    @Test func numbersAreStoredExactlyWithoutText() {
        let numbers: [JSONNumber] = [
            JSONNumber(Int64.min), JSONNumber(UInt64.max), JSONNumber(-0.0), JSONNumber(1e300),
            JSONNumber(0.1), JSONNumber(Double.greatestFiniteMagnitude),
        ]
        var builder = TapeBuilder()
        for number in numbers { builder.number(number) }
        let tape = builder.makeTape()
        for (index, number) in numbers.enumerated() {
            let stored = tape.storedNumber(at: index)
            #expect(stored == number)
            #expect(stored?.isStoredInteger == number.isStoredInteger)
        }
        #expect(tape.storedNumber(at: 4)?.doubleValue.bitPattern == (0.1).bitPattern)
        #expect(tape.storedNumber(at: 2)?.doubleValue.sign == .minus)
        // Messages show a stored number as its shortest text.
        #expect(tape.describeValue(at: 1) == "number 18446744073709551615")
    }

    @Test func numberLiteralsAreCheckedByTheReader() {
        var builder = TapeBuilder()
        for valid in ["0", "-1", "1.5e3", "12345678901234567890123"] {
            let added = builder.appendNumberLiteral(ifValid: valid)
            #expect(added, "\(valid)")
        }
        for invalid in ["", "01", "1.", ".5", "+1", " 1", "1 ", "1e", "NaN", "0x10", "1,2", "[1]"] {
            let added = builder.appendNumberLiteral(ifValid: invalid)
            #expect(!added, "\(invalid)")
        }
        let tape = builder.makeTape()
        #expect(tape.count == 4)
        #expect(tape.numberText(at: 3) == "12345678901234567890123")
        #expect(tape.entries[0].flag && tape.entries[1].flag && !tape.entries[2].flag)
    }

    @Test func limitsApplyAsTheReaderApplies() throws {
        func failure(_ limits: JSONReader.Limits, _ value: JSONValue) -> JSONModelError? {
            var builder = TapeBuilder(maxDepth: 512, limits: limits)
            do throws(JSONModelError) {
                try builder.append(value)
                _ = try builder.checkedTape()
                return nil
            } catch {
                return error
            }
        }
        let value: JSONValue = ["name": "a long name", "tags": ["a", "b", "c"]]
        #expect(failure(JSONReader.Limits(), value) == nil)
        let long = try #require(failure(JSONReader.Limits(maxStringLength: 5), value))
        #expect(long.code == .limitExceeded)
        #expect(long.message.contains("maxStringLength (5)"), "\(long.message)")
        let many = try #require(failure(JSONReader.Limits(maxCollectionCount: 2), value))
        #expect(many.message.contains("an array of 3 elements exceeds maxCollectionCount (2)"), "\(many.message)")
        let large = try #require(failure(JSONReader.Limits(maxInputSize: 10), value))
        #expect(large.message.contains("maxInputSize (10)"), "\(large.message)")
        var deep = TapeBuilder(maxDepth: 2)
        try deep.beginArray()
        try deep.beginArray()
        var tooDeep: JSONModelError?
        do throws(JSONModelError) { try deep.beginArray() } catch { tooDeep = error }
        #expect(tooDeep?.code == .tooDeeplyNested)
    }

    @Test func splicedValuesKeepTheirShapeAndMarks() throws {
        var item = TapeBuilder()
        item.mark(sourceOffset: 70)
        try item.beginObject()
        item.string("x")
        item.number(1)
        item.endContainer()

        var builder = TapeBuilder()
        builder.mark(sourceOffset: 10)
        try builder.beginObject()
        builder.string("items")
        try builder.beginArray()
        builder.append(contentsOf: item)
        builder.append(contentsOf: item)
        builder.endContainer()
        builder.string("after")
        builder.bool(true)
        builder.endContainer()
        let marks = builder.sourceMarks
        let tape = builder.makeTape()
        #expect(JSONValue(tape: tape, at: 0) == ["items": [["x": 1], ["x": 1]], "after": true])
        // The second item's object entry is marked 70 (spliced marks are rebased).
        let secondItem = tape.index(after: 3)
        #expect(tape.entries[secondItem].kind == .object)
        #expect(marks.sourceOffset(ofArenaOffset: Int(tape.entries[secondItem].start)) == 70)
        #expect(marks.sourceOffset(ofArenaOffset: Int(tape.entries[0].start)) == 10)
    }

    /// A builder is a value: a copy and the original (and a tape made from either) never see
    /// each other's later values, though they share memory until one of them changes.
    @Test func copiesAreIndependentValues() throws {
        var original = TapeBuilder()
        try original.beginArray()
        original.string("shared")
        var copy = original
        original.number(1)
        copy.string("copy only")
        let copyAtSplit = copy
        copy.endContainer()
        original.endContainer()
        #expect(JSONValue(tape: original.makeTape(), at: 0) == ["shared", 1])
        #expect(JSONValue(tape: copy.makeTape(), at: 0) == ["shared", "copy only"])

        // A tape made from one copy keeps its values while another copy goes on.
        var going = copyAtSplit
        let tape = copyAtSplit.makeTape()
        going.bool(true)
        going.endContainer()
        #expect(tape.count == 3)
        #expect(JSONValue(tape: going.makeTape(), at: 0) == ["shared", "copy only", true])
    }

    /// Growing past the reserved room, a byte or an entry at a time and by long strings, keeps
    /// every value and every container's count.
    @Test(arguments: [1, 16, 1000])
    func growingKeepsEveryValue(capacity: Int) throws {
        var builder = TapeBuilder(capacity: capacity)
        try builder.beginObject()
        var expected: [String: JSONValue] = [:]
        for index in 0..<600 {
            let key = "key\(index)"
            builder.string(key)
            switch index % 4 {
            case 0:
                builder.number(JSONNumber(Int64(index)))
                expected[key] = .number(JSONNumber(Int64(index)))
            case 1:
                let long = String(repeating: "é", count: index)
                builder.string(long)
                expected[key] = .string(long)
            case 2:
                try builder.beginArray()
                builder.null()
                builder.bool(index % 8 == 2)
                builder.endContainer()
                expected[key] = [nil, .bool(index % 8 == 2)]
            default:
                let added = builder.appendNumberLiteral(ifValid: "\(index).5")
                #expect(added)
                expected[key] = try JSONValue(parsing: "\(index).5")
            }
        }
        builder.endContainer()
        let tape = builder.makeTape()
        #expect(tape.entries[0].count == 600)
        #expect(tape.index(after: 0) == tape.count)
        #expect(JSONValue(tape: tape, at: 0) == .object(expected))
    }

    @Test func writerBuildingValuesMatchesTheTextWriter() throws {
        func sample(_ writer: inout JSONWriter) throws(JSONModelError) {
            try writer.beginObject()
            writer.key(JSONWriter.EncodedKey("a\"b"))
            writer.integer(UInt64.max)
            writer.key("list")
            try writer.beginArray()
            writer.element()
            try writer.double(2.5)
            writer.element()
            writer.numberLiteral("0.30000000000000000001", isInteger: false)
            writer.element()
            writer.string("é")
            writer.element()
            writer.null()
            writer.endArray()
            writer.endObject()
        }
        var text = JSONWriter(prettyPrinted: false)
        try sample(&text)
        var values = JSONWriter(buildingValuesWithMaxDepth: 8)
        try sample(&values)
        #expect(values.bytes.isEmpty)
        let tape = values.makeTape()
        #expect(JSONValue(tape: tape, at: 0) == (try JSONValue(parsing: String(decoding: text.bytes, as: UTF8.self))))
        // The literal is kept as written, for a `Decimal` to read exactly.
        #expect(tape.numberText(at: 6) == "0.30000000000000000001")

        var shallow = JSONWriter(buildingValuesWithMaxDepth: 1)
        try shallow.beginObject()
        var tooDeep: JSONModelError?
        do throws(JSONModelError) { try shallow.beginArray() } catch { tooDeep = error }
        #expect(tooDeep?.code == .tooDeeplyNested)
    }
}

extension JSONWriterTests {
    /// Commas and indentation stay right past 64 levels, where the writer keeps the outer
    /// containers' state in an array instead of bits.
    @Test(arguments: [63, 64, 65, 130])
    func deepNestingKeepsEachLevelsCommas(depth: Int) throws {
        func nested(_ level: Int, _ writer: inout JSONWriter) throws(JSONModelError) {
            try writer.beginArray()
            writer.element()
            writer.integer(level)
            if level < depth {
                writer.element()
                try nested(level + 1, &writer)
            }
            writer.element()
            writer.integer(-level)
            writer.endArray()
        }
        var writer = JSONWriter(prettyPrinted: false, maxDepth: 1000)
        try nested(1, &writer)
        var expected = ""
        for level in 1...depth { expected += "[\(level)," }
        expected.removeLast()
        for level in (1...depth).reversed() { expected += ",-\(level)]" }
        #expect(Self.text(of: writer) == expected)
        var pretty = JSONWriter(prettyPrinted: true, maxDepth: 1000)
        try nested(1, &pretty)
        let value = try JSONValue(parsing: Self.text(of: pretty), maxDepth: 1000)
        #expect(value == (try JSONValue(parsing: expected, maxDepth: 1000)))
    }
}
