import Foundation
import JSONModelKit
import Testing

// `@Transformed` with the built-in transforms, a transform type of our own, and closures.
// Each built-in has a model with a required `value` and an optional `maybe`.

final class TFURLHolder: JSONModel {
    @Transformed(URLTransform()) var value = URL(fileURLWithPath: "/")
    @Transformed(URLTransform()) var maybe: URL? = nil
}

final class TFRelativeURLHolder: JSONModel {
    static let base = URL(string: "https://api.example.com/v2/")
    @Transformed(RelativeURLTransform(baseURL: TFRelativeURLHolder.base ?? URL(fileURLWithPath: "/"))) var value = URL(
        fileURLWithPath: "/"
    )
    @Transformed(RelativeURLTransform(baseURL: TFRelativeURLHolder.base ?? URL(fileURLWithPath: "/"))) var maybe: URL?
}

/// A base URL without a trailing slash.
final class TFRelativeNoSlashHolder: JSONModel {
    static let base = URL(string: "https://api.example.com/v2")
    @Transformed(RelativeURLTransform(baseURL: TFRelativeNoSlashHolder.base ?? URL(fileURLWithPath: "/"))) var value =
        URL(fileURLWithPath: "/")
}

final class TFUUIDHolder: JSONModel {
    @Transformed(UUIDTransform()) var value = UUID()
    @Transformed(UUIDTransform()) var maybe: UUID? = nil
    @Transformed(UUIDTransform(lowercase: true)) var lower: UUID? = nil
}

final class TFDataHolder: JSONModel {
    @Transformed(Base64DataTransform()) var value = Data()
    @Transformed(Base64DataTransform()) var maybe: Data? = nil
}

final class TFBoolHolder: JSONModel {
    @Transformed(BoolStringTransform()) var value = false
    @Transformed(BoolStringTransform()) var maybe: Bool? = nil
}

final class TFCustomBoolHolder: JSONModel {
    @Transformed(BoolStringTransform(trueString: "Y", falseString: "N")) var value = false
}

final class TFEnumHolder: JSONModel {
    @Transformed(EnumTransform(["m": Gender.male, "f": Gender.female])) var value = Gender.female
    @Transformed(EnumTransform(["m": Gender.male, "f": Gender.female])) var maybe: Gender? = nil
}

final class TFNumberEnumHolder: JSONModel {
    @Transformed(EnumTransform(jsonMapping: [1: Priority.low, 2: Priority.high])) var value = Priority.low
}

/// An amount of money in cents, written as a decimal string: `"12.34"`.
struct TFMoney: Equatable, Sendable {
    var cents: Int
}

/// Our own transform: reads `"12.34"` as 1234 cents.
struct TFMoneyTransform: JSONTransform {
    func decode(_ json: JSONValue) throws -> TFMoney {
        guard let text = json.stringValue else {
            throw JSONTransformError("expected an amount string")
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, let units = Int(parts[0]), let hundredths = Int(parts[1]) else {
            throw JSONTransformError("expected an amount like 12.34, found \"\(text)\"")
        }
        guard units >= 0 else {
            throw JSONModelError(code: .invalidValue, message: "amounts cannot be negative")
        }
        return TFMoney(cents: units * 100 + hundredths)
    }

    func encode(_ value: TFMoney) throws -> JSONValue {
        guard value.cents >= 0 else {
            throw JSONTransformError("cannot write a negative amount")
        }
        let hundredths = value.cents % 100
        return .string("\(value.cents / 100).\(hundredths < 10 ? "0" : "")\(hundredths)")
    }
}

final class TFInvoice: JSONModel {
    @Transformed(TFMoneyTransform()) var total = TFMoney(cents: 0)
    @Transformed(TFMoneyTransform()) var discount: TFMoney? = nil
}

/// A transformed property at a nested path.
final class TFNestedInvoice: JSONModel {
    @Key("totals.discount") @Transformed(TFMoneyTransform()) var discount: TFMoney? = nil
}

/// The closure form on `T` and `T?`; the optional one fails if it is ever given `null`.
final class TFTagged: JSONModel {
    @Transformed(
        decode: { json in
            guard let text = json.stringValue else { throw JSONTransformError("expected a comma-separated string") }
            return text.split(separator: ",").map(String.init)
        },
        encode: { tags in .string(tags.joined(separator: ",")) }
    )
    var tags: [String] = []

