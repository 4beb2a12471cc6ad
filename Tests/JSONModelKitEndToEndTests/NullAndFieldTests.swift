import Foundation
import JSONModelKit
import Testing

// `@EncodeNull` and `JSONField`: telling a missing key, `null` and a value apart.

final class NFPatch: JSONModel {
    var name = ""
    @EncodeNull var deletedAt: String? = nil
    @EncodeNull var archivedOn: Int?
    var note: String? = nil
}

final class NFUserPatch: JSONModel {
    var nickname: JSONField<String> = .absent
    var age: JSONField<Int> = .absent
    var car: JSONField<Car> = .absent
    var tags: JSONField<[String]> = .absent
}

/// `JSONField` with a non-absent default, and under a nested key.
final class NFDefaults: JSONModel {
    var status: JSONField<String> = .value("draft")
    @Key("meta.note") var note: JSONField<String> = .absent
}

/// `@EncodeNull` as the only property of a nested object.
final class NFNestedNull: JSONModel {
    @EncodeNull @Key("meta.deleted_at") var deletedAt: String? = nil
    @Key("meta.note") var note: String? = nil
}

/// Optional and plain `URL` and `Date` properties, which have their own field decoders.
final class NFLinks: JSONModel {
    var homepage: URL? = nil
    var seen: Date? = nil
    var source = URL(fileURLWithPath: "/")
    var created = Date(timeIntervalSince1970: 0)
}

struct NFStructPatch: JSONStruct {
    var title: JSONField<String> = .absent
    @EncodeNull var owner: String? = nil
}

@Suite("Null and JSONField")
struct NullAndFieldTests {
    static let withNullEncoding = JSONModel.EncodingOptions(prettyPrinted: false, nilEncoding: .null)

    // MARK: @EncodeNull

