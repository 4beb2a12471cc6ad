import Foundation
import JSONModelKit

// Models for the coder, hook, update, polymorphism and closure-transform tests. Every name
// starts with `CX` so that none clashes with the models of the other end-to-end tests.

/// An error that is not a `JSONModelError`, as hooks and validation may throw.
struct CXPlainError: Error, CustomStringConvertible {
    var description: String
}

// MARK: - Coder

/// Snake-case keys by default, a nested model and a date, for the coder's overrides.
final class CXAccount: JSONModel {
    var firstName = ""
    var openedAt = Date(timeIntervalSince1970: 0)
    @ISO8601 var closedAt: Date? = nil
    var owner = CXOwner()
    var nickName: String? = nil
}

final class CXOwner: JSONModel {
    var fullName = ""
    var userID = 0
}

/// A class that declares its own key style and date strategy, for a coder to replace.
final class CXLegacyRecord: JSONModel {
    var recordID = 0
    var createdAt = Date(timeIntervalSince1970: 0)

    override class var keyStyle: KeyStyle { .unchanged }
    override class var dateStrategy: DateStrategy { .secondsSince1970 }
}

/// `keyMapping` entries next to keys from the key style.
final class CXMapped: JSONModel {
    var identifier = ""
    var ownerPhone = ""
    var displayName = ""

    override class var keyMapping: [String: String] {
        ["identifier": "id", "ownerPhone": "owner.phone"]
    }
}

/// Declared out of alphabetical order, to tell declaration order from key order.
final class CXUnordered: JSONModel {
    var zeta = 1
    var alpha = 2
    var middle: String? = nil
}

/// Holds a model declared out of alphabetical order.
final class CXUnorderedHolder: JSONModel {
    var inner = CXUnordered()
    var label = ""
}

/// Every kind of number, to compare the text written with and without hooks.
final class CXNumbers: JSONModel {
    var double = 0.0
    var float: Float = 0
    var decimal: Decimal = 0
    var big: UInt64 = 0
    var negative: Int64 = 0
}

// MARK: - Hooks

/// Three properties: one for the coder's hook, one for the model's method, one for the default.
///
/// Each step that sees a property is recorded in `steps`.
final class CXOrdered: JSONModel {
    var byHook = ""
    var byModel = ""
    var byDefault = ""
    @Ignore var steps: [String] = []

    override func decodeProperty(_ property: JSONModel.Property, from object: [String: JSONValue]) throws -> Bool {
        steps.append("model:\(property.name)")
        switch property.name {
        case "byHook":
            byHook = "model saw \(object[property.key]?.stringValue ?? "nothing")"
            return true
        case "byModel":
            byModel = "model saw \(object[property.key]?.stringValue ?? "nothing")"
            return true
        default:
            return false
        }
    }

    override func encodeProperty(_ property: JSONModel.Property, into object: inout [String: JSONValue]) throws -> Bool
    {
        steps.append("model:\(property.name)")
        switch property.name {
        case "byHook", "byModel":
            object[property.key] = .string("model wrote \(property.name)")
            return true
        default:
            return false
        }
    }
}

/// Holds `CXOrdered` models, to see the hooks run for nested models too.
final class CXOrderedHolder: JSONModel {
    var single = CXOrdered()
    var many: [CXOrdered] = []
}

/// A model whose `fullName` comes from two members, as in the example of the DocC article
/// "Transforms and Hooks".
final class CXFullNamed: JSONModel {
    var fullName = ""
    var age = 0
}

/// Property descriptions as hooks see them: a key from the key style, a mapped key, a nested
/// path, an optional and a wrapper.
final class CXDescribed: JSONModel {
    var firstName = ""
    var identifier = 0
    var ownerPhone: String? = nil
    @Optional var retries = 3
    var tags: [String] = []

    override class var keyMapping: [String: String] {
        ["identifier": "id", "ownerPhone": "owner.phone"]
    }
}

/// `decodeProperty` that throws for `amount`: a plain error when it is negative, a
/// `JSONModelError` when it is not a whole number.
final class CXStrictAmount: JSONModel {
    var label = ""
    var amount = 0

    override func decodeProperty(_ property: JSONModel.Property, from object: [String: JSONValue]) throws -> Bool {
        guard property.name == "amount" else { return false }
        guard let value = object["amount"]?.intValue else {
            throw JSONModelError(code: .invalidValue, message: "amount must be a whole number")
        }
        guard value >= 0 else { throw CXPlainError(description: "amount must not be negative") }
        amount = value
        return true
    }

