import Testing

@testable import JSONModelKit

/// The byte-appending writer: escaping, numbers, layout and its depth limit.
@Suite struct JSONWriterTests {
    static func text(of writer: borrowing JSONWriter) -> String {
        String(decoding: writer.bytes, as: UTF8.self)
    }

    static func written(
        _ body: (inout JSONWriter) throws(JSONModelError) -> Void,
        pretty: Bool = false
    ) throws(JSONModelError) -> String {
        var writer = JSONWriter(prettyPrinted: pretty)
        try body(&writer)
        return text(of: writer)
    }

    // MARK: - Strings

    struct StringCase: Sendable, CustomTestStringConvertible {
        let value: String
        let expected: String
        var testDescription: String { expected }
    }

    static let stringCases: [StringCase] = [
        StringCase(value: "", expected: #""""#),
        StringCase(value: "plain", expected: #""plain""#),
        StringCase(value: "a\"b", expected: #""a\"b""#),
        StringCase(value: "\\", expected: #""\\""#),
        StringCase(value: "\\\"", expected: #""\\\"""#),
        StringCase(value: "/", expected: #""/""#),
        StringCase(value: "\n", expected: #""\n""#),
        StringCase(value: "\r", expected: #""\r""#),
        StringCase(value: "\t", expected: #""\t""#),
        StringCase(value: "\u{08}", expected: #""\b""#),
        StringCase(value: "\u{0C}", expected: #""\f""#),
        StringCase(value: "\u{0}", expected: #""\u0000""#),
        StringCase(value: "\u{1}", expected: #""\u0001""#),
        StringCase(value: "\u{0B}", expected: #""\u000b""#),
        StringCase(value: "\u{1B}", expected: #""\u001b""#),
        StringCase(value: "\u{1F}", expected: #""\u001f""#),
        StringCase(value: " ~\u{7F}", expected: "\" ~\u{7F}\""),
        StringCase(value: "é€😀", expected: "\"é€😀\""),
        StringCase(value: "\u{2028}\u{2029}", expected: "\"\u{2028}\u{2029}\""),
        StringCase(value: "\u{10FFFF}", expected: "\"\u{10FFFF}\""),
        StringCase(value: "line1\nline2\ttab\"quote\"", expected: #""line1\nline2\ttab\"quote\"""#),
        StringCase(value: "\"start and end\"", expected: #""\"start and end\"""#),
        StringCase(value: "\r\n", expected: #""\r\n""#),
    ]

    @Test(arguments: stringCases)
    func escapesString(_ testCase: StringCase) throws {
        var writer = JSONWriter(prettyPrinted: false)
        writer.string(testCase.value)
        #expect(Self.text(of: writer) == testCase.expected)
        // What the writer produces, the strict reader reads back to the same text.
        #expect(try readJSON(writer.bytes).get() == .string(testCase.value))
    }

    @Test func everyScalarBelowU0100RoundTrips() throws {
        for value in UInt32(0)..<0x100 {
            let scalar = try #require(Unicode.Scalar(value))
            let string = "x" + String(Character(scalar)) + "y"
            var writer = JSONWriter(prettyPrinted: false)
            writer.string(string)
            #expect(try readJSON(writer.bytes).get() == .string(string), "U+\(String(value, radix: 16))")
            // Nothing below U+0020 is written raw.
            #expect(writer.bytes.allSatisfy { $0 >= 0x20 }, "U+\(String(value, radix: 16))")
        }
    }

    /// The escaping the writer must produce, one scalar at a time.
    static func referenceQuoted(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case _ where scalar.value < 0x20:
                text += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    /// Strings are copied and checked sixteen bytes at a time (eight, or four, when shorter),
    /// their last bytes as a block read from the end, and strings with escapes a block then a
    /// word at a time: every length up to 72 with an escape (or a multi-byte character) at every
    /// position, so each escape falls in a whole block, in the last one, and in a string
    /// shorter than a block or a word.
    @Test func escapesAtEveryPositionOfEveryLength() throws {
        for value in Self.stringsWithEveryEscapePosition(maxLength: 72) {
            var writer = JSONWriter(prettyPrinted: false, capacity: 16)
            writer.string(value)
            writer.string(value)
            #expect(Self.text(of: writer) == Self.referenceQuoted(value) + Self.referenceQuoted(value))
        }
    }

    /// The strings of ``escapesAtEveryPositionOfEveryLength()``, up to `maxLength` bytes of
    /// letters with one special character at every position, escapes side by side, and
    /// strings of nothing but escapes.
    static func stringsWithEveryEscapePosition(maxLength: Int) -> [String] {
        let specials: [String] = ["\"", "\\", "\n", "\u{0}", "\u{1F}", "é", "😀", "\u{7F}"]
        var cases: [String] = []
        for length in 0...maxLength {
            let plain = String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
            cases.append(plain)
            for position in 0..<max(length, 1) {
                for special in specials {
                    var characters = Array(plain)
                    if position < characters.count {
                        characters[position] = Character(special)
                    } else {
                        characters.append(Character(special))
                    }
                    cases.append(String(characters))
                }
            }
            cases.append(String(repeating: "\"\\", count: length / 2 + 1))
            // Two escapes a block apart, so that the escaping loop meets the second in a block.
            if length >= 20 {
                var characters = Array(plain)
                characters[1] = "\""
                characters[length - 2] = "\n"
                cases.append(String(characters))
            }
        }
        return cases
    }

    /// Expects `writeAll` to write the same with its fused calls (`true`) as with the plain
    /// ones (`false`): the same text with `pretty`, and the same values from a writer that
    /// builds values.
    static func expectFusedCallsMatch(
        pretty: Bool,
        _ writeAll: (_ fused: Bool, inout JSONWriter) throws(JSONModelError) -> Void
    ) throws {
        var expected = JSONWriter(prettyPrinted: pretty, capacity: 16)
        try writeAll(false, &expected)
        var fused = JSONWriter(prettyPrinted: pretty, capacity: 16)
        try writeAll(true, &fused)
        #expect(text(of: fused) == text(of: expected))
        #expect(try readJSON(fused.bytes).get() == readJSON(expected.bytes).get())

        var expectedValues = JSONWriter(buildingValuesWithMaxDepth: 8)
        try writeAll(false, &expectedValues)
        var fusedValues = JSONWriter(buildingValuesWithMaxDepth: 8)
        try writeAll(true, &fusedValues)
        let fusedValue = JSONValue(tape: fusedValues.makeTape(), at: 0)
        let expectedValue = JSONValue(tape: expectedValues.makeTape(), at: 0)
        #expect(fusedValue == expectedValue)
    }

    /// The member calls write a key and a value after one capacity check: their output is that
    /// of `key(_:)` followed by the value's own call, in compact text, pretty text and values,
    /// for first and later members, short and long keys and every kind of string.
    @Test(arguments: [false, true])
    func memberCallsMatchKeyThenValue(pretty: Bool) throws {
        let keys = [
            "k", "id", "name", "screen_name_key", "a_key_of_exactly_twenty_nine_b",
            "an_even_longer_key_past_thirty_two_bytes", "quo\"te",
        ]
        .map { JSONWriter.EncodedKey($0) }
        let strings = Self.stringsWithEveryEscapePosition(maxLength: 40)
        let integers: [Int64] = [0, 7, -7, 10, 99_999_999, 100_000_000, Int64.max, Int64.min, -1_234_567_890_123]
        let doubles: [Double] = [0, -0.0, 1.5, 0.1, 1e300, -2.5e-10, 123_456_789_012]
        try Self.expectFusedCallsMatch(pretty: pretty) { (fused, writer) throws(JSONModelError) in
            /// The member `key`, with the fused call or with `key(_:)` and the value's call.
            func member(
                _ index: Int,
                _ fusedCall: (inout JSONWriter) throws(JSONModelError) -> Void,
                _ valueCall: (inout JSONWriter) throws(JSONModelError) -> Void
            ) throws(JSONModelError) {
                if fused {
                    try fusedCall(&writer)
                } else {
                    writer.key(keys[index % keys.count])
                    try valueCall(&writer)
                }
            }
            func key(_ index: Int) -> JSONWriter.EncodedKey { keys[index % keys.count] }
            try writer.beginObject()
            for (index, value) in strings.enumerated() {
                try member(index, { w in withUnsafePointer(to: value) { w.member(key(index), string: $0) } }) {
                    $0.string(value)
                }
            }
            for (index, value) in integers.enumerated() {
                try member(index, { $0.member(key(index), integer: value) }) { $0.integer(value) }
                try member(index, { $0.member(key(index), integer: value.magnitude) }) { $0.integer(value.magnitude) }
                let small = Int8(truncatingIfNeeded: value)
                try member(index, { $0.member(key(index), integer: small) }) { $0.integer(small) }
            }
            for (index, value) in [false, true, true].enumerated() {
                try member(index, { $0.member(key(index), bool: value) }) { $0.bool(value) }
            }
            for (index, value) in doubles.enumerated() {
                try member(index, { (w) throws(JSONModelError) in try w.member(key(index), double: value) }) {
                    (w) throws(JSONModelError) in try w.double(value)
                }
            }
            writer.endObject()
        }

        // A non-finite `Double` member throws and writes nothing.
        var writer = JSONWriter(prettyPrinted: pretty)
        try writer.beginObject()
        #expect(throws: JSONModelError.self) { try writer.member(keys[0], double: .nan) }
        writer.endObject()
        #expect(Self.text(of: writer) == "{}")
    }

    /// `beginArray(member:isEmpty:)` writes an empty member array in one step: the same text
    /// and values as the key, `beginArray()` and `endArray()`, and the same depth error at
    /// the maximum depth.
    @Test(arguments: [false, true])
    func emptyMemberArrayMatchesTheArrayCalls(pretty: Bool) throws {
        let keys = ["ids", "a_key_longer_than_sixteen", "k"].map { JSONWriter.EncodedKey($0) }
        try Self.expectFusedCallsMatch(pretty: pretty) { (fused, writer) throws(JSONModelError) in
            try writer.beginObject()
            for (index, key) in keys.enumerated() {
                let isEmpty = index != 1
                let elementsFollow: Bool
                if fused {
                    elementsFollow = try writer.beginArray(member: key, isEmpty: isEmpty)
                } else {
                    writer.key(key)
                    try writer.beginArray()
                    elementsFollow = !isEmpty
                }
                if elementsFollow {
                    writer.element()
                    writer.integer(1)
                }
                if elementsFollow || !fused { writer.endArray() }
            }
            // An empty array as an element.
            writer.key(keys[0])
            try writer.beginArray()
            writer.element()
            if fused {
                #expect(try writer.beginArray(member: nil, isEmpty: true) == false)
            } else {
                try writer.beginArray()
                writer.endArray()
            }
            writer.endArray()
            writer.endObject()
        }

        // One level allowed: the object fits, an empty array inside it does not.
        var shallow = JSONWriter(prettyPrinted: pretty, maxDepth: 1)
        try shallow.beginObject()
        let error = #expect(throws: JSONModelError.self) { try shallow.beginArray(member: keys[0], isEmpty: true) }
        #expect(error?.code == .tooDeeplyNested)
    }

    @Test func encodedKeyMatchesStringOutput() throws {
        #expect(String(decoding: JSONWriter.EncodedKey("first_name").quoted, as: UTF8.self) == #""first_name""#)
        #expect(String(decoding: JSONWriter.EncodedKey("a\"b\n").quoted, as: UTF8.self) == #""a\"b\n""#)
        var writer = JSONWriter(prettyPrinted: false)
        try writer.beginObject()
        writer.key(JSONWriter.EncodedKey("k"))
        writer.integer(1)
        writer.key("k\"2")
        writer.integer(2)
        writer.endObject()
        #expect(Self.text(of: writer) == #"{"k":1,"k\"2":2}"#)
    }

    // MARK: - Numbers

    struct DoubleCase: Sendable, CustomTestStringConvertible {
        let value: Double
        let expected: String
        var testDescription: String { expected }
    }

    static let doubleCases: [DoubleCase] = [
        DoubleCase(value: 0, expected: "0"),
        DoubleCase(value: -0.0, expected: "-0.0"),
        DoubleCase(value: 1, expected: "1"),
        DoubleCase(value: 3, expected: "3"),
        DoubleCase(value: -42, expected: "-42"),
        DoubleCase(value: 1e15, expected: "1000000000000000"),
        DoubleCase(value: 9_007_199_254_740_991, expected: "9007199254740991"),
        DoubleCase(value: -9_007_199_254_740_991, expected: "-9007199254740991"),
        // From 2^53 on, integral values use the standard library's shortest form (still valid JSON).
        DoubleCase(value: 9_007_199_254_740_992, expected: "9007199254740992.0"),
        DoubleCase(value: 0.1, expected: "0.1"),
        DoubleCase(value: -0.1, expected: "-0.1"),
        DoubleCase(value: 0.5, expected: "0.5"),
        DoubleCase(value: 1.5, expected: "1.5"),
        DoubleCase(value: 0.1 + 0.2, expected: "0.30000000000000004"),
        DoubleCase(value: 1e-7, expected: "1e-07"),
        DoubleCase(value: 123_456.789, expected: "123456.789"),
        DoubleCase(value: .pi, expected: "3.141592653589793"),
        DoubleCase(value: 1e20, expected: "1e+20"),
        DoubleCase(value: 1.2345678901234568e17, expected: "1.2345678901234568e+17"),
        DoubleCase(value: .greatestFiniteMagnitude, expected: "1.7976931348623157e+308"),
        DoubleCase(value: -.greatestFiniteMagnitude, expected: "-1.7976931348623157e+308"),
        DoubleCase(value: .leastNonzeroMagnitude, expected: "5e-324"),
        DoubleCase(value: .leastNormalMagnitude, expected: "2.2250738585072014e-308"),
    ]

    @Test(arguments: doubleCases)
    func writesDoubleInShortestForm(_ testCase: DoubleCase) throws {
        let text = try Self.written { writer throws(JSONModelError) in try writer.double(testCase.value) }
        #expect(text == testCase.expected)
        let reread = withLiteral(text) { JSONNumberParser.double($0) }
        #expect(reread.bitPattern == testCase.value.bitPattern)
        #expect(readerError(text) == nil, "valid JSON")
    }

    @Test func randomDoublesWriteValidJSONThatReadsBackExactly() throws {
        var generator = SeededGenerator(seed: 0x3141_5926)
        var checked = 0
        for _ in 0..<20_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            checked += 1
            let text = try Self.written { writer throws(JSONModelError) in try writer.double(value) }
            #expect(readerError(text) == nil, "\(text) is valid JSON")
            let reread = withLiteral(text) { JSONNumberParser.double($0) }
            #expect(reread.bitPattern == value.bitPattern, "\(text)")
            // Non-integral values are written by the standard library's formatter, directly.
            if value != value.rounded(.towardZero) || abs(value) >= 9_007_199_254_740_992 {
                #expect(text == value.description)
            }
        }
        #expect(checked > 19_000)
    }

    @Test(arguments: [Double.nan, -Double.nan, Double.signalingNaN, Double.infinity, -Double.infinity])
    func nonFiniteDoubleThrows(_ value: Double) throws {
        var writer = JSONWriter(prettyPrinted: false)
        let error = try #require(throws: JSONModelError.self) {
            try writer.double(value)
        }
        #expect(error.code == .invalidValue)
        #expect(writer.bytes.isEmpty)
    }

    @Test(arguments: [Float.nan, Float.infinity, -Float.infinity])
    func nonFiniteFloatThrows(_ value: Float) throws {
        var writer = JSONWriter(prettyPrinted: false)
        let error = try #require(throws: JSONModelError.self) {
            try writer.float(value)
        }
        #expect(error.code == .invalidValue)
    }

    struct FloatCase: Sendable, CustomTestStringConvertible {
        let value: Float
        let expected: String
        var testDescription: String { expected }
    }

    @Test(arguments: [
        FloatCase(value: 0, expected: "0"),
        FloatCase(value: -0.0, expected: "-0.0"),
        FloatCase(value: 3, expected: "3"),
        FloatCase(value: 0.1, expected: "0.1"),
        FloatCase(value: 16_777_215, expected: "16777215"),
        FloatCase(value: 16_777_216, expected: "16777216.0"),
        FloatCase(value: .greatestFiniteMagnitude, expected: "3.4028235e+38"),
    ])
    func writesFloatInShortestForm(_ testCase: FloatCase) throws {
        let text = try Self.written { writer throws(JSONModelError) in try writer.float(testCase.value) }
        #expect(text == testCase.expected)
        #expect(Float(text) == testCase.value)
    }

    struct IntegerCase: Sendable, CustomTestStringConvertible {
        let write: @Sendable (inout JSONWriter) -> Void
        let expected: String
        var testDescription: String { expected }
    }

    static let integerCases: [IntegerCase] = [
        IntegerCase(write: { $0.integer(0) }, expected: "0"),
        IntegerCase(write: { $0.integer(7) }, expected: "7"),
        IntegerCase(write: { $0.integer(-1) }, expected: "-1"),
        IntegerCase(write: { $0.integer(10) }, expected: "10"),
        IntegerCase(write: { $0.integer(-100) }, expected: "-100"),
        IntegerCase(write: { $0.integer(Int64.max) }, expected: "9223372036854775807"),
        IntegerCase(write: { $0.integer(Int64.min) }, expected: "-9223372036854775808"),
        IntegerCase(write: { $0.integer(UInt64.max) }, expected: "18446744073709551615"),
        IntegerCase(write: { $0.integer(Int8.min) }, expected: "-128"),
        IntegerCase(write: { $0.integer(UInt8.max) }, expected: "255"),
        IntegerCase(write: { $0.integer(Int32.min) }, expected: "-2147483648"),
        IntegerCase(write: { $0.integer(Int.min) }, expected: String(Int.min)),
    ]

    @Test(arguments: integerCases)
    func writesInteger(_ testCase: IntegerCase) {
        var writer = JSONWriter(prettyPrinted: false)
        testCase.write(&writer)
        #expect(Self.text(of: writer) == testCase.expected)
    }

    @Test func randomIntegersMatchTheStandardLibrary() {
        var generator = SeededGenerator(seed: 0x17)
        for _ in 0..<5_000 {
            let signed = Int64(bitPattern: generator.next()) >> Int64.random(in: 0..<64, using: &generator)
            var writer = JSONWriter(prettyPrinted: false)
            writer.integer(signed)
            #expect(Self.text(of: writer) == String(signed))
        }
    }

    /// Every digit count's edges: 10^k - 1, 10^k and 10^k + 1, and each power of two.
    @Test func integersAtDigitCountEdgesMatchTheStandardLibrary() {
        var values: [UInt64] = [UInt64.max, UInt64.max - 1]
        var power: UInt64 = 1
        for _ in 0..<20 {
            values += [power &- 1, power, power &+ 1]
            power = power.multipliedReportingOverflow(by: 10).overflow ? power : power * 10
        }
        values += (0..<64).map { UInt64(1) << $0 }
        values += (0..<64).map { (UInt64(1) << $0) &- 1 }
        for value in values {
            var writer = JSONWriter(prettyPrinted: false)
            writer.integer(value)
            #expect(Self.text(of: writer) == String(value))
        }
    }

    @Test func writesLiteralsAndNumberLiterals() throws {
        var writer = JSONWriter(prettyPrinted: false)
        try writer.beginArray()
        writer.element()
        writer.null()
        writer.element()
        writer.bool(true)
        writer.element()
        writer.bool(false)
        writer.element()
        writer.numberLiteral("1.50e3", isInteger: false)
        writer.endArray()
        #expect(Self.text(of: writer) == "[null,true,false,1.50e3]")
    }

    // MARK: - Layout

    static func writeSample(_ writer: inout JSONWriter) throws(JSONModelError) {
        try writer.beginObject()
        writer.key("a")
        try writer.beginArray()
        writer.element()
        writer.integer(1)
        writer.element()
        writer.string("two")
        writer.endArray()
        writer.key("b")
        try writer.beginObject()
        writer.endObject()
        writer.key("c")
        try writer.beginArray()
        writer.endArray()
        writer.key("d")
        try writer.beginObject()
        writer.key("e")
        writer.null()
        writer.endObject()
        writer.endObject()
    }

    @Test func compactLayout() throws {
        let text = try Self.written { writer throws(JSONModelError) in try Self.writeSample(&writer) }
        #expect(text == #"{"a":[1,"two"],"b":{},"c":[],"d":{"e":null}}"#)
    }

    @Test func prettyLayout() throws {
        let text = try Self.written({ writer throws(JSONModelError) in try Self.writeSample(&writer) }, pretty: true)
        let expected = """
            {
              "a": [
                1,
                "two"
              ],
              "b": {},
              "c": [],
              "d": {
                "e": null
              }
            }
            """
        #expect(text == expected)
        #expect(try readJSON(Array(text.utf8)).get() == ["a": [1, "two"], "b": [:], "c": [], "d": ["e": nil]])
    }

    @Test func emptyTopLevelContainers() throws {
        for pretty in [false, true] {
            let object = try Self.written(
                { writer throws(JSONModelError) in
                    try writer.beginObject()
                    writer.endObject()
                },
                pretty: pretty
            )
            let array = try Self.written(
                { writer throws(JSONModelError) in
                    try writer.beginArray()
                    writer.endArray()
                },
                pretty: pretty
            )
            #expect(object == "{}")
            #expect(array == "[]")
        }
    }

    @Test func prettyNestedArrays() throws {
        let text = try Self.written(
            { writer throws(JSONModelError) in
                try writer.beginArray()
                writer.element()
                try writer.beginArray()
                writer.element()
                writer.integer(1)
                writer.endArray()
                writer.element()
                try writer.beginArray()
                writer.endArray()
                writer.endArray()
            },
            pretty: true
        )
        #expect(text == "[\n  [\n    1\n  ],\n  []\n]")
    }

    // MARK: - Depth

    @Test(arguments: [1, 3, 512])
    func depthLimitThrows(maxDepth: Int) throws {
        var writer = JSONWriter(prettyPrinted: false, maxDepth: maxDepth)
        for _ in 0..<maxDepth {
            try writer.beginArray()
            writer.element()
        }
        let error = try #require(throws: JSONModelError.self) {
            try writer.beginObject()
        }
        #expect(error.code == .tooDeeplyNested)
    }

    @Test func defaultDepthLimitIs512() throws {
        var writer = JSONWriter(prettyPrinted: false)
        #expect(writer.maxDepth == 512)
        for _ in 0..<512 {
            try writer.beginArray()
        }
        #expect(throws: JSONModelError.self) {
            try writer.beginArray()
        }
        for _ in 0..<512 {
            writer.endArray()
        }
        #expect(readerError(writer.bytes) == nil, "what the writer accepts, the reader accepts")
    }

    /// Containers past 64 levels keep their comma state outside the writer's bit set: commas
    /// must come out right on the way down and back up, whether or not a level has elements.
    @Test(arguments: [false, true])
    func commasAcrossSixtyFourLevels(pretty: Bool) throws {
        func write(_ writer: inout JSONWriter, level: Int) throws(JSONModelError) -> String {
            if level == 150 {
                try writer.beginArray()
                writer.endArray()
                return "[]"
            }
            // Every third level is an object with one member, the others arrays with elements
            // before and after the nested one.
            if level % 3 == 0 {
                try writer.beginObject()
                writer.key("k")
                let inner = try write(&writer, level: level + 1)
                writer.endObject()
                return "{\"k\":" + inner + "}"
            }
            try writer.beginArray()
            writer.element()
            writer.integer(level)
            writer.element()
            let inner = try write(&writer, level: level + 1)
            writer.element()
            writer.integer(-level)
            writer.endArray()
            return "[\(level)," + inner + ",\(-level)]"
        }
        var writer = JSONWriter(prettyPrinted: pretty)
        let expected = try write(&writer, level: 0)
        #expect(writer.depth == 0)
        let written = Self.text(of: writer)
        if pretty {
            #expect(try JSONValue(parsing: written) == JSONValue(parsing: expected))
            #expect(written.contains("\n"))
        } else {
            #expect(written == expected)
        }
    }

    @Test func checkedValueWritingHonoursTheLimit() throws {
        var value: JSONValue = 1
        for _ in 0..<10 {
            value = [value]
        }
        var shallow = JSONWriter(prettyPrinted: false, maxDepth: 9)
        let error = try #require(throws: JSONModelError.self) {
            try value.writeChecked(to: &shallow, sortedKeys: true)
        }
        #expect(error.code == .tooDeeplyNested)
        var deepEnough = JSONWriter(prettyPrinted: false, maxDepth: 10)
        try value.writeChecked(to: &deepEnough, sortedKeys: true)
        #expect(Self.text(of: deepEnough) == "[[[[[[[[[[1]]]]]]]]]]")
    }
}
