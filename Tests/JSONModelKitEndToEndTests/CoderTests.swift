import Foundation
import JSONModelKit
import Testing

// `JSONModelCoder`: its entry points, its option overrides, and `decode(rootClassNamed:)`.

@Suite("JSONModelCoder")
struct CoderTests {
    static let accountJSON = """
        {"first_name":"Ann","opened_at":"2024-05-01T12:30:00Z","owner":{"full_name":"Ann Lee","user_id":7}}
        """

    // MARK: Entry points

    @Test func aCoderWithNothingSetDecodesAsTheModelEntryPoints() throws {
        let coder = JSONModelCoder()
        #expect(coder.decodingOptions == nil)
        #expect(coder.encodingOptions == nil)
        #expect(coder.keyStyle == nil)
        #expect(coder.dateStrategy == nil)
        #expect(coder.decodeHook == nil)
        #expect(coder.encodeHook == nil)

        let fromCoder = try coder.decode(CXAccount.self, fromJSONString: Self.accountJSON)
        let fromModel = try CXAccount.fromJSONString(Self.accountJSON)
        #expect(fromCoder.firstName == "Ann")
        #expect(fromCoder.openedAt == Fixture.mayFirstNoonThirty)
        #expect(fromCoder.owner.userID == 7)
        #expect(try coder.encodeToJSONString(fromCoder) == fromModel.toJSONString())
        #expect(try coder.encodeToJSONData(fromCoder) == fromModel.toJSONData())
    }

    @Test func decodesFromEveryInputForm() throws {
        let coder = JSONModelCoder()
        let fromString = try coder.decode(CXAccount.self, fromJSONString: Self.accountJSON)
        let fromData = try coder.decode(CXAccount.self, fromJSONData: Data(Self.accountJSON.utf8))
        let dictionary: [String: Any] = [
            "first_name": "Ann", "opened_at": "2024-05-01T12:30:00Z",
            "owner": ["full_name": "Ann Lee", "user_id": 7] as [String: Any],
        ]
        let fromDictionary = try coder.decode(CXAccount.self, fromDictionary: dictionary)
        let expected = try fromString.toJSONString(options: compact)
        #expect(try fromData.toJSONString(options: compact) == expected)
        #expect(try fromDictionary.toJSONString(options: compact) == expected)
    }

    @Test func decodesArraysFromTextAndData() throws {
        let json = #"[{"full_name":"Ann","user_id":1},{"full_name":"Bo","user_id":2}]"#
        let coder = JSONModelCoder()
        let fromString = try coder.decodeArray(CXOwner.self, fromJSONString: json)
        let fromData = try coder.decodeArray(CXOwner.self, fromJSONData: Data(json.utf8))
        #expect(fromString.map(\.fullName) == ["Ann", "Bo"])
        #expect(fromData.map(\.userID) == [1, 2])
    }

    @Test func arrayElementFailuresHaveTheIndexInTheirPath() throws {
        let error = try #require(throws: JSONModelError.self) {
            try JSONModelCoder().decodeArray(CXOwner.self, fromJSONString: #"[{"full_name":"A","user_id":1},{}]"#)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "[1].full_name")
    }

    @Test func encodesToEveryOutputForm() throws {
        let coder = JSONModelCoder(encodingOptions: JSONModel.EncodingOptions(prettyPrinted: false))
        let owner = CXOwner()
        owner.fullName = "Ann"
        owner.userID = 7
        let expected = #"{"full_name":"Ann","user_id":7}"#
        #expect(try coder.encodeToJSONString(owner) == expected)
        #expect(try coder.encodeToJSONData(owner) == Data(expected.utf8))
        let dictionary = try coder.encodeToDictionary(owner)
        #expect(dictionary["full_name"] as? String == "Ann")
        #expect(dictionary["user_id"] as? Int == 7)
        #expect(dictionary.count == 2)
    }

    @Test func encodesArraysOfModelsOfAnyClass() throws {
        let coder = JSONModelCoder(encodingOptions: JSONModel.EncodingOptions(prettyPrinted: false))
        let owner = CXOwner()
        owner.fullName = "Ann"
        let plain = CXPlain()
        plain.name = "p"
        let expected = #"[{"full_name":"Ann","user_id":0},{"name":"p","count":0}]"#
        #expect(try coder.encodeArrayToJSONString([owner, plain]) == expected)
        #expect(try coder.encodeArrayToJSONData([owner, plain]) == Data(expected.utf8))
        #expect(try coder.encodeArrayToJSONString([]) == "[]")
    }

    @Test func encodesArraysWhoseElementsChangeClassBackAndForth() throws {
        let coder = JSONModelCoder(encodingOptions: JSONModel.EncodingOptions(prettyPrinted: false))
        let first = CXOwner()
        first.fullName = "Ann"
        let plain = CXPlain()
        plain.name = "p"
        let second = CXOwner()
        second.userID = 9
        let expected =
            #"[{"full_name":"Ann","user_id":0},{"name":"p","count":0},{"full_name":"","user_id":9}]"#
        #expect(try coder.encodeArrayToJSONString([first, plain, second]) == expected)
        let bad = CXStrictAmount()
        bad.amount = -1
        let error = try #require(throws: JSONModelError.self) {
            try JSONModelCoder().encodeArrayToJSONString([first, plain, bad])
        }
        #expect(error.path == "[2].amount")
        #expect(error.rootType == CXStrictAmount.self)
    }

