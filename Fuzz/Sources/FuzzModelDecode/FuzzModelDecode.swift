import Foundation
import FuzzSupport
import JSONModelKit

// Decoding arbitrary bytes into model graphs with every kind of property, with the default
// options and with the strictest ones. Errors are expected; crashes, hangs and leaks are not.
// Whatever decodes must survive encode → decode → encode with identical encodings.

/// Option sets every input is decoded with.
let optionSets: [JSONModel.DecodingOptions] = [
    JSONModel.DecodingOptions(),
    JSONModel.DecodingOptions(unknownKeys: .reject, collectAllErrors: true),
    JSONModel.DecodingOptions(collectAllErrors: true, maxDepth: 16, duplicateKeys: .useLast),
]

/// Decodes `input` as `Model` with every option set and checks the round trip of each success.
func decode<Model: JSONModel>(_ input: Data, as type: Model.Type) {
    for options in optionSets {
        let model: Model
        do {
            model = try Model.fromJSONData(input, options: options)
        } catch {
            if options.collectAllErrors, error.code == .multiple, error.errors.isEmpty {
                fuzzFailure("a .multiple error lists no errors: \(error)")
            }
            continue
        }
        let first: Data
        do {
            first = try model.toJSONData(options: canonicalEncoding)
        } catch {
            // Decoded values are finite and within the depth limit, so encoding must succeed.
            fuzzFailure("\(Model.self) decoded from the input cannot be encoded: \(error)")
        }
        checkRoundTrip(first, as: Model.self)
    }
}

/// Checks `update` against a full decode of the same input.
///
/// `update` of a fresh `Patchable` and a full decode agree: both succeed with the same
/// encoding, or both fail (collecting, with the same failures). A failed update of a populated
/// model leaves it exactly as it was, and no update writes into a shared default.
func checkUpdate(_ input: Data) {
    let sharedBefore = encoding(of: PatchChild.shared)
    for options in optionSets {
        let full = Result { () throws(JSONModelError) in try Patchable.fromJSONData(input, options: options) }
        let fresh = Patchable()
        let update = Result { () throws(JSONModelError) in try fresh.update(fromJSONData: input, options: options) }
        switch (full, update) {
        case (.success(let decoded), .success):
            let expected = encoding(of: decoded)
            if encoding(of: fresh) != expected {
                fuzzFailure("update and decode differ: \(describe(encoding(of: fresh))) / \(describe(expected))")
            }
            checkRoundTrip(expected, as: Patchable.self)
        case (.failure(let decodeError), .failure(let updateError)):
            if options.collectAllErrors {
                let decodeList = decodeError.errors.map { "\($0.path) \($0.code)" }
                let updateList = updateError.errors.map { "\($0.path) \($0.code)" }
                if decodeList != updateList {
                    fuzzFailure("update and decode collect different errors: \(updateList) / \(decodeList)")
                }
            }
        case (.success, .failure(let error)):
            fuzzFailure("decode succeeds, update fails: \(error)")
        case (.failure(let error), .success):
            fuzzFailure("update succeeds, decode fails: \(error)")
        }
        // A populated model: a failed update leaves it as it was.
        let populated = Patchable()
        populated.name = "kept"
        populated.child.label = "child"
        populated.children = [PatchChild()]
        let before = encoding(of: populated)
        do throws(JSONModelError) {
            try populated.update(fromJSONData: input, options: options)
        } catch {
            if encoding(of: populated) != before {
                fuzzFailure(
                    "a failed update changed the model: \(describe(before)) / \(describe(encoding(of: populated)))"
                )
            }
        }
    }
    if encoding(of: PatchChild.shared) != sharedBefore {
        fuzzFailure("an update wrote into a shared default")
    }
}

/// `data` as text, for failure messages.
func describe(_ data: Data) -> String {
    String(decoding: data, as: UTF8.self)
}

/// The canonical encoding of a model that must encode.
func encoding(of model: JSONModel) -> Data {
    do {
        return try model.toJSONData(options: canonicalEncoding)
    } catch {
        fuzzFailure("\(type(of: model)) cannot be encoded: \(error)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Data(bytes: data, count: size)
    decode(input, as: Everything.self)
    decode(input, as: Sparse.self)
    decode(input, as: Tree.self)
    decode(input, as: Patchable.self)
    checkUpdate(input)
    if input.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "[") {
        _ = try? Sparse.arrayFromJSONData(input)
        _ = try? Tag.arrayFromJSONData(input, options: JSONModel.DecodingOptions(unknownKeys: .reject))
    }
    return 0
}
