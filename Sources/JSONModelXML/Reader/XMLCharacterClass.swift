/// The character classes of XML 1.0 (fifth edition): `Char`, `S`, `NameStartChar` and
/// `NameChar`.
enum XMLCharacterClass {
    /// ASCII bytes 0 to 63 that may start a name: `:`.
    private static var asciiNameStartLow: UInt64 { 0x0400_0000_0000_0000 }
    /// ASCII bytes 0 to 63 that may continue a name: `-`, `.`, `0`-`9` and `:`.
    private static var asciiNameLow: UInt64 { 0x07FF_6000_0000_0000 }
    /// ASCII bytes 64 to 127 that may start or continue a name: `A`-`Z`, `_` and `a`-`z`.
    private static var asciiNameHigh: UInt64 { 0x07FF_FFFE_87FF_FFFE }

    /// Whether the ASCII `byte` may start a name (`[A-Za-z_:]`); false for bytes >= 0x80.
    @inline(__always)
    static func isASCIINameStart(_ byte: UInt8) -> Bool {
        // Two 64-bit masks replace a table: no memory access and no bounds check.
        if byte < 64 { return (asciiNameStartLow &>> UInt64(byte)) & 1 != 0 }
        return byte < 128 && (asciiNameHigh &>> UInt64(byte & 63)) & 1 != 0
    }

    /// Whether the ASCII `byte` may continue a name (`[A-Za-z0-9_:.-]`); false for bytes >= 0x80.
    @inline(__always)
    static func isASCIIName(_ byte: UInt8) -> Bool {
        if byte < 64 { return (asciiNameLow &>> UInt64(byte)) & 1 != 0 }
        return byte < 128 && (asciiNameHigh &>> UInt64(byte & 63)) & 1 != 0
    }

    /// Whether `byte` is XML whitespace (`S`): space, tab, line feed or carriage return.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// Whether the scalar `value` is a `NameStartChar` (XML 1.0 §2.3, production [4]).
    static func isNameStart(_ value: UInt32) -> Bool {
        if value < 0x80 { return isASCIINameStart(UInt8(truncatingIfNeeded: value)) }
        switch value {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF,
            0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF,
            0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            return true
        default:
            return false
        }
    }

    /// Whether the scalar `value` is a `NameChar` (XML 1.0 §2.3, production [4a]).
    static func isName(_ value: UInt32) -> Bool {
        if value < 0x80 { return isASCIIName(UInt8(truncatingIfNeeded: value)) }
        switch value {
        case 0xB7, 0x300...0x36F, 0x203F...0x2040:
            return true
        default:
            return isNameStart(value)
        }
    }

    /// Whether the scalar `value` is a `Char` (XML 1.0 §2.2, production [2]): tab, line feed,
    /// carriage return, or U+0020 to U+10FFFF without surrogates, U+FFFE and U+FFFF.
    static func isCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
            return true
        default:
            return false
        }
    }
}
