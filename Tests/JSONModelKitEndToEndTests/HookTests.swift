import Foundation
import JSONModelKit
import Synchronization
import Testing

// Hooks, in their fixed order: the coder's hook, then the model's `decodeProperty` or
// `encodeProperty`, then the default mapping. Also `didDecode()` and `willEncode()`.

/// Collects the property descriptions hooks are given.
final class CXPropertyRecorder: Sendable {
    private let properties = Mutex<[JSONModel.Property]>([])

    func record(_ property: JSONModel.Property) {
        properties.withLock { $0.append(property) }
    }

    var recorded: [JSONModel.Property] {
        properties.withLock { $0 }
    }
}

/// Holds the last object a hook was given.
final class CXObjectRecorder: Sendable {
    private let object = Mutex<[String: JSONValue]>([:])

    func record(_ members: [String: JSONValue]) {
        object.withLock { $0 = members }
    }

    var recorded: [String: JSONValue] {
        object.withLock { $0 }
    }
}

@Suite("Hooks")
struct HookTests {
    static let orderedJSON = #"{"by_hook":"h","by_model":"m","by_default":"d"}"#

    /// A coder whose hooks record every property they see on `CXOrdered` models and handle
    /// `byHook` only.
    static let orderingCoder = JSONModelCoder(
        encodingOptions: JSONModel.EncodingOptions(prettyPrinted: false),
        decodeHook: { property, model, object in
            guard let ordered = model as? CXOrdered else { return false }
            ordered.steps.append("hook:\(property.name)")
            guard property.name == "byHook" else { return false }
            ordered.byHook = "hook saw \(object[property.key]?.stringValue ?? "nothing")"
            return true
        },
        encodeHook: { property, model, object in
            guard let ordered = model as? CXOrdered else { return false }
            ordered.steps.append("hook:\(property.name)")
            guard property.name == "byHook" else { return false }
            object[property.key] = .string("hook wrote byHook")
            return true
        }
    )

    static let expectedSteps = ["hook:byHook", "hook:byModel", "model:byModel", "hook:byDefault", "model:byDefault"]

    // MARK: Order when decoding

    @Test func decodeRunsTheCodersHookThenTheModelsMethodThenTheDefault() throws {
        let model = try Self.orderingCoder.decode(CXOrdered.self, fromJSONString: Self.orderedJSON)
        #expect(model.steps == Self.expectedSteps)
        #expect(model.byHook == "hook saw h")
        #expect(model.byModel == "model saw m")
        #expect(model.byDefault == "d")
    }

    @Test func withoutACoderTheModelsMethodComesFirst() throws {
        let model = try CXOrdered.fromJSONString(Self.orderedJSON)
        #expect(model.steps == ["model:byHook", "model:byModel", "model:byDefault"])
        #expect(model.byHook == "model saw h")
        #expect(model.byModel == "model saw m")
        #expect(model.byDefault == "d")
    }

    @Test func hooksRunForNestedModels() throws {
        let json = #"{"single":\#(Self.orderedJSON),"many":[\#(Self.orderedJSON),\#(Self.orderedJSON)]}"#
        let holder = try Self.orderingCoder.decode(CXOrderedHolder.self, fromJSONString: json)
        for model in [holder.single] + holder.many {
            #expect(model.steps == Self.expectedSteps)
            #expect(model.byHook == "hook saw h")
            #expect(model.byModel == "model saw m")
            #expect(model.byDefault == "d")
        }
        #expect(holder.many.count == 2)
    }

    @Test func hooksRunForEveryElementOfATopLevelArray() throws {
        let models = try Self.orderingCoder.decodeArray(
            CXOrdered.self,
            fromJSONString: "[\(Self.orderedJSON),\(Self.orderedJSON)]"
        )
        #expect(models.map(\.steps) == [Self.expectedSteps, Self.expectedSteps])
    }

