import Foundation
import JSONModelKit
import Testing

/// Decoding enforces constraints: every kind, on classes and structs, from every source, with
/// the error's code, keyword, path, model, property and location.
@Suite struct ConstraintDecodingTests {
    static let valid = """
        {"name": "Ann", "age": 30, "email": "ann@example.com", "role": "admin", "price": 1236575.89,
         "password": "pw", "confirm": "pw", "nickname": "annie", "tags": ["a", "b"],
         "scores": {"art": 90}, "level": 2}
        """

    /// `valid` with the member `key` set to `json`.
    static func replacing(_ key: String, with json: String) throws -> String {
        var object = try #require(try JSONValue(parsing: valid).objectValue)
        object[key] = try JSONValue(parsing: json)
        return JSONValue.object(object).jsonString()
    }

    @Test func validDocumentDecodes() throws {
        let model = try SignUp.fromJSONString(Self.valid)
        #expect(model.price == 1236575.89)
        #expect(model.tags == ["a", "b"])
    }

    static let violations: [(key: String, json: String, keyword: String, path: String)] = [
        ("name", #""""#, "minLength", "name"),
        ("age", "12", "minimum", "age"),
        ("age", "151", "maximum", "age"),
        ("email", #""not-an-email""#, "pattern", "email"),
        ("role", #""root""#, "enum", "role"),
        ("price", "0", "exclusiveMinimum", "price"),
        ("price", "0.015", "multipleOf", "price"),
        ("nickname", #""a""#, "minLength", "nickname"),
        ("tags", #"["a", "b", "c", "d"]"#, "maxItems", "tags"),
        ("tags", #"["a", "a"]"#, "uniqueItems", "tags"),
        ("tags", #"["a", "B"]"#, "pattern", "tags[1]"),
        ("scores", "{}", "minProperties", "scores"),
        ("scores", #"{"art": 101}"#, "maximum", "scores.art"),
        ("level", "4", "enum", "level"),
    ]

    @Test(arguments: violations)
    func violationIsReported(_ violation: (key: String, json: String, keyword: String, path: String)) throws {
        let text = try Self.replacing(violation.key, with: violation.json)
        let error = try #require(throws: JSONModelError.self) { try SignUp.fromJSONString(text) }
        #expect(error.code == .constraintViolated)
        #expect(error.constraint == violation.keyword)
        #expect(error.path == violation.path)
        #expect(error.modelType == SignUp.self)
        #expect(error.property == violation.key)
        #expect(error.line != nil && error.column != nil)
    }

    @Test func messageSaysLimitAndValue() throws {
        let error = try #require(throws: JSONModelError.self) {
            try SignUp.fromJSONString(try Self.replacing("age", with: "12"))
        }
        #expect(error.message == "expected at least 13, found 12")
        #expect("\(error)".contains("age"))
    }

    @Test func exactMultipleOfDecimals() throws {
        for price in ["1236575.89", "0.07", "19.99", "1e2"] {
            _ = try SignUp.fromJSONString(try Self.replacing("price", with: price))
        }
        for price in ["0.015", "19.999"] {
            #expect(throws: JSONModelError.self) { try SignUp.fromJSONString(try Self.replacing("price", with: price)) }
        }
    }

    @Test func optionalIsCheckedOnlyWithAValue() throws {
        _ = try SignUp.fromJSONString(try Self.replacing("nickname", with: "null"))
        var object = try #require(try JSONValue(parsing: Self.valid).objectValue)
        object["nickname"] = nil
        _ = try SignUp.fromJSONValue(.object(object))
    }

    @Test func ruleFailsWithItsName() throws {
        let text = try Self.replacing("confirm", with: #""other""#)
        let error = try #require(throws: JSONModelError.self) { try SignUp.fromJSONString(text) }
        #expect(error.code == .constraintViolated)
        #expect(error.constraint == "passwordsMatch")
        #expect(error.message == "the passwords differ")
        #expect(error.modelType == SignUp.self)
        #expect(error.property == "password")
        #expect(error.line == 1)
    }

    @Test func ruleRunsBesideOtherFailuresWhenCollecting() throws {
        var text = try Self.replacing("confirm", with: #""other""#)
        text =
            try JSONValue(parsing: text).objectValue.map { object in
                var object = object
                object["age"] = 3
                return JSONValue.object(object).jsonString()
            } ?? text
        let error = try #require(throws: JSONModelError.self) {
            try SignUp.fromJSONString(text, options: .init(collectAllErrors: true))
        }
        #expect(error.code == .multiple)
        #expect(Set(error.errors.compactMap(\.constraint)) == ["minimum", "passwordsMatch"])
    }

    @Test func ruleIsSkippedWhenItsPropertyFailed() throws {
        var object = try #require(try JSONValue(parsing: Self.valid).objectValue)
        object["confirm"] = 5
        let error = try #require(throws: JSONModelError.self) {
            try SignUp.fromJSONValue(.object(object), options: .init(collectAllErrors: true))
        }
        #expect(error.errors.map(\.code) == [.typeMismatch])
    }

    @Test func collectsEveryViolation() throws {
        let text = """
            {"name": "", "age": 3, "email": "x", "role": "root", "price": 0.001, "password": "a",
             "confirm": "a", "tags": ["A"], "scores": {"art": -1}, "level": 9}
            """
        let error = try #require(throws: JSONModelError.self) {
            try SignUp.fromJSONString(text, options: .init(collectAllErrors: true))
        }
        #expect(error.errors.count == 8)
        #expect(error.errors.allSatisfy { $0.code == .constraintViolated })
        #expect(error.errors.map(\.path).contains("scores.art"))
        #expect(error.errors.map(\.path).contains("tags[0]"))
    }

    @Test func checksCanBeTurnedOff() throws {
        let text = try Self.replacing("age", with: "3")
        let model = try SignUp.fromJSONString(text, options: .init(checksConstraints: false))
        #expect(model.age == 3)
    }

    @Test func everySourceChecks() throws {
        let text = try Self.replacing("age", with: "3")
        let value = try JSONValue(parsing: text)
        let dictionary = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let attempts: [() throws -> Void] = [
            { _ = try SignUp.fromJSONString(text) },
            { _ = try SignUp.fromJSONData(Data(text.utf8)) },
            { _ = try SignUp.fromJSONValue(value) },
            { _ = try SignUp.fromDictionary(dictionary) },
            { _ = try SignUp.arrayFromJSONString("[\(Self.valid), \(text)]") },
            { _ = try SignUp.fromJSONString(#"{"data": \#(text)}"#, atPath: "data") },
            { _ = try Team.fromJSONString(#"{"leader": \#(text)}"#) },
        ]
        for attempt in attempts {
            let error = try #require(throws: JSONModelError.self) { try attempt() }
            let failure = error.errors.first ?? error
            #expect(failure.code == .constraintViolated)
            #expect(failure.constraint == "minimum")
        }
    }

    @Test func arrayPathNamesTheElement() throws {
        let text = try Self.replacing("age", with: "3")
        let error = try #require(throws: JSONModelError.self) {
            try SignUp.arrayFromJSONString("[\(Self.valid), \(Self.valid), \(Self.valid), \(text)]")
        }
        #expect(error.path == "[3].age")
    }

    @Test func nestedPaths() throws {
        let text = try Self.replacing("age", with: "3")
        let error = try #require(throws: JSONModelError.self) {
            try Team.fromJSONString(#"{"members": [\#(Self.valid), \#(text)]}"#)
        }
        #expect(error.path == "members[1].age")
        let many = Array(repeating: Self.valid, count: 6).joined(separator: ",")
        let tooMany = try #require(throws: JSONModelError.self) { try Team.fromJSONString(#"{"members": [\#(many)]}"#) }
        #expect(tooMany.constraint == "maxItems")
    }

    @Test func structConstraintsAndRules() throws {
        _ = try Window.fromJSONString(#"{"low": 1, "high": 2, "label": "ok"}"#)
        let bound = try #require(throws: JSONModelError.self) {
            try Window.fromJSONString(#"{"low": -1, "high": 2, "label": ""}"#)
        }
        #expect(bound.constraint == "minimum")
        #expect(bound.modelType == Window.self)
        let rule = try #require(throws: JSONModelError.self) {
            try Window.fromJSONString(#"{"low": 3, "high": 2, "label": ""}"#)
        }
        #expect(rule.constraint == "ordered")
        #expect(rule.message == "low must not be above high")
    }

    /// A valid `Numbers` document with the members of `changes` replaced.
    static func numbers(_ changes: String) throws -> String {
        var object = try #require(
            try JSONValue(
                parsing:
                    #"{"int8": 5, "uint64": 18446744073709551615, "double": 0.3, "float": 0.99, "decimal": 12.34, "fraction": 0.07}"#
            ).objectValue
        )
        for (key, value) in try #require(try JSONValue(parsing: changes).objectValue) {
            object[key] = value
        }
        return JSONValue.object(object).jsonString()
    }

    @Test func numbersOfEveryType() throws {
        _ = try Numbers.fromJSONString(try Self.numbers("{}"))
        let cases: [(String, String)] = [
            (#"{"int8": 6}"#, "maximum"),
            (#"{"uint64": 9}"#, "minimum"),
            (#"{"double": 0.30000000000000004}"#, "maximum"),
            (#"{"double": 0.09999999999999999}"#, "minimum"),
            (#"{"float": 1}"#, "exclusiveMaximum"),
            (#"{"decimal": 0.001}"#, "multipleOf"),
            (#"{"decimal": -1}"#, "minimum"),
            (#"{"optional_int": 0}"#, "minimum"),
            (#"{"fraction": -0.091}"#, "multipleOf"),
        ]
        for (changes, keyword) in cases {
            let text = try Self.numbers(changes)
            let error = try #require(throws: JSONModelError.self) { try Numbers.fromJSONString(text) }
            #expect(error.constraint == keyword, "\(changes)")
        }
        _ = try Numbers.fromJSONString(try Self.numbers(#"{"fraction": -0.09, "optional_int": null, "double": 0.1}"#))
    }

    @Test func asyncDecodeChecks() async throws {
        let text = try Self.replacing("age", with: "3")
        await #expect(throws: JSONModelError.self) { try await SignUp.decode(fromJSONData: Data(text.utf8)) }
    }
}
