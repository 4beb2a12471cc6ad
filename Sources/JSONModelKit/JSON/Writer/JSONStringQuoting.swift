internal import CJSONModelSIMD

/// Writes strings as JSON text, quoted and escaped.
///
/// `"`, `\` and the control characters below U+0020 are escaped (`\n`, `\t`... and `\u00XX`);
/// everything else, non-ASCII included, is written as it is.
///
/// The writer calls it with room reserved at the end of its buffer; the functions take and
/// return positions in that room, so that the loops run on pointers in registers.
enum JSONStringQuoting {
    /// The most bytes ``writeQuoted(_:at:)`` stores for a string of `count` UTF-8 bytes.
    ///
    /// Each byte may become a six-byte `\u00XX` escape; the two quotes come on top. A string's
    /// count is far below `Int.max / 6`.
    static func maxBytesWritten(forCount count: Int) -> Int {
        count &* 6 &+ 2
    }

    /// ``writeQuoted(_:at:)`` for a string that does not lend its UTF-8 in place (one bridged
    /// from Objective-C): a copy does.
    @inline(never)
    static func writeQuotedCopy(
        of value: String,
        at output: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        var copy = value
        return copy.withUTF8 { writeQuoted($0, at: output) }
    }

    /// Writes UTF-8 bytes at `output` as a quoted, escaped JSON string and returns the
    /// position after it; ``maxBytesWritten(forCount:)`` bytes at `output` are reserved.
    ///
    /// Nearly every string needs no escape, and then its text is its bytes: the vector copy
    /// (`jm_copy_unescaped`) moves them sixteen bytes a step (two overlapping words for eight to
    /// fifteen) and stops at the first byte to escape; the escape is written and the copy goes
    /// on after it.
    static func writeQuoted(
        _ utf8: UnsafeBufferPointer<UInt8>,
        at output: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        output.pointee = UInt8(ascii: "\"")
        var end = output + 1
        if let source = utf8.baseAddress {
            let length = utf8.count
            var index = 0
            while true {
                let clean = jm_copy_unescaped(end, source + index, length &- index)
                end += clean
                index &+= clean
                guard index < length else { break }
                end = writeEscape(for: source[index], at: end)
                index &+= 1
            }
        }
        end.pointee = UInt8(ascii: "\"")
        return end + 1
    }

    /// Writes the escape for one byte at `output` (capacity already reserved) and returns the
    /// position after it.
    private static func writeEscape(
        for byte: UInt8,
        at output: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        output[0] = UInt8(ascii: "\\")
        let escaped: UInt8
        switch byte {
        case UInt8(ascii: "\""): escaped = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): escaped = UInt8(ascii: "\\")
        case 0x0A: escaped = UInt8(ascii: "n")
        case 0x0D: escaped = UInt8(ascii: "r")
        case 0x09: escaped = UInt8(ascii: "t")
        case 0x08: escaped = UInt8(ascii: "b")
        case 0x0C: escaped = UInt8(ascii: "f")
        default:
            output[1] = UInt8(ascii: "u")
            output[2] = UInt8(ascii: "0")
            output[3] = UInt8(ascii: "0")
            output[4] = hexDigit(byte >> 4)
            output[5] = hexDigit(byte & 0xF)
            return output + 6
        }
        output[1] = escaped
        return output + 2
    }

    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