    @Test func aHandledPropertyCountsAsPresent() throws {
        // `by_hook` and `by_model` are required, missing, and handled by the hooks.
        let model = try Self.orderingCoder.decode(CXOrdered.self, fromJSONString: #"{"by_default":"d"}"#)
        #expect(model.byHook == "hook saw nothing")
        #expect(model.byModel == "model saw nothing")
        #expect(model.byDefault == "d")
    }

    @Test func anUnhandledPropertyIsStillRequiredAndTypeChecked() throws {
        let missing = try #require(throws: JSONModelError.self) {
            try Self.orderingCoder.decode(CXOrdered.self, fromJSONString: #"{"by_hook":"h"}"#)
        }
        #expect(missing.code == .keyNotFound)
        #expect(missing.path == "by_default")

        let mistyped = try #require(throws: JSONModelError.self) {
            try Self.orderingCoder.decode(CXOrdered.self, fromJSONString: #"{"by_default":5}"#)
        }
        #expect(mistyped.code == .typeMismatch)
        #expect(mistyped.path == "by_default")
        #expect(mistyped.property == "byDefault")
    }

    @Test func theReadmesFullNameExample() throws {
        var coder = JSONModelCoder(keyStyle: .unchanged)
        coder.decodeHook = { property, model, object in
            guard property.name == "fullName", let person = model as? CXFullNamed else { return false }
            person.fullName = "\(object["first"]?.stringValue ?? "") \(object["last"]?.stringValue ?? "")"
            return true
        }
        let person = try coder.decode(CXFullNamed.self, fromJSONString: #"{"first":"Ann","last":"Lee","age":30}"#)
        #expect(person.fullName == "Ann Lee")
        #expect(person.age == 30)
    }

    @Test func hooksAreGivenTheObjectsMembers() throws {
        let seen = CXObjectRecorder()
        let coder = JSONModelCoder(decodeHook: { property, _, object in
            if property.name == "count" { seen.record(object) }
            return false
        })
        _ = try coder.decode(CXPlain.self, fromJSONString: #"{"name":"n","count":2,"extra":[true,null]}"#)
        #expect(seen.recorded == ["name": "n", "count": 2, "extra": [true, nil]])
    }

    // MARK: Property descriptions

    @Test func hooksSeeEachPropertysNameKeyAndPath() throws {
        let decoded = CXPropertyRecorder()
        let encoded = CXPropertyRecorder()
        let coder = JSONModelCoder(
            decodeHook: { property, _, _ in
                decoded.record(property)
                return false
            },
            encodeHook: { property, _, _ in
                encoded.record(property)
                return false
            }
        )
        let json = #"{"first_name":"Ann","id":7,"owner":{"phone":"555"},"tags":[]}"#
        let model = try coder.decode(CXDescribed.self, fromJSONString: json)
        _ = try coder.encodeToJSONString(model)

        for properties in [decoded.recorded, encoded.recorded] {
            #expect(properties.map(\.name) == ["firstName", "identifier", "ownerPhone", "retries", "tags"])
            #expect(properties.map(\.key) == ["first_name", "id", "owner.phone", "retries", "tags"])
            #expect(properties.map(\.path) == [["first_name"], ["id"], ["owner", "phone"], ["retries"], ["tags"]])
            #expect(properties.map(\.isRequired) == [true, true, false, false, true])
            #expect(properties.first?.typeName == "String")
            #expect(properties.last?.typeName == "[String]")
        }
    }

    // MARK: Order when encoding

    @Test func encodeRunsTheCodersHookThenTheModelsMethodThenTheDefault() throws {
        let model = CXOrdered()
        model.byDefault = "d"
        let text = try Self.orderingCoder.encodeToJSONString(model)
        #expect(model.steps == Self.expectedSteps)
        #expect(text == #"{"by_hook":"hook wrote byHook","by_model":"model wrote byModel","by_default":"d"}"#)
    }

    @Test func encodeWithoutACoderUsesTheModelsMethod() throws {
        let model = CXOrdered()
        model.byDefault = "d"
        let text = try model.toJSONString(options: compact)
        #expect(model.steps == ["model:byHook", "model:byModel", "model:byDefault"])
        #expect(text == #"{"by_hook":"model wrote byHook","by_model":"model wrote byModel","by_default":"d"}"#)
    }

    @Test func encodeHooksRunForNestedModels() throws {
        let holder = CXOrderedHolder()
        holder.many = [CXOrdered()]
        let text = try Self.orderingCoder.encodeToJSONString(holder)
        #expect(holder.single.steps == Self.expectedSteps)
        #expect(holder.many[0].steps == Self.expectedSteps)
        let document = try parsed(text)
        #expect(document["single"]?["by_hook"] == "hook wrote byHook")
        #expect(document["many"]?[0]?["by_model"] == "model wrote byModel")
    }

    @Test func membersFromHooksComeInDeclarationOrderThenKeyOrder() throws {
        let coder = JSONModelCoder(
            encodingOptions: JSONModel.EncodingOptions(prettyPrinted: false),
            encodeHook: { property, _, object in
                guard property.name == "zeta" else { return false }
                object["zeta"] = 10
                object["extra_b"] = true
                object["extra_a"] = false
                return true
            }
        )
        #expect(try coder.encodeToJSONString(CXUnordered()) == #"{"zeta":10,"alpha":2,"extra_a":false,"extra_b":true}"#)

        var sorted = coder
        sorted.encodingOptions = JSONModel.EncodingOptions(prettyPrinted: false, sortedKeys: true)
        #expect(
            try sorted.encodeToJSONString(CXUnordered()) == #"{"alpha":2,"extra_a":false,"extra_b":true,"zeta":10}"#
        )
    }

    @Test func aHandledPropertyThatWritesNothingIsLeftOut() throws {
        let coder = JSONModelCoder(
            encodingOptions: JSONModel.EncodingOptions(prettyPrinted: false),
            encodeHook: { property, _, _ in property.name == "alpha" }
        )
        #expect(try coder.encodeToJSONString(CXUnordered()) == #"{"zeta":1}"#)
    }

    @Test func anEncodeHookCanRenameAKey() throws {
        let coder = JSONModelCoder(
            encodingOptions: JSONModel.EncodingOptions(prettyPrinted: false),
            encodeHook: { property, model, object in
                guard property.name == "count", let plain = model as? CXPlain else { return false }
                object["total"] = .number(JSONNumber(plain.count))
                return true
            }
        )
        let plain = CXPlain()
        plain.count = 4
        #expect(try coder.encodeToJSONString(plain) == #"{"name":"","total":4}"#)
        let dictionary = try coder.encodeToDictionary(plain)
        #expect(dictionary["total"] as? Int == 4)
        #expect(dictionary["count"] == nil)
    }

    // MARK: Hooks that handle nothing change nothing

    static let noOpCoder = JSONModelCoder(
        encodingOptions: JSONModel.EncodingOptions(prettyPrinted: false),
        decodeHook: { _, _, _ in false },
        encodeHook: { _, _, _ in false }
    )

    @Test
    func hooksThatHandleNothingKeepNestedModelsInDeclarationOrder() throws {
        let holder = CXUnorderedHolder()
        holder.label = "x"
        holder.inner.middle = "m"
        let plain = try holder.toJSONString(options: compact)
        #expect(plain == #"{"inner":{"zeta":1,"alpha":2,"middle":"m"},"label":"x"}"#)
        let hooked = try Self.noOpCoder.encodeToJSONString(holder)
        #expect(hooked == plain, "with hooks: \(hooked)")
        #expect(try parsed(hooked) == parsed(plain))
    }

    @Test
    func hooksThatHandleNothingIndentPrettyOutputAsTheDefaultMappingDoes() throws {
        let holder = CXUnorderedHolder()
        holder.label = "x"
        holder.inner.middle = "m"
        let pretty = JSONModel.EncodingOptions(prettyPrinted: true)
        let plain = try holder.toJSONString(options: pretty)
        var coder = Self.noOpCoder
        coder.encodingOptions = pretty
        #expect(try coder.encodeToJSONString(holder) == plain)
        #expect(try coder.encodeArrayToJSONString([holder, holder]) == [holder, holder].toJSONString(options: pretty))
    }

    @Test
    func hooksThatHandleNothingWriteNumbersAsTheDefaultMappingDoes() throws {
        let json = """
            {"double":1.0,"float":0.1,"decimal":3.14159265358979323846264338327950288,\
            "big":18446744073709551615,"negative":-9223372036854775808}
            """
        let numbers = try CXNumbers.fromJSONString(json)
        let plain = try numbers.toJSONString(options: compact)
        #expect(plain.contains("3.14159265358979323846264338327950288"), "\(plain)")
        let hooked = try Self.noOpCoder.decode(CXNumbers.self, fromJSONString: json)
        #expect(hooked.decimal == numbers.decimal)
        let hookedText = try Self.noOpCoder.encodeToJSONString(hooked)
        #expect(hookedText == plain, "with hooks: \(hookedText)")
    }

    /// The hook path checks the members of nested key-path objects as the default path does.
    static let hookPathCoder = JSONModelCoder(decodeHook: { _, _, _ in false })

    @Test
    func unknownKeysInsideANestedKeyPathAreRejectedWithHooksToo() throws {
        let json = #"{"id":"c1","owner":{"phone":"555","bogus":1},"display_name":"Ann"}"#
        var plainCoder = JSONModelCoder()
        plainCoder.decodingOptions = JSONModel.DecodingOptions(unknownKeys: .reject)
        var hookedCoder = Self.hookPathCoder
        hookedCoder.decodingOptions = JSONModel.DecodingOptions(unknownKeys: .reject)
        let plainError = try #require(throws: JSONModelError.self) {
            try plainCoder.decode(CXMapped.self, fromJSONString: json)
        }
        #expect(plainError.code == .unknownKey)
        #expect(plainError.path == "owner.bogus")
        let hookedError = try #require(throws: JSONModelError.self) {
            try hookedCoder.decode(CXMapped.self, fromJSONString: json)
        }
        #expect(hookedError.code == .unknownKey)
        #expect(hookedError.path == "owner.bogus")
    }

