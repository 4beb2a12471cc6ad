import Foundation
import FuzzSupport
import JSONModelKit

// `JSONValue(parsing:)` against Foundation's `JSONSerialization` (with `.fragmentsAllowed`) on
// the same bytes. The two must agree on whether the input is JSON, and on the value of every
// document both accept, except for the intended differences listed in Fuzz/README.md
// ("FuzzDifferential: intended differences"), each normalized out here by classifying the input:
// - input Foundation reads as UTF-16 or UTF-32: JSONModelKit must reject it; Foundation is not asked;
// - trailing commas: JSONModelKit must reject the input, and the input without those commas must
//   read as what Foundation read with them;
// - a raw U+FEFF at the start of a run of string text, which Foundation drops: Foundation reads it
//   written as the escape `\uFEFF` instead;
// - a number beyond `Double`'s range, which `JSONValue` keeps as infinity: Foundation must reject
//   the document for a literal that is out of range ("Number 1e400 is not representable in
//   Swift."), and only then;
// - numbers Foundation holds as `Decimal`: compared within one unit in the last place (see
//   `JSONNumber.differenceFromFoundation`).
// Any other disagreement stops the process with both results, so libFuzzer saves the input.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let input = DifferentialInput(bytes)
    let ours = Result { try JSONValue(parsing: Data(bytes)) }

    if let encoding = input.foundationEncoding {
        if case .success(let value) = ours {
            fuzzFailure("JSONValue(parsing:) accepted input that Foundation reads as \(encoding): \(value)")
        }
        return 0
    }

    var expected = ours
    if let withoutTrailingCommas = input.withoutTrailingCommas {
        if case .success(let value) = ours {
            fuzzFailure("JSONValue(parsing:) accepted a trailing comma: \(value)")
        }
        expected = Result { try JSONValue(parsing: Data(withoutTrailingCommas)) }
    }

    let foundation = Result {
        try JSONSerialization.jsonObject(with: Data(input.forFoundation), options: .fragmentsAllowed)
    }
    switch (expected, foundation) {
    case (.success(let value), .success(let object)):
        if let difference = value.differenceFromFoundation(object) {
            fuzzFailure("the values differ at \(difference)\nJSONValue: \(value)\nFoundation: \(object)")
        }
    case (.failure, .failure):
        break
    case (.success(let value), .failure(let error)):
        if value.containsInfiniteNumber, let literal = unrepresentableLiteral(in: error),
            Double(literal)?.isInfinite == true
        {
            break
        }
        fuzzFailure("JSONValue(parsing:) accepted, Foundation threw \(error)\nJSONValue: \(value)")
    case (.failure(let error), .success(let object)):
        fuzzFailure("Foundation accepted, JSONValue(parsing:) threw \(error)\nFoundation: \(object)")
    }
    return 0
}

/// The number literal Foundation refused as out of range, from its message
/// (`Number 1e400 is not representable in Swift.`).
///
/// - Parameter error: An error `JSONSerialization` threw.
/// - Returns: The literal, or `nil` if Foundation threw for another reason.
private func unrepresentableLiteral(in error: any Error) -> Substring? {
    guard let message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String,
        message.hasPrefix("Number "), message.hasSuffix(" is not representable in Swift.")
    else { return nil }
    return message.dropFirst("Number ".count).dropLast(" is not representable in Swift.".count)
}
