import Foundation
import FuzzSupport
@_spi(Testing) import JSONModelKit

// The one-pass decode (straight from the bytes) against the tape decode (the whole document read
// first) on arbitrary bytes: both succeed with models that encode to the same bytes, or both
// fail with the same error (code, path, message, line, column, byte offset, and the same for
// each collected error). Any difference stops the process with both outcomes.

/// Picks its subclass from `"kind"`: the one-pass decode reads such an object onto the tape.
public class Shape: JSONModel {
    public var kind = ""
    public var tag: Tag? = nil

    override public class func classForDecoding(from object: [String: JSONValue]) -> JSONModel.Type {
        object["kind"]?.stringValue == "circle" ? Circle.self : self
    }
}

public final class Circle: Shape {
    public var radius = 0.0
}

/// Decodes `code` from a string itself (the hook path); the rest by the default mapping.
public final class Hooked: JSONModel {
    public var code = 0
    public var tags: [Tag] = []

    override public func decodeProperty(_ property: JSONModel.Property, from object: [String: JSONValue]) throws -> Bool
    {
        guard property.name == "code", let text = object["code"]?.stringValue, let value = Int(text) else {
            return false
        }
        code = value
        return true
    }
}

/// A point as a struct, with a validation.
public struct Point: JSONStruct {
    public var x = 0.0
    public var y = 0.0

    public init() {}

    public func didDecode() throws {
        if x.isNaN { throw JSONModelError(code: .validationFailed, message: "x is not a number") }
    }
}

/// What the one-pass decode walks itself, and what it hands to the tape.
public final class Mixed: JSONModel {
    public var tags: [Tag] = []
    public var nested: [[Tag]] = []
    public var shapes: [Shape] = []
    public var hooked: Hooked? = nil
    public var points: [Point] = []
    public var point = Point()
    public var trees: [String: Tree] = [:]
    @Lossy public var lossy: [Int] = []
    @Lossy public var count = 0
    @Key("meta.version") public var version: Int? = nil
    @Key("items.0.name") public var firstName: String? = nil
    @Key("title", "heading") public var title: String? = nil
    public var sparse: Sparse? = nil
}

/// Option sets every input is decoded with.
let optionSets: [JSONModel.DecodingOptions] = [
    JSONModel.DecodingOptions(),
    JSONModel.DecodingOptions(unknownKeys: .reject, collectAllErrors: true, maxCollectedErrors: 4),
    JSONModel.DecodingOptions(
        collectAllErrors: true,
        maxDepth: 12,
        duplicateKeys: .useLast,
        maxInputSize: 2_048,
        maxStringLength: 16,
        maxCollectionCount: 6
    ),
]

/// The outcome of decoding `input` as `Model`, the one-pass way or through the tape, as text.
func outcome<Model: JSONModel>(
    _ input: Data,
    as type: Model.Type,
    options: JSONModel.DecodingOptions,
    onePass: Bool
) -> String {
    var coder = JSONModelCoder(decodingOptions: options)
    coder.decodesTextInOnePass = onePass
    do {
        let model = try coder.decode(type, fromJSONData: input)
        return "ok " + (try model.toJSONString(options: canonicalEncoding))
    } catch {
        return describe(error)
    }
}

/// `outcome(_:as:options:onePass:)` for a top-level array of models.
func arrayOutcome<Model: JSONModel>(
    _ input: Data,
    as type: Model.Type,
    options: JSONModel.DecodingOptions,
    onePass: Bool
) -> String {
    var coder = JSONModelCoder(decodingOptions: options)
    coder.decodesTextInOnePass = onePass
    do {
        let models = try coder.decodeArray(type, fromJSONData: input)
        var encoded = "ok"
        for model in models {
            encoded += " " + (try model.toJSONString(options: canonicalEncoding))
        }
        return encoded
    } catch {
        return describe(error)
    }
}

/// `outcome(_:as:options:onePass:)` for a top-level array of structs.
func structOutcome(_ input: Data, options: JSONModel.DecodingOptions, onePass: Bool) -> String {
    var coder = JSONModelCoder(decodingOptions: options)
    coder.decodesTextInOnePass = onePass
    do {
        let points = try coder.decodeArray(Point.self, fromJSONData: input)
        return "ok \(points.map { "\($0.x.bitPattern),\($0.y.bitPattern)" })"
    } catch {
        return describe(error)
    }
}

/// Everything an error says, and the same for each error it collects.
func describe(_ error: JSONModelError) -> String {
    let location = "\(error.line ?? -1):\(error.column ?? -1)@\(error.byteOffset ?? -1)"
    return "error \(error.code) \(error.path) \(error.property ?? "-") \(location) \(error) "
        + "[\(error.errors.map(describe).joined(separator: " | "))]"
}

func compare(_ name: String, _ onePass: String, _ tape: String, _ input: Data) {
    guard onePass != tape else { return }
    fuzzFailure(
        "\(name): the one-pass decode and the tape decode differ\n input: \(Array(input))\n one pass: \(onePass)\n tape:     \(tape)"
    )
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Data(bytes: data, count: size)
    for options in optionSets {
        compare(
            "Mixed",
            outcome(input, as: Mixed.self, options: options, onePass: true),
            outcome(input, as: Mixed.self, options: options, onePass: false),
            input
        )
        compare(
            "Everything",
            outcome(input, as: Everything.self, options: options, onePass: true),
            outcome(input, as: Everything.self, options: options, onePass: false),
            input
        )
        compare(
            "Sparse",
            outcome(input, as: Sparse.self, options: options, onePass: true),
            outcome(input, as: Sparse.self, options: options, onePass: false),
            input
        )
        if input.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "[") {
            compare(
                "[Tree]",
                arrayOutcome(input, as: Tree.self, options: options, onePass: true),
                arrayOutcome(input, as: Tree.self, options: options, onePass: false),
                input
            )
            compare(
                "[Point]",
                structOutcome(input, options: options, onePass: true),
                structOutcome(input, options: options, onePass: false),
                input
            )
        }
    }
    return 0
}
