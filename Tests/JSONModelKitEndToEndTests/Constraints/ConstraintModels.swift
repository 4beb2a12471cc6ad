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

// MARK: - Models for the schema tests (ConstraintSchemaTests)

/// Numeric constraints on every kind of number, for the schema tests: bounds stricter than an
/// integer type's range and one looser, exclusive bounds, steps (integer, decimal written as text
/// and as a `Double`, two steps on one property), allowed integers, an optional.
final class SchemaNumberLimits: JSONModel {
    /// Bounds stricter than `Int8`'s.
    var small: Int8 = 0
    /// Exclusive bounds beside `Int16`'s range, and a step.
    var step: Int16 = 0
    /// A lower bound above `UInt8`'s.
    var byte: UInt8 = 10
    /// An upper bound just below `UInt64.max`.
    var big: UInt64 = 0
    /// An upper bound above `Int64.max`, which does not replace it.
    var wide: Int64 = 0
    /// Two steps: a multiple of 6.
    var sixes = 0
    /// Allowed integers.
    var level = 1
    /// Exclusive bounds and a decimal step written as text.
    var price = 0.01
    /// Bounds with fractions.
    var ratio = 0.0
    /// A step written as a `Double`.
    var tenth = 0.0
    /// A `Float` with bounds and a step.
    var quarter: Float = 0.5
    /// A `Decimal` with a step and a lower bound.
    var amount = Decimal(0)
    /// An optional with a lower bound.
    var count: Int?

    /// The constraints under test.
    override class var constraints: [String: [Constraint]] {
        [
            "small": [.range(-5...5)],
            "step": [.greaterThan(-1000), .lessThan(1000), .multipleOf(5)],
            "byte": [.range(UInt8(10)...)],
            "big": [.range(...(UInt64.max - 1))],
            // Looser than Int64 itself: the type's own maximum stays.
            "wide": [.range(...UInt64(9_223_372_036_854_775_808))],
            "sixes": [.multipleOf(2), .multipleOf(3)],
            "level": [.oneOf([1, 2, 3])],
            "price": [.greaterThan(0), .multipleOf("0.01"), .lessThan(10_000_000)],
            "ratio": [.range(-1.5...1.5)],
            "tenth": [.multipleOf(0.1)],
            "quarter": [.range(Float(0)...Float(1)), .multipleOf(0.25)],
            "amount": [.multipleOf("0.01"), .range((Decimal(string: "-100.5") ?? 0)...)],
            "count": [.range(1...)],
        ]
    }
}

/// String constraints, for the schema tests: lengths in Unicode scalars, patterns with classes,
/// anchors, alternation, `\d \w \s \b`, counted and lazy repetitions, groups (non-capturing,
/// named), escapes, `.` and non-ASCII text, two patterns on one property, allowed strings, an
/// optional.
final class SchemaTextLimits: JSONModel {
    /// A length, counted in Unicode scalars.
    var name = "ab"
    /// Anchors, a class, `\d` and a counted repetition.
    var code = "AB-12"
    /// `\w` and `\s`.
    var words = "a"
    /// Alternation.
    var pet = "cat"
    /// Non-ASCII classes and text.
    var french = "café"
    /// An unanchored counted repetition.
    var repeated = "xx"
    /// Allowed strings, one non-ASCII.
    var role = "user"
    /// Two patterns.
    var both = "ab"
    /// `.`, which stops at line terminators.
    var line = "abc"
    /// `\b`.
    var boundary = "cat"
    /// A lazy repetition of a non-capturing group, and `{2,}`.
    var grouped = "abcc"
    /// `\u` and `\.` escapes and a named group.
    var escaped = "é.1"
    /// An optional with a length and a pattern.
    var nickname: String?

    /// The constraints under test.
    override class var constraints: [String: [Constraint]] {
        [
            "name": [.length(2...5)],
            "code": [.pattern("^[A-Z]{2}-\\d{2,4}$")],
            "words": [.pattern("^\\w+(\\s\\w+)*$")],
            "pet": [.pattern("^(cat|dog)s?$|^bird$")],
            "french": [.pattern("^[a-zà-ÿ]+é$")],
            "repeated": [.pattern("x{2,3}")],
            "role": [.oneOf(["admin", "user", "\u{E9}"])],
            "both": [.pattern("a"), .pattern("b")],
            "line": [.pattern("^a.c$")],
            "boundary": [.pattern("\\bcat\\b")],
            "grouped": [.pattern("^(?:ab)+?c{2,}$")],
            "escaped": [.pattern("^\\u00e9\\.(?<digit>\\d)$")],
            "nickname": [.length(2...), .pattern("^\\S+$")],
        ]
    }
}