    @Transformed(
        decode: { json in
            guard let number = json.intValue else {
                throw JSONTransformError("saw \(json.jsonString()), not a whole number")
            }
            return number * 10
        },
        encode: { value in .number(JSONNumber(value / 10)) }
    )
    var tenfold: Int? = nil
}

/// Everything at once, for exact text and round trips.
final class TFProfile: JSONModel {
    @Transformed(URLTransform()) var homepage = URL(fileURLWithPath: "/")
    @Transformed(UUIDTransform()) var identifier = UUID()
    @Transformed(Base64DataTransform()) var avatar = Data()
    @Transformed(BoolStringTransform(trueString: "YES", falseString: "NO")) var isAdmin = false
    @Transformed(EnumTransform(["m": Gender.male, "f": Gender.female, "x": Gender.other])) var gender = Gender.other
    @Transformed(TFMoneyTransform()) var balance = TFMoney(cents: 0)
    @Transformed(URLTransform()) var blog: URL? = nil
}

@Suite("Transforms")
struct TransformTests {
    static let uuidText = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

    // MARK: URLTransform

    @Test(arguments: [
        "https://example.com/a/b?c=1&d=two#frag",
        "https://example.com",
        "mailto:ann@example.com",
        "relative/path",
        "file:///tmp/x.json",
    ])
    func urlRoundTrips(text: String) throws {
        let json = "{\"value\":\"\(text)\"}"
        let model = try TFURLHolder.fromJSONString(json)
        #expect(model.value.absoluteString == text)
        #expect(model.maybe == nil)
        #expect(try model.toJSONString(options: compact) == json)
    }

    @Test func optionalURL() throws {
        let model = try TFURLHolder.fromJSONString(#"{"value":"https://a.example","maybe":"https://b.example/x"}"#)
        #expect(model.maybe == URL(string: "https://b.example/x"))
        #expect(
            try model.toJSONString(options: compact) == #"{"value":"https://a.example","maybe":"https://b.example/x"}"#
        )
    }

    // MARK: RelativeURLTransform

    @Test(arguments: [
        ("users/7", "https://api.example.com/v2/users/7", "users/7"),
        ("users/7?full=1", "https://api.example.com/v2/users/7?full=1", "users/7?full=1"),
        ("https://api.example.com/v2/teams/3", "https://api.example.com/v2/teams/3", "teams/3"),
        ("https://other.example.com/x", "https://other.example.com/x", "https://other.example.com/x"),
        ("/root", "https://api.example.com/root", "https://api.example.com/root"),
        ("../v1/old", "https://api.example.com/v1/old", "https://api.example.com/v1/old"),
    ])
    func relativeURLResolvesAgainstTheBase(input: String, absolute: String, output: String) throws {
        let model = try TFRelativeURLHolder.fromJSONString("{\"value\":\"\(input)\"}")
        #expect(model.value.absoluteString == absolute)
        #expect(try model.toJSONString(options: compact) == "{\"value\":\"\(output)\"}")
    }

    @Test func relativeURLRoundTrips() throws {
        let json = #"{"value":"users/7","maybe":"teams/3/members"}"#
        let model = try TFRelativeURLHolder.fromJSONString(json)
        #expect(model.maybe?.absoluteString == "https://api.example.com/v2/teams/3/members")
        let text = try model.toJSONString(options: compact)
        #expect(text == json)
        let again = try TFRelativeURLHolder.fromJSONString(text)
        #expect(again.value == model.value)
        #expect(again.maybe == model.maybe)
    }

    @Test(arguments: [
        "https://api.example.com/v2/users/7",
        "https://api.example.com/v2?page=2",
        "https://api.example.com/v2",
        "https://api.example.com/v3/users",
        "https://other.example.com/v2/users",
    ])
    func relativeURLToABaseWithoutATrailingSlashReadsBackTheSameURL(absolute: String) throws {
        let model = TFRelativeNoSlashHolder()
        model.value = try #require(URL(string: absolute))
        let text = try model.toJSONString(options: compact)
        let again = try TFRelativeNoSlashHolder.fromJSONString(text)
        #expect(again.value.absoluteString == absolute, "written as \(text)")
    }