    @Test func encodeFailuresInAnArrayHaveTheIndexInTheirPath() throws {
        let good = CXStrictAmount()
        let bad = CXStrictAmount()
        bad.amount = -1
        let error = try #require(throws: JSONModelError.self) {
            try JSONModelCoder().encodeArrayToJSONString([good, bad])
        }
        #expect(error.code == .hookFailed)
        #expect(error.path == "[1].amount")
    }

    // MARK: Key style override

    @Test func keyStyleOverrideAppliesToEveryClassInTheDocument() throws {
        let coder = JSONModelCoder(
            encodingOptions: JSONModel.EncodingOptions(prettyPrinted: false),
            keyStyle: .unchanged
        )
        let json = #"{"firstName":"Ann","openedAt":"2024-05-01T12:30:00Z","owner":{"fullName":"Ann Lee","userID":7}}"#
        let account = try coder.decode(CXAccount.self, fromJSONString: json)
        #expect(account.firstName == "Ann")
        #expect(account.owner.fullName == "Ann Lee")
        #expect(account.owner.userID == 7)
        #expect(try coder.encodeToJSONString(account) == json)

        // The snake-case keys are now unknown, so the required ones are missing.
        let error = try #require(throws: JSONModelError.self) {
            try coder.decode(
                CXAccount.self,
                fromJSONString: #"{"first_name":"Ann","opened_at":"2024-05-01T12:30:00Z"}"#
            )
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "firstName")
        let nestedError = try #require(throws: JSONModelError.self) {
            try coder.decode(CXAccount.self, fromJSONString: Self.accountJSON)
        }
        #expect(nestedError.code == .keyNotFound)
        #expect(nestedError.path.hasPrefix("owner.") || nestedError.path == "firstName", "\(nestedError)")
    }

    @Test func keyStyleOverrideDoesNotChangeTheClassesOwnEntryPoints() throws {
        let coder = JSONModelCoder(keyStyle: .unchanged)
        _ = try coder.decode(CXOwner.self, fromJSONString: #"{"fullName":"Ann","userID":7}"#)
        let owner = try CXOwner.fromJSONString(#"{"full_name":"Ann","user_id":7}"#)
        #expect(owner.userID == 7)
        #expect(try owner.toJSONString(options: compact) == #"{"full_name":"Ann","user_id":7}"#)
        #expect(
            try JSONModelCoder().decode(CXOwner.self, fromJSONString: #"{"full_name":"A","user_id":1}"#).userID == 1
        )
    }

    @Test func keyStyleOverrideReplacesAClassesOwnStyle() throws {
        let coder = JSONModelCoder(keyStyle: .snakeCase, dateStrategy: .iso8601)
        let record = try coder.decode(
            CXLegacyRecord.self,
            fromJSONString: #"{"record_id":3,"created_at":"2024-05-01T12:30:00Z"}"#
        )
        #expect(record.recordID == 3)
        #expect(record.createdAt == Fixture.mayFirstNoonThirty)
        // The class's own settings still apply without the coder.
        let own = try CXLegacyRecord.fromJSONString(#"{"recordID":3,"createdAt":1714566600}"#)
        #expect(own.createdAt == Fixture.mayFirstNoonThirty)
    }

    @Test func customKeyStyleOverride() throws {
        let coder = JSONModelCoder(
            encodingOptions: JSONModel.EncodingOptions(prettyPrinted: false),
            keyStyle: .custom { name in name.uppercased() }
        )
        let owner = try coder.decode(CXOwner.self, fromJSONString: #"{"FULLNAME":"Ann","USERID":7}"#)
        #expect(owner.fullName == "Ann")
        #expect(try coder.encodeToJSONString(owner) == #"{"FULLNAME":"Ann","USERID":7}"#)
    }

    @Test func keyMappingStillAppliesUnderAKeyStyleOverride() throws {
        let coder = JSONModelCoder(
            encodingOptions: JSONModel.EncodingOptions(prettyPrinted: false),
            keyStyle: .unchanged
        )
        let json = #"{"id":"c1","owner":{"phone":"555"},"displayName":"Ann"}"#
        let mapped = try coder.decode(CXMapped.self, fromJSONString: json)
        #expect(mapped.identifier == "c1")
        #expect(mapped.ownerPhone == "555")
        #expect(mapped.displayName == "Ann")
        #expect(try coder.encodeToJSONString(mapped) == json)
    }

    @Test func settingTheKeyStyleOnACopyLeavesTheOriginalAlone() throws {
        let original = JSONModelCoder()
        var copy = original
        copy.keyStyle = .unchanged
        #expect(try copy.decode(CXOwner.self, fromJSONString: #"{"fullName":"A","userID":1}"#).userID == 1)
        #expect(try original.decode(CXOwner.self, fromJSONString: #"{"full_name":"A","user_id":2}"#).userID == 2)
    }

    // MARK: Date strategy override

    @Test(arguments: [
        (JSONModel.DateStrategy.secondsSince1970, "1714566600"),
        (.millisecondsSince1970, "1714566600000"),
        (.iso8601WithFractionalSeconds, #""2024-05-01T12:30:00.000Z""#),
        (.formatted("dd/MM/yyyy HH:mm:ss Z"), #""01/05/2024 12:30:00 +0000""#),
    ])
    func dateStrategyOverrideAppliesToPlainDates(strategy: JSONModel.DateStrategy, json: String) throws {
        let coder = JSONModelCoder(
            encodingOptions: JSONModel.EncodingOptions(prettyPrinted: false),
            dateStrategy: strategy
        )
        let text = #"{"first_name":"A","opened_at":\#(json),"owner":{"full_name":"B","user_id":1}}"#
        let account = try coder.decode(CXAccount.self, fromJSONString: text)
        #expect(account.openedAt == Fixture.mayFirstNoonThirty)
        #expect(try coder.encodeToJSONString(account) == text)
    }

    @Test func dateWrappersWinOverTheCodersDateStrategy() throws {
        let coder = JSONModelCoder(
            encodingOptions: JSONModel.EncodingOptions(prettyPrinted: false),
            dateStrategy: .secondsSince1970
        )
        let json = """
            {"first_name":"A","opened_at":1714566600,"closed_at":"2024-05-01T12:30:00Z",\
            "owner":{"full_name":"B","user_id":1}}
            """
        let account = try coder.decode(CXAccount.self, fromJSONString: json)
        #expect(account.openedAt == Fixture.mayFirstNoonThirty)
        #expect(account.closedAt == Fixture.mayFirstNoonThirty)
        #expect(try coder.encodeToJSONString(account) == json)
    }

    @Test func dateStrategyOverrideRejectsTheClassesFormat() throws {
        let coder = JSONModelCoder(dateStrategy: .secondsSince1970)
        let error = try #require(throws: JSONModelError.self) {
            try coder.decode(CXAccount.self, fromJSONString: Self.accountJSON)
        }
        #expect(error.code == .typeMismatch || error.code == .invalidValue, "\(error)")
        #expect(error.path == "opened_at")
    }

    // MARK: Decoding and encoding options

    @Test func decodingOptionsRejectUnknownKeys() throws {
        let coder = JSONModelCoder(decodingOptions: JSONModel.DecodingOptions(unknownKeys: .reject))
        let error = try #require(throws: JSONModelError.self) {
            try coder.decode(CXOwner.self, fromJSONString: #"{"full_name":"A","user_id":1,"user_idd":2}"#)
        }
        #expect(error.code == .unknownKey)
        #expect(error.description.contains("user_idd"), "\(error)")
        #expect(
            try JSONModelCoder().decode(CXOwner.self, fromJSONString: #"{"full_name":"A","user_id":1,"x":2}"#).userID
                == 1
        )
    }

    @Test func decodingOptionsRejectUnknownKeysInNestedModels() throws {
        let coder = JSONModelCoder(decodingOptions: JSONModel.DecodingOptions(unknownKeys: .reject))
        let json =
            #"{"first_name":"A","opened_at":"2024-05-01T12:30:00Z","owner":{"full_name":"B","user_id":1,"age":3}}"#
        let error = try #require(throws: JSONModelError.self) {
            try coder.decode(CXAccount.self, fromJSONString: json)
        }
        #expect(error.code == .unknownKey)
        #expect(error.path.hasPrefix("owner"), "\(error.path)")
    }

    @Test func decodingOptionsCollectAllErrors() throws {
        let coder = JSONModelCoder(decodingOptions: JSONModel.DecodingOptions(collectAllErrors: true))
        let error = try #require(throws: JSONModelError.self) {
            try coder.decode(CXOwner.self, fromJSONString: #"{"full_name":1,"user_id":"x"}"#)
        }
        #expect(error.code == .multiple)
        #expect(Set(error.errors.map(\.path)) == ["full_name", "user_id"])
    }

    @Test func decodingOptionsAllowDuplicateKeys() throws {
        let json = #"{"full_name":"A","user_id":1,"user_id":2}"#
        #expect(throws: JSONModelError.self) { try JSONModelCoder().decode(CXOwner.self, fromJSONString: json) }
        let coder = JSONModelCoder(decodingOptions: JSONModel.DecodingOptions(duplicateKeys: .useLast))
        #expect(try coder.decode(CXOwner.self, fromJSONString: json).userID == 2)
    }

    @Test func encodingOptionsCompactAndSorted() throws {
        let model = CXUnordered()
        let compactCoder = JSONModelCoder(encodingOptions: JSONModel.EncodingOptions(prettyPrinted: false))
        #expect(try compactCoder.encodeToJSONString(model) == #"{"zeta":1,"alpha":2}"#)

        let sortedCoder = JSONModelCoder(
            encodingOptions: JSONModel.EncodingOptions(prettyPrinted: false, sortedKeys: true)
        )
        #expect(try sortedCoder.encodeToJSONString(model) == #"{"alpha":2,"zeta":1}"#)
        #expect(try sortedCoder.encodeArrayToJSONString([model]) == #"[{"alpha":2,"zeta":1}]"#)

        let nullCoder = JSONModelCoder(
            encodingOptions: JSONModel.EncodingOptions(prettyPrinted: false, nilEncoding: .null)
        )
        #expect(try nullCoder.encodeToJSONString(model) == #"{"zeta":1,"alpha":2,"middle":null}"#)
    }

    @Test func encodingOptionsPrettyPrinted() throws {
        let coder = JSONModelCoder(encodingOptions: JSONModel.EncodingOptions(prettyPrinted: true))
        let text = try coder.encodeToJSONString(CXUnordered())
        #expect(text.contains("\n"))
        #expect(try parsed(text) == ["zeta": 1, "alpha": 2])
    }

    // MARK: Classes by name

    @Test func decodesAClassByItsModuleQualifiedName() throws {
        let model = try JSONModelCoder().decode(
            rootClassNamed: "JSONModelKitEndToEndTests.CXNamed",
            fromJSONString: #"{"title":"t","count":2}"#
        )
        let named = try #require(model as? CXNamed)
        #expect(named.title == "t")
        #expect(named.count == 2)
    }

    @Test func decodesANestedClassByItsQualifiedName() throws {
        let model = try JSONModelCoder().decode(
            rootClassNamed: "JSONModelKitEndToEndTests.CXOuter.CXInner",
            fromJSONString: #"{"depth":4}"#
        )
        let inner = try #require(model as? CXOuter.CXInner)
        #expect(inner.depth == 4)
        let twin = try JSONModelCoder().decode(
            rootClassNamed: "JSONModelKitEndToEndTests.CXSecondSpace.CXTwin",
            fromJSONString: #"{"second":2}"#
        )
        #expect((twin as? CXSecondSpace.CXTwin)?.second == 2)
    }

    @Test func classByNameUsesTheCodersSettings() throws {
        let coder = JSONModelCoder(keyStyle: .unchanged)
        let model = try coder.decode(
            rootClassNamed: "JSONModelKitEndToEndTests.CXOwner",
            fromJSONString: #"{"fullName":"Ann","userID":3}"#
        )
        #expect((model as? CXOwner)?.userID == 3)
    }

    @Test func classByNameFollowsClassForDecoding() throws {
        let model = try JSONModelCoder().decode(
            rootClassNamed: "JSONModelKitEndToEndTests.CXShape",
            fromJSONString: #"{"type":"circle","radius":2}"#
        )
        let circle = try #require(model as? CXCircle)
        #expect(circle.radius == 2)
    }

    @Test func aPlainNameFindsARegisteredClass() throws {
        JSONModel.register(CXRegistered.self)
        let model = try JSONModelCoder().decode(rootClassNamed: "CXRegistered", fromJSONString: #"{"value":5}"#)
        #expect((model as? CXRegistered)?.value == 5)
    }

    @Test func aPlainNameFindsAClassAlreadyUsed() throws {
        _ = try CXNamed.fromJSONString(#"{"title":"a","count":1}"#)
        let model = try JSONModelCoder().decode(rootClassNamed: "CXNamed", fromJSONString: #"{"title":"b","count":2}"#)
        #expect((model as? CXNamed)?.title == "b")
    }

    @Test func aPlainNameOfAClassNeverUsedIsUnknown() throws {
        let error = try #require(throws: JSONModelError.self) {
            try JSONModelCoder().decode(rootClassNamed: "CXNeverUsed", fromJSONString: #"{"value":1}"#)
        }
        #expect(error.code == .unknownClass)
        #expect(error.description.contains("CXNeverUsed"), "\(error)")
    }

    @Test func aPlainNameSharedByTwoKnownClassesIsAmbiguous() throws {
        JSONModel.register(CXFirstSpace.CXTwin.self, CXSecondSpace.CXTwin.self)
        let error = try #require(throws: JSONModelError.self) {
            try JSONModelCoder().decode(rootClassNamed: "CXTwin", fromJSONString: #"{"first":1}"#)
        }
        #expect(error.code == .unknownClass)
        let first = try JSONModelCoder().decode(
            rootClassNamed: "JSONModelKitEndToEndTests.CXFirstSpace.CXTwin",
            fromJSONString: #"{"first":1}"#
        )
        #expect((first as? CXFirstSpace.CXTwin)?.first == 1)
    }

    @Test(arguments: [
        "JSONModelKitEndToEndTests.CXNoSuchClass",
        "NoSuchModule.CXNamed",
        "CXNoSuchClass",
        "",
        ".",
        "JSONModelKitEndToEndTests..CXNamed",
        "JSONModelKitEndToEndTests.",
    ])
    func unknownClassNamesAreUnknownClassErrors(name: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try JSONModelCoder().decode(rootClassNamed: name, fromJSONString: "{}")
        }
        #expect(error.code == .unknownClass, "\(error)")
    }

    @Test func aClassThatIsNotAModelIsASchemaError() throws {
        _ = CXNotAModel()
        let error = try #require(throws: JSONModelError.self) {
            try JSONModelCoder().decode(
                rootClassNamed: "JSONModelKitEndToEndTests.CXNotAModel",
                fromJSONString: #"{"value":1}"#
            )
        }
        #expect(error.code == .schemaError)
        #expect(error.description.contains("CXNotAModel"), "\(error)")
    }

    @Test func decodingFailuresByNameHaveTheirPath() throws {
        let error = try #require(throws: JSONModelError.self) {
            try JSONModelCoder().decode(
                rootClassNamed: "JSONModelKitEndToEndTests.CXNamed",
                fromJSONString: #"{"title":"t","count":"two"}"#
            )
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "count")
        #expect(error.modelType == CXNamed.self)
    }
}
