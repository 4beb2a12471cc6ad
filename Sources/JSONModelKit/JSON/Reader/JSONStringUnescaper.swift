/// Turns the body of a validated JSON string into its text.
enum JSONStringUnescaper {
    /// Undoes the escapes of a string body that the reader has already validated.
    ///
    /// The text never grows (every escape is at least as long as the UTF-8 it stands for). It is
    /// written to a temporary buffer and copied into a string without validating it again: the
    /// reader validated the bytes between escapes, and escapes become well-formed UTF-8 (the
    /// reader only accepts `\u` surrogates in high-low pairs). Where that initializer is not
    /// available, the text is written straight into the new string's storage, which validates it.
    ///
    /// - Parameters:
    ///   - body: The bytes between the quotes.
    ///   - isASCII: Whether the body as written is all ASCII (``TapeEntry/isASCII``).
    /// - Returns: The text.
    static func unescape(_ body: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        #if compiler(>=6.2)  // UTF8Span came with Swift 6.2; the package supports 6.1.
            if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: body.count) { output in
                    let (written, escapesAreASCII) = unescape(body, into: output)
                    let text = UnsafeBufferPointer(rebasing: output[..<written])
                    return String(copying: UTF8Span(unchecked: text.span, isKnownASCII: isASCII && escapesAreASCII))
                }
            }
        #endif
        return String(unsafeUninitializedCapacity: body.count) { output in
            unescape(body, into: output).written
        }
    }

    /// Writes the text of `body` to `output` (at least `body.count` bytes); returns the bytes
    /// written and whether every `\u` escape stood for an ASCII character.
    private static func unescape(
        _ body: UnsafeBufferPointer<UInt8>,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) -> (written: Int, escapesAreASCII: Bool) {
        var escapesAreASCII = true
        var written = 0
        var index = 0
        var runStart = 0
        while index < body.count {
            guard body[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            if runStart < index {
                let run = UnsafeBufferPointer(rebasing: body[runStart..<index])
                _ = UnsafeMutableBufferPointer(rebasing: output[written...]).initialize(from: run)
                written += run.count
            }
            let escape = body[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"):
                output[written] = 0x08
                written += 1
            case UInt8(ascii: "f"):
                output[written] = 0x0C
                written += 1
            case UInt8(ascii: "n"):
                output[written] = 0x0A
                written += 1
            case UInt8(ascii: "r"):
                output[written] = 0x0D
                written += 1
            case UInt8(ascii: "t"):
                output[written] = 0x09
                written += 1
            case UInt8(ascii: "u"):
                var scalar = UInt32(hexValue(body, at: index))
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    // The reader guarantees a low surrogate escape follows a high one.
                    let low = UInt32(hexValue(body, at: index + 2))
                    index += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                if scalar >= 0x80 { escapesAreASCII = false }
                written += writeUTF8(scalar, to: output, at: written)
            default:
                // `"`, `\` and `/` stand for themselves.
                output[written] = escape
                written += 1
            }
            runStart = index
        }
        if runStart < body.count {
            let run = UnsafeBufferPointer(rebasing: body[runStart...])
            _ = UnsafeMutableBufferPointer(rebasing: output[written...]).initialize(from: run)
            written += run.count
        }
        return (written, escapesAreASCII)
    }

    /// The value of the four hexadecimal digits at `index`.
    static func hexValue(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt16 {
        var value: UInt16 = 0
        for offset in 0..<4 {
            value = value << 4 | UInt16(hexDigitValue(bytes[index + offset]) ?? 0)
        }
        return value
    }

    /// The value of one hexadecimal digit, or `nil` for any other byte.
    @inline(__always)
    static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte &- UInt8(ascii: "A") &+ 10
        default: return nil
        }
    }

    /// Writes the UTF-8 form of `scalar` at `offset`; returns the number of bytes written.
    private static func writeUTF8(_ scalar: UInt32, to output: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int
    {
        switch scalar {
        case 0..<0x80:
            output[offset] = UInt8(scalar)
            return 1
        case 0x80..<0x800:
            output[offset] = UInt8(0xC0 | scalar >> 6)
            output[offset + 1] = UInt8(0x80 | scalar & 0x3F)
            return 2
        case 0x800..<0x10000:
            output[offset] = UInt8(0xE0 | scalar >> 12)
            output[offset + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
            output[offset + 2] = UInt8(0x80 | scalar & 0x3F)
            return 3
        default:
            output[offset] = UInt8(0xF0 | scalar >> 18)
            output[offset + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
            output[offset + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
            output[offset + 3] = UInt8(0x80 | scalar & 0x3F)
            return 4
        }
    }
}
