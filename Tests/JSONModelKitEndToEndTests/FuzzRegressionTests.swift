import Foundation
import JSONModelKit
import Testing

/// A model with a dictionary, for the key-order regression.
final class FuzzScoreBoard: JSONModel {
    var scores: [String: Int] = [:]
}

/// Inputs found by the fuzz targets in `Fuzz/`, each kept as the smallest input that showed the
/// failure, so that a fixed bug stays fixed.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// FuzzJSONReader: `1e999999` is valid JSON and parses to a number (infinity), which
    /// `jsonString()` wrote as `null`, so the text no longer parsed back to an equal value.
    @Test func hugeNumberSurvivesJSONString() throws {
        let input = Data([0x31, 0x65, 0x39, 0x39, 0x39, 0x39, 0x39, 0x39])  // "1e999999"
        guard let value = try? JSONValue(parsing: input) else {
            return
        }
        let reparsed = try JSONValue(parsing: value.jsonString())
        #expect(reparsed == value, "\(value.jsonString())")
    }

    /// FuzzJSONReader: writing a parsed document must be stable.
    ///
    /// `-0e0` (also `-0.0`) parses to the double negative zero, which was written as `-0`; `-0`
    /// parses to the integer zero, written as `0`. Text written once and text written after one
    /// more parse must be the same.
    @Test(arguments: ["-0e0", "-0.0", "[-0.0]", #"{"a":-0.0}"#, "-0"])
    func negativeZeroTextIsStable(input: String) throws {
        let once = try JSONValue(parsing: input).jsonString()
        let twice = try JSONValue(parsing: once).jsonString()
        #expect(once == twice)
    }

    /// FuzzJSONReader: with sorted keys, the order of `"e\u0301"` and `"é%"` depended on the
    /// dictionary's iteration order.
    ///
    /// Swift's `String <` is not a total order on text that is not
    /// in normal form C: neither `"e\u{301}" < "é%"` nor `"é%" < "e\u{301}"`, and they are not
    /// equal, so `keys.sorted()` answers either order. The same two keys must always be written
    /// in the same order, for `JSONValue` and for a model's `[String: V]`.
    @Test func sortedKeysOrderIsStable() throws {
        // {"é%":1,"e\u0301":2} and the same members in the other order.
        let inputs = [
            Data([0x7B, 0x22, 0xC3, 0xA9, 0x25, 0x22, 0x3A, 0x31, 0x2C, 0x22, 0x65, 0xCC, 0x81, 0x22, 0x3A, 0x32, 0x7D]
            ),
            Data([0x7B, 0x22, 0x65, 0xCC, 0x81, 0x22, 0x3A, 0x32, 0x2C, 0x22, 0xC3, 0xA9, 0x25, 0x22, 0x3A, 0x31, 0x7D]
            ),
        ]
        var texts: Set<String> = []
        for input in inputs {
            // Fresh dictionaries iterate in different orders; 20 of each make both orders likely.
            for _ in 0..<20 {
                texts.insert(try JSONValue(parsing: input).jsonString())
            }
        }
        #expect(texts.count == 1, "\(texts)")

        var encodings: Set<String> = []
        for _ in 0..<20 {
            let board = FuzzScoreBoard()
            board.scores = ["\u{E9}%": 1, "e\u{301}": 2]
            encodings.insert(
                try board.toJSONString(options: JSONModel.EncodingOptions(prettyPrinted: false, sortedKeys: true))
            )
        }
        #expect(encodings.count == 1, "\(encodings)")
    }

    // FuzzJSONReader, 2026-11-28: `12345678901234567890.123456789` is held as the nearest
    // `Double` (12345678901234567168), whose shortest form `1.2345678901234567e+19` names the
    // integer 12345678901234567000 exactly; written that way it read back as another value.
    @Test(arguments: [
        "12345678901234567890.123456789", "-9223372036854775807.5", "9007199254740993.5", "1.8446744073709551e19",
        "[18446744073709551615.5, 1e19, 9.2e18]",
    ])
    func aLargeFractionalNumberReadsBackAsItself(input: String) throws {
        let value = try JSONValue(parsing: input)
        let written = value.jsonString()
        let reparsed = try JSONValue(parsing: written)
        #expect(reparsed == value, "\(written)")
        #expect(reparsed.hashValue == value.hashValue)
        #expect(reparsed.jsonString() == written)
    }
}