    @Test
    func duplicateKeysInsideANestedKeyPathAreRejectedWithHooksToo() throws {
        let json = #"{"id":"c1","owner":{"phone":"555","phone":"666"},"display_name":"Ann"}"#
        let plainError = try #require(throws: JSONModelError.self) {
            try JSONModelCoder().decode(CXMapped.self, fromJSONString: json)
        }
        #expect(plainError.code == .duplicateKey)
        #expect(plainError.path == "owner.phone")
        let hookedError = try #require(throws: JSONModelError.self) {
            try Self.hookPathCoder.decode(CXMapped.self, fromJSONString: json)
        }
        #expect(hookedError.code == .duplicateKey)
        #expect(hookedError.path == "owner.phone")
    }

    // MARK: Hooks that throw

    struct HookFailure: Sendable, CustomTestStringConvertible {
        let json: String
        let path: String
        var testDescription: String { json }
    }

    /// A coder whose decode hook fails for `count` 13: with a plain error, or with a
    /// `JSONModelError` of its own when `count` is 14.
    static let failingDecodeCoder = JSONModelCoder(decodeHook: { property, _, object in
        guard property.name == "count" else { return false }
        if object["count"] == 13 { throw CXPlainError(description: "13 is unlucky") }
        if object["count"] == 14 { throw JSONModelError(code: .invalidValue, message: "14 is not allowed") }
        return false
    })

    static let decodeHookFailures: [HookFailure] = [
        HookFailure(json: #"{"plain":{"name":"a","count":13},"list":[]}"#, path: "plain.count"),
        HookFailure(json: #"{"plain":{"name":"a","count":1},"list":[{"name":"b","count":13}]}"#, path: "list[0].count"),
        HookFailure(
            json: #"{"plain":{"name":"a","count":1},"list":[{"name":"b","count":1},{"name":"c","count":13}]}"#,
            path: "list[1].count"
        ),
    ]

    @Test(arguments: decodeHookFailures)
    func aCoderDecodeHookThrowingIsAHookFailureWithThePath(_ sample: HookFailure) throws {
        let error = try #require(throws: JSONModelError.self) {
            try Self.failingDecodeCoder.decode(CXPlainHolder.self, fromJSONString: sample.json)
        }
        #expect(error.code == .hookFailed)
        #expect(error.path == sample.path)
        #expect(error.property == "count")
        #expect(error.modelType == CXPlain.self)
        #expect(error.rootType == CXPlainHolder.self)
        #expect(error.message.contains("13 is unlucky"), "\(error)")
        #expect(error.description.contains("13 is unlucky"), "\(error)")
    }

    @Test func aCoderDecodeHookThrowingAtTheTopLevel() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Self.failingDecodeCoder.decode(CXPlain.self, fromJSONString: #"{"name":"a","count":13}"#)
        }
        #expect(error.code == .hookFailed)
        #expect(error.path == "count")
        #expect(
            throws: JSONModelError.self,
            performing: {
                try Self.failingDecodeCoder.decodeArray(CXPlain.self, fromJSONString: #"[{"name":"a","count":13}]"#)
            }
        )
    }

    @Test func aCoderDecodeHookThrowingAJSONModelErrorKeepsItsCode() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Self.failingDecodeCoder.decode(
                CXPlainHolder.self,
                fromJSONString: #"{"plain":{"name":"a","count":14},"list":[]}"#
            )
        }
        #expect(error.code == .invalidValue)
        #expect(error.message == "14 is not allowed")
        #expect(error.path == "plain.count")
        #expect(error.property == "count")
    }

    static let decodePropertyFailures: [(String, String, JSONModelError.Code)] = [
        (#"{"first":{"label":"a","amount":-1},"rest":[]}"#, "first.amount", .hookFailed),
        (#"{"first":{"label":"a","amount":"x"},"rest":[]}"#, "first.amount", .invalidValue),
        (
            #"{"first":{"label":"a","amount":1},"rest":[{"label":"b","amount":2},{"label":"c","amount":-3}]}"#,
            "rest[1].amount", .hookFailed
        ),
        (#"{"first":{"label":"a","amount":1},"rest":[{"label":"b","amount":2.5}]}"#, "rest[0].amount", .invalidValue),
    ]

    @Test(arguments: decodePropertyFailures)
    func decodePropertyThrowingFailsWithThePath(json: String, path: String, code: JSONModelError.Code) throws {
        for coder in [JSONModelCoder(), Self.noOpCoder] {
            let error = try #require(throws: JSONModelError.self) {
                try coder.decode(CXAmountHolder.self, fromJSONString: json)
            }
            #expect(error.code == code)
            #expect(error.path == path)
            #expect(error.property == "amount")
            #expect(error.modelType == CXStrictAmount.self)
            if code == .hookFailed {
                #expect(error.message.contains("amount must not be negative"), "\(error)")
            }
        }
    }

    @Test func decodePropertyThrowingThroughTheModelEntryPoints() throws {
        let error = try #require(throws: JSONModelError.self) {
            try CXStrictAmount.fromJSONString(#"{"label":"a","amount":-1}"#)
        }
        #expect(error.code == .hookFailed)
        #expect(error.path == "amount")
        let arrayError = try #require(throws: JSONModelError.self) {
            try CXStrictAmount.arrayFromJSONString(#"[{"label":"a","amount":1},{"label":"b","amount":-1}]"#)
        }
        #expect(arrayError.code == .hookFailed)
        #expect(arrayError.path == "[1].amount")
    }

    @Test
    func hookFailuresAreCollectedWithOtherErrors() throws {
        let coder = JSONModelCoder(decodingOptions: JSONModel.DecodingOptions(collectAllErrors: true))
        let error = try #require(throws: JSONModelError.self) {
            try coder.decode(CXStrictAmount.self, fromJSONString: #"{"label":5,"amount":-1}"#)
        }
        #expect(error.code == .multiple)
        #expect(Set(error.errors.map(\.path)) == ["label", "amount"])
        #expect(error.errors.contains { $0.code == .typeMismatch && $0.path == "label" })
        #expect(error.errors.contains { $0.code == .hookFailed && $0.path == "amount" })
        #expect(error.errors.count == 2, "\(error)")
        #expect(!error.errors.contains { $0.code == .keyNotFound }, "\(error)")
    }

    /// A coder whose encode hook fails for a `CXPlain` whose `count` is 13.
    static let failingEncodeCoder = JSONModelCoder(encodeHook: { property, model, _ in
        guard property.name == "count", let plain = model as? CXPlain else { return false }
        if plain.count == 13 { throw CXPlainError(description: "13 is unlucky") }
        if plain.count == 14 { throw JSONModelError(code: .invalidValue, message: "14 is not allowed") }
        return false
    })

    @Test(arguments: [("plain", 13, "plain.count"), ("list", 13, "list[1].count"), ("list", 14, "list[1].count")])
    func aCoderEncodeHookThrowingFailsWithThePath(place: String, count: Int, path: String) throws {
        let holder = CXPlainHolder()
        let bad = CXPlain()
        bad.count = count
        if place == "plain" {
            holder.plain = bad
        } else {
            holder.list = [CXPlain(), bad]
        }
        let errors: [JSONModelError] = [
            try #require(throws: JSONModelError.self) { try Self.failingEncodeCoder.encodeToJSONString(holder) },
            try #require(throws: JSONModelError.self) { try Self.failingEncodeCoder.encodeToJSONData(holder) },
            try #require(throws: JSONModelError.self) { try Self.failingEncodeCoder.encodeToDictionary(holder) },
        ]
        for error in errors {
            #expect(error.code == (count == 13 ? .hookFailed : .invalidValue))
            #expect(error.path == path)
            #expect(error.property == "count")
            #expect(error.modelType == CXPlain.self)
            #expect(error.message.contains(count == 13 ? "13 is unlucky" : "14 is not allowed"), "\(error)")
        }
        let arrayError = try #require(throws: JSONModelError.self) {
            try Self.failingEncodeCoder.encodeArrayToJSONString([CXPlainHolder(), holder])
        }
        #expect(arrayError.path == "[1]." + path)
    }

    @Test func encodePropertyThrowingFailsWithThePath() throws {
        let holder = CXAmountHolder()
        let bad = CXStrictAmount()
        bad.amount = -5
        holder.rest = [CXStrictAmount(), bad]
        for coder in [JSONModelCoder(), Self.noOpCoder] {
            let error = try #require(throws: JSONModelError.self) { try coder.encodeToJSONString(holder) }
            #expect(error.code == .hookFailed)
            #expect(error.path == "rest[1].amount")
            #expect(error.property == "amount")
            #expect(error.modelType == CXStrictAmount.self)
            #expect(error.message.contains("cannot write a negative amount"), "\(error)")
        }
        let direct = try #require(throws: JSONModelError.self) { try bad.toJSONString() }
        #expect(direct.code == .hookFailed)
        #expect(direct.path == "amount")
        #expect(throws: JSONModelError.self) { try bad.toJSONData() }
        #expect(throws: JSONModelError.self) { try bad.toDictionary() }
        #expect(throws: JSONModelError.self) { try [holder].toJSONString() }
    }

    @Test func encodePropertyHandlesItsPropertyWhenItSucceeds() throws {
        let amount = CXStrictAmount()
        amount.label = "a"
        amount.amount = 12
        #expect(try amount.toJSONString(options: compact) == #"{"label":"a","amount":"12"}"#)
    }

    // MARK: didDecode and willEncode

    @Test func didDecodeRunsAfterThePropertiesAreSetNestedModelsFirst() throws {
        let json =
            #"{"reference":"r","lines":[{"quantity":1,"price":2,"total":0}],"main":{"quantity":3,"price":1,"total":0}}"#
        for coder in [JSONModelCoder(), Self.noOpCoder] {
            let order = try coder.decode(CXOrder.self, fromJSONString: json)
            #expect(order.didDecodeCalls == 1)
            #expect(order.linesValidatedFirst)
            #expect(order.lines.allSatisfy { $0.validated })
            #expect(order.main?.validated == true)
        }
    }

    static let validationFailures: [HookFailure] = [
        HookFailure(json: #"{"reference":"r","lines":[{"quantity":-1,"price":2,"total":0}]}"#, path: "lines[0]"),
        HookFailure(
            json:
                #"{"reference":"r","lines":[{"quantity":1,"price":2,"total":0},{"quantity":-2,"price":2,"total":0}]}"#,
            path: "lines[1]"
        ),
        HookFailure(
            json:
                #"{"reference":"r","lines":[{"quantity":1,"price":2,"total":0}],"main":{"quantity":-1,"price":1,"total":0}}"#,
            path: "main"
        ),
    ]

    @Test(arguments: validationFailures)
    func didDecodeThrowingInANestedModelFailsWithItsPath(_ sample: HookFailure) throws {
        for coder in [JSONModelCoder(), Self.noOpCoder] {
            let error = try #require(throws: JSONModelError.self) {
                try coder.decode(CXOrder.self, fromJSONString: sample.json)
            }
            #expect(error.code == .validationFailed)
            #expect(error.path == sample.path)
            #expect(error.modelType == CXLine.self)
            #expect(error.message.contains("quantity must not be negative"), "\(error)")
        }
    }

    @Test func didDecodeThrowingAtTheTopLevel() throws {
        let error = try #require(throws: JSONModelError.self) {
            try CXLine.fromJSONString(#"{"quantity":-1,"price":2,"total":0}"#)
        }
        #expect(error.code == .validationFailed)
        #expect(error.path == "$")
        #expect(error.pathComponents.isEmpty)
        #expect(error.modelType == CXLine.self)
        #expect(error.message.contains("quantity must not be negative"), "\(error)")

        let dataError = try #require(throws: JSONModelError.self) {
            try CXLine.fromJSONData(Data(#"{"quantity":-1,"price":2,"total":0}"#.utf8))
        }
        #expect(dataError.code == .validationFailed)
        let dictionaryError = try #require(throws: JSONModelError.self) {
            try CXLine.fromDictionary(["quantity": -1, "price": 2, "total": 0])
        }
        #expect(dictionaryError.code == .validationFailed)
    }

    @Test func didDecodeThrowingInATopLevelArrayNamesTheElement() throws {
        let json = #"[{"quantity":1,"price":2,"total":0},{"quantity":-1,"price":2,"total":0}]"#
        let errors: [JSONModelError] = [
            try #require(throws: JSONModelError.self) { try CXLine.arrayFromJSONString(json) },
            try #require(throws: JSONModelError.self) {
                try JSONModelCoder().decodeArray(CXLine.self, fromJSONString: json)
            },
            try #require(throws: JSONModelError.self) {
                try Self.noOpCoder.decodeArray(CXLine.self, fromJSONString: json)
            },
        ]
        for error in errors {
            #expect(error.code == .validationFailed)
            #expect(error.path == "[1]")
        }
    }

    @Test func didDecodeThrowingAJSONModelErrorKeepsItsCode() throws {
        let error = try #require(throws: JSONModelError.self) {
            try CXOrder.fromJSONString(#"{"reference":"r","lines":[]}"#)
        }
        #expect(error.code == .invalidValue)
        #expect(error.message == "an order needs at least one line")
        #expect(error.path == "$")
        #expect(error.modelType == CXOrder.self)
    }

    @Test func willEncodeRunsBeforeEachModelIsWritten() throws {
        let order = CXOrder()
        let line = CXLine()
        line.quantity = 2
        line.price = 3
        order.lines = [line]
        let main = CXLine()
        main.quantity = 4
        main.price = 5
        order.main = main
        let plainText = try order.toJSONString(options: compact)
        #expect(line.willEncodeCalls == 1)
        #expect(main.willEncodeCalls == 1)
        #expect(try parsed(plainText)["lines"]?[0]?["total"] == 6)
        #expect(try parsed(plainText)["main"]?["total"] == 20)

        line.quantity = 3
        let hookedText = try Self.noOpCoder.encodeToJSONString(order)
        #expect(line.willEncodeCalls == 2)
        #expect(try parsed(hookedText)["lines"]?[0]?["total"] == 9)

        _ = try line.toJSONData()
        _ = try line.toDictionary()
        _ = try [line].toJSONString()
        #expect(line.willEncodeCalls == 5)
    }
}
