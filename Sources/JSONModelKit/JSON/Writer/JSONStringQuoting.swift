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
    /// Each byte may become a six-byte `\u00XX` escape; the two quotes and up to sixteen bytes
    /// of a block stored past the end come on top. A string's count is far below `Int.max / 6`.
    static func maxBytesWritten(forCount count: Int) -> Int {
        count &* 6 &+ 18
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
    /// Nearly every string needs no escape, and then its text is its bytes: they are copied in
    /// blocks that are checked as they go (sixteen bytes with SIMD, two words for a string of
    /// eight to fifteen, two half words for four to seven), the last block overlapping the one
    /// before it so that no byte loop is left at the end. A block is stored before it is known
    /// to be clean (the reserved room covers the overshoot); at the first block with a byte to
    /// escape, `appendEscaped` takes over from the block's start.
    static func writeQuoted(
        _ utf8: UnsafeBufferPointer<UInt8>,
        at output: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let length = utf8.count
        output.pointee = UInt8(ascii: "\"")
        let body = output + 1
        var end = body + length
        if let source = utf8.baseAddress {
            if length >= 16 {
                var index = 0
                var clean = true
                repeat {
                    let block = UnsafeRawPointer(source + index).loadUnaligned(as: SIMD16<UInt8>.self)
                    UnsafeMutableRawPointer(body + index).storeBytes(of: block, as: SIMD16<UInt8>.self)
                    if blockNeedsEscape(block) {
                        clean = false
                        break
                    }
                    index &+= 16
                } while index &+ 16 <= length
                if clean && index < length {
                    // The last sixteen bytes, over bytes already copied: unescaped, they are
                    // the same bytes at the same places.
                    let last = UnsafeRawPointer(source + length - 16).loadUnaligned(as: SIMD16<UInt8>.self)
                    UnsafeMutableRawPointer(end - 16).storeBytes(of: last, as: SIMD16<UInt8>.self)
                    clean = !blockNeedsEscape(last)
                }
                if !clean { end = appendEscaped(source, from: index, count: length, at: body + index) }
            } else if length >= 8 {
                let first = UnsafeRawPointer(source).loadUnaligned(as: UInt64.self)
                let last = UnsafeRawPointer(source + length - 8).loadUnaligned(as: UInt64.self)
                UnsafeMutableRawPointer(body).storeBytes(of: first, as: UInt64.self)
                UnsafeMutableRawPointer(end - 8).storeBytes(of: last, as: UInt64.self)
                if cleanByteCount(UInt64(littleEndian: first)) < 8 || cleanByteCount(UInt64(littleEndian: last)) < 8 {
                    end = appendEscaped(source, from: 0, count: length, at: body)
                }
            } else if length >= 4 {
                let first = UnsafeRawPointer(source).loadUnaligned(as: UInt32.self)
                let last = UnsafeRawPointer(source + length - 4).loadUnaligned(as: UInt32.self)
                UnsafeMutableRawPointer(body).storeBytes(of: first, as: UInt32.self)
                UnsafeMutableRawPointer(end - 4).storeBytes(of: last, as: UInt32.self)
                // Both halves in one word: a byte to escape in either shows.
                let both = UInt64(UInt32(littleEndian: first)) | UInt64(UInt32(littleEndian: last)) << 32
                if cleanByteCount(both) < 8 {
                    end = appendShortQuoted(source, count: length, at: body)
                }
            } else {
                end = appendShortQuoted(source, count: length, at: body)
            }
        }
        end.pointee = UInt8(ascii: "\"")
        return end + 1
    }

    /// Writes bytes `index..<length` of `source` escaped at `output` (capacity already
    /// reserved) and returns the position after them: the path of strings with a byte to
    /// escape.
    ///
    /// Sixteen bytes (a SIMD block), then a word (eight bytes) at a time are copied and
    /// checked; only the bytes before the first one to escape count, and the next block starts
    /// after it. The last bytes of a string of at least eight are read as one word too, from
    /// the string's end.
    private static func appendEscaped(
        _ source: UnsafePointer<UInt8>,
        from index: Int,
        count length: Int,
        at output: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        var index = index
        var output = output
        while index &+ 16 <= length {
            let block = UnsafeRawPointer(source + index).loadUnaligned(as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(output).storeBytes(of: block, as: SIMD16<UInt8>.self)
            let special = specialLanes(block)
            if special[0] | special[1] == 0 {
                index &+= 16
                output += 16
                continue
            }
            let clean =
                special[0] != 0
                ? special[0].trailingZeroBitCount &>> 3 : 8 &+ special[1].trailingZeroBitCount &>> 3
            index &+= clean
            output += clean
            output = writeEscape(for: source[index], at: output)
            index &+= 1
        }
        while true {
            // Whole words, while none holds a byte to escape.
            var clean = 8
            while index &+ 8 <= length {
                let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
                UnsafeMutableRawPointer(output).storeBytes(of: word, as: UInt64.self)
                clean = cleanByteCount(UInt64(littleEndian: word))
                if clean < 8 { break }
                index &+= 8
                output += 8
            }
            let remaining = length &- index
            if clean == 8 {
                // Fewer than eight bytes left.
                guard remaining > 0 else { return output }
                guard length >= 8 else { return appendShortQuoted(source + index, count: remaining, at: output) }
                // The word ending at the string's end, its bytes before `index` shifted out.
                let last = UInt64(
                    littleEndian: UnsafeRawPointer(source + length - 8).loadUnaligned(as: UInt64.self)
                )
                let word = last >> UInt64(8 &* (8 &- remaining))
                UnsafeMutableRawPointer(output).storeBytes(of: UInt64(littleEndian: word), as: UInt64.self)
                clean = cleanByteCount(word)
                if clean >= remaining { return output + remaining }
            }
            index &+= clean
            output += clean
            output = writeEscape(for: source[index], at: output)
            index &+= 1
        }
    }

    /// Whether any of the sixteen bytes is one JSON requires to be escaped (`"`, `\` or below
    /// 0x20).
    @inline(__always)
    private static func blockNeedsEscape(_ block: SIMD16<UInt8>) -> Bool {
        let special = specialLanes(block)
        return special[0] | special[1] != 0
    }

    /// The sixteen bytes as two little-endian words in which the high bit of each byte JSON
    /// requires to be escaped is set, and no other bit: the first such byte is the lowest set
    /// bit's byte.
    ///
    /// Written with lane-wise arithmetic only: each special byte becomes a zero lane (`x ^ 0x22`,
    /// `x ^ 0x5C`, `x & 0xE0`), and `(x - 1) & ~x` sets a lane's high bit exactly when the lane
    /// is zero. The standard library's comparisons and `any` on `SIMD16` compile to a loop over
    /// the lanes; these compile to a few vector instructions.
    @inline(__always)
    private static func specialLanes(_ block: SIMD16<UInt8>) -> SIMD2<UInt64> {
        let quote = block ^ SIMD16(repeating: UInt8(ascii: "\""))
        let backslash = block ^ SIMD16(repeating: UInt8(ascii: "\\"))
        let control = block & SIMD16(repeating: 0xE0)
        let zeroLanes =
            ((quote &- 1) & ~quote) | ((backslash &- 1) & ~backslash) | ((control &- 1) & ~control)
        return unsafeBitCast(zeroLanes, to: SIMD2<UInt64>.self) & SIMD2(repeating: 0x8080_8080_8080_8080)
    }

    /// How many of the (little-endian) word's bytes come before the first one JSON requires to
    /// be escaped (`"`, `\` or below 0x20): 8 when there is none.
    @inline(__always)
    private static func cleanByteCount(_ word: UInt64) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        // High bit set for `"`, `\` and bytes below 0x20; bytes of 0x80 and above are masked
        // out with `~word` (they pass through unescaped). Borrows only flag later bytes.
        let special =
            (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
                | ((word &- ones &* 0x20) & ~word)) & 0x8080_8080_8080_8080
        return special.trailingZeroBitCount >> 3
    }

    /// Copies and escapes a string of fewer than eight bytes at `output`, one byte at a time
    /// (a word read could pass the string's end); returns the position after it.
    @inline(__always)
    private static func appendShortQuoted(
        _ source: UnsafePointer<UInt8>,
        count: Int,
        at output: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        var output = output
        for index in 0..<count {
            let byte = source[index]
            if needsEscape(byte) {
                output = writeEscape(for: byte, at: output)
            } else {
                output.pointee = byte
                output += 1
            }
        }
        return output
    }

    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
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
