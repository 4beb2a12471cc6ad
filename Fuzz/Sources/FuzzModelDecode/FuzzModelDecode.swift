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

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Data(bytes: data, count: size)
    decode(input, as: Everything.self)
    decode(input, as: Sparse.self)
    decode(input, as: Tree.self)
    if input.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "[") {
        _ = try? Sparse.arrayFromJSONData(input)
        _ = try? Tag.arrayFromJSONData(input, options: JSONModel.DecodingOptions(unknownKeys: .reject))
    }
    return 0
}
