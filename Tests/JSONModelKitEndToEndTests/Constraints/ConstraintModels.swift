import Foundation
import JSONModelKit

/// A sign-up form: a constraint of every kind on a class, and a rule across two properties.
final class SignUp: JSONModel {
    var name = ""
    var age = 0
    var email = ""
    var role = "user"
    var price = 0.0
    var password = ""
    var confirm = ""
    var nickname: String?
    var tags: [String] = []
    var scores: [String: Int] = [:]
    var level = 1

    override class var constraints: [String: [Constraint]] {
        [
            "name": [.length(1...64)],
            "age": [.range(13...150)],
            "email": [.length(...254), .pattern("^[^@\\s]+@[^@\\s]+$")],
            "role": [.oneOf(["admin", "user"])],
            "price": [.greaterThan(0), .multipleOf("0.01")],
            "nickname": [.length(2...20)],
            "tags": [.count(...3), .uniqueItems, .each(.length(1...10), .pattern("^[a-z]+$"))],
            "scores": [.count(1...), .each(.range(0...100))],
            "level": [.oneOf([1, 2, 3])],
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

/// A subclass adding a constraint to its superclass's.
final class AdminSignUp: JSONModel {
    var name = ""
    var code = ""

    override class var constraints: [String: [Constraint]] {
        ["name": [.length(1...)], "code": [.pattern("^[A-Z]{2}-[0-9]{4}$")]]
    }
}

/// A struct with constraints and a rule.
struct Window: JSONStruct {
    var low = 0
    var high = 0
    var label = ""

    static var constraints: [String: [JSONModel.Constraint]] {
        ["low": [.range(0...)], "label": [.length(...8)]]
    }

    static var rules: [JSONModel.Rule] {
        [
            JSONModel.Rule("ordered", properties: ["low", "high"], message: "low must not be above high") {
                (w: Window) in
                w.low <= w.high
            }
        ]
    }
}

/// A model holding constrained models, in a property and in an array.
final class Team: JSONModel {
    var leader = SignUp()
    var members: [SignUp] = []
    var window = Window()

    override class var constraints: [String: [Constraint]] {
        ["members": [.count(...5)]]
    }
}

/// Every numeric type with a bound.
final class Numbers: JSONModel {
    var int8: Int8 = 0
    var uint64: UInt64 = 0
    var double = 0.5
    var float: Float = 0.5
    var decimal = Decimal(0)
    var optionalInt: Int?
    var fraction = 0.0

    override class var constraints: [String: [Constraint]] {
        [
            "int8": [.range(-5...5)],
            "uint64": [.range(UInt64(10)...)],
            "double": [.range(0.1...0.3)],
            "float": [.lessThan(1)],
            "decimal": [.multipleOf("0.01"), .range(0...)],
            "optionalInt": [.range(1...)],
            "fraction": [.multipleOf("0.01")],
        ]
    }
}
