import Foundation
import JSONModelKit
import Testing

/// Deep, cyclic and malformed input gives errors, never crashes.
@Suite("Hostile input")
struct HostileInputTests {
    @Test(arguments: [
        String(repeating: "[", count: 100_000),
        String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
        String(repeating: #"{"a":"#, count: 100_000),
        #"{"name":"Ann","cars":"# + String(repeating: "[", count: 100_000),
    ])
    func deepNestingIsAnError(json: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try Person.fromJSONString(json)
        }
        #expect(error.code == .tooDeeplyNested)
        let arrayError = try #require(throws: JSONModelError.self) {
            try Car.arrayFromJSONData(Data(json.utf8))
        }
        #expect(arrayError.code == .tooDeeplyNested)
        let valueError = try #require(throws: JSONModelError.self) {
            try JSONValue(parsing: json)
        }
        #expect(valueError.code == .tooDeeplyNested)
    }

    @Test func deeplyNestedValidModelsUpToTheLimitDecode() async throws {
        // 200 nested nodes: 400 levels of objects and arrays, inside the default 512. A model
        // level takes about 5 KB of stack in release builds (Reliability) and several times that
        // in debug and sanitizer builds, so this runs on a thread with room for it: 8 MiB, the
        // main thread's, or 64 MiB under the sanitizers.
        var json = #"{"name":"leaf","children":[]}"#
        for level in 0..<199 {
            json = #"{"name":"n\#(level)","children":["# + json + "]}"
        }
        let stackSize = (DeepValueStackTests.isSanitized ? 64 : 8) * 1024 * 1024
        let outcome = await StackSafetyTests.onThread(stackSize: stackSize) { [json] () -> String in
            do {
                let root = try Node.fromJSONString(json)
                var depth = 1
                var node = root
                while let child = node.children.first {
                    depth += 1
                    node = child
                }
                let again = try Node.fromJSONString(try root.toJSONString(options: compact))
                return "\(depth) \(node.name) \(again.children.count)"
            } catch {
                return "\(error)"
            }
        }
        #expect(outcome == "200 leaf 1")
    }

    @Test func deepDictionaryInputIsAnError() throws {
        var value: [String: Any] = ["name": "leaf", "children": [Any]()]
        for _ in 0..<1_000 {
            value = ["name": "n", "children": [value]]
        }
        let error = try #require(throws: JSONModelError.self) {
            try Node.fromDictionary(value)
        }
        #expect(error.code == .tooDeeplyNested)
    }

    @Test func referenceCycleOnEncodeIsTooDeeplyNested() throws {
        let first = Link()
        let second = Link()
        first.next = second
        second.next = first
        defer { second.next = nil }

        let error = try #require(throws: JSONModelError.self) {
            try first.toJSONString()
        }
        #expect(error.code == .tooDeeplyNested)
        #expect(throws: JSONModelError.self) { try first.toJSONData() }
        #expect(throws: JSONModelError.self) { try first.toDictionary() }
        #expect(throws: JSONModelError.self) { try [first].toJSONString() }
        #expect(throws: JSONModelError.self) { try [first].toDictionaries() }
        #expect(!first.debugDescription.isEmpty)
    }

    @Test func selfReferenceOnEncodeIsTooDeeplyNested() throws {
        let node = Node()
        node.children = [node]
        defer { node.children = [] }
        let error = try #require(throws: JSONModelError.self) {
            try node.toJSONString(options: JSONModel.EncodingOptions(maxDepth: 64))
        }
        #expect(error.code == .tooDeeplyNested)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteDoubleOnEncodeIsInvalidValue(value: Double) throws {
        let model = AllOptionals()
        model.double = value
        let error = try #require(throws: JSONModelError.self) {
            try model.toJSONString()
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == "double")
        #expect(error.property == "double")
        #expect(throws: JSONModelError.self) { try model.toDictionary() }
    }

    @Test func nonFiniteFloatAndNestedDoubleOnEncodeAreInvalidValues() throws {
        let model = AllOptionals()
        model.float = .nan
        let error = try #require(throws: JSONModelError.self) {
            try model.toJSONData()
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == "float")

        let order = OrderModel()
        let item = OrderItemModel()
        item.unitPrice = .nan
        order.items = [OrderItemModel(), item]
        let nestedError = try #require(throws: JSONModelError.self) {
            try order.toJSONString()
        }
        #expect(nestedError.code == .invalidValue)
        #expect(nestedError.path == "items[1].unit_price")
    }

    @Test(arguments: [
        [0x7B, 0x22, 0x6D, 0x61, 0x6B, 0x65, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D] as [UInt8],
        [0x7B, 0x22, 0x6D, 0x61, 0x6B, 0x65, 0x22, 0x3A, 0x22, 0xC3, 0x22, 0x7D],
        [0x7B, 0x22, 0x6D, 0x61, 0x6B, 0x65, 0x22, 0x3A, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x7D],
        [0x7B, 0x22, 0x6D, 0x61, 0x6B, 0x65, 0x22, 0x3A, 0x22, 0xC0, 0xAF, 0x22, 0x7D],
        [0xFE, 0xFF],
    ])
    func invalidUTF8IsASyntaxError(bytes: [UInt8]) throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromJSONData(Data(bytes))
        }
        #expect(error.code == .syntaxError)
        #expect(error.byteOffset != nil)
    }

    @Test(arguments: ["", " ", "nul", "{", "}", "{\"make\"", "\u{0}", "{\"make\":\"VW\",\"year\":2001}\u{0}"])
    func truncatedOrJunkInputIsASyntaxError(json: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromJSONString(json)
        }
        #expect(error.code == .syntaxError)
    }

    @Test func hugeNumbersAreErrorsNotTraps() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromJSONString(#"{"make":"VW","year":1e999999}"#)
        }
        #expect(error.code == .invalidValue)
        let longDigits = String(repeating: "9", count: 10_000)
        let longError = try #require(throws: JSONModelError.self) {
            try Car.fromJSONString("{\"make\":\"VW\",\"year\":\(longDigits)}")
        }
        #expect(longError.code == .invalidValue)
    }
}
