import Foundation
import JSONModelKit
import Testing

// `update(fromJSONString:)`, `update(fromJSONData:)` and `update(fromDictionary:)`: only the
// keys present are applied, and a failed update leaves the model exactly as it was.

@Suite("Updating a model")
struct UpdateTests {
    static let profileJSON = """
        {"name":"Ann","age":30,"nickname":"Annie","tags":["a","b"],\
        "car":{"make":"VW","year":2001,"color":"red"},"spare":{"make":"Fiat","year":1990},\
        "owner":{"phone":"555","name":"Owner"},"retries":5,"code":"42"}
        """

    /// The three ways to update a model.
    enum Entry: String, CaseIterable, Sendable {
        case string
        case data
        case dictionary

        func update(_ model: JSONModel, with json: String, options: JSONModel.DecodingOptions = .init()) throws {
            switch self {
            case .string:
                try model.update(fromJSONString: json, options: options)
            case .data:
                try model.update(fromJSONData: Data(json.utf8), options: options)
            case .dictionary:
                let object = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
                let dictionary = try #require(object as? [String: Any], "not an object: \(json)")
                try model.update(fromDictionary: dictionary, options: options)
            }
        }
    }

    /// Every mapped property (with `null` for `nil`, in key order), for comparing whole models.
    static func snapshot(_ model: JSONModel) throws -> String {
        try model.toJSONString(
            options: JSONModel.EncodingOptions(prettyPrinted: false, sortedKeys: true, nilEncoding: .null)
        )
    }

    static func makeProfile() throws -> CXProfile {
        let profile = try CXProfile.fromJSONString(profileJSON)
        profile.note = "kept"
        return profile
    }

    // MARK: Applying the keys present

