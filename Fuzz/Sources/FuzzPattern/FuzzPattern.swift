import FuzzSupport
@_spi(Testing) import JSONModelKit

// The linear-time pattern matcher (`JSONSchemaPattern`, reached through `JSONSchemaPatternProbe`)
// against a backtracking reference (ReferencePattern.swift, ReferenceMatcher.swift) on short
// patterns and texts. The input is split at its first newline: the pattern before (at most 24
// scalars), the text after (at most 16); invalid UTF-8 is repaired to U+FFFD. Properties:
// - the library and the reference accept and refuse the same patterns (apart from patterns the
//   library refuses as too large to compile);
// - for an accepted pattern, the `String` entry, the UTF-8 entry and the reference give the same
//   answer (unless the reference ran out of steps).

let maximumPatternScalars = 24
let maximumTextScalars = 16

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let split = bytes.firstIndex(of: 0x0A) ?? size
    let pattern = prefix(String(decoding: bytes[..<split], as: UTF8.self), maximumPatternScalars)
    let text = split < size ? prefix(String(decoding: bytes[(split + 1)...], as: UTF8.self), maximumTextScalars) : ""

    let probe = JSONSchemaPatternProbe(pattern)
    let reference: ReferenceNode
    do {
        reference = try ReferenceParser.parse(pattern)
    } catch {
        if probe.syntaxErrorMessage != nil { return 0 }
        fuzzFailure("/\(pattern.debugDescription)/: the library compiles it, the reference refuses it: \(error.reason)")
    }
    guard let answer = probe.matches(text) else {
        let message = probe.syntaxErrorMessage ?? ""
        if message.hasPrefix("pattern too large") { return 0 }
        fuzzFailure("/\(pattern.debugDescription)/: the reference accepts it, the library refuses it: \(message)")
    }
    var contiguous = text
    let answerFromBytes = contiguous.withUTF8 { probe.matches(utf8: $0) }
    if answerFromBytes != answer {
        fuzzFailure(
            "/\(pattern.debugDescription)/ on \(text.debugDescription): matches(_:) says \(answer), "
                + "matches(utf8:) says \(String(describing: answerFromBytes))"
        )
    }
    let matcher = ReferenceMatcher(text: text.unicodeScalars.map(\.value))
    let expected = matcher.search(reference)
    if !matcher.exhausted && expected != answer {
        fuzzFailure(
            "/\(pattern.debugDescription)/ on \(text.debugDescription): the library says \(answer), "
                + "the reference says \(expected)"
        )
    }
    return 0
}

/// The first scalars of a string.
func prefix(_ string: String, _ count: Int) -> String {
    var result = String.UnicodeScalarView()
    result.append(contentsOf: string.unicodeScalars.prefix(count))
    return String(result)
}