/// Collection constraints, for the schema tests: sizes of arrays, sets and dictionaries,
/// unique elements of several kinds (in sets too), and `.each` on elements, dictionary values
/// and nested arrays.
final class SchemaCollectionLimits: JSONModel {
    /// Size, unique elements and `.each` on strings.
    var tags: [String] = ["a"]
    /// Unique numbers (`1` and `1.0` are one) within bounds.
    var numbers: [Double] = []
    /// Unique integers, each a multiple of 3.
    var multiples: [Int] = []
    /// Unique objects, whatever the order of their members.
    var objects: [[String: Int]] = []
    /// Unique JSON values of every kind.
    var values: [JSONValue] = []
    /// A set with a size and allowed elements.
    var letters: Set<String> = []
    /// A set with `.uniqueItems` and a least size.
    var distinct: Set<Int> = [1, 2]
    /// A dictionary with a size and bounded values.
    var scores: [String: Int] = ["a": 1]
    /// A dictionary whose values have a length and a pattern.
    var labels: [String: String] = [:]
    /// Nested arrays: `.each` inside `.each`.
    var matrix: [[Int]] = []
    /// An optional array with a size and `.each`.
    var optionalTags: [String]?

    /// The constraints under test.
    override class var constraints: [String: [Constraint]] {
        [
            "tags": [.count(1...3), .uniqueItems, .each(.length(1...4), .pattern("^[a-z]"))],
            "numbers": [.uniqueItems, .each(.range(0...10))],
            "multiples": [.uniqueItems, .each(.multipleOf(3))],
            "objects": [.uniqueItems],
            "values": [.uniqueItems],
            "letters": [.count(...2), .each(.oneOf(["a", "b", "c"]))],
            "distinct": [.uniqueItems, .count(2...)],
            "scores": [.count(1...2), .each(.range(0...100))],
            "labels": [.each(.length(...3), .pattern("^[^0-9]"))],
            "matrix": [.count(...3), .each(.count(1...2), .each(.range(0...9)))],
            "optionalTags": [.count(1...), .each(.length(1...))],
        ]
    }
}

/// A struct with constraints on an integer, a set, an optional string and a dictionary, and a
/// rule, for the schema tests.
struct SchemaLimitsStruct: JSONStruct {
    /// An exclusive lower bound.
    var low: Int8 = 0
    /// An exclusive upper bound.
    var high: Int8 = 0
    /// A set with a size and a pattern on each element.
    var tags: Set<String> = []
    /// An optional with a length.
    var note: String?
    /// A dictionary whose values have a step.
    var limits: [String: Double] = [:]

    /// The constraints under test.
    static var constraints: [String: [JSONModel.Constraint]] {
        [
            "low": [.greaterThan(-3)],
            "high": [.lessThan(100)],
            "tags": [.count(...3), .each(.pattern("^[a-z]+$"))],
            "note": [.length(...4)],
            "limits": [.each(.multipleOf("0.5"))],
        ]
    }

    /// `low` must not be above `high`.
    static var rules: [JSONModel.Rule] {
        [
            JSONModel.Rule("ordered", properties: ["low", "high"], message: "low must not be above high") {
                (value: SchemaLimitsStruct) in value.low <= value.high
            }
        ]
    }
}

/// Constraints on values the decoder converts, for the schema tests.
///
/// `@Lossy` reads any JSON, converted or replaced by the default; the transforms read cents as
/// whole dollars, and a string of cents. The constraints judge the converted values, so the
/// decoding schema publishes none of them.
final class SchemaConvertedLimits: JSONModel {
    /// A `@Lossy` value with an upper bound.
    @Lossy var lossy = 0
    /// Cents read as whole dollars, with an upper bound.
    @Transformed(decode: { json in (json.intValue ?? 0) / 100 }, encode: { value in .number(JSONNumber(value * 100)) })
    var dollars = 0
    /// A string of cents, with a lower bound.
    @Transformed(CentsTransform()) var amount = 0

    /// The constraints under test.
    override class var constraints: [String: [Constraint]] {
        ["lossy": [.range(...5)], "dollars": [.range(...100)], "amount": [.range(0...)]]
    }
}
