/// Appends JSON text to a byte buffer: compact or pretty, with correct escaping.
///
/// Containers are written with `beginObject`/`key`/`endObject` and `beginArray`/`element`/
/// `endArray`; the writer inserts commas, newlines and indentation. Nesting beyond `maxDepth` is
/// an error, so anything the writer produces can be read back with the same limit.
struct JSONWriter {
    /// The JSON text written so far, as UTF-8.
    private(set) var bytes: [UInt8] = []
    let isPretty: Bool
    let maxDepth: Int
    private var depth = 0
    /// Whether the innermost open container already has an element (needs a comma).
    private var hasElements = false
    private var hasElementsStack: [Bool] = []

    init(prettyPrinted: Bool, maxDepth: Int = 512, capacity: Int = 1024) {
        self.isPretty = prettyPrinted
        self.maxDepth = maxDepth
        bytes.reserveCapacity(capacity)
    }

    // MARK: Containers

    mutating func beginObject() throws(JSONModelError) {
        try open(UInt8(ascii: "{"))
    }

    mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    mutating func beginArray() throws(JSONModelError) {
        try open(UInt8(ascii: "["))
    }

    mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// Starts an object member whose key is already quoted and escaped (`"name"`).
    mutating func key(quoted quotedKey: [UInt8]) {
        separate()
        bytes.append(contentsOf: quotedKey)
        appendColon()
    }

    /// Starts an object member with a key that still needs quoting and escaping.
    mutating func key(_ key: String) {
        separate()
        string(key)
        appendColon()
    }

    /// Starts an array element.
    mutating func element() {
        separate()
    }

    private mutating func appendColon() {
        bytes.append(UInt8(ascii: ":"))
        if isPretty { bytes.append(UInt8(ascii: " ")) }
    }

    private mutating func open(_ bracket: UInt8) throws(JSONModelError) {
        guard depth < maxDepth else {
            throw JSONModelError(
                code: .tooDeeplyNested,
                message: "the value nests deeper than the maximum depth of \(maxDepth) (is there a reference cycle?)"
            )
        }
        depth += 1
        hasElementsStack.append(hasElements)
        hasElements = false
        bytes.append(bracket)
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if hasElements && isPretty {
            newline()
        }
        hasElements = hasElementsStack.popLast() ?? false
        bytes.append(bracket)
    }

    private mutating func separate() {
        if hasElements {
            bytes.append(UInt8(ascii: ","))
        }
        hasElements = true
        if isPretty {
            newline()
        }
    }

    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<depth {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: " "))
        }
    }

    // MARK: Scalars

    mutating func null() {
        bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
    }

    mutating func bool(_ value: Bool) {
        if value {
            bytes.append(contentsOf: [0x74, 0x72, 0x75, 0x65])
        } else {
            bytes.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])
        }
    }

    mutating func integer<T: FixedWidthInteger>(_ value: T) {
        if value == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        var magnitude = value.magnitude
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // Up to 39 digits (UInt128); written backwards into a small stack buffer.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
            var index = buffer.count
            while magnitude > 0 {
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index...]))
        }
    }

    /// Writes a finite `Double` in its shortest round-trip form; integral values below 2^53 are
    /// written without a fraction (`3`, not `3.0`).
    mutating func double(_ value: Double) throws(JSONModelError) {
        guard value.isFinite else {
            throw JSONModelError(code: .invalidValue, message: "cannot encode \(value) as JSON: JSON has no NaN or infinity")
        }
        if value == value.rounded(.towardZero), abs(value) < 9_007_199_254_740_992 {
            if value == 0 && value.sign == .minus {
                bytes.append(contentsOf: [UInt8(ascii: "-"), UInt8(ascii: "0")])
            } else {
                integer(Int64(value))
            }
            return
        }
        // `description` is the shortest text that reads back to the same Double, and always JSON:
        // "0.1", "1e-07", "1.2345678901234568e+17".
        bytes.append(contentsOf: value.description.utf8)
    }

    /// Writes a finite `Float` in its shortest round-trip form.
    mutating func float(_ value: Float) throws(JSONModelError) {
        guard value.isFinite else {
            throw JSONModelError(code: .invalidValue, message: "cannot encode \(value) as JSON: JSON has no NaN or infinity")
        }
        if value == value.rounded(.towardZero), abs(value) < 16_777_216 {
            try double(Double(value))
            return
        }
        bytes.append(contentsOf: value.description.utf8)
    }

    /// Appends text that is already valid JSON (a validated number literal, for example).
    mutating func raw<Bytes: Sequence>(_ json: Bytes) where Bytes.Element == UInt8 {
        bytes.append(contentsOf: json)
    }

    /// Writes a string with quotes, escaping `"`, `\` and control characters.
    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            appendQuoted(utf8)
        }
    }

    /// Writes UTF-8 bytes as a quoted, escaped JSON string.
    mutating func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                continue
            }
            if runStart < index {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            }
            runStart = index + 1
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            default:
                bytes.append(contentsOf: [
                    UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                    Self.hexDigit(byte >> 4), Self.hexDigit(byte & 0xF),
                ])
            }
        }
        if runStart < utf8.count {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }

    /// The quoted, escaped form of `key`, computed once per property and reused.
    static func quoted(_ key: String) -> [UInt8] {
        var writer = JSONWriter(prettyPrinted: false, capacity: key.utf8.count + 2)
        writer.string(key)
        return writer.bytes
    }
}