    @Test(arguments: [
        "https://api.example.com/v2/users/7",
        "https://api.example.com/v2/",
        "https://api.example.com/v2/a/b/c?q=1#top",
        "https://api.example.com/other",
        "http://api.example.com/v2/users/7",
    ])
    func relativeURLReadsBackTheSameURL(absolute: String) throws {
        let model = TFRelativeURLHolder()
        model.value = try #require(URL(string: absolute))
        let text = try model.toJSONString(options: compact)
        let again = try TFRelativeURLHolder.fromJSONString(text)
        #expect(again.value.absoluteString == absolute, "written as \(text)")
    }

    // MARK: UUIDTransform

    @Test(arguments: [uuidText, uuidText.lowercased()])
    func uuidReadsEitherCaseAndWritesUppercase(text: String) throws {
        let model = try TFUUIDHolder.fromJSONString("{\"value\":\"\(text)\"}")
        #expect(model.value == UUID(uuidString: Self.uuidText))
        #expect(try model.toJSONString(options: compact) == "{\"value\":\"\(Self.uuidText)\"}")
    }

    @Test func lowercaseUUIDTransformWritesLowercase() throws {
        let model = try TFUUIDHolder.fromJSONString("{\"value\":\"\(Self.uuidText)\",\"lower\":\"\(Self.uuidText)\"}")
        #expect(model.lower == UUID(uuidString: Self.uuidText))
        #expect(try parsed(try model.toJSONString())["lower"] == .string(Self.uuidText.lowercased()))
    }

    // MARK: Base64DataTransform

    @Test(arguments: [
        ("SGVsbG8=", "Hello"),
        ("", ""),
        ("SGVsbG8sIHdvcmxkIQ==", "Hello, world!"),
    ])
    func base64RoundTrips(text: String, content: String) throws {
        let json = "{\"value\":\"\(text)\"}"
        let model = try TFDataHolder.fromJSONString(json)
        #expect(model.value == Data(content.utf8))
        #expect(try model.toJSONString(options: compact) == json)
    }

    @Test func base64WritesBinaryData() throws {
        let model = TFDataHolder()
        model.value = Data([0, 255, 128, 7])
        model.maybe = Data([1])
        #expect(try model.toJSONString(options: compact) == #"{"value":"AP+ABw==","maybe":"AQ=="}"#)
    }

    // MARK: BoolStringTransform

