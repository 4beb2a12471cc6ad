// Declarations of macOS 15, iOS 18, tvOS 18, watchOS 11 and visionOS 2 (Swift 6.0) or older:
// none is reported.

import Synchronization

let counter = Mutex(0)

func widened(_ value: Int64) -> Int128 {
    Int128(value) * 3
}

func countOnce() -> Int {
    let count = Atomic(0)
    count.add(1, ordering: .relaxed)
    return count.load(ordering: .relaxed)
}

// WordPair is of macOS 15.0; its `<` of 15.4 is in TooNew.swift.
func isSame(_ first: WordPair, _ second: WordPair) -> Bool {
    first == second
}

// Span is back-deployed to macOS 10.14.4 (SwiftCompatibilitySpan 5.0), unlike Array.span.
func spanCount(_ span: Span<UInt8>) -> Int {
    span.count
}

// The macOS 13.0 overload of the 26.4 `_wordIndex(somewhereAtOrBefore:)`.
func wordEnd(in text: String) -> String.Index {
    text._wordIndex(after: text.startIndex)
}
