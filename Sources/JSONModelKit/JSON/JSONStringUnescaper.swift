/// Turns the body of a validated JSON string into its text.
enum JSONStringUnescaper {
    /// Undoes the escapes of a string body that the reader has already validated.
    static func unescape(_ body: UnsafeBufferPointer<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(body.count)
        var index = 0
        while index < body.count {
            let byte = body[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = body[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = UInt32(hexValue(body, at: index))
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    // The reader guarantees a low surrogate escape follows a high one.
                    let low = UInt32(hexValue(body, at: index + 2))
                    index += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                appendUTF8(scalar, to: &output)
            default:
                // `"`, `\` and `/` stand for themselves.
                output.append(escape)
            }
        }
        return String(decoding: output, as: UTF8.self)
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

    private static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
