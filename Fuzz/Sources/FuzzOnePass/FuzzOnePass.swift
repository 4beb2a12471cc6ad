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

/// What `decode` gives with a coder of `options` that decodes in one pass or through the
/// tape, as text: `ok` and the result, or the error with everything it says.
func outcome(
    _ options: JSONModel.DecodingOptions,
    onePass: Bool,
    _ decode: (JSONModelCoder) throws(JSONModelError) -> String
) -> String {
    var coder = JSONModelCoder(decodingOptions: options)
    coder.decodesTextInOnePass = onePass
    do {
        return "ok " + (try decode(coder))
    } catch {
        return describe(error)
    }
}

/// Decoding `input` as `Model`, encoded.
func model<Model: JSONModel>(_ input: Data, as type: Model.Type) -> (JSONModelCoder) throws(JSONModelError) -> String {
    { coder throws(JSONModelError) in
        try coder.decode(type, fromJSONData: input).toJSONString(options: canonicalEncoding)
    }
}

/// Decoding `input` as a top-level array of `Model`, encoded.
func models<Model: JSONModel>(_ input: Data, as type: Model.Type) -> (JSONModelCoder) throws(JSONModelError) -> String {
    { coder throws(JSONModelError) in
        var encoded = ""
        for model in try coder.decodeArray(type, fromJSONData: input) {
            encoded += try model.toJSONString(options: canonicalEncoding) + " "
        }
        return encoded
    }
}

/// Decoding `input` as a top-level array of `Point`s, their bits.
func points(_ input: Data) -> (JSONModelCoder) throws(JSONModelError) -> String {
    { coder throws(JSONModelError) in
        "\(try coder.decodeArray(Point.self, fromJSONData: input).map { "\($0.x.bitPattern),\($0.y.bitPattern)" })"
    }
}

/// Everything an error says, and the same for each error it collects.
func describe(_ error: JSONModelError) -> String {
    let location = "\(error.line ?? -1):\(error.column ?? -1)@\(error.byteOffset ?? -1)"
    return "error \(error.code) \(error.path) \(error.property ?? "-") \(location) \(error) "
        + "[\(error.errors.map(describe).joined(separator: " | "))]"
}

/// Stops the process when decoding `input` with `decode` in one pass and through the tape
/// give different outcomes.
func compare(
    _ name: String,
    _ input: Data,
    _ options: JSONModel.DecodingOptions,
    _ decode: (JSONModelCoder) throws(JSONModelError) -> String
) {
    let onePass = outcome(options, onePass: true, decode)
    let tape = outcome(options, onePass: false, decode)
    guard onePass != tape else { return }
    fuzzFailure(
        "\(name): the one-pass decode and the tape decode differ\n input: \(Array(input))\n one pass: \(onePass)\n tape:     \(tape)"
    )
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Data(bytes: data, count: size)
    for options in optionSets {
        compare("Mixed", input, options, model(input, as: Mixed.self))
        compare("Everything", input, options, model(input, as: Everything.self))
        compare("Sparse", input, options, model(input, as: Sparse.self))
        if input.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "[") {
            compare("[Tree]", input, options, models(input, as: Tree.self))
            compare("[Point]", input, options, points(input))
        }
    }
    return 0
}
