/// The light scan that finds where a JSON value ends in buffered bytes: nesting depth, strings
/// and escapes, nothing validated.
///
/// ``JSONArrayStreamReader`` runs it over each element as its bytes arrive; the element is
/// validated when it is decoded. The scan carries its state (the depth, whether it is inside a
/// string) from one run to the next, so it can stop where the bytes run out and go on from
/// there once more are read.
enum JSONElementScan {
    /// Where a scan of the buffered bytes stopped.
    enum Step {
        /// The element ends here (exclusive).
        case end(Int)
        /// A container opens past the depth limit here.
        case tooDeep(at: Int)
        /// The bytes ran out; the scan goes on from here once more are read.
        case needsMoreInput(resumingAt: Int)
    }

    /// Scans `bytes` from `index` for the end of an element, with the nesting `depth` and
    /// whether the scan `isInString` carried over from the bytes before.
    ///
    /// Strings are skipped a word at a time up to the next quote or backslash: they are most of
    /// a typical element's bytes.
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>,
        from start: Int,
        depth: inout Int,
        isInString: inout Bool,
        maxDepth: Int
    ) -> Step {
        guard let base = bytes.baseAddress else { return .needsMoreInput(resumingAt: start) }
        let count = bytes.count
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var index = start
        while index < count {
            if isInString {
                while index &+ 8 <= count {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    let quote = word ^ (ones &* 0x22)
                    let backslash = word ^ (ones &* 0x5C)
                    // A byte's high bit is set here if it is `"` or `\`; borrows can only flag
                    // bytes after a true match, so the lowest flag is exact.
                    let found = (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)) & highBits
                    if found != 0 {
                        index &+= found.trailingZeroBitCount >> 3
                        break
                    }
                    index &+= 8
                }
                guard index < count else { break }
                let byte = base[index]
                if byte == UInt8(ascii: "\\") {
                    index &+= 2
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    isInString = false
                    if depth == 0 { return .end(index &+ 1) }
                }
                index &+= 1
                continue
            }
            switch base[index] {
            case UInt8(ascii: "\""):
                isInString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                guard depth <= maxDepth + 1 else { return .tooDeep(at: index) }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return .end(index) }
                depth -= 1
                if depth == 0 { return .end(index &+ 1) }
            case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                if depth == 0 { return .end(index) }
            default:
                break
            }
            index &+= 1
        }
        return .needsMoreInput(resumingAt: index)
    }
}