    @Test func encodeNullWritesNullWhateverTheNilEncoding() throws {
        let patch = NFPatch()
        patch.name = "a"
        #expect(try patch.toJSONString(options: compact) == #"{"name":"a","deleted_at":null,"archived_on":null}"#)
        #expect(
            try patch.toJSONString(options: Self.withNullEncoding)
                == #"{"name":"a","deleted_at":null,"archived_on":null,"note":null}"#
        )
    }

    @Test func encodeNullWritesTheValueWhenThereIsOne() throws {
        let patch = NFPatch()
        patch.deletedAt = "2024-05-01"
        patch.archivedOn = 3
        patch.note = "n"
        #expect(
            try patch.toJSONString(options: compact)
                == #"{"name":"","deleted_at":"2024-05-01","archived_on":3,"note":"n"}"#
        )
    }

    @Test(arguments: [#"{"name":"a"}"#, #"{"name":"a","deleted_at":null,"archived_on":null}"#])
    func encodeNullPropertiesDecodeMissingAndNullAsNil(json: String) throws {
        let patch = try NFPatch.fromJSONString(json)
        #expect(patch.deletedAt == nil)
        #expect(patch.archivedOn == nil)
        #expect(try patch.toJSONString(options: compact) == #"{"name":"a","deleted_at":null,"archived_on":null}"#)
    }

    @Test func encodeNullDecodesValues() throws {
        let patch = try NFPatch.fromJSONString(#"{"name":"a","deleted_at":"yesterday","archived_on":7}"#)
        #expect(patch.deletedAt == "yesterday")
        #expect(patch.archivedOn == 7)
    }

    @Test func encodeNullWithSortedKeysAndPrettyPrinting() throws {
        let options = JSONModel.EncodingOptions(prettyPrinted: true, sortedKeys: true)
        #expect(
            try NFPatch().toJSONString(options: options)
                == "{\n  \"archived_on\": null,\n  \"deleted_at\": null,\n  \"name\": \"\"\n}"
        )
    }

    @Test func encodeNullInToDictionary() throws {
        let dictionary = try NFPatch().toDictionary()
        #expect(dictionary["deleted_at"] is NSNull)
        #expect(dictionary["note"] == nil)
    }

    @Test func encodeNullKeepsItsNestedObject() throws {
        let model = NFNestedNull()
        #expect(try model.toJSONString(options: compact) == #"{"meta":{"deleted_at":null}}"#)
        #expect(try model.toJSONString(options: Self.withNullEncoding) == #"{"meta":{"deleted_at":null,"note":null}}"#)
        model.note = "n"
        #expect(try model.toJSONString(options: compact) == #"{"meta":{"deleted_at":null,"note":"n"}}"#)
    }

    // MARK: JSONField decoding

    @Test func missingNullAndValueStayDistinct() throws {
        let patch = try NFUserPatch.fromJSONString(#"{"nickname":null,"age":41}"#)
        #expect(patch.nickname == .null)
        #expect(patch.age == .value(41))
        #expect(patch.car.isAbsent)
        #expect(patch.tags == .absent)

        #expect(patch.nickname.isNull)
        #expect(!patch.nickname.isAbsent)
        #expect(patch.nickname.value == nil)
        #expect(patch.age.value == 41)
        #expect(!patch.age.isNull)
        #expect(!patch.age.isAbsent)
    }

    @Test func everyFieldMayBeMissing() throws {
        let patch = try NFUserPatch.fromJSONString("{}")
        #expect(patch.nickname == .absent)
        #expect(patch.age == .absent)
        #expect(patch.car.isAbsent)
        #expect(patch.tags == .absent)
    }

    @Test func fieldOfAModel() throws {
        let patch = try NFUserPatch.fromJSONString(#"{"car":{"make":"VW","year":2001},"tags":["a","b"]}"#)
        let car = try #require(patch.car.value)
        #expect(car.make == "VW")
        #expect(car.year == 2001)
        #expect(patch.tags == .value(["a", "b"]))

        let null = try NFUserPatch.fromJSONString(#"{"car":null}"#)
        #expect(null.car.isNull)
    }

    @Test(arguments: [
        (#"{"age":"41"}"#, "age", JSONModelError.Code.typeMismatch),
        (#"{"nickname":5}"#, "nickname", .typeMismatch),
        (#"{"tags":["a",1]}"#, "tags[1]", .typeMismatch),
        (#"{"tags":"a"}"#, "tags", .typeMismatch),
        (#"{"car":{"make":"VW"}}"#, "car.year", .keyNotFound),
        (#"{"car":[1]}"#, "car", .typeMismatch),
        (#"{"age":1.5}"#, "age", .invalidValue),
    ])
    func wrongFieldValueIsAnError(json: String, path: String, code: JSONModelError.Code) throws {
        let error = try #require(throws: JSONModelError.self) {
            try NFUserPatch.fromJSONString(json)
        }
        #expect(error.code == code, "\(error)")
        #expect(error.path == path)
    }

    // MARK: JSONField encoding

    @Test func encodingLeavesOutAbsentAndWritesNull() throws {
        let patch = NFUserPatch()
        patch.nickname = .null
        patch.age = .value(41)
        #expect(try patch.toJSONString(options: compact) == #"{"nickname":null,"age":41}"#)
        #expect(try patch.toJSONString(options: Self.withNullEncoding) == #"{"nickname":null,"age":41}"#)
    }

    @Test func allAbsentIsAnEmptyObjectWhateverTheNilEncoding() throws {
        #expect(try NFUserPatch().toJSONString(options: compact) == "{}")
        #expect(try NFUserPatch().toJSONString(options: Self.withNullEncoding) == "{}")
    }

    @Test(arguments: [
        "{}",
        #"{"nickname":null}"#,
        #"{"nickname":"Annie","age":null}"#,
        #"{"nickname":null,"age":41,"car":{"make":"VW","year":2001},"tags":[]}"#,
        #"{"car":null,"tags":null}"#,
    ])
    func fieldsRoundTripExactly(json: String) throws {
        let patch = try NFUserPatch.fromJSONString(json)
        #expect(try patch.toJSONString(options: compact) == json)
        #expect(try patch.toJSONString(options: Self.withNullEncoding) == json)
    }

    @Test func fieldsInToDictionary() throws {
        let patch = NFUserPatch()
        patch.nickname = .null
        patch.age = .value(3)
        let dictionary = try patch.toDictionary()
        #expect(dictionary["nickname"] is NSNull)
        #expect(dictionary["age"] as? Int == 3)
        #expect(dictionary.keys.contains("car") == false)
    }

    @Test func fieldDefaultIsKeptWhenTheKeyIsMissing() throws {
        let missing = try NFDefaults.fromJSONString("{}")
        #expect(missing.status == .value("draft"))
        #expect(missing.note == .absent)
        #expect(try missing.toJSONString(options: compact) == #"{"status":"draft"}"#)

        let null = try NFDefaults.fromJSONString(#"{"status":null}"#)
        #expect(null.status == .null)
    }

    @Test func fieldUnderANestedKey() throws {
        let note = try NFDefaults.fromJSONString(#"{"meta":{"note":null}}"#)
        #expect(note.note == .null)
        #expect(try note.toJSONString(options: compact) == #"{"status":"draft","meta":{"note":null}}"#)

        let absent = try NFDefaults.fromJSONString(#"{"meta":{}}"#)
        #expect(absent.note == .absent)
        #expect(try absent.toJSONString(options: Self.withNullEncoding) == #"{"status":"draft"}"#)

        let value = try NFDefaults.fromJSONString(#"{"status":"live","meta":{"note":"hi"}}"#)
        #expect(value.note == .value("hi"))
        #expect(try value.toJSONString(options: compact) == #"{"status":"live","meta":{"note":"hi"}}"#)
    }

    // MARK: Structs

    @Test func fieldAndEncodeNullInAStruct() throws {
        let patch = try NFStructPatch.fromJSONString(#"{"title":null}"#)
        #expect(patch.title == .null)
        #expect(patch.owner == nil)
        #expect(try patch.toJSONString(options: compact) == #"{"title":null,"owner":null}"#)
        #expect(try NFStructPatch().toJSONString(options: compact) == #"{"owner":null}"#)
    }

    @Test func optionalURLAndDateTakeValuesAndNull() throws {
        let full = try NFLinks.fromJSONString(
            #"{"homepage":"https://a.example/x?y=1","seen":"2024-05-01T12:30:00Z","source":"https://b.example","created":"2024-01-02T03:04:05Z"}"#
        )
        #expect(full.homepage == URL(string: "https://a.example/x?y=1"))
        #expect(full.seen == Date(timeIntervalSince1970: 1_714_566_600))
        #expect(full.source == URL(string: "https://b.example"))
        #expect(full.created == Date(timeIntervalSince1970: 1_704_164_645))

        let nulls = try NFLinks.fromJSONString(
            #"{"homepage":null,"seen":null,"source":"https://b.example","created":"2024-01-02T03:04:05Z"}"#
        )
        #expect(nulls.homepage == nil)
        #expect(nulls.seen == nil)
    }

    @Test func badOptionalURLAndDateNameTheirPath() {
        for (json, path) in [
            (#"{"homepage":"http://[::1","source":"https://b.example","created":"2024-01-02T03:04:05Z"}"#, "homepage"),
            (#"{"seen":"yesterday","source":"https://b.example","created":"2024-01-02T03:04:05Z"}"#, "seen"),
            (#"{"seen":12,"source":"https://b.example","created":"2024-01-02T03:04:05Z"}"#, "seen"),
        ] {
            #expect {
                _ = try NFLinks.fromJSONString(json)
            } throws: { error in
                guard let error = error as? JSONModelError else { return false }
                return error.path == path && error.property == path && error.line == 1 && error.column != nil
            }
        }
    }
}
