import JSONModelKit
import Testing

/// Constraints the schema refuses at first use, naming the property.
@Suite struct ConstraintSchemaErrorTests {
    final class Misspelled: JSONModel {
        var nickname = ""
        override class var constraints: [String: [Constraint]] { ["nickame": [.length(1...)]] }
    }

    final class LengthOnInt: JSONModel {
        var age = 0
        override class var constraints: [String: [Constraint]] { ["age": [.length(1...)]] }
    }

    final class BadPattern: JSONModel {
        var code = ""
        override class var constraints: [String: [Constraint]] { ["code": [.pattern("^(a)\\1$")]] }
    }

    final class LookAhead: JSONModel {
        var code = ""
        override class var constraints: [String: [Constraint]] { ["code": [.pattern("(?=a)a")]] }
    }

    final class Unclosed: JSONModel {
        var code = ""
        override class var constraints: [String: [Constraint]] { ["code": [.pattern("[a-z")]] }
    }

    final class NotANumber: JSONModel {
        var ratio = 0.0
        override class var constraints: [String: [Constraint]] { ["ratio": [.greaterThan(Double.nan)]] }
    }

    final class ZeroStep: JSONModel {
        var count = 0
        override class var constraints: [String: [Constraint]] { ["count": [.multipleOf(0)]] }
    }

    final class CountOnString: JSONModel {
        var name = ""
        override class var constraints: [String: [Constraint]] { ["name": [.count(1...)]] }
    }

    final class EachOnScalar: JSONModel {
        var name = ""
        override class var constraints: [String: [Constraint]] { ["name": [.each(.length(1...))]] }
    }

    final class StringsOnInt: JSONModel {
        var level = 0
        override class var constraints: [String: [Constraint]] { ["level": [.oneOf(["a"])]] }
    }

    final class RuleOnUnknown: JSONModel {
        var password = ""
        override class var rules: [Rule] {
            [Rule("x", properties: ["pasword"], message: "m") { (m: RuleOnUnknown) in !m.password.isEmpty }]
        }
    }

    final class RuleOfOtherClass: JSONModel {
        var name = ""
        override class var rules: [Rule] {
            [Rule("x", properties: ["name"], message: "m") { (m: SignUp) in m.name.isEmpty }]
        }
    }

    static let cases: [(JSONModel.Type, String, [String])] = [
        (Misspelled.self, "nickame", ["did you mean \"nickname\"?"]),
        (LengthOnInt.self, "age", [".length(1...) cannot apply to Int"]),
        (BadPattern.self, "code", ["backreference"]),
        (LookAhead.self, "code", ["look"]),
        (Unclosed.self, "code", ["does not compile"]),
        (NotANumber.self, "ratio", ["nan is not a finite number"]),
        (ZeroStep.self, "count", ["greater than zero"]),
        (CountOnString.self, "name", [".count(1...) cannot apply to String"]),
        (EachOnScalar.self, "name", [".each cannot apply to String"]),
        (StringsOnInt.self, "level", ["list integers"]),
        (RuleOnUnknown.self, "pasword", ["did you mean \"password\"?"]),
        (RuleOfOtherClass.self, "name", ["takes SignUp"]),
    ]

    @Test(arguments: cases)
    func schemaErrorNamesTheProperty(_ testCase: (JSONModel.Type, String, [String])) throws {
        let (type, property, fragments) = testCase
        let error = try #require(throws: JSONModelError.self) { try type.fromJSONString("{}") }
        #expect(error.code == .schemaError)
        #expect(error.property == property)
        for fragment in fragments {
            #expect(error.message.lowercased().contains(fragment.lowercased()), "\(error.message)")
        }
    }
}