    override func encodeProperty(_ property: JSONModel.Property, into object: inout [String: JSONValue]) throws -> Bool
    {
        guard property.name == "amount" else { return false }
        guard amount >= 0 else { throw CXPlainError(description: "cannot write a negative amount") }
        object["amount"] = .string(String(amount))
        return true
    }
}

/// Holds `CXStrictAmount` models, for the paths of hook failures in nested models.
final class CXAmountHolder: JSONModel {
    var first = CXStrictAmount()
    var rest: [CXStrictAmount] = []
}

/// A plain model for coder hooks to fail on.
final class CXPlain: JSONModel {
    var name = ""
    var count = 0
}

/// Holds plain models, for the paths of coder hook failures in nested models.
final class CXPlainHolder: JSONModel {
    var plain = CXPlain()
    var list: [CXPlain] = []
}

// MARK: - Validation

/// `didDecode` rejects a negative `quantity`, with a plain error; `willEncode` refreshes `total`.
final class CXLine: JSONModel {
    var quantity = 0
    var price = 0
    var total = 0
    @Ignore var validated = false
    @Ignore var willEncodeCalls = 0

    override func didDecode() throws {
        guard quantity >= 0 else { throw CXPlainError(description: "quantity must not be negative") }
        validated = true
    }

    override func willEncode() {
        willEncodeCalls += 1
        total = quantity * price
    }
}

/// `didDecode` throws a `JSONModelError` of its own when `lines` is empty, and records
/// whether its lines were validated before it.
final class CXOrder: JSONModel {
    var reference = ""
    var lines: [CXLine] = []
    var main: CXLine? = nil
    @Ignore var linesValidatedFirst = false
    @Ignore var didDecodeCalls = 0

    override func didDecode() throws {
        didDecodeCalls += 1
        linesValidatedFirst = lines.allSatisfy(\.validated) && (main?.validated ?? true)
        guard !lines.isEmpty else {
            throw JSONModelError(code: .invalidValue, message: "an order needs at least one line")
        }
    }
}

// MARK: - Update

/// Every kind of property an update can touch, with a validation rule.
final class CXProfile: JSONModel {
    var name = ""
    var age = 0
    var nickname: String? = nil
    var tags: [String] = []
    var car = CXCar()
    var spare: CXCar? = nil
    var ownerPhone = ""
    var ownerName: String? = nil
    @Optional var retries = 3
    @Transformed(
        decode: { json in
            guard let text = json.stringValue, let value = Int(text) else {
                throw JSONTransformError("expected digits in a string")
            }
            return value
        },
        encode: { value in .string(String(value)) }
    )
    var code = 0
    @Ignore var note = "untouched"
    @Ignore var didDecodeCalls = 0

    override class var keyMapping: [String: String] {
        ["ownerPhone": "owner.phone", "ownerName": "owner.name"]
    }

    override func didDecode() throws {
        didDecodeCalls += 1
        guard age >= 0 else { throw CXPlainError(description: "age must not be negative") }
    }
}

/// A nested model for updates; `year` is required.
final class CXCar: JSONModel {
    var make = ""
    var year = 0
    var color: String? = nil
}

/// A model that decodes one property itself, for updates through the hook path.
final class CXHookedProfile: JSONModel {
    var name = ""
    var score = 0

    override func decodeProperty(_ property: JSONModel.Property, from object: [String: JSONValue]) throws -> Bool {
        guard property.name == "score" else { return false }
        guard let text = object["score"]?.stringValue, let value = Int(text) else {
            throw CXPlainError(description: "score must be digits in a string")
        }
        score = value
        return true
    }
}

// MARK: - Polymorphism

/// Picks `CXCircle` or `CXSquare` from `"type"`.
class CXShape: JSONModel {
    var type = ""
    var label: String? = nil

    override class func classForDecoding(from object: [String: JSONValue]) -> JSONModel.Type {
        switch object["type"]?.stringValue {
        case "circle": CXCircle.self
        case "square": CXSquare.self
        case "ring": CXRing.self
        default: self
        }
    }
}

class CXCircle: CXShape {
    var radius = 0.0
}

/// A subclass of a subclass.
final class CXRing: CXCircle {
    var inner = 0.0
}

final class CXSquare: CXShape {
    var side = 0

    override func didDecode() throws {
        guard side > 0 else { throw CXPlainError(description: "a square needs a positive side") }
    }
}

/// Shapes in every position a model can be decoded in.
final class CXDrawing: JSONModel {
    var main = CXShape()
    var optional: CXShape? = nil
    var shapes: [CXShape] = []
    var byName: [String: CXShape] = [:]
    var nested: [[CXShape]] = []
}

/// Answers a class that is not a subclass of it.
final class CXPicksUnrelated: JSONModel {
    var name = ""

