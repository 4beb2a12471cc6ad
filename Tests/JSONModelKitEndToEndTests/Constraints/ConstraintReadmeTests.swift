import Foundation
import JSONModelKit
import Testing

/// The models of the README's "Constraints and validation" section, as written there.
enum ConstraintReadmeModels {
    final class SignUp: JSONModel {
        var name = ""
        var email = ""
        var age = 0
        var tags: [String] = []
        var password = ""
        var confirm = ""

        override class var constraints: [String: [Constraint]] {
            [
                "name": [.length(1...64)],
                "email": [.length(...254), .pattern("^[^@\\s]+@[^@\\s]+$")],
                "age": [.range(13...150)],
                "tags": [.count(...10), .each(.pattern("^[a-z]+$"))],
            ]
        }

        override class var rules: [Rule] {
            [
                Rule("passwordsMatch", properties: ["password", "confirm"], message: "the passwords differ") {
                    (m: SignUp) in m.password == m.confirm
                }
            ]
        }
    }

    /// The README's "Coming from Vapor `Validatable` or pydantic `Field`" sample.
    final class CreateProduct: JSONModel {
        var name = ""
        var price = Decimal(0)
        var quantity = 0
        var sku = ""
        var labels: [String] = []
        var discount: Double? = nil

        override class var constraints: [String: [Constraint]] {
            [
                "name": [.length(1...100)],
                "price": [.greaterThan(0), .multipleOf("0.01")],
                "quantity": [.range(1...), .multipleOf(5)],
                "sku": [.pattern("^[A-Z]{2}-[0-9]{4}$")],
                "labels": [.count(...5), .uniqueItems, .each(.oneOf(["new", "sale", "eco"]))],
                "discount": [.range(0.0...0.5)],
            ]
        }
    }
}

/// The models of the DocC article "Constraints and Validation", as written there.
enum ConstraintArticleModels {
    class SignUp: JSONModel {
        var name = ""
        var email = ""
        var age = 0
        var role = "user"
        var nickname: String? = nil
        var tags: [String] = []
        var password = ""
        var confirm = ""

        override class var constraints: [String: [Constraint]] {
            [
                "name": [.length(1...64)],
                "email": [.length(...254), .pattern("^[^@\\s]+@[^@\\s]+$")],
                "age": [.range(13...150)],
                "role": [.oneOf(["admin", "user"])],
                "nickname": [.length(2...20)],
                "tags": [.count(...10), .uniqueItems, .each(.length(1...20), .pattern("^[a-z]+$"))],
            ]
        }

        override class var rules: [Rule] {
            [
                Rule("passwordsMatch", properties: ["password", "confirm"], message: "the passwords differ") {
                    (m: SignUp) in m.password == m.confirm
                }
            ]
        }
    }

    final class AdminSignUp: SignUp {
        var badge = ""

        override class var constraints: [String: [Constraint]] {
            super.constraints.merging([
                "badge": [.pattern("^[A-Z]{2}-[0-9]{4}$")],
                "age": [.range(18...)],
            ]) { $0 + $1 }
        }
    }

    struct Window: JSONStruct {
        var low = 0
        var high = 0

        static var constraints: [String: [JSONModel.Constraint]] {
            ["low": [.range(0...)]]
        }

        static var rules: [JSONModel.Rule] {
            [
                JSONModel.Rule("ordered", properties: ["low", "high"], message: "low must not be above high") {
                    (w: Window) in w.low <= w.high
                }
            ]
        }
    }

    final class Payment: JSONModel {
        var amount = 0.0
        var share = 0.0
        var quantity = 0

        override class var constraints: [String: [Constraint]] {
            [
                "amount": [.greaterThan(0), .lessThan(1e7), .multipleOf("0.01")],
                "share": [.range(0.0...1.0)],
                "quantity": [.range(1...), .multipleOf(5)],
            ]
        }
    }

    final class Profile: JSONModel {
        var nickname = ""

        override class var constraints: [String: [Constraint]] {
            ["nickname": [.length(...3)]]
        }
    }

    final class Misspelled: JSONModel {
        var age = 0

        override class var constraints: [String: [Constraint]] {
            ["agee": [.range(0...)]]
        }
    }

