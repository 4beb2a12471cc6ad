import Foundation
import JSONModelKit
import Testing

/// `validate()` on values built in code, updates that break a constraint, streams, and
/// decoding on a small thread stack.
@Suite struct ConstraintValidationTests {
    /// A sign-up that breaks nothing.
    static func validSignUp() -> SignUp {
        let signUp = SignUp()
        signUp.name = "Ann"
        signUp.age = 30
        signUp.email = "ann@example.com"
        signUp.price = 9.99
        signUp.password = "pw"
        signUp.confirm = "pw"
        signUp.scores = ["art": 90]
        return signUp
    }

    @Test func validModelPasses() throws {
        try Self.validSignUp().validate()
        try Window(low: 1, high: 2, label: "x").validate()
    }

    @Test func oneViolationIsThrownAlone() throws {
        let signUp = Self.validSignUp()
        signUp.age = 9
        let error = try #require(throws: JSONModelError.self) { try signUp.validate() }
        #expect(error.code == .constraintViolated)
        #expect(error.constraint == "minimum")
        #expect(error.path == "age")
        #expect(error.modelType == SignUp.self)
        #expect(error.property == "age")
        #expect(error.message == "expected at least 13, found 9")
        #expect(error.line == nil)
    }

    @Test func everyViolationIsListed() throws {
        let signUp = Self.validSignUp()
        signUp.age = 9
        signUp.tags = ["ok", "Bad"]
        signUp.scores = ["art": 101, "music": 5]
        signUp.nickname = "x"
        signUp.confirm = "other"
        let error = try #require(throws: JSONModelError.self) { try signUp.validate() }
        #expect(error.code == .multiple)
        let found = Set(error.errors.map { "\($0.path) \($0.constraint ?? "")" })
        #expect(
            found == ["age minimum", "tags[1] pattern", "scores.art maximum", "nickname minLength", "$ passwordsMatch"]
        )
    }

    @Test func nestedModelsAndStructsAreChecked() throws {
        let team = Team()
        team.leader = Self.validSignUp()
        let member = Self.validSignUp()
        member.name = ""
        team.members = [Self.validSignUp(), member]
        team.window = Window(low: 5, high: 1, label: "far too long")
        let error = try #require(throws: JSONModelError.self) { try team.validate() }
        let found = Set(error.errors.map { "\($0.path) \($0.constraint ?? "")" })
        #expect(found == ["members[1].name minLength", "window.label maxLength", "window ordered"])
        let nested = try #require(error.errors.first { $0.path == "members[1].name" })
        #expect(nested.modelType == SignUp.self)
        #expect(nested.rootType == Team.self)
    }

    @Test func referenceCyclesEnd() throws {
        let node = ChainNode()
        node.next = node
        node.value = -1
        // The cycle is broken when the test ends, whatever it finds: a test must not leak.
        defer { node.next = nil }
        let error = try #require(throws: JSONModelError.self) { try node.validate() }
        #expect(error.path == "value")
    }

    @Test func deepChainOnSmallStackDoesNotCrash() throws {
        let result = Locked<JSONModelError.Code?>(nil)
        let thread = Thread {
            let head = ChainNode()
            var tail = head
            for _ in 0..<20_000 {
                let next = ChainNode()
                tail.next = next
                tail = next
            }
            tail.value = -1
            do throws(JSONModelError) {
                try head.validate()
                result.set(.multiple)
            } catch {
                result.set(error.code)
            }
            // Unlinked iteratively, so that releasing the chain does not recurse 20,000 levels.
            var current: ChainNode? = head
            while let node = current {
                current = node.next
                node.next = nil
            }
        }
        thread.stackSize = 512 * 1024
        thread.start()
        while result.get() == nil { Thread.sleep(forTimeInterval: 0.01) }
        #expect(result.get() == .tooDeeplyNested)
    }

    @Test func updateWithViolationLeavesModelUnchanged() throws {
        let signUp = Self.validSignUp()
        let error = try #require(throws: JSONModelError.self) {
            try signUp.update(fromJSONString: #"{"name": "Bob", "age": 3}"#)
        }
        #expect(error.constraint == "minimum")
        #expect(signUp.name == "Ann")
        #expect(signUp.age == 30)
        try signUp.update(fromJSONString: #"{"name": "Bob", "age": 40}"#)
        #expect(signUp.name == "Bob" && signUp.age == 40)
    }

    @Test func updateBreakingARuleLeavesModelUnchanged() throws {
        let signUp = Self.validSignUp()
        let error = try #require(throws: JSONModelError.self) {
            try signUp.update(fromJSONString: #"{"confirm": "other", "name": "Bob"}"#)
        }
        #expect(error.constraint == "passwordsMatch")
        #expect(signUp.confirm == "pw" && signUp.name == "Ann")
        try signUp.update(fromJSONString: #"{"password": "new", "confirm": "new"}"#)
        #expect(signUp.password == "new")
    }

    @Test func updateFromDictionaryChecksToo() throws {
        let signUp = Self.validSignUp()
        #expect(throws: JSONModelError.self) { try signUp.update(fromDictionary: ["tags": ["a", "a"]]) }
        #expect(signUp.tags.isEmpty)
    }

    @Test func streamedElementsAreChecked() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("constraints-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(#"[{"value": 1}, {"value": -1}]"#.utf8).write(to: url)
        var decoded: [Int] = []
        await #expect(throws: JSONModelError.self) {
            for try await node in ChainNode.sequence(fromJSONArrayAt: url) {
                decoded.append(node.value)
            }
        }
        #expect(decoded == [1])
    }
}

/// A linked node, for cycles and deep chains.
final class ChainNode: JSONModel {
    var value = 0
    var next: ChainNode?

    override class var constraints: [String: [Constraint]] {
        ["value": [.range(0...)]]
    }
}

/// A value shared between threads, for the small-stack test.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) {
        self.value = value
    }

    func get() -> Value {
        lock.withLock { value }
    }

    func set(_ newValue: Value) {
        lock.withLock { value = newValue }
    }
}
