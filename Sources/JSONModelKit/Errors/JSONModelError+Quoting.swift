// How an error quotes text from the document (keys and values): clipped to a bounded length,
// then escaped. Every key or value an error's text shows passes through `clippedForMessage`,
// so that a 4 MB key costs a few dozen bytes of error text, not two copies of itself.

extension JSONModelError {
    /// The most Unicode scalars of one key or value an error's text quotes; longer text is
    /// clipped and ends with `…`.
    ///
    /// Applies to ``path``, ``message``, ``description`` and ``debugDescription``. The
    /// ``PathComponent/key(_:)`` values in ``pathComponents`` keep the whole key, for programs
    /// that map a failure back to their data.
    public static let quotedTextLimit = 64

    /// `text` cut to at most ``quotedTextLimit`` Unicode scalars plus `…`, and whether it was
    /// cut.
    ///
    /// Reads at most ``quotedTextLimit`` + 1 scalars of `text`, whatever its length. The cut
    /// moves back to the start of a character when it would split one (an accented letter
    /// written with a combining mark, a flag), unless that character alone is longer than the
    /// limit.
    static func clippedForMessage(_ text: String) -> (text: String, isClipped: Bool) {
        let scalars = text.unicodeScalars
        guard
            let cut = scalars.index(scalars.startIndex, offsetBy: quotedTextLimit, limitedBy: scalars.endIndex),
            cut != scalars.endIndex
        else { return (text, false) }
        var end = cut
        // A few steps back at most: a character longer than that is cut where the limit falls.
        var steps = 0
        while end.samePosition(in: text) == nil, end > scalars.startIndex, steps < 16 {
            end = scalars.index(before: end)
            steps += 1
        }
        if end.samePosition(in: text) == nil || end == scalars.startIndex { end = cut }
        return (String(scalars[..<end]) + "…", true)
    }

    /// `text` as an error quotes it: clipped (``clippedForMessage(_:)``), then with quotes,
    /// backslashes and control characters escaped so that it reads well between quotes.
    static func escapedForMessage(_ text: String) -> String {
        escapingForMessage(clippedForMessage(text).text)
    }

    /// Escapes quotes, backslashes and control characters (the text is not clipped).
    static func escapingForMessage(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
