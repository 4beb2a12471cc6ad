/// A second, deliberately plain RFC 8259 recognizer, written straight from the grammar.
///
/// It shares no code with `JSONReader`, so the conformance tests can ask it whether a byte
/// sequence (for example a truncated fixture) is a valid document without trusting the reader
/// under test. It follows the reader's documented choices: one leading UTF-8 byte order mark is
/// skipped, and nesting deeper than `maxDepth` is rejected. Speed does not matter here.
struct ReferenceJSONGrammar {
    private let bytes: [UInt8]
    private let maxDepth: Int
    private var position = 0
    private var depth = 0

    /// Whether `bytes` is exactly one valid JSON document.
    static func accepts(_ bytes: [UInt8], maxDepth: Int = 512) -> Bool {
        var grammar = ReferenceJSONGrammar(bytes: bytes, maxDepth: maxDepth)
        return grammar.document()
    }

    private init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    // JSON-text = ws value ws
    private mutating func document() -> Bool {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipWhitespace()
        guard value() else { return false }
        skipWhitespace()
        return position == bytes.count
    }

    private var current: UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func consume(_ byte: Character) -> Bool {
        guard let ascii = byte.asciiValue, current == ascii else { return false }
        position += 1
        return true
    }

    // ws = *( %x20 / %x09 / %x0A / %x0D )
    private mutating func skipWhitespace() {
        while let byte = current, [0x20, 0x09, 0x0A, 0x0D].contains(byte) {
            position += 1
        }
    }

    private mutating func value() -> Bool {
        guard let byte = current else { return false }
        switch byte {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return number()
        }
    }

    private mutating func literal(_ word: String) -> Bool {
        for character in word where !consume(character) {
            return false
        }
        return true
    }

    // object = begin-object [ member *( value-separator member ) ] end-object
    private mutating func object() -> Bool {
        guard enter() else { return false }
        position += 1
        skipWhitespace()
        if consume("}") { return leave() }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\""), string() else { return false }
            skipWhitespace()
            guard consume(":") else { return false }
            skipWhitespace()
            guard value() else { return false }
            skipWhitespace()
            if consume("}") { return leave() }
            guard consume(",") else { return false }
        }
    }

    // array = begin-array [ value *( value-separator value ) ] end-array
    private mutating func array() -> Bool {
        guard enter() else { return false }
        position += 1
        skipWhitespace()
        if consume("]") { return leave() }
        while true {
            skipWhitespace()
            guard value() else { return false }
            skipWhitespace()
            if consume("]") { return leave() }
            guard consume(",") else { return false }
        }
    }

    private mutating func enter() -> Bool {
        depth += 1
        return depth <= maxDepth
    }

    private mutating func leave() -> Bool {
        depth -= 1
        return true
    }

    // number = [ minus ] int [ frac ] [ exp ]
    private mutating func number() -> Bool {
        _ = consume("-")
        if consume("0") {
            // int = zero / ( digit1-9 *DIGIT ): nothing may follow a leading zero directly.
        } else {
            guard digits() > 0 else { return false }
        }
        if consume(".") {
            guard digits() > 0 else { return false }
        }
        if consume("e") || consume("E") {
            _ = consume("+") || consume("-")
            guard digits() > 0 else { return false }
        }
        return true
    }

    private mutating func digits() -> Int {
        var count = 0
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            position += 1
            count += 1
        }
        return count
    }

    // string = quotation-mark *char quotation-mark, with UTF-8 checked run by run and
    // surrogate escapes checked in pairs.
    private mutating func string() -> Bool {
        position += 1
        var run: [UInt8] = []
        var pendingHighSurrogate = false
        while let byte = current {
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                guard String(validating: run, as: UTF8.self) != nil else { return false }
                run.removeAll()
            }
            if byte == UInt8(ascii: "\"") {
                position += 1
                return !pendingHighSurrogate
            }
            if byte == UInt8(ascii: "\\") {
                position += 1
                guard let escaped = current else { return false }
                position += 1
                if escaped == UInt8(ascii: "u") {
                    guard let unit = hexQuad() else { return false }
                    let isHigh = (0xD800...0xDBFF).contains(unit)
                    let isLow = (0xDC00...0xDFFF).contains(unit)
                    if pendingHighSurrogate != isLow { return false }
                    pendingHighSurrogate = isHigh
                } else {
                    guard !pendingHighSurrogate, Array("\"\\/bfnrt".utf8).contains(escaped) else { return false }
                }
                continue
            }
            guard byte >= 0x20 else { return false }
            if pendingHighSurrogate { return false }
            run.append(byte)
            position += 1
        }
        return false
    }

    private mutating func hexQuad() -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        let text = String(decoding: bytes[position..<position + 4], as: UTF8.self)
        guard text.utf8.allSatisfy({ $0 < 0x80 }), let value = UInt32(text, radix: 16),
            !text.contains("+"), !text.contains("-")
        else { return nil }
        position += 4
        return value
    }
}
