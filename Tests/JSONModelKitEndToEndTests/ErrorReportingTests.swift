import Foundation
import JSONModelKit
import Testing

/// `JSONModelError`: codes, paths, model types, properties, source locations and descriptions.
@Suite("Error reporting")
struct ErrorReportingTests {
    static let validPerson = #"{"name":"Ann","date_of_birth":"1990-04-12","preferred_bands":[],"cars":[]}"#

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let json: String
        let code: JSONModelError.Code
        let path: String
        /// The whole description when `exact`, else a fragment it must contain.
        let description: String
        var exact = false

        var testDescription: String { json }
    }

    static let cases: [ErrorCase] = [
        ErrorCase(
            json:
                #"{"name":"Ann","date_of_birth":"1990-04-12","preferred_bands":[],"cars":[{"make":"A","year":1},{"make":"B","year":2},{"make":"C","year":"2001"}]}"#,
            code: .typeMismatch,
            path: "cars[2].year",
            description: #"Person.cars[2].year (line 1, column 136): expected Int, found string "2001""#,
            exact: true
        ),
        ErrorCase(
            json: "{\n  \"a\": 1,\n  \"name\": 12 \"x\"\n}",
            code: .syntaxError,
            path: "$",
            description: "syntax error at line 3, column 14: expected ',' or '}' after object member",
            exact: true
        ),
        ErrorCase(
            json: #"{"date_of_birth":"1990-04-12","preferred_bands":[],"cars":[]}"#,
            code: .keyNotFound,
            path: "name",
            description: "Person.name (line 1, column 1): missing required key"
        ),
        ErrorCase(
            json: #"{"name":null,"date_of_birth":"1990-04-12","preferred_bands":[],"cars":[]}"#,
            code: .typeMismatch,
            path: "name",
            description: "Person.name (line 1, column 9): expected String, found null",
            exact: true
        ),
        ErrorCase(
            json: #"{"name":"Ann","date_of_birth":"1990-04-12","preferred_bands":["a",7],"cars":[]}"#,
            code: .typeMismatch,
            path: "preferred_bands[1]",
            description: "Person.preferred_bands[1] (line 1, column 67): expected String, found"
        ),
        ErrorCase(
            json: #"{"name":"Ann","date_of_birth":"12.04.1990","preferred_bands":[],"cars":[]}"#,
            code: .invalidValue,
            path: "date_of_birth",
            description: "yyyy-MM-dd"
        ),
        ErrorCase(
            json: #"{"name":"Ann","date_of_birth":"1990-04-12","preferred_bands":[],"cars":[],"updated_at":"noon"}"#,
            code: .invalidValue,
            path: "updated_at",
            description: "ISO 8601"
        ),
        ErrorCase(
            json: #"{"name":"Ann","date_of_birth":"1990-04-12","preferred_bands":[],"cars":[{"make":"VW"}]}"#,
            code: .keyNotFound,
            path: "cars[0].year",
            description: "Person.cars[0].year (line 1, column 73): missing required key"
        ),
        ErrorCase(json: "[1, 2]", code: .typeMismatch, path: "$", description: "Person"),
        ErrorCase(json: "", code: .syntaxError, path: "$", description: "syntax error at line 1, column 1"),
        ErrorCase(
            json: #"{"name":"Ann",}"#,
            code: .syntaxError,
            path: "$",
            description: "syntax error at line 1, column 15"
        ),
        ErrorCase(
            json: #"{"name":"Ann"} x"#,
            code: .syntaxError,
            path: "$",
            description: "syntax error at line 1, column 16"
        ),
    ]

    @Test(arguments: cases)
    func errorTable(_ sample: ErrorCase) throws {
        let error = try #require(throws: JSONModelError.self) {
            try Person.fromJSONString(sample.json)
        }
        #expect(error.code == sample.code)
        #expect(error.path == sample.path)
        if sample.exact {
            #expect(error.description == sample.description)
        } else {
            #expect(error.description.contains(sample.description), "\(error)")
        }
        #expect(String(describing: error) == error.description)
        #expect(error.debugDescription.contains(error.description))
        #expect(error.debugDescription.contains("code: \(sample.code)"))
    }

    @Test func typeMismatchFieldsNameTheModelAndProperty() throws {
        let json =
            #"{"name":"Ann","date_of_birth":"1990-04-12","preferred_bands":[],"cars":[{"make":"A","year":1},{"make":"B","year":2},{"make":"C","year":"2001"}]}"#
        let error = try #require(throws: JSONModelError.self) {
            try Person.fromJSONString(json)
        }
        #expect(error.pathComponents == [.key("cars"), .index(2), .key("year")])
        #expect(error.modelTypeName == "Car")
        #expect(error.modelType == Car.self)
        #expect(error.property == "year")
        #expect(error.rootType == Person.self)
        #expect(error.message == #"expected Int, found string "2001""#)
        // The start of the offending value.
        #expect(error.line == 1)
        #expect(error.column == 136)
        #expect(error.byteOffset == 135)
        #expect(error.errors.isEmpty)
    }

    @Test func syntaxErrorFieldsGiveLineColumnAndByteOffset() throws {
        let json = "{\n  \"a\": 1,\n  \"name\": 12 \"x\"\n}"
        let error = try #require(throws: JSONModelError.self) {
            try Person.fromJSONData(Data(json.utf8))
        }
        #expect(error.code == .syntaxError)
        #expect(error.line == 3)
        #expect(error.column == 14)
        #expect(error.byteOffset == 25)
        #expect(error.message == "expected ',' or '}' after object member")
    }

    @Test func syntaxErrorColumnCountsUnicodeScalars() throws {
        let json = #"{"név": "é" x}"#
        let error = try #require(throws: JSONModelError.self) {
            try Person.fromJSONString(json)
        }
        #expect(error.code == .syntaxError)
        #expect(error.line == 1)
        #expect(error.column == 13)
        #expect(error.byteOffset == 14)
    }

    @Test(arguments: [
        ("[1,]", "trailing comma"),
        (#"{"a":1,}"#, "trailing comma in object"),
        ("[01]", "leading zero"),
        ("[NaN]", "NaN"),
        ("[Infinity]", "infinity"),
        ("[1.]", "no fraction digits"),
        ("[.5]", "no integer digits"),
        ("[+1]", "plus sign"),
        ("[\"a\u{1}\"]", "unescaped control character"),
        (#"["\x"]"#, "invalid escape"),
        (#"["\ud800"]"#, "lone high surrogate"),
        (#"["\udc00"]"#, "lone low surrogate"),
        ("[1] // comment", "comment"),
        ("/* c */ [1]", "block comment"),
        ("['a']", "single quotes"),
        ("[1] [2]", "two documents"),
        ("[1", "unterminated array"),
        (#"{"a" 1}"#, "missing colon"),
        ("[tru]", "bad literal"),
        (#"{a:1}"#, "unquoted key"),
    ])
    func strictRFC8259(json: String, reason: String) throws {
        let error = try #require(throws: JSONModelError.self, "\(reason)") {
            try JSONValue(parsing: json)
        }
        #expect(error.code == .syntaxError, "\(reason)")
        #expect(error.line != nil, "\(reason)")
        #expect(error.column != nil, "\(reason)")
        #expect(error.byteOffset != nil, "\(reason)")
        #expect(error.description.hasPrefix("syntax error at line "), "\(reason): \(error)")
    }

    @Test func errorCodesAreStableText() {
        let codes: [(JSONModelError.Code, String)] = [
            (.keyNotFound, "keyNotFound"), (.typeMismatch, "typeMismatch"), (.invalidValue, "invalidValue"),
            (.syntaxError, "syntaxError"), (.unsupportedType, "unsupportedType"), (.schemaError, "schemaError"),
            (.tooDeeplyNested, "tooDeeplyNested"), (.unknownKey, "unknownKey"), (.duplicateKey, "duplicateKey"),
            (.multiple, "multiple"),
        ]
        for (code, text) in codes {
            #expect(code.rawValue == text)
            #expect(code.description == text)
            #expect(JSONModelError.Code(rawValue: text) == code)
        }
    }

    @Test func rootPathRendersAsDollar() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromJSONString("42")
        }
        #expect(error.path == "$")
        #expect(error.pathComponents.isEmpty)
        #expect(error.description.hasPrefix("Car (line 1, column 1): "), "\(error)")
    }

    @Test func errorsCanBeMatchedByCodeInACatch() {
        var caught: JSONModelError.Code?
        do {
            _ = try Car.fromJSONString(#"{"make":"VW"}"#)
        } catch  where error.code == .keyNotFound {
            caught = error.code
        } catch {
            caught = nil
        }
        #expect(caught == .keyNotFound)
    }
}
