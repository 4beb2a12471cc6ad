import Foundation
import JSONModelKit

/// The encoding every fuzz target compares: compact, with sorted keys, so it is deterministic.
public let canonicalEncoding = JSONModel.EncodingOptions(prettyPrinted: false, sortedKeys: true)

/// Encodes `model`, decodes the result as `Model`, encodes again, and stops the process if the
/// two encodings differ or the second step fails.
///
/// - Parameters:
///   - first: The first encoding of a model, in ``canonicalEncoding``.
///   - type: The model class to decode `first` as.
///   - options: The decoding options to read `first` back with.
public func checkRoundTrip<Model: JSONModel>(
    _ first: Data,
    as type: Model.Type,
    options: JSONModel.DecodingOptions = .init()
) {
    let decoded: Model
    do {
        decoded = try Model.fromJSONData(first, options: options)
    } catch {
        fuzzFailure("\(Model.self) cannot read its own encoding: \(error)\n\(text(first))")
    }
    let second: Data
    do {
        second = try decoded.toJSONData(options: canonicalEncoding)
    } catch {
        fuzzFailure("\(Model.self) decoded from its own encoding cannot be encoded: \(error)\n\(text(first))")
    }
    if first != second {
        fuzzFailure("\(Model.self) encodings differ after a round trip:\n\(text(first))\n\(text(second))")
    }
}

/// `data` as text for failure messages.
func text(_ data: Data) -> String {
    String(decoding: data, as: UTF8.self)
}
