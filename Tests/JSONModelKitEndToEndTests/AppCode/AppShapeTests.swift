import Foundation
import JSONModelKit
import Testing

@Suite("User property wrappers")
struct UserWrapperTests {
    @Test func wrapperMapsUnderThePropertyNameThroughItsSetter() throws {
        let volume = try Volume.fromJSONString(#"{"percent":140,"label":"  loud  ","_id":"v"}"#)
        #expect(volume.percent == 100)
        #expect(volume.label == "loud")
        #expect(volume._id == "v")
        #expect(
            try volume.toJSONString(options: .init(prettyPrinted: false, sortedKeys: true))
                == #"{"_id":"v","label":"loud","percent":100}"#
        )
        try volume.update(fromJSONString: #"{"percent":-5}"#)
        #expect(volume.percent == 0)
    }

    @Test func wrapperValueIsTypeChecked() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Volume.fromJSONString(#"{"percent":"high","label":"","_id":""}"#)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "percent")
    }

    @Test func codableWrapperUsesItsOwnCodingUnderThePropertyName() throws {
        let note = try StampedNote.fromJSONString(#"{"text":{"wrappedValue":"hi","stamp":"v2"}}"#)
        #expect(note.text == "hi")
        let encoded = try JSONValue(parsing: note.toJSONString())
        #expect(encoded["text"]?["stamp"] == "v2")
        #expect(encoded["_text"] == nil)
    }

    @Test func otherWrapperIsASchemaErrorShowingTheFix() throws {
        let error = try #require(throws: JSONModelError.self) {
            try LoggedCounter.fromJSONString(#"{"count":1}"#)
        }
        #expect(error.code == .unsupportedType)
        #expect(error.property == "count")
        #expect(error.description.contains("extension Logged: JSONPropertyWrapper {}"), "\(error)")
    }
}

@Suite("Hook-handled types")
struct HookHandledTypeTests {
    @Test func jsonLibEnumExampleDecodesAndEncodes() throws {
        let member = try Member.fromJSONString(#"{"name":"Ann","gender":"female"}"#)
        #expect(member.gender == .female)
        #expect(
            try member.toJSONString(options: .init(prettyPrinted: false, sortedKeys: true))
                == #"{"gender":"female","name":"Ann"}"#
        )
        try member.update(fromJSONString: #"{"gender":"male"}"#)
        #expect(member.gender == .male)
        let error = try #require(throws: JSONModelError.self) {
            try Member.fromJSONString(#"{"name":"Ann","gender":"x"}"#)
        }
        #expect(error.path == "gender", "\(error)")
    }

    @Test func unhandledDirectionIsAnUnsupportedTypeError() throws {
        let member = try HalfHookedMember.fromJSONString(#"{"gender":"female"}"#)
        #expect(member.gender == .female)
        let error = try #require(throws: JSONModelError.self) { try member.toJSONString() }
        #expect(error.code == .unsupportedType)
        #expect(error.property == "gender")
        #expect(error.description.contains("MemberGender"), "\(error)")
    }

    @Test func coderHookHandlesATypeTheClassDoesNot() throws {
        var coder = JSONModelCoder()
        coder.decodeHook = { property, model, object in
            guard property.name == "gender", let member = model as? UnhookedMember else { return false }
            member.gender = object["gender"] == "female" ? .female : .male
            return true
        }
        let member = try coder.decode(UnhookedMember.self, fromJSONString: #"{"gender":"female"}"#)
        #expect(member.gender == .female)
    }

    @Test func noHookAtAllStaysASchemaError() throws {
        let error = try #require(throws: JSONModelError.self) {
            try UnhookedMember.fromJSONString(#"{"gender":"female"}"#)
        }
        #expect(error.code == .unsupportedType)
        #expect(error.property == "gender")
    }
}

@Suite("Defaults and observers")
struct DefaultsAndObserversTests {
    @Test func lossyFallbackIsFreshForEveryDecode() throws {
        let first = try LossyOwnerHolder.fromJSONString(#"{"owner":42}"#)
        let second = try LossyOwnerHolder.fromJSONString(#"{"owner":"x"}"#)
        #expect(first.owner !== second.owner)
        first.owner.make = "changed"
        #expect(second.owner.make == "")
        #expect(LossyOwnerHolder().owner.make == "")
    }

    /// Decoding is like an initializer, so `didSet` does not run.
    ///
    /// An update writes stored
    /// properties directly too, except those registered with key paths, which go through
    /// their setters.
    @Test func didSetRunsOnlyForKeyPathRegisteredPropertiesOnUpdate() throws {
        let model = try ObservedByDidSet.fromJSONString(#"{"set_count":0,"name":"a","registered_count":0,"title":"t"}"#)
        #expect(model.name == "a")
        #expect(model.setCount == 0)
        #expect(model.registeredCount == 1)
        try model.update(fromJSONString: #"{"name":"b","title":"u"}"#)
        #expect(model.name == "b")
        #expect(model.setCount == 0)
        #expect(model.registeredCount == 2)
    }
}

@Suite("Decoding off the caller's actor")
struct OffActorDecodingTests {
    @MainActor @Test func decodeOnTheMainActorHandsBackAModel() async throws {
        let data = Data(#"{"make":"VW","year":1999}"#.utf8)
        let car = try await Car.decode(fromJSONData: data)
        #expect(car.make == "VW")
        let text = try await Car.decode(fromJSONString: #"{"make":"Fiat","year":1}"#)
        #expect(text.make == "Fiat")
        let cars = try await Car.decodeArray(fromJSONData: Data(#"[{"make":"A","year":1},{"make":"B","year":2}]"#.utf8))
        #expect(cars.map(\.make) == ["A", "B"])
    }

    @Test func errorsAreTheUsualOnes() async throws {
        do {
            _ = try await Car.decode(fromJSONString: #"{"make":"VW"}"#)
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .keyNotFound)
        }
    }

    /// The safe pattern for a main-actor model: decode off the actor, then apply on it.
    @MainActor @Test func mainActorModelIsUpdatedOnItsActor() async throws {
        let model = MainActorViewModel()
        let fresh = try await MainActorViewModel.decode(fromJSONData: Data(#"{"name":"new"}"#.utf8))
        model.name = fresh.name
        try model.update(fromJSONString: #"{"name":"newer"}"#)
        #expect(model.name == "newer")
    }
}

@Suite("Async byte streams")
struct ByteStreamTests {
    static func stream(_ text: String) -> AsyncStream<UInt8> {
        let bytes = Array(text.utf8)
        return AsyncStream { continuation in
            for byte in bytes { continuation.yield(byte) }
            continuation.finish()
        }
    }

    @Test(arguments: [1, 3, 7, 64, 1 << 16])
    func arrayElementsArriveInOrder(chunkSize: Int) async throws {
        var json = "[\n"
        json += (0..<200).map { #"{"make":"car \#($0)","year":\#($0)}"# }.joined(separator: ",\n")
        json += "\n]"
        var years: [Int] = []
        for try await car in Car.sequence(fromJSONArrayBytes: Self.stream(json), chunkSize: chunkSize) {
            years.append(car.year)
        }
        #expect(years == Array(0..<200))
    }

    @Test func arrayErrorNamesTheElementAndLine() async throws {
        let json = "[{\"make\":\"a\",\"year\":1},\n{\"make\":\"b\",\"year\":\"x\"}]"
        var decoded = 0
        do {
            for try await _ in Car.sequence(fromJSONArrayBytes: Self.stream(json), chunkSize: 5) {
                decoded += 1
            }
            Issue.record("expected an error")
        } catch let error as JSONModelError {
            #expect(decoded == 1)
            #expect(error.path == "[1].year", "\(error)")
        }
        do {
            for try await _ in Car.sequence(fromJSONArrayBytes: Self.stream("[{\"make\":\"a\",\n \"year\":1,}]")) {}
            Issue.record("expected an error")
        } catch let error as JSONModelError {
            #expect(error.code == .syntaxError)
            #expect(error.line == 2, "\(error)")
        }
    }

    @Test func emptyAndNonArrayInput() async throws {
        var count = 0
        for try await _ in Car.sequence(fromJSONArrayBytes: Self.stream(" [ ] ")) { count += 1 }
        #expect(count == 0)
        await #expect(throws: JSONModelError.self) {
            for try await _ in Car.sequence(fromJSONArrayBytes: Self.stream(#"{"make":"a"}"#)) {}
        }
        await #expect(throws: JSONModelError.self) {
            for try await _ in Car.sequence(fromJSONArrayBytes: Self.stream(#"[{"make":"a","year":1}"#)) {}
        }
    }

    @Test func elementSizeLimitBoundsMemory() async throws {
        let huge = "[" + String(repeating: "1", count: 100_000)
        do {
            for try await _ in Car.sequence(
                fromJSONArrayBytes: Self.stream(huge),
                options: .init(maxInputSize: 1_000),
                chunkSize: 256
            ) {}
            Issue.record("expected an error")
        } catch let error as JSONModelError {
            #expect(error.code == .limitExceeded)
        }
    }

    @Test func jsonLinesSkipBlankLinesAndNameTheLine() async throws {
        let lines = "{\"make\":\"a\",\"year\":1}\r\n\n  \n{\"make\":\"b\",\"year\":2}\n{\"make\":\"c\",\"year\":3}"
        var makes: [String] = []
        for try await car in Car.sequence(fromJSONLinesBytes: Self.stream(lines), chunkSize: 4) {
            makes.append(car.make)
        }
        #expect(makes == ["a", "b", "c"])
        let bad = "{\"make\":\"a\",\"year\":1}\n\n{\"make\":\"b\"}\n"
        do {
            for try await _ in Car.sequence(fromJSONLinesBytes: Self.stream(bad)) {}
            Issue.record("expected an error")
        } catch let error as JSONModelError {
            #expect(error.code == .keyNotFound)
            #expect(error.line == 3, "\(error)")
        }
        do {
            for try await _ in Car.sequence(
                fromJSONLinesBytes: Self.stream("{\"make\":\"a\",\"year\":1}\n{\"make\" \"b\"}")
            ) {}
            Issue.record("expected an error")
        } catch let error as JSONModelError {
            #expect(error.code == .syntaxError)
            #expect(error.line == 2, "\(error)")
            #expect(error.column == 9, "\(error)")
        }
    }

    @Test func cancellationEndsTheIteration() async throws {
        let (stream, continuation) = AsyncStream<UInt8>.makeStream()
        for byte in Array("[{\"make\":\"a\",\"year\":1},".utf8) { continuation.yield(byte) }
        let task = Task {
            var count = 0
            for try await _ in Car.sequence(fromJSONArrayBytes: stream, chunkSize: 1) { count += 1 }
            return count
        }
        try await Task.sleep(for: .milliseconds(50))
        task.cancel()
        continuation.yield(UInt8(ascii: " "))
        await #expect(throws: CancellationError.self) { try await task.value }
        continuation.finish()
    }
}

@Suite("JSON Schema of app-code shapes")
struct AppShapeSchemaTests {
    @Test func observableModelHasThePlainTwinsSchema() throws {
        var observed = try ObservedProfile.jsonSchema()
        var plain = try PlainProfile.jsonSchema()
        observed = try #require(observed.objectValue.map { JSONValue.object($0.filter { $0.key != "title" }) })
        plain = try #require(plain.objectValue.map { JSONValue.object($0.filter { $0.key != "title" }) })
        #expect(observed == plain)
    }

    @Test func userWrapperIsDescribedAsItsValueAndHookHandledTypesAsAnything() throws {
        let volume = try Volume.jsonSchema()
        #expect(volume["properties"]?["percent"]?["type"] == "integer")
        #expect(volume["properties"]?["label"]?["type"] == "string")
        let member = try Member.jsonSchema()
        #expect(member["properties"]?["gender"] == [:])
    }
}
