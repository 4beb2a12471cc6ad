import Foundation
import JSONModelKit
import Testing

// `classForDecoding(from:)`: a subclass picked from the JSON wherever a model of the class is
// decoded, and a schema error for an answer that is not the class or a subclass.

@Suite("Polymorphism")
struct PolymorphismTests {
    static let circle = #"{"type":"circle","radius":1.5}"#
    static let square = #"{"type":"square","side":2}"#
    static let ring = #"{"type":"ring","radius":3,"inner":1}"#
    static let plain = #"{"type":"blob","label":"b"}"#

    // MARK: Where it applies

    @Test func topLevelCalls() throws {
        let fromString = try CXShape.fromJSONString(Self.circle)
        #expect((fromString as? CXCircle)?.radius == 1.5)
        let fromData = try CXShape.fromJSONData(Data(Self.square.utf8))
        #expect((fromData as? CXSquare)?.side == 2)
        let fromDictionary = try CXShape.fromDictionary(["type": "ring", "radius": 3, "inner": 1])
        #expect((fromDictionary as? CXRing)?.inner == 1)
        let neither = try CXShape.fromJSONString(Self.plain)
        #expect(type(of: neither) == CXShape.self)
        #expect(neither.label == "b")
    }

    @Test func coderCalls() throws {
        let coder = JSONModelCoder()
        #expect(try coder.decode(CXShape.self, fromJSONString: Self.circle) is CXCircle)
        #expect(try coder.decode(CXShape.self, fromJSONData: Data(Self.square.utf8)) is CXSquare)
        #expect(try coder.decode(CXShape.self, fromDictionary: ["type": "circle", "radius": 1]) is CXCircle)
        let shapes = try coder.decodeArray(CXShape.self, fromJSONString: "[\(Self.circle),\(Self.square)]")
        #expect(shapes.map { String(describing: type(of: $0)) } == ["CXCircle", "CXSquare"])
    }

    @Test func topLevelArrays() throws {
        let json = "[\(Self.circle),\(Self.plain),\(Self.square),\(Self.ring)]"
        let shapes = try CXShape.arrayFromJSONString(json)
        #expect(shapes.map { String(describing: type(of: $0)) } == ["CXCircle", "CXShape", "CXSquare", "CXRing"])
        let fromData = try CXShape.arrayFromJSONData(Data(json.utf8))
        #expect(fromData.count == 4)
        #expect((fromData[3] as? CXRing)?.radius == 3)
    }

    @Test func everyPropertyPosition() throws {
        let json = """
            {"main":\(Self.circle),"optional":\(Self.square),"shapes":[\(Self.plain),\(Self.ring)],\
            "by_name":{"c":\(Self.circle),"s":\(Self.square)},"nested":[[\(Self.square)],[\(Self.circle)]]}
            """
        let drawing = try CXDrawing.fromJSONString(json)
        #expect((drawing.main as? CXCircle)?.radius == 1.5)
        #expect((drawing.optional as? CXSquare)?.side == 2)
        #expect(type(of: drawing.shapes[0]) == CXShape.self)
        #expect((drawing.shapes[1] as? CXRing)?.inner == 1)
        #expect(drawing.byName["c"] is CXCircle)
        #expect(drawing.byName["s"] is CXSquare)
        #expect(drawing.nested.first?.first is CXSquare)
        #expect(drawing.nested.last?.first is CXCircle)
    }

