// Uses of standard-library declarations newer than the package's platforms (macOS 15, iOS 18,
// tvOS 18, watchOS 11, visionOS 2), outside availability checks. Scripts/check-availability.sh
// --self-test copies this folder into a temporary module: every line marked `reported` must
// be reported, and no other line of the folder.

import Synchronization

func byteCount(_ bytes: [UInt8]) -> Int {
    bytes.span.count  // reported: Array.span, macOS 26.0
}

func firstOfPair() -> Int {
    let pair = InlineArray<2, Int>(repeating: 1)  // reported: InlineArray, macOS 26.0
    return pair[0]  // reported: its subscript
}

func length(of text: UTF8Span) -> Int {  // reported: a type named in a signature only
    0
}

func wordStart(in text: String) -> String.Index {
    // Underscored, so in no symbol graph: found by name and labels in the interface text (26.4).
    text._wordIndex(somewhereAtOrBefore: text.endIndex)  // reported
}

func checkedOnMacOSOnly(_ bytes: [UInt8]) -> Int {
    if #available(macOS 26, *) {
        return bytes.span.count  // reported: iOS, tvOS, watchOS and visionOS stay at the floor
    }
    return bytes.count
}

func spanOrCount(_ bytes: [UInt8]) -> Int {
    guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else {
        return bytes.span.count  // reported: the else of the guard is where it is unavailable
    }
    return bytes.count
}

func countOrSpan(_ bytes: [UInt8]) -> Int {
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        return bytes.count
    } else {
        return bytes.span.count  // reported: so is the else of the if
    }
}

func isBefore(_ first: WordPair, _ second: WordPair) -> Bool {
    first < second  // reported: an operator of macOS 15.4, just above the floor
}
