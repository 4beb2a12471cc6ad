import Foundation
import Testing

@testable import JSONModelKit

/// Strings made from the tape without a second UTF-8 validation: their ASCII flag must be exact,
/// because comparison and hashing rely on it.
@Suite struct TapeStringTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// The JSON string literal, quotes included.
        let json: String
        let expected: String
        let isASCIIOnTape: Bool
        var testDescription: String { json }
    }

    static let cases: [Case] = [
        Case(json: #""""#, expected: "", isASCIIOnTape: true),
        Case(json: #""id_str""#, expected: "id_str", isASCIIOnTape: true),
        Case(json: #""longer than fifteen bytes""#, expected: "longer than fifteen bytes", isASCIIOnTape: true),
        Case(json: #""café""#, expected: "café", isASCIIOnTape: false),
        Case(json: #""名前:前田あゆみ 😋✨""#, expected: "名前:前田あゆみ 😋✨", isASCIIOnTape: false),
        Case(json: #""e\u0301""#, expected: "e\u{301}", isASCIIOnTape: true),
        Case(json: #""line\nbreak \/ \"quoted\"""#, expected: "line\nbreak / \"quoted\"", isASCIIOnTape: true),
        Case(json: #""caf\u00e9""#, expected: "café", isASCIIOnTape: true),
        Case(json: #""\ud83d\ude0b and é\t""#, expected: "😋 and é\t", isASCIIOnTape: false),
        Case(json: #""\u0041\u0000""#, expected: "A\u{0}", isASCIIOnTape: true),
    ]

    @Test(arguments: cases)
    func stringsFromTheTapeBehaveLikeLiterals(_ testCase: Case) throws {
        let bytes = Array(testCase.json.utf8)
        let text = try bytes.withUnsafeBufferPointer { buffer throws(JSONModelError) in
            let tape = try JSONReader.parse(buffer, maxDepth: 512)
            #expect(tape.entries[0].kind == .string)
            #expect(tape.entries[0].isASCII == testCase.isASCIIOnTape)
            let context = DecodingContext(tape: tape, options: JSONModel.DecodingOptions())
            let fromContext = context.string(at: 0)
            let fromTape = tape.string(at: 0)
            #expect(fromContext == fromTape)
            return fromContext
        }
        #expect(text == testCase.expected)
        #expect(text.hashValue == testCase.expected.hashValue)
        #expect(text.count == testCase.expected.count)
        #expect(text.utf16.count == testCase.expected.utf16.count)
        #expect(Array(text.unicodeScalars) == Array(testCase.expected.unicodeScalars))
        #expect(Set([text]).contains(testCase.expected))
        #expect([testCase.expected: 1][text] == 1)
    }

    @Test func canonicallyEquivalentStringsStillCompareEqual() throws {
        // "é" precomposed (raw and escaped) and decomposed: one key in a Swift dictionary.
        let value = try JSONValue(parsing: #"{"é": 1, "e\u0301": 2, "\u00e9": 3}"#)
        #expect(value.objectValue?.count == 1)
        #expect(value.objectValue?["é"] == 3)
    }
}