    @Test(arguments: [
        (#""true""#, true), (#""false""#, false),
        (#""YES""#, true), (#""NO""#, false),
        (#""yes""#, true), (#""no""#, false),
        (#""1""#, true), (#""0""#, false),
        ("true", true), ("false", false),
    ])
    func boolStringReads(json: String, expected: Bool) throws {
        let model = try TFBoolHolder.fromJSONString("{\"value\":\(json),\"maybe\":\(json)}")
        #expect(model.value == expected)
        #expect(model.maybe == expected)
        #expect(try model.toJSONString(options: compact) == "{\"value\":\"\(expected)\",\"maybe\":\"\(expected)\"}")
    }

    @Test(arguments: [
        (#""Y""#, true, #""Y""#), (#""N""#, false, #""N""#),
        (#""true""#, true, #""Y""#), (#""NO""#, false, #""N""#), (#""1""#, true, #""Y""#),
    ])
    func customBoolStrings(json: String, expected: Bool, output: String) throws {
        let model = try TFCustomBoolHolder.fromJSONString("{\"value\":\(json)}")
        #expect(model.value == expected)
        #expect(try model.toJSONString(options: compact) == "{\"value\":\(output)}")
    }

    // MARK: EnumTransform

    @Test(arguments: [(#""m""#, Gender.male), (#""f""#, Gender.female)])
    func enumTransformReadsAndWritesTheTable(json: String, expected: Gender) throws {
        let model = try TFEnumHolder.fromJSONString("{\"value\":\(json),\"maybe\":\(json)}")
        #expect(model.value == expected)
        #expect(model.maybe == expected)
        #expect(try model.toJSONString(options: compact) == "{\"value\":\(json),\"maybe\":\(json)}")
    }

    @Test func enumTransformWithNumbers() throws {
        let model = try TFNumberEnumHolder.fromJSONString(#"{"value":2}"#)
        #expect(model.value == .high)
        #expect(try model.toJSONString(options: compact) == #"{"value":2}"#)
    }

    @Test func enumValueMissingFromTheTableFailsOnEncode() throws {
        let model = TFEnumHolder()
        model.value = .other
        let error = try #require(throws: JSONModelError.self) {
            try model.toJSONString()
        }
        #expect(error.code == .transformFailed)
        #expect(error.path == "value")
        #expect(error.property == "value")
        #expect(error.modelType == TFEnumHolder.self)
        #expect(error.message.contains("other"), "\(error)")
        #expect(error.message.contains(#""f", "m""#), "\(error)")
    }

    @Test func optionalEnumValueMissingFromTheTableFailsOnEncode() throws {
        let model = TFEnumHolder()
        model.maybe = .other
        let error = try #require(throws: JSONModelError.self) {
            try model.toJSONString()
        }
        #expect(error.code == .transformFailed)
        #expect(error.path == "maybe")
    }

    // MARK: Bad input for every built-in

    struct BadInput: Sendable, CustomTestStringConvertible {
        let model: JSONModel.Type
        let json: String
        let path: String
        /// Words from the transform's reason that the message must contain.
        let reason: String

        var testDescription: String { "\(model) \(json)" }
    }

    static let badInputs: [BadInput] = [
        BadInput(model: TFURLHolder.self, json: #"{"value":5}"#, path: "value", reason: "expected a URL string"),
        BadInput(model: TFURLHolder.self, json: #"{"value":""}"#, path: "value", reason: "not a valid URL"),
        BadInput(
            model: TFURLHolder.self,
            json: #"{"value":"https://a.example","maybe":[]}"#,
            path: "maybe",
            reason: "expected a URL string"
        ),
        BadInput(
            model: TFRelativeURLHolder.self,
            json: #"{"value":true}"#,
            path: "value",
            reason: "expected a URL string"
        ),
        BadInput(model: TFUUIDHolder.self, json: #"{"value":"E621E1F8"}"#, path: "value", reason: "not a valid UUID"),
        BadInput(model: TFUUIDHolder.self, json: #"{"value":42}"#, path: "value", reason: "expected a UUID string"),
        BadInput(model: TFDataHolder.self, json: #"{"value":"%%%"}"#, path: "value", reason: "not valid Base64"),
        BadInput(model: TFDataHolder.self, json: #"{"value":{}}"#, path: "value", reason: "expected a Base64 string"),
        BadInput(model: TFBoolHolder.self, json: #"{"value":"maybe"}"#, path: "value", reason: #"found "maybe""#),
        BadInput(model: TFBoolHolder.self, json: #"{"value":"TRUE"}"#, path: "value", reason: #"found "TRUE""#),
        BadInput(model: TFBoolHolder.self, json: #"{"value":2}"#, path: "value", reason: "expected a Boolean string"),
        BadInput(
            model: TFBoolHolder.self,
            json: #"{"value":true,"maybe":"Nope"}"#,
            path: "maybe",
            reason: #"found "Nope""#
        ),
        BadInput(
            model: TFCustomBoolHolder.self,
            json: #"{"value":"maybe"}"#,
            path: "value",
            reason: #"expected "Y" or "N""#
        ),
        BadInput(
            model: TFEnumHolder.self,
            json: #"{"value":"q"}"#,
            path: "value",
            reason: #""q" is not one of "f", "m""#
        ),
        BadInput(
            model: TFEnumHolder.self,
            json: #"{"value":"m","maybe":"M"}"#,
            path: "maybe",
            reason: #""M" is not one of"#
        ),
        BadInput(model: TFNumberEnumHolder.self, json: #"{"value":3}"#, path: "value", reason: "3 is not one of 1, 2"),
        BadInput(
            model: TFInvoice.self,
            json: #"{"total":"12"}"#,
            path: "total",
            reason: #"expected an amount like 12.34, found "12""#
        ),
        BadInput(model: TFInvoice.self, json: #"{"total":12.34}"#, path: "total", reason: "expected an amount string"),
        BadInput(
            model: TFInvoice.self,
            json: #"{"total":"1.00","discount":"x"}"#,
            path: "discount",
            reason: "expected an amount like 12.34"
        ),
        BadInput(
            model: TFTagged.self,
            json: #"{"tags":[1]}"#,
            path: "tags",
            reason: "expected a comma-separated string"
        ),
        BadInput(
            model: TFTagged.self,
            json: #"{"tags":"a","tenfold":"4"}"#,
            path: "tenfold",
            reason: #"saw "4", not a whole number"#
        ),
    ]

    @Test(arguments: badInputs)
    func badInputIsATransformFailureWithThePathAndReason(_ sample: BadInput) throws {
        let error = try #require(throws: JSONModelError.self) {
            try sample.model.fromJSONString(sample.json)
        }
        #expect(error.code == .transformFailed, "\(error)")
        #expect(error.path == sample.path)
        #expect(error.property == sample.path)
        #expect(error.modelTypeName == String(describing: sample.model))
        #expect(error.message.contains(sample.reason), "\(error)")
        #expect(error.description.contains(sample.reason), "\(error)")
    }

    // MARK: Missing, null and nil

    @Test(
        arguments: [
            TFURLHolder.self, TFRelativeURLHolder.self, TFUUIDHolder.self, TFDataHolder.self, TFBoolHolder.self,
            TFEnumHolder.self,
        ] as [JSONModel.Type]
    )
    func nonOptionalTransformedPropertyIsRequired(model: JSONModel.Type) throws {
        let error = try #require(throws: JSONModelError.self) {
            try model.fromJSONString("{}")
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "value")
    }

    @Test(arguments: [
        (TFURLHolder.self as JSONModel.Type, #""https://a.example""#),
        (TFRelativeURLHolder.self, #""users/7""#),
        (TFUUIDHolder.self, "\"\(uuidText)\""),
        (TFDataHolder.self, #""AQ==""#),
        (TFBoolHolder.self, #""YES""#),
        (TFEnumHolder.self, #""m""#),
    ])
    func optionalTransformedPropertyTakesNullAndAbsence(model: JSONModel.Type, value: String) throws {
        let absent = try model.fromJSONString("{\"value\":\(value)}")
        let null = try model.fromJSONString("{\"value\":\(value),\"maybe\":null}")
        for decoded in [absent, null] {
            let document = try parsed(try decoded.toJSONString())
            #expect(document["maybe"] == nil, "\(model)")
            let withNull = try parsed(try decoded.toJSONString(options: JSONModel.EncodingOptions(nilEncoding: .null)))
            #expect(withNull["maybe"] == .null, "\(model)")
        }
    }

    @Test func optionalClosureTransformNeverSeesNull() throws {
        let null = try TFTagged.fromJSONString(#"{"tags":"a,b","tenfold":null}"#)
        #expect(null.tenfold == nil)
        let absent = try TFTagged.fromJSONString(#"{"tags":"a,b"}"#)
        #expect(absent.tenfold == nil)
        #expect(try absent.toJSONString(options: compact) == #"{"tags":"a,b"}"#)
        let options = JSONModel.EncodingOptions(prettyPrinted: false, nilEncoding: .null)
        #expect(try absent.toJSONString(options: options) == #"{"tags":"a,b","tenfold":null}"#)
    }

    // MARK: Closures and our own transform

    @Test func closureTransformsOnValueAndOptional() throws {
        let json = #"{"tags":"swift,json,models","tenfold":4}"#
        let model = try TFTagged.fromJSONString(json)
        #expect(model.tags == ["swift", "json", "models"])
        #expect(model.tenfold == 40)
        #expect(try model.toJSONString(options: compact) == json)
    }

    @Test func userDefinedTransform() throws {
        let json = #"{"total":"12.34","discount":"0.05"}"#
        let invoice = try TFInvoice.fromJSONString(json)
        #expect(invoice.total == TFMoney(cents: 1234))
        #expect(invoice.discount == TFMoney(cents: 5))
        #expect(try invoice.toJSONString(options: compact) == json)
    }

    @Test func transformThrowingAJSONModelErrorKeepsItsCode() throws {
        let error = try #require(throws: JSONModelError.self) {
            try TFInvoice.fromJSONString(#"{"total":"-3.00"}"#)
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == "total")
        #expect(error.message == "amounts cannot be negative")
        #expect(error.property == "total")
    }

    @Test func transformFailingOnEncodeGivesThePathAndReason() throws {
        let invoice = TFInvoice()
        invoice.discount = TFMoney(cents: -1)
        let error = try #require(throws: JSONModelError.self) {
            try invoice.toJSONString()
        }
        #expect(error.code == .transformFailed)
        #expect(error.path == "discount")
        #expect(error.property == "discount")
        #expect(error.message.contains("cannot write a negative amount"), "\(error)")
        #expect(throws: JSONModelError.self) { try invoice.toJSONData() }
        #expect(throws: JSONModelError.self) { try invoice.toDictionary() }
    }

    @Test func transformAtANestedPath() throws {
        let json = #"{"totals":{"discount":"1.50"}}"#
        let invoice = try TFNestedInvoice.fromJSONString(json)
        #expect(invoice.discount == TFMoney(cents: 150))
        #expect(try invoice.toJSONString(options: compact) == json)

        let decodeError = try #require(throws: JSONModelError.self) {
            try TFNestedInvoice.fromJSONString(#"{"totals":{"discount":"1.5"}}"#)
        }
        #expect(decodeError.code == .transformFailed)
        #expect(decodeError.path == "totals.discount")

        invoice.discount = TFMoney(cents: -5)
        let encodeError = try #require(throws: JSONModelError.self) {
            try invoice.toJSONString()
        }
        #expect(encodeError.code == .transformFailed)
        #expect(encodeError.path == "totals.discount")
        #expect(encodeError.property == "discount")
    }

    @Test func errorInsideANestedArrayHasTheFullPath() throws {
        let error = try #require(throws: JSONModelError.self) {
            try TFInvoice.arrayFromJSONString(#"[{"total":"1.00"},{"total":"oops"}]"#)
        }
        #expect(error.code == .transformFailed)
        #expect(error.path == "[1].total")
    }

    // MARK: All together

    @Test func everyTransformRoundTripsInOneModel() throws {
        let json = """
            {"homepage":"https://example.com/ann","identifier":"\(Self.uuidText)","avatar":"SGVsbG8=",\
            "is_admin":"YES","gender":"f","balance":"100.50","blog":"https://blog.example.com"}
            """
        let profile = try TFProfile.fromJSONString(json)
        #expect(profile.homepage == URL(string: "https://example.com/ann"))
        #expect(profile.identifier == UUID(uuidString: Self.uuidText))
        #expect(profile.avatar == Data("Hello".utf8))
        #expect(profile.isAdmin)
        #expect(profile.gender == .female)
        #expect(profile.balance == TFMoney(cents: 10_050))
        #expect(profile.blog == URL(string: "https://blog.example.com"))
        let text = try profile.toJSONString(options: compact)
        #expect(text == json)
        let again = try TFProfile.fromJSONString(text)
        #expect(try again.toJSONString(options: compact) == text)
    }

    @Test func transformedValuesAreWrittenWithSortedKeys() throws {
        let profile = TFProfile()
        profile.identifier = try #require(UUID(uuidString: Self.uuidText))
        profile.homepage = try #require(URL(string: "https://example.com"))
        let options = JSONModel.EncodingOptions(prettyPrinted: false, sortedKeys: true)
        #expect(
            try profile.toJSONString(options: options)
                == #"{"avatar":"","balance":"0.00","gender":"x","homepage":"https://example.com","identifier":"\#(Self.uuidText)","is_admin":"NO"}"#
        )
    }
}