    override class func classForDecoding(from object: [String: JSONValue]) -> JSONModel.Type {
        object["wrong"] == .bool(true) ? CXCircle.self : self
    }
}

/// A subclass that answers its superclass.
class CXAnimal: JSONModel {
    var name = ""
}

final class CXDog: CXAnimal {
    var barks = false

    override class func classForDecoding(from object: [String: JSONValue]) -> JSONModel.Type {
        object["barks"] == .bool(true) ? self : CXAnimal.self
    }
}

/// Holds models whose `classForDecoding` answers a class that is not allowed.
final class CXBadPicksHolder: JSONModel {
    var items: [CXPicksUnrelated] = []
    var dog: CXDog? = nil
}

// MARK: - Class names

/// Decoded by name in the tests.
final class CXNamed: JSONModel {
    var title = ""
    var count = 0
}

/// Registered with `JSONModel.register(_:)` before it is decoded by its plain name.
final class CXRegistered: JSONModel {
    var value = 0
}

/// Never decoded, encoded or registered: its plain name is unknown.
final class CXNeverUsed: JSONModel {
    var value = 0
}

/// A class that is not a model.
final class CXNotAModel {
    var value = 0
}

/// Namespaces with a class of the same plain name in each.
enum CXFirstSpace {
    final class CXTwin: JSONModel {
        var first = 0
    }
}

enum CXSecondSpace {
    final class CXTwin: JSONModel {
        var second = 0
    }
}

/// A class nested in another class.
final class CXOuter: JSONModel {
    final class CXInner: JSONModel {
        var depth = 0
    }

    var inner = CXInner()
}

// MARK: - Closure transforms

/// A temperature in tenths of a degree, written as `"21.5C"`.
struct CXCelsius: Equatable, Sendable, CustomStringConvertible {
    var tenths: Int

    var description: String { "\(tenths / 10).\(abs(tenths % 10))C" }
}

/// Closure transforms on `T` and `T?` whose encode throws for some values.
final class CXThermometer: JSONModel {
    @Transformed(
        decode: { json in
            guard let text = json.stringValue, text.hasSuffix("C") else {
                throw JSONTransformError("expected a temperature like 21.5C")
            }
            guard let degrees = Double(text.dropLast()) else {
                throw JSONTransformError("\"\(text)\" is not a number of degrees")
            }
            return CXCelsius(tenths: Int((degrees * 10).rounded()))
        },
        encode: { celsius in
            guard celsius.tenths >= -2_732 else { throw JSONTransformError("below absolute zero") }
            return .string(celsius.description)
        }
    )
    var current = CXCelsius(tenths: 0)

    @Transformed(
        decode: { json in
            guard let number = json.intValue else { throw JSONTransformError("expected whole tenths") }
            return CXCelsius(tenths: number)
        },
        encode: { celsius in
            guard celsius.tenths >= -2_732 else { throw JSONTransformError("below absolute zero") }
            return .number(JSONNumber(celsius.tenths))
        }
    )
    var lowest: CXCelsius? = nil
}

/// An optional closure transform that fails whenever it is called: `nil` must never reach it.
final class CXNeverCalled: JSONModel {
    var name = ""
    @Transformed(
        decode: { (_: JSONValue) throws -> Int in throw JSONTransformError("decode was called") },
        encode: { (_: Int) throws -> JSONValue in throw JSONTransformError("encode was called") }
    )
    var value: Int? = nil
}

/// Closure transforms that write structured JSON, throw a `JSONModelError` of their own, and
/// are given as a `JSONClosureTransform`.
final class CXStructured: JSONModel {
    @Transformed(
        decode: { json in (json.stringValue ?? "").split(separator: " ").map(String.init) },
        encode: { words in .string(words.joined(separator: " ")) }
    )
    var words: [String] = []

    @Transformed(
        decode: { json in
            guard let pair = json.arrayValue, pair.count == 2, let x = pair[0].intValue, let y = pair[1].intValue
            else {
                throw JSONModelError(code: .invalidValue, message: "expected a pair of whole numbers")
            }
            return [x, y]
        },
        encode: { point in
            guard point.count == 2 else { throw JSONTransformError("a point has two coordinates, not \(point.count)") }
            return .object(["x": .number(JSONNumber(point[0])), "y": .number(JSONNumber(point[1]))])
        }
    )
    var point: [Int] = [0, 0]

    @Transformed(
        JSONClosureTransform(decode: { json in json.stringValue?.uppercased() ?? "" }, encode: { .string($0) })
    )
    var shout = ""
}

/// Closure transforms in nested models and arrays.
final class CXWeatherLog: JSONModel {
    var station = ""
    var readings: [CXThermometer] = []
    var latest: CXThermometer? = nil
}