    final class LengthOnInt: JSONModel {
        var age = 0

        override class var constraints: [String: [Constraint]] {
            ["age": [.length(1...)]]
        }
    }

    final class LookAhead: JSONModel {
        var login = ""

        override class var constraints: [String: [Constraint]] {
            ["login": [.pattern("^(?!admin$)[a-z]+$")]]
        }
    }

    final class Team: JSONModel {
        var members: [SignUp] = []
    }

    final class Hostile: JSONModel {
        var text = ""

        override class var constraints: [String: [Constraint]] {
            ["text": [.pattern("^(a+)+$")]]
        }
    }
}

/// Keeps the README's constraint samples and the DocC article "Constraints and Validation"
/// true: the models above are theirs, and each test checks what the text says they print.
@Suite("Constraints: README and article examples")
struct ConstraintReadmeTests {
    typealias Article = ConstraintArticleModels

    // MARK: - README

    @Test func readmeCollectsEveryViolation() throws {
        let body =
            #"{"name": "", "email": "ann", "age": 12, "tags": ["swift", "Go"], "password": "a", "confirm": "b"}"#
        let error = try #require(throws: JSONModelError.self) {
            try ConstraintReadmeModels.SignUp.fromJSONString(body, options: .init(collectAllErrors: true))
        }
        #expect(
            error.description == """
                5 errors decoding SignUp:
                  - SignUp.name (line 1, column 10): expected a string of at least 1 character, found 0 characters
                  - SignUp.email (line 1, column 23): expected a string matching "^[^@\\\\s]+@[^@\\\\s]+$", found "ann"
                  - SignUp.age (line 1, column 37): expected at least 13, found 12
                  - SignUp.tags[1] (line 1, column 59): expected a string matching "^[a-z]+$", found "Go"
                  - SignUp (line 1, column 1): the passwords differ
                """
        )
        #expect(error.errors.map(\.constraint) == ["minLength", "pattern", "minimum", "pattern", "passwordsMatch"])
        #expect(error.errors.map(\.path) == ["name", "email", "age", "tags[1]", "$"])
    }

    @Test func readmeValidate() throws {
        let user = ConstraintReadmeModels.SignUp()
        user.name = "Ann"
        user.email = "ann@example.com"
        user.age = 9
        let error = try #require(throws: JSONModelError.self) { try user.validate() }
        #expect(error.description == "SignUp.age: expected at least 13, found 9")
        #expect(error.code == .constraintViolated)
        #expect(error.constraint == "minimum")
    }

    @Test func readmeSchemaHasTheKeywords() throws {
        let schema = try ConstraintReadmeModels.SignUp.jsonSchema()
        let properties = try #require(schema["properties"])
        #expect(properties["name"]?["minLength"] == 1)
        #expect(properties["email"]?["pattern"] == "^[^@\\s]+@[^@\\s]+$")
        #expect(properties["tags"]?["items"]?["pattern"] == "^[a-z]+$")
        #expect(schema["x-rules"]?[0]?["name"] == "passwordsMatch")
    }

    @Test func readmeComingFromSample() throws {
        let valid = #"""
            {"name": "Tea", "price": 4.99, "quantity": 10, "sku": "TE-0042", "labels": ["new", "eco"],
             "discount": 0.25}
            """#
        let product = try ConstraintReadmeModels.CreateProduct.fromJSONString(valid)
        #expect(product.price == Decimal(string: "4.99"))
        let invalid = #"""
            {"name": "", "price": 4.999, "quantity": 7, "sku": "te-42", "labels": ["new", "new"],
             "discount": 0.75}
            """#
        let error = try #require(throws: JSONModelError.self) {
            try ConstraintReadmeModels.CreateProduct.fromJSONString(invalid, options: .init(collectAllErrors: true))
        }
        #expect(
            error.errors.map(\.constraint) == [
                "minLength", "multipleOf", "multipleOf", "pattern", "uniqueItems", "maximum",
            ]
        )
    }

    // MARK: - Article

    static let validSignUp =
        #"{"name": "Ann", "email": "ann@example.com", "age": 30, "role": "user", "tags": ["swift"], "password": "pw", "confirm": "pw"}"#

    @Test func articleOverview() throws {
        let json =
            #"{"name": "Ann", "email": "ann@example.com", "age": 12, "role": "user", "tags": ["swift"], "password": "pw", "confirm": "pw"}"#
        let error = try #require(throws: JSONModelError.self) { try Article.SignUp.fromJSONString(json) }
        #expect(error.description == "SignUp.age (line 1, column 52): expected at least 13, found 12")
        #expect(error.code == .constraintViolated)
        #expect(error.constraint == "minimum")
        #expect(error.path == "age")
        #expect(error.property == "age")
        #expect(error.modelType == Article.SignUp.self)
        #expect(error.line == 1 && error.column == 52)
        #expect(error.message == "expected at least 13, found 12")
    }

    @Test func articleCollectedErrors() throws {
        let form = """
            {"name": "", "email": "ann", "age": 12, "role": "root", "nickname": "A",
             "tags": ["swift", "Swift"], "password": "a", "confirm": "b"}
            """
        let error = try #require(throws: JSONModelError.self) {
            try Article.SignUp.fromJSONString(form, options: .init(collectAllErrors: true))
        }
        #expect(
            error.description == """
                7 errors decoding SignUp:
                  - SignUp.name (line 1, column 10): expected a string of at least 1 character, found 0 characters
                  - SignUp.email (line 1, column 23): expected a string matching "^[^@\\\\s]+@[^@\\\\s]+$", found "ann"
                  - SignUp.age (line 1, column 37): expected at least 13, found 12
                  - SignUp.role (line 1, column 49): expected one of "admin", "user", found "root"
                  - SignUp.nickname (line 1, column 69): expected a string of at least 2 characters, found 1 character
                  - SignUp.tags[1] (line 2, column 20): expected a string matching "^[a-z]+$", found "Swift"
                  - SignUp (line 1, column 1): the passwords differ
                """
        )
        #expect(
            error.errors.map(\.constraint) == [
                "minLength", "pattern", "minimum", "enum", "minLength", "pattern", "passwordsMatch",
            ]
        )
        #expect(error.errors.last?.property == "password")
    }

    @Test func articleRuleWaitsForItsProperties() throws {
        // `confirm` fails to decode, so the rule that reads it does not run.
        let text =
            #"{"name": "", "email": "ann@example.com", "age": 30, "role": "user", "tags": [], "password": "a", "confirm": 5}"#
        let error = try #require(throws: JSONModelError.self) {
            try Article.SignUp.fromJSONString(text, options: .init(collectAllErrors: true))
        }
        #expect(error.errors.map(\.code) == [.constraintViolated, .typeMismatch])
    }

    @Test func articleCollectionsCheckElementsFirst() throws {
        // A collection whose elements fail is not checked as a whole: no `uniqueItems` here.
        let text =
            #"{"name": "Ann", "email": "ann@example.com", "age": 30, "role": "user", "tags": ["Swift", "Swift"], "password": "", "confirm": ""}"#
        let error = try #require(throws: JSONModelError.self) {
            try Article.SignUp.fromJSONString(text, options: .init(collectAllErrors: true))
        }
        #expect(error.errors.map(\.path) == ["tags[0]", "tags[1]"])
        let repeated =
            #"{"name": "Ann", "email": "ann@example.com", "age": 30, "role": "user", "tags": ["swift", "swift"], "password": "", "confirm": ""}"#
        let unique = try #require(throws: JSONModelError.self) { try Article.SignUp.fromJSONString(repeated) }
        #expect(unique.constraint == "uniqueItems")
        #expect(unique.message == "expected unique elements, found element 1 equal to element 0")
    }

    @Test func articleExactNumbers() throws {
        for amount in ["1236575.89", "0.07", "19.99"] {
            _ = try Article.Payment.fromJSONString(#"{"amount": \#(amount), "share": 0.3, "quantity": 10}"#)
        }
        let cent = try #require(throws: JSONModelError.self) {
            try Article.Payment.fromJSONString(#"{"amount": 0.015, "share": 0.3, "quantity": 10}"#)
        }
        #expect(cent.message == "expected a multiple of 0.01, found 0.015")
        let share = try #require(throws: JSONModelError.self) {
            try Article.Payment.fromJSONString(#"{"amount": 1, "share": 1.0000000000000002, "quantity": 10}"#)
        }
        #expect(share.message == "expected at most 1, found 1.0000000000000002")
        let quantity = try #require(throws: JSONModelError.self) {
            try Article.Payment.fromJSONString(#"{"amount": 1, "share": 1, "quantity": 12}"#)
        }
        #expect(quantity.constraint == "multipleOf")
    }

    @Test func articleLengthsCountScalars() throws {
        // "é" written as e + U+0301 is two scalars, one Character; 👍🏽 is two scalars too.
        _ = try Article.Profile.fromJSONString(#"{"nickname": "👍🏽é"}"#)
        let error = try #require(throws: JSONModelError.self) {
            try Article.Profile.fromJSONString(#"{"nickname": "👍🏽e\u0301"}"#)
        }
        #expect(error.message == "expected a string of at most 3 characters, found 4 characters")
        #expect("👍🏽e\u{301}".count == 2)
    }

    @Test func articleHostilePatternIsFast() throws {
        let text = String(repeating: "a", count: 5_000) + "!"
        let start = ContinuousClock.now
        #expect(throws: JSONModelError.self) { try Article.Hostile.fromJSONString(#"{"text": "\#(text)"}"#) }
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    @Test func articleOptionalIsCheckedWithAValue() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Article.SignUp.fromJSONString(
                Self.validSignUp.replacingOccurrences(of: #""role""#, with: #""nickname": "A", "role""#)
            )
        }
        #expect(error.path == "nickname")
        _ = try Article.SignUp.fromJSONString(
            Self.validSignUp.replacingOccurrences(of: #""role""#, with: #""nickname": null, "role""#)
        )
    }

    @Test func articleInheritance() throws {
        let text = Self.validSignUp.replacingOccurrences(of: #""age": 30"#, with: #""age": 15, "badge": "AB-1234""#)
        let error = try #require(throws: JSONModelError.self) { try Article.AdminSignUp.fromJSONString(text) }
        #expect(error.message == "expected at least 18, found 15")
        let schema = try Article.AdminSignUp.jsonSchema()
        #expect(schema["properties"]?["age"]?["minimum"] == 18)
        #expect(schema["properties"]?["age"]?["maximum"] == 150)
        #expect(schema["x-rules"]?[0]?["name"] == "passwordsMatch")
    }

    @Test func articleStruct() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Article.Window.fromJSONString(#"{"low": 3, "high": 2}"#)
        }
        #expect(error.description == "Window (line 1, column 1): low must not be above high")
        #expect(error.constraint == "ordered")
        #expect(error.property == "low")
        let window = Article.Window(low: -1, high: 2)
        let invalid = try #require(throws: JSONModelError.self) { try window.validate() }
        #expect(invalid.description == "Window.low: expected at least 0, found -1")
    }

    @Test func articleValidate() throws {
        let signUp = Article.SignUp()
        signUp.name = "Ann"
        signUp.email = "ann@example.com"
        signUp.age = 9
        let error = try #require(throws: JSONModelError.self) { try signUp.validate() }
        #expect(error.description == "SignUp.age: expected at least 13, found 9")
        signUp.password = "a"
        signUp.tags = ["Swift"]
        let several = try #require(throws: JSONModelError.self) { try signUp.validate() }
        #expect(several.code == .multiple)
        #expect(several.errors.map(\.path) == ["age", "tags[0]", "$"])
    }

    @Test func articleUpdateLeavesTheModelUnchanged() throws {
        let ann = try Article.SignUp.fromJSONString(Self.validSignUp)
        let error = try #require(throws: JSONModelError.self) {
            try ann.update(fromJSONString: #"{"name": "Bob", "age": 7}"#)
        }
        #expect(error.description == "SignUp.age (line 1, column 24): expected at least 13, found 7")
        #expect(ann.name == "Ann")
        #expect(ann.age == 30)
    }

    @Test func articleTrustedInput() throws {
        let text = Self.validSignUp.replacingOccurrences(of: #""age": 30"#, with: #""age": 3"#)
        let model = try Article.SignUp.fromJSONString(text, options: .init(checksConstraints: false))
        #expect(model.age == 3)
        #expect(throws: JSONModelError.self) { try model.validate() }
    }

    @Test func articleSchemaErrors() throws {
        let misspelled = try #require(throws: JSONModelError.self) {
            try Article.Misspelled.fromJSONString(#"{"age": 1}"#)
        }
        #expect(misspelled.code == .schemaError)
        #expect(
            misspelled.message.hasPrefix(
                #"Misspelled.constraints names "agee", which is not a mapped property of Misspelled; did you mean "age"?"#
            )
        )
        let length = try #require(throws: JSONModelError.self) {
            try Article.LengthOnInt.fromJSONString(#"{"age": 1}"#)
        }
        #expect(length.code == .schemaError)
        #expect(length.message.contains(".length(1...) cannot apply to Int; it applies to String"))
        let lookAhead = try #require(throws: JSONModelError.self) {
            try Article.LookAhead.fromJSONString(#"{"login": "ann"}"#)
        }
        #expect(lookAhead.code == .schemaError)
        #expect(lookAhead.message.contains(#"does not compile: look-ahead '(?!' is not supported (at scalar 1)"#))
    }

    /// The sources the article names beyond those `ConstraintDecodingTests` covers: a coder,
    /// `JSONDecoder` through the `Codable` bridge, and a streamed array.
    @Test func articleOtherSources() async throws {
        let text = Self.validSignUp.replacingOccurrences(of: #""age": 30"#, with: #""age": 3"#)
        let coded = try #require(throws: JSONModelError.self) {
            try JSONModelCoder().decode(Article.SignUp.self, fromJSONString: text)
        }
        #expect(coded.constraint == "minimum")

        struct Envelope: Decodable {
            let user: Article.SignUp
        }
        let bridged = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Envelope.self, from: Data(#"{"user": \#(text)}"#.utf8))
        }
        guard case .dataCorrupted(let context) = bridged else {
            Issue.record("expected dataCorrupted, got \(bridged)")
            return
        }
        #expect((context.underlyingError as? JSONModelError)?.constraint == "minimum")

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("constraints-\(UUID()).json")
        try Data("[\(Self.validSignUp), \(text)]".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var decoded = 0
        do {
            for try await _ in Article.SignUp.sequence(fromJSONArrayAt: file) { decoded += 1 }
            Issue.record("the streamed array decoded")
        } catch let error as JSONModelError {
            #expect(error.constraint == "minimum")
            #expect(error.path == "[1].age")
        }
    }

    /// A nested model's broken rule is at the nested model's path.
    @Test func articleNestedRulePath() throws {
        let broken = Self.validSignUp.replacingOccurrences(of: #""confirm": "pw""#, with: #""confirm": "other""#)
        let error = try #require(throws: JSONModelError.self) {
            try Article.Team.fromJSONString(#"{"members": [\#(Self.validSignUp), \#(broken)]}"#)
        }
        #expect(error.path == "members[1]")
        #expect(error.constraint == "passwordsMatch")
        #expect(error.column != nil)
    }

    @Test func articleKeywords() {
        #expect(JSONModel.Constraint.range(13...150).keyword == "minimum")
        #expect(JSONModel.Constraint.range(...100).keyword == "maximum")
        #expect(JSONModel.Constraint.lessThan(1e6).keyword == "exclusiveMaximum")
        #expect(JSONModel.Constraint.oneOf(["admin", "user"]).keyword == "enum")
        #expect(JSONModel.Constraint.each(.length(1...)).keyword == "items")
    }

    /// The article's JSON Schema example is what `SignUp.jsonSchema()` returns.
    @Test func articleSchema() throws {
        let article = try String(
            contentsOf: URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
                .appendingPathComponent("Sources/JSONModelKit/JSONModelKit.docc/ConstraintsAndValidation.md"),
            encoding: .utf8
        )
        let section = try #require(article.components(separatedBy: "### JSON Schema\n").dropFirst().first)
        let shown = try #require(
            section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first
        )
        // The article orders the keys for reading; the values must be the same.
        #expect(try JSONValue(parsing: shown) == (try Article.SignUp.jsonSchema()))
    }
}
