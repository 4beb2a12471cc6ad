import Foundation
import JSONModelKit
import Testing

// `@Transformed(decode:encode:)` and `JSONClosureTransform`, beyond what TransformTests covers:
// encode failures, `nil` never reaching the closures, structured JSON, paths in nested models,
// and transforms under a coder and in updates.

@Suite("Closure transforms")
struct ClosureTransformTests {
    // MARK: Values

    @Test(arguments: [
        (#"{"current":"21.5C"}"#, 215, nil as Int?),
        (#"{"current":"-3.0C","lowest":-40}"#, -30, -40 as Int?),
        (#"{"current":"0.0C","lowest":null}"#, 0, nil),
    ])
    func decodesThroughTheClosures(json: String, current: Int, lowest: Int?) throws {
        let model = try CXThermometer.fromJSONString(json)
        #expect(model.current == CXCelsius(tenths: current))
        #expect(model.lowest?.tenths == lowest)
    }

    @Test func roundTripsOnValueAndOptional() throws {
        let json = #"{"current":"21.5C","lowest":-40}"#
        let model = try CXThermometer.fromJSONString(json)
        #expect(try model.toJSONString(options: compact) == json)
        model.lowest = nil
        #expect(try model.toJSONString(options: compact) == #"{"current":"21.5C"}"#)
        let withNull = JSONModel.EncodingOptions(prettyPrinted: false, nilEncoding: .null)
        #expect(try model.toJSONString(options: withNull) == #"{"current":"21.5C","lowest":null}"#)
    }

    @Test func nilNeverReachesTheClosures() throws {
        for json in [#"{"name":"a"}"#, #"{"name":"a","value":null}"#] {
            let model = try CXNeverCalled.fromJSONString(json)
            #expect(model.value == nil)
            #expect(try model.toJSONString(options: compact) == #"{"name":"a"}"#)
            let withNull = JSONModel.EncodingOptions(prettyPrinted: false, nilEncoding: .null)
            #expect(try model.toJSONString(options: withNull) == #"{"name":"a","value":null}"#)
        }
    }

    @Test func theOptionalsClosuresRunForValues() throws {
        let decodeError = try #require(throws: JSONModelError.self) {
            try CXNeverCalled.fromJSONString(#"{"name":"a","value":1}"#)
        }
        #expect(decodeError.code == .transformFailed)
        #expect(decodeError.path == "value")
        #expect(decodeError.message.contains("decode was called"), "\(decodeError)")

        let model = CXNeverCalled()
        model.value = 1
        let encodeError = try #require(throws: JSONModelError.self) { try model.toJSONString() }
        #expect(encodeError.code == .transformFailed)
        #expect(encodeError.path == "value")
        #expect(encodeError.message.contains("encode was called"), "\(encodeError)")
    }

    @Test func closuresMayReadAndWriteStructuredJSON() throws {
        let json = #"{"words":"a b c","point":[3,4],"shout":"hey"}"#
        let model = try CXStructured.fromJSONString(json)
        #expect(model.words == ["a", "b", "c"])
        #expect(model.point == [3, 4])
        #expect(model.shout == "HEY")
        // A `JSONValue` object has no order of its own: compare documents, then sorted text.
        let text = try model.toJSONString(options: compact)
        #expect(try parsed(text) == ["words": "a b c", "point": ["x": 3, "y": 4], "shout": "HEY"])
        #expect(text.hasPrefix(#"{"words":"a b c","point":{"#), "\(text)")
        let sorted = JSONModel.EncodingOptions(prettyPrinted: false, sortedKeys: true)
        #expect(try model.toJSONString(options: sorted) == #"{"point":{"x":3,"y":4},"shout":"HEY","words":"a b c"}"#)
    }

    // MARK: Failures

    struct BadInput: Sendable, CustomTestStringConvertible {
        let json: String
        let path: String
        let reason: String

        var testDescription: String { json }
    }

    static let badInputs: [BadInput] = [
        BadInput(json: #"{"current":21.5}"#, path: "current", reason: "expected a temperature like 21.5C"),
        BadInput(json: #"{"current":"warmC"}"#, path: "current", reason: #""warmC" is not a number of degrees"#),
        BadInput(json: #"{"current":null}"#, path: "current", reason: "expected a temperature like 21.5C"),
        BadInput(json: #"{"current":"1.0C","lowest":"cold"}"#, path: "lowest", reason: "expected whole tenths"),
        BadInput(json: #"{"current":"1.0C","lowest":1.5}"#, path: "lowest", reason: "expected whole tenths"),
    ]

    @Test(arguments: badInputs)
    func aThrowingDecodeClosureIsATransformFailure(_ sample: BadInput) throws {
        let errors: [JSONModelError] = [
            try #require(throws: JSONModelError.self) { try CXThermometer.fromJSONString(sample.json) },
            try #require(throws: JSONModelError.self) {
                try JSONModelCoder().decode(CXThermometer.self, fromJSONString: sample.json)
            },
            try #require(throws: JSONModelError.self) {
                try JSONModelCoder(decodeHook: { _, _, _ in false }).decode(
                    CXThermometer.self,
                    fromJSONString: sample.json
                )
            },
        ]
        for error in errors {
            #expect(error.code == .transformFailed, "\(error)")
            #expect(error.path == sample.path)
            #expect(error.property == sample.path)
            #expect(error.modelType == CXThermometer.self)
            #expect(error.message.contains(sample.reason), "\(error)")
            #expect(error.description.contains(sample.reason), "\(error)")
        }
    }

    @Test(arguments: [("current", "current"), ("lowest", "lowest")])
    func aThrowingEncodeClosureIsATransformFailure(property: String, path: String) throws {
        let model = CXThermometer()
        if property == "current" {
            model.current = CXCelsius(tenths: -3_000)
        } else {
            model.lowest = CXCelsius(tenths: -3_000)
        }
        let errors: [JSONModelError] = [
            try #require(throws: JSONModelError.self) { try model.toJSONString() },
            try #require(throws: JSONModelError.self) { try model.toJSONData() },
            try #require(throws: JSONModelError.self) { try model.toDictionary() },
            try #require(throws: JSONModelError.self) { try JSONModelCoder().encodeToJSONString(model) },
            try #require(throws: JSONModelError.self) {
                try JSONModelCoder(encodeHook: { _, _, _ in false }).encodeToJSONString(model)
            },
        ]
        for error in errors {
            #expect(error.code == .transformFailed, "\(error)")
            #expect(error.path == path)
            #expect(error.property == property)
            #expect(error.modelType == CXThermometer.self)
            #expect(error.message.contains("below absolute zero"), "\(error)")
        }
    }

    @Test func aClosureThrowingAJSONModelErrorKeepsItsCode() throws {
        let error = try #require(throws: JSONModelError.self) {
            try CXStructured.fromJSONString(#"{"words":"a","point":[1],"shout":""}"#)
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == "point")
        #expect(error.property == "point")
        #expect(error.message == "expected a pair of whole numbers")

        let model = CXStructured()
        model.point = [1, 2, 3]
        let encodeError = try #require(throws: JSONModelError.self) { try model.toJSONString() }
        #expect(encodeError.code == .transformFailed)
        #expect(encodeError.path == "point")
        #expect(encodeError.message.contains("a point has two coordinates, not 3"), "\(encodeError)")
    }

    @Test(arguments: [
        (#"{"station":"s","readings":[{"current":"1.0C"},{"current":"x"}]}"#, "readings[1].current"),
        (#"{"station":"s","readings":[],"latest":{"current":"1.0C","lowest":"x"}}"#, "latest.lowest"),
    ])
    func decodeFailuresInNestedModelsHaveTheFullPath(json: String, path: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try CXWeatherLog.fromJSONString(json)
        }
        #expect(error.code == .transformFailed)
        #expect(error.path == path)
        #expect(error.modelType == CXThermometer.self)
        #expect(error.rootType == CXWeatherLog.self)
    }

    @Test func encodeFailuresInNestedModelsHaveTheFullPath() throws {
        let log = CXWeatherLog()
        let cold = CXThermometer()
        cold.lowest = CXCelsius(tenths: -5_000)
        log.readings = [CXThermometer(), cold]
        let error = try #require(throws: JSONModelError.self) { try log.toJSONString() }
        #expect(error.code == .transformFailed)
        #expect(error.path == "readings[1].lowest")

        log.readings = []
        log.latest = cold
        let latestError = try #require(throws: JSONModelError.self) { try [log].toJSONString() }
        #expect(latestError.path == "[0].latest.lowest")
    }

    @Test func failuresAreCollectedWithOtherErrors() throws {
        let options = JSONModel.DecodingOptions(collectAllErrors: true)
        let error = try #require(throws: JSONModelError.self) {
            try CXThermometer.fromJSONString(#"{"current":"hot","lowest":"cold"}"#, options: options)
        }
        #expect(error.code == .multiple)
        #expect(error.errors.map(\.path) == ["current", "lowest"])
        #expect(error.errors.allSatisfy { $0.code == .transformFailed })
    }

    @Test func aFailingTransformInAnUpdateChangesNothing() throws {
        let model = try CXThermometer.fromJSONString(#"{"current":"20.0C","lowest":-10}"#)
        let error = try #require(throws: JSONModelError.self) {
            try model.update(fromJSONString: #"{"lowest":-20,"current":"hot"}"#)
        }
        #expect(error.code == .transformFailed)
        #expect(error.path == "current")
        #expect(model.current == CXCelsius(tenths: 200))
        #expect(model.lowest == CXCelsius(tenths: -10))
        try model.update(fromJSONString: #"{"lowest":null}"#)
        #expect(model.lowest == nil)
        #expect(model.current == CXCelsius(tenths: 200))
    }
}
