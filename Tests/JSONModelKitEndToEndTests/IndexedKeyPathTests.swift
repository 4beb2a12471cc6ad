import Foundation
import JSONModelKit
import Testing

// Key paths that index arrays (`"nested.1.value"`), in `keyMapping` and `@Key`.

/// ObjectMapper's `"nested.1.value"`, through `keyMapping`.
final class IKMapped: JSONModel {
    var value1: Int? = nil
    var name = ""

    override class var keyMapping: [String: String] {
        ["value1": "nested.1.value"]
    }
}

/// Two properties in elements of one array, and a scalar element.
final class IKShared: JSONModel {
    @Key("a.0.x") var first: String?
    @Key("a.1.x") var second: String?
    @Key("tags.0") var firstTag = ""
}

/// A required property in an array element.
final class IKRequired: JSONModel {
    @Key("results.2.id") var third = 0
}

/// The same paths in a struct.
struct IKStruct: JSONStruct {
    @Key("photos.0.url") var avatar = ""
    @Key("photos.1.url") var banner: String?
}

@Suite("Key paths that index arrays")
struct IndexedKeyPathTests {
    @Test func aKeyOfDigitsReadsAnArrayElement() throws {
        let model = try IKMapped.fromJSONString(#"{"name": "n", "nested": [{"value": 1}, {"value": 2}]}"#)
        #expect(model.value1 == 2)
    }

    @Test func aKeyOfDigitsStaysAnObjectKeyInAnObject() throws {
        let model = try IKMapped.fromJSONString(#"{"name": "n", "nested": {"1": {"value": 7}}}"#)
        #expect(model.value1 == 7)
    }

    @Test func anElementPastTheEndOrNullLeavesThePropertyAbsent() throws {
        #expect(try IKMapped.fromJSONString(#"{"name": "n", "nested": [{"value": 1}]}"#).value1 == nil)
        #expect(try IKMapped.fromJSONString(#"{"name": "n", "nested": [{"value": 1}, null]}"#).value1 == nil)
        #expect(try IKMapped.fromJSONString(#"{"name": "n", "nested": []}"#).value1 == nil)
    }

    @Test func encodingWritesTheArrayBackWithNullBeforeTheElement() throws {
        let model = try IKMapped.fromJSONString(#"{"name": "n", "nested": [{"value": 1}, {"value": 2}]}"#)
        #expect(
            try model.toJSONString(options: .init(prettyPrinted: false, sortedKeys: true))
                == #"{"name":"n","nested":[null,{"value":2}]}"#
        )
        let back = try IKMapped.fromJSONString(try model.toJSONString())
        #expect(back.value1 == 2)
    }

    @Test func anAbsentValueLeavesTheArrayOut() throws {
        let model = try IKMapped.fromJSONString(#"{"name": "n"}"#)
        #expect(try model.toJSONString(options: .init(prettyPrinted: false)) == #"{"name":"n"}"#)
    }

    @Test func propertiesInTwoElementsShareOneArray() throws {
        let text = #"{"a": [{"x": "p"}, {"x": "q"}], "tags": ["t", "u"]}"#
        let model = try IKShared.fromJSONString(text)
        #expect(model.first == "p")
        #expect(model.second == "q")
        #expect(model.firstTag == "t")
        #expect(
            try model.toJSONString(options: .init(prettyPrinted: false)) == #"{"a":[{"x":"p"},{"x":"q"}],"tags":["t"]}"#
        )
        model.first = nil
        #expect(try model.toJSONString(options: .init(prettyPrinted: false)) == #"{"a":[null,{"x":"q"}],"tags":["t"]}"#)
        model.second = nil
        model.first = "p"
        // Trailing elements with nothing to write are left off.
        #expect(try model.toJSONString(options: .init(prettyPrinted: false)) == #"{"a":[{"x":"p"}],"tags":["t"]}"#)
    }

    @Test func errorsNameTheIndex() throws {
        let error = try #require(throws: JSONModelError.self) {
            try IKMapped.fromJSONString(#"{"name": "n", "nested": [{}, {"value": "two"}]}"#)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "nested[1].value")
        #expect(error.property == "value1")
        #expect(error.line == 1)
        #expect(error.column == 40)
    }

    @Test func aMissingRequiredElementNamesTheIndex() throws {
        let error = try #require(throws: JSONModelError.self) {
            try IKRequired.fromJSONString(#"{"results": [{"id": 1}, {"id": 2}]}"#)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "results[2].id")
        #expect(try IKRequired.fromJSONString(#"{"results": [{}, {}, {"id": 3}]}"#).third == 3)
    }

    @Test func aScalarWhereTheArrayShouldBeIsATypeMismatch() throws {
        let error = try #require(throws: JSONModelError.self) {
            try IKMapped.fromJSONString(#"{"name": "n", "nested": 5}"#)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "nested")
    }

    @Test func structsIndexArraysToo() throws {
        let value = try IKStruct.fromJSONString(#"{"photos": [{"url": "a"}, {"url": "b"}]}"#)
        #expect(value.avatar == "a")
        #expect(value.banner == "b")
        #expect(
            try value.toJSONString(options: .init(prettyPrinted: false)) == #"{"photos":[{"url":"a"},{"url":"b"}]}"#
        )
    }

    @Test func dictionariesAndValuesIndexArraysToo() throws {
        let model = try IKMapped.fromDictionary(["name": "n", "nested": [["value": 1], ["value": 2]]])
        #expect(model.value1 == 2)
        let dictionary = try model.toDictionary()
        let nested = try #require(dictionary["nested"] as? [Any])
        #expect(nested.count == 2)
        #expect(nested[0] is NSNull)
    }
}
