// The uses of TooNew.swift inside availability checks: none is reported.

func byteCountChecked(_ bytes: [UInt8]) -> Int {
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        return bytes.span.count
    }
    return bytes.count
}

func firstOfPairChecked() -> Int {
    guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else {
        return 0
    }
    let pair = InlineArray<2, Int>(repeating: 1)
    return pair[0]
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
func lengthChecked(of text: UTF8Span) -> Int {
    text.count
}

@available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *)
extension String {
    func wordStart() -> String.Index {
        _wordIndex(somewhereAtOrBefore: endIndex)
    }
}

func byteCountUnlessOld(_ bytes: [UInt8]) -> Int {
    if #unavailable(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26) {
        return bytes.count
    } else {
        return bytes.span.count
    }
}
