import Foundation
import JSONModelKit
import Testing

/// `JSONStruct.didDecode()` runs after the properties are set, whichever way it is declared.
struct SDRange: JSONStruct {
    var low = 0
    var high = 0
    @JSONIgnore var width = 0

    enum Problem: Error { case inverted }

    mutating func didDecode() throws {
        guard low <= high else { throw Problem.inverted }
        width = high - low
    }
}

/// Declared without `mutating` and without `throws`: counts its calls.
struct SDCounted: JSONStruct {
    var name = ""
    nonisolated(unsafe) static var calls = 0

    func didDecode() {
        SDCounted.calls += 1
    }
}

/// Throws a ``JSONModelError`` of its own.
struct SDChecked: JSONStruct {
    var code = ""

    func didDecode() throws(JSONModelError) {
        if code.isEmpty { throw JSONModelError(code: .validationFailed, message: "code must not be empty") }
    }
}

final class SDHolder: JSONModel {
    var range = SDRange()
    var ranges: [SDRange] = []
    var named: [String: SDRange] = [:]
}

@Suite("JSONStruct.didDecode", .serialized)
struct StructDidDecodeTests {
    @Test func aMutatingThrowingDidDecodeRunsAndFillsDerivedValues() throws {
        let range = try SDRange.fromJSONString(#"{"low": 2, "high": 7}"#)
        #expect(range.width == 5)
        let ranges = try SDRange.arrayFromJSONString(#"[{"low": 1, "high": 2}, {"low": 0, "high": 10}]"#)
        #expect(ranges.map(\.width) == [1, 10])
        let fromDictionary = try SDRange.fromDictionary(["low": 1, "high": 4])
        #expect(fromDictionary.width == 3)
    }

    @Test func nestedValuesRunItInEveryPosition() throws {
        let holder = try SDHolder.fromJSONString(
            #"{"range": {"low": 1, "high": 3}, "ranges": [{"low": 0, "high": 1}], "named": {"a": {"low": 5, "high": 9}}}"#
        )
        #expect(holder.range.width == 2)
        #expect(holder.ranges.first?.width == 1)
        #expect(holder.named["a"]?.width == 4)
    }

    @Test func aThrownErrorFailsTheDecodeWithThePath() throws {
        let error = try #require(throws: JSONModelError.self) {
            try SDHolder.fromJSONString(
                #"{"range": {"low": 1, "high": 3}, "ranges": [{"low": 5, "high": 1}], "named": {}}"#
            )
        }
        #expect(error.code == .validationFailed)
        #expect(error.path == "ranges[0]")
        #expect(error.description.contains("SDRange"), "\(error)")
        #expect(error.description.contains("inverted"), "\(error)")
    }

    @Test func aPlainDidDecodeRunsOncePerValue() throws {
        SDCounted.calls = 0
        _ = try SDCounted.arrayFromJSONString(#"[{"name": "a"}, {"name": "b"}, {"name": "c"}]"#)
        #expect(SDCounted.calls == 3)
    }

    @Test func aJSONModelErrorIsPassedOnNamingTheType() throws {
        let error = try #require(throws: JSONModelError.self) {
            try SDChecked.fromJSONString(#"{"code": ""}"#)
        }
        #expect(error.code == .validationFailed)
        #expect(error.description.contains("code must not be empty"), "\(error)")
        #expect(try SDChecked.fromJSONString(#"{"code": "x"}"#).code == "x")
    }
}
