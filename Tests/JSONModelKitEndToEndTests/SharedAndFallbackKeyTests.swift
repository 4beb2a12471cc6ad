import Foundation
import JSONModelKit
import Testing

// Several properties that map the same key, and fallback keys (`@Key("username", "nickname")`).

/// ObjectMapper's test: one key into two properties of different types.
final class SKData: JSONModel {
    var data: Data?
    @Key("data") var stringData: String?
}

/// Two required properties on one key, and one in a nested path shared with a plain property.
final class SKTwice: JSONModel {
    var count = 0
    @Key("count") var total = 0
    @Key("info.count") var innerCount: Int?
    @Key("info.count") var innerTotal: Int?
}

/// Fallback keys, a required one and an optional one.
final class SKUser: JSONModel {
    @Key("username", "nickname", "login") var name = ""
    @Key("avatar_url", "photo.url") var avatar: String?
}

/// Fallback keys in a struct, and a key that is one property's first key and another's
/// fallback.
struct SKStruct: JSONStruct {
    @Key("title", "name") var title = ""
    var name: String?
}

@Suite("Shared keys")
struct SharedKeyTests {
    @Test func decodingFillsEveryPropertyThatMapsTheKey() throws {
        let model = try SKData.fromJSONString(#"{"data": "aGk="}"#)
        #expect(model.data == Data("hi".utf8))
        #expect(model.stringData == "aGk=")
        let twice = try SKTwice.fromJSONString(#"{"count": 3, "info": {"count": 4}}"#)
        #expect(twice.count == 3 && twice.total == 3)
        #expect(twice.innerCount == 4 && twice.innerTotal == 4)
    }

    @Test func encodingWritesTheKeyOnceFromTheFirstPropertyWithAValue() throws {
        let model = SKData()
        model.stringData = "text"
        #expect(try model.toJSONString(options: .init(prettyPrinted: false)) == #"{"data":"text"}"#)
        model.data = Data("hi".utf8)
        #expect(try model.toJSONString(options: .init(prettyPrinted: false)) == #"{"data":"aGk="}"#)
        model.data = nil
        model.stringData = nil
        #expect(try model.toJSONString(options: .init(prettyPrinted: false)) == "{}")
        let twice = try SKTwice.fromJSONString(#"{"count": 3, "info": {"count": 4}}"#)
        twice.total = 9
        twice.innerCount = nil
        #expect(try twice.toJSONString(options: .init(prettyPrinted: false)) == #"{"count":3,"info":{"count":4}}"#)
        #expect(
            try twice.toJSONString(options: .init(prettyPrinted: false, sortedKeys: true))
                == #"{"count":3,"info":{"count":4}}"#
        )
    }

    @Test func aMissingSharedKeyFailsForEachRequiredProperty() throws {
        let error = try #require(throws: JSONModelError.self) {
            try SKTwice.fromJSONString("{}", options: .init(collectAllErrors: true))
        }
        #expect(Set(error.errors.compactMap(\.property)) == ["count", "total"])
    }

    @Test func aWrongValueFailsForTheProperty() throws {
        let error = try #require(throws: JSONModelError.self) {
            try SKData.fromJSONString(#"{"data": "not base64!"}"#)
        }
        #expect(error.property == "data")
        #expect(error.path == "data")
    }

    @Test func duplicateKeysInTheInputAreStillRejected() throws {
        let error = try #require(throws: JSONModelError.self) {
            try SKData.fromJSONString(#"{"data": "aGk=", "data": "aGk="}"#)
        }
        #expect(error.code == .duplicateKey)
    }
}

@Suite("Fallback keys")
struct FallbackKeyTests {
    @Test(arguments: [
        (#"{"username": "u"}"#, "u"),
        (#"{"nickname": "n"}"#, "n"),
        (#"{"login": "l"}"#, "l"),
        (#"{"nickname": "n", "username": "u"}"#, "u"),
        (#"{"login": "l", "nickname": "n"}"#, "n"),
        (#"{"login": "l", "username": "u", "nickname": "n"}"#, "u"),
    ])
    func decodingReadsTheFirstListedKeyThatIsPresent(text: String, expected: String) throws {
        #expect(try SKUser.fromJSONString(text).name == expected)
    }

    @Test func aFallbackPathMayBeNested() throws {
        let model = try SKUser.fromJSONString(#"{"login": "l", "photo": {"url": "p"}}"#)
        #expect(model.avatar == "p")
        let first = try SKUser.fromJSONString(#"{"login": "l", "photo": {"url": "p"}, "avatar_url": "a"}"#)
        #expect(first.avatar == "a")
    }

    @Test func encodingWritesTheFirstKey() throws {
        let model = try SKUser.fromJSONString(#"{"nickname": "n", "photo": {"url": "p"}}"#)
        #expect(try model.toJSONString(options: .init(prettyPrinted: false)) == #"{"username":"n","avatar_url":"p"}"#)
    }

    @Test func aRequiredPropertyNeedsOneOfItsKeys() throws {
        let error = try #require(throws: JSONModelError.self) {
            try SKUser.fromJSONString(#"{"avatar_url": "a"}"#)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.property == "name")
    }

    @Test func everyKeyIsKnownAndAShadowedFallbackIsNotRead() throws {
        var options = JSONModel.DecodingOptions()
        options.unknownKeys = .reject
        // `nickname` holds a number, but `username` is present, so it is never read.
        let model = try SKUser.fromJSONString(#"{"nickname": 5, "username": "u"}"#, options: options)
        #expect(model.name == "u")
    }

    @Test func anErrorAtAFallbackKeyNamesThatKey() throws {
        let error = try #require(throws: JSONModelError.self) {
            try SKUser.fromJSONString(#"{"login": "l", "photo": {"url": 5}}"#)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "photo.url")
        #expect(error.property == "avatar")
        #expect(error.line == 1)
        #expect(error.column == 33)
    }

    @Test func aRepeatedFallbackKeyIsADuplicate() throws {
        let error = try #require(throws: JSONModelError.self) {
            try SKUser.fromJSONString(#"{"nickname": "a", "nickname": "b"}"#)
        }
        #expect(error.code == .duplicateKey)
    }

    @Test func structsHaveFallbackKeysAndAKeyCanBeBothFirstAndFallback() throws {
        let both = try SKStruct.fromJSONString(#"{"name": "n", "title": "t"}"#)
        #expect(both.title == "t")
        #expect(both.name == "n")
        let nameOnly = try SKStruct.fromJSONString(#"{"name": "n"}"#)
        #expect(nameOnly.title == "n")
        #expect(nameOnly.name == "n")
        #expect(
            try nameOnly.toJSONString(options: .init(prettyPrinted: false, sortedKeys: true))
                == #"{"name":"n","title":"n"}"#
        )
    }

    @Test func anUpdateAppliesAFallbackKey() throws {
        let model = try SKUser.fromJSONString(#"{"username": "u"}"#)
        try model.update(fromJSONString: #"{"nickname": "n"}"#)
        #expect(model.name == "n")
    }
}