    @Test func subclassesAreWrittenWithTheirOwnProperties() throws {
        let json = """
            {"main":\(Self.circle),"shapes":[\(Self.square),\(Self.ring)],"by_name":{},"nested":[]}
            """
        let drawing = try CXDrawing.fromJSONString(json)
        let text = try drawing.toJSONString(options: compact)
        #expect(try parsed(text)["main"] == ["type": "circle", "radius": 1.5])
        #expect(
            try parsed(text)["shapes"] == [
                ["type": "square", "side": 2], ["type": "ring", "radius": 3.0, "inner": 1.0],
            ]
        )
        let again = try CXDrawing.fromJSONString(text)
        #expect(try again.toJSONString(options: compact) == text)
        #expect(again.shapes.last is CXRing)
    }

    @Test func theChosenSubclassIsDecodedWithHooks() throws {
        let coder = JSONModelCoder(decodeHook: { property, model, _ in
            guard property.name == "radius", let circle = model as? CXCircle else { return false }
            circle.radius = 99
            return true
        })
        let shape = try coder.decode(CXShape.self, fromJSONString: #"{"type":"circle"}"#)
        #expect((shape as? CXCircle)?.radius == 99)
    }

    @Test func theChosenSubclassIsDecodedWithTheCodersKeyStyle() throws {
        let coder = JSONModelCoder(keyStyle: .custom { name in "x_" + name })
        // `classForDecoding` sees the JSON's members as they are; the subclass then reads
        // the coder's keys.
        let json = #"{"type":"ring","x_type":"ring","x_radius":2,"x_inner":1}"#
        let ring = try #require(try coder.decode(CXShape.self, fromJSONString: json) as? CXRing)
        #expect(ring.radius == 2)
        #expect(ring.inner == 1)
        #expect(ring.type == "ring")
    }

    @Test func aSubclassCalledDirectlyKeepsItsOwnAnswer() throws {
        let circle = try CXCircle.fromJSONString(Self.circle)
        #expect(type(of: circle) == CXCircle.self)
        let ring = try CXCircle.fromJSONString(Self.ring)
        #expect(type(of: ring) == CXRing.self)
        let plainCircle = try CXCircle.fromJSONString(#"{"type":"blob","radius":1}"#)
        #expect(type(of: plainCircle) == CXCircle.self)
    }

    // MARK: Failures in the chosen subclass

    @Test(arguments: [
        (#"{"main":{"type":"circle","radius":"big"},"shapes":[],"by_name":{},"nested":[]}"#, "main.radius", "CXCircle"),
        (
            #"{"main":\#(circle),"shapes":[\#(circle),{"type":"square"}],"by_name":{},"nested":[]}"#, "shapes[1].side",
            "CXSquare"
        ),
        (
            #"{"main":\#(circle),"shapes":[],"by_name":{"r":{"type":"ring","radius":1}},"nested":[]}"#,
            "by_name.r.inner", "CXRing"
        ),
    ])
    func aFailureInTheChosenSubclassHasItsPathAndType(json: String, path: String, typeName: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try CXDrawing.fromJSONString(json)
        }
        #expect(error.path == path)
        #expect(error.modelTypeName == typeName)
    }

    @Test func theChosenSubclassesValidationRuns() throws {
        let json =
            #"{"main":\#(Self.circle),"shapes":[\#(Self.square),{"type":"square","side":0}],"by_name":{},"nested":[]}"#
        let error = try #require(throws: JSONModelError.self) {
            try CXDrawing.fromJSONString(json)
        }
        #expect(error.code == .validationFailed)
        #expect(error.path == "shapes[1]")
        #expect(error.modelType == CXSquare.self)
        let topLevel = try #require(throws: JSONModelError.self) {
            try CXShape.fromJSONString(#"{"type":"square","side":0}"#)
        }
        #expect(topLevel.code == .validationFailed)
        #expect(topLevel.path == "$")
    }

    // MARK: Answers that are not allowed

    @Test func anUnrelatedClassIsASchemaError() throws {
        let error = try #require(throws: JSONModelError.self) {
            try CXPicksUnrelated.fromJSONString(#"{"name":"a","wrong":true}"#)
        }
        #expect(error.code == .schemaError)
        #expect(error.description.contains("CXCircle"), "\(error)")
        #expect(try CXPicksUnrelated.fromJSONString(#"{"name":"a"}"#).name == "a")
    }

    @Test func theSuperclassIsASchemaError() throws {
        let error = try #require(throws: JSONModelError.self) {
            try CXDog.fromJSONString(#"{"name":"Rex","barks":false}"#)
        }
        #expect(error.code == .schemaError)
        #expect(try CXDog.fromJSONString(#"{"name":"Rex","barks":true}"#).barks)
    }

    @Test func aSiblingClassIsASchemaError() throws {
        let error = try #require(throws: JSONModelError.self) {
            try CXSquare.fromJSONString(Self.circle)
        }
        #expect(error.code == .schemaError)
        #expect(throws: JSONModelError.self) { try CXCircle.arrayFromJSONString("[\(Self.square)]") }
    }

    @Test(arguments: [
        #"{"items":[{"name":"a"},{"name":"b","wrong":true}]}"#,
        #"{"items":[],"dog":{"name":"Rex","barks":false}}"#,
    ])
    func aBadAnswerForANestedModelIsASchemaError(json: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try CXBadPicksHolder.fromJSONString(json)
        }
        #expect(error.code == .schemaError)
    }

    @Test func aBadAnswerUnderACoderIsASchemaError() throws {
        let error = try #require(throws: JSONModelError.self) {
            try JSONModelCoder().decodeArray(CXPicksUnrelated.self, fromJSONString: #"[{"name":"b","wrong":true}]"#)
        }
        #expect(error.code == .schemaError)
    }
}
