/// The fuzz input as each reader is given it, with the intended differences classified out.
///
/// Three of the documented differences between `JSONValue(parsing:)` and Foundation's
/// `JSONSerialization` depend on the bytes rather than on the values read (see Fuzz/README.md,
/// "FuzzDifferential: intended differences"):
///
/// - Foundation reads input that starts with a UTF-16 or UTF-32 byte order mark, or with zero
///   bytes in the places UTF-16 or UTF-32 would put them around an ASCII character, as UTF-16
///   or UTF-32; JSONModelKit reads UTF-8 only. ``foundationEncoding`` names the encoding
///   Foundation picks. JSONModelKit rejects all such input: 0xFE and 0xFF are never UTF-8, and a
///   zero byte is neither whitespace nor allowed unescaped in a string.
/// - Foundation accepts a comma after the last element of an array or the last member of an
///   object; JSONModelKit rejects it. ``withoutTrailingCommas`` is the input without those commas.
/// - Foundation drops a raw U+FEFF (the bytes EF BB BF) at the start of each run of unescaped
///   text in a string: right after the opening quote and right after each escape sequence.
///   ``forFoundation`` is the input with each such U+FEFF written as the escape `\uFEFF`, which
///   Foundation reads correctly and which means the same.
///
/// The scan that finds trailing commas and string runs follows quotes and backslashes the way
/// both readers do, without validating anything else. On a valid prefix it sees exactly what the
/// readers see; past a syntax error its view may differ, but both readers reject the input there
/// anyway, and an edit after that error cannot make it valid.
struct DifferentialInput {
    /// The encoding Foundation reads the input in, when it is not UTF-8.
    let foundationEncoding: String?

    /// The input without the trailing commas Foundation accepts, or `nil` when it has none.
    let withoutTrailingCommas: [UInt8]?

    /// The input with each raw U+FEFF that Foundation would drop written as `\uFEFF`.
    let forFoundation: [UInt8]

    /// Classifies `bytes`.
    ///
    /// - Parameter bytes: The fuzz input.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        foundationEncoding = Self.foundationEncoding(of: bytes)

        var forOurs: [UInt8] = []
        var forFoundation: [UInt8] = []
        forOurs.reserveCapacity(bytes.count)
        forFoundation.reserveCapacity(bytes.count + 16)
        var removedComma = false
        // The last byte outside strings that is not whitespace, for telling a trailing comma
        // (after a value) from a comma that both readers reject (`[,]`, `[1,,]`, `{"a":,}`).
        var lastSignificant: UInt8? = nil
        var inString = false
        var atRunStart = false
        var index = 0

        func copy(_ count: Int) {
            let end = min(index + count, bytes.count)
            forOurs.append(contentsOf: bytes[index..<end])
            forFoundation.append(contentsOf: bytes[index..<end])
            index = end
        }

        // Both readers skip one UTF-8 byte order mark at the very start.
        if bytes.starts(with: Self.byteOrderMark) {
            copy(3)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if atRunStart, bytes[index...].starts(with: Self.byteOrderMark) {
                    forOurs.append(contentsOf: Self.byteOrderMark)
                    forFoundation.append(contentsOf: Self.escapedByteOrderMark)
                    index += 3
                    // The escape starts a new run, so a second U+FEFF would be dropped too.
                    continue
                }
                atRunStart = false
                switch byte {
                case UInt8(ascii: "\""):
                    inString = false
                    lastSignificant = byte
                    copy(1)
                case UInt8(ascii: "\\"):
                    copy(Self.escapeLength(bytes, at: index))
                    atRunStart = true
                default:
                    copy(1)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                atRunStart = true
                copy(1)
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                copy(1)
            case UInt8(ascii: ","):
                var next = index + 1
                while next < bytes.count, Self.isWhitespace(bytes[next]) {
                    next += 1
                }
                let closesContainer =
                    next < bytes.count && (bytes[next] == UInt8(ascii: "]") || bytes[next] == UInt8(ascii: "}"))
                let followsValue = lastSignificant.map { !Self.opensValue.contains($0) } ?? false
                if closesContainer, followsValue {
                    forFoundation.append(byte)
                    index += 1
                    removedComma = true
                } else {
                    copy(1)
                }
                lastSignificant = byte
            default:
                lastSignificant = byte
                copy(1)
            }
        }
        withoutTrailingCommas = removedComma ? forOurs : nil
        self.forFoundation = forFoundation
    }

    /// The bytes of U+FEFF in UTF-8.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// U+FEFF as a JSON escape.
    private static let escapedByteOrderMark = Array(#"\uFEFF"#.utf8)

    /// The bytes after which a comma does not end a value: `[`, `{`, `,` and `:`.
    private static let opensValue: Set<UInt8> = [
        UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"),
    ]

    /// Whether `byte` is JSON whitespace (the same four bytes for both readers).
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    /// The length of the escape sequence at `index`, as Foundation reads it.
    ///
    /// `\uXXXX` is six bytes; a high surrogate followed by `\u` is read together with the
    /// escape after it (twelve bytes); any other escape is two bytes. Invalid escapes get a
    /// length too: both readers reject them.
    ///
    /// - Parameters:
    ///   - bytes: The input.
    ///   - index: The position of the backslash.
    /// - Returns: The number of bytes to copy as the escape.
    private static func escapeLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else { return 2 }
        guard let unit = hexValue(bytes, at: index + 2), (0xD800...0xDBFF).contains(unit),
            index + 7 < bytes.count, bytes[index + 6] == UInt8(ascii: "\\"), bytes[index + 7] == UInt8(ascii: "u")
        else { return 6 }
        return 12
    }

    /// The value of the four hexadecimal digits at `index`, if there are four.
    private static func hexValue(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(UnicodeScalar(byte)).hexDigitValue else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The encoding Foundation's `JSONSerialization` reads `bytes` in, when it is not UTF-8.
    ///
    /// Its rules on Linux: a UTF-16 or UTF-32 byte order mark, or else the pattern of zero bytes
    /// among the first four bytes (the first two for inputs of two or three bytes).
    private static func foundationEncoding(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32BE (byte order mark)" }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32LE (byte order mark)" }
        if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16LE (byte order mark)" }
        if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16BE (byte order mark)" }
        if bytes.count >= 4 {
            switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
            case (0, 0, 0, _): return "UTF-32BE"
            case (_, 0, 0, 0): return "UTF-32LE"
            case (0, _, 0, _): return "UTF-16BE"
            case (_, 0, _, 0): return "UTF-16LE"
            default: return nil
            }
        }
        if bytes.count >= 2 {
            if bytes[0] == 0 { return "UTF-16BE" }
            if bytes[1] == 0 { return "UTF-16LE" }
        }
        return nil
    }
}