    @Test(arguments: Entry.allCases)
    func appliesOnlyTheKeysPresent(entry: Entry) throws {
        let profile = try Self.makeProfile()
        let car = profile.car
        let spare = try #require(profile.spare)
        try entry.update(profile, with: #"{"nickname":"Bo","age":31,"tags":["c"]}"#)
        #expect(profile.nickname == "Bo")
        #expect(profile.age == 31)
        #expect(profile.tags == ["c"])
        #expect(profile.name == "Ann")
        #expect(profile.car === car)
        #expect(car.make == "VW")
        #expect(car.color == "red")
        #expect(profile.spare === spare)
        #expect(profile.ownerPhone == "555")
        #expect(profile.ownerName == "Owner")
        #expect(profile.retries == 5)
        #expect(profile.code == 42)
        #expect(profile.note == "kept")
        #expect(profile.didDecodeCalls == 2)
    }

    @Test(arguments: Entry.allCases)
    func noKeyIsRequired(entry: Entry) throws {
        let profile = try Self.makeProfile()
        let before = try Self.snapshot(profile)
        try entry.update(profile, with: "{}")
        #expect(try Self.snapshot(profile) == before)
        #expect(profile.didDecodeCalls == 2)
    }

    @Test func nullForAnOptionalWrappedPropertyRestoresItsDeclaredDefault() throws {
        let profile = try Self.makeProfile()
        try profile.update(fromJSONString: #"{"retries":5}"#)
        #expect(profile.retries == 5)
        try profile.update(fromJSONString: #"{"name":"Cy"}"#)
        #expect(profile.retries == 5)
        try profile.update(fromJSONString: #"{"retries":null}"#)
        #expect(profile.retries == 3)
    }

    @Test func everyKindOfPropertyCanBeUpdated() throws {
        let profile = try Self.makeProfile()
        try profile.update(
            fromJSONString: """
                {"name":"Bo","age":2,"nickname":null,"tags":[],"spare":null,"retries":9,"code":"7",\
                "owner":{"phone":"777","name":null}}
                """
        )
        #expect(profile.name == "Bo")
        #expect(profile.age == 2)
        #expect(profile.nickname == nil)
        #expect(profile.tags.isEmpty)
        #expect(profile.spare == nil)
        #expect(profile.retries == 9)
        #expect(profile.code == 7)
        #expect(profile.ownerPhone == "777")
        #expect(profile.ownerName == nil)
        #expect(profile.car.make == "VW")
    }

    @Test(arguments: Entry.allCases)
    func aPresentNestedModelIsMergedInPlace(entry: Entry) throws {
        let profile = try Self.makeProfile()
        let oldCar = profile.car
        try entry.update(profile, with: #"{"car":{"make":"BMW"}}"#)
        #expect(profile.car === oldCar)
        #expect(profile.car.make == "BMW")
        #expect(profile.car.year == 2001)
        #expect(profile.car.color == "red")
        try entry.update(profile, with: #"{"car":{"color":null}}"#)
        #expect(profile.car === oldCar)
        #expect(profile.car.color == nil)
        #expect(profile.car.make == "BMW")
    }

    @Test func onlyThePresentKeysOfANestedPathAreApplied() throws {
        let profile = try Self.makeProfile()
        try profile.update(fromJSONString: #"{"owner":{"name":"New"}}"#)
        #expect(profile.ownerName == "New")
        #expect(profile.ownerPhone == "555")

        try profile.update(fromJSONString: #"{"owner":{}}"#)
        #expect(profile.ownerName == "New")
        #expect(profile.ownerPhone == "555")
    }

    @Test func updatesGoThroughTheModelsDecodeProperty() throws {
        let model = try CXHookedProfile.fromJSONString(#"{"name":"Ann","score":"3"}"#)
        try model.update(fromJSONString: #"{"name":"Bo"}"#)
        #expect(model.name == "Bo")
        #expect(model.score == 3)
        try model.update(fromJSONString: #"{"score":"12"}"#)
        #expect(model.name == "Bo")
        #expect(model.score == 12)
    }

    @Test func updatingASubclassInstanceSetsItsOwnProperties() throws {
        let circle = try #require(try CXShape.fromJSONString(#"{"type":"circle","radius":1}"#) as? CXCircle)
        try circle.update(fromJSONString: #"{"radius":4,"label":"big"}"#)
        #expect(circle.radius == 4)
        #expect(circle.label == "big")
        #expect(circle.type == "circle")
    }

    // MARK: A failed update changes nothing

    struct Failure: Sendable, CustomTestStringConvertible {
        let json: String
        let code: JSONModelError.Code
        let path: String
        /// Whether the input can be given as a dictionary too.
        var asDictionary = true

        var testDescription: String { json }
    }

    static let failures: [Failure] = [
        Failure(json: #"{"name":"New","age":"x"}"#, code: .typeMismatch, path: "age"),
        Failure(json: #"{"age":"x","name":"New"}"#, code: .typeMismatch, path: "age"),
        Failure(json: #"{"name":null,"nickname":"N"}"#, code: .typeMismatch, path: "name"),
        Failure(json: #"{"name":"New","tags":["a",1]}"#, code: .typeMismatch, path: "tags[1]"),
        // The car is merged in place; a later failure must undo that too.
        Failure(json: #"{"car":{"make":"BMW"},"age":"x"}"#, code: .typeMismatch, path: "age"),
        Failure(json: #"{"car":{"make":"BMW"},"name":"New","age":-1}"#, code: .validationFailed, path: "$"),
        Failure(json: #"{"car":{"color":null},"spare":{"year":"x"}}"#, code: .typeMismatch, path: "spare.year"),
        Failure(json: #"{"name":"New","car":{"make":"BMW","year":"x"}}"#, code: .typeMismatch, path: "car.year"),
        Failure(
            json: #"{"nickname":"N","spare":{"make":"X","year":1,"color":7}}"#,
            code: .typeMismatch,
            path: "spare.color"
        ),
        Failure(json: #"{"nickname":"N","owner":{"phone":5}}"#, code: .typeMismatch, path: "owner.phone"),
        Failure(json: #"{"nickname":"N","owner":"none"}"#, code: .typeMismatch, path: "owner"),
        Failure(json: #"{"nickname":"N","code":"abc"}"#, code: .transformFailed, path: "code"),
        Failure(json: #"{"nickname":"N","retries":"many"}"#, code: .typeMismatch, path: "retries"),
        Failure(json: #"{"name":"New","age":-1}"#, code: .validationFailed, path: "$"),
        Failure(
            json: #"{"nickname":"N","nickname":"M","age":"x"}"#,
            code: .duplicateKey,
            path: "nickname",
            asDictionary: false
        ),
        Failure(json: #"{"nickname":"N""#, code: .syntaxError, path: "$", asDictionary: false),
        Failure(json: #"["nickname"]"#, code: .typeMismatch, path: "$", asDictionary: false),
    ]

    @Test(arguments: failures, Entry.allCases)
    func aFailedUpdateLeavesTheModelExactlyAsItWas(_ sample: Failure, entry: Entry) throws {
        guard entry != .dictionary || sample.asDictionary else { return }
        let profile = try Self.makeProfile()
        let before = try Self.snapshot(profile)
        let car = profile.car
        let carBefore = try Self.snapshot(car)
        let spare = try #require(profile.spare)
        let spareBefore = try Self.snapshot(spare)
        let tags = profile.tags

        let error = try #require(throws: JSONModelError.self) {
            try entry.update(profile, with: sample.json)
        }
        #expect(error.code == sample.code, "\(error)")
        if sample.code != .syntaxError {
            #expect(error.path == sample.path, "\(error)")
        }
        #expect(try Self.snapshot(profile) == before)
        #expect(profile.car === car)
        #expect(try Self.snapshot(car) == carBefore)
        #expect(profile.spare === spare)
        #expect(try Self.snapshot(spare) == spareBefore)
        #expect(profile.tags == tags)
        #expect(profile.note == "kept")
    }

    @Test func aFailedValidationUndoesTheUpdate() throws {
        let profile = try Self.makeProfile()
        let before = try Self.snapshot(profile)
        let error = try #require(throws: JSONModelError.self) {
            try profile.update(fromJSONString: #"{"name":"New","car":{"make":"BMW","year":1},"tags":[],"age":-5}"#)
        }
        #expect(error.code == .validationFailed)
        #expect(error.modelType == CXProfile.self)
        #expect(error.message.contains("age must not be negative"), "\(error)")
        #expect(try Self.snapshot(profile) == before)
        #expect(profile.name == "Ann")
        #expect(profile.car.make == "VW")
        #expect(profile.didDecodeCalls == 2)
    }

    @Test func unknownKeysCanBeRejected() throws {
        let profile = try Self.makeProfile()
        let before = try Self.snapshot(profile)
        let options = JSONModel.DecodingOptions(unknownKeys: .reject)
        for entry in Entry.allCases {
            let error = try #require(throws: JSONModelError.self) {
                try entry.update(profile, with: #"{"name":"New","nick_name":"N"}"#, options: options)
            }
            #expect(error.code == .unknownKey)
            #expect(try Self.snapshot(profile) == before)
        }
        try profile.update(fromJSONString: #"{"name":"New","nick_name":"N"}"#)
        #expect(profile.name == "New")
    }

    @Test func collectedErrorsLeaveTheModelUnchanged() throws {
        let profile = try Self.makeProfile()
        let before = try Self.snapshot(profile)
        let error = try #require(throws: JSONModelError.self) {
            try profile.update(
                fromJSONString: #"{"name":1,"nickname":"N","age":"x"}"#,
                options: JSONModel.DecodingOptions(collectAllErrors: true)
            )
        }
        #expect(error.code == .multiple)
        #expect(Set(error.errors.map(\.path)) == ["name", "age"])
        #expect(try Self.snapshot(profile) == before)
    }

    @Test func aFailedUpdateThroughDecodePropertyChangesNothing() throws {
        let model = try CXHookedProfile.fromJSONString(#"{"name":"Ann","score":"3"}"#)
        let error = try #require(throws: JSONModelError.self) {
            try model.update(fromJSONString: #"{"name":"Bo","score":"many"}"#)
        }
        #expect(error.code == .hookFailed)
        #expect(error.path == "score")
        #expect(model.name == "Ann")
        #expect(model.score == 3)
    }

    @Test func aDictionaryValueThatIsNotJSONChangesNothing() throws {
        let profile = try Self.makeProfile()
        let before = try Self.snapshot(profile)
        #expect(throws: JSONModelError.self) {
            try profile.update(fromDictionary: ["name": "New", "age": Date()])
        }
        #expect(try Self.snapshot(profile) == before)
    }
}
