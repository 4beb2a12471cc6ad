import Foundation
import FuzzSupport
import JSONModelKit

// Model graphs built from the fuzz bytes (every value valid) must encode, decode and encode
// again to the same bytes, also through toDictionary/fromDictionary. Any error is a failure, except the documented refusal of NaN and
// infinity, checked separately.

/// Checks that encoding refuses a non-finite `Double` with `invalidValue`.
func checkNonFiniteRefused(_ value: Double) {
    let tree = Tree()
    tree.value = value
    do {
        _ = try tree.toJSONData(options: canonicalEncoding)
        fuzzFailure("encoding a Tree with value \(value) succeeded")
    } catch {
        if error.code != .invalidValue {
            fuzzFailure("encoding \(value) threw \(error.code), expected invalidValue")
        }
    }
}

/// Encodes `model` and checks that it round-trips.
func check<Model: JSONModel>(_ model: Model) {
    let first: Data
    do {
        first = try model.toJSONData(options: canonicalEncoding)
    } catch {
        fuzzFailure("a valid \(Model.self) cannot be encoded: \(error)\n\(model)")
    }
    checkRoundTrip(first, as: Model.self)
    checkRoundTrip(first, as: Model.self, options: JSONModel.DecodingOptions(unknownKeys: .reject))
    checkDictionaryRoundTrip(model, expecting: first)
}

/// The same model through the other sink and source of the engine: `toDictionary` then
/// `fromDictionary` must give a model that encodes to the same bytes.
func checkDictionaryRoundTrip<Model: JSONModel>(_ model: Model, expecting first: Data) {
    let again: Data
    do {
        let dictionary = try model.toDictionary(options: canonicalEncoding)
        let decoded = try Model.fromDictionary(dictionary, options: JSONModel.DecodingOptions(unknownKeys: .reject))
        again = try decoded.toJSONData(options: canonicalEncoding)
    } catch {
        fuzzFailure("a valid \(Model.self) does not survive toDictionary/fromDictionary: \(error)\n\(model)")
    }
    if again != first {
        fuzzFailure(
            "\(Model.self) differs after toDictionary/fromDictionary:\n\(String(decoding: first, as: UTF8.self))\n\(String(decoding: again, as: UTF8.self))"
        )
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = FuzzedBytes(UnsafeBufferPointer(start: data, count: size))
    switch bytes.below(4) {
    case 0: check(bytes.sparse())
    case 1: check(bytes.tree())
    case 2:
        let raw = Double(bitPattern: bytes.uint64())
        if raw.isFinite {
            let tree = Tree()
            tree.value = raw
            check(tree)
        } else {
            checkNonFiniteRefused(raw)
        }
    default: check(bytes.everything())
    }
    return 0
}
