import Foundation
import FuzzSupport
import JSONModelKit

// Model graphs built from the fuzz bytes (every value valid) must encode, decode and encode
// again to the same bytes. Any error is a failure, except the documented refusal of NaN and
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
