import Foundation
import JSONModelKit
import Testing

// Deep `NSArray` and `NSDictionary` properties: every depth up to `maxDepth` ends in a value or
// `tooDeeplyNested` on small thread stacks, and the containers keep number kinds and digits.

final class FCDHolder: JSONModel {
    var list: NSArray = []
    var map: NSDictionary = [:]
    var number: NSNumber? = nil

    override class func propertyIsOptional(_ propertyName: String) -> Bool { true }
}

@Suite("Foundation containers: depth, kinds and digits")
struct FoundationContainerDepthTests {
    /// `{"list": [[[...]]]}` with `depth` nested arrays under the property.
    static func deepList(_ depth: Int) -> String {
        #"{"list":"# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
    }

    /// `{"map": {"a": {"a": ... {}}}}` with `depth` nested objects under the property.
    static func deepMap(_ depth: Int) -> String {
        #"{"map":"# + String(repeating: #"{"a":"#, count: depth - 1) + "{}" + String(repeating: "}", count: depth)
    }

    /// Decodes `json`, reads how deep the container goes, encodes it again and drops the model,
    /// all on a thread of `stackSize` bytes; returns "depth N" or the error's code.
    static func decodeDeep(_ json: String, stackSize: Int) async -> String {
        await StackSafetyTests.onThread(stackSize: stackSize) { () -> String in
            do throws(JSONModelError) {
                let holder = try FCDHolder.fromJSONString(json)
                // Walked through mirrors: on Linux, Foundation bridges an element it hands out
                // to Swift, recursively, which overflows a small stack on its own.
                var depth = 0
                var level: AnyObject? = holder.list.count > 0 ? holder.list : (holder.map.count > 0 ? holder.map : nil)
                while let current = level {
                    depth += 1
                    level = Mirror(reflecting: current).children.first.map { child in
                        if let member = child.value as? (key: NSObject, value: AnyObject) { return member.value }
                        return child.value as AnyObject
                    }
                }
                _ = try holder.toJSONString()
                return "depth \(depth)"
            } catch {
                return "\(error.code)"
            }
        }
    }

    /// 512 KiB and 256 KiB (eight times that under the sanitizers, whose frames are larger).
    @Test(arguments: DeepValueStackTests.stackSizes)
    func deepArraysDecodeOrFailCleanly(stackSize: Int) async {
        for depth in [100, 200, 400, 510] {
            let outcome = await Self.decodeDeep(Self.deepList(depth), stackSize: stackSize)
            #expect(outcome == "depth \(depth)" || outcome == "tooDeeplyNested", "depth \(depth): \(outcome)")
        }
        let beyond = await Self.decodeDeep(Self.deepList(600), stackSize: stackSize)
        #expect(beyond == "tooDeeplyNested")
    }

    @Test(arguments: DeepValueStackTests.stackSizes)
    func deepDictionariesDecodeOrFailCleanly(stackSize: Int) async {
        for depth in [100, 200, 400, 510] {
            let outcome = await Self.decodeDeep(Self.deepMap(depth), stackSize: stackSize)
            #expect(outcome == "depth \(depth)" || outcome == "tooDeeplyNested", "depth \(depth): \(outcome)")
        }
    }

    @Test func deepArraysDecodeOnAMainSizedStack() async {
        let outcome = await Self.decodeDeep(Self.deepList(510), stackSize: 8 << 20)
        #expect(outcome == "depth 510")
    }

    /// The Objective-C type code of an `NSNumber` ("d" for a `Double`), or "none".
    static func objCType(of value: Any) -> String {
        guard let number = value as? NSNumber else { return "none" }
        return String(cString: number.objCType)
    }

    @Test func floatingPointLiteralsStayFloatingPoint() throws {
        let holder = try FCDHolder.fromJSONString(#"{"list": [1.0, 1e2, 1, 2.5], "map": {"a": 1.0, "b": 1E2}}"#)
        let list = try #require(holder.list as? [Any])
        #expect(list.count == 4)
        #expect(Self.objCType(of: list[0]) == "d")
        #expect(Self.objCType(of: list[1]) == "d")
        #expect(Self.objCType(of: list[2]) != "d")
        let json = try holder.toJSONString(options: compact)
        #expect(json.contains(#""list":[1.0,100.0,1,2.5]"#), "\(json)")
        #expect(json.contains(#""a":1.0"#) && json.contains(#""b":100.0"#), "\(json)")
        // And back: still floating point.
        let again = try FCDHolder.fromJSONString(json)
        #expect(try again.toJSONString(options: compact) == json)
    }

    @Test func floatIsWrittenInItsShortestForm() throws {
        let holder = FCDHolder()
        holder.list = [Float(0.1), Float(1.5), Float(3)]
        holder.map = ["f": Float(0.1)]
        let json = try holder.toJSONString(options: compact)
        #expect(json.contains(#""list":[0.1,1.5,3.0]"#), "\(json)")
        #expect(json.contains(#""f":0.1"#), "\(json)")
        let number = FCDHolder()
        number.number = NSNumber(value: Float(0.1))
        #expect(try number.toJSONString(options: compact).contains(#""number":0.1"#))
    }

    @Test func numberLiteralsBeyondDecimalPrecisionAreRefused() throws {
        let digits = "1." + String(repeating: "1", count: 40)
        let error = try #require(throws: JSONModelError.self) {
            try FCDHolder.fromJSONString(#"{"number": \#(digits)}"#)
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == "number")
        // 38 digits fit exactly.
        let fits = "1." + String(repeating: "1", count: 37)
        let holder = try FCDHolder.fromJSONString(#"{"number": \#(fits)}"#)
        #expect(try holder.toJSONString(options: compact).contains(fits))
    }

    /// A number no `NSNumber` holds, deep inside an `NSArray` or `NSDictionary`, is refused with
    /// its path through the containers.
    @Test(arguments: [
        (#"{"map": {"a": [1, {"b": 1e400}]}}"#, "map.a[1].b"),
        (#"{"list": [[], {}, [1, 2, {"k": {"z": 1e400}}]]}"#, "list[2][2].k.z"),
        (#"{"list": [0, [0, 0, [1e400]]]}"#, "list[1][2][0]"),
        (#"{"list": [1e400]}"#, "list[0]"),
    ])
    func numbersNoNSNumberHoldsAreRefusedWithTheirPath(json: String, path: String) throws {
        let error = try #require(throws: JSONModelError.self) { try FCDHolder.fromJSONString(json) }
        #expect(error.code == .invalidValue)
        #expect(error.path == path)
    }
}
