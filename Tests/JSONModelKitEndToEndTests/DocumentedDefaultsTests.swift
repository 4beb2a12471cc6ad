import Foundation
import JSONModelKit
import Testing

/// What the articles promise about optional properties, pinned: a missing key keeps the declared
/// default (`nil` only when that is the default), `null` is `nil`; a closure transform on a `T?`
/// property declared with non-optional closure types leaves a missing key `nil`.
final class DDDefaults: JSONModel {
    var plain: Int? = nil
    var withDefault: Int? = 5
    @Optional var marked: Int? = 7
    @Optional var markedValue = 3
}

final class DDClosure: JSONModel {
    @Transformed(
        decode: { (json: JSONValue) throws -> Int in json.intValue ?? 0 },
        encode: { (value: Int) throws -> JSONValue in .number(JSONNumber(value)) }
    )
    var count: Int? = nil
}

/// The same with closures typed `-> Int?`: the transform's value is optional, the key required.
final class DDOptionalClosure: JSONModel {
    @Transformed(
        decode: { (json: JSONValue) throws -> Int? in json.intValue },
        encode: { (value: Int?) throws -> JSONValue in value.map { .number(JSONNumber($0)) } ?? .null }
    )
    var count: Int? = nil
}

@Suite("Documented defaults")
struct DocumentedDefaultsTests {
    @Test func aMissingKeyKeepsTheDeclaredDefault() throws {
        let model = try DDDefaults.fromJSONString("{}")
        #expect(model.plain == nil)
        #expect(model.withDefault == 5)
        #expect(model.marked == 7)
        #expect(model.markedValue == 3)
    }

    @Test func nullIsNilForOptionalTypes() throws {
        let model = try DDDefaults.fromJSONString(
            #"{"plain": null, "with_default": null, "marked": null, "marked_value": null}"#
        )
        #expect(model.plain == nil)
        #expect(model.withDefault == nil)
        #expect(model.marked == nil)
        #expect(model.markedValue == 3)
    }

    @Test func aClosureTransformWithNonOptionalTypesLeavesAMissingKeyNil() throws {
        #expect(try DDClosure.fromJSONString("{}").count == nil)
        #expect(try DDClosure.fromJSONString(#"{"count": null}"#).count == nil)
        #expect(try DDClosure.fromJSONString(#"{"count": 4}"#).count == 4)
    }

    @Test func closuresTypedOptionalMakeTheKeyRequired() throws {
        let error = try #require(throws: JSONModelError.self) { try DDOptionalClosure.fromJSONString("{}") }
        #expect(error.code == .keyNotFound)
        #expect(try DDOptionalClosure.fromJSONString(#"{"count": 4}"#).count == 4)
    }
}
