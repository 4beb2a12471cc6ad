import Foundation
import FuzzSupport
import JSONModelKit

// The JSON reader on arbitrary bytes. Properties checked:
// - `validate` and `JSONValue(parsing:)` agree: both accept or both reject, with the same code;
// - an accepted document written with `jsonString()` parses back to an equal value, and writing
//   that value again gives the same text.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Data(bytes: data, count: size)

    var validationError: JSONModelError? = nil
    do {
        try JSONValue.validate(input)
    } catch {
        validationError = error
    }

    let value: JSONValue
    do {
        value = try JSONValue(parsing: input)
    } catch {
        guard let validationError else {
            fuzzFailure("validate accepted the input, JSONValue(parsing:) threw \(error)")
        }
        if error.code != validationError.code {
            fuzzFailure("validate threw \(validationError.code), JSONValue(parsing:) threw \(error.code)")
        }
        return 0
    }
    if let validationError {
        fuzzFailure("JSONValue(parsing:) accepted the input, validate threw \(validationError)")
    }

    let written = value.jsonString()
    let reparsed: JSONValue
    do {
        reparsed = try JSONValue(parsing: written)
    } catch {
        fuzzFailure("jsonString() wrote text that does not parse: \(error)\n\(written)")
    }
    if reparsed != value {
        fuzzFailure("value changed after jsonString() and parsing:\n\(value)\n\(reparsed)")
    }
    let rewritten = reparsed.jsonString()
    if rewritten != written {
        fuzzFailure("jsonString() is not stable:\n\(written)\n\(rewritten)")
    }
    return 0
}
