import Foundation
import JSONModelKit
import Testing

/// Constraints in JSON Schema: the keywords each one publishes, and agreement with the decoder
/// on thousands of documents, checked by Python's `jsonschema` (exact numbers and ECMA-262
/// patterns, as draft 2020-12 says).
@Suite struct ConstraintSchemaTests {
    // MARK: - Keywords

    /// The decoding-mode schema of the property `name` of `model` (its JSON key).
    static func property(_ name: String, of model: JSONModel.Type) throws -> JSONValue {
        try #require(try model.jsonSchema()["properties"]?[name])
    }

    /// Bounds, steps and allowed integers on every kind of number, and on an optional.
    @Test func numberKeywordsOnAClass() throws {
        let model = SchemaNumberLimits.self
        #expect(
            try Self.property("small", of: model)
                == ["type": "integer", "minimum": -5, "maximum": 5, "default": 0]
        )
        // Exclusive bounds beside the type's own range, which they do not replace.
        #expect(
            try Self.property("step", of: model)
                == [
                    "type": "integer", "minimum": -32768, "maximum": 32767, "exclusiveMinimum": -1000,
                    "exclusiveMaximum": 1000, "multipleOf": 5, "default": 0,
                ]
        )
        // A stricter bound replaces the type's; the other end stays the type's.
        #expect(
            try Self.property("byte", of: model)
                == ["type": "integer", "minimum": 10, "maximum": 255, "default": 10]
        )
        #expect(
            try Self.property("big", of: model)
                == ["type": "integer", "minimum": 0, "maximum": .number(JSONNumber(UInt64.max - 1)), "default": 0]
        )
        // A looser bound does not replace it, even one a `Double` cannot tell from it.
        #expect(
            try Self.property("wide", of: model)
                == [
                    "type": "integer", "minimum": .number(JSONNumber(Int64.min)),
                    "maximum": .number(JSONNumber(Int64.max)), "default": 0,
                ]
        )
        #expect(
            try Self.property("level", of: model)
                == [
                    "type": "integer", "minimum": .number(JSONNumber(Int.min)), "maximum": .number(JSONNumber(Int.max)),
                    "enum": [1, 2, 3], "default": 1,
                ]
        )
        #expect(
            try Self.property("price", of: model)
                == [
                    "type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 10_000_000, "multipleOf": 0.01,
                    "default": 0.01,
                ]
        )
        #expect(
            try Self.property("ratio", of: model) == ["type": "number", "minimum": -1.5, "maximum": 1.5, "default": 0]
        )
        #expect(try Self.property("tenth", of: model) == ["type": "number", "multipleOf": 0.1, "default": 0])
        #expect(
            try Self.property("quarter", of: model)
                == ["type": "number", "minimum": 0, "maximum": 1, "multipleOf": 0.25, "default": 0.5]
        )
        #expect(
            try Self.property("amount", of: model)
                == ["type": "number", "minimum": -100.5, "multipleOf": 0.01, "default": 0]
        )
        // An optional: the constraints are in the non-null branch.
        #expect(
            try Self.property("count", of: model)
                == [
                    "anyOf": [
                        ["type": "integer", "minimum": 1, "maximum": .number(JSONNumber(Int.max))], ["type": "null"],
                    ],
                    "default": nil,
                ]
        )
    }

    /// `.multipleOf(2)` and `.multipleOf(3)`: both steps, one in `allOf`.
    @Test func twoStepsOnOnePropertyAreBothPublished() throws {
        let schema = try Self.property("sixes", of: SchemaNumberLimits.self)
        let steps = Self.values(of: "multipleOf", in: schema)
        #expect(Set(steps.compactMap { $0.numberValue?.int64Value }) == [2, 3])
    }

    /// Lengths, patterns and allowed strings, on an optional too, and two patterns at once.
    @Test func stringKeywordsOnAClass() throws {
        let model = SchemaTextLimits.self
        #expect(
            try Self.property("name", of: model)
                == ["type": "string", "minLength": 2, "maxLength": 5, "default": "ab"]
        )
        #expect(
            try Self.property("code", of: model)
                == ["type": "string", "pattern": "^[A-Z]{2}-\\d{2,4}$", "default": "AB-12"]
        )
        #expect(
            try Self.property("role", of: model)
                == ["type": "string", "enum": ["admin", "user", "\u{E9}"], "default": "user"]
        )
        #expect(
            try Self.property("nickname", of: model)
                == [
                    "anyOf": [["type": "string", "minLength": 2, "pattern": "^\\S+$"], ["type": "null"]],
                    "default": nil,
                ]
        )
        // Two patterns: a string must match both, so both are in the schema.
        let both = try Self.property("both", of: model)
        #expect(Set(Self.values(of: "pattern", in: both).compactMap(\.stringValue)) == ["a", "b"])
    }

    /// Sizes, `uniqueItems` and `.each` on arrays, sets, dictionaries and nested arrays.
    @Test func collectionKeywordsOnAClass() throws {
        let model = SchemaCollectionLimits.self
        #expect(
            try Self.property("tags", of: model)
                == [
                    "type": "array", "minItems": 1, "maxItems": 3, "uniqueItems": true,
                    "items": ["type": "string", "minLength": 1, "maxLength": 4, "pattern": "^[a-z]"],
                    "default": ["a"],
                ]
        )
        // `.each` on a set: in `items`.
        #expect(
            try Self.property("letters", of: model)
                == [
                    "type": "array", "maxItems": 2, "uniqueItems": true,
                    "items": ["type": "string", "enum": ["a", "b", "c"]], "default": [],
                ]
        )
        // On a dictionary: sizes are minProperties and maxProperties, `.each` is in
        // additionalProperties.
        #expect(
            try Self.property("scores", of: model)
                == [
                    "type": "object", "minProperties": 1, "maxProperties": 2,
                    "additionalProperties": ["type": "integer", "minimum": 0, "maximum": 100],
                    "default": ["a": 1],
                ]
        )
        #expect(
            try Self.property("labels", of: model)
                == [
                    "type": "object", "additionalProperties": ["type": "string", "maxLength": 3, "pattern": "^[^0-9]"],
                    "default": [:],
                ]
        )
        // `.each` inside `.each`: nested items.
        #expect(
            try Self.property("matrix", of: model)
                == [
                    "type": "array", "maxItems": 3,
                    "items": [
                        "type": "array", "minItems": 1, "maxItems": 2,
                        "items": ["type": "integer", "minimum": 0, "maximum": 9],
                    ],
                    "default": [],
                ]
        )
        #expect(
            try Self.property("optional_tags", of: model)
                == [
                    "anyOf": [
                        ["type": "array", "minItems": 1, "items": ["type": "string", "minLength": 1]],
                        ["type": "null"],
                    ],
                    "default": nil,
                ]
        )
        // On a set: `uniqueItems` and the sizes hold for its JSON array, repeats included (the
        // default, a set, is left out: its order is not fixed).
        var distinct = try #require(try Self.property("distinct", of: model).objectValue)
        distinct["default"] = nil
        #expect(
            JSONValue.object(distinct)
                == [
                    "type": "array", "minItems": 2, "uniqueItems": true,
                    "items": [
                        "type": "integer", "minimum": .number(JSONNumber(Int.min)),
                        "maximum": .number(JSONNumber(Int.max)),
                    ],
                ]
        )
        #expect(
            try Self.property("values", of: model) == [
                "type": "array", "items": [:], "uniqueItems": true, "default": [],
            ]
        )
    }

    /// A struct publishes its constraints and rules as a class does.
    @Test func keywordsOnAStruct() throws {
        let schema = try SchemaLimitsStruct.jsonSchema()
        let properties = try #require(schema["properties"])
        #expect(
            properties["low"]
                == ["type": "integer", "minimum": -128, "maximum": 127, "exclusiveMinimum": -3, "default": 0]
        )
        #expect(
            properties["high"]
                == ["type": "integer", "minimum": -128, "maximum": 127, "exclusiveMaximum": 100, "default": 0]
        )
        #expect(
            properties["tags"]
                == [
                    "type": "array", "maxItems": 3, "uniqueItems": true,
                    "items": ["type": "string", "pattern": "^[a-z]+$"],
                    "default": [],
                ]
        )
        #expect(
            properties["note"]
                == ["anyOf": [["type": "string", "maxLength": 4], ["type": "null"]], "default": nil]
        )
        #expect(
            properties["limits"]
                == ["type": "object", "additionalProperties": ["type": "number", "multipleOf": 0.5], "default": [:]]
        )
        #expect(
            schema["x-rules"]
                == [["name": "ordered", "properties": ["low", "high"], "message": "low must not be above high"]]
        )
    }

    /// `@Lossy` and transformed values: no keywords in the decoding schema.
    @Test func convertedValuesHaveNoKeywordsWhenDecoding() throws {
        let decoding = try #require(try SchemaConvertedLimits.jsonSchema()["properties"])
        // `@Lossy` reads any JSON; the transforms' schemas say what they read.
        #expect(decoding["lossy"] == ["default": 0])
        #expect(decoding["dollars"] == ["default": 0])
        #expect(decoding["amount"] == ["type": "string", "pattern": "^-?[0-9]+ cents$", "default": "0 cents"])
        // The encoder writes a `@Lossy` value as it is; a transform writes its own JSON.
        let encoding = try #require(try SchemaConvertedLimits.jsonSchema(options: .init(mode: .encoding))["properties"])
        #expect(
            encoding["lossy"] == [
                "type": "integer", "minimum": .number(JSONNumber(Int.min)), "maximum": 5, "default": 0,
            ]
        )
        #expect(encoding["dollars"] == ["default": 0])
    }

    /// Rules are listed under `x-rules`, in the schema of the model that declares them.
    @Test func rulesAreListedOnTheirModel() throws {
        #expect(
            try SignUp.jsonSchema()["x-rules"]
                == [
                    [
                        "name": "passwordsMatch", "properties": ["password", "confirm"],
                        "message": "the passwords differ",
                    ]
                ]
        )
        #expect(try SchemaTextLimits.jsonSchema()["x-rules"] == nil)
        // A model inside another: its rules are in its own definition.
        let team = try Team.jsonSchema()
        #expect(team["x-rules"] == nil)
        let definitions = try #require(team["$defs"]?.objectValue)
        #expect(definitions.values.contains { $0["x-rules"]?[0]?["name"] == "passwordsMatch" })
        #expect(definitions.values.contains { $0["x-rules"]?[0]?["name"] == "ordered" })
    }

    /// The encoding-mode schema carries the constraints too.
    @Test func encodingModeHasTheSameConstraints() throws {
        let options = JSONSchemaOptions(mode: .encoding)
        let tags = try #require(try SchemaCollectionLimits.jsonSchema(options: options)["properties"]?["tags"])
        #expect(tags["maxItems"] == 3)
        #expect(tags["items"]?["pattern"] == "^[a-z]")
        let price = try #require(try SchemaNumberLimits.jsonSchema(options: options)["properties"]?["price"])
        #expect(price["multipleOf"] == 0.01)
    }

    /// Every value of `keyword` in `schema`, its `allOf` branches included.
    static func values(of keyword: String, in schema: JSONValue) -> [JSONValue] {
        var found: [JSONValue] = []
        if let value = schema[keyword] { found.append(value) }
        for branch in schema["allOf"]?.arrayValue ?? [] {
            found += values(of: keyword, in: branch)
        }
        return found
    }

    // MARK: - Agreement with a validator

    /// Values of one property: JSON texts the decoder must accept, and ones it must reject.
    struct Values {
        /// The property's JSON key; dots for a nested one.
        var key: String
        /// JSON texts the decoder and the schema accept.
        var valid: [String]
        /// JSON texts the decoder and the schema reject.
        var invalid: [String]
    }

    /// A model's base document and the values tried for each of its properties.
    struct Table {
        /// A document the decoder accepts.
        var base: String
        /// The values tried, by property.
        var values: [Values]
        /// Decodes and encodes a document.
        var roundTrip: SchemaAgreement.RoundTrip
        /// Whether the schema can say why each invalid value is rejected (not for values the
        /// decoder converts before checking them).
        var strict = true

        /// `base` with each value of each property.
        func documents() throws -> [(document: String, isValid: Bool)] {
            var documents: [(String, Bool)] = []
            for property in values {
                let keys = property.key.split(separator: ".").map(String.init)
                documents += try SchemaAgreement.documents(from: base, setting: keys, to: property.valid).map {
                    ($0, true)
                }
                documents += try SchemaAgreement.documents(from: base, setting: keys, to: property.invalid).map {
                    ($0, false)
                }
            }
            return documents
        }
    }

    /// ``SchemaNumberLimits``: integers, `Double`, `Float`, `Decimal`.
    static var numbers: Table {
        Table(
            base: #"""
                {"small": 0, "step": 5, "byte": 10, "big": 0, "wide": 0, "sixes": 6, "level": 1, "price": 0.01,
                 "ratio": 0, "tenth": 0.1, "quarter": 0.5, "amount": 12.34, "count": 1}
                """#,
            values: [
                Values(
                    key: "small",
                    valid: ["-5", "0", "5", "5.0", "-5e0", "1e0", "-0"],
                    invalid: ["6", "-6", "127", "-129", "5.5"]
                ),
                Values(
                    key: "step",
                    valid: ["-995", "0", "5", "995", "1e1", "-0", "25.0"],
                    invalid: ["-1000", "1000", "3", "7", "-1001", "32768", "2.5", "-32769"]
                ),
                Values(key: "byte", valid: ["10", "255", "1e1", "2.55e2"], invalid: ["9", "0", "256", "-1", "10.5"]),
                Values(
                    key: "big",
                    valid: ["0", "18446744073709551614", "9223372036854775808"],
                    invalid: ["18446744073709551615", "18446744073709551616", "-1"]
                ),
                Values(
                    key: "wide",
                    valid: ["9223372036854775807", "-9223372036854775808", "0"],
                    invalid: ["9223372036854775808", "-9223372036854775809"]
                ),
                Values(
                    key: "sixes",
                    valid: ["0", "6", "-12", "600000000000000000", "6.0", "1.2e1"],
                    invalid: ["2", "3", "4", "9", "7", "-8", "6.5"]
                ),
                Values(key: "level", valid: ["1", "2", "3", "3.0", "1e0"], invalid: ["0", "4", "-1", "1.5"]),
                Values(
                    key: "price",
                    valid: [
                        "1236575.89", "0.07", "19.99", "0.01", "1e2", "9999999.99", "0.1", "0.3", "1E-2", "100.10",
                        "4.35", "1.15", "0.29", "1e-2",
                    ],
                    invalid: [
                        "0", "-0.09", "0.015", "19.999", "10000000", "1e7", "-1", "0.001", "9999999.991", "1236575.891",
                    ]
                ),
                Values(
                    key: "ratio",
                    valid: ["-1.5", "1.5", "0", "1.4999999", "-1.49", "15e-1", "1.49999999999999999999"],
                    invalid: ["1.5000001", "-1.51", "2", "1e1", "-1.5000000000001", "1.50000000000000000001"]
                ),
                Values(
                    key: "tenth",
                    valid: ["0.3", "0.7", "1.1", "-2.2", "123456.7", "1e-1", "-0.0", "0.6", "4.9", "1e300"],
                    invalid: [
                        "0.35", "0.01", "1.05", "0.11", "5e-324", "1e-400", "0.1000000000000000000001",
                        "0.30000000000000004",
                    ]
                ),
                Values(
                    key: "quarter",
                    valid: ["0", "0.25", "0.5", "0.75", "1", "1.0"],
                    invalid: ["1.25", "-0.25", "0.3", "0.1", "2"]
                ),
                Values(
                    key: "amount",
                    valid: ["-100.5", "-0.09", "12.34", "1236575.89", "0", "-100.50", "100000000000000000000.01"],
                    invalid: [
                        "-100.51", "-100.6", "0.015", "12.345", "1e-3", "0.000000000000000000000000000000000000001",
                    ]
                ),
                Values(key: "count", valid: ["null", "1", "100"], invalid: ["0", "-1"]),
            ],
            roundTrip: modelRoundTrip(SchemaNumberLimits.self)
        )
    }

    /// ``SchemaTextLimits``: lengths in Unicode scalars, ECMA-262 patterns, allowed strings.
    static var texts: Table {
        Table(
            base: #"""
                {"name": "ab", "code": "AB-12", "words": "a b", "pet": "cat", "french": "café", "repeated": "xx",
                 "role": "user", "both": "ab", "line": "abc", "boundary": "cat", "grouped": "abcc", "escaped": "é.1",
                 "nickname": "nick"}
                """#,
            values: [
                Values(
                    key: "name",
                    valid: [
                        #""ab""#, #""héllo""#, #""h\u00e9llo""#, #""😀😀""#, #""e\u0301e\u0301""#, #""🇮🇹""#, #""👨‍👩‍👧""#,
                        #""\ud83d\ude00x""#,
                    ],
                    invalid: [#""a""#, #""""#, #""😀""#, #""abcdef""#, #""👨‍👩‍👧‍👦""#, #""e\u0301e\u0301e\u0301""#, #""é""#]
                ),
                Values(
                    key: "code",
                    valid: [#""AB-12""#, #""ZZ-1234""#, #""XY-0000""#],
                    invalid: [
                        #""AB-1""#, #""AB-12345""#, #""ab-12""#, #""AB-١٢""#, #""AB-12\n""#, #""AB-12 ""#, #""ÀB-12""#,
                        #""AB-１２""#,
                    ]
                ),
                Values(
                    key: "words",
                    valid: [
                        #""hello world""#, #""a_b\tc""#, #""x\u00a0y""#, #""a\u3000b""#, #""a\ufeffb""#, #""a\u2028b""#,
                        #""A1 b2""#,
                    ],
                    invalid: [
                        #""héllo""#, #""a  b""#, #""a\u001cb""#, #""a\u0085b""#, #""""#, #""١""#, #""a b ""#,
                        #""a\u200bb""#,
                    ]
                ),
                Values(
                    key: "pet",
                    valid: [#""cat""#, #""dogs""#, #""bird""#],
                    invalid: [#""birds""#, #""cats!""#, #""Cat""#, #""catdog""#, #""bird\n""#, #""\ncat""#]
                ),
                Values(
                    key: "french",
                    valid: [#""café""#, #""éé""#, #""àé""#, #""ÿé""#],
                    invalid: [#""cafe""#, #""Café""#, #""cafe\u0301""#, #""caféx""#, #""é""#]
                ),
                Values(
                    key: "repeated",
                    valid: [#""xx""#, #""axxxb""#, #""xxxx""#],
                    invalid: [#""x""#, #""axbx""#, #""""#, #""XX""#]
                ),
                Values(
                    key: "role",
                    valid: [#""admin""#, #""user""#, #""é""#, #""\u00e9""#],
                    invalid: [#""e\u0301""#, #""Admin""#, #""""#, #""user ""#]
                ),
                Values(key: "both", valid: [#""ab""#, #""ba""#, #""xaybz""#], invalid: [#""a""#, #""b""#, #""""#]),
                Values(
                    key: "line",
                    valid: [#""abc""#, #""a😀c""#, #""a\u00a0c""#, #""a\tc""#],
                    invalid: [#""a\nc""#, #""a\rc""#, #""a\u2028c""#, #""a\u2029c""#, #""ac""#, #""abbc""#]
                ),
                Values(
                    key: "boundary",
                    valid: [#""cat""#, #""a cat!""#, #""écat""#, #""cat-dog""#, #""(cat)""#],
                    invalid: [#""cats""#, #""_cat""#, #""cat9""#, #""concat""#, #""""#]
                ),
                Values(
                    key: "grouped",
                    valid: [#""abcc""#, #""ababccc""#, #""abcccc""#],
                    invalid: [#""abc""#, #""cc""#, #""abacc""#, #""abcc ""#]
                ),
                Values(
                    key: "escaped",
                    valid: [#""é.1""#, #""é.0""#],
                    invalid: [#""é.1""#, #""éx1""#, #""é.""#, #""é.١""#, #""é.12""#]
                ),
                Values(
                    key: "nickname",
                    valid: ["null", #""ab""#, #""😀😀""#, #""e\u0301""#],
                    invalid: [#""a""#, #""a b""#, #""""#, #""a\u00a0b""#, #""a\u3000b""#, #""é""#]
                ),
            ],
            roundTrip: modelRoundTrip(SchemaTextLimits.self)
        )
    }

    /// ``SchemaCollectionLimits``: sizes, unique elements, `.each`.
    static var collections: Table {
        Table(
            base: #"""
                {"tags": ["a"], "numbers": [1], "multiples": [3], "objects": [{"a": 1}], "values": [1, "1"],
                 "letters": ["a"], "distinct": [1, 2], "scores": {"a": 1}, "labels": {"x": "y"}, "matrix": [[1]], "optional_tags": ["t"]}
                """#,
            values: [
                Values(
                    key: "tags",
                    valid: [#"["a"]"#, #"["a", "b", "c"]"#, #"["ab", "b😀"]"#, #"["abcd"]"#, #"["ae\u0301", "aé"]"#],
                    invalid: [
                        "[]", #"["a", "b", "c", "d"]"#, #"["a", "a"]"#, #"["A"]"#, #"[""]"#, #"["abcde"]"#, #"["é"]"#,
                    ]
                ),
                Values(
                    key: "numbers",
                    valid: ["[]", "[1, 2.5]", "[0, 10]", "[0.1, 0.2, 0.3]", "[1, 1.5]"],
                    invalid: ["[1, 1.0]", "[1, 1e0]", "[10.5]", "[-1]", "[2.5, 2.50]", "[0, -0.0]"]
                ),
                Values(
                    key: "multiples",
                    valid: ["[3, 6]", "[0, -3]", "[3e0, 6]", "[9007199254740993, 9007199254740990]"],
                    invalid: ["[3, 3.0]", "[3, 4]", "[6, 6]", "[9007199254740993, 9007199254740993]"]
                ),
                Values(
                    key: "objects",
                    valid: [
                        #"[{"a": 1}, {"a": 2}]"#, #"[{"a": 1, "b": 2}, {"a": 2, "b": 1}]"#, #"[{"a": 1}, {"b": 1}]"#,
                    ],
                    invalid: [#"[{"a": 1, "b": 2}, {"b": 2, "a": 1}]"#, #"[{"a": 1}, {"a": 1.0}]"#, "[{}, {}]"]
                ),
                Values(
                    key: "values",
                    valid: [
                        #"[1, "1"]"#, "[true, 1]", "[false, 0]", "[[1, 2], [2, 1]]", #"["é", "e\u0301"]"#, "[null, 0]",
                        #"[{"a": [1]}, {"a": [1.5]}]"#, "[1, 2, 3]", #"[{"a": 1}, {"a": "1"}]"#,
                        "[9007199254740993, 9007199254740992]",
                    ],
                    invalid: [
                        "[1, 1.0]", #"[{"a": 1, "b": [1, {"c": 2}]}, {"b": [1.0, {"c": 2}], "a": 1}]"#, "[null, null]",
                        #"["x", "x"]"#, "[0, -0.0]", "[true, true]", "[[1, 2], [1.0, 2e0]]",
                    ]
                ),
                Values(
                    key: "letters",
                    valid: ["[]", #"["a", "c"]"#, #"["b"]"#],
                    invalid: [#"["a", "b", "c"]"#, #"["d"]"#, #"["a", "a", "b"]"#, "[1]", #"["b", "b"]"#]
                ),
                Values(
                    key: "distinct",
                    valid: ["[1, 2]", "[3, 2, 1]", "[1, 2e0]"],
                    invalid: ["[1, 1]", "[1]", "[1, 1.0]", "[]", "[2, 2, 3]"]
                ),
                Values(
                    key: "scores",
                    valid: [#"{"a": 0}"#, #"{"a": 100, "b": 5}"#, #"{"é": 1, "z": 2}"#],
                    invalid: ["{}", #"{"a": 1, "b": 2, "c": 3}"#, #"{"a": 101}"#, #"{"a": -1}"#, #"{"a": 1.5}"#]
                ),
                Values(
                    key: "labels",
                    valid: ["{}", #"{"x": "abc"}"#, #"{"x": "😀😀😀"}"#, #"{"1": "a", "2": "b"}"#],
                    invalid: [#"{"x": "abcd"}"#, #"{"x": "1"}"#, #"{"x": ""}"#, #"{"x": "a", "y": "9"}"#]
                ),
                Values(
                    key: "matrix",
                    valid: ["[]", "[[0], [9, 9]]", "[[1], [2], [3]]"],
                    invalid: ["[[]]", "[[1, 2, 3]]", "[[10]]", "[[1], [1], [1], [1]]", "[[-1]]", "[[1.5]]"]
                ),
                Values(key: "optional_tags", valid: ["null", #"["a"]"#, #"["a", "a"]"#], invalid: ["[]", #"[""]"#]),
            ],
            roundTrip: modelRoundTrip(SchemaCollectionLimits.self)
        )
    }

    /// ``SchemaLimitsStruct``: a struct, with a rule.
    static var structure: Table {
        Table(
            base: #"{"low": 0, "high": 5, "tags": ["a"], "note": "n", "limits": {"a": 0.5}}"#,
            values: [
                Values(key: "low", valid: ["-2", "0", "5"], invalid: ["-3", "-128", "-4"]),
                Values(key: "high", valid: ["99", "5", "0"], invalid: ["100", "127"]),
                Values(
                    key: "tags",
                    valid: [#"["a", "b"]"#, "[]", #"["x", "y", "z"]"#],
                    invalid: [#"["A"]"#, #"["a", "b", "c", "d"]"#, #"["a1"]"#]
                ),
                Values(
                    key: "note",
                    valid: ["null", #""😀😀😀😀""#, #""""#],
                    invalid: [#""abcde""#, #""e\u0301e\u0301e""#]
                ),
                Values(
                    key: "limits",
                    valid: [#"{"a": 1.5, "b": -0.5}"#, "{}", #"{"a": 1e1}"#],
                    invalid: [#"{"a": 0.25}"#, #"{"a": 1.5, "b": 0.1}"#]
                ),
            ],
            roundTrip: structRoundTrip(SchemaLimitsStruct.self)
        )
    }

    /// ``SchemaConvertedLimits``: values converted before they are checked.
    static var converted: Table {
        Table(
            base: #"{"lossy": 1, "dollars": 500, "amount": "5 cents"}"#,
            values: [
                Values(
                    key: "lossy",
                    // A value that breaks the bound is treated as one that does not decode: the
                    // property keeps its default.
                    valid: ["5", "5.7", #""abc""#, "true", #""4""#, "null", "9", #""9""#],
                    invalid: []
                ),
                Values(key: "dollars", valid: ["5000", "10099", "-5"], invalid: ["10100", "20000"]),
                Values(key: "amount", valid: [#""0 cents""#, #""500 cents""#], invalid: [#""-5 cents""#]),
            ],
            roundTrip: modelRoundTrip(SchemaConvertedLimits.self),
            strict: false
        )
    }

    /// A valid ``SignUp`` document.
    static let signUp = """
        {"name": "Ann", "age": 30, "email": "ann@example.com", "role": "admin", "price": 1236575.89,
         "password": "pw", "confirm": "pw", "nickname": "annie", "tags": ["a", "b"], "scores": {"art": 90},
         "level": 2}
        """

    /// The tables and the models' schemas, as the agreement check's subjects.
    static func subjects() throws -> [(table: Table, subject: SchemaAgreement.Subject)] {
        let encoding = JSONSchemaOptions(mode: .encoding)
        let models: [(Table, JSONValue, JSONValue)] = [
            (numbers, try SchemaNumberLimits.jsonSchema(), try SchemaNumberLimits.jsonSchema(options: encoding)),
            (texts, try SchemaTextLimits.jsonSchema(), try SchemaTextLimits.jsonSchema(options: encoding)),
            (
                collections, try SchemaCollectionLimits.jsonSchema(),
                try SchemaCollectionLimits.jsonSchema(options: encoding)
            ),
            (structure, try SchemaLimitsStruct.jsonSchema(), try SchemaLimitsStruct.jsonSchema(options: encoding)),
            (
                converted, try SchemaConvertedLimits.jsonSchema(),
                try SchemaConvertedLimits.jsonSchema(options: encoding)
            ),
        ]
        return try models.map { table, decoding, encoding in
            let subject = SchemaAgreement.Subject(
                base: table.base,
                decodingSchema: decoding,
                encodingSchema: encoding,
                maxDepth: 2,
                extraDocuments: try table.documents().map(\.document),
                roundTrip: table.roundTrip,
                strict: table.strict
            )
            return (table, subject)
        }
    }

    /// Thousands of documents: the decoder accepts exactly those the schema validates.
    @Test(
        "the decoder and the schema agree on every constraint",
        .enabled(if: JSONSchemaValidator.pythonIsAvailable, JSONSchemaValidator.skipReason)
    )
    func agreement() throws {
        let tables = try Self.subjects()
        // Nested models, a struct and a rule (which the schema lists but cannot check).
        let teamBase =
            #"{"leader": \#(Self.signUp), "members": [\#(Self.signUp)], "window": {"low": 1, "high": 2, "label": "ok"}}"#
        let team = SchemaAgreement.Subject(
            base: teamBase,
            decodingSchema: try Team.jsonSchema(),
            encodingSchema: try Team.jsonSchema(options: .init(mode: .encoding)),
            extraDocuments: try SchemaAgreement.documents(
                from: teamBase,
                setting: ["leader", "price"],
                to: ["0.07", "19.99", "-0.09", "0.015", "1e-2", "0.1000000000000000000001"]
            ),
            roundTrip: modelRoundTrip(Team.self)
        )
        let counts = try SchemaAgreement(exact: true).check(tables.map(\.subject) + [team])

        // The decoder accepts and rejects what each table says (the validator agreeing is
        // checked above), so both kinds of document are really there.
        for (table, _) in tables {
            for (document, isValid) in try table.documents() {
                var error: JSONModelError?
                do throws(JSONModelError) {
                    _ = try table.roundTrip(document)
                } catch let failure {
                    error = failure
                }
                #expect(
                    (error == nil) == isValid,
                    "\(isValid ? "valid" : "invalid") document: \(document) \(error.map { "\($0)" } ?? "")"
                )
                if let error, !isValid, table.strict {
                    #expect(
                        SchemaAgreement.schemaMustReject(error),
                        "a rejection the schema cannot express: \(error)\n\(document)"
                    )
                }
            }
        }
        let total = counts.reduce(SchemaAgreement.Counts()) { sum, next in
            var sum = sum
            sum.accepted += next.accepted
            sum.rejected += next.rejected
            sum.rejectedByCode.merge(next.rejectedByCode, uniquingKeysWith: +)
            sum.rejectedByConstraint.merge(next.rejectedByConstraint, uniquingKeysWith: +)
            return sum
        }
        // About 550 accepted and 2,600 rejected: 420 values chosen for their constraints, and
        // every value of every document replaced by each of SchemaAgreement's literals.
        #expect(total.accepted > 500)
        #expect(total.rejected > 2400)
        #expect((total.rejectedByCode["typeMismatch"] ?? 0) > 1500)
        #expect((total.rejectedByCode["constraintViolated"] ?? 0) > 450)
        // Every keyword was broken somewhere, and the rule too.
        #expect(Set(total.rejectedByConstraint.keys).isSuperset(of: SchemaAgreement.constraintKeywords))
        #expect(total.rejectedByConstraint["passwordsMatch"] != nil)
    }

    // MARK: - Numbers read as written

    /// A `Double` literal with more digits than a `Double` keeps is checked as written, from
    /// every text entry point, in elements and dictionary values too.
    @Test func aLiteralIsCheckedAsWrittenFromText() async throws {
        let base = try #require(Self.numbers.base.data(using: .utf8))
        _ = try SchemaNumberLimits.fromJSONData(base)
        // 0.1 as a `Double`, but no multiple of 0.1; 1.5 as a `Double`, but above 1.5.
        let cases = [
            ("tenth", "0.1000000000000000000001", "multipleOf"), ("ratio", "1.50000000000000000001", "maximum"),
        ]
        for (key, literal, keyword) in cases {
            let text = try #require(
                try SchemaAgreement.documents(from: Self.numbers.base, setting: [key], to: [literal]).first
            )
            let attempts: [() async throws -> Void] = [
                { _ = try SchemaNumberLimits.fromJSONString(text) },
                { _ = try SchemaNumberLimits.fromJSONData(Data(text.utf8)) },
                { _ = try await SchemaNumberLimits.decode(fromJSONData: Data(text.utf8)) },
                { _ = try SchemaNumberLimits.arrayFromJSONString("[\(Self.numbers.base), \(text)]") },
                { _ = try SchemaNumberLimits.fromJSONString(#"{"data": \#(text)}"#, atPath: "data") },
            ]
            for attempt in attempts {
                let error = try await #require(throws: JSONModelError.self) { try await attempt() }
                let failure = error.errors.first ?? error
                #expect(failure.code == .constraintViolated, "\(key): \(failure)")
                #expect(failure.constraint == keyword, "\(key): \(failure)")
            }
        }
        // Elements of an array and values of a dictionary too.
        let elements = try #require(
            try SchemaAgreement.documents(
                from: Self.collections.base,
                setting: ["numbers"],
                to: ["[10.00000000000000000001]"]
            ).first
        )
        let error = try #require(throws: JSONModelError.self) { try SchemaCollectionLimits.fromJSONString(elements) }
        #expect(error.constraint == "maximum")
        #expect(error.path == "numbers[0]")
        let values = try #require(
            try SchemaAgreement.documents(
                from: Self.structure.base,
                setting: ["limits"],
                to: [#"{"a": 1.50000000000000000001}"#]
            ).first
        )
        let valueError = try #require(throws: JSONModelError.self) { try SchemaLimitsStruct.fromJSONString(values) }
        #expect(valueError.constraint == "multipleOf")
    }

    /// The documented exception: a literal the type rounds onto an exclusive bound.
    @Test(
        "a literal its type rounds onto an exclusive bound: rejected, though the schema accepts it",
        .enabled(if: JSONSchemaValidator.pythonIsAvailable, JSONSchemaValidator.skipReason)
    )
    func roundingOntoABound() throws {
        // `Numbers.float` is `.lessThan(1)`: 0.99999999 is below 1, but the nearest `Float` is
        // 1.0, which is not. The decoder keeps its promise that the value meets the constraint;
        // JSON Schema, which sees the number written, accepts it. The one way they part.
        let text = try ConstraintDecodingTests.numbers(#"{"float": 0.99999999}"#)
        let error = try #require(throws: JSONModelError.self) { try Numbers.fromJSONString(text) }
        #expect(error.constraint == "exclusiveMaximum")
        let result = try JSONSchemaValidator.validate([text], against: try Numbers.jsonSchema(), exact: true)
        #expect(result.schemaError == nil)
        #expect(result.valid == [true])
        // Below the rounding, both reject what breaks the bound and accept what meets it.
        let agreed = try JSONSchemaValidator.validate(
            [
                try ConstraintDecodingTests.numbers(#"{"float": 0.9999}"#),
                try ConstraintDecodingTests.numbers(#"{"float": 1}"#),
            ],
            against: try Numbers.jsonSchema(),
            exact: true
        )
        #expect(agreed.valid == [true, false])
        _ = try Numbers.fromJSONString(try ConstraintDecodingTests.numbers(#"{"float": 0.9999}"#))
    }
}
